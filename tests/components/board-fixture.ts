/**
 * Test helpers for the board components: the cell objects and the highlight a
 * BoardGrid is given, built the way the solve store builds them.
 */
import { geometry, type BoxSize } from '@/engine'
import { cellView, highlightAt, type CellView, type Highlight } from '@/board/board-view'

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
  const g = geometry(box)
  return Array.from({ length: g.cells }, (_, i) => {
    const d = values[i] ?? 0
    const mask = masks[i] ?? (d ? 1 << (d - 1) : g.all)
    return cellView(g, i, d, mask, how[i] ?? (d ? 'given' : 'empty'))
  })
}

/** A highlight with nothing marked (as at the givens, before any step), but for what `h` sets. */
export function highlight(h: Partial<Highlight>): Highlight {
  return { ...highlightAt(geometry(3), null, null, 0), ...h }
}
