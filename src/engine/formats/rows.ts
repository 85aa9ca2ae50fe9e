/**
 * The grid core shared by the multi-line formats: nine rows of nine cells (the
 * grid of digits also reads 4 rows of 4, 16 rows of 16 and 25 rows of 25, see gridSide).
 *
 * A row is one line; spaces and tabs between cells are ignored, so `530070000`
 * and `5 3 0 0 7 0 0 0 0` read the same. A cell is a digit (1-9, then A-P for
 * 10-25 as geometry's digitChar writes them, up to the side) or a blank:
 * any of `. 0 X x` in every multi-line format (being lenient costs nothing, since
 * detection has already named the format); each format's error message names
 * only its own canonical blank.
 */
import { makePuzzle, type PuzzleMeta } from '../puzzle'
import { cellSpan, isOneLineBlank } from './line'
import type { ParseError, Parsed } from './types'
import {
  contentLines,
  describeChar,
  digitValue,
  endColumn,
  errorAt,
  expectedCell,
  failAt,
  isSpace,
  startColumn,
  type SourceLine,
} from './text'

const SIZE = 9
const BLANKS = '.0Xx'

/** The sides a grid of digits may have besides 9, one row per line. */
const OTHER_SIDES = [4, 16, 25] as const
/** The blanks gridSide accepts: those of the grid of digits (`0`) and .sdk (`.`). */
const SQUARE_BLANKS = '.0'

export type RowResult = { ok: true; cells: number[] } | { ok: false; error: ParseError }

/**
 * The `size` cells of one row. The first bad character is reported before a wrong
 * cell count, so the user fixes the text left to right.
 * `skipBars` also ignores `|` (the box separators of .ss and bordered grids).
 */
export function readRow(
  line: SourceLine,
  blank: string,
  skipBars: boolean,
  size: number = SIZE,
): RowResult {
  const t = line.text
  const cells: number[] = []
  let count = 0
  let extra = -1 // index of the first cell too many, if any
  for (let i = 0; i < t.length; i++) {
    const ch = t[i]!
    if (isSpace(ch) || (skipBars && ch === '|')) continue
    const d = BLANKS.includes(ch) ? 0 : digitValue(ch, size)
    if (d < 0) {
      const found = describeChar(t, i)
      return {
        ok: false,
        error: errorAt(line.no, i + 1, `expected ${expectedCell(size, blank)}, found ${found}`),
      }
    }
    if (count === size) extra = i
    if (count < size) cells.push(d)
    count++
  }
  if (count === size) return { ok: true, cells }
  const column = extra >= 0 ? extra + 1 : endColumn(line)
  return {
    ok: false,
    error: errorAt(line.no, column, `expected ${size} cells in a row, found ${count}`),
  }
}

/** The position just past the grid read so far, for "expected 9 rows" errors. */
export function missingRowsError(
  last: SourceLine | undefined,
  found: number,
  size: number = SIZE,
): Parsed {
  const line = last?.no ?? 1
  const column = last ? endColumn(last) : 1
  return failAt(line, column, `expected ${size} rows, found ${found}`)
}

/**
 * How many cells a line holds when it is nothing but cells of a grid of side
 * `size` (digits up to the side, `.` or `0` for blanks, spaces between), else -1.
 */
function squareRowCells(line: SourceLine, size: number): number {
  let count = 0
  for (const ch of line.text) {
    if (isSpace(ch)) continue
    if (!SQUARE_BLANKS.includes(ch) && digitValue(ch, size) < 0) return -1
    count++
  }
  return count
}

/** A line whose first run of non-space characters is a 4x4 one-liner: 16 cells of 1-4 or blanks. */
export function isFourByFourOneLiner(line: SourceLine): boolean {
  const { start, end } = cellSpan(line)
  if (end - start !== 16) return false
  for (let i = start; i < end; i++) {
    const ch = line.text[i]!
    if (!isOneLineBlank(ch) && digitValue(ch, 4) < 0) return false
  }
  return true
}

/**
 * The side of a 4x4, 16x16 or 25x25 grid written one row per line, or null (then
 * it is 9x9, or not a grid of digits at all): n content lines, the first of them
 * exactly n cells (n = 4, 16 or 25). Only the first row is looked at, so a typo in a
 * later row is reported there (by parseRows at side n) rather than making the
 * text something else.
 *
 * Sixteen lines that are all 4x4 one-liners (16 cells of 1-4 or blanks, maybe
 * with text after them) are a collection, not a 16x16 grid: a 16x16 puzzle with
 * one solution uses at least 15 different digits.
 */
export function gridSide(content: readonly SourceLine[]): number | null {
  const n = content.length
  const first = content[0]
  if (!first || !(OTHER_SIDES as readonly number[]).includes(n)) return null
  if (squareRowCells(first, n) !== n) return null
  return n === 16 && content.every(isFourByFourOneLiner) ? null : n
}

/**
 * `size` rows (nine unless told), one per content line (blank lines, `#` lines
 * and `[Puzzle]` are not rows). More or fewer rows is an error.
 */
export function parseRows(
  lines: readonly SourceLine[],
  blank: string,
  meta: PuzzleMeta = {},
  size: number = SIZE,
): Parsed {
  const rows = contentLines(lines)
  const givens: number[] = []
  for (const [i, line] of rows.entries()) {
    if (i === size)
      return failAt(line.no, startColumn(line), `expected ${size} rows, found ${rows.length}`)
    const row = readRow(line, blank, false, size)
    if (!row.ok) return row
    givens.push(...row.cells)
  }
  if (rows.length < size) return missingRowsError(rows.at(-1), rows.length, size)
  return { ok: true, puzzle: makePuzzle(givens, meta) }
}
