import { describe, expect, it } from 'vitest'
import {
  ALGORITHMS,
  getAlgorithm,
  makePuzzle,
  parsePuzzle,
  type Algorithm,
  type Puzzle,
} from '@/engine'
import { patternSolution } from '../fixtures/puzzles'
import {
  countTimedOut,
  formatUs,
  median,
  percentile,
  summarise,
  timePuzzle,
} from '@/engine/bench-stats'
import type { PuzzleTiming } from '@/engine/bench-types'

const HARD = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........'
const puzzle = (line: string): Puzzle => {
  const r = parsePuzzle(line)
  if (!r.ok) throw new Error(r.error.message)
  return r.puzzle
}

function timing(index: number, us: number, extra: Partial<PuzzleTiming> = {}): PuzzleTiming {
  return {
    index,
    us,
    guesses: 0,
    backtracks: 0,
    calculations: 0,
    ok: true,
    timedOut: false,
    ...extra,
  }
}

describe('median and percentile', () => {
  it.each([
    [[], 0],
    [[7], 7],
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2.5],
    [[10, 10, 1000], 10],
  ])('median of %j is %d', (xs, m) => {
    expect(median(xs)).toBe(m)
  })

  it('does not reorder its input', () => {
    const xs = [3, 1, 2]
    median(xs)
    expect(xs).toEqual([3, 1, 2])
  })

  it('interpolates between ranks: p95 of 1..20 is 19.05', () => {
    const xs = Array.from({ length: 20 }, (_, i) => 20 - i)
    expect(percentile(xs, 95)).toBeCloseTo(19.05, 10)
    expect(percentile(xs, 0)).toBe(1)
    expect(percentile(xs, 100)).toBe(20)
  })

  it('p95 of 100 values sits near the top, not at the maximum outlier', () => {
    const xs = [...Array.from({ length: 99 }, (_, i) => i + 1), 1_000_000]
    expect(percentile(xs, 95)).toBeCloseTo(95.05, 5)
  })
})

describe('summarise', () => {
  it('sums up times and counts per puzzle', () => {
    const s = summarise([
      timing(0, 100, { guesses: 2, backtracks: 1, calculations: 50 }),
      timing(1, 300, { guesses: 0, backtracks: 0, calculations: 30 }),
      timing(2, 200, { guesses: 4, backtracks: 5, calculations: 10 }),
    ])
    expect(s).toMatchObject({
      puzzles: 3,
      solved: 3,
      failures: 0,
      medianUs: 200,
      meanUs: 200,
      guessesPerPuzzle: 2,
      backtracksPerPuzzle: 2,
      calculationsPerPuzzle: 30,
    })
    expect(s.puzzlesPerSecond).toBeCloseTo(5000, 6)
    expect(s.noGuessShare).toBeCloseTo(1 / 3, 10)
    expect(s.p95Us).toBeCloseTo(290, 10)
  })

  it('counts wrong answers and time-outs as failures, and time-outs at their time', () => {
    const timings = [
      timing(0, 50),
      timing(1, 2_000_000, { ok: false, timedOut: true, guesses: 9 }),
      timing(2, 60, { ok: false }),
      timing(3, 2_000_000, { ok: false, timedOut: true }),
    ]
    const s = summarise(timings)
    expect(s.solved).toBe(1)
    expect(s.failures).toBe(3)
    expect(countTimedOut(timings)).toBe(2)
    // Leaving the timed-out puzzles out would make the median 55 µs.
    expect(s.medianUs).toBe((60 + 2_000_000) / 2)
    // A failed puzzle never counts as "solved without guessing".
    expect(s.noGuessShare).toBe(0.25)
  })

  it('gives zeros, not NaN, for no puzzles', () => {
    const s = summarise([])
    expect(Object.values(s).every((v) => v === 0)).toBe(true)
  })
})

describe('timePuzzle', () => {
  const detour = getAlgorithm('detour')!

  it.each(ALGORITHMS)(
    'times a filled 4x4, 9x9 or 16x16 grid with $id as one right answer (a Compare row)',
    (a) => {
      for (const box of [2, 3, 4]) {
        const t = timePuzzle(a, makePuzzle(patternSolution(box)), 0, { budgetMs: 2000, minMs: 2 })
        expect([box, t.ok, t.timedOut, t.guesses]).toEqual([box, true, false, 0])
      }
    },
  )

  it('verifies the answer and repeats a quick solve for at least minMs', () => {
    let solves = 0
    const counting: Algorithm = {
      ...detour,
      solve: (p, o) => {
        solves++
        return detour.solve(p, o)
      },
    }
    // 50 ms is well above one (even cold) solve of this puzzle.
    const t = timePuzzle(counting, puzzle(HARD), 4, { budgetMs: 2000, minMs: 50 })
    expect(t).toMatchObject({ index: 4, ok: true, timedOut: false })
    expect(t.guesses).toBeGreaterThan(0)
    expect(t.calculations).toBeGreaterThan(0)
    expect(t.us).toBeGreaterThan(0)
    // The first solve verifies; the repeats (two batches of 25 ms or more) are what is timed.
    expect(solves).toBeGreaterThanOrEqual(3)
    expect(t.us).toBeLessThan(25_000)
  })

  /** An algorithm whose n-th solve (0-based) takes at least ms[n] milliseconds. */
  function slowed(ms: number[]) {
    const calls = { n: 0 }
    const algorithm: Algorithm = {
      ...detour,
      solve: (p, o) => {
        const until = performance.now() + (ms[calls.n++] ?? 0)
        while (performance.now() < until);
        return detour.solve(p, o)
      },
    }
    return { algorithm, calls }
  }

  it('keeps the quicker batch, so one pause while repeating does not count', () => {
    // Solve 0 verifies; solve 1 opens the first batch and is held up 30 ms.
    const { algorithm, calls } = slowed([0, 30])
    const t = timePuzzle(algorithm, puzzle(HARD), 0, { budgetMs: 2000, minMs: 4 })
    expect(calls.n).toBeGreaterThanOrEqual(3)
    expect(t.us).toBeLessThan(10_000)
  })

  it('solves a middling puzzle once more and keeps the quicker time (a one-off pause is not the algorithm)', () => {
    const { algorithm, calls } = slowed([120, 60])
    const t = timePuzzle(algorithm, puzzle(HARD), 0, { budgetMs: 2000, minMs: 2 })
    expect(calls.n).toBe(2)
    expect(t.us).toBeGreaterThanOrEqual(60_000)
    expect(t.us).toBeLessThan(120_000)
    expect(t.ok).toBe(true)
  })

  it('does not repeat a solve that took 500 ms or more: its own time stands', () => {
    const { algorithm, calls } = slowed([520])
    const t = timePuzzle(algorithm, puzzle(HARD), 0, { budgetMs: 2000, minMs: 2 })
    expect(calls.n).toBe(1)
    expect(t.us).toBeGreaterThanOrEqual(520_000)
  })

  it('marks a wrong answer as not ok', () => {
    const liar: Algorithm = {
      ...detour,
      solve: (p, o) => ({ ...detour.solve(p, o), solution: Array(81).fill(1) }),
    }
    expect(timePuzzle(liar, puzzle(HARD), 0).ok).toBe(false)
  })

  it('passes a deadline and reports a time-out as a failure without repeating', () => {
    let deadline: number | undefined
    let solves = 0
    const giveUp: Algorithm = {
      ...detour,
      solve: (p, o) => {
        solves++
        deadline = o?.deadline
        return { ...detour.solve(p, o), status: 'unsolvable', solution: null, timedOut: true }
      },
    }
    const before = performance.now()
    const t = timePuzzle(giveUp, puzzle(HARD), 1, { budgetMs: 2000, minMs: 5 })
    expect(deadline).toBeGreaterThanOrEqual(before + 2000)
    expect(t).toMatchObject({ ok: false, timedOut: true })
    expect(solves).toBe(1)
  })

  it('counts a puzzle that could not be read, or of a size not handled, as a failure', () => {
    expect(timePuzzle(detour, null, 3)).toMatchObject({ index: 3, ok: false })
    const nineOnly: Algorithm = { ...detour, sizes: [9] }
    const four = puzzle('1' + '.'.repeat(15))
    expect(four.size).toBe(4)
    expect(timePuzzle(nineOnly, four, 0)).toMatchObject({ ok: false, timedOut: false })
    expect(timePuzzle(detour, four, 0).ok).toBe(detour.sizes.includes(4))
  })
})

describe('formatUs', () => {
  it.each([
    [0.4, '0.40 µs'],
    [12.34, '12.3 µs'],
    [850, '850 µs'],
    [999.7, '1.00 ms'],
    [1234, '1.23 ms'],
    [45_600, '45.6 ms'],
    [2_100_000, '2.10 s'],
  ])('%d µs reads %s', (us, text) => {
    expect(formatUs(us)).toBe(text)
  })
})
