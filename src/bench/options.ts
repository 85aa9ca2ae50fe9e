/** What the page and a timing worker (or a user solver's sandbox) say to each other: neither imports the other. */
import type { BenchProgress, PuzzleRating, PuzzleTiming } from './types'
import type { RoundPolicy } from './policy'

export interface BenchOptions {
  /** Most milliseconds one solve may take before it counts as timed out. */
  budgetMs: number
  /** Puzzles the warm-up solves (timing.ts warmUp) before an algorithm is timed. */
  warmup: number
  /** Time a slow puzzle again in every round (timing.ts TimingOptions.remeasureSlow). */
  remeasureSlow?: boolean
  /**
   * The human techniques the logic solve may use (registry ids, the switches of
   * stores/techniques.ts); absent, all of them. Other algorithms ignore it.
   */
  techniques?: readonly string[]
  /**
   * When the rounds stop (page side, policy.ts): ROUNDS (precise, the default) or
   * QUICK_ROUNDS (Compare's default).
   */
  rounds?: RoundPolicy
}

/** 2 s per puzzle before it counts as "timed out"; the warm-up solves the first 3 puzzles. */
export const DEFAULT_BENCH_OPTIONS: BenchOptions = { budgetMs: 2000, warmup: 3 }

/** What the worker sends while it runs (at most ~10 a second): counts, and (first round) the timings new since the last report. */
export interface BenchReport {
  progress: BenchProgress
  timings: PuzzleTiming[]
}

/**
 * What the bench client calls on each slot of a run: a built-in algorithm's fresh
 * worker (its Comlink remote), or a user solver's sandbox (src/sandbox/slot.ts).
 */
export interface BenchSlot {
  load(lines: string[]): Promise<number>
  resolution(): Promise<number>
  firstRound(
    id: string,
    options: BenchOptions,
    report: (r: BenchReport) => void,
  ): Promise<PuzzleTiming[]>
  laterRound(id: string, options: BenchOptions, report: (r: BenchReport) => void): Promise<number[]>
  rate(
    budgetMs: number,
    report: (done: number, total: number, fresh: PuzzleRating[]) => void,
  ): Promise<PuzzleRating[]>
  /** End the slot (its worker or sandbox, and any worker it started). */
  end(): void
}
