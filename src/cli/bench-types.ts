/**
 * The types bench.ts (the built-in algorithms) and bench-module.ts (a user's module)
 * share: a bench row, the timing budget, and what the timed rounds run. They live
 * here, below both, so neither imports the other's command.
 */
import type { Algorithm, Puzzle } from '../engine/full'

export interface BenchRow {
  algorithm: string
  file: string
  /** Puzzles in the file. */
  puzzles: number
  /** Puzzles the verifying pass reached within the budget. */
  attempted: number
  /** Answered correctly: a verified solution, or `unsolvable` confirmed by a second algorithm. */
  solved: number
  /** Reached but not answered correctly (wrong answer, or timed out). */
  failures: number
  timedOut: number
  usPerPuzzle: number
  puzzlesPerSecond: number
  guessesPerPuzzle: number
  noGuessShare: number
  /** Time per puzzle divided by the baseline's on the same file in this run. */
  vsBaseline: number | null
  /**
   * Puzzles/second as a share of tdoku's estimated rate on this file in this run
   * (the baseline's rate times bench.ts's TDOKU_VS_BASELINE), where the ratio is known.
   */
  tdokuShare: number | null
  /** Timed passes over the file (the median of their times per puzzle is `usPerPuzzle`). */
  passes: number
  /** Quartiles of the passes' times per puzzle: the interquartile range. */
  usPerPuzzleQ1?: number
  usPerPuzzleQ3?: number
  /** 95% interval of `usPerPuzzle` (bootstrap over the passes). */
  usPerPuzzleLow?: number
  usPerPuzzleHigh?: number
  stepsPerPuzzle?: number
  bytesPerStep?: number
  /** A user's module (--module): its file as given... */
  module?: string
  /** ...and its code hash, the 12 hex digits of its id (solverId). */
  codeHash?: string
}

export interface Budget {
  seconds: number
  puzzleSeconds: number
  budgetSeconds: number
  /** The fewest timed rounds each algorithm gets (however short `seconds`). */
  minRounds: number
}

/**
 * One algorithm, or one user's module (its solves run on its worker thread, and
 * `subject` times them there), on one file: what its verifying pass found,
 * then its timed passes.
 */
export type Timed = TimedRow &
  ({ algorithm: Algorithm; subject?: undefined } | { subject: RoundSubject; algorithm?: undefined })

export interface TimedRow {
  /** The verifying pass's time per puzzle, µs (the figure when no pass could be timed). */
  verifyUs: number
  record: boolean
  puzzles: Puzzle[]
  row: BenchRow
  /** Microseconds per puzzle of each timed pass. */
  passes: number[]
  /** The verifying pass stands as the measurement (it ran long, or something timed out). */
  verifyOnly: boolean
}

/** Something timed in the rounds: a built-in algorithm here, a module on its thread. */
export interface RoundSubject {
  warm(): Promise<void>
  /** One measurement: ms per pass over the file; null when it could not be made (the row stops). */
  measure(): Promise<number | null>
}
