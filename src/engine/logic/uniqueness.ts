/**
 * Uniqueness: a puzzle with one solution never leaves a deadly pattern, four
 * unsolved cells at the corners of a rectangle in two rows, two columns and two
 * boxes holding only the same two digits {a,b} (the two could be swapped). SE 4.5
 * (type 1) and 4.6 (types 2 and 4).
 *   Type 1: three corners are exactly {a,b}: the fourth cannot be a or b.
 *   Type 2: two corners are {a,b}, the other two {a,b,x}: one of them is x, so x
 *           leaves every cell that sees both.
 *   Type 4: two corners are {a,b}; in a unit holding the other two, a has no other
 *           place: one of them is a, so neither can be b.
 */

import { bit, digitsOf, popcount } from '../geometry'
import {
  ALL_SIZES,
  deduction,
  placesOf,
  type Deduction,
  type LogicState,
  type Technique,
} from './types'

/** Each rectangle of unsolved cells over two boxes, with its pair {a,b}; `visit` may return a deduction. */
function eachRectangle(
  s: LogicState,
  visit: (corners: number[], pair: number) => Deduction | null,
): Deduction | null {
  const { g, masks } = s
  const n = g.size
  for (let r1 = 0; r1 < n; r1++)
    for (let r2 = r1 + 1; r2 < n; r2++)
      for (let c1 = 0; c1 < n; c1++)
        for (let c2 = c1 + 1; c2 < n; c2++) {
          const corners = [r1 * n + c1, r1 * n + c2, r2 * n + c1, r2 * n + c2]
          const boxes = new Set(corners.map((c) => g.boxOf[c]))
          if (boxes.size !== 2) continue
          let pair = g.all
          for (const c of corners) pair &= masks[c]!
          if (popcount(pair) < 2) continue
          // Each pair of digits the four corners share.
          const digits = digitsOf(pair)
          for (let i = 0; i < digits.length; i++)
            for (let j = i + 1; j < digits.length; j++) {
              const found = visit(corners, bit(digits[i]!) | bit(digits[j]!))
              if (found) return found
            }
        }
  return null
}

function unitsShared(s: LogicState, a: number, b: number): number[] {
  return s.g.unitsOf[a]!.filter((u) => s.g.unitsOf[b]!.includes(u))
}

const type1: Technique = {
  id: 'unique-rectangle-1',
  name: 'Unique rectangle type 1',
  rating: 4.5,
  sizes: ALL_SIZES,
  find: (s) =>
    eachRectangle(s, (corners, pair) => {
      const extra = corners.filter((c) => s.masks[c]! !== pair)
      if (extra.length !== 1) return null
      const target = extra[0]!
      return deduction('unique-rectangle-1', 4.5, {
        cells: corners,
        digits: digitsOf(pair),
        eliminate: digitsOf(pair).map((d) => [target, d] as [number, number]),
      })
    }),
}

const type2: Technique = {
  id: 'unique-rectangle-2',
  name: 'Unique rectangle type 2',
  rating: 4.6,
  sizes: ALL_SIZES,
  find: (s) =>
    eachRectangle(s, (corners, pair) => {
      const roof = corners.filter((c) => s.masks[c]! !== pair)
      if (roof.length !== 2 || s.masks[roof[0]!] !== s.masks[roof[1]!]) return null
      const x = s.masks[roof[0]!]! & ~pair
      if (popcount(x) !== 1) return null
      const [a, b] = roof as [number, number]
      const elims: [number, number][] = []
      for (const c of s.g.peers[a]!) {
        if (c !== b && s.masks[c]! & x && s.g.peers[b]!.includes(c))
          elims.push([c, digitsOf(x)[0]!])
      }
      if (!elims.length) return null
      return deduction('unique-rectangle-2', 4.6, {
        cells: corners,
        digits: digitsOf(pair | x),
        eliminate: elims,
      })
    }),
}

const type4: Technique = {
  id: 'unique-rectangle-4',
  name: 'Unique rectangle type 4',
  rating: 4.6,
  sizes: ALL_SIZES,
  find: (s) =>
    eachRectangle(s, (corners, pair) => {
      const roof = corners.filter((c) => s.masks[c]! !== pair)
      if (roof.length !== 2) return null
      const [a, b] = roof as [number, number]
      for (const u of unitsShared(s, a, b)) {
        for (const d of digitsOf(pair)) {
          const places = placesOf(s, u, bit(d))
          const cells = s.g.units[u]!.filter((_, i) => places & (1 << i))
          if (cells.length !== 2) continue
          const other = digitsOf(pair & ~bit(d))[0]!
          return deduction('unique-rectangle-4', 4.6, {
            cells: corners,
            digits: digitsOf(pair),
            units: [u],
            eliminate: [
              [a, other],
              [b, other],
            ],
          })
        }
      }
      return null
    }),
}

export const uniqueRectangle1 = type1
export const uniqueRectangle2 = type2
export const uniqueRectangle4 = type4
