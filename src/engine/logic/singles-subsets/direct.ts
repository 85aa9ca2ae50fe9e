/**
 * "Direct" techniques (SE's direct pointing, claiming and hidden sets): a pattern
 * whose eliminations leave a hidden single at once counts, at a lower rating than
 * the pattern itself, as the way to that single. Only the placement is applied.
 */

import { bit } from '../../geometry'
import type { LogicState } from '../types'

/**
 * The hidden single the eliminations make in a unit of a struck cell (or only in
 * the units `only` takes), for a struck digit; or null.
 */
export function directSingle(
  s: LogicState,
  elims: readonly [number, number][],
  only?: (unit: number) => boolean,
): [number, number] | null {
  const { g, masks } = s
  for (const [cell, digit] of elims) {
    const b = bit(digit)
    for (const u of g.unitsOf[cell]!) {
      if (only && !only(u)) continue
      let left = -1
      let count = 0
      for (const c of g.units[u]!) {
        if (!(masks[c]! & b) || isStruck(elims, c, digit)) continue
        left = c
        if (++count > 1) break
      }
      if (count === 1 && !struckAll(elims, left, masks[left]!)) return [left, digit]
    }
  }
  return null
}

function isStruck(elims: readonly [number, number][], cell: number, digit: number): boolean {
  return elims.some(([c, d]) => c === cell && d === digit)
}

/** True when the eliminations empty the cell (then the puzzle is broken, not solved). */
function struckAll(elims: readonly [number, number][], cell: number, mask: number): boolean {
  let m = mask
  for (const [c, d] of elims) if (c === cell) m &= ~bit(d)
  return m === 0
}
