/**
 * Wings: a pivot cell and two pincers that each see it.
 * XY-Wing (SE 4.2): pivot {x,y}, pincers {x,z} and {y,z}: whichever the pivot
 * holds, one pincer is z, so z leaves every cell that sees both pincers.
 * XYZ-Wing (SE 4.4): pivot {x,y,z}, pincers {x,z} and {y,z}: z leaves every cell
 * that sees all three.
 */

import { digitsOf, lowestDigit, popcount } from '../../geometry'
import {
  ALL_SIZES,
  deduction,
  firstOf,
  sees,
  type LogicState,
  type Technique,
  type Visit,
} from '../types'
import { catalogued, ratingOf } from '../catalogue'

function searchWing(s: LogicState, xyz: boolean, id: string, rating: number, visit: Visit): void {
  const { g, masks } = s
  for (let pivot = 0; pivot < g.cells; pivot++) {
    const pm = masks[pivot]!
    if (popcount(pm) !== (xyz ? 3 : 2)) continue
    const pincers = g.peers[pivot]!.filter((c) => {
      const m = masks[c]!
      return popcount(m) === 2 && popcount(m & pm) === (xyz ? 2 : 1)
    })
    for (let i = 0; i < pincers.length; i++) {
      for (let j = i + 1; j < pincers.length; j++) {
        const a = pincers[i]!
        const b = pincers[j]!
        const ma = masks[a]!
        const mb = masks[b]!
        if (ma === mb) continue
        const z = ma & mb
        if (popcount(z) !== 1) continue
        // XY: the pincers share z, which the pivot lacks, and cover the pivot's two digits.
        if (xyz ? !(pm & z) || (ma | mb) !== pm : pm & z || ((ma | mb) & ~z) !== pm) continue
        const digit = lowestDigit(z)
        const elims: [number, number][] = []
        for (const c of g.peers[a]!) {
          if (c === pivot || c === b || !(masks[c]! & z) || !sees(g, b, c)) continue
          if (xyz && !sees(g, pivot, c)) continue
          elims.push([c, digit])
        }
        if (!elims.length) continue
        const found = deduction(id, rating, {
          cells: [pivot, a, b],
          digits: digitsOf(pm | z),
          eliminate: elims,
        })
        if (visit(found)) return
      }
    }
  }
}

export const xyWing: Technique = {
  ...catalogued('xy-wing'),
  sizes: ALL_SIZES,
  find: firstOf((s, visit) => searchWing(s, false, 'xy-wing', ratingOf('xy-wing'), visit)),
  search: (s, visit) => searchWing(s, false, 'xy-wing', ratingOf('xy-wing'), visit),
}

export const xyzWing: Technique = {
  ...catalogued('xyz-wing'),
  sizes: ALL_SIZES,
  find: firstOf((s, visit) => searchWing(s, true, 'xyz-wing', ratingOf('xyz-wing'), visit)),
  search: (s, visit) => searchWing(s, true, 'xyz-wing', ratingOf('xyz-wing'), visit),
}
