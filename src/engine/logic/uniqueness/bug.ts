/**
 * BUG+1 (bivalue universal grave, SE 5.6). If every unsolved cell but one had two
 * candidates, and each digit two places in each unit, the puzzle would have two
 * solutions. So in the one cell with three candidates, the digit that has three
 * places in its units must be the answer.
 */

import { bit, popcount } from '../../geometry'
import { ALL_SIZES, deduction, firstOf, placesOf, type LogicState, type Technique } from '../types'
import { catalogued, ratingOf } from '../catalogue'

export const bug: Technique = {
  ...catalogued('bug'),
  sizes: ALL_SIZES,
  find: (s) => firstOf(bug.search)(s),
  search(s: LogicState, visit) {
    const { g, masks } = s
    let odd = -1
    for (let c = 0; c < g.cells; c++) {
      const k = popcount(masks[c]!)
      if (k <= 2) continue
      if (k > 3 || odd >= 0) return
      odd = c
    }
    if (odd < 0) return
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
