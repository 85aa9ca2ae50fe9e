/**
 * One-line puzzle: every cell on one line, row by row. 81 cells for 9x9, also 16
 * for 4x4, 256 for 16x16 and 625 for 25x25 (digits 1-9, then A-G for 10-16, up to
 * P for 25). Empty cells are any
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
  digitCodeValue,
  expectedCell,
  failAt,
  isSpace,
  type SourceLine,
} from './text'
import type { Parsed } from './types'
import { pencilFormats } from './pencil-hooks'

/**
 * The characters that stand for an empty cell in a one-line puzzle. The one list:
 * the parser here, the record splitter's 4x4 one-liner check (rows.ts) and the
 * CLI's quick lines (src/cli/quick.ts) all read it.
 */
export const ONE_LINE_BLANKS = '.0*_-'

/** Whether `ch` is an empty cell in a one-line puzzle (one of ONE_LINE_BLANKS). */
export function isOneLineBlank(ch: string): boolean {
  return ch.length === 1 && ONE_LINE_BLANKS.includes(ch)
}

/** Char code -> true for the blanks. */
const BLANK = new Uint8Array(128)
for (const ch of ONE_LINE_BLANKS) BLANK[ch.charCodeAt(0)] = 1

/** Cell count -> side. */
const SIDE_OF_COUNT = new Map([
  [16, 4],
  [81, 9],
  [256, 16],
  [625, 25],
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

/** The cell count a wrong count most likely meant (nearest by ratio: 36, 144 and 400 split). */
function likelyCount(n: number): number {
  return n < 36 ? 16 : n < 144 ? 81 : n < 400 ? 256 : 625
}

/** "a 36x36 puzzle, which is not supported (...)" when n cells make a bigger Sudoku. */
function unsupportedSize(n: number): string | null {
  const side = Math.round(Math.sqrt(n))
  const box = Math.round(Math.sqrt(side))
  if (side * side !== n || box * box !== side || side <= 25) return null
  return `found ${n} cells: a ${side}x${side} puzzle, which is not supported (sides 4, 9, 16 and 25 are)`
}

/**
 * One puzzle from one line. `expected` is the cell count to name when the count
 * is wrong (a collection passes the count of its first line).
 */
export function parseOneLine(line: SourceLine, expected?: number): Parsed {
  // A line of HoDoKu's library is a position of its own (so a file of them is a collection).
  const pencil = pencilFormats()
  if (pencil?.isHodokuLine(line)) return pencil.parseHodokuLine(line)
  const { start, end } = cellSpan(line)
  const n = end - start
  const size = SIDE_OF_COUNT.get(n)
  if (size === undefined) {
    // 81 candidate lists on one line (a collection of positions): only looked for
    // when the count is wrong, so a collection of puzzles pays nothing for it.
    if (pencil?.looksCandidates81(line)) return pencil.parseCandidates81([line])
    const bigger = unsupportedSize(n)
    if (bigger) return failAt(line.no, start + 1, bigger)
    const want = expected ?? likelyCount(n)
    // Point at the first missing cell, or at the first cell too many.
    const column = n < want ? end + 1 : start + want + 1
    return failAt(line.no, column, `expected ${want} cells in a one-line puzzle, found ${n}`)
  }
  const t = line.text
  const givens = new Array<number>(n)
  for (let i = start; i < end; i++) {
    const code = t.charCodeAt(i)
    const d = code < 128 && BLANK[code] ? 0 : digitCodeValue(code, size)
    if (d < 0)
      return failAt(
        line.no,
        i + 1,
        `expected ${expectedCell(size, '.')}, found ${describeChar(t, i)}`,
      )
    givens[i - start] = d
  }
  return { ok: true, puzzle: makePuzzle(givens) }
}

/** Char code -> cell of a 9x9 one-liner: 0 blank, 1-9 a digit, -1 anything else. */
const NINE = new Int8Array(128).fill(-1)
for (const ch of ONE_LINE_BLANKS) NINE[ch.charCodeAt(0)] = 0
for (let d = 1; d <= 9; d++) NINE[48 + d] = d

/**
 * The fast path of a collection: a line that starts with exactly 81 cells of a
 * 9x9 one-liner (then its end, or a space or tab before other text) gives its
 * givens in one pass; anything else gives null, and parseOneLine reads it (with
 * its errors). Same answer as parseOneLine for the lines it takes.
 */
export function quickNineLine(text: string): number[] | null {
  const n = text.length
  if (n < 81 || (n > 81 && text.charCodeAt(81) !== 32 && text.charCodeAt(81) !== 9)) return null
  const givens = new Array<number>(81)
  for (let i = 0; i < 81; i++) {
    const code = text.charCodeAt(i)
    const d = code < 128 ? NINE[code]! : -1
    if (d < 0) return null
    givens[i] = d
  }
  return givens
}

/** A text holding one one-line puzzle (blank and `#` lines around it are skipped). */
export function parseLine(lines: readonly SourceLine[]): Parsed {
  const [first] = contentLines(lines)
  if (!first) return failAt(1, 1, 'expected a one-line puzzle, found no puzzle')
  return parseOneLine(first)
}
