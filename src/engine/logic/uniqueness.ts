/**
 * Uniqueness: a puzzle with one solution never leaves a deadly pattern, four
 * unsolved cells at the corners of a rectangle in two rows, two columns and two
 * boxes holding only the same two digits {a,b} (the two could be swapped). SE 4.5
 * (type 1) and 4.6 (types 2 and 4); type 3 4.5 plus 0.1 per digit of its subset
 * past the first (naked pair 4.6, triple 4.7, quad 4.8), as Sudoku Explainer's
 * UniqueLoopType3NakedHint rates it.
 *   Type 1: three corners are exactly {a,b}: the fourth cannot be a or b.
 *   Type 2: two corners are {a,b}, the other two {a,b,x}: one of them is x, so x
 *           leaves every cell that sees both.
 *   Type 3: two corners are {a,b}; the other two (the roof) share a unit and hold
 *           extra digits X besides a and b. One roof cell holds a digit of X, so
 *           the roof acts as one cell with candidates X: with k-1 other cells of
 *           the unit whose candidates, with X, make k digits, it forms a naked
 *           k-subset, and those k digits leave the rest of the unit.
 *   Type 4: two corners are {a,b}; in a unit holding the other two, a has no other
 *           place: one of them is a, so neither can be b.
 */

import { bit, digitsOf, popcount } from '../geometry'
import {
  ALL_SIZES,
  combinations,
  deduction,
  placesOf,
  strikes,
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

export function unitsShared(s: LogicState, a: number, b: number): number[] {
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

/** SE looks for the roof's subset up to 2k <= the unit's empty cells: a quad at most on 9x9. */
const MAX_SUBSET = 4

/**
 * Type 3 on a rectangle or loop whose two extra cells `roof` share a unit: the
 * naked subset the roof's extra digits make with other cells of that unit, the
 * smallest first, or null. `base` is the pattern's rating before the subset's size.
 */
export function roofSubset(
  s: LogicState,
  id: string,
  base: number,
  pattern: readonly number[],
  pair: number,
  roof: readonly [number, number],
): Deduction | null {
  const { g, masks } = s
  const [a, b] = roof
  const extra = (masks[a]! | masks[b]!) & ~pair
  // One extra digit is type 2's case.
  if (popcount(extra) < 2) return null
  // SE's filter: an extra digit only one roof cell has must recur in the subset's other cells.
  // (SE also lets those cells hold a or b; we leave that rare case out.)
  const shared = masks[a]! & masks[b]! & extra
  for (let k = popcount(extra); k <= MAX_SUBSET; k++) {
    for (const u of unitsShared(s, a, b)) {
      const open = g.units[u]!.filter((c) => masks[c])
      if (2 * k > open.length) continue
      // The subset's other cells hold neither a nor b, so it is made of extra digits only.
      const others = open.filter(
        (c) => c !== a && c !== b && !(masks[c]! & pair) && popcount(masks[c]!) <= k,
      )
      for (const cells of combinations(others, k - 1)) {
        let union = extra
        let covered = shared
        for (const c of cells) {
          union |= masks[c]!
          covered |= masks[c]!
        }
        if (popcount(union) !== k || covered !== union) continue
        const elims = strikes(s, g.units[u]!, union, (c) => c === a || c === b || cells.includes(c))
        if (!elims.length) continue
        return deduction(id, Math.round((base + (k - 1) * 0.1) * 10) / 10, {
          cells: [...pattern, ...cells],
          digits: [...digitsOf(pair), ...digitsOf(union)],
          units: [u],
          eliminate: elims,
        })
      }
    }
  }
  return null
}

const type3: Technique = {
  id: 'unique-rectangle-3',
  name: 'Unique rectangle type 3',
  rating: 4.6,
  sizes: ALL_SIZES,
  find: (s) => {
    // The smallest subset over every rectangle (SE takes its easiest uniqueness hint).
    let best: Deduction | null = null
    eachRectangle(s, (corners, pair) => {
      const roof = corners.filter((c) => s.masks[c]! !== pair)
      if (roof.length !== 2) return null
      const found = roofSubset(s, 'unique-rectangle-3', 4.5, corners, pair, [roof[0]!, roof[1]!])
      if (found && (!best || found.rating < best.rating)) best = found
      // A pair is the easiest there is: stop there.
      return found && found.rating <= type3.rating ? found : null
    })
    return best
  },
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
export const uniqueRectangle3 = type3
export const uniqueRectangle4 = type4
