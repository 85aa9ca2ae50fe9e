/**
 * A puzzle's rating on the Sudoku Explainer (SE) scale: walk the solve path (path.ts)
 * and keep its hardest step, SE's definition, with serate's three figures (ER, EP,
 * ED). Where the path does not reach the full grid the rating is a stated lower
 * bound, never what the techniques reached shown as if it were a rating. The play levels a rating falls in are
 * levels.ts; the finer bands below are the ones it is compared in against published
 * ratings.
 */

import type { Geometry } from '../geometry'
import { applyDeduction, broken, filled, nextDeduction, startState } from './path'
import { TECHNIQUES } from './registry'
import { OutOfTime, type Deduction, type LogicState, type Technique } from './types'

/** A figure of the rating and the technique it comes from. */
export interface RatedStep {
  rating: number
  /** Technique id ("" for none: a full grid). */
  technique: string
}

/** One of serate's three figures; `atLeast` when the path ended before it was settled. */
export interface Figure extends RatedStep {
  atLeast: boolean
}

/**
 * Why a rating is only a lower bound: SE's techniques ran out before the grid was
 * full ('stuck'), or the deadline passed first ('stopped').
 */
export type BoundReason = 'stuck' | 'stopped'

export interface Rating {
  /**
   * SE-scale rating: the hardest step of the path (0 for a full grid). With `bound`
   * set it is a lower bound (see `bound`), never what the path reached shown as a rating.
   */
  rating: number
  /** The technique of that figure ("" for a full grid). */
  hardest: string
  /** True when the techniques ran out before the grid was full (the rating is then a lower bound). */
  stuck: boolean
  /** False when the givens clash or a deduction broke the grid (no solution). */
  valid: boolean
  /** Deductions per technique id. */
  counts: Record<string, number>
  steps: number
  /** Set when the deadline passed first (the rating is then a lower bound). */
  timedOut?: true
  /** Why `rating` is only a lower bound; absent when the path reached the full grid. */
  bound?: BoundReason
  /** The hardest step the path took (the rating when it is not a bound). */
  reached: RatedStep
  /** serate's ER: the hardest step of the whole path (rating and hardest again). */
  er: Figure
  /** serate's EP: the hardest step up to and including the first that places a digit. */
  ep: Figure
  /** serate's ED: the hardest step up to the first elimination, i.e. the first step's. */
  ed: Figure
}

/**
 * The least an SE step can rate at a position where the techniques in `tried` all
 * found nothing. SE takes the easiest technique that makes progress, so the step it
 * takes there is one not tried: at least the lowest base rating of an SE technique
 * that was not tried (switched off, not for this size, or cut short by the deadline).
 * When every SE technique was tried, the step is beyond the ladder: at least the top
 * of the ladder. Sound as far as each technique finds what SE's does.
 */
export function ladderFloor(g: Geometry, tried: ReadonlySet<string>): RatedStep {
  let missing: Technique | undefined
  let top: Technique | undefined
  for (const t of TECHNIQUES) {
    if (!top || t.rating > top.rating) top = t
    if (tried.has(t.id) || !t.sizes.includes(g.size)) continue
    if (!missing || t.rating < missing.rating) missing = t
  }
  const at = missing ?? top!
  return { rating: at.rating, technique: at.id }
}

/**
 * Rate a puzzle: walk the solve path, keep the hardest step (ER), and the hardest up
 * to the first placement (EP) and to the first step (ED), as serate does. When the
 * techniques run out or the deadline passes, each figure not yet settled is a lower
 * bound (ladderFloor), flagged `atLeast`, and `bound` says why.
 */
export function ratePuzzle(
  g: Geometry,
  givens: ArrayLike<number>,
  techniques: readonly Technique[] = TECHNIQUES,
  onStep?: (d: Deduction, s: LogicState) => void,
  /** clock.now() time to give up at: the result then says `timedOut`. */
  deadline?: number,
): Rating {
  const none: RatedStep = { rating: 0, technique: '' }
  const result: Rating = {
    rating: 0,
    hardest: '',
    stuck: false,
    valid: true,
    counts: {},
    steps: 0,
    reached: none,
    er: { ...none, atLeast: false },
    ep: { ...none, atLeast: false },
    ed: { ...none, atLeast: false },
  }
  const start = startState(g, givens)
  if (!start || broken(start)) return { ...result, valid: false }
  const s: LogicState = deadline === undefined ? start : { ...start, deadline }
  let reached = none
  let ep: RatedStep | null = null
  let ed: RatedStep | null = null
  /** The techniques that found nothing at the current position. */
  const tried = new Set<string>()
  const heard = (t: Technique) => void tried.add(t.id)
  let bound: BoundReason | undefined
  while (!filled(s)) {
    tried.clear()
    let d: Deduction | null
    try {
      d = nextDeduction(s, techniques, heard)
    } catch (e) {
      if (!(e instanceof OutOfTime)) throw e
      result.timedOut = true
      bound = 'stopped'
      break
    }
    if (!d) {
      result.stuck = true
      bound = 'stuck'
      break
    }
    onStep?.(d, s)
    result.steps++
    result.counts[d.technique] = (result.counts[d.technique] ?? 0) + 1
    if (d.rating > reached.rating) reached = { rating: d.rating, technique: d.technique }
    ed ??= reached
    if (!ep && d.place.length) ep = reached
    if (!applyDeduction(s, d)) return { ...result, valid: false }
  }
  result.reached = reached
  // What is not settled is at least the hardest reached and at least the floor.
  let atLeast = reached
  if (bound) {
    const floor = ladderFloor(g, tried)
    if (floor.rating > reached.rating) atLeast = floor
  }
  const figure = (settled: RatedStep | null): Figure =>
    settled ? { ...settled, atLeast: false } : { ...atLeast, atLeast: !!bound }
  result.er = bound ? { ...atLeast, atLeast: true } : { ...reached, atLeast: false }
  result.ep = figure(ep)
  result.ed = figure(ed)
  result.rating = result.er.rating
  result.hardest = result.er.technique
  if (bound) result.bound = bound
  return result
}

/**
 * The finer bands a rating is compared in against a published one: < 1.5, < 2.5, < 5,
 * < 7, < 9, 9 and up (those of the published collection it is measured against, see
 * agreement.ts). Not the play levels: those are levels.ts.
 */
export const BAND_EDGES = [1.5, 2.5, 5, 7, 9] as const

/** The band of a rating: 0 below 1.5, ..., 5 at 9 and up. */
export function band(rating: number): number {
  let i = 0
  while (i < BAND_EDGES.length && rating >= BAND_EDGES[i]!) i++
  return i
}
