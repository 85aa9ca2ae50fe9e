/**
 * Bordered grid: `+---+---+---+` border lines, `|` between boxes and usually
 * spaces between cells, `.` or `0` for an empty cell:
 *
 *   +-------+-------+-------+
 *   | 5 3 . | . 7 . | . . . |
 *   | 6 . . | 1 9 5 | . . . |
 *   | . 9 8 | . . . | . 6 . |
 *   +-------+-------+-------+
 *   ... (rows 4-9, a border after row 6 and at the bottom)
 *
 * Read by the same rules as Simple Sudoku (barred.ts); only the name differs.
 */
import { isSeparatorLine, parseBarred } from './barred'
import type { SourceLine } from './text'
import type { Parsed } from './types'

/** Two cells separated only by spaces: `5 3`, not `2..|.8.` (a .ss row). */
const SPACED_CELLS = /[^\s|][ \t]+[^\s|]/

/**
 * Bordered rather than .ss: the first separator line starts with `+`, or the
 * first row has spaces between cells. (The first ones only, so text after a
 * .ss grid cannot change the verdict.)
 */
export function looksBordered(content: readonly SourceLine[]): boolean {
  const separator = content.find(isSeparatorLine)
  if (separator?.text.trimStart().startsWith('+')) return true
  const row = content.find((l) => !isSeparatorLine(l))
  return row !== undefined && SPACED_CELLS.test(row.text)
}

export function parseBordered(lines: readonly SourceLine[]): Parsed {
  return parseBarred(lines)
}
