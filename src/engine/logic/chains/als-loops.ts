/**
 * Grouped nice loops and grouped AICs with ALS nodes (issue 31; HoDoKu's 0709,
 * 0710 and 0711 with ALS): the chain walk (walk.ts) on a graph with group and ALS
 * nodes (graph.ts, als-nodes.ts), keeping the chains that pass through an ALS (the
 * others are the grouped techniques', nice-loops.ts). Rated as a grouped chain of
 * as many links, 0.1 more.
 */

import { hasAls } from './als-nodes'
import { chainDeduction, linkCount, oneDigit } from './found'
import { lengthDifficulty, roundRating } from './rating'
import { findChains, type ChainKind } from './walk'
import {
  ALL_SIZES,
  firstOf,
  type Deduction,
  type LogicState,
  type Technique,
  type Visit,
} from '../types'
import { catalogued } from '../catalogue'

const LOOPS = new Set<ChainKind>(['continuous', 'discontinuous'])
const AIC = new Set<ChainKind>(['aic'])

/** The ALS chains of `kinds`, easiest first, each as a deduction. */
function searchAlsChains(s: LogicState, visit: Visit, kinds: ReadonlySet<ChainKind>): void {
  const out: Deduction[] = []
  for (const { kind, chain, graph } of findChains(s, { groups: true, als: true }, kinds)) {
    if (!hasAls(graph, chain.nodes)) continue
    const base = oneDigit(graph, chain) ? 6.5 : 7.0
    const id =
      kind === 'continuous'
        ? 'als-nice-loop'
        : kind === 'discontinuous'
          ? 'als-discontinuous-nice-loop'
          : 'als-aic'
    const links = kind === 'aic' ? chain.nodes.length + 2 : linkCount(chain) + 1
    const rating = roundRating(base + 0.2 + lengthDifficulty(links))
    out.push(chainDeduction(s, graph, chain, id, rating))
  }
  out.sort((a, b) => a.rating - b.rating || a.links.length - b.links.length)
  for (const d of out) if (visit(d)) return
}

export const alsNiceLoop: Technique = {
  ...catalogued('als-nice-loop'),
  sizes: ALL_SIZES,
  search: (s, visit) => searchAlsChains(s, visit, LOOPS),
  find: firstOf((s, visit) => searchAlsChains(s, visit, LOOPS)),
}

export const alsAic: Technique = {
  ...catalogued('als-aic'),
  sizes: ALL_SIZES,
  search: (s, visit) => searchAlsChains(s, visit, AIC),
  find: firstOf((s, visit) => searchAlsChains(s, visit, AIC)),
}

/** This family's techniques; the registry orders them (catalogue.ts). */
export const ALS_CHAINS: readonly Technique[] = [alsNiceLoop, alsAic]
