/**
 * Multiple, dynamic and nested forcing chains, rated the way Sudoku Explainer rates
 * them. Cell and unit forcing chains 8.0: every candidate of a cell, or every place
 * of a digit in a unit, implies the same literal. Dynamic forcing chains 8.5; 9.0 at
 * the (+) level (locked candidates, pairs and X-Wings inside the runs); the nested
 * levels (nested.ts) 9.5 (+ Forcing Chains), 10.0 (+ Multiple Forcing Chains) and
 * 10.5 (+ Dynamic Forcing Chains, of level 0, 1 or 2 inside). Each plus SE's length
 * bonus (rating.ts) over all its literals, inner chains included.
 */

import { chainerFor } from './chainer'
import { better, conclusion, noBetter, patternOf, type Found } from './conclusion'
import { eachMultiple, type MultipleFound } from './multiple'
import { nestedMode } from './nested'
import { lengthDifficulty, roundRating } from './rating'
import { complexityOf, innerRules, runLinks, type Advanced, type Mode } from './run'
import {
  ALL_SIZES,
  deduction,
  type Deduction,
  type Link,
  type LogicState,
  type Nesting,
  type Technique,
  type Visit,
} from '../types'
import { catalogued } from '../catalogue'

/** A forcing-chain technique: its id, SE's base rating, and the runs' mode. */
interface Kind {
  id: string
  base: number
  mode: Mode
}

/**
 * The easiest conclusion of the multiple (or dynamic, or nested) forcing chains, or
 * with `visit` each one, until the visitor stops the search.
 */
function findMultiple(s: LogicState, kind: Kind, visit?: Visit): Deduction | null {
  const n = s.g.size
  const { base, mode } = kind
  const ch = chainerFor(s)
  let best: Found | null = null
  let stopped = false
  const idOf = (f: MultipleFound) =>
    mode.dynamic ? kind.id : f.source === 'unit' ? 'unit-forcing-chain' : 'cell-forcing-chain'
  eachMultiple(
    s,
    ch,
    mode,
    (f) => {
      const chains = f.chains()
      const complexity = complexityOf(chains)
      const rating = roundRating(base + lengthDifficulty(complexity))
      if (!visit && noBetter(best, rating, complexity)) return false
      const links: Link[] = []
      const inner = new Set<Advanced>()
      for (const { run, target, lits } of chains) {
        runLinks(run, target, links)
        innerRules(run, lits, inner)
      }
      const pattern = f.contradiction ? [f.sources[0]! >> 1] : f.sources.map((l) => l >> 1)
      const make = () => {
        const d = deduction(idOf(f), rating, {
          ...patternOf(links, n, pattern),
          links,
          ...conclusion(f.target, n),
        })
        if (mode.level >= 2) d.nested = nestingOf(mode, inner)
        return d
      }
      if (visit) stopped = visit(make())
      else best = better(best, { rating, complexity, make })
      return stopped
    },
    // No conclusion rates below the base: the first found at the base wins.
    () => stopped || (!visit && (best as Found | null)?.rating === base),
  )
  return !visit && best ? (best as Found).make() : null
}

/** What a nested step says of its nesting: its level, and the inner chains it used. */
function nestingOf(mode: Mode, inner: ReadonlySet<Advanced>): Nesting {
  const rules = new Map<string, number>()
  let depth = 1
  for (const a of inner) {
    if (!a.links.length) continue
    rules.set(a.rule, (rules.get(a.rule) ?? 0) + 1)
    depth = Math.max(depth, a.depth + 1)
  }
  return {
    level: mode.level,
    depth,
    inner: [...rules].map(([rule, count]) => ({ rule, count })),
  }
}

const kinds = {
  multiple: {
    id: 'cell-forcing-chain',
    base: 8.0,
    mode: { x: true, y: true, dynamic: false, level: 0 },
  },
  dynamic: { id: 'dynamic-forcing-chain', base: 8.5, mode: nestedMode(0) },
  plus: { id: 'dynamic-forcing-chain-plus', base: 9.0, mode: nestedMode(1) },
  nestedForcing: { id: 'nested-forcing-chain', base: 9.5, mode: nestedMode(2) },
  nestedMultiple: { id: 'nested-multiple-forcing-chain', base: 10.0, mode: nestedMode(3) },
  nestedDynamic: { id: 'nested-dynamic-forcing-chain', base: 10.5, mode: nestedMode(4, 0) },
  nestedDynamicPlus: {
    id: 'nested-dynamic-forcing-chain-plus',
    base: 10.5,
    mode: nestedMode(4, 1),
  },
  nestedDynamicNested: {
    id: 'nested-dynamic-forcing-chain-nested',
    base: 10.5,
    mode: nestedMode(4, 2),
  },
} satisfies Record<string, Kind>

function technique(kind: Kind): Technique {
  return {
    ...catalogued(kind.id),
    // The nested levels on 9x9 (and 4x4): SE's scale is 9x9's, and on 16x16 one
    // search runs for hours.
    sizes: kind.mode.level >= 2 ? [4, 9] : ALL_SIZES,
    find: (s) => findMultiple(s, kind),
    search: (s, visit) => void findMultiple(s, kind, visit),
  }
}

export const multipleForcingChain: Technique = technique(kinds.multiple)
export const dynamicForcingChain: Technique = technique(kinds.dynamic)
export const dynamicForcingChainPlus: Technique = technique(kinds.plus)
/** SE's nested forcing chains: dynamic forcing chains (+ Forcing Chains) and up. */
export const nestedForcingChains: Technique[] = [
  kinds.nestedForcing,
  kinds.nestedMultiple,
  kinds.nestedDynamic,
  kinds.nestedDynamicPlus,
  kinds.nestedDynamicNested,
].map(technique)
