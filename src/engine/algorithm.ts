import type { Puzzle } from './puzzle'
import type { StepLog } from './steps'

/** What every algorithm counts while it solves. */
export interface SolveStats {
  /** Elementary checks or candidate updates (what "work" means for that algorithm). */
  calculations: number
  placements: number
  eliminations: number
  detours: number
  guesses: number
  backtracks: number
  maxDepth: number
  /** Wall time of the solve, milliseconds. */
  ms: number
}

export interface SolveOptions {
  /** Record every step into a StepLog (off for timing runs). */
  record?: boolean
  /** Most steps to record; the log reports `capped` when reached (the solve goes on). */
  maxSteps?: number
  /** Stop after this many solutions: 1 (first solution) or 2 (prove uniqueness). */
  limit?: 1 | 2
  /**
   * Give up once performance.now() passes this: the result then says `timedOut`.
   * Checked every few thousand steps by the algorithms that can run long (naive,
   * markup), and before each deduction by logic (forcing chains take a while); the
   * others always finish in milliseconds and may ignore it.
   */
  deadline?: number
  /**
   * Told now and then how many steps are recorded so far, so a long recorded solve
   * can show it is moving. Called before each deduction by logic (a deduction can
   * take a while); the others finish fast and may ignore it.
   */
  onProgress?: (steps: number) => void
  /**
   * The human techniques the `logic` solve may use, by registry id
   * (logic/registry.ts, `REGISTRY_IDS`; absent: all of the set). Where they run out
   * it guesses, as when the whole set does. The rating always uses the whole SE
   * set; the other algorithms ignore it. An unknown id is an error.
   */
  techniques?: readonly string[]
  /**
   * The `logic` solve's technique set: `full` (the default: every technique, in
   * HoDoKu's order, what the Solve view watches) or `se` (Sudoku Explainer's, whose
   * path gives the SE rating).
   */
  techniqueSet?: 'se' | 'full'
}

export interface SolveResult {
  /** `solved` when at least one solution was found. */
  status: 'solved' | 'unsolvable'
  /** Solutions found, up to the limit: 0, 1 or 2 (2 = two or more). */
  solutions: number
  /** The first solution found, row-major digits. */
  solution: number[] | null
  stats: SolveStats
  log: StepLog | null
  /** True when the solve gave up at the deadline (status is then 'unsolvable', solutions 0). */
  timedOut?: boolean
}

/**
 * One solving algorithm. `solve` never throws on a puzzle of a supported size:
 * conflicting givens or an unsolvable grid give `status: 'unsolvable'`.
 */
export interface Algorithm {
  readonly id: string
  readonly name: string
  readonly description: string
  /**
   * Sides it takes (4, 9, 16, 25). The one rule for every front end: the CLI
   * answers `invalid` and the app refuses at once for any other size (see
   * `solvesSize`), as an algorithm may search for ever on a bigger board.
   */
  readonly sizes: readonly number[]
  /**
   * What a watched solve shows in the empty cells (the README says why, under Decisions):
   *   'kept'  its steps strike candidates (`eliminate`), so each empty cell shows the
   *           digits the algorithm still allows there;
   *   'none'  it keeps no candidates per cell (naive tries 1..n and checks; dancing
   *           links keeps its options in the links, never per cell, and recording
   *           every row it covers would swell the log many times), so empty cells
   *           show none; a `guess` step still shows the options it chose among.
   */
  readonly candidates: 'kept' | 'none'
  /**
   * False for a solver of yours that exports no `counters()`: its guesses and
   * backtracks are not reported (its figures read 0, and Compare says "not reported").
   * Absent: the algorithm counts them (every built-in does).
   */
  readonly reportsCounters?: boolean
  solve(puzzle: Puzzle, options?: SolveOptions): SolveResult
}

/** Whether `algorithm` takes puzzles of side `size` (its `sizes`). */
export function solvesSize(algorithm: Pick<Algorithm, 'sizes'>, size: number): boolean {
  return algorithm.sizes.includes(size)
}

export function emptyStats(): SolveStats {
  return {
    calculations: 0,
    placements: 0,
    eliminations: 0,
    detours: 0,
    guesses: 0,
    backtracks: 0,
    maxDepth: 0,
    ms: 0,
  }
}
