/**
 * Collection: one puzzle per line in the one-line format (line.ts), as in
 * top95.txt. Blank lines and lines starting with `#` are skipped. Each line is
 * read on its own: a bad line is an error entry and the others still parse.
 *
 *   # hardest puzzles
 *   4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......
 *   52...6.........7.13...........4..8..6......5...........418.........3..2...87.....
 */
import { cellSpan, isCellCount, parseOneLine } from './line'
import { contentLines, type SourceLine } from './text'
import type { ParseError, Parsed } from './types'

export function parseCollection(lines: readonly SourceLine[]): Parsed[] {
  const content = contentLines(lines)
  const first = content[0]
  const span = first ? cellSpan(first) : undefined
  // A wrong count is named against the first line's count when that one is right.
  const firstCount = span ? span.end - span.start : 0
  const expected = isCellCount(firstCount) ? firstCount : undefined
  return content.map((line) => parseOneLine(line, expected))
}

/** Most characters of a bad line that `notAPuzzle` quotes. */
const QUOTE_MAX = 24

/**
 * Why a line of a collection is not a puzzle, naming the line and quoting it, e.g.
 * "Line 4: '12345' is not a puzzle (5 cells; a puzzle has 81)". `cells` is the
 * collection's puzzle size (0 before its first puzzle); `error` is the line's own
 * parse error, used when the count is right but a character is not.
 */
export function notAPuzzle(line: SourceLine, cells: number, error?: ParseError): string {
  const { start, end } = cellSpan(line)
  const n = end - start
  const text = line.text.trim()
  const quoted = text.length > QUOTE_MAX ? `${text.slice(0, QUOTE_MAX - 1)}…` : text
  const want = cells ? String(cells) : '16, 81, 256 or 625'
  let why = `${n} ${n === 1 ? 'cell' : 'cells'}; a puzzle has ${want}`
  if (error && (cells ? n === cells : isCellCount(n))) {
    // errorAt wrote "Line L, column C: what"; the line is already named.
    const what = error.message.slice(`Line ${error.line}, column ${error.column}: `.length)
    why = `column ${error.column}: ${what}`
  }
  return `Line ${line.no}: '${quoted}' is not a puzzle (${why})`
}
