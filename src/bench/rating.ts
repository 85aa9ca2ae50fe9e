/**
 * A puzzle's SE rating for a comparison run: ratePuzzle of logic/rating.ts, given
 * up when it runs past a time budget (checked between deductions, so one long
 * deduction may overrun it). Only 9x9 puzzles with exactly one solution are rated:
 * the scale is made for them.
 */
import { fastestFor, ratePuzzle } from '../engine/full'
import { clock, puzzleGeometry, type Puzzle } from '../engine'
import type { PuzzleRating } from './types'

/** Thrown from the path's step callback to end a rating past its budget. */
class OverBudget extends Error {}

export function benchRating(puzzle: Puzzle | null, budgetMs: number): PuzzleRating {
  if (!puzzle) return { rating: null, why: 'invalid' }
  if (puzzle.size !== 9) return { rating: null, why: 'not-9x9' }
  if (puzzle.givens.every((d) => d !== 0)) return { rating: null, why: 'filled' }
  if (fastestFor(puzzle.size).solve(puzzle, { limit: 2 }).solutions !== 1)
    return { rating: null, why: 'not-unique' }
  const start = clock.now()
  try {
    const r = ratePuzzle(puzzleGeometry(puzzle), puzzle.givens, undefined, () => {
      if (clock.now() - start > budgetMs) throw new OverBudget()
    })
    const ms = Math.round(clock.now() - start)
    return r.stuck
      ? { rating: r.rating, hardest: r.hardest, ms, why: 'stuck' }
      : { rating: r.rating, hardest: r.hardest, ms }
  } catch (e) {
    if (e instanceof OverBudget) return { rating: null, why: 'over-budget' }
    throw e
  }
}
