/**
 * `rate`: one line per puzzle, `RATING LEVEL TECHNIQUE` (docs/contracts/cli.md),
 * e.g. `4.2 expert xy-wing`: the SE-scale rating of the solve path, the level band
 * (easy, medium, hard, expert, extreme: engine/levels.ts) and the hardest technique
 * used.
 *
 * Never a rating that is not one: when SE's techniques run out before the grid is
 * full, or the deadline (`--timeout`) passes during the walk, the line is a stated
 * lower bound, `>=RATING LEVEL TECHNIQUE (REASON)`: `>=9.0 extreme
 * dynamic-forcing-chain-plus (stuck)` (the techniques ran out: the next step needs
 * more than the top of SE's ladder, engine/logic/rating.ts ladderFloor) or `>=6.6
 * extreme forcing-chain (stopped at 10 s)` (the deadline passed while that
 * technique searched). `unsolvable` when the puzzle has no solution, `several
 * solutions` when it has more than one (SE rates one-solution puzzles only), and
 * `timeout` when the deadline passes while counting its solutions. 4x4, 9x9 and
 * 16x16 are rated; the techniques do not take 25x25 (their candidate masks are 16
 * bits), so a 25x25 puzzle is `invalid: rate does not support 25x25 puzzles`.
 *
 * `--erpd` gives serate's three figures instead, `ER/EP/ED` (`11.9/11.9/11.3`): the
 * hardest step, the hardest up to the first placement, and the first step's (the
 * hardest up to the first elimination); a figure that is a lower bound keeps its
 * `>=`, and the reason follows: `>=9.0/>=9.0/2.6 (stuck)`. `--json` gives one JSON
 * object a line: `status` (`rated`, `bound`, `unsolvable`, `several solutions`,
 * `timeout`, `invalid`, `error`), `rating`, `level`, `technique`, `lowerBound`,
 * `reason` (`stuck`, `stopped`; null when rated), `stoppedAfterS`, `er`, `ep`, `ed`
 * (each `{rating, technique, lowerBound}`), `reached` (the hardest step the path
 * took) and, with `--scale hodoku` or `both`, `hodoku`.
 *
 * `--scale hodoku` walks the solve path with HoDoKu's techniques instead (the full
 * set less the SE-only ones: HODOKU_TECHNIQUES), in HoDoKu's order, and gives HoDoKu's
 * rating of it: `SCORE LEVEL TECHNIQUE`, e.g. `1260 hard w-wing` (the sum of HoDoKu's
 * step scores, its level: easy, medium, hard, unfair or extreme; the technique that
 * set the level). When its techniques run out the score reached is a lower bound
 * (every further step adds to it): `>=0 extreme none (stuck)`. `--scale both` joins
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
  type BoundReason,
  type Figure,
  type Geometry,
  type Puzzle,
  type Rating,
} from '../engine/full'
import { ALL_SIZES } from '../engine/full'

/** The sizes the techniques take. */
const RATED_SIZES: readonly number[] = ALL_SIZES

/** The scales `rate` answers on (--scale). */
export const RATE_SCALES = ['se', 'hodoku', 'both'] as const
export type RateScale = (typeof RATE_SCALES)[number]

/** How `rate` writes each answer: the default line, serate's ER/EP/ED (--erpd), or JSON (--json). */
export type RateOutput = 'line' | 'erpd' | 'json'

export interface RateOptions {
  output?: RateOutput
  /** The per-puzzle --timeout in milliseconds (0: none), for "stopped at N s". */
  timeoutMs?: number
}

/** One figure as JSON carries it. */
interface FigureJson {
  rating: number
  technique: string
  lowerBound: boolean
}

/** What `--json` writes for a puzzle. */
interface RateJson {
  status: 'rated' | 'bound' | 'unsolvable' | 'several solutions' | 'timeout' | 'invalid' | 'error'
  reason?: string | null
  rating?: number
  level?: string
  technique?: string
  lowerBound?: boolean
  stoppedAfterS?: number
  er?: FigureJson
  ep?: FigureJson
  ed?: FigureJson
  reached?: { rating: number; technique: string }
  hodoku?: {
    score: number
    level: string
    technique: string
    lowerBound: boolean
    reason: string | null
  }
}

/** The output line for one valid puzzle; `deadline` is a clock.now() time (0: none). */
export function rateLine(
  puzzle: Puzzle,
  deadline = 0,
  scale: RateScale = 'se',
  options: RateOptions = {},
): string {
  const output = options.output ?? 'line'
  const n = puzzle.size
  if (!RATED_SIZES.includes(n)) {
    const reason = `rate does not support ${n}x${n} puzzles`
    return output === 'json' ? JSON.stringify({ status: 'invalid', reason }) : `invalid: ${reason}`
  }
  const word = (status: RateJson['status']) =>
    output === 'json' ? JSON.stringify({ status }) : status
  const count = fastestFor(n).solve(puzzle, { limit: 2, deadline: deadline || undefined })
  if (count.timedOut) return word('timeout')
  const { solutions } = count
  if (solutions === 0) return word('unsolvable')
  // SE (and HoDoKu) rate a puzzle with one solution: no logic finishes one with
  // several, so whatever the techniques reached would not be a rating.
  if (solutions > 1) return word('several solutions')
  const g = puzzleGeometry(puzzle)
  const stoppedAfter = (options.timeoutMs ?? 0) / 1000
  const json: RateJson = { status: 'rated' }
  const lines: string[] = []
  if (scale !== 'hodoku') {
    const r = ratePuzzle(g, puzzle.givens, techniqueSet('se'), undefined, deadline || undefined)
    // The puzzle has a solution: a path that breaks the grid is a technique's bug,
    // not an answer (the run says so on this line and exits 1).
    if (!r.valid) throw new Error('a technique broke the grid of a solvable puzzle')
    const why = reasonText(r.bound, stoppedAfter)
    lines.push(output === 'erpd' ? erpdText(r, why) : seText(r, why))
    Object.assign(json, seJson(r, why, stoppedAfter))
  }
  if (scale !== 'se') {
    const h = hodokuFigures(g, puzzle, deadline, stoppedAfter)
    const words = [`${h.lowerBound ? '>=' : ''}${h.score}`, h.level, h.technique || 'none']
    if (h.reason) words.push(`(${h.reason})`)
    lines.push(words.join(' '))
    json.hodoku = h
    if (scale === 'hodoku') json.status = h.lowerBound ? 'bound' : 'rated'
  }
  return output === 'json' ? JSON.stringify(json) : lines.join(' | ')
}

/** The reason a figure is a lower bound, in words: "stuck", "stopped at 10 s". */
function reasonText(bound: BoundReason | undefined, stoppedAfter: number): string | null {
  if (!bound) return null
  return bound === 'stuck' ? 'stuck' : `stopped at ${stoppedAfter} s`
}

const figureText = (f: Figure) => `${f.atLeast ? '>=' : ''}${f.rating.toFixed(1)}`

/** `RATING LEVEL TECHNIQUE`, or `>=RATING LEVEL TECHNIQUE (REASON)` for a lower bound. */
function seText(r: Rating, why: string | null): string {
  const words = [figureText(r.er), level(r.rating), r.hardest || 'none']
  if (why) words.push(`(${why})`)
  return words.join(' ')
}

/** serate's `ER/EP/ED`, each lower bound with its `>=`, then the reason when there is one. */
function erpdText(r: Rating, why: string | null): string {
  const figures = [r.er, r.ep, r.ed].map(figureText).join('/')
  return why ? `${figures} (${why})` : figures
}

function seJson(r: Rating, why: string | null, stoppedAfter: number): RateJson {
  const figure = (f: Figure): FigureJson => ({
    rating: f.rating,
    technique: f.technique,
    lowerBound: f.atLeast,
  })
  return {
    status: r.bound ? 'bound' : 'rated',
    rating: r.rating,
    level: level(r.rating),
    technique: r.hardest,
    lowerBound: !!r.bound,
    reason: why === null ? null : r.bound!,
    ...(r.bound === 'stopped' ? { stoppedAfterS: stoppedAfter } : {}),
    er: figure(r.er),
    ep: figure(r.ep),
    ed: figure(r.ed),
    reached: { ...r.reached },
  }
}

/**
 * HoDoKu's rating of the solve path with HoDoKu's techniques. When they run out (or
 * the deadline passes) the score reached is a lower bound: every further step adds.
 */
function hodokuFigures(
  g: Geometry,
  puzzle: Puzzle,
  deadline: number,
  stoppedAfter: number,
): NonNullable<RateJson['hodoku']> {
  const steps: string[] = []
  const r = ratePuzzle(
    g,
    puzzle.givens,
    techniqueSet('hodoku'),
    (d) => steps.push(d.technique),
    deadline || undefined,
  )
  if (!r.valid) throw new Error('a technique broke the grid of a solvable puzzle')
  const h = hodokuRating(steps, !!r.bound)
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
  return {
    score: h.score,
    level: h.level,
    technique: hardest,
    lowerBound: !!r.bound,
    reason: reasonText(r.bound, stoppedAfter),
  }
}
