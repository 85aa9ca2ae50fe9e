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
 *
 * `--scale hodoku` walks the solve path with HoDoKu's techniques instead (the full
 * set less the SE-only ones: HODOKU_TECHNIQUES), in HoDoKu's order, and gives HoDoKu's rating of it: `SCORE LEVEL TECHNIQUE`, e.g.
 * `1260 hard w-wing` (the sum of HoDoKu's step scores, its level: easy, medium,
 * hard, unfair or extreme; the technique that set the level). `--scale both` joins
 * the two lines with ` | `.
 */

import {
  fastestFor,
  puzzleGeometry,
  ratePuzzle,
  ratingLevel as level,
  techniqueSet,
  hodokuRating,
  HODOKU_LEVELS,
  HODOKU_SCORES,
  type Geometry,
  type Puzzle,
} from '../engine/full'
import { ALL_SIZES } from '../engine/full'

/** The sizes the techniques take. */
const RATED_SIZES: readonly number[] = ALL_SIZES

/** The scales `rate` answers on (--scale). */
export const RATE_SCALES = ['se', 'hodoku', 'both'] as const
export type RateScale = (typeof RATE_SCALES)[number]

/** The output line for one valid puzzle; `deadline` is a clock.now() time (0: none). */
export function rateLine(puzzle: Puzzle, deadline = 0, scale: RateScale = 'se'): string {
  const n = puzzle.size
  if (!RATED_SIZES.includes(n)) return `invalid: rate does not support ${n}x${n} puzzles`
  const count = fastestFor(n).solve(puzzle, { limit: 2, deadline: deadline || undefined })
  if (count.timedOut) return 'timeout'
  const { solutions } = count
  if (solutions === 0) return 'unsolvable'
  const g = puzzleGeometry(puzzle)
  const lines: string[] = []
  for (const set of scale === 'both' ? (['se', 'hodoku'] as const) : [scale]) {
    const line = (set === 'se' ? seLine : hodokuLine)(g, puzzle, solutions === 1, deadline)
    if (line === 'timeout') return line
    lines.push(line)
  }
  return lines.join(' | ')
}

function seLine(g: Geometry, puzzle: Puzzle, unique: boolean, deadline: number): string {
  const r = ratePuzzle(
    g,
    puzzle.givens,
    techniqueSet('se', unique),
    undefined,
    deadline || undefined,
  )
  if (r.timedOut) return 'timeout'
  // The puzzle has a solution: a path that breaks the grid is a technique's bug,
  // not an answer (the run says so on this line and exits 1).
  if (!r.valid) throw new Error('a technique broke the grid of a solvable puzzle')
  const words = [r.rating.toFixed(1), level(r.rating), r.hardest || 'none']
  if (r.stuck) words.push('guess')
  return words.join(' ')
}

/** HoDoKu's rating of the solve path with HoDoKu's techniques: `SCORE LEVEL TECHNIQUE` (+ `guess`). */
function hodokuLine(g: Geometry, puzzle: Puzzle, unique: boolean, deadline: number): string {
  const steps: string[] = []
  const r = ratePuzzle(
    g,
    puzzle.givens,
    techniqueSet('hodoku', unique),
    (d) => steps.push(d.technique),
    deadline || undefined,
  )
  if (r.timedOut) return 'timeout'
  if (!r.valid) throw new Error('a technique broke the grid of a solvable puzzle')
  const h = hodokuRating(steps, r.stuck)
  // The technique that set the level: the first step of the highest level, or the
  // highest-scoring step where the score alone raised it.
  const rank = (id: string) => HODOKU_LEVELS.indexOf(HODOKU_SCORES[id]?.level ?? 'easy')
  let hardest = ''
  for (const id of steps)
    if (
      !hardest ||
      rank(id) > rank(hardest) ||
      (rank(id) === rank(hardest) &&
        (HODOKU_SCORES[id]?.score ?? 0) > (HODOKU_SCORES[hardest]?.score ?? 0))
    )
      hardest = id
  const words = [String(h.score), h.level, hardest || 'none']
  if (r.stuck) words.push('guess')
  return words.join(' ')
}
