/**
 * A puzzle's SE rating for a comparison run: ratePuzzle of logic/rating.ts, stopped
 * when it runs past a time budget (the deadline the techniques check, forcing chains
 * included). Where the techniques run out ('stuck') or the budget does
 * ('over-budget'), the rating is the stated lower bound ratePuzzle gives, never what
 * was reached shown as a rating. Only 9x9 puzzles with exactly one solution are
 * rated: the scale is made for them.
 */
import { fastestFor, ratePuzzle } from '../engine/full'
import { clock, puzzleGeometry, type Puzzle } from '../engine'
import type { PuzzleRating } from './types'

export function benchRating(puzzle: Puzzle | null, budgetMs: number): PuzzleRating {
  if (!puzzle) return { rating: null, why: 'invalid' }
  if (puzzle.size !== 9) return { rating: null, why: 'not-9x9' }
  if (puzzle.givens.every((d) => d !== 0)) return { rating: null, why: 'filled' }
  if (fastestFor(puzzle.size).solve(puzzle, { limit: 2 }).solutions !== 1)
    return { rating: null, why: 'not-unique' }
  const start = clock.now()
  const r = ratePuzzle(
    puzzleGeometry(puzzle),
    puzzle.givens,
    undefined,
    undefined,
    start + budgetMs,
  )
  const ms = Math.round(clock.now() - start)
  const rated = { rating: r.rating, hardest: r.hardest, ms }
  if (r.bound === 'stopped') return { ...rated, why: 'over-budget' }
  return r.bound === 'stuck' ? { ...rated, why: 'stuck' } : rated
}
