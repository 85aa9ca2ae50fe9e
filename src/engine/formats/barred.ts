/**
 * The grid core shared by Simple Sudoku (.ss) and bordered grids: nine rows whose
 * boxes are split by `|`, with a separator line of dashes after rows 3 and 6 and
 * optionally one above row 1 and one below row 9 (the frame).
 *
 * A separator line holds only `-`, `=`, `+`, `*`, `|` and spaces, with at least one
 * `-` or `=`: `-----------`, `---+---+---`, `|---+---+---|`, `*-----------*`,
 * `+-------+-------+-------+`. Within a row, `|`, spaces and tabs are ignored and
 * the nine cells are digits 1-9 or blanks (`. 0 X x`).
 * The grid ends with row 9: a bottom border and any text after it are not read
 * (Simple Sudoku writes comments and solutions there).
 */
import { makePuzzle } from '../puzzle'
import { missingRowsError, readRow } from './rows'
import { contentLines, failAt, isSpace, startColumn, type SourceLine } from './text'
import type { Parsed } from './types'

/** A loop, not a regex: /^[-=+*|\s]*[-=][-=+*|\s]*$/ backtracks quadratically on long lines. */
export function isSeparatorLine(line: SourceLine): boolean {
  let dash = false
  for (const ch of line.text) {
    if (ch === '-' || ch === '=') dash = true
    else if (ch !== '+' && ch !== '*' && ch !== '|' && !isSpace(ch)) return false
  }
  return dash
}

export function parseBarred(lines: readonly SourceLine[]): Parsed {
  const givens: number[] = []
  let rows = 0
  let framed = false // a separator above row 1 was read
  let expectSeparator = false // rows 3 and 6 must be followed by one
  let last: SourceLine | undefined
  for (const line of contentLines(lines)) {
    if (rows === 9) break
    const separator = isSeparatorLine(line)
    const column = startColumn(line)
    if (expectSeparator) {
      if (!separator)
        return failAt(
          line.no,
          column,
          `expected a line of dashes after row ${rows}, found another row`,
        )
      expectSeparator = false
    } else if (separator) {
      if (rows > 0 || framed)
        return failAt(line.no, column, `expected row ${rows + 1}, found a line of dashes`)
      framed = true
    } else {
      const row = readRow(line, '.', true)
      if (!row.ok) return row
      givens.push(...row.cells)
      rows++
      expectSeparator = rows === 3 || rows === 6
    }
    last = line
  }
  if (rows < 9) return missingRowsError(last, rows)
  return { ok: true, puzzle: makePuzzle(givens) }
}
