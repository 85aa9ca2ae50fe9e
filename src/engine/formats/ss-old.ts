/**
 * Simple Sudoku, old style: nine rows of nine cells, `X` (or `x`) for an empty cell.
 *
 *   2XXX8XXX3
 *   X6XX7XX84
 *   ... (nine rows)
 */
import { parseRows } from './rows'
import type { SourceLine } from './text'
import type { Parsed } from './types'

export function parseSsOld(lines: readonly SourceLine[]): Parsed {
  return parseRows(lines, 'X')
}
