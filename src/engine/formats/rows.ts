/**
 * The grid core shared by the 9x9 multi-line formats: nine rows of nine cells.
 *
 * A row is one line; spaces and tabs between cells are ignored, so `530070000`
 * and `5 3 0 0 7 0 0 0 0` read the same. A cell is a digit 1-9 or a blank:
 * any of `. 0 X x` in every multi-line format (being lenient costs nothing, since
 * detection has already named the format); each format's error message names
 * only its own canonical blank.
 */
import { makePuzzle, type PuzzleMeta } from '../puzzle'
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

export type RowResult = { ok: true; cells: number[] } | { ok: false; error: ParseError }

/**
 * The nine cells of one row. The first bad character is reported before a wrong
 * cell count, so the user fixes the text left to right.
 * `skipBars` also ignores `|` (the box separators of .ss and bordered grids).
 */
export function readRow(line: SourceLine, blank: string, skipBars: boolean): RowResult {
  const t = line.text
  const cells: number[] = []
  let count = 0
  let extra = -1 // index of the tenth cell, if any
  for (let i = 0; i < t.length; i++) {
    const ch = t[i]!
    if (isSpace(ch) || (skipBars && ch === '|')) continue
    const d = BLANKS.includes(ch) ? 0 : digitValue(ch, SIZE)
    if (d < 0) {
      const found = describeChar(t, i)
      return {
        ok: false,
        error: errorAt(line.no, i + 1, `expected ${expectedCell(SIZE, blank)}, found ${found}`),
      }
    }
    if (count === SIZE) extra = i
    if (count < SIZE) cells.push(d)
    count++
  }
  if (count === SIZE) return { ok: true, cells }
  const column = extra >= 0 ? extra + 1 : endColumn(line)
  return {
    ok: false,
    error: errorAt(line.no, column, `expected ${SIZE} cells in a row, found ${count}`),
  }
}

/** The position just past the grid read so far, for "expected 9 rows" errors. */
export function missingRowsError(last: SourceLine | undefined, found: number): Parsed {
  const line = last?.no ?? 1
  const column = last ? endColumn(last) : 1
  return failAt(line, column, `expected ${SIZE} rows, found ${found}`)
}

/**
 * Nine rows, one per content line (blank lines, `#` lines and `[Puzzle]` are not
 * rows). More or fewer than nine rows is an error.
 */
export function parseRows(
  lines: readonly SourceLine[],
  blank: string,
  meta: PuzzleMeta = {},
): Parsed {
  const rows = contentLines(lines)
  const givens: number[] = []
  for (const [i, line] of rows.entries()) {
    if (i === SIZE)
      return failAt(line.no, startColumn(line), `expected ${SIZE} rows, found ${rows.length}`)
    const row = readRow(line, blank, false)
    if (!row.ok) return row
    givens.push(...row.cells)
  }
  if (rows.length < SIZE) return missingRowsError(rows.at(-1), rows.length)
  return { ok: true, puzzle: makePuzzle(givens, meta) }
}
