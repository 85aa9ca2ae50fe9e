/**
 * Naked and hidden subsets. Naked: k cells of a unit whose candidates together are
 * k digits, so those digits leave the rest of the unit (and of a second unit the
 * cells share). Hidden: k digits whose places in a unit are the same k cells, so
 * those cells lose every other digit. SE: naked pair 3.0, triple 3.6, quad 5.0;
 * hidden pair 3.4, triple 4.0, quad 5.4; direct hidden pair 2.0 and triple 2.5 (a
 * hidden set whose strikes leave a hidden single, see direct.ts).
 */

import { digitsOf, popcount } from '../../geometry'
import { directSingle } from './direct'
import {
  ALL_SIZES,
  combinations,
  deduction,
  firstOf,
  placesOf,
  strikes,
  type LogicState,
  type Technique,
  type Visit,
} from '../types'
import { catalogued, ratingOf } from '../catalogue'

const NAMES = ['', '', 'pair', 'triple', 'quad']

function searchNaked(s: LogicState, k: number, id: string, rating: number, visit: Visit): void {
  const { g, masks } = s
  for (let u = 0; u < 3 * g.size; u++) {
    const open = g.units[u]!.filter((c) => masks[c]! && popcount(masks[c]!) <= k)
    if (open.length < k) continue
    for (const cells of combinations(open, k)) {
      let union = 0
      for (const c of cells) union |= masks[c]!
      if (popcount(union) !== k) continue
      const units = sharedUnits(s, cells)
      // Cells sharing a row (or column) and a box are met in each unit: report
      // them once, from the first of their shared units the loop reaches.
      if (units.some((v) => v < u)) continue
      const elims: [number, number][] = []
      for (const v of units) {
        for (const e of strikes(s, g.units[v]!, union, (c) => cells.includes(c))) {
          if (!elims.some(([c, d]) => c === e[0] && d === e[1])) elims.push(e)
        }
      }
      if (
        elims.length &&
        visit(deduction(id, rating, { cells, digits: digitsOf(union), units, eliminate: elims }))
      )
        return
    }
  }
}

/** The units every one of the cells lies in. */
function sharedUnits(s: LogicState, cells: readonly number[]): number[] {
  return s.g.unitsOf[cells[0]!]!.filter((u) => cells.every((c) => s.g.unitsOf[c]!.includes(u)))
}

function searchHidden(
  s: LogicState,
  k: number,
  id: string,
  rating: number,
  direct: boolean,
  visit: Visit,
): void {
  const { g } = s
  const n = g.size
  for (let u = 0; u < 3 * n; u++) {
    const unitCells = g.units[u]!
    const places: number[] = []
    const digits: number[] = []
    for (let d = 1; d <= n; d++) {
      const p = placesOf(s, u, 1 << (d - 1))
      places[d] = p
      const count = popcount(p)
      if (count >= 2 && count <= k) digits.push(d)
    }
    if (digits.length < k) continue
    for (const set of combinations(digits, k)) {
      let where = 0
      let mask = 0
      for (const d of set) {
        where |= places[d]!
        mask |= 1 << (d - 1)
      }
      if (popcount(where) !== k) continue
      const cells = unitCells.filter((_, i) => where & (1 << i))
      const elims = strikes(s, cells, g.all & ~mask, () => false)
      if (!elims.length) continue
      if (!direct) {
        if (visit(deduction(id, rating, { cells, digits: set, units: [u], eliminate: elims })))
          return
        continue
      }
      const place = directSingle(s, elims, (x) => x === u)
      if (place && visit(deduction(id, rating, { cells, digits: set, units: [u], place: [place] })))
        return
    }
  }
}

function naked(k: number): Technique {
  const id = `naked-${NAMES[k]}`
  const rating = ratingOf(id)
  return {
    ...catalogued(id),
    sizes: ALL_SIZES.filter((n) => n > k),
    find: firstOf((s, visit) => searchNaked(s, k, id, rating, visit)),
    search: (s, visit) => searchNaked(s, k, id, rating, visit),
  }
}

function hidden(k: number, direct = false): Technique {
  const id = `${direct ? 'direct-' : ''}hidden-${NAMES[k]}`
  const rating = ratingOf(id)
  return {
    ...catalogued(id),
    sizes: ALL_SIZES.filter((n) => n > k),
    find: firstOf((s, visit) => searchHidden(s, k, id, rating, direct, visit)),
    search: (s, visit) => searchHidden(s, k, id, rating, direct, visit),
  }
}

export const directHiddenPair = hidden(2, true)
export const directHiddenTriple = hidden(3, true)
export const nakedPair = naked(2)
export const hiddenPair = hidden(2)
export const nakedTriple = naked(3)
export const hiddenTriple = hidden(3)
export const nakedQuad = naked(4)
export const hiddenQuad = hidden(4)
