import { afterEach, describe, expect, it, vi } from 'vitest'
import { clock } from '@/engine/clock'
import {
  ALGORITHMS,
  getAlgorithm,
  makePuzzle,
  parsePuzzle,
  type Algorithm,
  type Puzzle,
} from '@/engine/full'
import { patternSolution } from '../fixtures/puzzles'
import {
  countTimedOut,
  fastestOf,
  isTie,
  medianInterval,
  speedRatio,
  changeBetweenRuns,
  median,
  percentile,
  summarise,
} from '@/bench/stats'
import { enoughRounds } from '@/bench/policy'
import { formatUs } from '@/bench/format'
import { timeAgain, timePuzzle } from '@/bench/timing'
import type { PuzzleTiming } from '@/bench/types'

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
      for (const box of [2, 3, 4].filter((b) => a.sizes.includes(b * b))) {
        const t = timePuzzle(a, makePuzzle(patternSolution(box)), 0, { budgetMs: 2000, spanMs: 2 })
        expect([box, t.ok, t.timedOut, t.guesses]).toEqual([box, true, false, 0])
      }
    },
  )

  /**
   * The timing tests run on a virtual clock: `clock.now()` (the engine's clock,
   * here `performance`) reads `time.ms`, which only the algorithm's solves move.
   * So they check the timing rules exactly, whatever the machine's load (with the
   * real clock a busy machine made a 2 ms solve look like 30 ms).
   */
  function virtualClock() {
    const time = { ms: 1000 }
    vi.spyOn(clock, 'now').mockImplementation(() => time.ms)
    return time
  }
  afterEach(() => {
    vi.restoreAllMocks()
  })

  /** An algorithm whose n-th solve (0-based) takes ms[n] virtual milliseconds (1 after the list). */
  function slowed(ms: number[]) {
    const time = virtualClock()
    const calls = { n: 0 }
    const algorithm: Algorithm = {
      ...detour,
      solve: (p, o) => {
        const result = detour.solve(p, o)
        time.ms += ms[calls.n++] ?? 1
        return result
      },
    }
    return { algorithm, calls }
  }

  it('verifies the answer, then repeats a quick solve inside one measurement of at least the span', () => {
    const { algorithm, calls } = slowed([])
    const t = timePuzzle(algorithm, puzzle(HARD), 4, { budgetMs: 2000, spanMs: 50 })
    expect(t).toMatchObject({ index: 4, ok: true, timedOut: false })
    expect(t.guesses).toBeGreaterThan(0)
    expect(t.calculations).toBeGreaterThan(0)
    // The first solve verifies; then one measurement: three batches of 50 ms (50 solves of 1 ms each).
    expect(calls.n).toBe(1 + 3 * 50)
    expect(t.us).toBe(1000)
  })

  it('measures a solve slower than the span in three batches of one solve, the quickest counting', () => {
    // Solve 0 verifies (120 ms); the batches: 90, 60 and 70 ms.
    const { algorithm, calls } = slowed([120, 90, 60, 70])
    const t = timePuzzle(algorithm, puzzle(HARD), 0, { budgetMs: 2000, spanMs: 10 })
    expect(calls.n).toBe(4)
    expect(t.us).toBe(60_000)
    expect(t.ok).toBe(true)
  })

  it('lets a solve of 500 ms or more be its own measurement', () => {
    const { algorithm, calls } = slowed([520])
    const t = timePuzzle(algorithm, puzzle(HARD), 0, { budgetMs: 2000, spanMs: 10 })
    expect(calls.n).toBe(1)
    expect(t.us).toBe(520_000)
  })

  it('measures a later round again, in a measurement of its own', () => {
    // Solve 0 verifies; the first batch is held up (3 ms a solve), the other two take 1 ms a solve.
    const { algorithm, calls } = slowed([2, 3, 3])
    const options = { budgetMs: 2000, spanMs: 5 }
    const first = timePuzzle(algorithm, puzzle(HARD), 0, options)
    expect(first.us).toBe(1000)
    expect(calls.n).toBe(1 + 2 + 5 + 5)
    // A later round: three batches of five 1 ms solves.
    expect(timeAgain(algorithm, puzzle(HARD), first, options)).toBe(1000)
    expect(calls.n).toBe(13 + 15)
  })

  it('keeps the first time of a solve of 500 ms or more in later rounds', () => {
    const { algorithm, calls } = slowed([600])
    const options = { budgetMs: 2000, spanMs: 5 }
    const first = timePuzzle(algorithm, puzzle(HARD), 0, options)
    expect(timeAgain(algorithm, puzzle(HARD), first, options)).toBe(600_000)
    expect(calls.n).toBe(1)
  })

  it('times a slow solve again in every round when asked (one puzzle: the Solve view, the Race)', () => {
    const { algorithm, calls } = slowed([600, 550])
    const options = { budgetMs: 2000, spanMs: 5, remeasureSlow: true }
    const first = timePuzzle(algorithm, puzzle(HARD), 0, options)
    expect(first.us).toBe(600_000)
    // One batch of one solve: 550 ms, a whole measurement on its own.
    expect(timeAgain(algorithm, puzzle(HARD), first, options)).toBe(550_000)
    expect(calls.n).toBe(2)
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
    const t = timePuzzle(giveUp, puzzle(HARD), 1, { budgetMs: 2000, spanMs: 5 })
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

describe('noise: intervals, ratios and when rounds are enough', () => {
  it('gives a median an interval that holds it, and none for one round', () => {
    const { lo, hi } = medianInterval([100, 104, 96, 101, 99, 180, 98])
    expect(lo).toBeLessThanOrEqual(100)
    expect(hi).toBeGreaterThanOrEqual(100)
    expect(hi).toBeLessThan(180) // one slow round does not stretch the median's interval to it
    expect(medianInterval([42])).toEqual({ lo: 42, hi: 42 })
  })

  it('calls overlapping runs a tie and separated ones a ratio', () => {
    const a = [100, 130, 80, 110, 95]
    const b = [105, 90, 125, 100, 115]
    expect(speedRatio(a, b, false)?.tie).toBe(true)
    const slow = a.map((x) => x * 3)
    const r = speedRatio(a, slow, true)!
    expect(r.tie).toBe(false)
    expect(r.ratio).toBeCloseTo(3, 5)
    expect(r.lo).toBeLessThanOrEqual(3)
    expect(r.hi).toBeGreaterThanOrEqual(3)
  })

  it('falls back to a 5% band for runs saved with one figure', () => {
    expect(speedRatio([100], [103], false)?.tie).toBe(true)
    expect(speedRatio([100], [120], false)?.tie).toBe(false)
    expect(speedRatio([0], [120], false)).toBeNull()
  })

  it('stops after the minimum rounds once they are tight or time is up, and never before', () => {
    const tight = Array.from({ length: 5 }, () => 100)
    const loose = [100, 150, 70, 120, 90]
    expect(enoughRounds([tight.slice(0, 4)], 100)).toBe(false)
    expect(enoughRounds([tight, tight], 100)).toBe(true)
    expect(enoughRounds([tight, loose], 100)).toBe(false)
    expect(enoughRounds([tight, loose], 5000)).toBe(true)
    expect(enoughRounds([[1, 2, 3]], 40_000)).toBe(true)
  })

  it('picks one fastest by median and lists who is within noise of it', () => {
    const run = (algorithm: string, roundUs: number[]) => ({
      algorithm,
      summary: summarise([timing(0, roundUs[0]!)], roundUs),
    })
    const result = fastestOf(
      [
        run('a', [100, 140, 60, 100, 100]),
        run('b', [63, 105, 147, 105, 136]),
        run('c', [900, 910, 905, 899, 902]),
      ],
      1,
    )
    expect(result?.best.algorithm).toBe('a')
    expect(result?.tiedWith.map((r) => r.algorithm)).toEqual(['b'])
  })

  it('says tie or not exactly as the bootstrap does, skipping it when the rounds do not overlap', () => {
    let seed = 7
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647
    const rounds = (n: number, centre: number, spread: number) =>
      Array.from({ length: n }, () => centre * (1 + spread * (random() - 0.5)))
    for (let k = 0; k < 300; k++) {
      const n = 1 + Math.floor(random() * 8)
      const mine = rounds(n, 100, random())
      const other = rounds(
        random() < 0.5 ? n : 1 + Math.floor(random() * 8),
        80 + random() * 60,
        random(),
      )
      for (const paired of [true, false])
        expect(isTie(mine, other, paired)).toBe(speedRatio(mine, other, paired)?.tie ?? false)
    }
  })
})

describe('a puzzle that breaks an algorithm', () => {
  it('becomes that puzzle’s answer (error, with the message), not a thrown error', () => {
    const broken: Algorithm = {
      ...getAlgorithm('fast')!,
      solve: () => {
        throw new Error('boom')
      },
    }
    const t = timePuzzle(broken, puzzle(HARD), 4)
    expect(t).toMatchObject({ index: 4, ok: false, answer: 'error', note: 'boom' })
  })

  it('answers a filled grid as solved at once, and a puzzle without solution as unsolvable', () => {
    const fast = getAlgorithm('fast')!
    const solved = fast.solve(puzzle(HARD), { limit: 1 }).solution!
    const filled = timePuzzle(fast, puzzle(solved.join('')), 0)
    expect(filled).toMatchObject({ ok: true, answer: 'filled', guesses: 0 })
    // Row 1 needs a 9 in its last cell, and column 9 already has one: no conflict among the givens, no solution.
    const none = timePuzzle(fast, puzzle('12345678.' + '........9' + '.'.repeat(63)), 1)
    expect(none).toMatchObject({ ok: true, answer: 'unsolvable' })
  })
})

describe('changeBetweenRuns', () => {
  it('calls a change between separate runs only when it is clear of the between-runs noise', () => {
    const base = [40, 41, 42, 40, 41]
    const times = (k: number) => base.map((x) => x * k)
    // 1.2x slower with a tight interval: a difference within one run, but inside
    // the noise of two runs made apart.
    expect(speedRatio(times(1.2), base, false)!.tie).toBe(false)
    expect(changeBetweenRuns(times(1.2), base)!.tie).toBe(true)
    // 1.4x slower and 2x faster, all of their intervals beyond 1.25x: changes.
    expect(changeBetweenRuns(times(1.4), base)!.tie).toBe(false)
    const r = changeBetweenRuns(times(0.5), base)!
    expect([r.tie, Math.round(r.ratio)]).toEqual([false, 2])
  })
})

describe('round policies', () => {
  it('quick stops from 3 rounds after 1 s; precise waits for 5 and 3 s', async () => {
    const { enoughRounds, QUICK_ROUNDS, ROUNDS } = await import('../../src/bench/policy')
    // Noisy rounds (a wide interval): only the counts and the elapsed time decide.
    const three = [[1, 2, 3]]
    const five = [[1, 2, 3, 1, 3]]
    expect(enoughRounds(three, 1500, QUICK_ROUNDS)).toBe(true)
    expect(enoughRounds(three, 500, QUICK_ROUNDS)).toBe(false)
    expect(enoughRounds(three, 1500, ROUNDS)).toBe(false)
    expect(enoughRounds(five, 1500, ROUNDS)).toBe(false)
    expect(enoughRounds(five, 3500)).toBe(true)
    expect(enoughRounds([[1, 2]], 60_000, QUICK_ROUNDS)).toBe(false)
  })
})
