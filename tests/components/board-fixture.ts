/**
 * Test helpers for the board components: the cell objects and the highlight a
 * BoardGrid is given, built the way the solve store builds them.
 */
import { digitsOf, geometry, type BoxSize } from '@/engine'
import {
  highlightAt,
  makeCells as givensOnly,
  type CellView,
  type Highlight,
} from '@/stores/board-view'

/**
 * Cells for a board: `values` row-major, 0 = empty (missing ones too). A digit is a
 * given unless `how` says otherwise for its index; `masks` overrides the candidates.
 */
export function makeCells(
  box: BoxSize,
  values: number[],
  how: Record<number, CellView['how']> = {},
  masks: Record<number, number> = {},
): CellView[] {
  return givensOnly(geometry(box), values).map((cell, i) => {
    const mask = masks[i] ?? cell.mask
    return {
      ...cell,
      mask,
      candidates: digitsOf(mask),
      given: how[i] === undefined && cell.value !== 0,
      how: how[i] ?? cell.how,
    }
  })
}

/** A highlight with nothing marked (as at the givens, before any step), but for what `h` sets. */
export function highlight(h: Partial<Highlight>): Highlight {
  return { ...highlightAt(geometry(3), null, null, 0), ...h }
}
