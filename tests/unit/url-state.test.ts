// @vitest-environment happy-dom
import { readFileSync } from 'node:fs'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { defineComponent, h } from 'vue'
import { parsePuzzle } from '@/engine'
import { waitForState } from '../fixtures/wait'
import { useFakeSolving } from '../fixtures/services'

useFakeSolving()

const { MAX_PARAM_LENGTH, parseLinkPuzzle, puzzleParam, readUrlState, writeUrlState } =
  await import('@/persistence/url')
const { THROTTLE_MS, useUrlState } = await import('@/composables/useUrlState')
const { useSolveStore } = await import('@/stores/solve')

const HARD = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........'
const STARTER_1 =
  '..4.3..1...92..685..51..3.23.1.4.9..4..6.3..1..7.2.8.49.6..72..543..21...1..5.4..'

describe('reading and writing the query', () => {
  it('round-trips a puzzle, an algorithm and a step, keeping the hash', () => {
    const href = writeUrlState('http://localhost/app/?x=1#/compare', {
      puzzle: HARD,
      algorithm: 'detour',
      step: 123,
    })
    expect(href).toBe(`/app/?x=1&p=${HARD}&a=detour&s=123#/compare`)
    const back = readUrlState(new URL(href, 'http://localhost').search)
    expect(back).toEqual({
      puzzle: HARD,
      algorithm: 'detour',
      step: 123,
      origin: null,
      problems: [],
    })
  })

  it('carries the collection and number a puzzle came from, and drops them when it has none', () => {
    const origin = { collectionId: 'hardest-87', number: 12 }
    const href = writeUrlState('http://localhost/#/solve', {
      puzzle: HARD,
      algorithm: 'fast',
      step: 0,
      origin,
    })
    expect(href).toBe(`/?p=${HARD}&a=fast&c=hardest-87&n=12#/solve`)
    expect(readUrlState(new URL(href, 'http://localhost').search).origin).toEqual(origin)
    const plain = writeUrlState(`http://localhost${href}`, {
      puzzle: HARD,
      algorithm: 'fast',
      step: 0,
    })
    expect(plain).toBe(`/?p=${HARD}&a=fast#/solve`)
    expect(readUrlState('?p=x&c=hardest-87&n=twelve').origin).toBeNull()
  })

  it('leaves out step 0 and removes keys set to null', () => {
    expect(
      writeUrlState(`http://localhost/?p=${HARD}&a=naive&s=9#/solve`, {
        puzzle: HARD,
        algorithm: null,
        step: 0,
      }),
    ).toBe(`/?p=${HARD}#/solve`)
  })

  it('writes a puzzle as one line with dots for blanks', () => {
    const parsed = parsePuzzle(HARD)
    expect(parsed.ok && puzzleParam(parsed.puzzle)).toBe(HARD)
  })

  it('says when a step is not a number', () => {
    const state = readUrlState('?p=abc&s=twelve')
    expect(state.step).toBe(0)
    expect(state.problems[0]).toMatch(/step "twelve" in the link is not a step number/)
  })

  it.each([
    ['too short', HARD.slice(0, 80), /expected 81 cells in a one-line puzzle, found 80/],
    ['a bad character', HARD.slice(0, 10) + 'z' + HARD.slice(11), /Line 1, column 11: .*'z'/],
    ['conflicting givens', '44' + HARD.slice(2), /Conflicting givens: Row 1 has two 4s/],
    ['absurdly long', '.'.repeat(5000), /5,000 characters long; .* at most 1,024 \(a 25x25/],
  ])('reports a malformed p: %s', (_, p, message) => {
    const link = parseLinkPuzzle(p)
    expect(link.ok).toBe(false)
    if (!link.ok) {
      const text = typeof link.error === 'string' ? link.error : link.error.message
      expect(text).toMatch(message)
    }
  })
})

it('reads a 25x25 link of 625 characters, under the limit the error names', () => {
  const line = readFileSync('tests/fixtures/formats/twenty-five.txt', 'utf8').trim()
  expect(line).toHaveLength(625)
  expect(line.length).toBeLessThanOrEqual(MAX_PARAM_LENGTH)
  const link = parseLinkPuzzle(line)
  expect(link.ok && link.puzzle.size).toBe(25)
})

describe('useUrlState', () => {
  let shown: string[] = []
  const Host = defineComponent({
    setup() {
      const { linkMessage } = useUrlState({ showText: (t) => shown.push(t) })
      return () => h('p', linkMessage.value ?? '')
    },
  })

  function start(url: string) {
    window.history.replaceState(null, '', url)
    const pinia = createPinia()
    setActivePinia(pinia)
    const store = useSolveStore()
    const loadPuzzle = vi.spyOn(store, 'loadPuzzle')
    const wrapper = mount(Host, { global: { plugins: [pinia] } })
    return { store, loadPuzzle, wrapper }
  }
  const ready = async (store: ReturnType<typeof useSolveStore>) => {
    await flushPromises()
    await waitForState(() => expect(store.status).toBe('ready'))
  }
  const query = () => new URLSearchParams(window.location.search)

  beforeEach(() => (shown = []))
  afterEach(() => vi.useRealTimers())

  it('opens the puzzle, algorithm and step a link names', async () => {
    const { store, loadPuzzle } = start(`/?p=${HARD}&a=detour&s=40#/solve`)
    await ready(store)
    expect(loadPuzzle).toHaveBeenCalledWith(
      expect.objectContaining({ givens: expect.any(Array) }),
      {
        formatName: 'One line',
        source: 'Shared link',
        seekTo: 40,
        // Not asked for by the user: it waits while a comparison is timing.
        background: true,
      },
    )
    expect(puzzleParam(store.puzzle!)).toBe(HARD)
    expect(store.cursor).toBe(40)
    expect(store.algorithmId).toBe('detour')
    expect(window.location.hash).toBe('#/solve')
  })

  it('starts with the first starter puzzle when there is no p', async () => {
    const { store } = start('/#/solve')
    await ready(store)
    expect(store.source).toBe('Starter (easy to evil) #1')
    expect(puzzleParam(store.puzzle!)).toBe(STARTER_1)
    await waitForState(() => expect(query().get('p')).toBe(STARTER_1))
    expect(window.location.hash).toBe('#/solve')
  })

  it('reports a malformed p, shows its text, and still shows a puzzle', async () => {
    const bad = HARD.slice(0, 10) + 'z' + HARD.slice(11)
    const { store } = start(`/?p=${bad}&s=5`)
    await ready(store)
    expect(shown).toEqual([bad])
    expect(store.loadError).toEqual({
      message: expect.stringMatching(
        /^The puzzle in the link could not be read\. Line 1, column 11/,
      ),
      line: 1,
      column: 11,
    })
    expect(store.source).toBe('Starter (easy to evil) #1')
  })

  it('names an unknown algorithm and uses the default', async () => {
    const { store, wrapper } = start(`/?p=${HARD}&a=quantum`)
    await ready(store)
    expect(store.algorithmId).toBe('detour')
    expect(wrapper.text()).toMatch(/algorithm "quantum" that this app does not have; using Detour/i)
  })

  it('follows seeks in the URL, throttled, and not while playing', async () => {
    const { store } = start(`/?p=${HARD}#/solve`)
    await ready(store)
    await waitForState(() => expect(query().get('p')).toBe(HARD))
    const replace = vi.spyOn(window.history, 'replaceState')
    vi.useFakeTimers()
    for (let k = 1; k <= 30; k++) {
      store.seek(k)
      await flushPromises()
    }
    vi.advanceTimersByTime(THROTTLE_MS * 2)
    expect(replace.mock.calls.length).toBeLessThanOrEqual(2)
    expect(query().get('s')).toBe('30')
    expect(window.location.hash).toBe('#/solve')

    replace.mockClear()
    store.play()
    for (let k = 31; k <= 60; k++) {
      store.seek(k)
      await flushPromises()
      vi.advanceTimersByTime(THROTTLE_MS)
    }
    expect(replace).not.toHaveBeenCalled()
    window.dispatchEvent(new Event('pagehide'))
    expect(query().get('s')).toBe('60')
    store.seek(61)
    store.pause()
    await flushPromises()
    vi.advanceTimersByTime(THROTTLE_MS)
    expect(query().get('s')).toBe('61')
    expect(query().get('a')).toBe('detour')
  })
})
