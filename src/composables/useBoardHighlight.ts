import { computed, toValue, type ComputedRef, type MaybeRefOrGetter } from 'vue'
import { geometry, type BoxSize } from '@/engine'
import type { Highlight } from '@/board/board-view'

/**
 * What one cell shows of the current step. Only primitives, so a BoardCell whose
 * mark did not change keeps its props and Vue skips it.
 */
export interface CellMark {
  /**
   * Space-separated roles:
   *   focus    the cell the step acts on (outlined)
   *   place    its digit was just placed (animates in)
   *   source   the cell that caused the step (a detour's solved cell)
   *   related  a detour source's related cells (tinted)
   *   strike   a candidate was struck here (`digit`)
   *   guess    the guessed cell (`digit` ringed among its candidates)
   *   conflict the empty cell or the unit of a contradiction (flashes)
   *   rewound  a cell a restore brought back (flashes)
   *   clear    a backtracking algorithm emptied the cell
   */
  mark: string
  /** The struck or guessed digit, 0 when none. */
  digit: number
}

/**
 * Per-cell marks for a highlight: a small map holding only the cells the step
 * involves (one to a few dozen), never the whole board.
 */
export function useBoardHighlight(
  highlight: MaybeRefOrGetter<Highlight | null>,
  box: MaybeRefOrGetter<number>,
): ComputedRef<Map<number, CellMark>> {
  return computed(() => {
    const marks = new Map<number, CellMark>()
    const h = toValue(highlight)
    if (!h?.kind) return marks
    const set = (cell: number | null, mark: string, digit = 0) => {
      if (cell !== null) marks.set(cell, { mark, digit })
    }
    const { focus, source } = h
    switch (h.kind) {
      case 'place':
        set(focus, 'focus place')
        break
      case 'detour':
        if (source !== null)
          for (const peer of geometry(toValue(box) as BoxSize).peers[source] ?? [])
            set(peer, 'related')
        set(source, 'source')
        break
      case 'eliminate':
        set(focus, 'focus strike', h.digit ?? 0)
        if (source !== focus) set(source, 'source')
        break
      case 'guess':
        // The cell is still empty: its candidates are the options, the chosen one ringed.
        set(focus, 'focus guess', h.digit ?? 0)
        break
      case 'contradiction':
        for (const cell of h.unit) set(cell, 'conflict')
        set(focus, 'focus conflict')
        break
      case 'restore':
        for (const cell of h.rewound) set(cell, 'rewound')
        break
      case 'clear':
        set(focus, 'focus clear')
        break
    }
    return marks
  })
}
