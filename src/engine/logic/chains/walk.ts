/**
 * The chain walk: every alternating inference chain (AIC) and nice loop of a grid,
 * each set of moves once, by its shortest chain. The way HoDoKu and SudokuWiki name
 * them:
 *
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
 * is reached by its shortest AIC from that start (and by the next one: waysFor).
 * Each set of moves is told once, by its shortest chain, easiest first. A loop may
 * come back to its start through an ALS whose digit sits in the start's cell alone
 * (`(9)r3c7=(9)r79c7-(9=5)r4567c8-(5=9)r356c7`: HoDoKu's 0710-3); such a set's
 * node is the candidate's twin, and a chain may leave the candidate through it.
 * Nodes and links: graph.ts.
 */

import { bit } from '../../geometry'
import { buildGraph, struckBy, type ChainMode, type Graph } from './graph'
import { alsLoopStrikes, forcedLoopStrikes } from './als-nodes'
import { checkDeadline, memoized, type LogicState } from '../types'

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
 * Every AIC of the graph from each start, told to `meet` with its start, its end,
 * its walk entry and the walk's parents (pathTo makes its nodes from them, start
 * first, strong link first, when asked for). Breadth first, each (node, kind of
 * link in) reached at most `ways` times, each time by another way that never comes
 * back to a candidate it passed (the chain is a simple path; back to the start by
 * a strong link closes it): with `ways` 1 only by its shortest way, with more also
 * by the next ones, so a loop whose shortest way to some node is blocked (it passes
 * a candidate the loop needs later) is still met. A node is known by its first
 * cell's candidate, except that a group and an ALS node starting in one cell are
 * told apart (HoDoKu's 0710-4 leaves a set `(1=8)r1c789r23c9` on its 8s in
 * r1c89r2c9r3c9, after the group r1c89 its loop began with): found.ts then ends
 * their links on different candidates. Reads the deadline between starts.
 */
function walkChains(
  s: LogicState,
  graph: Graph,
  ways: number,
  meet: (start: number, end: number, entry: number, walk: Walk) => void,
): void {
  const count = graph.digit.length
  const cand = graph.cand
  // States: node * 2 + 1 when reached by a strong link (a weak one goes on), + 0 otherwise.
  // Entries: one way to a state (its state and the entry it came from), in walk order.
  const size = 2 * count * ways
  const walk: Walk = { state: new Int32Array(size), parent: new Int32Array(size) }
  const seen = new Int32Array(2 * count)
  const stamp = new Int32Array(2 * count)
  // Per node 0 for a candidate, 1 for a group, 2 for an ALS node.
  const kind = new Int8Array(count)
  for (let x = 0; x < count; x++) kind[x] = graph.als[x]! >= 0 ? 2 : graph.group[x] ? 1 : 0
  const onPath = (from: number, node: number) => {
    const c = cand[node]!
    const k = kind[node]!
    for (let x = from; x >= 0; x = walk.parent[x]!) {
      const y = walk.state[x]! >> 1
      if (cand[y] === c && k + kind[y]! !== 3) return true
    }
    return false
  }
  let round = 0
  let start = 0
  let tail = 0
  // A candidate's twins: the nodes of ALS whose digit sits in its cell alone (the
  // same candidate, with the set's strong links). A chain that reaches the
  // candidate by a weak link reaches them too, and goes on through the set.
  const twins = new Map<number, number[]>()
  const single = new Map<number, number>()
  for (let x = 0; x < count; x++) if (!graph.group[x]) single.set(cand[x]!, x)
  for (let x = 0; x < count; x++) {
    if (graph.als[x]! < 0 || graph.cells[x]!.length !== 1) continue
    const c = single.get(cand[x]!)
    if (c === undefined) continue
    const list = twins.get(c)
    if (list) list.push(x)
    else twins.set(c, [x])
  }
  const reachOff = (node: number, from: number) => {
    reach(2 * node, from)
    for (const t of twins.get(node) ?? []) reach(2 * t, from)
  }
  const reach = (state: number, from: number) => {
    if (stamp[state] !== round) {
      stamp[state] = round
      seen[state] = 0
    } else if (seen[state] === ways) return
    const closes = (state & 1) === 1 && closesAt(graph, start, state >> 1)
    if (!closes && from >= 0 && onPath(from, state >> 1)) return
    seen[state]!++
    walk.state[tail] = state
    walk.parent[tail++] = from
  }
  for (start = 0; start < count; start++) {
    if (graph.als[start]! >= 0) continue
    if (!graph.strong[start]!.length && !twins.has(start)) continue
    checkDeadline(s)
    round++
    let head = 0
    tail = 0
    reachOff(start, -1)
    while (head < tail) {
      const entry = head++
      const state = walk.state[entry]!
      const node = state >> 1
      if (state & 1) {
        meet(start, node, entry, walk)
        if (closesAt(graph, start, node)) continue
        for (const w of graph.weak[node]!) reachOff(w, entry)
      } else for (const w of graph.strong[node]!) reach(2 * w + 1, entry)
    }
  }
}

/**
 * True when `node` is the candidate `start` itself: the start, or the node of an
 * ALS whose digit sits in one of its cells only, that start's (a loop that comes
 * back to its start through an ALS: `...-(5=9)r356c7` where r3c7 alone holds 9).
 */
function closesAt(graph: Graph, start: number, node: number): boolean {
  if (node === start) return true
  return (
    graph.als[node]! >= 0 &&
    graph.cells[node]!.length === 1 &&
    graph.cand[node] === graph.cand[start]
  )
}

/** The ways the walk took: per entry its state and the entry it came from (-1 at the start). */
interface Walk {
  state: Int32Array
  parent: Int32Array
}

/** The nodes of the chain to `entry`, start first, by the walk's parents. */
function pathTo(entry: number, walk: Walk): number[] {
  const nodes: number[] = []
  for (let x = entry; x >= 0; x = walk.parent[x]!) nodes.push(walk.state[x]! >> 1)
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
  // The chain techniques (the SE set's forcing chains, nice loops, the grouped ones,
  // those with ALS nodes) search one grid in turn, and share its chains per mode.
  const key = `chains ${mode.groups} ${mode.digit ?? 0} ${mode.xy ?? false} ${mode.als ?? false}`
  return memoized(s, key, () => collect(s, mode)).filter((f) => want.has(f.kind))
}

/** A chain found, with the graph its nodes index. */
export interface Found {
  kind: ChainKind
  chain: FoundChain
  graph: Graph
}

const ALL_KINDS: ReadonlySet<ChainKind> = new Set(['aic', 'continuous', 'discontinuous'])

/**
 * How many ways the walk keeps to each (node, kind of link in): two on a graph of
 * candidates alone, so that a loop whose shortest way to a node is blocked by a
 * candidate it needs later is still met (HoDoKu's 0706 continuous loops, relabelled,
 * meet such ties); one on the grouped graph (several times larger: a second way
 * there cost half again the chain time, measured over the library's 07 lines, and
 * passed no more library lines); twelve on the graph with ALS nodes, the last
 * chains searched and off the solve path: HoDoKu's 0711-4 AIC through a forced exit
 * (file line 1072) is met on every relabelled copy tried (20 seeds) from twelve
 * ways, on some from eight, on few below (`steps --set all` took 1.3 times as long
 * with the forced exits and these ways, docs/benchmarks.md). Each set of moves is
 * still told once, by its shortest chain.
 */
const waysFor = (mode: ChainMode): number => (mode.als ? 12 : mode.groups ? 1 : 2)

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
  // A chain's length, a forced exit counted as two links (as HoDoKu counts it: the
  // weak link out of the set into the forced cell is left out of the chain).
  const count = graph.digit.length
  const cost = ({ nodes }: FoundChain) => {
    let out = nodes.length
    if (graph.forced.size)
      for (let i = 0; i + 1 < nodes.length; i++)
        if (graph.forced.has(nodes[i]! * count + nodes[i + 1]!)) out++
    return out
  }
  const best = new Map<string, { kind: ChainKind; chain: FoundChain; cost: number }>()
  const keep = (key: string, kind: ChainKind, chain: FoundChain) => {
    const had = best.get(key)
    const c = cost(chain)
    if (!had || had.cost > c) best.set(key, { kind, chain, cost: c })
  }
  walkChains(s, graph, waysFor(mode), (a, z, entry, walk) => {
    // An ALS node never starts a chain (walkChains skips it); it may end one, left
    // by a strong link inside its set: the set then holds the end's digit.
    if (closesAt(graph, a, z)) {
      // Off implies on: the candidate holds, its cell's other digits go.
      if (!want.has('discontinuous') || graph.group[a]) return
      const nodes = pathTo(entry, walk)
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
    const nodes = pathTo(entry, walk)
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
      for (const c of alsLoopStrikes(s, graph, nodes)) out.add(c)
      for (const c of forcedLoopStrikes(s, graph, nodes)) out.add(c)
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
  return [...best.values()].map(({ kind, chain }) => ({ kind, chain, graph }))
}
