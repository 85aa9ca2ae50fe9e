import type { Deduction, LogOutline, ParseResult, Puzzle, SolveStats, StepLogData } from '@/engine'

export interface SolveReply {
  status: 'solved' | 'unsolvable'
  /** 0, 1 or 2 (two or more), counted with recording off. */
  solutions: number
  solution: number[] | null
  /** Stats of the recorded run. */
  stats: SolveStats
  log: StepLogData
  /** The log's outline, computed in the worker so a huge log does not stall the page. */
  outline?: LogOutline
}

/**
 * A text read by the worker (every format, the pencil-mark ones included), and what
 * makes the position it holds contradict itself (`validatePosition`), if anything.
 */
export interface ParsedText {
  result: ParseResult
  problems: string[]
}

/** A puzzle's rating on the Sudoku Explainer scale (the worker's `rate`). */
/**
 * How long the page rates a puzzle before it says "at least": the hardest puzzles
 * known take minutes on SE's nested forcing chains; a user may ask for the rest.
 */
export const RATING_BUDGET_MS = 20_000

export interface PuzzleRating {
  /**
   * The hardest technique's rating along the solve path (0 when not unique); when
   * `stuck`, a lower bound (logic/rating.ts): never what was reached shown as a rating.
   */
  rating: number
  /** Its id ("" when none). */
  hardest: string
  /** True when the techniques ran out, or the time budget, before the grid was full (`rating` is then a lower bound). */
  stuck: boolean
  /** The hardest step the techniques took (0 and "" when none), when `stuck`. */
  reached?: { rating: number; technique: string }
  /**
   * Set when the time budget ran out first (then `stuck` too): the seconds it had.
   * The hardest puzzles known take minutes (nested forcing chains).
   */
  stoppedAfterS?: number
  /** False when the puzzle has no solution or several (then it is not rated). */
  unique: boolean
}

/** What one technique finds at a position ("All steps here", the worker's `steps`). */
export interface StepGroup {
  /** The registry id of the technique searched (stores/techniques.ts lists them). */
  technique: string
  /** Every deduction it finds there, each once, however many (nothing is cut). */
  deductions: Deduction[]
  /** Each deduction's chain in Eureka notation, e.g. `(6)r2c1=(6)r1c1-(6=2)r1c7`; null without links. */
  notations: (string | null)[]
}

/**
 * A position: a puzzle with the candidates still open in its empty cells and the
 * cells placed while solving (the `candidates` and `placed` fields of a Puzzle).
 */
export type Position = Puzzle
