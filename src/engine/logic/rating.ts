/**
 * A puzzle's rating on the Sudoku Explainer (SE) scale: walk the solve path (path.ts)
 * and keep its hardest step, SE's definition. The play levels a rating falls in are
 * levels.ts; the finer bands below are the ones it is compared in against published
 * ratings.
 */

import type { Geometry } from '../geometry'
import { applyDeduction, broken, filled, nextDeduction, startState } from './path'
import { TECHNIQUES } from './registry'
import { OutOfTime, type Deduction, type LogicState, type Technique } from './types'

export interface Rating {
  /** SE-scale rating: the hardest step of the path (0 for a full grid). */
  rating: number
  /** The technique of that step ("" for a full grid). */
  hardest: string
  /** True when the techniques ran out before the grid was full (the rating is then a lower bound). */
  stuck: boolean
  /** False when the givens clash or a deduction broke the grid (no solution). */
  valid: boolean
  /** Deductions per technique id. */
  counts: Record<string, number>
  steps: number
  /** Set when the deadline passed first (the rest is what was reached by then). */
  timedOut?: true
}

/** Rate a puzzle: walk the solve path, keep the hardest step. */
export function ratePuzzle(
  g: Geometry,
  givens: ArrayLike<number>,
  techniques: readonly Technique[] = TECHNIQUES,
  onStep?: (d: Deduction, s: LogicState) => void,
  /** clock.now() time to give up at: the result then says `timedOut`. */
  deadline?: number,
): Rating {
  const result: Rating = { rating: 0, hardest: '', stuck: false, valid: true, counts: {}, steps: 0 }
  const start = startState(g, givens)
  if (!start || broken(start)) return { ...result, valid: false }
  const s: LogicState = deadline === undefined ? start : { ...start, deadline }
  while (!filled(s)) {
    let d: Deduction | null
    try {
      d = nextDeduction(s, techniques)
    } catch (e) {
      if (!(e instanceof OutOfTime)) throw e
      return { ...result, timedOut: true }
    }
    if (!d) {
      result.stuck = true
      break
    }
    onStep?.(d, s)
    result.steps++
    result.counts[d.technique] = (result.counts[d.technique] ?? 0) + 1
    if (d.rating > result.rating) {
      result.rating = d.rating
      result.hardest = d.technique
    }
    if (!applyDeduction(s, d)) return { ...result, valid: false }
  }
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
