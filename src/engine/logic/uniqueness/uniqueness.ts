/**
 * Uniqueness: a puzzle with one solution never leaves a deadly pattern, four
 * unsolved cells at the corners of a rectangle in two rows, two columns and two
 * boxes holding only the same two digits {a,b} (the two could be swapped). 4.5 for
 * types 1, 2 and 4, as in Sudoku Explainer's source (UniqueLoopHint.getDifficulty,
 * which types 2 and 4 do not override); type 3 as Sudoku Explainer rates it
 * (UniqueLoopType3NakedHint, UniqueLoopType3HiddenHint): 4.5 plus 0.1 per naked
 * digit past the first (naked pair 4.6, triple 4.7, quad 4.8) or per hidden digit
 * past the second (hidden pair 4.5, triple 4.6, quad 4.7).
 *   Type 1: three corners are exactly {a,b}: the fourth cannot be a or b.
 *   Type 2: two corners are {a,b}, the other two {a,b,x}: one of them is x, so x
 *           leaves every cell that sees both.
 *   Type 3: two corners are {a,b}; the other two (the roof) share a unit and hold
 *           extra digits X besides a and b. One roof cell holds a digit of X, so
 *           the roof acts as one cell in a naked or hidden subset of that unit
 *           (see `roofSubset`).
 *   Type 4: two corners are {a,b}; in a unit holding the other two, a has no other
 *           place: one of them is a, so neither can be b.
 */

import { bit, digitsOf, popcount } from '../../geometry'
import {
  ALL_SIZES,
  combinations,
  deduction,
  firstOf,
  placesOf,
  strikes,
  type Deduction,
  type LogicState,
  type Technique,
} from '../types'
import { catalogued, ratingOf } from '../catalogue'

/** Each rectangle of unsolved cells over two boxes, with its pair {a,b}; `visit` returns true to stop. */
function eachRectangle(s: LogicState, visit: (corners: number[], pair: number) => boolean): void {
  const { g, masks } = s
  const n = g.size
  const box = g.boxOf
  for (let r1 = 0; r1 < n; r1++)
    for (let r2 = r1 + 1; r2 < n; r2++)
      for (let c1 = 0; c1 < n; c1++) {
        const a = r1 * n + c1
        const c = r2 * n + c1
        // A hot loop (every rectangle at every step): prune on the first column's corners.
        if (popcount(masks[a]! & masks[c]!) < 2) continue
        for (let c2 = c1 + 1; c2 < n; c2++) {
          const b = r1 * n + c2
          const d = r2 * n + c2
          // Two boxes: the rows share boxes and the columns do not, or the other way round.
          const rowsBoxed = box[a] === box[b] && box[c] === box[d] && box[a] !== box[c]
          const colsBoxed = box[a] === box[c] && box[b] === box[d] && box[a] !== box[b]
          if (!rowsBoxed && !colsBoxed) continue
          const pair = masks[a]! & masks[b]! & masks[c]! & masks[d]!
          if (popcount(pair) < 2) continue
          const corners = [a, b, c, d]
          // Each pair of digits the four corners share.
          const digits = digitsOf(pair)
          for (let i = 0; i < digits.length; i++)
            for (let j = i + 1; j < digits.length; j++)
              if (visit(corners, bit(digits[i]!) | bit(digits[j]!))) return
        }
      }
}

export function unitsShared(s: LogicState, a: number, b: number): number[] {
  return s.g.unitsOf[a]!.filter((u) => s.g.unitsOf[b]!.includes(u))
}

/** Sudoku Explainer's base rating for a uniqueness test: types 1, 2 and 4, and type 3's floor. */
export const RECTANGLE = ratingOf('unique-rectangle-1')

const type1: Technique = {
  ...catalogued('unique-rectangle-1'),
  sizes: ALL_SIZES,
  find: (s) => firstOf(type1.search)(s),
  search: (s, visit) =>
    eachRectangle(s, (corners, pair) => {
      const extra = corners.filter((c) => s.masks[c]! !== pair)
      if (extra.length !== 1) return false
      const target = extra[0]!
      return visit(
        deduction('unique-rectangle-1', RECTANGLE, {
          cells: corners,
          digits: digitsOf(pair),
          eliminate: digitsOf(pair).map((d) => [target, d] as [number, number]),
        }),
      )
    }),
}

const type2: Technique = {
  ...catalogued('unique-rectangle-2'),
  sizes: ALL_SIZES,
  find: (s) => firstOf(type2.search)(s),
  search: (s, visit) =>
    eachRectangle(s, (corners, pair) => {
      const roof = corners.filter((c) => s.masks[c]! !== pair)
      if (roof.length !== 2 || s.masks[roof[0]!] !== s.masks[roof[1]!]) return false
      const x = s.masks[roof[0]!]! & ~pair
      if (popcount(x) !== 1) return false
      const [a, b] = roof as [number, number]
      const elims: [number, number][] = []
      for (const c of s.g.peers[a]!) {
        if (c !== b && s.masks[c]! & x && s.g.peers[b]!.includes(c))
          elims.push([c, digitsOf(x)[0]!])
      }
      if (!elims.length) return false
      return visit(
        deduction('unique-rectangle-2', RECTANGLE, {
          cells: corners,
          digits: digitsOf(pair | x),
          eliminate: elims,
        }),
      )
    }),
}

/** SE looks for the roof's subset up to 2k <= the unit's empty cells: a quad at most on 9x9. */
const MAX_SUBSET = 4

/**
 * Type 3 on a rectangle or loop whose two extra cells `roof` share a unit: the
 * subset the roof makes with other cells of that unit, the easiest first (SE's
 * rating: `base` plus 0.1 per naked digit past the first, or per hidden digit past
 * the second), or null. Two forms, as in SE:
 * - naked: the roof's extra digits X and k-1 other cells hold k digits in all; the
 *   roof acts as one cell (one of it holds a digit of X), so the k digits leave the
 *   rest of the unit. The deduction's digits are the pair, then the k digits.
 * - hidden: k digits, a and b among them and none of X, have no place in the unit
 *   but one roof cell and k-1 other cells (besides the second roof cell). At most
 *   one roof cell holds a or b, so those k-1 cells hold the k digits' others and
 *   lose every other candidate. The deduction's digits are the pair, then the k-2 others.
 * Either way the subset's other cells follow the pattern's in `cells`.
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
  const rated = (r: number) => Math.round(r * 10) / 10
  let best: Deduction | null = null
  const consider = (d: Deduction) => {
    if (!best || d.rating < best.rating) best = d
  }
  // Step r rates base + r / 10: a naked subset of r + 1 digits or a hidden one of r + 2.
  for (let r = 0; r < MAX_SUBSET; r++) {
    for (const u of unitsShared(s, a, b)) {
      const open = g.units[u]!.filter((c) => masks[c])
      let k = r + 1
      if (k >= popcount(extra) && 2 * k <= open.length) {
        // The naked subset's other cells hold neither a nor b: it is made of extra digits only.
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
          const keep = (c: number) => c === a || c === b || cells.includes(c)
          const elims = strikes(s, g.units[u]!, union, keep)
          if (!elims.length) continue
          consider(
            deduction(id, rated(base + (k - 1) * 0.1), {
              cells: [...pattern, ...cells],
              digits: [...digitsOf(pair), ...digitsOf(union)],
              units: [u],
              eliminate: elims,
            }),
          )
          break
        }
      }
      // SE starts its hidden search at k = |X| as well; we start it at a pair whatever X is,
      // which finds HoDoku's published example (reglib 0602-1:49) that SE would miss.
      k = r + 2
      if (k <= MAX_SUBSET && 2 * k < open.length) {
        // The hidden subset: a, b and k-2 digits that are neither a, b nor extra.
        const rest = digitsOf(g.all & ~pair & ~extra)
        for (const more of combinations(rest, k - 2)) {
          const set = pair | more.reduce((m, d) => m | bit(d), 0)
          let places = 0
          let placed = false
          for (const d of digitsOf(set)) {
            const at = placesOf(s, u, bit(d)) & ~(1 << g.units[u]!.indexOf(b))
            if (!at) placed = true
            places |= at
          }
          if (placed || popcount(places) !== k) continue
          const cells = g.units[u]!.filter((c, i) => places & (1 << i) && c !== a)
          // The first roof cell must be one of the k places: always so on SE's rectangles
          // (both roof cells hold a and b), not when a corner lost them (uniqueness-extended.ts).
          if (cells.length !== k - 1) continue
          const elims = strikes(s, cells, g.all & ~set, () => false)
          if (!elims.length) continue
          consider(
            deduction(id, rated(base + (k - 2) * 0.1), {
              cells: [...pattern, ...cells],
              digits: [...digitsOf(pair), ...more],
              units: [u],
              eliminate: elims,
            }),
          )
          break
        }
      }
    }
    if (best) return best
  }
  return best
}

const type3: Technique = {
  ...catalogued('unique-rectangle-3'),
  sizes: ALL_SIZES,
  find: (s) => {
    // The smallest subset over every rectangle (SE takes its easiest uniqueness hint).
    let best: Deduction | null = null
    type3.search(s, (found) => {
      if (!best || found.rating < best.rating) best = found
      // A hidden pair is the easiest there is: stop there.
      return found.rating <= type3.rating
    })
    return best
  },
  /** Each rectangle's easiest subset (one deduction a rectangle). */
  search: (s, visit) =>
    eachRectangle(s, (corners, pair) => {
      const roof = corners.filter((c) => s.masks[c]! !== pair)
      if (roof.length !== 2) return false
      const found = roofSubset(s, 'unique-rectangle-3', RECTANGLE, corners, pair, [
        roof[0]!,
        roof[1]!,
      ])
      return !!found && visit(found)
    }),
}

const type4: Technique = {
  ...catalogued('unique-rectangle-4'),
  sizes: ALL_SIZES,
  find: (s) => firstOf(type4.search)(s),
  search: (s, visit) =>
    eachRectangle(s, (corners, pair) => {
      const roof = corners.filter((c) => s.masks[c]! !== pair)
      if (roof.length !== 2) return false
      const [a, b] = roof as [number, number]
      for (const u of unitsShared(s, a, b)) {
        for (const d of digitsOf(pair)) {
          const places = placesOf(s, u, bit(d))
          const cells = s.g.units[u]!.filter((_, i) => places & (1 << i))
          if (cells.length !== 2) continue
          const other = digitsOf(pair & ~bit(d))[0]!
          const found = deduction('unique-rectangle-4', RECTANGLE, {
            cells: corners,
            digits: digitsOf(pair),
            units: [u],
            eliminate: [
              [a, other],
              [b, other],
            ],
          })
          if (visit(found)) return true
        }
      }
      return false
    }),
}

export const uniqueRectangle1 = type1
export const uniqueRectangle2 = type2
export const uniqueRectangle3 = type3
export const uniqueRectangle4 = type4
