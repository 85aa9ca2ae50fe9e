/**
 * Singles: the last empty cell of a unit (full house, SE 1.0), a digit with one place left in a unit (hidden single; SE 1.2 in a box,
 * 1.5 in a row or column), a cell with one candidate left (naked single, SE 2.3).
 */

import { lowestDigit } from '../geometry'
import { ALL_SIZES, deduction, type Deduction, type LogicState, type Technique } from './types'

/** The first hidden single in units [from, to), or null. */
export function findHiddenSingle(
  s: LogicState,
  from: number,
  to: number,
  id: string,
  rating: number,
): Deduction | null {
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
    const single = once & ~twice
    if (!single) continue
    const b = single & -single
    const cell = cells.find((c) => masks[c]! & b)!
    const digit = lowestDigit(b)
    return deduction(id, rating, {
      cells: [cell],
      digits: [digit],
      units: [u],
      place: [[cell, digit]],
    })
  }
  return null
}

export const fullHouse: Technique = {
  id: 'full-house',
  name: 'Full house',
  rating: 1.0,
  sizes: ALL_SIZES,
  find(s) {
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
      return deduction('full-house', 1.0, {
        cells: [empty],
        digits: [digit],
        units: [u],
        place: [[empty, digit]],
      })
    }
    return null
  },
}

export const hiddenSingleBox: Technique = {
  id: 'hidden-single-box',
  name: 'Hidden single in a box',
  rating: 1.2,
  sizes: ALL_SIZES,
  find: (s) => findHiddenSingle(s, 2 * s.g.size, 3 * s.g.size, 'hidden-single-box', 1.2),
}

export const hiddenSingleLine: Technique = {
  id: 'hidden-single-line',
  name: 'Hidden single in a row or column',
  rating: 1.5,
  sizes: ALL_SIZES,
  find: (s) => findHiddenSingle(s, 0, 2 * s.g.size, 'hidden-single-line', 1.5),
}

export const nakedSingle: Technique = {
  id: 'naked-single',
  name: 'Naked single',
  rating: 2.3,
  sizes: ALL_SIZES,
  find(s) {
    const { g, masks } = s
    for (let c = 0; c < g.cells; c++) {
      const m = masks[c]!
      if (m && !(m & (m - 1))) {
        const digit = lowestDigit(m)
        return deduction('naked-single', 2.3, { cells: [c], digits: [digit], place: [[c, digit]] })
      }
    }
    return null
  },
}
