/**
 * Avoidable rectangles, types 1 and 2 (HoDoKu's): the deadly rectangle over cells
 * solved while solving (never givens, which the swap could not move). They need to
 * know which digits are givens (`givens` on the state); without it they find nothing.
 */

import { bit, digitsOf, popcount } from '../../geometry'
import { deduction, firstOf, type LogicState, type Technique } from '../types'
import { eachRectangleCells, finsOf, inLine, seeingAll, struck } from './rectangles'
import { catalogued, ratingOf } from '../catalogue'

/**
 * A state that may say which digits on the board are givens (1) and which were
 * placed while solving (0); the avoidable rectangles need it (see the lead's
 * `LogicState.givens`, proposed with this file).
 */
type WithGivens = LogicState & { readonly givens?: Uint8Array }

/** Our SE-scale estimate (HoDoKu's rating has no SE counterpart; issue 19 contract). */
const AVOIDABLE = ratingOf('avoidable-rectangle-1')

/**
 * Each avoidable rectangle: four cells that are not givens, over two boxes, the
 * solved ones of a diagonal all one digit and the two diagonals' digits different;
 * told with the unsolved corners and the digit each would need for the pattern.
 */
function eachAvoidable(
  s: LogicState,
  visit: (corners: number[], open: number[], needs: number[], pair: number) => boolean,
): void {
  const givens = (s as WithGivens).givens
  if (!givens) return
  const { values } = s
  eachRectangleCells(s, (corners) => {
    if (corners.some((c) => givens[c])) return false
    // Diagonals: r1c1 with r2c2, r1c2 with r2c1.
    const need = [0, 0]
    for (const [i, c] of corners.entries()) {
      const v = values[c]!
      if (!v) continue
      const diag = i === 0 || i === 3 ? 0 : 1
      if (need[diag] && need[diag] !== v) return false
      need[diag] = v
    }
    if (!need[0] || !need[1] || need[0] === need[1]) return false
    const open = corners.filter((c) => !values[c])
    if (!open.length) return false
    const needs = open.map((c) => need[[0, 3].includes(corners.indexOf(c)) ? 0 : 1]!)
    return visit(corners, open, needs, bit(need[0]!) | bit(need[1]!))
  })
}

export const avoidable1: Technique = {
  ...catalogued('avoidable-rectangle-1'),
  sizes: [9],
  find: (s) => firstOf(avoidable1.search)(s),
  search: (s, visit) =>
    eachAvoidable(s, (corners, open, needs, pair) => {
      if (open.length !== 1) return false
      const elims = struck(s, open[0]!, bit(needs[0]!))
      return (
        !!elims.length &&
        visit(
          deduction('avoidable-rectangle-1', AVOIDABLE, {
            cells: corners,
            digits: digitsOf(pair),
            eliminate: elims,
          }),
        )
      )
    }),
}

export const avoidable2: Technique = {
  ...catalogued('avoidable-rectangle-2'),
  sizes: [9],
  find: (s) => firstOf(avoidable2.search)(s),
  search: (s, visit) =>
    eachAvoidable(s, (corners, open, needs, pair) => {
      if (open.length !== 2 || !inLine(s, open[0]!, open[1]!)) return false
      // Each open corner holds its pattern digit and one more, the same x in both.
      const [m1, m2] = open.map((c) => s.masks[c]!) as [number, number]
      const x1 = m1 & ~bit(needs[0]!)
      if (popcount(m1) !== 2 || popcount(m2) !== 2 || popcount(x1) !== 1) return false
      if (!(m1 & bit(needs[0]!)) || m2 !== (bit(needs[1]!) | x1)) return false
      const x = digitsOf(x1)[0]!
      const elims = seeingAll(s, open, corners, x)
      return (
        !!elims.length &&
        visit(
          deduction('avoidable-rectangle-2', ratingOf('avoidable-rectangle-2'), {
            cells: corners,
            digits: [...digitsOf(pair), x],
            eliminate: elims,
            fins: finsOf(s, open, x),
          }),
        )
      )
    }),
}
