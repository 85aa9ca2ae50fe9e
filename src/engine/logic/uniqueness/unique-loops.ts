/**
 * Unique loops: the unique rectangle's deadly pattern stretched to 6, 8, 10 or more
 * cells. A loop is a closed path of unsolved cells that all hold digits {a,b},
 * each step to the next cell inside a row, column or box, such that every unit the
 * loop touches holds exactly two of its cells, one at an even and one at an odd
 * place along it. If every cell held only {a,b}, a and b could be swapped round the
 * loop (each unit keeps one a and one b) and the puzzle would have two solutions;
 * so in a puzzle with one solution the loop's extra candidates cannot all be false.
 *   Type 1: one cell has extra digits: it cannot be a or b.
 *   Type 2: the extra cells all have the same one extra digit x: one of them is x,
 *           so x leaves every cell that sees them all.
 *   Type 3: the two extra cells share a unit: their extra digits make a naked
 *           subset with other cells of it (see uniqueness.ts, `roofSubset`).
 *   Type 4: the two extra cells share a unit where a has no other place: one of
 *           them is a, so neither can be b.
 * Ratings follow Sudoku Explainer (UniqueLoopHint): 4.5, plus 0.1 for a loop of 6
 * cells, 0.2 for 8, 0.5 for 10 or more; type 3 adds 0.1 per subset digit past the
 * first. Rectangles (4 cells) are uniqueness.ts's; this file finds the longer loops
 * and returns the easiest deduction any of them gives, as SE sorts its hints.
 */

import { bit, digitsOf, popcount } from '../../geometry'
import { ALL_SIZES, deduction, type Deduction, type LogicState, type Technique } from '../types'
import { RECTANGLE, roofSubset, unitsShared } from './uniqueness'
import { catalogued } from '../catalogue'

/** SE's rating of a loop of `length` cells before type 3's subset. */
export function loopRating(length: number): number {
  if (length >= 10) return 5.0
  if (length >= 8) return 4.7
  if (length >= 6) return 4.6
  return RECTANGLE
}

/**
 * Every loop of at least 6 cells over the digits `pair`, each once, its cells in
 * loop order from the lowest. A loop may hold at most two cells with extra digits,
 * or any number when those extras are all the same one digit (type 2).
 */
export function loopsOf(s: LogicState, pair: number): number[][] {
  const { g, masks } = s
  const on = new Uint8Array(g.cells)
  let count = 0
  let bivalue = false
  for (let c = 0; c < g.cells; c++) {
    if ((masks[c]! & pair) !== pair) continue
    on[c] = 1
    count++
    if (masks[c] === pair) bivalue = true
  }
  // A loop without a cell of only {a,b} has three extra cells of different digits.
  if (count < 6 || !bivalue) return []
  const loops: number[][] = []
  const seen = new Set<string>()
  const path: number[] = []
  const inPath = new Uint8Array(g.cells)
  // Per unit: bit 1 when a cell at an even place of the path lies in it, bit 2 odd.
  const parity = new Uint8Array(3 * g.size)
  let start = 0

  const fits = (c: number, place: number) => {
    const p = place & 1 ? 2 : 1
    for (const u of g.unitsOf[c]!) if (parity[u]! & p) return false
    return true
  }
  const mark = (c: number, place: number, on: boolean) => {
    const p = place & 1 ? 2 : 1
    for (const u of g.unitsOf[c]!) parity[u] = on ? parity[u]! | p : parity[u]! & ~p
  }
  // Closed: every unit touched holds one even and one odd cell.
  const closed = () => path.every((c) => g.unitsOf[c]!.every((u) => parity[u] === 3))

  const walk = (cell: number, extras: number, extraDigits: number) => {
    for (const next of g.peers[cell]!) {
      if (next === start && path.length >= 6 && closed()) {
        const key = [...path].sort((x, y) => x - y).join(',')
        if (!seen.has(key)) {
          seen.add(key)
          loops.push(path.slice())
        }
        continue
      }
      if (next <= start || !on[next] || inPath[next] || !fits(next, path.length)) continue
      const extra = masks[next]! & ~pair
      const nextExtras = extras + (extra ? 1 : 0)
      const nextDigits = extraDigits | extra
      if (nextExtras > 2 && popcount(nextDigits) > 1) continue
      path.push(next)
      inPath[next] = 1
      mark(next, path.length - 1, true)
      walk(next, nextExtras, nextDigits)
      mark(next, path.length - 1, false)
      inPath[next] = 0
      path.pop()
    }
  }

  for (start = 0; start < g.cells; start++) {
    if (!on[start]) continue
    const extra = masks[start]! & ~pair
    path.push(start)
    inPath[start] = 1
    mark(start, 0, true)
    walk(start, extra ? 1 : 0, extra)
    mark(start, 0, false)
    inPath[start] = 0
    path.pop()
  }
  return loops
}

/** The deductions one loop gives, by type. */
function loopDeductions(s: LogicState, loop: number[], pair: number): Deduction[] {
  const { g, masks } = s
  const base = loopRating(loop.length)
  const digits = digitsOf(pair)
  const extraCells = loop.filter((c) => masks[c] !== pair)
  const out: Deduction[] = []
  if (extraCells.length === 1) {
    const target = extraCells[0]!
    out.push(
      deduction('unique-loop-1', base, {
        cells: loop,
        digits,
        eliminate: digits.map((d) => [target, d] as [number, number]),
      }),
    )
    return out
  }
  let extras = 0
  for (const c of extraCells) extras |= masks[c]! & ~pair
  if (popcount(extras) === 1) {
    // Type 2: x leaves the cells that see every extra cell.
    const x = digitsOf(extras)[0]!
    const elims: [number, number][] = []
    for (const c of g.peers[extraCells[0]!]!) {
      if (!(masks[c]! & extras) || extraCells.includes(c)) continue
      if (extraCells.every((e) => g.peers[e]!.includes(c))) elims.push([c, x])
    }
    if (elims.length)
      out.push(
        deduction('unique-loop-2', base, {
          cells: loop,
          digits: [...digits, x],
          eliminate: elims,
        }),
      )
  }
  if (extraCells.length !== 2) return out
  const roof: [number, number] = [extraCells[0]!, extraCells[1]!]
  const type3 = roofSubset(s, 'unique-loop-3', base, loop, pair, roof)
  if (type3) out.push(type3)
  // Type 4: a digit of the pair locked to the roof in a unit it shares.
  for (const u of unitsShared(s, roof[0], roof[1])) {
    for (const d of digits) {
      const elsewhere = g.units[u]!.some(
        (c) => c !== roof[0] && c !== roof[1] && masks[c]! & bit(d),
      )
      if (elsewhere) continue
      const other = digitsOf(pair & ~bit(d))[0]!
      out.push(
        deduction('unique-loop-4', base, {
          cells: loop,
          // The digit locked to the roof first.
          digits: [d, other],
          units: [u],
          eliminate: [
            [roof[0], other],
            [roof[1], other],
          ],
        }),
      )
      return out
    }
  }
  return out
}

const TYPE_ORDER = ['unique-loop-1', 'unique-loop-2', 'unique-loop-3', 'unique-loop-4']

export const uniqueLoop: Technique = {
  ...catalogued('unique-loop'),
  sizes: ALL_SIZES,
  find: (s) => {
    let best: Deduction | null = null
    uniqueLoop.search(s, (d) => {
      if (
        !best ||
        d.rating < best.rating ||
        (d.rating === best.rating &&
          TYPE_ORDER.indexOf(d.technique) < TYPE_ORDER.indexOf(best.technique))
      )
        best = d
      return false
    })
    return best
  },
  search: (s, visit) => {
    const digits = digitsOf(s.g.all)
    for (let i = 0; i < digits.length; i++)
      for (let j = i + 1; j < digits.length; j++) {
        const pair = bit(digits[i]!) | bit(digits[j]!)
        for (const loop of loopsOf(s, pair))
          for (const d of loopDeductions(s, loop, pair)) if (visit(d)) return
      }
  },
}
