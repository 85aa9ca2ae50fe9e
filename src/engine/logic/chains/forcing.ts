/**
 * Forcing chains from one assumption, rated the way Sudoku Explainer rates them:
 * forcing X-chain 6.6 (one digit), forcing chain 7.0 (XY-chain when every strong
 * link is a two-candidate cell, AIC otherwise), each plus SE's length bonus
 * (rating.ts): an assumption implying its own opposite. The runs are the Chainer's
 * (chainer.ts); the AICs with all they strike come from the chain walk (walk.ts).
 */

import { bit, popcount } from '../../geometry'
import { findXCycle, searchXCycles } from '../single-digit/single-digit'
import { chainerFor } from './chainer'
import { better, conclusion, noBetter, patternOf, type Found } from './conclusion'
import { chainDeduction, oneDigit, sameEndDigits } from './found'
import type { ChainMode, Graph } from './graph'
import { lengthDifficulty, roundRating } from './rating'
import { ancestors, runLinks, type Mode } from './run'
import { findChains, type ChainKind, type FoundChain } from './walk'
import {
  ALL_SIZES,
  deduction,
  movesKey,
  type Deduction,
  type Link,
  type LogicState,
  type Technique,
  type Visit,
} from '../types'
import { catalogued } from '../catalogue'

/**
 * Forcing chains from one assumption: on(p) implies off(p), or off(p) implies on(p).
 * The easiest, or with `visit` each one (the shortest chain from each assumption).
 */
function findUnary(s: LogicState, xOnly: boolean, visit?: Visit): Deduction | null {
  const { g } = s
  const n = g.size
  const ch = chainerFor(s)
  const mode: Mode = { x: true, y: !xOnly, dynamic: false, level: 0 }
  const base = xOnly ? 6.6 : 7.0
  let best: Found | null = null
  for (let cell = 0; cell < g.cells; cell++) {
    const m = s.masks[cell]!
    if (popcount(m) < 2) continue
    for (let d = 1; d <= n; d++) {
      if (!(m & bit(d))) continue
      const cand = cell * n + d - 1
      for (const on of [1, 0]) {
        const src = 2 * cand + on
        const r = ch.from(s, src, mode)
        const target = src ^ 1
        if (!r.mark[target]) continue
        const complexity = ancestors(r, target).size
        const rating = roundRating(base + lengthDifficulty(complexity))
        if (!visit && noBetter(best, rating, complexity)) continue
        const links: Link[] = []
        runLinks(r, target, links)
        const id = unaryId(xOnly, links, n)
        const make = () =>
          deduction(id, rating, {
            ...patternOf(links, n, [cand]),
            links,
            ...conclusion(target, n),
          })
        if (visit) {
          if (visit(make())) return null
        } else best = better(best, { rating, complexity, make })
      }
    }
    // No chain can rate below its base: the first found at the base wins.
    if ((best as Found | null)?.rating === base) break
  }
  return (best as Found | null)?.make() ?? null
}

/** An X-chain on one digit, an XY-chain when every strong link is inside a cell, else an AIC. */
function unaryId(xOnly: boolean, links: readonly Link[], n: number): string {
  if (xOnly) return 'x-chain'
  return links.every((l) => !l.strong || sameCell(l, n)) ? 'xy-chain' : 'aic'
}

function sameCell(l: Link, n: number): boolean {
  return ((l.from / n) | 0) === ((l.to / n) | 0)
}

/**
 * X-cycles (6.5 + length, single-digit.ts), forcing X-chains (6.6 + length) and
 * forcing chains with both kinds of strong link (7.0 + length), searched together
 * so the easier rating wins, as in SE.
 */
export const forcingChain: Technique = {
  ...catalogued('forcing-chain'),
  sizes: ALL_SIZES,
  find(s) {
    const cycle = findXCycle(s, lengthDifficulty)
    const x = findUnary(s, true)
    const single = cycle && (!x || cycle.rating <= x.rating) ? cycle : x
    if (single && single.rating <= 7.0) return single
    const xy = findUnary(s, false)
    return single && (!xy || single.rating <= xy.rating) ? single : xy
  },
  /**
   * Every x-cycle; then every AIC with all it strikes (X-chains, XY-chains, the
   * others), easiest first, each set of strikes once per name; then every forcing
   * X-chain, then every chain of both kinds of link, from each assumption (one
   * strike or placement each: `find` takes the easiest of these) whose conclusion
   * was not told under its name already.
   */
  search(s, visit) {
    let stop = false
    const told = new Set<string>()
    const tell = (d: Deduction) => {
      told.add(`${d.technique} ${movesKey(d)}`)
      stop = visit(d)
      return stop
    }
    const fresh = (d: Deduction) => !told.has(`${d.technique} ${movesKey(d)}`) && tell(d)
    searchXCycles(s, lengthDifficulty, true, tell)
    if (!stop) for (const d of fullChains(s)) if (fresh(d)) break
    if (!stop) findUnary(s, true, fresh)
    if (!stop) findUnary(s, false, fresh)
  },
}

/**
 * The AICs of a grid, each with every candidate it strikes, easiest first: X-chains
 * (one digit), XY-chains (two-candidate cells, both ends one digit) and the others,
 * each set of strikes by its shortest chain. Rated as the forcing chain from a
 * struck candidate would be (the candidate on, the chain, the candidate off), so
 * none rates below the easiest single-strike chain `find` takes.
 */
function fullChains(s: LogicState): Deduction[] {
  const n = s.g.size
  const out: Deduction[] = []
  const add = (mode: ChainMode, pick: (graph: Graph, c: FoundChain) => string | null) => {
    for (const { chain, graph } of findChains(s, mode, AIC_ONLY)) {
      const id = pick(graph, chain)
      if (!id) continue
      const base = id === 'x-chain' ? 6.6 : 7.0
      const rating = roundRating(base + lengthDifficulty(chain.nodes.length + 2))
      out.push(chainDeduction(s, graph, chain, id, rating))
    }
  }
  for (let d = 1; d <= n; d++) add({ groups: false, digit: d }, () => 'x-chain')
  add({ groups: false, xy: true }, (graph, c) => (sameEndDigits(graph, c) ? 'xy-chain' : null))
  add({ groups: false }, (graph, c) => {
    if (oneDigit(graph, c)) return 'x-chain'
    const links = chainDeduction(s, graph, c, 'aic', 0).links
    return sameEndDigits(graph, c) && unaryId(false, links, n) === 'xy-chain' ? 'xy-chain' : 'aic'
  })
  out.sort((a, b) => a.rating - b.rating || a.links.length - b.links.length)
  return out
}

const AIC_ONLY = new Set<ChainKind>(['aic'])
