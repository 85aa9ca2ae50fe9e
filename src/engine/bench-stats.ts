/**
 * Benchmark arithmetic shared by the bench worker and the CLI: time one
 * solve honestly, and sum a list of per-puzzle timings up into a RunSummary.
 *
 * Conventions: times are microseconds per solve. A timed-out puzzle counts in
 * the time figures at the time it was given (a lower bound of its real time), so
 * an algorithm that gives up is never made to look fast by leaving its hardest
 * puzzles out; it also counts as a failure.
 */
import type { PuzzleTiming, RunSummary } from './bench-types'
import type { Algorithm } from './algorithm'
import type { SolveResult } from './algorithm'
import { getAlgorithm } from './algorithms/registry'
import { isSolutionOf, type Puzzle } from './puzzle'
import { clock } from './clock'

/** The middle value (mean of the two middle ones for an even count); 0 for no values. */
export function median(xs: readonly number[]): number {
  return percentile(xs, 50)
}

/**
 * The p-th percentile (0..100), interpolating linearly between the two nearest
 * ranks (the spreadsheet PERCENTILE.INC rule); 0 for no values.
 */
export function percentile(xs: readonly number[], p: number): number {
  if (xs.length === 0) return 0
  const sorted = [...xs].sort((a, b) => a - b)
  const rank = (Math.min(100, Math.max(0, p)) / 100) * (sorted.length - 1)
  const lo = Math.floor(rank)
  const hi = Math.ceil(rank)
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (rank - lo)
}

/** The figures of one algorithm over its puzzles (failures and time-outs included). */
export function summarise(timings: readonly PuzzleTiming[]): RunSummary {
  const n = timings.length
  const us = timings.map((t) => t.us)
  const sum = (f: (t: PuzzleTiming) => number) => timings.reduce((s, t) => s + f(t), 0)
  const totalUs = sum((t) => t.us)
  const solved = timings.filter((t) => t.ok).length
  const per = (total: number) => (n ? total / n : 0)
  return {
    puzzles: n,
    solved,
    failures: n - solved,
    medianUs: median(us),
    p95Us: percentile(us, 95),
    meanUs: per(totalUs),
    puzzlesPerSecond: totalUs > 0 ? (n * 1e6) / totalUs : 0,
    guessesPerPuzzle: per(sum((t) => t.guesses)),
    backtracksPerPuzzle: per(sum((t) => t.backtracks)),
    calculationsPerPuzzle: per(sum((t) => t.calculations)),
    noGuessShare: per(timings.filter((t) => t.ok && t.guesses === 0).length),
  }
}

/** How many of the timings gave up at the time budget. */
export function countTimedOut(timings: readonly PuzzleTiming[]): number {
  return timings.reduce((n, t) => n + (t.timedOut ? 1 : 0), 0)
}

/**
 * Whether an answer is right: a solution must pass the independent checker, and
 * `unsolvable` must be confirmed by a second, different algorithm (dancing links
 * checks the detour Solver; the detour Solver checks everyone else).
 */
export function answerIsRight(algorithm: Algorithm, puzzle: Puzzle, result: SolveResult): boolean {
  if (result.timedOut) return false
  if (result.solution) return isSolutionOf(puzzle, result.solution)
  const referee = getAlgorithm(algorithm.id === 'detour' ? 'dlx' : 'detour')
  return !!referee && referee.solve(puzzle, { limit: 1 }).status === 'unsolvable'
}

export interface TimingOptions {
  /** Most milliseconds one solve may take before it is abandoned (`deadline`). */
  budgetMs: number
  /** Repeat a quick solve until this many milliseconds have passed, then divide. */
  minMs: number
}

export const DEFAULT_TIMING: TimingOptions = { budgetMs: 2000, minMs: 2 }

/** A first solve quicker than this is timed again by repetition (it may have been cold, and the clock is coarse). */
const REPEAT_BELOW_MS = 50
/**
 * A first solve between REPEAT_BELOW_MS and this is solved once more and the
 * quicker time kept: a GC pause or a busy core can add tens of milliseconds to one solve.
 */
const CONFIRM_BELOW_MS = 500

/**
 * Solve one puzzle with recording off and `limit: 1`, verify the answer with an
 * independent checker, and time it. The first solve verifies (and warms the
 * code paths for this puzzle). A quick one is timed again: solved over and over
 * in two batches of at least `minMs / 2` each (browser clocks tick in 0.1 ms or
 * coarser), and the quicker batch's time per solve kept. A middling one is solved once more and the quicker of the
 * two kept. A slow one (or a time-out) keeps its own time. The counts come from
 * the first solve.
 */
export function timePuzzle(
  algorithm: Algorithm,
  puzzle: Puzzle | null,
  index: number,
  options: TimingOptions = DEFAULT_TIMING,
): PuzzleTiming {
  // A puzzle that could not be read, or of a size the algorithm does not handle, is a failure.
  if (!puzzle || !algorithm.sizes.includes(puzzle.size))
    return { index, us: 0, guesses: 0, backtracks: 0, calculations: 0, ok: false, timedOut: false }
  const t0 = clock.now()
  const first = algorithm.solve(puzzle, { limit: 1, deadline: t0 + options.budgetMs })
  let ms = clock.now() - t0
  const timedOut = first.timedOut === true
  if (!timedOut && ms < REPEAT_BELOW_MS) {
    // Two batches of at least minMs / 2 each; the quicker batch's average stands,
    // so one pause (GC, another process) spoils at most one of them.
    const deadline = clock.now() + options.budgetMs
    let best = Infinity
    for (let batch = 0; batch < 2; batch++) {
      let runs = 0
      let elapsed: number
      const start = clock.now()
      do {
        algorithm.solve(puzzle, { limit: 1, deadline })
        runs++
        elapsed = clock.now() - start
      } while (elapsed < options.minMs / 2)
      best = Math.min(best, elapsed / runs)
    }
    ms = best
  } else if (!timedOut && ms < CONFIRM_BELOW_MS) {
    const start = clock.now()
    const again = algorithm.solve(puzzle, { limit: 1, deadline: start + options.budgetMs })
    if (!again.timedOut) ms = Math.min(ms, clock.now() - start)
  }
  const { guesses, backtracks, calculations } = first.stats
  return {
    index,
    us: ms * 1000,
    guesses,
    backtracks,
    calculations,
    ok: answerIsRight(algorithm, puzzle, first),
    timedOut,
  }
}

/** "850 µs", "12.4 µs", "1.23 ms", "45.6 ms", "2.10 s": three significant figures. */
export function formatUs(us: number): string {
  const three = (x: number) => (x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2))
  if (us < 999.5) return `${three(us)} µs`
  if (us < 999_500) return `${three(us / 1000)} ms`
  return `${three(us / 1e6)} s`
}
