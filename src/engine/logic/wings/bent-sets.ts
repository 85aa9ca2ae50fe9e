/**
 * The wings of k cells (WXYZ-Wing k = 4, VWXYZ k = 5, UVWXYZ k = 6, TUVWXYZ k = 7), as
 * Sukaku Explainer, the rater of the published SE ratings (the Sudoku Exchange bank),
 * defines them: an almost locked set of k - 1 cells that all see each other (so they
 * lie in one house) holding k digits together, each cell at least two, and a
 * bivalue cell {x, z} outside it whose two digits are among the set's.
 *
 * When every cell of the set that holds x sees the bivalue cell, x is a restricted
 * common digit: if the bivalue cell is not z it is x, and the set loses x and
 * becomes a locked set that holds z. Either way z is in the bivalue cell or in the
 * set, so z leaves every cell that sees all the z cells of both. When z is
 * restricted too (doubly linked), the k cells are locked as a whole: x and z leave
 * every cell that sees all their cells, and each other digit of the set leaves
 * every cell that sees all the set's cells holding it.
 *
 * Sukaku Explainer's ratings: the WXYZ-Wing 5.5, 5.6 when the set's largest cell
 * holds three digits (the middle of two to four); the VWXYZ-Wing 6.2 plus 0.1 for
 * each step its largest cell is from the ends of two to five (6.3 for two or four
 * digits, 6.4 for three); the UVWXYZ-Wing 6.6 and the TUVWXYZ-Wing 7.5. Of several
 * wings it takes the lowest rated, then the one with most eliminations.
 */

import { bit, digitsOf, popcount } from '../../geometry'
import {
  deduction,
  firstOf,
  sees,
  type Deduction,
  type LogicState,
  type Technique,
  type Visit,
} from '../types'
import { catalogued } from '../catalogue'

/** The registry id of the wing of k cells. */
const IDS: Record<number, string> = {
  4: 'wxyz-wing',
  5: 'vwxyz-wing',
  6: 'uvwxyz-wing',
  7: 'tuvwxyz-wing',
}

/** Sukaku Explainer's rating of a wing of k cells whose set's largest cell holds `largest` digits. */
export function wingRating(k: number, largest: number): number {
  if (k === 4) return 5.5 + (1 - Math.abs(3 - largest)) / 10
  if (k === 5) return Math.round(62 + 2 - Math.abs(3 - largest)) / 10
  return k === 6 ? 6.6 : 7.5
}

function searchWings(s: LogicState, k: number, visit: Visit): void {
  const { g, masks, values } = s
  const id = IDS[k]!
  const found: Deduction[] = []
  const pick: number[] = []
  const bivalue: number[] = []
  for (let c = 0; c < g.cells; c++) if (!values[c] && popcount(masks[c]!) === 2) bivalue.push(c)
  if (!bivalue.length) return
  const seesAll = (c: number, cells: readonly number[]) => cells.every((e) => sees(g, c, e))
  /** The cells of `among` holding digit d. */
  const holding = (among: readonly number[], d: number) => among.filter((c) => masks[c]! & bit(d))
  const check = (als: readonly number[], union: number) => {
    let largest = 0
    for (const c of als) largest = Math.max(largest, popcount(masks[c]!))
    const rating = Math.round(wingRating(k, largest) * 10) / 10
    for (const y of bivalue) {
      const m = masks[y]!
      if ((m & union) !== m || als.includes(y)) continue
      const [p, q] = digitsOf(m) as [number, number]
      const restricted = (d: number) => holding(als, d).every((c) => sees(g, c, y))
      const rp = restricted(p)
      const rq = restricted(q)
      if (!rp && !rq) continue
      const wing = [...als, y]
      const elims: [number, number][] = []
      const strike = (d: number, cells: readonly number[]) => {
        for (let c = 0; c < g.cells; c++)
          if (masks[c]! & bit(d) && !wing.includes(c) && seesAll(c, cells)) elims.push([c, d])
      }
      if (rp && rq) {
        strike(p, holding(wing, p))
        strike(q, holding(wing, q))
        for (const w of digitsOf(union & ~m)) strike(w, holding(als, w))
      } else strike(rp ? q : p, holding(wing, rp ? q : p))
      if (!elims.length) continue
      found.push(
        deduction(id, rating, {
          cells: wing,
          digits: digitsOf(union),
          units: [],
          eliminate: elims,
        }),
      )
    }
  }
  const seen = new Set<string>()
  for (let u = 0; u < g.units.length; u++) {
    const pool = g.units[u]!.filter(
      (c) => !values[c] && popcount(masks[c]!) >= 2 && popcount(masks[c]!) <= k,
    )
    const walk = (from: number, union: number): void => {
      if (popcount(union) > k) return
      if (pick.length === k - 1) {
        if (popcount(union) !== k) return
        const key = [...pick].sort((a, b) => a - b).join(',')
        if (seen.has(key)) return
        seen.add(key)
        check(pick.slice(), union)
        return
      }
      for (let i = from; i < pool.length; i++) {
        pick.push(pool[i]!)
        walk(i + 1, union | masks[pool[i]!]!)
        pick.pop()
      }
    }
    walk(0, 0)
  }
  found.sort((a, b) => a.rating - b.rating || b.eliminate.length - a.eliminate.length)
  for (const d of found) if (visit(d)) return
}

function wing(k: number): Technique {
  const facts = catalogued(IDS[k]!)
  const search = (s: LogicState, visit: Visit) => searchWings(s, k, visit)
  return { ...facts, sizes: [9, 16], find: firstOf(search), search }
}

export const wxyzWing = wing(4)
export const vwxyzWing = wing(5)
export const uvwxyzWing = wing(6)
export const tuvwxyzWing = wing(7)
