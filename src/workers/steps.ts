/**
 * "All steps here", as the solve worker runs it (solve.worker.ts `steps`, `apply`):
 * plain functions over the full engine, so tests run them without a Worker.
 */
import {
  allDeductions,
  applyDeduction,
  chainNotation,
  EASIEST_IDS,
  RESCUE,
  puzzleGeometry,
  solutionsKnown,
  UNIQUENESS,
  uniquenessWhy,
  type Deduction,
} from '@/engine/full'
import type { Position, StepGroup } from './solve-types'

/**
 * For each technique of `techniques` (registry ids; absent: all), easiest first
 * (EASIEST_IDS: by SE rating), every deduction it finds at `position` (the engine's
 * `allDeductions`, one technique at a time so the page hears each list as soon as it
 * is done): `onTechnique` hears the id about to be searched, `onGroup` each
 * technique's list (a technique that finds nothing sends none), `onProgress` the
 * deductions a long search has found so far (about every second while it runs).
 * Nothing is cut: every deduction, however many and however long the search (the
 * page pages through a long list; a newer search ends the worker).
 *
 * The techniques that assume one solution (UNIQUENESS: unique rectangles and loops,
 * BUG, avoidable rectangles...) run only where the position is known to have one
 * (`solutionsKnown`, counted first); elsewhere they are left out and `onSkipped`
 * hears why, before any list.
 */
export function stepsAt(
  position: Position,
  techniques: readonly string[] | undefined,
  onGroup: (g: StepGroup) => void,
  onTechnique: (id: string) => void = () => {},
  onSkipped: (why: string) => void = () => {},
  onProgress?: (id: string, found: number) => void,
): void {
  const g = puzzleGeometry(position)
  // SE's rescues (nested forcing chains) are never listed here: minutes a position.
  const asked = EASIEST_IDS.filter(
    (id) => (!techniques || techniques.includes(id)) && !RESCUE.has(id),
  )
  const why = asked.some((id) => UNIQUENESS.has(id))
    ? uniquenessWhy(solutionsKnown(position))
    : null
  if (why) onSkipped(why)
  for (const id of asked) {
    if (why && UNIQUENESS.has(id)) continue
    onTechnique(id)
    const progress = onProgress && ((t: string, found: number) => onProgress(t, found))
    for (const list of allDeductions(position, {
      techniques: [id],
      ...(progress ? { onProgress: progress } : {}),
    }).lists) {
      if (!list.deductions.length) continue
      onGroup({
        technique: list.technique,
        deductions: list.deductions,
        notations: list.deductions.map((d) => chainNotation(g, d)),
      })
    }
  }
}

/** The position after `d`: its digits placed (struck from their peers), its candidates struck. */
export function positionAfter(position: Position, d: Deduction): Position {
  return applyDeduction(position, d)
}
