/** A chain of the walk (walk.ts) read off its graph: its links, its shape, its deduction. */

import { alsGroups } from './als-nodes'
import type { Graph } from './graph'
import type { FoundChain } from './walk'
import { deduction, type Deduction, type Link, type LogicState } from '../types'

/**
 * Per node of a chain the candidate its links end on: its first cell's, or, when an
 * earlier node's links end there (an ALS node whose cells start where a group the
 * chain passed starts), the first of its cells' that none does. A node of one cell
 * keeps its candidate (a loop back to its start through an ALS ends on the start).
 */
function anchorsOf(graph: Graph, nodes: readonly number[]): number[] {
  const n = graph.n
  const used = new Set<number>()
  return nodes.map((x) => {
    const d = graph.digit[x]! - 1
    const free = graph.cells[x]!.find((c) => !used.has(c * n + d))
    const at = free === undefined ? graph.cand[x]! : free * n + d
    used.add(at)
    return at
  })
}

/** The links of a chain (to a group: its anchor), with the loop's closing ones. */
function linksOf(graph: Graph, chain: FoundChain, anchors: readonly number[]): Link[] {
  const { nodes } = chain
  const links: Link[] = []
  for (let i = 1; i < nodes.length; i++)
    links.push({ from: anchors[i - 1]!, to: anchors[i]!, strong: i % 2 === 1 })
  if (chain.loop) links.push({ from: anchors.at(-1)!, to: anchors[0]!, strong: false })
  if (chain.through >= 0 && chain.place < 0) {
    // Through the struck candidate: weak into the chain's start, weak back from its end.
    links.unshift({ from: chain.through, to: anchors[0]!, strong: false })
    links.push({ from: anchors.at(-1)!, to: chain.through, strong: false })
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
  const anchors = anchorsOf(graph, chain.nodes)
  const groups: number[][] = []
  const had = new Set<number>()
  chain.nodes.forEach((x, i) => {
    if (!graph.group[x] || graph.als[x]! >= 0 || had.has(x)) return
    had.add(x)
    const cands = graph.cells[x]!.map((c) => c * n + graph.digit[x]! - 1)
    groups.push([anchors[i]!, ...cands.filter((c) => c !== anchors[i])])
  })
  for (const set of alsGroups(s, graph, chain.nodes, anchors)) {
    groups.push(set)
    for (const cand of set) cells.add((cand / n) | 0)
  }
  return deduction(id, rating, {
    cells: [...cells],
    digits: [...digits].sort((a, b) => a - b),
    links: linksOf(graph, chain, anchors),
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
export function linkCount(chain: FoundChain): number {
  const closing = (chain.loop ? 1 : 0) + (chain.through >= 0 && chain.place < 0 ? 2 : 0)
  return chain.nodes.length - 1 + closing
}
