/**
 * BUG lite, after SudokuWiki: a set of unsolved cells where every cell but one holds
 * two digits of the set, and each digit of a cell appears exactly twice in each of
 * that cell's row, column and box within the set: the digits could be swapped
 * around it. The one cell with more digits cannot take either digit of the pattern.
 */

import { bit, digitsOf, popcount } from '../../geometry'
import { checkDeadline, deduction, firstOf, type LogicState, type Technique } from '../types'
import { catalogued, ratingOf } from '../catalogue'

/** Our SE-scale estimate (issue 19 contract). */
const BUG_LITE = ratingOf('bug-lite')

/** BUG lite's pattern is at most this many cells (a loop of 10 or a 2x5 block), to bound the search. */
const MAX_BUG_LITE = 10
/** Steps of the search for one cell and pair before it gives up (bivalue-rich grids branch a lot). */
const BUG_LITE_STEPS = 4000

/**
 * A BUG lite through `start` on `pair`: unsolved cells, `start` and cells of exactly
 * two digits, where each digit of a cell (start: of the pair) appears exactly twice
 * in each of its row, column and box among them, over three digits or more (two
 * digits make a unique rectangle or loop, SE's). The cells, start first, or null.
 */
function bugLiteThrough(s: LogicState, start: number, pair: number): number[] | null {
  const { g, masks } = s
  const stride = g.size + 1
  const count = new Uint8Array(3 * g.size * stride)
  const inSet = new Uint8Array(g.cells)
  const cells: number[] = []
  const digitsIn = (c: number) => digitsOf(c === start ? pair : masks[c]!)
  const move = (c: number, by: number) => {
    for (const u of g.unitsOf[c]!) for (const d of digitsIn(c)) count[u * stride + d]! += by
    inSet[c] = by > 0 ? 1 : 0
    if (by > 0) cells.push(c)
    else cells.pop()
  }
  let steps = 0
  const grow = (): boolean => {
    if (++steps > BUG_LITE_STEPS) return false
    // The first unit where a digit of the pattern has one place only: it needs another.
    let unit = -1
    let digit = 0
    find: for (const c of cells)
      for (const u of g.unitsOf[c]!)
        for (const d of digitsIn(c))
          if (count[u * stride + d] === 1) {
            unit = u
            digit = d
            break find
          }
    if (unit < 0) {
      const all = cells.reduce((m, c) => m | (c === start ? pair : masks[c]!), 0)
      return popcount(all) >= 3
    }
    if (cells.length >= MAX_BUG_LITE) return false
    for (const c of g.units[unit]!) {
      const m = masks[c]!
      if (inSet[c] || popcount(m) !== 2 || !(m & bit(digit))) continue
      // No digit may reach three places in a unit.
      if (g.unitsOf[c]!.some((u) => digitsOf(m).some((d) => count[u * stride + d]! >= 2))) continue
      move(c, 1)
      if (grow()) return true
      move(c, -1)
    }
    return false
  }
  move(start, 1)
  return grow() ? cells.slice() : null
}

export const bugLite: Technique = {
  ...catalogued('bug-lite'),
  sizes: [9],
  find: (s) => firstOf(bugLite.search)(s),
  search: (s, visit) => {
    const { g, masks } = s
    for (let c = 0; c < g.cells; c++) {
      if (popcount(masks[c]!) < 3) continue
      const ds = digitsOf(masks[c]!)
      for (let i = 0; i < ds.length; i++)
        for (let j = i + 1; j < ds.length; j++) {
          checkDeadline(s)
          const pair = bit(ds[i]!) | bit(ds[j]!)
          const cells = bugLiteThrough(s, c, pair)
          if (!cells) continue
          const found = deduction('bug-lite', BUG_LITE, {
            cells,
            digits: [ds[i]!, ds[j]!],
            eliminate: [
              [c, ds[i]!],
              [c, ds[j]!],
            ],
          })
          if (visit(found)) return
        }
    }
  },
}
