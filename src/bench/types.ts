/** The data of a comparison run: what the bench worker returns and what history stores. */

/** One puzzle solved by one algorithm. */
export interface PuzzleTiming {
  /** Index of the puzzle in the workload. */
  index: number
  /** Microseconds per solve (recording off; fast solves are repeated and averaged). */
  us: number
  guesses: number
  backtracks: number
  calculations: number
  /** Solved and verified by an independent checker. */
  ok: boolean
  /** Gave up at the per-puzzle time budget. */
  timedOut: boolean
  /**
   * What the algorithm answered (absent in runs saved before it was kept):
   * `filled` the grid had no empty cell (solved at once), `invalid` the text could
   * not be read or the algorithm does not take its size, `error` the algorithm
   * threw (`note` says what), `wrong` an answer the checker refused (`note` says
   * why: a user solver's malformed answer, or a wrong one).
   */
  answer?: PuzzleAnswer
  note?: string
}

export type PuzzleAnswer =
  'solved' | 'filled' | 'unsolvable' | 'timeout' | 'invalid' | 'error' | 'wrong'

/**
 * A workload puzzle's SE rating (logic/rating.ts), worked out once per run after the
 * timing. `rating` null: not rated, `why` says why (`over-budget`: the path ran past
 * the rating budget; `filled`: nothing to deduce; `not-9x9`, `not-unique` and `invalid`: the scale does not apply).
 * `stuck`: the techniques ran out, so the rating is a lower bound.
 */
export interface PuzzleRating {
  rating: number | null
  /** The technique id of the hardest step. */
  hardest?: string
  /** Milliseconds the rating took. */
  ms?: number
  /**
   * Why there is no rating, or why `rating` is a lower bound ('stuck': the techniques
   * ran out; 'over-budget' with a rating: the budget did; runs saved before that
   * have none then); 'cancelled':
   * the run was cancelled before this puzzle was rated; 'interrupted': the page was
   * closed or reloaded while the run was being rated (as saved when its timing ended).
   */
  why?:
    | 'over-budget'
    | 'filled'
    | 'not-9x9'
    | 'not-unique'
    | 'invalid'
    | 'stuck'
    | 'cancelled'
    | 'interrupted'
}

export interface RunSummary {
  puzzles: number
  solved: number
  failures: number
  medianUs: number
  p95Us: number
  meanUs: number
  puzzlesPerSecond: number
  guessesPerPuzzle: number
  backtracksPerPuzzle: number
  calculationsPerPuzzle: number
  noGuessShare: number
  /**
   * Each round's median time per puzzle (µs), in round order, when the run was
   * timed in interleaved rounds; `medianUs` is then their median and
   * `medianLowUs`..`medianHighUs` its 95% interval (bootstrap over the rounds).
   */
  roundUs?: number[]
  medianLowUs?: number
  medianHighUs?: number
}

export interface AlgorithmRun {
  algorithm: string
  name: string
  summary: RunSummary
  puzzles: PuzzleTiming[]
}

export interface Workload {
  /** `user`: the user's own collection (opened or pasted in the Solve view), whole or sampled. */
  kind: 'current' | 'collection' | 'pasted' | 'user'
  /** "The 87 hardest", "Current puzzle", "Pasted collection (12 puzzles)". */
  name: string
  /** Each puzzle as a one-line string ('.' for blanks), so any point can be reopened. */
  puzzles: string[]
  /** The built-in collection the puzzles are the first ones of (puzzle i is its number i + 1). */
  collectionId?: string
  /** For a sample of a user's collection: puzzle i's number there (from 1). */
  numbers?: number[]
  /**
   * Set in a run History keeps as figures only (a workload of more than
   * HISTORY_PUZZLES puzzles, see history-size.ts): `puzzles` is then empty and this is
   * how many there were. With `collectionId` it is the first-N setting to run again.
   */
  count?: number
  /** With `count`: a digest of the puzzle lines (history-size.ts), to tell the same collection again. */
  digest?: string
}

/** Version of the stored record shape; older or unknown versions are skipped with a notice. */
export const BENCH_RUN_VERSION = 1

export interface BenchRun {
  id?: number
  version: typeof BENCH_RUN_VERSION
  /** ISO date of the run. */
  date: string
  /** Browser name and version, from the user agent. */
  browser: string
  algorithms: string[]
  workload: Workload
  results: AlgorithmRun[]
  /**
   * Each puzzle's rating, in workload order (absent in runs saved before ratings
   * or cancelled before them). A run is saved when its timing ends, every puzzle
   * 'interrupted', and updated with its ratings when they end.
   * While a run is being rated it holds the ratings so far (shorter than the
   * workload); a run cancelled while rating is saved with the rest marked
   * 'cancelled'.
   */
  ratings?: PuzzleRating[]
  /** The run was cancelled before every algorithm finished. */
  partial: boolean
  /**
   * The clock the run was timed with (absent in runs saved before it was kept):
   * its resolution in the bench worker, µs, and whether the page was
   * cross-origin isolated (browsers give such pages a finer clock).
   */
  clock?: RunClock
}

export interface RunClock {
  resolutionUs: number
  isolated: boolean
}

/** Progress the worker reports while it runs. */
export interface BenchProgress {
  algorithm: string
  /** Puzzles done by this algorithm so far. */
  done: number
  total: number
  failures: number
  /** The round being timed, counting from 0 (round 0 verifies every answer). */
  round?: number
}
