/**
 * `steps`: every deduction each enabled technique finds at each position
 * (docs/ARCHITECTURE.md, CLI contract), one a line, `ID CODE MOVES`:
 *   ID     our deduction id (`x-wing`, `unique-loop-2`, `aic`, ...),
 *   CODE   HoDoKu's library code for it (`0300`), `-` where HoDoKu has none,
 *   MOVES  its placements `r2c9=8` then its eliminations `r3c6<>4`, space-separated.
 * A blank line ends each position. A position is a puzzle in any format the
 * parser reads; its pencil marks, when it has them (`candidates`), are the
 * candidates (else every digit the digits on the board allow), and its placed
 * digits (HoDoKu's `+`) are not givens (the avoidable rectangles rest on them).
 *
 * The techniques run easiest first (EASIEST_FIRST: by SE rating), and no line is
 * printed twice (two patterns with the same moves read the same here). The
 * techniques that assume one solution (UNIQUENESS) run only at a position known to
 * have one; elsewhere they are left out, and a line `skipped: uniqueness (WHY)`
 * says so, after the deductions.
 *
 * A technique's list stops at DEFAULT_CAP deductions and after DEFAULT_TECHNIQUE_MS
 * of search (chains and forcing chains can be thousands, and slow on 16x16): a
 * line `cut: ID after N (cap|time)` says so, ID the registry id. With --timeout
 * the position's whole search is bounded: the lines found by then, then `timeout`.
 */

import {
  allDeductions,
  ALL_SIZES,
  cellName,
  digitChar,
  DEFAULT_CAP,
  hodokuCode,
  solutionsKnown,
  UNIQUENESS,
  uniquenessWhy,
  positionState,
  puzzleGeometry,
  REGISTRY_IDS,
  SE_IDS,
  unitName,
  type Deduction,
  type Geometry,
  type LogicState,
  type Position,
} from '../engine/full'

/** The technique sets --set names: all (the full set, the default) and se (Sudoku Explainer's). */
export const STEP_SETS = ['all', 'se'] as const

/**
 * The technique ids a --set and --technique choose (absent: every one); an error
 * message for an unknown set or id.
 */
export function stepTechniques(
  set: string | undefined,
  list: string | undefined,
): readonly string[] | string {
  if (set !== undefined && !(STEP_SETS as readonly string[]).includes(set))
    return `unknown --set '${set}'; known: ${STEP_SETS.join(', ')}`
  const ids = set === 'se' ? SE_IDS : REGISTRY_IDS
  if (list === undefined) return ids
  const asked = list
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)
  const unknown = asked.filter((id) => !ids.includes(id))
  if (!asked.length) return '--technique needs at least one id'
  if (unknown.length)
    return `unknown technique${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}; known: ${ids.join(', ')}`
  return asked
}

/** `r2c9=8 r3c6<>4`: what a deduction places, then what it strikes. */
export function movesWords(g: Geometry, d: Deduction): string {
  return [
    ...d.place.map(([c, v]) => `${cellName(g, c)}=${digitChar(v)}`),
    ...d.eliminate.map(([c, v]) => `${cellName(g, c)}<>${digitChar(v)}`),
  ].join(' ')
}

/** Why the position cannot be worked on: a cell without candidates, a digit without a place. */
function brokenReason(s: LogicState): string | null {
  const { g, values, masks } = s
  for (let c = 0; c < g.cells; c++)
    if (!values[c] && !masks[c]) return `${cellName(g, c)} has no candidate left`
  for (let u = 0; u < 3 * g.size; u++) {
    let seen = 0
    for (const c of g.units[u]!) seen |= values[c] ? 1 << (values[c]! - 1) : masks[c]!
    for (let d = 1; d <= g.size; d++)
      if (!(seen & (1 << (d - 1)))) return `${unitName(g, u)} has no place left for ${digitChar(d)}`
  }
  return null
}

/**
 * The lines for one position (the blank line that ends it included);
 * `deadline` is a clock.now() time (0: none).
 */
export function stepsLines(
  puzzle: Position,
  techniques: readonly string[],
  deadline = 0,
): string[] {
  const n = puzzle.size
  if (!(ALL_SIZES as readonly number[]).includes(n))
    return [`invalid: steps does not support ${n}x${n} puzzles`, '']
  const g = puzzleGeometry(puzzle)
  const s = positionState(puzzle)
  if (!s) return ['invalid: two equal digits in one row, column or box', '']
  const broken = brokenReason(s)
  if (broken) return [`invalid: ${broken}`, '']
  // The uniqueness techniques hold only where the position has one solution.
  const why = techniques.some((id) => UNIQUENESS.has(id))
    ? uniquenessWhy(solutionsKnown(puzzle, deadline || undefined))
    : null
  const all = allDeductions(s, {
    techniques,
    deadline: deadline || undefined,
    uniqueness: why === null,
  })
  const out: string[] = []
  const seen = new Set<string>()
  for (const list of all.lists) {
    for (const d of list.deductions) {
      const line = `${d.technique} ${hodokuCode(d.technique)} ${movesWords(g, d)}`
      if (seen.has(line)) continue
      seen.add(line)
      out.push(line)
    }
    if (list.cut) out.push(`cut: ${list.technique} after ${list.deductions.length} (${list.cut})`)
  }
  if (why) out.push(`skipped: uniqueness (${why})`)
  if (all.timedOut) out.push('timeout')
  out.push('')
  return out
}

export const STEPS_USAGE_NOTE = `Options of steps:
  --set all|se       the technique set: all (every technique, the default) or se
                     (Sudoku Explainer's); either runs easiest first (by SE rating)
  --technique ID,... only these techniques (registry ids): ${REGISTRY_IDS.join(', ')}
  A technique's list stops at ${DEFAULT_CAP} deductions or after its time (a 'cut: ...' line).
  Where the position is not known to have one solution, the uniqueness techniques
  are left out (a 'skipped: uniqueness (...)' line).`
