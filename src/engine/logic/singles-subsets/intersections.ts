/**
 * Locked candidates. Pointing (SE 2.6): a digit's places in a box all lie in one
 * row or column, so it is struck from the rest of that line. Claiming (SE 2.8): a
 * digit's places in a row or column all lie in one box, so it is struck from the
 * rest of the box. The "direct" forms (SE 1.7 and 1.9) count only when the strike
 * leaves a hidden single at once in a unit of the base's kind (another box on the
 * line for pointing, another line of the same direction through the box for
 * claiming: Sudoku Explainer's rule), and place that single.
 */

import { bit } from '../../geometry'
import { directSingle } from './direct'
import {
  ALL_SIZES,
  deduction,
  firstOf,
  strikes,
  type LogicState,
  type Technique,
  type Visit,
} from '../types'
import { catalogued, ratingOf } from '../catalogue'

/** Each locked-candidates pattern in turn; `visit` returns true to stop. */
function eachLock(
  s: LogicState,
  pointing: boolean,
  visit: (
    cells: number[],
    digit: number,
    units: [number, number],
    elims: [number, number][],
  ) => boolean,
): void {
  const { g, masks } = s
  const n = g.size
  for (let d = 1; d <= n; d++) {
    const b = bit(d)
    // Pointing: base = a box, cover = its row or column. Claiming: base = a line, cover = its box.
    for (let base = pointing ? 2 * n : 0; base < (pointing ? 3 * n : 2 * n); base++) {
      const cells = g.units[base]!.filter((c) => masks[c]! & b)
      if (cells.length < 2) continue
      const covers = pointing
        ? [g.rowOf[cells[0]!]!, n + g.colOf[cells[0]!]!]
        : [2 * n + g.boxOf[cells[0]!]!]
      for (const cover of covers) {
        if (!cells.every((c) => g.unitsOf[c]!.includes(cover))) continue
        const elims = strikes(s, g.units[cover]!, b, (c) => cells.includes(c))
        if (!elims.length) continue
        if (visit(cells, d, [base, cover], elims)) return
      }
    }
  }
}

function lockTechnique(pointing: boolean, direct: boolean): Technique {
  const id = `${direct ? 'direct-' : ''}${pointing ? 'pointing' : 'claiming'}`
  const rating = ratingOf(id)
  const search = (s: LogicState, visit: Visit): void =>
    eachLock(s, pointing, (cells, digit, units, elims) => {
      // As SE: the single is in a unit of the base's kind (a box for pointing, a line
      // of the base's direction for claiming) that crosses the cover.
      const kind = Math.floor(units[0] / s.g.size)
      const place = direct ? directSingle(s, elims, (u) => Math.floor(u / s.g.size) === kind) : null
      if (direct && !place) return false
      return visit(
        deduction(id, rating, {
          cells,
          digits: [digit],
          units,
          eliminate: direct ? [] : elims,
          place: place ? [place] : [],
        }),
      )
    })
  return {
    ...catalogued(id),
    sizes: ALL_SIZES,
    find: (s) => firstOf(search)(s),
    search,
  }
}

export const directPointing = lockTechnique(true, true)
export const directClaiming = lockTechnique(false, true)
export const pointing = lockTechnique(true, false)
export const claiming = lockTechnique(false, false)
