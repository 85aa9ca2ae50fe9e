/**
 * Bent wings (WXYZ-Wing and larger; SudokuWiki's "WXYZ-Wing" generalised). k
 * unsolved cells within a box and a line that crosses it, not all in one of the
 * two, holding exactly k digits together. Every digit whose cells all see each
 * other can be in at most one of them; if only one digit z is not like that, the
 * k cells hold all k digits and z is among them, so z leaves every cell that sees
 * all of the set's z cells. Rated the way the Sudoku Exchange bank's rater rates
 * them on our tuning part: puzzles whose hardest step is a four-cell wing are
 * published at 5.5-5.7, a five-cell wing at 6.3-6.4 (SE's own list has WXYZ at
 * 4.6 and VWXYZ at 5.0 as local additions; the bank's figures win here).
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
import { catalogued, ratingOf } from '../catalogue'

/** The registry id of the bent set of k cells. */
const IDS: Record<number, string> = { 4: 'wxyz-wing', 5: 'vwxyz-wing' }

function searchBent(s: LogicState, k: number, visit: Visit): void {
  const { g, masks } = s
  const n = g.size
  const id = IDS[k]!
  const rating = ratingOf(id)
  const together = (x: number, y: number) => x === y || sees(g, x, y)
  for (let box = 0; box < n; box++) {
    const boxCells = g.units[2 * n + box]!
    const lines = new Set<number>()
    for (const c of boxCells) lines.add(g.rowOf[c]!).add(n + g.colOf[c]!)
    for (const line of lines) {
      const pool = [...new Set([...boxCells, ...g.units[line]!])].filter(
        (c) => masks[c]! && popcount(masks[c]!) <= k,
      )
      const pick: number[] = []
      let stop = false
      const walk = (from: number, union: number): void => {
        if (stop || popcount(union) > k) return
        if (pick.length === k) {
          const found = popcount(union) === k ? check(pick, union) : null
          if (found && visit(found)) stop = true
          return
        }
        for (let i = from; i < pool.length && !stop; i++) {
          pick.push(pool[i]!)
          walk(i + 1, union | masks[pool[i]!]!)
          pick.pop()
        }
      }
      const check = (cells: number[], union: number): Deduction | null => {
        const inBox = cells.filter((c) => g.boxOf[c] === box).length
        if (inBox === 0 || inBox === cells.length) return null
        const onLine = cells.filter((c) => g.unitsOf[c]!.includes(line)).length
        if (onLine === cells.length) return null
        let z = 0
        for (const d of digitsOf(union)) {
          const dc = cells.filter((c) => masks[c]! & bit(d))
          if (dc.every((a) => dc.every((b) => together(a, b)))) continue
          if (z) return null
          z = d
        }
        if (!z) return null
        const zCells = cells.filter((c) => masks[c]! & bit(z))
        const elims: [number, number][] = []
        for (const c of g.peers[zCells[0]!]!) {
          if (cells.includes(c) || !(masks[c]! & bit(z))) continue
          if (zCells.every((e) => sees(g, c, e))) elims.push([c, z])
        }
        if (!elims.length) return null
        return deduction(id, rating, {
          cells: [...cells],
          digits: digitsOf(union),
          units: [2 * n + box, line],
          eliminate: elims,
        })
      }
      walk(0, 0)
      if (stop) return
    }
  }
}

function bent(k: number): Technique {
  const facts = catalogued(IDS[k]!)
  const search = (s: LogicState, visit: Visit) => searchBent(s, k, visit)
  return { ...facts, sizes: [9, 16], find: firstOf(search), search }
}

export const wxyzWing = bent(4)
export const vwxyzWing = bent(5)
