// @vitest-environment happy-dom
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import { SAVE_KEY } from '@/stores/play-save'
import { STARTER, usePlayStore } from '@/stores/play'

const givens = [...STARTER].map((ch) => (ch === '.' ? 0 : Number(ch)))
const firstEmpty = givens.findIndex((v) => !v)

describe('play store', () => {
  beforeEach(() => {
    localStorage.clear()
    setActivePinia(createPinia())
  })

  it('starts on the starter puzzle; givens cannot change', () => {
    const s = usePlayStore()
    expect(s.board.values).toEqual(givens)
    s.selected = givens.findIndex((v) => v)
    s.input(9)
    s.erase()
    expect(s.board.values).toEqual(givens)
    expect(s.canUndo).toBe(false)
  })

  it('placing a digit strikes it from the peers’ marks, and Undo brings them back', () => {
    const s = usePlayStore()
    s.fillIn()
    const cell = firstEmpty
    const digit = s.solution[cell]!
    const peer = s.geometry.peers[cell]!.find(
      (p) => !s.board.values[p] && s.board.marks[p]! & (1 << (digit - 1)),
    )!
    s.selected = cell
    s.input(digit)
    expect(s.board.marks[peer]! & (1 << (digit - 1))).toBe(0)
    s.undo()
    expect(s.board.values[cell]).toBe(0)
    expect(s.board.marks[peer]! & (1 << (digit - 1))).not.toBe(0)
    s.redo()
    expect(s.board.values[cell]).toBe(digit)
  })

  it('undo and redo walk any sequence both ways; a new move forgets redo', () => {
    const s = usePlayStore()
    const seen = [s.board]
    const empties = givens.flatMap((v, c) => (v ? [] : [c])).slice(0, 5)
    for (const c of empties) {
      s.selected = c
      s.input(s.solution[c]!)
      seen.push(s.board)
    }
    s.selected = empties[0]!
    s.input(3, true) // a mark on a filled cell changes nothing and is no move
    expect(s.undoStack).toHaveLength(5)
    for (let i = 4; i >= 0; i--) {
      s.undo()
      expect(s.board).toEqual(seen[i])
    }
    s.undo() // nothing left: stays
    expect(s.board).toEqual(seen[0])
    s.redo()
    s.redo()
    expect(s.board).toEqual(seen[2])
    s.selected = empties[4]!
    s.input(s.solution[empties[4]!]!)
    expect(s.canRedo).toBe(false)
  })

  it('pencil marks toggle; Check marks a wrong digit and a conflict', () => {
    const s = usePlayStore()
    s.selected = firstEmpty
    s.input(5, true)
    s.input(6, true)
    s.input(5, true)
    expect(s.board.marks[firstEmpty]).toBe(1 << 5)
    const wrong = (s.solution[firstEmpty]! % 9) + 1
    s.input(wrong)
    s.runCheck()
    expect(s.check!.wrong).toEqual([firstEmpty])
    expect(s.status).toMatch(/1 wrong digit/)
    s.undo()
    s.runCheck()
    expect(s.status).toMatch(/No mistakes so far/)
  })

  it('a complete, correct board is celebrated with the time', () => {
    const s = usePlayStore()
    s.tick(65_000)
    for (let c = 0; c < 81; c++) {
      s.selected = c
      s.input(s.solution[c]!)
    }
    expect(s.solved).toBe(true)
    expect(s.status).toBe('Solved in 1:05. Well done!')
  })

  it('the hint ladder climbs three rungs; the third makes the move', () => {
    const s = usePlayStore()
    s.nextHint()
    expect(s.status).toMatch(/^Hint 1 of 3: Look at/)
    s.nextHint()
    expect(s.hint!.pattern).not.toBeNull()
    const before = s.board
    s.nextHint()
    expect(s.board).not.toEqual(before)
    s.undo()
    expect(s.board).toEqual(before)
  })

  it('Clear, then "Use as puzzle" refuses givens with several solutions and takes one with one', () => {
    const s = usePlayStore()
    s.clear()
    s.selected = 0
    s.input(5)
    s.useAsPuzzle()
    expect(s.status).toMatch(/more than one solution/)
    expect(s.entering).toBe(true)
    givens.forEach((v, c) => {
      s.selected = c
      if (v) s.input(v)
    })
    s.selected = 0
    s.erase()
    s.useAsPuzzle()
    expect(s.entering).toBe(false)
    expect(s.givens).toEqual(givens)
  })

  it('a reload resumes the game: board, marks, history and time', () => {
    const s = usePlayStore()
    s.selected = firstEmpty
    s.input(4, true)
    s.input(s.solution[firstEmpty]!)
    s.tick(5000)
    setActivePinia(createPinia())
    const again = usePlayStore()
    expect(again.board.values[firstEmpty]).toBe(s.solution[firstEmpty])
    expect(again.undoStack).toHaveLength(2)
    expect(again.elapsed).toBe(5000)
    again.undo()
    expect(again.board.marks[firstEmpty]).toBe(1 << 3)
  })

  it.each([
    ['not JSON', '{"version":1,'],
    [
      'a board of the wrong length',
      JSON.stringify({ version: 1, size: 9, givens: [1], solution: [], board: {} }),
    ],
    [
      'digits out of range',
      JSON.stringify({ version: 1, size: 9, givens: new Array(81).fill(12) }),
    ],
  ])('a corrupt save (%s) is dropped with a notice', (_, text) => {
    localStorage.setItem(SAVE_KEY, text)
    const s = usePlayStore()
    expect(s.status).toMatch(/could not be read/)
    expect(s.board.values).toEqual(givens)
    expect(localStorage.getItem(SAVE_KEY)).not.toBe(text)
  })

  it('Accept singles places every current single', () => {
    const s = usePlayStore()
    const n = s.singles.naked.size + s.singles.hidden.size
    expect(n).toBeGreaterThan(0)
    s.placeSingles()
    expect(s.board.values.filter((v) => v).length).toBeGreaterThanOrEqual(
      givens.filter((v) => v).length + n - 2,
    )
    expect(s.check).toBeNull()
    s.runCheck()
    expect(s.check!.wrong).toEqual([])
  })
})
