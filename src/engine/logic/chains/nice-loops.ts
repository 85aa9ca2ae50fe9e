/**
 * Nice loops, grouped X-cycles, grouped nice loops and grouped AICs (the full set,
 * issue 19), from the chain walk (walk.ts), rated as SE rates a chain (rating.ts).
 */

import { chainDeduction, hasGroup, linkCount, oneDigit } from './found'
import { lengthDifficulty, roundRating } from './rating'
import { findChains, type ChainKind } from './walk'
import { ALL_SIZES, type Deduction, type LogicState, type Technique, type Visit } from '../types'
import { catalogued } from '../catalogue'

/**
 * Nice loops (grouped or not), rated as forcing.ts rates a chain of as many links:
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
    const rating = roundRating(base + lengthDifficulty(linkCount(chain) + 1))
    out.push(chainDeduction(s, graph, chain, id, rating))
  }
  out.sort((a, b) => a.rating - b.rating || a.links.length - b.links.length)
  for (const d of out) if (visit(d)) return
}

const CONTINUOUS = new Set<ChainKind>(['continuous'])
const LOOPS = new Set<ChainKind>(['continuous', 'discontinuous'])
const AIC = new Set<ChainKind>(['aic'])

export const niceLoop: Technique = {
  ...catalogued('nice-loop'),
  sizes: ALL_SIZES,
  search: (s, visit) =>
    searchLoops(s, visit, false, LOOPS, {
      continuous: () => 'nice-loop',
      discontinuous: 'discontinuous-nice-loop',
    }),
  find: (s) => firstFound(s, niceLoop),
}

export const groupedXCycle: Technique = {
  ...catalogued('grouped-x-cycle'),
  sizes: ALL_SIZES,
  search: (s, visit) =>
    searchLoops(s, visit, true, CONTINUOUS, {
      continuous: (oneDigit) => (oneDigit ? 'grouped-x-cycle' : null),
      discontinuous: null,
    }),
  find: (s) => firstFound(s, groupedXCycle),
}

export const groupedNiceLoop: Technique = {
  ...catalogued('grouped-nice-loop'),
  sizes: ALL_SIZES,
  search: (s, visit) =>
    // A grouped loop of one digit is a grouped X-cycle, told there.
    searchLoops(s, visit, true, LOOPS, {
      continuous: (oneDigit) => (oneDigit ? null : 'grouped-nice-loop'),
      discontinuous: 'grouped-discontinuous-nice-loop',
    }),
  find: (s) => firstFound(s, groupedNiceLoop),
}

export const groupedAic: Technique = {
  ...catalogued('grouped-aic'),
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

/** This family's techniques; the registry orders them (catalogue.ts). */
export const GROUPED_CHAINS: readonly Technique[] = [
  niceLoop,
  groupedXCycle,
  groupedNiceLoop,
  groupedAic,
]
