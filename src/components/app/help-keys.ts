import type { ViewId } from '@/composables/useView'

/** One row of the keyboard help: the key(s) and what they do. */
export type HelpKey = readonly [key: string, does: string]

const COMMON: readonly HelpKey[] = [
  ['?', 'Open this help'],
  ['Escape', 'Close a dialog'],
]

/**
 * The keys each view really handles (the help shows the list of the view it is opened
 * in). Play's come from usePlayKeys.ts and the roving grid; Solve's from
 * usePlaybackKeyboard.ts, the roving grid and the import sheet.
 */
export const HELP_KEYS: Record<ViewId, { title: string; keys: readonly HelpKey[]; note: string }> =
  {
    solve: {
      title: 'Keys in the Solve view',
      keys: [
        ['Space', 'Play or pause'],
        ['→ / ←', 'Step forward / back (by the chosen step size)'],
        ['Home / End', 'Go to the start / end of the solve'],
        ['Page Down / Page Up', 'Next / previous guess'],
        [
          'Arrow keys (on the board)',
          'Move between cells; each cell says its row, column and digit',
        ],
        ['Home / End (on the board)', 'First / last cell of the row; with Ctrl, of the board'],
        ['Ctrl + Enter (in Puzzle text)', 'Load the puzzle'],
        ...COMMON,
      ],
      note: 'Tab reaches the board in one stop, right after the "Skip to board" link; the page\'s shortcuts work whenever focus is not in a text field.',
    },
    play: {
      title: 'Keys in the Play view',
      keys: [
        ['1 – 9', 'Write the digit in the selected cell (A – G for 10 – 16 on a 16×16 board)'],
        ['Shift, Alt or Ctrl + digit', 'Add or remove that pencil mark'],
        ['P', 'Pencil marks on or off (then digits write marks)'],
        ['Backspace, Delete or 0', 'Erase the selected cell'],
        ['Arrow keys', 'Move between cells'],
        ['Home / End', 'First / last cell of the row; with Ctrl, of the board'],
        ['Ctrl + Z', 'Undo'],
        ['Ctrl + Shift + Z or Ctrl + Y', 'Redo'],
        ...COMMON,
      ],
      note: 'Click or tap a cell to select it. Digits go to the selected cell wherever focus is (after pressing Pencil marks, Hint or Check too), except in the Difficulty list.',
    },
    compare: {
      title: 'Keys in the Compare view',
      keys: COMMON,
      note: 'Compare has no keys of its own: Tab moves through its controls.',
    },
  }
