/** What the page and the bench worker say to each other (neither imports the other). */
import type { TimingOptions } from '@/engine/bench-stats'
import type { BenchProgress, PuzzleTiming } from '@/engine/bench-types'

export interface BenchOptions extends TimingOptions {
  /** Puzzles solved untimed before an algorithm is timed (JIT warm-up). */
  warmup: number
  /** Time budget of each warm-up solve, milliseconds. */
  warmupBudgetMs: number
}

/** What the worker sends while it runs (at most ~10 a second): counts, and (first round) the timings new since the last report. */
export interface BenchReport {
  progress: BenchProgress
  timings: PuzzleTiming[]
}
