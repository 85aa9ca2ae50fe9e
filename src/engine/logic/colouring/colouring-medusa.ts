/**
 * 3D Medusa (5.6; HoDoKu has no code for it), SudokuWiki's "3D Medusa": colouring
 * candidates across digits. Two candidates are strongly linked, exactly one of them
 * true, when they are the two candidates of a bivalue cell or the two places of a
 * digit in a unit. Chained, the links colour a cluster of candidates A and B
 * alternately: all of one colour are true, all of the other false. SudokuWiki's six
 * rules:
 *   1  twice in a cell: two candidates of one colour in one cell; that colour is false.
 *   2  twice in a unit: one digit twice in one colour in a unit; that colour is false.
 *   3  two colours in a cell: a cell with a candidate of each colour holds one of
 *      them, so its other candidates go.
 *   4  two colours elsewhere: a candidate that sees the same digit in both colours goes.
 *   5  two colours, unit and cell: a candidate that sees its digit in one colour
 *      while its cell holds a candidate of the other colour goes.
 *   6  cell emptied by colour: if every candidate of a cell with no coloured
 *      candidate sees its digit in colour A, A true would empty the cell: A is false.
 * A false colour (rules 1, 2, 6) loses all its candidates (the other colour's then
 * follow as singles); otherwise one deduction strikes what rules 3 to 5 strike. A
 * cluster on one digit alone is simple colours (colouring-simple.ts) and is not
 * told here. `groups` are colour A's candidates then B's, `links` the cluster's
 * strong links.
 */

import { bit, digitsOf, popcount } from '../../geometry'
import { see } from './colouring-clusters'
import {
  checkDeadline,
  deduction,
  type Link,
  type LogicState,
  type Technique,
  type Visit,
} from '../types'
import { ratingOf } from '../catalogue'
import { searchTechnique } from '../define'

const MEDUSA = ratingOf('3d-medusa')

/** The strong links between candidates: each bivalue cell's pair, each digit's pair in a unit. */
function strongLinks(s: LogicState): Map<number, number[]> {
  const { g, masks } = s
  const n = g.size
  const next = new Map<number, number[]>()
  const seen = new Set<number>()
  const join = (p: number, q: number) => {
    const key = Math.min(p, q) * g.cells * n + Math.max(p, q)
    if (seen.has(key)) return
    seen.add(key)
    next.set(p, [...(next.get(p) ?? []), q])
    next.set(q, [...(next.get(q) ?? []), p])
  }
  for (let c = 0; c < g.cells; c++) {
    if (popcount(masks[c]!) !== 2) continue
    const [x, y] = digitsOf(masks[c]!) as [number, number]
    join(c * n + x - 1, c * n + y - 1)
  }
  for (let d = 1; d <= n; d++) {
    const b = bit(d)
    for (const unit of g.units) {
      const places = unit.filter((c) => masks[c]! & b)
      if (places.length === 2) join(places[0]! * n + d - 1, places[1]! * n + d - 1)
    }
  }
  return next
}

function searchMedusa(s: LogicState, visit: Visit): void {
  const { g, masks } = s
  const n = g.size
  const next = strongLinks(s)
  const colour = new Int8Array(g.cells * n).fill(-1)
  const starts = [...next.keys()].sort((p, q) => p - q)
  const cellOf = (k: number) => Math.floor(k / n)
  const digitOf = (k: number) => (k % n) + 1
  for (const start of starts) {
    if (colour[start] !== -1) continue
    checkDeadline(s)
    colour[start] = 0
    const order = [start]
    const links: Link[] = []
    for (let i = 0; i < order.length; i++) {
      const p = order[i]!
      for (const q of next.get(p)!) {
        if (colour[q] === -1) {
          colour[q] = 1 - colour[p]!
          order.push(q)
        }
        if (p < q) links.push({ from: p, to: q, strong: true })
      }
    }
    const digits = [...new Set(order.map(digitOf))].sort((x, y) => x - y)
    if (digits.length < 2) continue
    const sides = [0, 1].map((k) => order.filter((p) => colour[p] === k).sort((p, q) => p - q))
    // This cluster's colour of each candidate (-1: not in it).
    const own = new Int8Array(g.cells * n).fill(-1)
    for (const p of order) own[p] = colour[p]!
    // For each digit and colour, the cells of that colour holding the digit.
    const byDigit = [0, 1].map((k) =>
      Array.from({ length: n + 1 }, (_, d) =>
        sides[k]!.filter((p) => digitOf(p) === d).map(cellOf),
      ),
    )
    const seesColour = (cell: number, d: number, k: number) =>
      byDigit[k]![d]!.some((o) => see(g, cell, o))
    const cells = [...new Set(order.map(cellOf))].sort((x, y) => x - y)
    const pattern = { cells, digits, links, groups: sides }

    // Rules 1, 2 and 6: a colour that cannot be true.
    const isFalse = (k: number): boolean => {
      const mine = sides[k]!
      for (let i = 0; i < mine.length; i++)
        for (let j = i + 1; j < mine.length; j++) {
          const [p, q] = [mine[i]!, mine[j]!]
          if (cellOf(p) === cellOf(q)) return true
          if (digitOf(p) === digitOf(q) && see(g, cellOf(p), cellOf(q))) return true
        }
      for (let c = 0; c < g.cells; c++) {
        const m = masks[c]!
        if (!m || digitsOf(m).some((d) => own[c * n + d - 1] !== -1)) continue
        if (digitsOf(m).every((d) => seesColour(c, d, k))) return true
      }
      return false
    }
    const wrong = [0, 1].find(isFalse)
    if (wrong !== undefined) {
      const found = deduction('3d-medusa', MEDUSA, {
        ...pattern,
        eliminate: sides[wrong]!.map((p) => [cellOf(p), digitOf(p)]),
      })
      if (visit(found)) return
      continue
    }

    // Rules 3, 4 and 5 on every candidate outside the cluster.
    const eliminate: [number, number][] = []
    for (let c = 0; c < g.cells; c++) {
      const m = masks[c]!
      if (!m) continue
      const inCell = [0, 1].map((k) => digitsOf(m).some((d) => own[c * n + d - 1] === k))
      for (const d of digitsOf(m)) {
        if (own[c * n + d - 1] !== -1) continue
        const twoInCell = inCell[0]! && inCell[1]!
        const elsewhere = seesColour(c, d, 0) && seesColour(c, d, 1)
        const unitAndCell =
          (inCell[0]! && seesColour(c, d, 1)) || (inCell[1]! && seesColour(c, d, 0))
        if (twoInCell || elsewhere || unitAndCell) eliminate.push([c, d])
      }
    }
    if (!eliminate.length) continue
    const found = deduction('3d-medusa', MEDUSA, { ...pattern, eliminate })
    if (visit(found)) return
  }
}

export const medusa: Technique = searchTechnique('3d-medusa', searchMedusa)
