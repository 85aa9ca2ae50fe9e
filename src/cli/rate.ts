/**
 * `rate`: one line per puzzle, `RATING LEVEL TECHNIQUE` (docs/ARCHITECTURE.md, CLI contract),
 * e.g. `4.2 expert xy-wing`: the SE-scale rating of the solve path, the level band
 * (easy, medium, hard, expert, extreme: engine/levels.ts) and the hardest technique
 * used; the last word is `guess` when the techniques ran out (the rating is then
 * what they reached). `unsolvable` when the puzzle has no solution. A puzzle with
 * several solutions is rated without the uniqueness techniques (they assume one),
 * and always ends in `guess`.
 *
 * `timeout` when the deadline (`--timeout`) passes first: it bounds the count of
 * solutions and the walk of the solve path, forcing chains included. 4x4, 9x9 and
 * 16x16 are rated; the techniques do not take 25x25 (their candidate masks are
 * 16 bits), so a 25x25 puzzle is `invalid: rate does not support 25x25 puzzles`.
 */

import {
  fastestFor,
  puzzleGeometry,
  ratePuzzle,
  ratingLevel as level,
  TECHNIQUES,
  WITHOUT_UNIQUENESS,
  type Puzzle,
} from '../engine/full'
import { ALL_SIZES } from '../engine/full'

/** The sizes the techniques take. */
const RATED_SIZES: readonly number[] = ALL_SIZES

/** The output line for one valid puzzle; `deadline` is a clock.now() time (0: none). */
export function rateLine(puzzle: Puzzle, deadline = 0): string {
  const n = puzzle.size
  if (!RATED_SIZES.includes(n)) return `invalid: rate does not support ${n}x${n} puzzles`
  const count = fastestFor(n).solve(puzzle, { limit: 2, deadline: deadline || undefined })
  if (count.timedOut) return 'timeout'
  const { solutions } = count
  if (solutions === 0) return 'unsolvable'
  const g = puzzleGeometry(puzzle)
  const techniques = solutions === 1 ? TECHNIQUES : WITHOUT_UNIQUENESS
  const r = ratePuzzle(g, puzzle.givens, techniques, undefined, deadline || undefined)
  if (r.timedOut) return 'timeout'
  // The puzzle has a solution: a path that breaks the grid is a technique's bug,
  // not an answer (the run says so on this line and exits 1).
  if (!r.valid) throw new Error('a technique broke the grid of a solvable puzzle')
  const words = [r.rating.toFixed(1), level(r.rating), r.hardest || 'none']
  if (r.stuck) words.push('guess')
  return words.join(' ')
}
