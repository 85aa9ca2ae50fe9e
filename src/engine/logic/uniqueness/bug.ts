/**
 * Bivalue universal grave (BUG). If every unsolved cell had two candidates, and each
 * digit two places in each unit, the puzzle would have two solutions.
 * - Type 1, BUG+1 (SE 5.6): one cell has three candidates; the digit that has three
 *   places in its units must be its answer.
 * - Type 2 (SE 5.7, as Sukaku Explainer has it): several cells have three
 *   candidates, and without one same digit d in each of them the grid would be such
 *   a grave: one of them holds d, so d leaves every cell that sees them all.
 */

import { bit, popcount } from '../../geometry'
import {
  ALL_SIZES,
  deduction,
  firstOf,
  placesOf,
  sees,
  type LogicState,
  type Technique,
  type Visit,
} from '../types'
import { catalogued, ratingOf } from '../catalogue'

export const bug: Technique = {
  ...catalogued('bug'),
  sizes: ALL_SIZES,
  find: (s) => firstOf(bug.search)(s),
  search(s: LogicState, visit) {
    const { g, masks } = s
    let odd = -1
    let several = false
    for (let c = 0; c < g.cells; c++) {
      const k = popcount(masks[c]!)
      if (k <= 2) continue
      if (k > 3) return
      if (odd >= 0) several = true
      else odd = c
    }
    if (odd < 0) return
    if (several) return bugType2(s, visit)
    let answer = 0
    for (let d = 1; d <= g.size; d++) {
      const b = bit(d)
      for (let u = 0; u < 3 * g.size; u++) {
        const count = popcount(placesOf(s, u, b))
        if (count === 0 || count === 2) continue
        // Only the odd cell may break the pattern, and only by a third place.
        if (count !== 3 || !(masks[odd]! & b) || !g.unitsOf[odd]!.includes(u)) return
        answer |= b
      }
    }
    if (popcount(answer) !== 1) return
    const digit = 31 - Math.clz32(answer) + 1
    visit(
      deduction('bug', ratingOf('bug'), { cells: [odd], digits: [digit], place: [[odd, digit]] }),
    )
  },
}

/** BUG type 2: the cells with three candidates share a digit whose removal leaves a grave. */
function bugType2(s: LogicState, visit: Visit): void {
  const { g, masks, values } = s
  const odd: number[] = []
  let common = g.all
  for (let c = 0; c < g.cells; c++)
    if (!values[c] && popcount(masks[c]!) === 3) {
      odd.push(c)
      common &= masks[c]!
    }
  for (let d = 1; d <= g.size; d++) {
    const b = bit(d)
    if (!(common & b)) continue
    // Without d in the odd cells, every digit has zero or two places in every unit.
    let grave = true
    for (let u = 0; u < 3 * g.size && grave; u++)
      for (let e = 1; e <= g.size && grave; e++) {
        let count = 0
        for (const c of g.units[u]!)
          if (masks[c]! & bit(e) && !(e === d && odd.includes(c))) count++
        grave = count === 0 || count === 2
      }
    if (!grave) continue
    const elims: [number, number][] = []
    for (let c = 0; c < g.cells; c++)
      if (masks[c]! & b && !odd.includes(c) && odd.every((o) => sees(g, c, o))) elims.push([c, d])
    if (!elims.length) continue
    if (visit(deduction('bug', 5.7, { cells: odd, digits: [d], eliminate: elims }))) return
  }
}
