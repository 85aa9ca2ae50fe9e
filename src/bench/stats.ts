/**
 * The statistics of timing: medians, percentiles and bootstrap intervals, how
 * many times quicker one algorithm is than another and whether that is within
 * the noise, and the one definition of "fastest". Pure arithmetic on numbers
 * the timing (timing.ts) measured; nothing here reads a clock.
 *
 * Conventions: times are microseconds per solve. A timed-out puzzle counts in
 * the time figures at the time it was given (a lower bound of its real time), so
 * an algorithm that gives up is never made to look fast by leaving its hardest
 * puzzles out; it also counts as a failure.
 */
import { seededRandom } from '../engine'
import type { PuzzleTiming, RunSummary } from './types'

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

/**
 * The figures of one algorithm over its puzzles (failures and time-outs included).
 * `roundUs` (when the run was timed in rounds) holds each round's median time per
 * puzzle; the headline median is then the median of those rounds, and it comes
 * with a 95% interval (see medianInterval).
 */
export function summarise(
  timings: readonly PuzzleTiming[],
  roundUs: readonly number[] = [],
): RunSummary {
  const n = timings.length
  const us = timings.map((t) => t.us)
  const sum = (f: (t: PuzzleTiming) => number) => timings.reduce((s, t) => s + f(t), 0)
  const totalUs = sum((t) => t.us)
  const solved = timings.filter((t) => t.ok).length
  const per = (total: number) => (n ? total / n : 0)
  const spread = roundUs.length
    ? { roundUs: [...roundUs], ...intervalFields(medianInterval(roundUs)) }
    : {}
  return {
    puzzles: n,
    solved,
    failures: n - solved,
    medianUs: roundUs.length ? median(roundUs) : median(us),
    p95Us: percentile(us, 95),
    meanUs: per(totalUs),
    puzzlesPerSecond: totalUs > 0 ? (n * 1e6) / totalUs : 0,
    guessesPerPuzzle: per(sum((t) => t.guesses)),
    backtracksPerPuzzle: per(sum((t) => t.backtracks)),
    calculationsPerPuzzle: per(sum((t) => t.calculations)),
    noGuessShare: per(timings.filter((t) => t.ok && t.guesses === 0).length),
    ...spread,
  }
}

const intervalFields = ({ lo, hi }: Interval) => ({ medianLowUs: lo, medianHighUs: hi })

// --- Noise --------------------------------------------------------------------
//
// A run times every algorithm in interleaved rounds (A, B, C, A, B, C, ...), so a
// burst of machine load lands on all of them. Each round gives one figure per
// algorithm (its median time per puzzle in that round); the spread of those
// figures is the measurement noise. Intervals are 95% percentile-bootstrap
// intervals with a fixed seed, so the same data always reads the same.

/** A 95% interval around a figure. */
export interface Interval {
  lo: number
  hi: number
}

/** How many times the rounds are resampled for an interval. */
const RESAMPLES = 1000

/**
 * RESAMPLES values of `statistic`, each given a random index picker, sorted.
 * Callers' statistics draw into the scratch buffers below rather than allocating:
 * a History page works out a hundred intervals as it opens, and 100,000 small
 * arrays (each copied and sorted by `median`) made that a 400 ms task.
 */
function bootstrap(seed: number, statistic: (pick: (n: number) => number) => number): Float64Array {
  const random = seededRandom(seed)
  const pick = (n: number) => Math.floor(random() * n)
  const out = new Float64Array(RESAMPLES)
  for (let i = 0; i < RESAMPLES; i++) out[i] = statistic(pick)
  return out.sort()
}

/** The p-th percentile of values already sorted (the rule of `percentile`). */
function percentileOfSorted(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return 0
  const rank = (Math.min(100, Math.max(0, p)) / 100) * (sorted.length - 1)
  const lo = Math.floor(rank)
  const hi = Math.ceil(rank)
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (rank - lo)
}

/** Scratch space for one resample (sorted in place); grown when a list is longer. */
let scratch = new Float64Array(32)
let scratch2 = new Float64Array(32)
function scratchFor(n: number): void {
  if (scratch.length >= n) return
  scratch = new Float64Array(n)
  scratch2 = new Float64Array(n)
}

/**
 * The median of the first `n` values of `buf`, sorting them in place: by
 * insertion for the few rounds a run has (no call into the engine's sort), by the
 * typed array's sort beyond that.
 */
function medianInPlace(buf: Float64Array, n: number): number {
  if (n > 32) return percentileOfSorted(buf.subarray(0, n).sort(), 50)
  for (let i = 1; i < n; i++) {
    const x = buf[i]!
    let j = i - 1
    while (j >= 0 && buf[j]! > x) {
      buf[j + 1] = buf[j]!
      j--
    }
    buf[j + 1] = x
  }
  const mid = (n - 1) / 2
  const lo = Math.floor(mid)
  const hi = Math.ceil(mid)
  return buf[lo]! + (buf[hi]! - buf[lo]!) * (mid - lo)
}

/** The median of one resample (with replacement) of `xs`. */
function resampledMedian(xs: readonly number[], pick: (n: number) => number): number {
  scratchFor(xs.length)
  for (let i = 0; i < xs.length; i++) scratch[i] = xs[pick(xs.length)]!
  return medianInPlace(scratch, xs.length)
}

/** One paired resample: the same random rounds of both lists; their medians' ratio, other / mine. */
function resampledPairRatio(
  mine: readonly number[],
  other: readonly number[],
  pick: (n: number) => number,
): number {
  const n = mine.length
  scratchFor(n)
  for (let i = 0; i < n; i++) {
    const round = pick(n)
    scratch[i] = other[round]!
    scratch2[i] = mine[round]!
  }
  return medianInPlace(scratch, n) / medianInPlace(scratch2, n)
}

/**
 * The 95% interval of the median of `xs` by bootstrap, widened if need be to
 * hold the median itself. One value (one round) has no spread: lo = hi.
 */
export function medianInterval(xs: readonly number[]): Interval {
  const m = median(xs)
  if (xs.length < 2) return { lo: m, hi: m }
  const meds = bootstrap(xs.length, (pick) => resampledMedian(xs, pick))
  return {
    lo: Math.min(m, percentileOfSorted(meds, 2.5)),
    hi: Math.max(m, percentileOfSorted(meds, 97.5)),
  }
}

/** How many times quicker one figure is than another, with its 95% interval. */
export interface SpeedRatio extends Interval {
  /** `other / mine`: above 1 means "mine" is quicker. */
  ratio: number
  /** The interval holds 1: the difference is within the noise of the measurement. */
  tie: boolean
}

/**
 * How many times quicker `mine` is than `other`, each a list of per-round
 * medians (µs). `paired`: the rounds were timed side by side in one run (round i
 * of each under the same load), so they are resampled together; otherwise (two
 * runs at different times) each is resampled on its own. Null when either has
 * no positive figure. With a single round on either side there is no interval:
 * a ratio within 5% either way is then called a tie.
 */
export function speedRatio(
  mine: readonly number[],
  other: readonly number[],
  paired: boolean,
): SpeedRatio | null {
  const a = median(mine)
  const b = median(other)
  if (!(a > 0) || !(b > 0)) return null
  const ratio = b / a
  if (mine.length < 2 || other.length < 2) {
    return { ratio, lo: ratio, hi: ratio, tie: ratio < 1.05 && ratio > 1 / 1.05 }
  }
  const same = paired && mine.length === other.length
  const ratios = bootstrap(mine.length * 31 + other.length, (pick) =>
    same
      ? resampledPairRatio(mine, other, pick)
      : resampledMedian(other, pick) / resampledMedian(mine, pick),
  )
  const lo = Math.min(ratio, percentileOfSorted(ratios, 2.5))
  const hi = Math.max(ratio, percentileOfSorted(ratios, 97.5))
  return { ratio, lo, hi, tie: lo <= 1 && hi >= 1 }
}

/**
 * Two runs made at different times differ by what the machine's load did in
 * between, which neither run's rounds can measure: the same algorithm on the same
 * workload, timed twice a few seconds apart on the project's 2-core machine, read
 * anywhere from 1.5x slower to 1.3x faster (intervals 1.23-1.59x and 1.07-1.50x).
 * So a change between runs counts only when its whole 95% interval lies beyond this
 * factor; within one run, rounds are interleaved and the plain interval decides.
 */
export const BETWEEN_RUNS_NOISE = 1.25

/** This run against an earlier one (not interleaved): speedRatio, a tie unless clear of BETWEEN_RUNS_NOISE. */
export function changeBetweenRuns(
  mine: readonly number[],
  earlier: readonly number[],
): SpeedRatio | null {
  const r = speedRatio(mine, earlier, false)
  if (!r) return null
  return { ...r, tie: r.lo <= BETWEEN_RUNS_NOISE && r.hi >= 1 / BETWEEN_RUNS_NOISE }
}

/**
 * The one definition of "fastest": the lowest median time per puzzle among the
 * algorithms that went through the whole workload. `tiedWith` lists the others
 * whose ratio against it is within noise. Null with fewer than two complete.
 */
export function fastestOf<T extends { algorithm: string; summary: RunSummary }>(
  results: readonly T[],
  total: number,
): { best: T; tiedWith: T[] } | null {
  const complete = results.filter((r) => r.summary.puzzles === total && r.summary.medianUs > 0)
  if (complete.length < 2) return null
  const best = complete.reduce((a, b) => (b.summary.medianUs < a.summary.medianUs ? b : a))
  const tiedWith = complete.filter(
    (r) => r !== best && isTie(roundsOf(best.summary), roundsOf(r.summary), true),
  )
  return { best, tiedWith }
}

/**
 * speedRatio(mine, other, paired)?.tie, without the bootstrap when the rounds do
 * not overlap: every resampled median lies between its list's least and greatest
 * value, so when all of one list is above all of the other every resampled ratio
 * is on one side of 1, and so is the interval. (A History page asks this of
 * every row as it opens; algorithms that differ clearly are the common case.)
 */
export function isTie(mine: readonly number[], other: readonly number[], paired: boolean): boolean {
  if (mine.length >= 2 && other.length >= 2 && median(mine) > 0 && median(other) > 0) {
    if (Math.min(...other) > Math.max(...mine) || Math.max(...other) < Math.min(...mine))
      return false
  }
  return speedRatio(mine, other, paired)?.tie ?? false
}

/** A summary's per-round medians; a run saved before rounds existed has its median only. */
export function roundsOf(summary: RunSummary): readonly number[] {
  return summary.roundUs?.length ? summary.roundUs : [summary.medianUs]
}

/** How many of the timings gave up at the time budget. */
export function countTimedOut(timings: readonly PuzzleTiming[]): number {
  return timings.reduce((n, t) => n + (t.timedOut ? 1 : 0), 0)
}
