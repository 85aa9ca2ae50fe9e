/**
 * Singles: the last empty cell of a unit (full house, SE 1.0), a digit with one place left in a unit (hidden single; SE 1.2 in a box,
 * 1.5 in a row or column), a cell with one candidate left (naked single, SE 2.3).
 */

import { lowestDigit } from '../../geometry'
import {
  ALL_SIZES,
  deduction,
  firstOf,
  type LogicState,
  type Technique,
  type Visit,
} from '../types'
import { catalogued, ratingOf } from '../catalogue'

/** Each hidden single in units [from, to), unit by unit and lowest digit first. */
export function searchHiddenSingle(
  s: LogicState,
  from: number,
  to: number,
  id: string,
  rating: number,
  visit: Visit,
): void {
  const { g, masks } = s
  for (let u = from; u < to; u++) {
    const cells = g.units[u]!
    let once = 0
    let twice = 0
    for (const c of cells) {
      const m = masks[c]!
      twice |= once & m
      once |= m
    }
    for (let single = once & ~twice; single; single &= single - 1) {
      const b = single & -single
      const cell = cells.find((c) => masks[c]! & b)!
      const digit = lowestDigit(b)
      const d = deduction(id, rating, {
        cells: [cell],
        digits: [digit],
        units: [u],
        place: [[cell, digit]],
      })
      if (visit(d)) return
    }
  }
}

export const fullHouse: Technique = {
  ...catalogued('full-house'),
  sizes: ALL_SIZES,
  find: (s) => firstOf(fullHouse.search)(s),
  search(s, visit) {
    const { g, values, masks } = s
    for (let u = 0; u < 3 * g.size; u++) {
      let empty = -1
      let count = 0
      for (const c of g.units[u]!) {
        if (values[c]) continue
        empty = c
        if (++count > 1) break
      }
      if (count !== 1 || !masks[empty]) continue
      const digit = lowestDigit(masks[empty]!)
      const d = deduction('full-house', ratingOf('full-house'), {
        cells: [empty],
        digits: [digit],
        units: [u],
        place: [[empty, digit]],
      })
      if (visit(d)) return
    }
  },
}

export const hiddenSingleBox: Technique = {
  ...catalogued('hidden-single-box'),
  sizes: ALL_SIZES,
  find: firstOf((s, visit) =>
    searchHiddenSingle(
      s,
      2 * s.g.size,
      3 * s.g.size,
      'hidden-single-box',
      ratingOf('hidden-single-box'),
      visit,
    ),
  ),
  search: (s, visit) =>
    searchHiddenSingle(
      s,
      2 * s.g.size,
      3 * s.g.size,
      'hidden-single-box',
      ratingOf('hidden-single-box'),
      visit,
    ),
}

export const hiddenSingleLine: Technique = {
  ...catalogued('hidden-single-line'),
  sizes: ALL_SIZES,
  find: firstOf((s, visit) =>
    searchHiddenSingle(
      s,
      0,
      2 * s.g.size,
      'hidden-single-line',
      ratingOf('hidden-single-line'),
      visit,
    ),
  ),
  search: (s, visit) =>
    searchHiddenSingle(
      s,
      0,
      2 * s.g.size,
      'hidden-single-line',
      ratingOf('hidden-single-line'),
      visit,
    ),
}

export const nakedSingle: Technique = {
  ...catalogued('naked-single'),
  sizes: ALL_SIZES,
  find: (s) => firstOf(nakedSingle.search)(s),
  search(s, visit) {
    const { g, masks } = s
    for (let c = 0; c < g.cells; c++) {
      const m = masks[c]!
      if (m && !(m & (m - 1))) {
        const digit = lowestDigit(m)
        const d = deduction('naked-single', ratingOf('naked-single'), {
          cells: [c],
          digits: [digit],
          place: [[c, digit]],
        })
        if (visit(d)) return
      }
    }
  },
}
