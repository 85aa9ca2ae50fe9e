/**
 * The page's SE rating of a puzzle (the solve worker's `rate`): plain functions over
 * the full engine, so tests run them without a Worker.
 */
import { clock, fastestFor, puzzleGeometry, ratePuzzle, type Puzzle } from '@/engine/full'
import { RATING_BUDGET_MS, type PuzzleRating } from './solve-types'

/**
 * The puzzle's SE-scale rating within `budgetMs` (0: no limit): past it, a lower
 * bound that says so (`stoppedAfterS`). Not rated unless it has one solution.
 */
export function pageRating(puzzle: Puzzle, budgetMs: number = RATING_BUDGET_MS): PuzzleRating {
  const counted = fastestFor(puzzle.size).solve(puzzle, { limit: 2 })
  if (counted.solutions !== 1) return { rating: 0, hardest: '', stuck: true, unique: false }
  const deadline = budgetMs > 0 ? clock.now() + budgetMs : undefined
  const r = ratePuzzle(puzzleGeometry(puzzle), puzzle.givens, undefined, undefined, deadline)
  const rated = { rating: r.rating, hardest: r.hardest, stuck: !!r.bound, unique: true }
  if (!r.bound) return rated
  return r.bound === 'stopped'
    ? { ...rated, reached: r.reached, stoppedAfterS: budgetMs / 1000 }
    : { ...rated, reached: r.reached }
}
