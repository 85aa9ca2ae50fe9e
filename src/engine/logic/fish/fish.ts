/**
 * Basic fish. For one digit, k rows (the base) whose places all lie in the same k
 * columns (the cover): the digit must take one place in each base row, so it fills
 * the cover columns and leaves the rest of them. The same with rows and columns
 * swapped. SE: X-Wing (k = 2) 3.2, Swordfish (3) 3.8, Jellyfish (4) 5.2.
 */

import { bit, popcount } from '../../geometry'
import {
  ALL_SIZES,
  combinations,
  deduction,
  firstOf,
  placesOf,
  type LogicState,
  type Technique,
  type Visit,
} from '../types'
import { catalogued, ratingOf } from '../catalogue'

function searchFish(s: LogicState, k: number, id: string, rating: number, visit: Visit): void {
  const { g, masks } = s
  const n = g.size
  for (let d = 1; d <= n; d++) {
    const b = bit(d)
    for (const byRow of [true, false]) {
      const baseOffset = byRow ? 0 : n
      const coverOffset = byRow ? n : 0
      const lines: number[] = []
      const places: number[] = []
      for (let i = 0; i < n; i++) {
        const p = placesOf(s, baseOffset + i, b)
        places[i] = p
        const count = popcount(p)
        if (count >= 2 && count <= k) lines.push(i)
      }
      if (lines.length < k) continue
      for (const base of combinations(lines, k)) {
        let cover = 0
        for (const i of base) cover |= places[i]!
        if (popcount(cover) !== k) continue
        const coverLines: number[] = []
        for (let j = 0; j < n; j++) if (cover & (1 << j)) coverLines.push(j)
        const elims: [number, number][] = []
        for (const j of coverLines) {
          for (const c of g.units[coverOffset + j]!) {
            const line = byRow ? g.rowOf[c]! : g.colOf[c]!
            if (masks[c]! & b && !base.includes(line)) elims.push([c, d])
          }
        }
        if (!elims.length) continue
        const cells: number[] = []
        for (const i of base)
          for (const j of coverLines) {
            const c = byRow ? i * n + j : j * n + i
            if (masks[c]! & b) cells.push(c)
          }
        const found = deduction(id, rating, {
          cells,
          digits: [d],
          units: [...base.map((i) => baseOffset + i), ...coverLines.map((j) => coverOffset + j)],
          eliminate: elims,
        })
        if (visit(found)) return
      }
    }
  }
}

function fish(k: number, id: string): Technique {
  const rating = ratingOf(id)
  return {
    ...catalogued(id),
    sizes: ALL_SIZES.filter((n) => n > k),
    find: firstOf((s, visit) => searchFish(s, k, id, rating, visit)),
    search: (s, visit) => searchFish(s, k, id, rating, visit),
  }
}

export const xWing = fish(2, 'x-wing')
export const swordfish = fish(3, 'swordfish')
export const jellyfish = fish(4, 'jellyfish')
