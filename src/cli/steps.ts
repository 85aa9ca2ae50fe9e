/**
 * `steps`: every deduction each enabled technique finds at each position
 * (docs/contracts/cli.md), one a line, `ID CODE MOVES`:
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
 * Nothing is cut unless asked (STEPS_USAGE_NOTE, what `--help` prints): every
 * technique lists every deduction it finds, however many (chains and forcing chains
 * can be thousands) and however long it searches (a search past PROGRESS_AFTER_MS
 * says how far it is on stderr, every PROGRESS_AFTER_MS). `--max N` stops each
 * technique's list at N, and a line `cut: ID after N (cap)` says so, ID the registry
 * id. `--timeout S` bounds the position's whole search, the count of its solutions
 * included: the lines found by then, `cut: ID after N (time)` for the technique it
 * stopped, then `timeout`.
 */

import {
  allDeductions,
  ALL_SIZES,
  cellName,
  digitChar,
  hodokuCode,
  solutionsKnown,
  UNIQUENESS,
  uniquenessWhy,
  positionState,
  puzzleGeometry,
  REGISTRY_IDS,
  RESCUE,
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
  // SE's rescues (the nested forcing chains) only when named.
  if (list === undefined) return ids.filter((id) => !RESCUE.has(id))
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

/** A technique searching longer than this says so on stderr, and again each time as long. */
export const PROGRESS_AFTER_MS = 10_000

export interface StepsBounds {
  /** clock.now() time to give up the position at (0: none; --timeout). */
  deadline?: number
  /** Most deductions one technique lists (0: no bound; --max). */
  max?: number
  /** Hears a long search go on, in words (the CLI writes it to stderr). */
  progress?: (words: string) => void
}

/** The lines for one position (the blank line that ends it included). */
export function stepsLines(
  puzzle: Position,
  techniques: readonly string[],
  { deadline = 0, max = 0, progress }: StepsBounds = {},
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
    ? uniquenessWhy(solutionsKnown(puzzle, deadline || Infinity, Infinity))
    : null
  let told = 0
  const all = allDeductions(s, {
    techniques,
    uniqueness: why === null,
    ...(deadline ? { deadline } : {}),
    ...(max ? { cap: max } : {}),
    ...(progress && {
      onProgress: (id: string, found: number, ms: number) => {
        if (ms < PROGRESS_AFTER_MS) told = 0
        else if (ms - told >= PROGRESS_AFTER_MS) {
          told = ms
          progress(`${id} has searched ${Math.round(ms / 1000)} s, ${found} found so far`)
        }
      },
    }),
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
                     SE's nested forcing chains (nested-*) run only when named here:
                     at a position they strike nearly everything, and take minutes
  --max N            at most N deductions a technique (a 'cut: ID after N (cap)' line
                     says where a list stopped); default: no bound, every deduction
  No list is cut and no search is timed by default: steps lists every deduction
  however long it takes (every forcing chain and kraken fish of a hard position can
  take minutes; a search past ${PROGRESS_AFTER_MS / 1000} s says how far it is on stderr). --timeout S bounds each position's
  whole search, the count of its solutions included: the lines found by then, a
  'cut: ID after N (time)' line for the technique it stopped, then 'timeout'.
  Where the position is not known to have one solution, the uniqueness techniques
  are left out (a 'skipped: uniqueness (...)' line).`
