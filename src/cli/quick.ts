/**
 * The fast path of a big collection: runs of 9x9 one-liners found in the raw
 * bytes of the input, and read from those bytes again on whichever thread
 * answers them. A run goes to a worker as one Uint8Array (one block to copy),
 * so no line becomes a string, no record is built, and the main thread only
 * scans for where the runs are.
 *
 * A quick line is exactly 81 cells (`1`-`9`, or a one-liner's blank `.`, `0`,
 * `_`, `*`, `-`: ONE_LINE_BLANKS of line.ts) ended by \n or \r\n, not starting
 * with `*` or `-` (which could start a separator line). The record splitter takes
 * such a line as a one-liner (records.ts), and quickNineLine reads it, so both
 * paths give the same answer. Any other line takes the general path (lines.ts,
 * records.ts, io.ts).
 */

import { ONE_LINE_BLANKS } from '../engine/full'

/** Cells of a quick line. */
export const QUICK_CELLS = 81

/** Byte -> cell of a quick line: 0 blank, 1-9 a digit, -1 anything else. */
const CELL = new Int8Array(256).fill(-1)
for (const ch of ONE_LINE_BLANKS) CELL[ch.charCodeAt(0)] = 0
for (let d = 1; d <= 9; d++) CELL[48 + d] = d

/** Bytes a quick line may start with: a digit, or a blank other than a separator's `-` or `*`. */
const FIRST = new Uint8Array(256)
for (const ch of ONE_LINE_BLANKS.replace(/[*-]/g, '') + '123456789') FIRST[ch.charCodeAt(0)] = 1

/**
 * The quick lines from `at` on: how many, and where the byte after the last of
 * them is. Stops at the first line that is not quick or not whole in `buf`.
 */
export function quickRun(buf: Uint8Array, at: number): { count: number; end: number } {
  const n = buf.length
  let p = at
  let count = 0
  outer: while (p + QUICK_CELLS < n) {
    if (!FIRST[buf[p]!]) break
    const e = p + QUICK_CELLS
    for (let i = p + 1; i < e; i++) if (CELL[buf[i]!]! < 0) break outer
    const b = buf[e]!
    if (b === 10) p = e + 1
    else if (b === 13 && e + 1 < n && buf[e + 1] === 10) p = e + 2
    else break
    count++
  }
  return { count, end: p }
}

/**
 * Whether the bytes from `at` to the end of `buf` (no line break among them)
 * may still become a quick line once the rest of the line is read.
 */
export function mayBeQuick(buf: Uint8Array, at: number): boolean {
  const n = buf.length - at
  if (n > QUICK_CELLS + 1) return false
  if (n > 0 && !FIRST[buf[at]!]) return false
  for (let i = 1; i < n; i++) {
    const b = buf[at + i]!
    if (CELL[b]! < 0 && !(i === QUICK_CELLS && b === 13)) return false
  }
  return true
}

/**
 * Reads the quick line at `at` into `givens` (81 entries). False when the givens
 * repeat a digit in a row, column or box (validatePuzzle then names the conflicts).
 */
export function readQuickLine(buf: Uint8Array, at: number, givens: number[]): boolean {
  const seen = UNIT_SEEN
  let clash = 0
  for (let cell = 0; cell < QUICK_CELLS; cell++) {
    const d = CELL[buf[at + cell]!]!
    givens[cell] = d
    if (d === 0) continue
    // One bit per digit in each of the cell's row, column and box.
    const bit = 1 << (d - 1)
    const r = ROW[cell]!
    const c = 9 + COL[cell]!
    const b = 18 + BOX[cell]!
    clash |= (seen[r]! | seen[c]! | seen[b]!) & bit
    seen[r]! |= bit
    seen[c]! |= bit
    seen[b]! |= bit
  }
  seen.fill(0)
  return clash === 0
}

/** The end of the quick line at `at` (where the next one starts). */
export function quickLineEnd(buf: Uint8Array, at: number): number {
  const end = at + QUICK_CELLS
  return buf[end] === 13 ? end + 2 : end + 1
}

const ROW = new Uint8Array(81)
const COL = new Uint8Array(81)
const BOX = new Uint8Array(81)
for (let cell = 0; cell < 81; cell++) {
  ROW[cell] = Math.floor(cell / 9)
  COL[cell] = cell % 9
  BOX[cell] = 3 * Math.floor(cell / 27) + Math.floor((cell % 9) / 3)
}
/** Digits seen in each of the 27 units while reading a line. */
const UNIT_SEEN = new Int32Array(27)
