/** A chain of the walk (walk.ts) read off its graph: its links, its shape, its deduction. */

import { alsGroups } from './als-nodes'
import type { Graph } from './graph'
import type { FoundChain } from './walk'
import { deduction, type Deduction, type Link, type LogicState } from '../types'

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
    if (graph.group[x] && graph.als[x]! < 0)
      groups.push(graph.cells[x]!.map((c) => c * n + graph.digit[x]! - 1))
  for (const set of alsGroups(s, graph, chain.nodes)) {
    groups.push(set)
    for (const cand of set) cells.add((cand / n) | 0)
  }
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
