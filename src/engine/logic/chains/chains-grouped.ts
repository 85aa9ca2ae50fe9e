/**
 * Nice loops, alternating inference chains (AICs) and their grouped forms (the
 * full set, issue 19), the way HoDoKu and SudokuWiki name them.
 *
 * Glossary (on top of chains.ts)
 *   node      a candidate, or a group node: two or three candidates of one digit
 *             in a box that share a row or column (all of them, or a pair of a
 *             three). A group is true when the digit sits in one of its cells.
 *   strong    between two nodes: one of them is true. Two nodes of a digit that
 *             hold all its places in a unit, or the two candidates of a cell with two.
 *   weak      between two nodes: not both are true. Two nodes of a digit whose cells
 *             all see each other (and do not overlap), or two candidates of one cell.
 *   AIC       nodes joined by links that alternate, strong first and last: one of
 *             its two ends is true, so a candidate weakly linked to both ends is
 *             false (ends of one digit: every cell that sees both loses it; ends in
 *             one cell: the cell's other digits go; ends of two digits that see each
 *             other: each end's cell loses the other end's digit).
 *   continuous nice loop  an AIC whose ends are weakly linked: round the loop the
 *             nodes are true and false in turn, so across every weak link exactly one
 *             end is true, and whatever is weakly linked to both ends of a weak link
 *             is false (a weak link inside a cell: the cell's other digits).
 *   discontinuous nice loop  a loop through one candidate that meets it with two
 *             links of one kind: two weak ones (its being true makes it false: it
 *             goes; an AIC seen from a candidate it strikes), or two strong ones (its
 *             being false makes it true: the cell's other digits go; the same when
 *             the two ends are different digits of one cell).
 *
 * The search: from every node, breadth first along alternating links, so each end
 * is reached by its shortest AIC from that start. Each set of moves is told once,
 * by its shortest chain, easiest first.
 */

import { bit, type Geometry } from '../../geometry'
import { perGeometry } from '../../algorithms/shared'
import { lengthDifficulty, roundRating } from './chains'
import {
  ALL_SIZES,
  checkDeadline,
  deduction,
  type Deduction,
  type Link,
  type LogicState,
  type Technique,
  type Visit,
} from '../types'

/** Which links a chain may use. */
export interface ChainMode {
  /** Group nodes as well as candidates. */
  groups: boolean
  /** Only this digit (an X-chain or X-cycle); links inside cells are then out. */
  digit?: number
  /** XY-chain links only: strong inside two-candidate cells, weak between cells. */
  xy?: boolean
}

/** The nodes and links of a grid in one mode. */
export interface Graph {
  n: number
  digit: number[]
  cells: number[][]
  /** The candidate a link to the node ends on (its first cell's). */
  cand: number[]
  group: boolean[]
  strong: number[][]
  weak: number[][]
  /** weakly[a * count + b] = 1 when nodes a and b are weakly linked. */
  weakly: Uint8Array
}

const seesTable = /* @__PURE__ */ perGeometry((g: Geometry) => {
  const t = new Uint8Array(g.cells * g.cells)
  for (let c = 0; c < g.cells; c++) for (const p of g.peers[c]!) t[c * g.cells + p] = 1
  return t
})

function buildGraph(s: LogicState, mode: ChainMode): Graph {
  const { g, masks } = s
  const n = g.size
  const sees = seesTable(g)
  const graph: Graph = {
    n,
    digit: [],
    cells: [],
    cand: [],
    group: [],
    strong: [],
    weak: [],
    weakly: new Uint8Array(0),
  }
  const add = (d: number, cells: number[]) => {
    graph.digit.push(d)
    graph.cells.push(cells)
    graph.cand.push(cells[0]! * n + d - 1)
    graph.group.push(cells.length > 1)
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
      const inside = list.filter((x) => graph.cells[x]!.every((c) => unit.includes(c)))
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
  return graph
}

/** The candidates (cell * size + digit - 1) weakly linked to a node: false when it is true. */
function struckBy(s: LogicState, graph: Graph, node: number): number[] {
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

/** One chain met by the search: its nodes (start first) and what it concludes. */
export interface FoundChain {
  nodes: number[]
  /** Candidates struck. */
  strike: number[]
  /** A candidate placed (the ends are one candidate), or -1. */
  place: number
  /** The candidate a discontinuous loop runs through, or -1. */
  through: number
  /** A continuous loop (its last node weakly linked to its first). */
  loop: boolean
}

/**
 * Every AIC of the graph from each start, told to `meet` with its start, its end
 * and its nodes (start first, strong link first, made when asked for). Breadth
 * first, each (node, kind of link in) reached once, by its shortest way that never
 * comes back to a candidate it passed (the chain is a simple path; back to the
 * start by a strong link closes it). Reads the deadline between starts.
 */
function walkChains(
  s: LogicState,
  graph: Graph,
  meet: (start: number, end: number, state: number) => void,
): void {
  const count = graph.digit.length
  const cand = graph.cand
  // States: node * 2 + 1 when reached by a strong link (a weak one goes on), + 0 otherwise.
  const parent = new Int32Array(2 * count)
  const stamp = new Int32Array(2 * count)
  const queue = new Int32Array(2 * count)
  walked = parent
  const onPath = (from: number, c: number) => {
    for (let x = from; x >= 0; x = parent[x]!) if (cand[x >> 1] === c) return true
    return false
  }
  let round = 0
  let start = 0
  let tail = 0
  const reach = (state: number, from: number) => {
    if (stamp[state] === round) return
    const closes = state === 2 * start + 1
    if (!closes && from >= 0 && onPath(from, cand[state >> 1]!)) return
    stamp[state] = round
    parent[state] = from
    queue[tail++] = state
  }
  for (start = 0; start < count; start++) {
    if (!graph.strong[start]!.length) continue
    checkDeadline(s)
    round++
    let head = 0
    tail = 0
    reach(2 * start, -1)
    while (head < tail) {
      const state = queue[head++]!
      const node = state >> 1
      if (state & 1) {
        meet(start, node, state)
        if (node === start) continue
        for (const w of graph.weak[node]!) reach(2 * w, state)
      } else for (const w of graph.strong[node]!) reach(2 * w + 1, state)
    }
  }
}

/** The parents of the walk in progress (pathTo reads them). */
let walked = new Int32Array(0)

function pathTo(state: number, parent: Int32Array = walked): number[] {
  const nodes: number[] = []
  for (let x = state; x >= 0; x = parent[x]!) nodes.push(x >> 1)
  return nodes.reverse()
}

/** What a chain kind is called, from its nodes and links. */
export type ChainKind = 'aic' | 'continuous' | 'discontinuous'

/**
 * The chains of a grid in one mode, each set of moves once (by its shortest
 * chain): AICs (each with every candidate it strikes), continuous loops (every
 * strike of every weak link), discontinuous loops (one candidate struck, or a
 * cell's other digits). `want` says which kinds to collect.
 */
export function findChains(s: LogicState, mode: ChainMode, want: ReadonlySet<ChainKind>): Found[] {
  const key = `${mode.groups} ${mode.digit ?? 0} ${mode.xy ?? false}`
  let hit = lastFound.get(key)
  if (!hit || hit.g !== s.g || !sameMasks(hit.masks, s.masks)) {
    hit = { g: s.g, masks: s.masks.slice(), found: collect(s, mode) }
    lastFound.set(key, hit)
  }
  return hit.found.filter((f) => want.has(f.kind))
}

/** A chain found, with the graph its nodes index. */
export interface Found {
  kind: ChainKind
  chain: FoundChain
  graph: Graph
}

/**
 * The last grid's chains per mode: the chain techniques (the SE set's forcing
 * chains, nice loops, the grouped ones) search one grid in turn, and share them.
 */
const lastFound = new Map<string, { g: Geometry; masks: Uint16Array; found: Found[] }>()

function sameMasks(a: Uint16Array, b: Uint16Array): boolean {
  if (a.length !== b.length) return false
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false
  return true
}

const ALL_KINDS: ReadonlySet<ChainKind> = new Set(['aic', 'continuous', 'discontinuous'])

function collect(s: LogicState, mode: ChainMode): Found[] {
  const want = ALL_KINDS
  const graph = buildGraph(s, mode)
  const n = s.g.size
  const struck = new Map<number, number[]>()
  const strikes = (node: number) => {
    let out = struck.get(node)
    if (!out) struck.set(node, (out = struckBy(s, graph, node)))
    return out
  }
  // Candidates struck by both of two nodes, ascending. The first node's strikes stay
  // marked while it is the same (one walk's start), most pairs strike nothing.
  const marks = new Uint8Array(s.g.cells * n)
  let marked = -1
  const none: number[] = []
  const both = (a: number, b: number): number[] => {
    if (marked !== a) {
      if (marked >= 0) for (const c of strikes(marked)) marks[c] = 0
      for (const c of strikes(a)) marks[c] = 1
      marked = a
    }
    const list = strikes(b)
    if (!list.some((c) => marks[c] === 1)) return none
    return list.filter((c) => marks[c] === 1).sort((p, q) => p - q)
  }
  const best = new Map<string, { kind: ChainKind; chain: FoundChain }>()
  const keep = (key: string, kind: ChainKind, chain: FoundChain) => {
    const had = best.get(key)
    if (!had || had.chain.nodes.length > chain.nodes.length) best.set(key, { kind, chain })
  }
  walkChains(s, graph, (a, z, state) => {
    if (a === z) {
      // Off implies on: the candidate holds, its cell's other digits go.
      if (!want.has('discontinuous') || graph.group[a]) return
      const nodes = pathTo(state)
      // Three links at least: one strong link alone is a locked set, not a chain.
      if (nodes.length < 4) return
      const cell = graph.cells[a]![0]!
      const strike: number[] = []
      for (let m = s.masks[cell]! & ~bit(graph.digit[a]!), e = 1; m; e++, m >>>= 1)
        if (m & 1) strike.push(cell * n + e - 1)
      if (strike.length)
        keep(`d ${strike.join(' ')}`, 'discontinuous', {
          nodes,
          strike,
          place: graph.cand[a]!,
          through: graph.cand[a]!,
          loop: false,
        })
      return
    }
    const loop = want.has('continuous') && graph.weakly[z * graph.digit.length + a] === 1
    const strike = both(a, z)
    if (!strike.length && !loop) return
    const nodes = pathTo(state)
    if (nodes.length < 4) return
    const sameCell = !graph.group[a] && !graph.group[z] && graph.cells[a]![0] === graph.cells[z]![0]
    if (strike.length && want.has('aic'))
      keep(`a ${strike.join(' ')}`, 'aic', { nodes, strike, place: -1, through: -1, loop: false })
    if (strike.length && want.has('discontinuous')) {
      if (sameCell) {
        keep(`d ${strike.join(' ')}`, 'discontinuous', {
          nodes,
          strike,
          place: -1,
          through: -1,
          loop: false,
        })
      } else {
        const on = new Set(nodes.map((x) => graph.cand[x]!))
        for (const c of strike) {
          if (on.has(c)) continue
          keep(`d ${c}`, 'discontinuous', {
            nodes,
            strike: [c],
            place: -1,
            through: c,
            loop: false,
          })
        }
      }
    }
    if (loop) {
      const out = new Set<number>()
      for (let i = 1; i < nodes.length; i += 2) {
        const x = nodes[i]!
        const y = nodes[(i + 1) % nodes.length]!
        for (const c of both(x, y)) out.add(c)
      }
      if (!out.size) return
      const list = [...out].sort((p, q) => p - q)
      keep(`c ${list.join(' ')}`, 'continuous', {
        nodes,
        strike: list,
        place: -1,
        through: -1,
        loop: true,
      })
    }
  })
  return [...best.values()].map((b) => ({ ...b, graph }))
}

/** The links of a chain (to a group: its first candidate), with the loop's closing ones. */
function linksOf(graph: Graph, chain: FoundChain): Link[] {
  const { nodes } = chain
  const links: Link[] = []
  for (let i = 1; i < nodes.length; i++)
    links.push({
      from: graph.cand[nodes[i - 1]!]!,
      to: graph.cand[nodes[i]!]!,
      strong: i % 2 === 1,
    })
  if (chain.loop)
    links.push({ from: graph.cand[nodes.at(-1)!]!, to: graph.cand[nodes[0]!]!, strong: false })
  if (chain.through >= 0 && chain.place < 0) {
    // Through the struck candidate: weak into the chain's start, weak back from its end.
    links.unshift({ from: chain.through, to: graph.cand[nodes[0]!]!, strong: false })
    links.push({ from: graph.cand[nodes.at(-1)!]!, to: chain.through, strong: false })
  }
  return links
}

/** A chain as a deduction of `id` rated `rating`: its cells, digits, links, groups and strikes. */
export function chainDeduction(
  s: LogicState,
  graph: Graph,
  chain: FoundChain,
  id: string,
  rating: number,
): Deduction {
  const n = s.g.size
  const cells = new Set<number>()
  const digits = new Set<number>()
  for (const x of chain.nodes) {
    for (const c of graph.cells[x]!) cells.add(c)
    digits.add(graph.digit[x]!)
  }
  if (chain.through >= 0) {
    cells.add((chain.through / n) | 0)
    digits.add((chain.through % n) + 1)
  }
  const groups: number[][] = []
  for (const x of new Set(chain.nodes))
    if (graph.group[x]) groups.push(graph.cells[x]!.map((c) => c * n + graph.digit[x]! - 1))
  return deduction(id, rating, {
    cells: [...cells],
    digits: [...digits].sort((a, b) => a - b),
    links: linksOf(graph, chain),
    eliminate: chain.strike.map((c): [number, number] => [(c / n) | 0, (c % n) + 1]),
    groups,
  })
}

/** True when a chain has a group node. */
export function hasGroup(graph: Graph, chain: FoundChain): boolean {
  return chain.nodes.some((x) => graph.group[x])
}

/** True when a chain's two ends are of one digit. */
export function sameEndDigits(graph: Graph, chain: FoundChain): boolean {
  return graph.digit[chain.nodes[0]!] === graph.digit[chain.nodes.at(-1)!]
}

/** True when a chain's nodes are all of one digit. */
export function oneDigit(graph: Graph, chain: FoundChain): boolean {
  return chain.nodes.every((x) => graph.digit[x] === graph.digit[chain.nodes[0]!])
}

/** The number of links of a chain (a loop's closing ones included). */
export function linkCount(graph: Graph, chain: FoundChain): number {
  return linksOf(graph, chain).length
}

/**
 * Nice loops (grouped or not), rated as chains.ts rates a chain of as many links:
 * an X-cycle 6.5, others 7.0, plus SE's length bonus; grouped 0.1 more.
 */
function searchLoops(
  s: LogicState,
  visit: Visit,
  grouped: boolean,
  kinds: ReadonlySet<ChainKind>,
  ids: { continuous: (oneDigit: boolean) => string | null; discontinuous: string | null },
): void {
  const found =
    grouped && !ids.discontinuous
      ? Array.from({ length: s.g.size }, (_, d) =>
          findChains(s, { groups: true, digit: d + 1 }, kinds),
        ).flat()
      : findChains(s, { groups: grouped }, kinds)
  const out: Deduction[] = []
  for (const { kind, chain, graph } of found) {
    if (hasGroup(graph, chain) !== grouped) continue
    const single = oneDigit(graph, chain)
    const id = kind === 'continuous' ? ids.continuous(single) : ids.discontinuous
    if (!id) continue
    const base = (single ? 6.5 : 7.0) + (grouped ? 0.1 : 0)
    const rating = roundRating(base + lengthDifficulty(linkCount(graph, chain) + 1))
    out.push(chainDeduction(s, graph, chain, id, rating))
  }
  out.sort((a, b) => a.rating - b.rating || a.links.length - b.links.length)
  for (const d of out) if (visit(d)) return
}

const CONTINUOUS = new Set<ChainKind>(['continuous'])
const LOOPS = new Set<ChainKind>(['continuous', 'discontinuous'])
const AIC = new Set<ChainKind>(['aic'])

export const niceLoop: Technique = {
  id: 'nice-loop',
  name: 'Nice loops',
  rating: 6.5,
  sizes: ALL_SIZES,
  gives: ['nice-loop', 'discontinuous-nice-loop'],
  search: (s, visit) =>
    searchLoops(s, visit, false, LOOPS, {
      continuous: () => 'nice-loop',
      discontinuous: 'discontinuous-nice-loop',
    }),
  find: (s) => firstFound(s, niceLoop),
}

export const groupedXCycle: Technique = {
  id: 'grouped-x-cycle',
  name: 'Grouped X-cycle',
  rating: 6.6,
  sizes: ALL_SIZES,
  search: (s, visit) =>
    searchLoops(s, visit, true, CONTINUOUS, {
      continuous: (oneDigit) => (oneDigit ? 'grouped-x-cycle' : null),
      discontinuous: null,
    }),
  find: (s) => firstFound(s, groupedXCycle),
}

export const groupedNiceLoop: Technique = {
  id: 'grouped-nice-loop',
  name: 'Grouped nice loops',
  rating: 6.6,
  sizes: ALL_SIZES,
  gives: ['grouped-nice-loop', 'grouped-discontinuous-nice-loop'],
  search: (s, visit) =>
    // A grouped loop of one digit is a grouped X-cycle, told there.
    searchLoops(s, visit, true, LOOPS, {
      continuous: (oneDigit) => (oneDigit ? null : 'grouped-nice-loop'),
      discontinuous: 'grouped-discontinuous-nice-loop',
    }),
  find: (s) => firstFound(s, groupedNiceLoop),
}

export const groupedAic: Technique = {
  id: 'grouped-aic',
  name: 'Grouped AIC',
  rating: 6.7,
  sizes: ALL_SIZES,
  search(s, visit) {
    const out: Deduction[] = []
    for (const { chain, graph } of findChains(s, { groups: true }, AIC)) {
      if (!hasGroup(graph, chain)) continue
      const base = oneDigit(graph, chain) ? 6.6 : 7.0
      const rating = roundRating(base + 0.1 + lengthDifficulty(chain.nodes.length + 2))
      out.push(chainDeduction(s, graph, chain, 'grouped-aic', rating))
    }
    out.sort((a, b) => a.rating - b.rating || a.links.length - b.links.length)
    for (const d of out) if (visit(d)) return
  },
  find: (s) => firstFound(s, groupedAic),
}

/** The first deduction a technique's search tells (its easiest: the searches tell easiest first). */
function firstFound(s: LogicState, t: Technique): Deduction | null {
  let first: Deduction | null = null
  t.search(s, (d) => {
    first = d
    return true
  })
  return first
}

/** This family's techniques; the registry orders them (full-order.ts). */
export const GROUPED_CHAINS: readonly Technique[] = [
  niceLoop,
  groupedXCycle,
  groupedNiceLoop,
  groupedAic,
]
