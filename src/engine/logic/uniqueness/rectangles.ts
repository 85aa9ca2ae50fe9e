/**
 * HoDoKu's unique rectangles (uniqueness-extended.ts): four unsolved cells at the
 * corners of a rectangle in two rows, two columns and two boxes, one of them
 * holding exactly the pair {a,b}, with a and b still allowed in every corner by the
 * digits on the board. The walk over them and the small reads the forms share.
 */

import { bit, digitsOf, popcount } from '../../geometry'
import { sees, type LogicState } from '../types'

/** One rectangle: corners r1c1, r1c2, r2c1, r2c2; its pair; the corners of only a/b and the others. */
export interface Rectangle {
  corners: [number, number, number, number]
  pair: number
  plain: number[]
  extra: number[]
  /** Some corner lacks a or b (SE's rectangles never do). */
  missing: boolean
}

/** What the digits on the board leave each cell, pencil-mark strikes aside (HoDoKu's "allowed"). */
export function allowedMasks(s: LogicState): Uint16Array {
  const { g, values } = s
  const out = new Uint16Array(g.cells)
  for (let c = 0; c < g.cells; c++) {
    let m = g.all
    for (const p of g.peers[c]!) if (values[p]) m &= ~bit(values[p]!)
    out[c] = m
  }
  return out
}

/** The four cells of each rectangle over two boxes, as [r1c1, r1c2, r2c1, r2c2]; `visit` returns true to stop. */
export function eachRectangleCells(
  s: LogicState,
  visit: (corners: [number, number, number, number]) => boolean,
): void {
  const { g } = s
  const n = g.size
  const box = g.boxOf
  for (let r1 = 0; r1 < n; r1++)
    for (let r2 = r1 + 1; r2 < n; r2++)
      for (let c1 = 0; c1 < n; c1++)
        for (let c2 = c1 + 1; c2 < n; c2++) {
          const a = r1 * n + c1
          const b = r1 * n + c2
          const c = r2 * n + c1
          const d = r2 * n + c2
          const rowsBoxed = box[a] === box[b] && box[c] === box[d] && box[a] !== box[c]
          const colsBoxed = box[a] === box[c] && box[b] === box[d] && box[a] !== box[b]
          if ((rowsBoxed || colsBoxed) && visit([a, b, c, d])) return
        }
}

/** Each of HoDoKu's unique rectangles (missing candidates allowed); `visit` returns true to stop. */
export function eachRectangle(s: LogicState, visit: (r: Rectangle) => boolean): void {
  const { masks, values } = s
  const allowed = allowedMasks(s)
  eachRectangleCells(s, (corners) => {
    if (corners.some((c) => values[c])) return false
    // The pairs: each corner of exactly two digits names one.
    const pairs: number[] = []
    for (const c of corners)
      if (popcount(masks[c]!) === 2 && !pairs.includes(masks[c]!)) pairs.push(masks[c]!)
    for (const pair of pairs) {
      if (corners.some((c) => (allowed[c]! & pair) !== pair)) continue
      const plain = corners.filter((c) => !(masks[c]! & ~pair))
      const extra = corners.filter((c) => masks[c]! & ~pair)
      const missing = corners.some((c) => (masks[c]! & pair) !== pair)
      if (visit({ corners, pair, plain, extra, missing })) return true
    }
    return false
  })
}

/** The other digit of a pair. */
export function other(pair: number, d: number): number {
  return digitsOf(pair & ~bit(d))[0]!
}

/** [cell, digit] for each digit of `mask` the cell still holds. */
export function struck(s: LogicState, cell: number, mask: number): [number, number][] {
  return digitsOf(s.masks[cell]! & mask).map((d) => [cell, d] as [number, number])
}

/** Cells outside `pattern` that see every cell of `sources` and hold digit d. */
export function seeingAll(
  s: LogicState,
  sources: readonly number[],
  pattern: readonly number[],
  d: number,
): [number, number][] {
  const out: [number, number][] = []
  for (const c of s.g.peers[sources[0]!]!) {
    if (pattern.includes(c) || !(s.masks[c]! & bit(d))) continue
    if (sources.every((x) => x === c || sees(s.g, x, c))) out.push([c, d])
  }
  return out
}

/** Two corners in one row or column. */
export function inLine(s: LogicState, a: number, b: number): boolean {
  return s.g.rowOf[a] === s.g.rowOf[b] || s.g.colOf[a] === s.g.colOf[b]
}

/** The candidates `d` of `cells` as fins (cell * size + d - 1), where present. */
export function finsOf(s: LogicState, cells: readonly number[], d: number): number[] {
  return cells.filter((c) => s.masks[c]! & bit(d)).map((c) => c * s.g.size + d - 1)
}
