/**
 * Patterns of bivalue cells with the same two digits {x,y}.
 *
 * W-Wing (4.4, HoDoKu 0803): two such cells c1 and c2 that do not see each other,
 * and a strong link on x (a unit where x has exactly two places, e1 and e2, neither
 * of them c1 or c2) with e1 seeing c1 and e2 seeing c2. One of e1, e2 is x, so c1
 * or c2 is not x, that is, is y: y leaves every cell that sees both. The cells are
 * c1 and c2; the links the chain c1 -x- e1 =x= e2 -x- c2 (the middle one, strong,
 * is the bridge).
 *
 * Remote pair (4.5, HoDoKu 0703): cells holding only {x,y}, each seeing the next,
 * alternate between x and y along the chain. Colour them (two colours, cells that
 * see each other get different ones): every cell of one colour holds x and every
 * cell of the other y, or the other way round. A cell that sees a cell of each
 * colour then sees both x and y and loses them. Told when at least one such cell
 * sees two cells that do not see each other (otherwise a naked pair says as much);
 * every cell that sees both colours is struck.
 */

import { digitsOf, popcount } from '../../geometry'
import { cand, placesIn, see } from '../colouring/colouring-clusters'
import { deduction, type Link, type LogicState, type Technique, type Visit } from '../types'
import { ratingOf } from '../catalogue'
import { searchTechnique } from '../define'

const W_WING = ratingOf('w-wing')
const REMOTE_PAIR = ratingOf('remote-pair')

function searchWWings(s: LogicState, visit: Visit): void {
  const { g, masks } = s
  const n = g.size
  const bivalue: number[] = []
  for (let c = 0; c < g.cells; c++) if (popcount(masks[c]!) === 2) bivalue.push(c)
  // Strong links per digit, computed once: [unit, e1, e2].
  const strong: [number, number, number][][] = [[]]
  for (let d = 1; d <= n; d++) {
    const links: [number, number, number][] = []
    const seen = new Set<number>()
    for (let u = 0; u < 3 * n; u++) {
      const pair = placesIn(s, u, d)
      if (pair.length !== 2) continue
      // A pair in a row (or column) and its box is one link: told once.
      const key = pair[0]! * g.cells + pair[1]!
      if (seen.has(key)) continue
      seen.add(key)
      links.push([u, pair[0]!, pair[1]!])
    }
    strong.push(links)
  }
  for (let i = 0; i < bivalue.length; i++) {
    for (let j = i + 1; j < bivalue.length; j++) {
      const c1 = bivalue[i]!
      const c2 = bivalue[j]!
      if (masks[c1] !== masks[c2] || see(g, c1, c2)) continue
      const [a, b] = digitsOf(masks[c1]!) as [number, number]
      for (const [x, y] of [
        [a, b],
        [b, a],
      ] as const) {
        const eliminate: [number, number][] = []
        for (const c of g.peers[c1]!)
          if (masks[c]! & (1 << (y - 1)) && see(g, c, c2)) eliminate.push([c, y])
        if (!eliminate.length) continue
        for (const [unit, p, q] of strong[x]!) {
          if (p === c1 || p === c2 || q === c1 || q === c2) continue
          for (const [e1, e2] of [
            [p, q],
            [q, p],
          ] as const) {
            if (!see(g, e1, c1) || !see(g, e2, c2)) continue
            const link = (from: number, to: number, strong: boolean): Link => ({
              from: cand(g, from, x),
              to: cand(g, to, x),
              strong,
            })
            const found = deduction('w-wing', W_WING, {
              cells: [c1, c2],
              digits: [a, b],
              units: [unit],
              links: [link(c1, e1, false), link(e1, e2, true), link(e2, c2, false)],
              eliminate: eliminate.slice().sort((m, k) => m[0] - k[0]),
            })
            if (visit(found)) return
          }
        }
      }
    }
  }
}

function searchRemotePairs(s: LogicState, visit: Visit): void {
  const { g, masks } = s
  const byPair = new Map<number, number[]>()
  for (let c = 0; c < g.cells; c++)
    if (popcount(masks[c]!) === 2) byPair.set(masks[c]!, [...(byPair.get(masks[c]!) ?? []), c])
  for (const [pair, cells] of [...byPair].sort((p, q) => p[0] - q[0])) {
    if (cells.length < 4) continue
    const [x, y] = digitsOf(pair) as [number, number]
    const colour = new Map<number, number>()
    for (const start of cells) {
      if (colour.has(start)) continue
      // Colour the cells reached from `start` by cells that see each other.
      colour.set(start, 0)
      const order = [start]
      const links: Link[] = []
      for (let i = 0; i < order.length; i++) {
        const c = order[i]!
        for (const o of cells) {
          if (colour.has(o) || !see(g, c, o)) continue
          colour.set(o, 1 - colour.get(c)!)
          order.push(o)
          links.push({ from: cand(g, c, x), to: cand(g, o, x), strong: false })
        }
      }
      if (order.length < 4) continue
      const sides = [0, 1].map((k) => order.filter((c) => colour.get(c) === k))
      const inChain = new Set(order)
      const eliminate: [number, number][] = []
      let remote = false
      for (let c = 0; c < g.cells; c++) {
        if (!(masks[c]! & pair) || inChain.has(c)) continue
        const seenA = sides[0]!.filter((o) => see(g, c, o))
        const seenB = sides[1]!.filter((o) => see(g, c, o))
        if (!seenA.length || !seenB.length) continue
        if (seenA.some((p) => seenB.some((q) => !see(g, p, q)))) remote = true
        for (const d of digitsOf(masks[c]! & pair)) eliminate.push([c, d])
      }
      if (!remote) continue
      const found = deduction('remote-pair', REMOTE_PAIR, {
        cells: order,
        digits: [x, y],
        links,
        groups: sides.map((side) => side.flatMap((c) => [cand(g, c, x), cand(g, c, y)])),
        eliminate,
      })
      if (visit(found)) return
    }
  }
}

export const wWing: Technique = searchTechnique('w-wing', searchWWings)

export const remotePair: Technique = searchTechnique('remote-pair', searchRemotePairs)
