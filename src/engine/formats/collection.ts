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
import type { Parsed } from './types'

export function parseCollection(lines: readonly SourceLine[]): Parsed[] {
  const content = contentLines(lines)
  const first = content[0]
  const span = first ? cellSpan(first) : undefined
  // A wrong count is named against the first line's count when that one is right.
  const firstCount = span ? span.end - span.start : 0
  const expected = isCellCount(firstCount) ? firstCount : undefined
  return content.map((line) => parseOneLine(line, expected))
}
