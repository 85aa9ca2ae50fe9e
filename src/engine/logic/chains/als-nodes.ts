/**
 * ALS nodes for the chain graph (graph.ts, mode `als`), as HoDoKu's chain finder
 * builds them.
 *
 * An almost locked set (ALS) is n cells of one unit holding n + 1 digits. Each of
 * its digits x is a node "x sits in one of the set's cells" (the cells holding x).
 * If x does not, the n cells are locked on the other n digits, so each of them sits
 * there: the set's nodes are strongly linked to each other. A node of a digit is
 * weakly linked to every node of that digit whose cells all see the set's cells
 * holding it (as a group node is). A chain enters the set by a weak link on one
 * digit and leaves it on another: `(x)r1c1-(x=z)r2c456-(z)r5c5`.
 *
 * In a continuous loop, one of the two digits the loop passes through the set on is
 * true and the other false, so the set is locked either way on the rest of its
 * digits: each of them goes from every cell outside that sees all the set's cells
 * holding it (alsLoopStrikes).
 *
 * A forced exit (HoDoKu's): a cell outside the set with more than two candidates,
 * all but one of them digits of the set other than x whose cells in the set it sees
 * all of (it need not see the set's other cells: HoDoKu's 0709-2 has the set
 * r7c89r8c9r9c9 force `(5=3)`: without its 5, r1c9 loses the 1 and 6 the set then
 * holds in column 9; r1c9 does not see r7c8).
 * If x does not sit in the set, the set is locked on those digits, the cell loses
 * them and holds the one left, w; if the cell does not hold w, it holds one of them,
 * which then leaves the set, and the set is locked on the rest, x among them. So
 * the set's x node and the cell's w are strongly linked (addAlsForcings), written
 * `(x=56)r2c456-(56=w)r5c5`. In a continuous loop, one of the two is true: the set
 * is locked on its digits outside x and the cell's, and each of the cell's other
 * digits sits in the cell or in the set (forcedLoopStrikes).
 *
 * Single cells are left out (a bivalue cell is already a strong link), and so are
 * sets of more than MAX_ALS_CELLS cells.
 */

import { bit, popcount } from '../../geometry'
import { checkDeadline, type LogicState } from '../types'

/** An ALS of the chain graph: its cells (ascending) and its digits. */
export interface ChainAls {
  cells: number[]
  mask: number
}

/**
 * What this module reads of a chain graph (graph.ts's Graph, which imports this
 * module, has these fields): per node its digit, the candidate its links end on and
 * the ALS it is a digit of (-1 for none), and the ALS.
 */
export interface AlsNodeGraph {
  digit: readonly number[]
  cand: readonly number[]
  als: readonly number[]
  alses: readonly ChainAls[]
  /** Per node its cells, and the forced exits (graph.ts). */
  cells: readonly (readonly number[])[]
  forced: ReadonlyMap<number, number>
  /** Per ALS, what each cell loses when the set is locked (lockedOut). */
  locked: readonly Uint16Array[]
}

/** The largest sets used as nodes. */
export const MAX_ALS_CELLS = 5

/** Every ALS of 2 to MAX_ALS_CELLS cells, each cell set once. */
export function chainAlses(s: LogicState): ChainAls[] {
  const { g, masks } = s
  const seen = new Set<string>()
  const out: ChainAls[] = []
  for (const unit of g.units) {
    const empty = unit.filter((c) => masks[c])
    const limit = Math.min(MAX_ALS_CELLS, empty.length - 1)
    const pick: number[] = []
    const walk = (from: number, mask: number) => {
      for (let i = from; i < empty.length; i++) {
        const c = empty[i]!
        const m = mask | masks[c]!
        pick.push(c)
        if (pick.length >= 2 && popcount(m) === pick.length + 1) {
          const cells = pick.slice().sort((a, b) => a - b)
          const key = cells.join()
          if (!seen.has(key)) {
            seen.add(key)
            out.push({ cells, mask: m })
          }
        }
        if (pick.length < limit && popcount(m) <= limit + 1) walk(i + 1, m)
        pick.pop()
      }
    }
    walk(0, 0)
  }
  checkDeadline(s)
  return out
}

/** Links every two nodes of one ALS strongly. */
export function addAlsStrongLinks(graph: AlsNodeGraph, link: (a: number, b: number) => void): void {
  const byAls = new Map<number, number[]>()
  graph.als.forEach((a, node) => {
    if (a < 0) return
    const list = byAls.get(a) ?? []
    list.push(node)
    byAls.set(a, list)
  })
  for (const nodes of byAls.values())
    for (let i = 0; i < nodes.length; i++)
      for (let j = i + 1; j < nodes.length; j++) link(nodes[i]!, nodes[j]!)
}

/**
 * Per cell outside a set, the set's digits whose cells there it sees all of (a
 * mask; 0 for the set's cells and the filled ones): the digits it loses when the
 * set is locked on them.
 */
export function lockedOut(s: LogicState, set: ChainAls): Uint16Array {
  const { g, masks } = s
  const out = new Uint16Array(g.cells)
  for (let m = set.mask, d = 1; m; d++, m >>>= 1) {
    if (!(m & 1)) continue
    const b = bit(d)
    const holding = set.cells.filter((c) => masks[c]! & b)
    for (const p of g.peers[holding[0]!]!) {
      if (!(masks[p]! & b) || set.cells.includes(p)) continue
      if (holding.every((c) => g.peers[c]!.includes(p))) out[p]! |= b
    }
  }
  return out
}

/**
 * The forced exits of every ALS node (see the top of this file): `link(node,
 * candidate node, the forced cell's other digits as a mask)`. `single` maps a
 * candidate to its node.
 */
export function addAlsForcings(
  s: LogicState,
  graph: AlsNodeGraph,
  single: ReadonlyMap<number, number>,
  link: (alsNode: number, cellNode: number, exits: number) => void,
): void {
  const { masks } = s
  const n = s.g.size
  graph.als.forEach((a, node) => {
    if (a < 0) return
    const out = graph.locked[a]!
    const x = bit(graph.digit[node]!)
    for (let c = 0; c < out.length; c++) {
      const others = out[c]! & ~x
      if (!others) continue
      const m = masks[c]!
      if (popcount(m) <= 2) continue
      const left = m & ~others
      if (popcount(left) !== 1) continue
      const target = single.get(c * n + Math.log2(left))
      if (target !== undefined) link(node, target, m & ~left)
    }
  })
}

/**
 * What a continuous loop strikes at each forced exit it passes (two of its nodes
 * joined by its strong link, an ALS node and the cell it forces): the set's digits
 * outside the node's and the cell's, from every cell outside the set that sees all
 * the set's cells holding them; each of the cell's other digits from every other
 * cell that sees the cell and all the set's cells holding it.
 */
export function forcedLoopStrikes(
  s: LogicState,
  graph: AlsNodeGraph,
  nodes: readonly number[],
): number[] {
  const { g } = s
  const n = g.size
  const count = graph.digit.length
  const out: number[] = []
  for (let i = 0; i + 1 < nodes.length; i += 2) {
    const exits = graph.forced.get(nodes[i]! * count + nodes[i + 1]!)
    if (exits === undefined) continue
    const [alsNode, cellNode] =
      graph.als[nodes[i]!]! >= 0 ? [nodes[i]!, nodes[i + 1]!] : [nodes[i + 1]!, nodes[i]!]
    const cell = graph.cells[cellNode]![0]!
    const locked = graph.locked[graph.als[alsNode]!]!
    const x = bit(graph.digit[alsNode]!)
    for (let p = 0; p < locked.length; p++) {
      if (p === cell) continue
      // The cell's other digits go only where the cell is seen too.
      const lost = locked[p]! & ~x & (g.peers[cell]!.includes(p) ? ~0 : ~exits)
      pushDigits(out, p, lost, n)
    }
  }
  return out
}

/** Each digit of `mask` in cell `p`, as candidates (p * size + digit - 1), onto `out`. */
function pushDigits(out: number[], p: number, mask: number, n: number): void {
  for (let m = mask, d = 1; m; d++, m >>>= 1) if (m & 1) out.push(p * n + d - 1)
}

/**
 * The ALS a chain passes through, each as a group of the deduction's pattern: the
 * candidates its links end on (`anchors`, per node; the node it enters by, then the
 * one it leaves by), then the set's other candidates. A group of more than one digit is an ALS
 * (notation.ts writes it `(x=z)r2c456`).
 */
export function alsGroups(
  s: LogicState,
  graph: AlsNodeGraph,
  nodes: readonly number[],
  anchors: readonly number[] = nodes.map((x) => graph.cand[x]!),
): number[][] {
  const n = s.g.size
  const count = graph.digit.length
  const out: number[][] = []
  for (let i = 0; i + 1 < nodes.length; i++) {
    const exits = graph.forced.get(nodes[i]! * count + nodes[i + 1]!)
    if (exits !== undefined) {
      const [p, q] = graph.als[nodes[i]!]! >= 0 ? [i, i + 1] : [i + 1, i]
      out.push(...forcedGroups(s, graph, nodes[p]!, nodes[q]!, anchors[p]!, anchors[q]!, exits))
      continue
    }
    const a = graph.als[nodes[i]!]!
    if (a < 0 || graph.als[nodes[i + 1]!] !== a) continue
    const ends = [anchors[i]!, anchors[i + 1]!]
    const rest: number[] = []
    for (const c of graph.alses[a]!.cells)
      for (let d = 1; d <= n; d++)
        if (s.masks[c]! & bit(d) && !ends.includes(c * n + d - 1)) rest.push(c * n + d - 1)
    out.push([...ends, ...rest])
  }
  return out
}

/**
 * A forced exit's groups: the set (the node's candidate `entry`, then the set's
 * others) and the forced cell (the forced candidate, then the cell's other digits).
 */
function forcedGroups(
  s: LogicState,
  graph: AlsNodeGraph,
  alsNode: number,
  cellNode: number,
  entry: number,
  target: number,
  exits: number,
): number[][] {
  const n = s.g.size
  const set: number[] = [entry]
  for (const c of graph.alses[graph.als[alsNode]!]!.cells)
    for (let d = 1; d <= n; d++)
      if (s.masks[c]! & bit(d) && c * n + d - 1 !== entry) set.push(c * n + d - 1)
  const forced = [target]
  const cell = graph.cells[cellNode]![0]!
  for (let d = 1; d <= n; d++) if (exits & bit(d)) forced.push(cell * n + d - 1)
  return [set, forced]
}

/** True when a chain has an ALS node. */
export function hasAls(graph: AlsNodeGraph, nodes: readonly number[]): boolean {
  return nodes.some((x) => graph.als[x]! >= 0)
}

/**
 * What a continuous loop strikes besides its weak links' strikes: for each ALS it
 * passes through (two of its nodes joined by the loop's strong link), its other
 * digits from every cell outside the set that sees all the set's cells holding them
 * (candidates, cell * size + digit - 1).
 */
export function alsLoopStrikes(
  s: LogicState,
  graph: AlsNodeGraph,
  nodes: readonly number[],
): number[] {
  const n = s.g.size
  const out: number[] = []
  // The loop's strong links join nodes 0-1, 2-3, ...
  for (let i = 0; i + 1 < nodes.length; i += 2) {
    const a = graph.als[nodes[i]!]!
    if (a < 0 || graph.als[nodes[i + 1]!] !== a) continue
    const locked = graph.locked[a]!
    const through = bit(graph.digit[nodes[i]!]!) | bit(graph.digit[nodes[i + 1]!]!)
    for (let p = 0; p < locked.length; p++) pushDigits(out, p, locked[p]! & ~through, n)
  }
  return out
}
