import type { Algorithm, LogContents, StepKindName } from '@/engine'
import type { CellView, Highlight } from '@/board/board-view'

/**
 * The board's highlights, for the legend: the mark class (see board-marks.css and
 * useBoardHighlight's CellMark), its name, what it means, and the kinds of step that
 * draw it (useBoardHighlight), so the legend lists only the marks a log will show.
 * One more highlight joins the legend by joining this list.
 */
export interface BoardMarkInfo {
  /** Shown when the log holds a step of one of these kinds... */
  kinds: readonly StepKindName[]
  /** ...and none of these (an entry that another one says better). */
  unless?: readonly StepKindName[]
  /** The `mark-*` class the board draws it with. */
  mark: string
  label: string
  /** What it shows, in a few plain words. */
  means: string
  /** What the swatch holds: a digit, a struck candidate or a ringed one. */
  sample?: 'struck' | 'chosen'
}

export const BOARD_MARKS: readonly BoardMarkInfo[] = [
  {
    mark: 'focus',
    label: 'Current cell',
    means: 'the cell this step acts on (solid frame)',
    kinds: ['place', 'eliminate', 'guess', 'contradiction', 'clear'],
  },
  {
    mark: 'source',
    kinds: ['detour'],
    label: 'Detour source',
    means: 'a cell just solved; its digit is struck from its related cells (dashed frame)',
  },
  {
    mark: 'source',
    kinds: ['eliminate'],
    unless: ['detour'],
    label: 'Cause',
    means: 'the cell (or pattern) whose digit rules the struck candidate out (dashed frame)',
  },
  {
    mark: 'related',
    kinds: ['detour'],
    label: 'Related cell',
    means: 'same row, column or box as the detour source (corner dot)',
  },
  {
    mark: 'strike',
    kinds: ['eliminate'],
    label: 'Struck candidate',
    means: 'a digit this cell can no longer hold (crossed out)',
    sample: 'struck',
  },
  {
    mark: 'guess',
    kinds: ['guess'],
    label: 'Guess',
    means: 'the cell guessed and the digit tried (double frame, ringed digit)',
    sample: 'chosen',
  },
  {
    mark: 'conflict',
    kinds: ['contradiction'],
    label: 'Contradiction',
    means: 'a cell with no candidate left, or a unit with no place for a digit (hatched)',
  },
  {
    mark: 'rewound',
    kinds: ['restore'],
    label: 'Restored cell',
    means: 'a cell put back as it was at the snapshot (corner triangle)',
  },
]

/** The marks a log draws, in the legend's order (none before a log is there). */
export function marksIn(contents: LogContents | null): BoardMarkInfo[] {
  if (!contents) return []
  const has = (kinds: readonly StepKindName[] = []) => kinds.some((k) => contents.kinds.has(k))
  return BOARD_MARKS.filter((m) => has(m.kinds) && !has(m.unless))
}

/**
 * What an empty cell shows: its candidates, or, for an algorithm that keeps none
 * (`candidates` 'none'), only a guess's options in the guessed cell.
 */
export function shownMask(
  cell: CellView,
  candidates: Algorithm['candidates'] | undefined,
  highlight: Highlight | null,
): number {
  if (candidates !== 'none') return cell.mask
  if (highlight?.kind !== 'guess' || highlight.focus !== cell.index) return 0
  return highlight.options.reduce((m, d) => m | (1 << (d - 1)), 0)
}
