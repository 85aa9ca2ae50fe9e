/**
 * Every deduction at a position, technique by technique (the Solve view's list of
 * what applies, the CLI's `steps`). Each technique's `search` runs once and tells
 * every instance it meets; the list keeps them in that order, without repeats.
 *
 * Chains and forcing chains can be very many (every assumption of every
 * candidate) and slow on a big grid. Nothing is cut unless the caller asks: a
 * technique's list stops at `cap` deductions or after `techniqueMs` of search only
 * when given, and then says so (`cut`); `onProgress` hears a long search go on.
 */

import { fastestFor } from '../algorithms/wasm'
import { clock } from '../clock'
import { positionState, type Position } from './position'
import { EASIEST_FIRST, RESCUE, selectTechniques, UNIQUENESS } from './registry'
import { movesKey, OutOfTime, type Deduction, type LogicState } from './types'

export interface AllDeductionsOptions {
  /** Registry ids of the techniques to run (absent: all), as `SolveOptions.techniques`. */
  techniques?: readonly string[]
  /** clock.now() time to stop at: the techniques not reached by then are left out. */
  deadline?: number
  /** Most deductions one technique lists (default: no bound). */
  cap?: number
  /** Most milliseconds one technique searches (default: no bound). */
  techniqueMs?: number
  /**
   * Hears a technique's search go on: its id, the deductions it has listed so far
   * and the milliseconds it has searched, every PROGRESS_MS at most while it runs
   * (read where the search checks its deadline, as the long ones do inside).
   */
  onProgress?: (technique: string, found: number, ms: number) => void
  /**
   * False: leave out the techniques that assume one solution (UNIQUENESS), as at a
   * position with several solutions or none known (`solutionsKnown`). Default true.
   */
  uniqueness?: boolean
}

/** What one technique found. */
export interface TechniqueDeductions {
  /** The registry id (a family such as `forcing-chain` lists deductions of several ids). */
  technique: string
  deductions: Deduction[]
  /** Set when the list was cut: at `cap` deductions, or when its time ran out. */
  cut?: 'cap' | 'time'
}

export interface AllDeductions {
  /** One entry per technique run, easiest first (EASIEST_FIRST: by SE rating, then HoDoKu's order). */
  lists: TechniqueDeductions[]
  /** Set when the deadline passed before every technique had run. */
  timedOut?: true
}

/** A bound a caller may choose for one technique's list (the page's old default; `steps --max`). */
export const DEFAULT_CAP = 100
/** How long the count of a position's solutions may take (`solutionsKnown`). */
export const DEFAULT_TECHNIQUE_MS = 2000
/** The least time between two calls of `onProgress`. */
export const PROGRESS_MS = 1000

/**
 * Two deductions are the same when one technique places and strikes the same from
 * an equivalent pattern: the same cells and digits (a naked pair seen from its row
 * and from its box, an X-Wing's corners). For a chain (one with links) the moves
 * alone: a chain to the same conclusion by another route is not news.
 */
function sameKey(d: Deduction): string {
  const moves = movesKey(d)
  if (d.links.length) return `${d.technique}|${moves}`
  const cells = [...d.cells].sort((a, b) => a - b).join(',')
  const digits = [...d.digits].sort((a, b) => a - b).join(',')
  return `${d.technique}|${cells}|${digits}|${moves}`
}

/**
 * Every deduction each enabled technique finds at a position (a logic state, or a
 * puzzle with its pencil marks). A puzzle whose digits clash gives no lists.
 */
export function allDeductions(
  at: LogicState | Position,
  options: AllDeductionsOptions = {},
): AllDeductions {
  // SE's rescues (nested forcing chains) only when named: see the catalogue's `rescue`.
  const techniques = selectTechniques(options.techniques, EASIEST_FIRST).filter(
    (t) =>
      (options.uniqueness !== false || !UNIQUENESS.has(t.id)) &&
      (options.techniques !== undefined || !RESCUE.has(t.id)),
  )
  const base = 'g' in at ? at : positionState(at)
  if (!base) return { lists: [] }
  const cap = options.cap ?? Infinity
  const techniqueMs = options.techniqueMs ?? Infinity
  const deadline = options.deadline ?? Infinity
  const { onProgress } = options
  const lists: TechniqueDeductions[] = []
  // One memo for every technique's copy of the state: they search one grid.
  base.memo ??= new Map()
  for (const t of techniques) {
    if (!t.sizes.includes(base.g.size)) continue
    if (clock.now() > deadline) return { lists, timedOut: true }
    // Every field of the position but its deadline: `givens` tells the given digits
    // from the placed ones, which the avoidable rectangles rest on; `memo` is shared.
    const bound = Math.min(deadline, clock.now() + techniqueMs)
    const list: TechniqueDeductions = { technique: t.id, deductions: [] }
    const s: LogicState = onProgress
      ? withProgress(
          base,
          bound,
          () => list.deductions.length,
          (found, ms) => onProgress(t.id, found, ms),
        )
      : { ...base, ...(bound < Infinity ? { deadline: bound } : {}) }
    const seen = new Set<string>()
    try {
      t.search(s, (d) => {
        const key = sameKey(d)
        if (seen.has(key)) return false
        seen.add(key)
        if (list.deductions.length >= cap) {
          list.cut = 'cap'
          return true
        }
        list.deductions.push(d)
        return false
      })
    } catch (e) {
      if (!(e instanceof OutOfTime)) throw e
      list.cut = 'time'
    }
    lists.push(list)
    if (list.cut === 'time' && clock.now() > deadline) return { lists, timedOut: true }
  }
  return { lists }
}

/**
 * The state a technique searches, its deadline `bound` (Infinity: none) read
 * through a getter: the long searches read their state's deadline as they go
 * (checkDeadline), so that is where a search's progress can be told without a hook
 * in every technique. `tell` hears it every PROGRESS_MS at most.
 */
function withProgress(
  base: LogicState,
  bound: number,
  found: () => number,
  tell: (found: number, ms: number) => void,
): LogicState {
  const started = clock.now()
  let next = started + PROGRESS_MS
  return Object.defineProperty({ ...base }, 'deadline', {
    enumerable: true,
    get() {
      const now = clock.now()
      if (now >= next) {
        next = now + PROGRESS_MS
        tell(found(), now - started)
      }
      return bound
    },
  })
}

/**
 * What is known of a position's solutions (its digits and candidates): `one`,
 * `several`, `none`, or `unknown` when counting them (to two) ran past `deadline`
 * (a clock.now() time) or `countMs` (DEFAULT_TECHNIQUE_MS; Infinity: no bound). The uniqueness techniques (unique
 * rectangles and loops, BUG, avoidable rectangles...) hold only at `one`: elsewhere
 * their strikes can remove a digit of a real solution.
 */
export type SolutionsKnown = 'one' | 'several' | 'none' | 'unknown'

export function solutionsKnown(
  p: Position,
  deadline = Infinity,
  countMs = DEFAULT_TECHNIQUE_MS,
): SolutionsKnown {
  const bound = Math.min(deadline, clock.now() + countMs)
  const r = fastestFor(p.size).solve(p, {
    limit: 2,
    ...(bound < Infinity ? { deadline: bound } : {}),
  })
  if (r.timedOut) return 'unknown'
  return r.solutions === 1 ? 'one' : r.solutions === 0 ? 'none' : 'several'
}

/** Why the uniqueness techniques are left out at a position (after "left out: "), or null at `one`. */
export function uniquenessWhy(known: SolutionsKnown): string | null {
  switch (known) {
    case 'one':
      return null
    case 'several':
      return 'the position has two solutions or more'
    case 'none':
      return 'the position has no solution'
    case 'unknown':
      return 'its solutions could not be counted in time'
  }
}
