import type { LogOutline, ParseResult, SolveStats, StepLogData } from '@/engine'

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
export interface PuzzleRating {
  /** The hardest technique's rating along the solve path (0 when not unique). */
  rating: number
  /** Its id ("" when none). */
  hardest: string
  /** True when the techniques ran out before the grid was full. */
  stuck: boolean
  /** False when the puzzle has no solution or several (then it is not rated). */
  unique: boolean
}
