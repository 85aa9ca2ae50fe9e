/**
 * HoDoKu's forms of the unique rectangle's types 1 to 4 (`unique-rectangle-hodoku`):
 * SE's types on a rectangle where some corner lost a or b, which SE does not look
 * at, and on any rectangle type 3's other naked subsets (SE keeps the easiest one),
 * with the box a line subset locks. See uniqueness-extended.ts.
 */

import { bit, digitsOf, popcount } from '../../geometry'
import { RECTANGLE, roofSubset, unitsShared } from './uniqueness'
import {
  combinations,
  deduction,
  firstOf,
  movesKey,
  placesOf,
  strikes,
  type Deduction,
  type LogicState,
  type Technique,
} from '../types'
import { eachRectangle, inLine, other, seeingAll, struck, type Rectangle } from './rectangles'
import { catalogued } from '../catalogue'

/** Type 3's naked subsets go up to this many cells besides the roof (a quad with it). */
const MAX_ROOF_PARTNERS = 3

/**
 * Type 3 as HoDoKu reads it: the roof (two extra corners sharing a unit) acts as one
 * cell holding one of its extra digits X; with k other cells of the unit that hold
 * neither a nor b and k + 1 digits with X in all, the roof and those cells hold
 * those digits (two roof cells cannot both take extra digits: k + 2 cells, k + 1
 * digits), so they leave the rest of the unit, and of the box too when the roof and
 * the k cells all lie in one box. Every such subset, not only SE's easiest.
 */
function typeThree(s: LogicState, r: Rectangle, visit: (d: Deduction) => boolean): boolean {
  const { g, masks } = s
  const { corners, pair } = r
  const [e1, e2] = r.extra as [number, number]
  const x = (masks[e1]! | masks[e2]!) & ~pair
  for (const u of unitsShared(s, e1, e2)) {
    const isBox = u >= 2 * g.size
    const others = g.units[u]!.filter(
      (c) => masks[c] && c !== e1 && c !== e2 && !corners.includes(c) && !(masks[c]! & pair),
    )
    for (let k = 1; k <= Math.min(MAX_ROOF_PARTNERS, others.length); k++)
      for (const cells of combinations(others, k)) {
        const digits = cells.reduce((m, c) => m | masks[c]!, x)
        if (popcount(digits) !== k + 1) continue
        const locked = [e1, e2, ...cells]
        const box = g.boxOf[e1]!
        const oneBox = locked.every((c) => g.boxOf[c] === box)
        // A box subset along one line is the line's, found there.
        if (isBox && locked.every((c) => inLine(s, e1, c) && inLine(s, e2, c))) continue
        const units = !isBox && oneBox ? [u, 2 * g.size + box] : [u]
        const from = new Set(units.flatMap((v) => g.units[v]!))
        const elims = strikes(s, [...from], digits, (c) => locked.includes(c))
        if (!elims.length) continue
        const found = deduction('unique-rectangle-3', Math.round((RECTANGLE + k / 10) * 10) / 10, {
          cells: [...corners, ...cells],
          digits: [...digitsOf(pair), ...digitsOf(digits)],
          units,
          eliminate: elims,
        })
        if (visit(found)) return true
      }
  }
  return false
}

/** SE's types 1 to 4 on a rectangle with missing candidates (the others are uniqueness.ts's). */
function missingForms(s: LogicState, r: Rectangle, visit: (d: Deduction) => boolean): boolean {
  const { corners, pair, plain, extra } = r
  const digits = digitsOf(pair)
  if (plain.length === 3) {
    const elims = struck(s, extra[0]!, pair)
    return (
      !!elims.length &&
      visit(
        deduction('unique-rectangle-1', RECTANGLE, { cells: corners, digits, eliminate: elims }),
      )
    )
  }
  if (plain.length !== 2) return false
  const [e1, e2] = extra as [number, number]
  if (!inLine(s, e1, e2)) return false
  const xs = (s.masks[e1]! | s.masks[e2]!) & ~pair
  if (popcount(xs) === 1) {
    const x = digitsOf(xs)[0]!
    const elims = seeingAll(s, extra, corners, x)
    if (
      elims.length &&
      visit(
        deduction('unique-rectangle-2', RECTANGLE, {
          cells: corners,
          digits: [...digits, x],
          eliminate: elims,
        }),
      )
    )
      return true
  }
  // SE's easiest subset (hidden ones too), then HoDoKu's others.
  const three = roofSubset(s, 'unique-rectangle-3', RECTANGLE, corners, pair, [e1, e2])
  if (three && visit(three)) return true
  const seen = three ? movesKey(three) : ''
  if (typeThree(s, r, (d) => movesKey(d) !== seen && visit(d))) return true
  for (const d of digits) {
    // d is allowed in the roof's units (no digit on the board is d there): its places
    // in one of them are the roof only. One deduction for all such units.
    const units = unitsShared(s, e1, e2).filter((u) => {
      const cells = s.g.units[u]!
      const roof = (1 << cells.indexOf(e1)) | (1 << cells.indexOf(e2))
      return !(placesOf(s, u, bit(d)) & ~roof)
    })
    const elims = [...struck(s, e1, bit(other(pair, d))), ...struck(s, e2, bit(other(pair, d)))]
    if (
      units.length &&
      elims.length &&
      visit(
        deduction('unique-rectangle-4', RECTANGLE, {
          cells: corners,
          digits,
          units,
          eliminate: elims,
        }),
      )
    )
      return true
  }
  return false
}

/**
 * The type 3 subsets SE's rectangle (uniqueness.ts) leaves out on a rectangle whose
 * corners keep a and b: every naked subset but the one SE takes.
 */
function moreThrees(s: LogicState, r: Rectangle, visit: (d: Deduction) => boolean): boolean {
  if (r.plain.length !== 2 || !unitsShared(s, r.extra[0]!, r.extra[1]!).length) return false
  const se = roofSubset(s, 'unique-rectangle-3', RECTANGLE, r.corners, r.pair, [
    r.extra[0]!,
    r.extra[1]!,
  ])
  const seen = se ? movesKey(se) : ''
  return typeThree(s, r, (d) => movesKey(d) !== seen && visit(d))
}

export const hodokuRectangles: Technique = {
  ...catalogued('unique-rectangle-hodoku'),
  sizes: [9],
  find: (s) => firstOf(hodokuRectangles.search)(s),
  search: (s, visit) =>
    eachRectangle(s, (r) => (r.missing ? missingForms(s, r, visit) : moreThrees(s, r, visit))),
}
