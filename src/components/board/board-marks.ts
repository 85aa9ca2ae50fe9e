/**
 * The board's highlights, for the legend: the mark class (see board-marks.css and
 * useBoardHighlight's CellMark), its name and what it means. One more highlight joins
 * the legend by joining this list.
 */
export interface BoardMarkInfo {
  /** The `mark-*` class the board draws it with. */
  mark: string
  label: string
  /** What it shows, in a few plain words. */
  means: string
  /** What the swatch holds: a digit, a struck candidate or a ringed one. */
  sample?: 'struck' | 'chosen'
}

export const BOARD_MARKS: readonly BoardMarkInfo[] = [
  { mark: 'focus', label: 'Current cell', means: 'the cell this step acts on (solid frame)' },
  {
    mark: 'source',
    label: 'Detour source',
    means: 'a cell just solved; its digit is struck from its related cells (dashed frame)',
  },
  {
    mark: 'related',
    label: 'Related cell',
    means: 'same row, column or box as the detour source (corner dot)',
  },
  {
    mark: 'strike',
    label: 'Struck candidate',
    means: 'a digit this cell can no longer hold (crossed out)',
    sample: 'struck',
  },
  {
    mark: 'guess',
    label: 'Guess',
    means: 'the cell guessed and the digit tried (double frame, ringed digit)',
    sample: 'chosen',
  },
  {
    mark: 'conflict',
    label: 'Contradiction',
    means: 'a cell with no candidate left, or a unit with no place for a digit (hatched)',
  },
  {
    mark: 'rewound',
    label: 'Restored cell',
    means: 'a cell put back as it was at the snapshot (corner triangle)',
  },
]
