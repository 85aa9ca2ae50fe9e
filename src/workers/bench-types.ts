/** What the page and the bench worker say to each other (neither imports the other). */
import type { TimingOptions } from '@/bench/timing'
import type { BenchProgress, PuzzleTiming } from '@/bench/types'

export interface BenchOptions extends TimingOptions {
  /** Puzzles solved untimed before an algorithm is timed (JIT warm-up). */
  warmup: number
  /** Time budget of each warm-up solve, milliseconds. */
  warmupBudgetMs: number
  /**
   * The warm-up solves go round again until this many milliseconds have passed: a
   * quick algorithm needs thousands of solves before the JIT has compiled it, and
   * a first run timed half cold read 1.2-1.3x slower than a second one.
   */
  warmupMs: number
}

/** What the worker sends while it runs (at most ~10 a second): counts, and (first round) the timings new since the last report. */
export interface BenchReport {
  progress: BenchProgress
  timings: PuzzleTiming[]
}
