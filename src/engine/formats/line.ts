/**
 * One-line puzzle: every cell on one line, row by row. 81 cells for 9x9, also 16
 * for 4x4 and 256 for 16x16 (digits 1-9, then A-G for 10-16). Empty cells are any
 * of `. 0 * _ -`. Text after the cells, past whitespace, is ignored: a solution
 * column, a rating, a name.
 *
 *   4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......
 *   4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......  rated 9.3
 */
import { makePuzzle } from '../puzzle'
import {
  contentLines,
  describeChar,
  digitValue,
  expectedCell,
  failAt,
  isSpace,
  type SourceLine,
} from './text'
import type { Parsed } from './types'

const BLANKS = '.0*_-'

/** Cell count -> side. */
const SIDE_OF_COUNT = new Map([
  [16, 4],
  [81, 9],
  [256, 16],
])

/** Where the cells of a one-liner are: the first run of non-space characters [start, end). */
export function cellSpan(line: SourceLine): { start: number; end: number } {
  const t = line.text
  let start = 0
  while (start < t.length && isSpace(t[start]!)) start++
  let end = start
  while (end < t.length && !isSpace(t[end]!)) end++
  return { start, end }
}

export function isCellCount(n: number): boolean {
  return SIDE_OF_COUNT.has(n)
}

/** The cell count a wrong count most likely meant (nearest by ratio: 36 and 144 split). */
function likelyCount(n: number): number {
  return n < 36 ? 16 : n < 144 ? 81 : 256
}

/**
 * One puzzle from one line. `expected` is the cell count to name when the count
 * is wrong (a collection passes the count of its first line).
 */
export function parseOneLine(line: SourceLine, expected?: number): Parsed {
  const { start, end } = cellSpan(line)
  const n = end - start
  const size = SIDE_OF_COUNT.get(n)
  if (size === undefined) {
    const want = expected ?? likelyCount(n)
    // Point at the first missing cell, or at the first cell too many.
    const column = n < want ? end + 1 : start + want + 1
    return failAt(line.no, column, `expected ${want} cells in a one-line puzzle, found ${n}`)
  }
  const t = line.text
  const givens: number[] = []
  for (let i = start; i < end; i++) {
    const ch = t[i]!
    const d = BLANKS.includes(ch) ? 0 : digitValue(ch, size)
    if (d < 0)
      return failAt(
        line.no,
        i + 1,
        `expected ${expectedCell(size, '.')}, found ${describeChar(t, i)}`,
      )
    givens.push(d)
  }
  return { ok: true, puzzle: makePuzzle(givens) }
}

/** A text holding one one-line puzzle (blank and `#` lines around it are skipped). */
export function parseLine(lines: readonly SourceLine[]): Parsed {
  const [first] = contentLines(lines)
  if (!first) return failAt(1, 1, 'expected a one-line puzzle, found no puzzle')
  return parseOneLine(first)
}
