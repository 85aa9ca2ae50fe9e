/**
 * `rate`: one line per puzzle, `RATING LEVEL TECHNIQUE` (DESIGN.md, CLI contract),
 * e.g. `4.2 hard xy-wing`: the SE-scale rating of the solve path, the level band
 * (easy < 1.5 <= medium < 2.5 <= hard < 5.0 <= expert) and the hardest technique
 * used; the last word is `guess` when the techniques ran out (the rating is then
 * what they reached). `unsolvable` when the puzzle has no solution. A puzzle with
 * several solutions is rated without the uniqueness techniques (they assume one),
 * and always ends in `guess`.
 */

import {
  fastestFor,
  puzzleGeometry,
  ratePuzzle,
  ratingLevel as level,
  TECHNIQUES,
  WITHOUT_UNIQUENESS,
  type Puzzle,
} from '../engine'

/** The output line for one valid puzzle. */
export function rateLine(puzzle: Puzzle): string {
  const solutions = fastestFor(puzzle.size).solve(puzzle, { limit: 2 }).solutions
  if (solutions === 0) return 'unsolvable'
  const g = puzzleGeometry(puzzle)
  const r = ratePuzzle(g, puzzle.givens, solutions === 1 ? TECHNIQUES : WITHOUT_UNIQUENESS)
  if (!r.valid) return 'unsolvable'
  const words = [r.rating.toFixed(1), level(r.rating), r.hardest || 'none']
  if (r.stuck) words.push('guess')
  return words.join(' ')
}
