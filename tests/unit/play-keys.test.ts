// @vitest-environment happy-dom
import { createPinia, setActivePinia } from 'pinia'
import { readFileSync } from 'node:fs'
import { beforeEach, describe, expect, it } from 'vitest'
import { usePlayKeys } from '@/composables/usePlayKeys'
import { usePlayStore } from '@/stores/play'
import { cells } from '../fixtures/puzzles'

const SIXTEEN = cells(readFileSync('tests/fixtures/formats/sixteen.txt', 'utf8').trim())

function press(key: string, mods: { ctrlKey?: boolean; metaKey?: boolean } = {}): KeyboardEvent {
  const e = new KeyboardEvent('keydown', { key, cancelable: true, ...mods })
  usePlayKeys().onKeydown(e)
  return e
}

describe('the Play board keys on a 16x16 board', () => {
  beforeEach(() => {
    localStorage.clear()
    setActivePinia(createPinia())
    const s = usePlayStore()
    expect(s.startPuzzle(SIXTEEN)).toBeNull()
    s.selected = SIXTEEN.findIndex((v) => !v)
  })

  it('a letter places 10-16', () => {
    const s = usePlayStore()
    const e = press('c')
    expect(e.defaultPrevented).toBe(true)
    expect(s.board.values[s.selected!]).toBe(12)
  })

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Cmd', { metaKey: true }],
  ])(
    '%s with a letter stays the browser’s (copy, select all, find): the board is untouched',
    (_, mods) => {
      const s = usePlayStore()
      const before = JSON.stringify(s.board)
      for (const key of ['a', 'c', 'f', 'g']) expect(press(key, mods).defaultPrevented).toBe(false)
      expect(JSON.stringify(s.board)).toBe(before)
    },
  )
})
