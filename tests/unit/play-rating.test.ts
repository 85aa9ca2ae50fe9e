// @vitest-environment happy-dom
/**
 * Play's rating (usePlayRating): a puzzle whose rating is already known (the
 * generator's) is not rated again in the worker; other givens are, once.
 */
import { createPinia, setActivePinia } from 'pinia'
import { effectScope, nextTick } from 'vue'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Puzzle } from '@/engine/full'
import { pageRating } from '@/workers/rate'

// The worker's rate, in-process, with a short budget: OTHER (Easter Monster) takes
// minutes on nested chains, and the page's budget is 20 s.
const rate = vi.fn(async (puzzle: Puzzle) => pageRating(puzzle, 1000))
vi.mock('@/workers/solve-client', () => ({
  SolveCancelled: class extends Error {},
  createSolveClient: () => ({ rate, cancel: vi.fn() }),
}))

const { knowRating, usePlayRating } = await import('@/composables/usePlayRating')
const { usePlayStore } = await import('@/stores/play')
const { SAVE_KEY } = await import('@/persistence/play-save')

// Two unique 9x9 puzzles (the Solve store's tests use them too).
const EASY = '..4.3..1...92..685..51..3.23.1.4.9..4..6.3..1..7.2.8.49.6..72..543..21...1..5.4..'
const OTHER = '1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1'
const digits = (s: string) => [...s].map((ch) => (ch === '.' ? 0 : Number(ch)))

async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) {
    await nextTick()
    await new Promise((r) => setTimeout(r, 0))
  }
}

describe('usePlayRating', () => {
  beforeEach(() => {
    localStorage.clear()
    setActivePinia(createPinia())
    rate.mockClear()
  })

  it('uses a known rating (a generated puzzle) and rates other givens once', async () => {
    const scope = effectScope()
    const store = usePlayStore()
    const { rating, pending, se } = scope.run(() => usePlayRating())!
    await settle()
    rate.mockClear()

    // A generated puzzle: its rating is told before the game starts.
    const known = { rating: 7.1, hardest: 'aic', stuck: false, unique: true }
    const easy = digits(EASY)
    knowRating(easy, known)
    expect(store.startPuzzle(easy)).toBeNull()
    await settle()
    expect(rate).not.toHaveBeenCalled()
    expect(rating.value).toEqual(known)
    expect(pending.value).toBe(false)
    expect(se.value).toBe('SE 7.1')

    // Givens with no known rating go to the worker, once; coming back to them does not.
    const other = digits(OTHER)
    expect(store.startPuzzle(other)).toBeNull()
    await settle()
    expect(rate).toHaveBeenCalledTimes(1)
    expect(rating.value?.unique).toBe(true)
    // Easter Monster (serate 11.6) takes minutes: past the budget a stated lower
    // bound, as far as the rating got (further on a faster machine), never 0.0.
    expect(se.value).toMatch(/^SE ≥ \d+\.\d$/)
    expect(rating.value?.stoppedAfterS).toBe(1)
    expect(store.startPuzzle(easy)).toBeNull()
    await settle()
    expect(store.startPuzzle(other)).toBeNull()
    await settle()
    expect(rate).toHaveBeenCalledTimes(1)
    scope.stop()
  })

  it('a save edited to givens of several solutions opens (no search as Play starts) and the rating says so', async () => {
    const first = usePlayStore()
    first.startPuzzle(digits(EASY))
    const save = JSON.parse(localStorage.getItem(SAVE_KEY)!) as {
      givens: number[]
      board: { values: number[] }
    }
    // Blank every given of the first two rows: the solution still fits, but is not the only one.
    for (let c = 0; c < 18; c++) save.givens[c] = save.board.values[c] = 0
    const board = save.board as unknown as { values: number[]; marks?: number[] }
    board.values = [...save.givens]
    localStorage.setItem(SAVE_KEY, JSON.stringify(save))
    setActivePinia(createPinia())
    const scope = effectScope()
    const store = usePlayStore()
    expect(store.status).toMatch(/back where you left it/)
    const { rating } = scope.run(() => usePlayRating())!
    await settle()
    expect(rating.value?.unique).toBe(false)
    expect(store.status).toMatch(/more than one solution/)
    scope.stop()
  })
})
