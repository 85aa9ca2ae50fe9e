/**
 * Unique rectangles of types 5 and 6 and the hidden rectangle (HoDoKu's; SE never
 * had them). See uniqueness-extended.ts for the argument of each.
 */

import { bit, digitsOf, popcount } from '../../geometry'
import { deduction, firstOf, type Technique } from '../types'
import { eachRectangle, finsOf, inLine, other, seeingAll, struck } from './rectangles'
import { catalogued, ratingOf } from '../catalogue'

/** HoDoKu's ratings have no SE counterpart for these: our SE-scale estimates (issue 19 contract). */
const UR5 = ratingOf('unique-rectangle-5')
const UR6 = ratingOf('unique-rectangle-6')
const HIDDEN = ratingOf('hidden-rectangle')

export const type5: Technique = {
  ...catalogued('unique-rectangle-5'),
  sizes: [9],
  find: (s) => firstOf(type5.search)(s),
  search: (s, visit) =>
    eachRectangle(s, ({ corners, pair, plain, extra }) => {
      if (plain.length === 2 ? inLine(s, extra[0]!, extra[1]!) : plain.length !== 1) return false
      const xs = extra.reduce((m, c) => m | (s.masks[c]! & ~pair), 0)
      if (popcount(xs) !== 1) return false
      const x = digitsOf(xs)[0]!
      const elims = seeingAll(s, extra, corners, x)
      return (
        !!elims.length &&
        visit(
          deduction('unique-rectangle-5', UR5, {
            cells: corners,
            digits: [...digitsOf(pair), x],
            eliminate: elims,
            fins: finsOf(s, extra, x),
          }),
        )
      )
    }),
}

export const type6: Technique = {
  ...catalogued('unique-rectangle-6'),
  sizes: [9],
  find: (s) => firstOf(type6.search)(s),
  search: (s, visit) =>
    eachRectangle(s, ({ corners, pair, plain, extra }) => {
      if (plain.length !== 2 || inLine(s, extra[0]!, extra[1]!)) return false
      const { g } = s
      const n = g.size
      const lines = [g.rowOf[corners[0]]!, g.rowOf[corners[3]]!]
      const cols = [n + g.colOf[corners[0]]!, n + g.colOf[corners[3]]!]
      for (const d of digitsOf(pair)) {
        // d has no place in the two rows and two columns but the corners: an X-Wing on them.
        const outside = [...lines, ...cols].some((u) =>
          g.units[u]!.some((c) => !corners.includes(c) && s.masks[c]! & bit(d)),
        )
        if (outside) continue
        const elims = extra.flatMap((c) => struck(s, c, bit(d)))
        if (
          elims.length &&
          visit(
            deduction('unique-rectangle-6', UR6, {
              cells: corners,
              digits: [d, other(pair, d)],
              units: [...lines, ...cols],
              eliminate: elims,
            }),
          )
        )
          return true
      }
      return false
    }),
}

export const hidden: Technique = {
  ...catalogued('hidden-rectangle'),
  sizes: [9],
  find: (s) => firstOf(hidden.search)(s),
  search: (s, visit) =>
    eachRectangle(s, ({ corners, pair, plain }) => {
      if (plain.length === 2 ? inLine(s, plain[0]!, plain[1]!) : plain.length !== 1) return false
      const { g } = s
      for (const corner of plain) {
        // The opposite corner: corners are r1c1, r1c2, r2c1, r2c2.
        const far = corners[3 - corners.indexOf(corner)]!
        const units = [g.unitsOf[far]![0], g.unitsOf[far]![1]]
        for (const d of digitsOf(pair)) {
          const outside = units.some((u) =>
            g.units[u]!.some((c) => !corners.includes(c) && s.masks[c]! & bit(d)),
          )
          if (outside) continue
          const elims = struck(s, far, bit(other(pair, d)))
          if (
            elims.length &&
            visit(
              deduction('hidden-rectangle', HIDDEN, {
                cells: corners,
                digits: [d, other(pair, d)],
                units,
                eliminate: elims,
              }),
            )
          )
            return true
        }
      }
      return false
    }),
}
