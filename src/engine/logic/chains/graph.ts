/**
 * The graph of chain nodes and links of a grid, for the chain walk (walk.ts).
 *
 * Glossary (on top of chainer.ts)
 *   node      a candidate, or a group node: two or three candidates of one digit
 *             in a box that share a row or column (all of them, or a pair of a
 *             three). A group is true when the digit sits in one of its cells.
 *   strong    between two nodes: one of them is true. Two nodes of a digit that
 *             hold all its places in a unit, or the two candidates of a cell with two.
 *   weak      between two nodes: not both are true. Two nodes of a digit whose cells
 *             all see each other (and do not overlap), or two candidates of one cell.
 *   ALS node  (mode `als`) a digit of an almost locked set: true when the digit sits
 *             in one of the set's cells (its cells holding the digit). Weakly linked
 *             as a group is; strongly linked only to the set's other digits (the set
 *             without one digit is locked on the rest): als-nodes.ts. And strongly
 *             linked to a candidate its other digits force: a cell left with that
 *             one candidate when the set is locked on every digit but the node's,
 *             each of the others a digit whose cells in the set it sees (HoDoKu's
 *             forced exit).
 */

import { bit, type Geometry } from '../../geometry'
import { perGeometry } from '../../algorithms/shared'
import type { LogicState } from '../types'
import {
  addAlsForcings,
  addAlsStrongLinks,
  chainAlses,
  lockedOut,
  type ChainAls,
} from './als-nodes'

/** Which links a chain may use. */
export interface ChainMode {
  /** Group nodes as well as candidates. */
  groups: boolean
  /** Only this digit (an X-chain or X-cycle); links inside cells are then out. */
  digit?: number
  /** XY-chain links only: strong inside two-candidate cells, weak between cells. */
  xy?: boolean
  /** ALS nodes as well (with groups): als-nodes.ts. */
  als?: boolean
}

/** The nodes and links of a grid in one mode. */
export interface Graph {
  n: number
  digit: number[]
  cells: number[][]
  /** The candidate a link to the node ends on (its first cell's). */
  cand: number[]
  group: boolean[]
  /** The ALS (index into `alses`) a node is a digit of, or -1. */
  als: number[]
  alses: ChainAls[]
  strong: number[][]
  weak: number[][]
  /** weakly[a * count + b] = 1 when nodes a and b are weakly linked. */
  weakly: Uint8Array
  /**
   * The strong links from an ALS node to a candidate it forces (either way round,
   * a * count + b): the digits of the forced cell besides the candidate, each
   * struck there when the set is locked without the node's digit.
   */
  forced: Map<number, number>
  /** Per ALS, the set's digits each cell loses when the set is locked (als-nodes.ts lockedOut). */
  locked: Uint16Array[]
}

const seesTable = /* @__PURE__ */ perGeometry((g: Geometry) => {
  const t = new Uint8Array(g.cells * g.cells)
  for (let c = 0; c < g.cells; c++) for (const p of g.peers[c]!) t[c * g.cells + p] = 1
  return t
})

export function buildGraph(s: LogicState, mode: ChainMode): Graph {
  const { g, masks } = s
  const n = g.size
  const sees = seesTable(g)
  const alses = mode.als && mode.groups && !mode.xy && !mode.digit ? chainAlses(s) : []
  const graph: Graph = {
    n,
    digit: [],
    cells: [],
    cand: [],
    group: [],
    als: [],
    alses,
    strong: [],
    weak: [],
    weakly: new Uint8Array(0),
    forced: new Map(),
    locked: alses.map((a) => lockedOut(s, a)),
  }
  const add = (d: number, cells: number[]) => {
    graph.digit.push(d)
    graph.cells.push(cells)
    graph.cand.push(cells[0]! * n + d - 1)
    graph.group.push(cells.length > 1)
    graph.als.push(-1)
    graph.strong.push([])
    graph.weak.push([])
    return graph.digit.length - 1
  }
  const digits = mode.digit ? [mode.digit] : Array.from({ length: n }, (_, i) => i + 1)
  // Nodes by digit, and each digit's nodes inside each unit.
  const byDigit: number[][] = []
  for (const d of digits) {
    const b = bit(d)
    const list: number[] = []
    for (let c = 0; c < g.cells; c++) if (masks[c]! & b) list.push(add(d, [c]))
    if (mode.groups && !mode.xy) {
      for (let box = 0; box < n; box++) {
        const inBox = g.units[2 * n + box]!.filter((c) => masks[c]! & b)
        // Each row and column of the box: its places there, and each pair of three.
        const lines = new Map<number, number[]>()
        for (const c of inBox) {
          for (const key of [g.rowOf[c]!, n + g.colOf[c]!]) {
            if (!lines.has(key)) lines.set(key, [])
            lines.get(key)!.push(c)
          }
        }
        for (const cells of lines.values()) {
          if (cells.length < 2) continue
          list.push(add(d, cells))
          if (cells.length === 3)
            for (let i = 0; i < 3; i++)
              list.push(
                add(
                  d,
                  cells.filter((_, k) => k !== i),
                ),
              )
        }
      }
    }
    graph.alses.forEach((a, i) => {
      const cells = a.cells.filter((c) => masks[c]! & b)
      if (!cells.length) return
      list.push(add(d, cells))
      graph.group[graph.group.length - 1] = true
      graph.als[graph.als.length - 1] = i
    })
    byDigit.push(list)
  }
  const link = (list: number[][], a: number, b: number) => {
    list[a]!.push(b)
    list[b]!.push(a)
  }
  const count = () => graph.digit.length
  graph.weakly = new Uint8Array(count() * count())
  const weak = (a: number, b: number) => {
    link(graph.weak, a, b)
    graph.weakly[a * count() + b] = 1
    graph.weakly[b * count() + a] = 1
  }
  const singleAt = new Map<number, number>()
  for (let i = 0; i < count(); i++) if (!graph.group[i]) singleAt.set(graph.cand[i]!, i)
  // Links of one digit between cells.
  for (const list of byDigit) {
    for (let i = 0; i < list.length; i++) {
      const a = list[i]!
      const ca = graph.cells[a]!
      for (let j = i + 1; j < list.length; j++) {
        const b = list[j]!
        const cb = graph.cells[b]!
        let ok = true
        for (const x of ca) {
          for (const y of cb) {
            if (x === y || !sees[x * g.cells + y]) {
              ok = false
              break
            }
          }
          if (!ok) break
        }
        if (ok) weak(a, b)
      }
    }
  }
  for (const [k, d] of digits.entries()) {
    const b = bit(d)
    const list = byDigit[k]!
    for (let u = 0; u < 3 * n; u++) {
      const unit = g.units[u]!
      const places = unit.filter((c) => masks[c]! & b)
      if (places.length < 2) continue
      const inside = list.filter(
        (x) => graph.als[x]! < 0 && graph.cells[x]!.every((c) => unit.includes(c)),
      )
      for (let i = 0; i < inside.length; i++) {
        for (let j = i + 1; j < inside.length; j++) {
          const x = inside[i]!
          const y = inside[j]!
          const cx = graph.cells[x]!
          const cy = graph.cells[y]!
          if (cx.length + cy.length !== places.length) continue
          if (cx.some((c) => cy.includes(c))) continue
          if (mode.xy) continue
          if (!graph.strong[x]!.includes(y)) link(graph.strong, x, y)
        }
      }
    }
  }
  addAlsStrongLinks(graph, (a, b) => link(graph.strong, a, b))
  // Links inside a cell.
  if (!mode.digit) {
    for (let c = 0; c < g.cells; c++) {
      const here: number[] = []
      for (const d of digits) {
        const i = singleAt.get(c * n + d - 1)
        if (i !== undefined) here.push(i)
      }
      if (here.length === 2) link(graph.strong, here[0]!, here[1]!)
      if (mode.xy) continue
      for (let i = 0; i < here.length; i++)
        for (let j = i + 1; j < here.length; j++) weak(here[i]!, here[j]!)
    }
  }
  addAlsForcings(s, graph, singleAt, (a, b, exits) => {
    link(graph.strong, a, b)
    graph.forced.set(a * count() + b, exits).set(b * count() + a, exits)
  })
  return graph
}

/** The candidates (cell * size + digit - 1) weakly linked to a node: false when it is true. */
export function struckBy(s: LogicState, graph: Graph, node: number): number[] {
  const { g, masks } = s
  const n = g.size
  const d = graph.digit[node]!
  const cells = graph.cells[node]!
  const b = bit(d)
  const out: number[] = []
  if (cells.length === 1) {
    const c = cells[0]!
    for (let m = masks[c]! & ~b, e = 1; m; e++, m >>>= 1) if (m & 1) out.push(c * n + e - 1)
  }
  const sees = seesTable(g)
  for (const p of g.peers[cells[0]!]!) {
    if (!(masks[p]! & b) || cells.includes(p)) continue
    if (cells.every((c) => sees[c * g.cells + p])) out.push(p * n + d - 1)
  }
  return out
}
