/**
 * Sue de Coq (5.0). Where a line crosses a box, take two or three empty cells I of
 * the crossing holding n + 2 or more candidates V between them (n = |I|), some
 * cells L of the line outside the box and some cells B of the box outside the
 * line, such that L and B share no candidate and the digits of I, L and B together
 * are exactly as many as their cells. A digit L holds goes at most once in the
 * line's I + L, one B holds at most once in the box's I + B, any other at most
 * once in I; as many cells as digits, each goes exactly once. So a digit B lacks is
 * in the line's I + L and leaves the rest of the line, and one L lacks leaves the
 * rest of the box.
 *
 * HoDoKu's extended forms are the same count: L and B may hold digits I lacks
 * (each brings its own cell), and the crossing's third cell may stay out of I.
 */

import { digitsOf, popcount } from '../../geometry'
import {
  checkDeadline,
  combinations,
  deduction,
  firstOf,
  type LogicState,
  type Technique,
  type Visit,
} from '../types'
import { catalogued, ratingOf } from '../catalogue'

interface Part {
  cells: number[]
  mask: number
  /** Cells minus the digits it brings beyond I's: how many of I's digits it takes. */
  takes: number
}

/** Every non-empty subset of `cells` that takes at least one of the digits `v`. */
function parts(s: LogicState, cells: readonly number[], v: number): Part[] {
  const out: Part[] = []
  const limit = 1 << cells.length
  for (let pick = 1; pick < limit; pick++) {
    const chosen: number[] = []
    let mask = 0
    for (let k = 0; k < cells.length; k++)
      if (pick & (1 << k)) {
        chosen.push(cells[k]!)
        mask |= s.masks[cells[k]!]!
      }
    const takes = chosen.length - popcount(mask & ~v)
    if (takes >= 1 && mask & v) out.push({ cells: chosen, mask, takes })
  }
  return out
}

function candidatesOf(s: LogicState, cells: readonly number[]): number[] {
  const n = s.g.size
  return cells.flatMap((c) => digitsOf(s.masks[c]!).map((d) => c * n + d - 1))
}

function searchSueDeCoq(s: LogicState, visit: Visit): void {
  const { g, masks } = s
  const n = g.size
  for (let box = 0; box < n; box++) {
    const boxUnit = 2 * n + box
    const boxCells = g.units[boxUnit]!
    for (const line of new Set(boxCells.flatMap((c) => [g.rowOf[c]!, n + g.colOf[c]!]))) {
      const lineCells = g.units[line]!
      const crossing = boxCells.filter((c) => lineCells.includes(c) && masks[c])
      if (crossing.length < 2) continue
      const lineRest = lineCells.filter((c) => masks[c] && !boxCells.includes(c))
      const boxRest = boxCells.filter((c) => masks[c] && !lineCells.includes(c))
      for (let size = 2; size <= crossing.length; size++) {
        for (const inner of combinations(crossing, size)) {
          let v = 0
          for (const c of inner) v |= masks[c]!
          const extra = popcount(v) - size
          if (extra < 2) continue
          const ls = parts(s, lineRest, v)
          // The box's parts by how many of I's digits they take.
          const bs: Part[][] = Array.from({ length: extra }, () => [])
          for (const b of parts(s, boxRest, v)) if (b.takes < extra) bs[b.takes]!.push(b)
          for (const l of ls) {
            if (l.takes >= extra) continue
            for (const b of bs[extra - l.takes]!) {
              if (l.mask & b.mask) continue
              const all = v | l.mask | b.mask
              const used = [...inner, ...l.cells, ...b.cells]
              const eliminate: [number, number][] = []
              const strike = (cells: readonly number[], digits: number) => {
                for (const c of cells) {
                  if (used.includes(c)) continue
                  for (const d of digitsOf(masks[c]! & digits))
                    if (!eliminate.some(([ec, ed]) => ec === c && ed === d)) eliminate.push([c, d])
                }
              }
              strike(lineCells, all & ~b.mask)
              strike(boxCells, all & ~l.mask)
              if (!eliminate.length) continue
              eliminate.sort((x, y) => x[0] - y[0] || x[1] - y[1])
              const found = deduction('sue-de-coq', ratingOf('sue-de-coq'), {
                cells: used,
                digits: digitsOf(v),
                units: [line, boxUnit],
                eliminate,
                groups: [inner, l.cells, b.cells].map((cs) => candidatesOf(s, cs)),
              })
              if (visit(found)) return
            }
          }
        }
      }
    }
    checkDeadline(s)
  }
}

export const sueDeCoq: Technique = {
  ...catalogued('sue-de-coq'),
  sizes: [9],
  find: firstOf(searchSueDeCoq),
  search: searchSueDeCoq,
}
