/**
 * Lines of digits, one row per line, `0` for an empty cell (spaces between
 * digits allowed; `.` is read too). Nine lines of nine digits:
 *
 *   530070000
 *   600195000
 *   ... (nine rows)
 *
 * and also four lines of four cells (4x4) or sixteen lines of sixteen (16x16,
 * A-G for 10-16), as detection's gridSide (rows.ts) decides:
 *
 *   1004
 *   0403
 *   0300
 *   0001
 */
import { contentLines, type SourceLine } from './text'
import { gridSide, parseRows } from './rows'
import type { Parsed } from './types'

export function parseGrid(lines: readonly SourceLine[]): Parsed {
  const content = contentLines(lines)
  // Errors name the blank the text uses: nine rows with `.` are .sdk, but a
  // 4x4 or 16x16 grid with `.` is read here.
  const blank = content.some((l) => l.text.includes('.')) ? '.' : '0'
  return parseRows(lines, blank, {}, gridSide(content) ?? 9)
}
