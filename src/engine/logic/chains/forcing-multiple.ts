/**
 * Multiple and dynamic forcing chains, rated the way Sudoku Explainer rates them.
 * Cell and unit forcing chains 8.0: every candidate of a cell, or every place of a
 * digit in a unit, implies the same literal. Dynamic forcing chains 8.5, and 9.0
 * with locked candidates inside the runs; each plus SE's length bonus (rating.ts).
 */

import { bit, popcount } from '../../geometry'
import { chainerFor } from './chainer'
import { better, conclusion, noBetter, patternOf, type Found } from './conclusion'
import { lengthDifficulty, roundRating } from './rating'
import { ancestors, runLinks, type Mode, type Run } from './run'
import {
  ALL_SIZES,
  deduction,
  type Deduction,
  type Link,
  type LogicState,
  type Technique,
  type Visit,
} from '../types'
import { catalogued } from '../catalogue'

/**
 * Multiple forcing chains: for each cell, every candidate on; for each unit and
 * digit, every place on; a literal all of them imply holds. Dynamic runs also try
 * each candidate on and off: a contradiction settles it, and a literal both imply holds.
 */
function findMultiple(
  s: LogicState,
  dynamic: boolean,
  plus: boolean,
  visit?: Visit,
): Deduction | null {
  const { g } = s
  const n = g.size
  const ch = chainerFor(s)
  const mode: Mode = { x: true, y: true, dynamic, plus }
  const base = plus ? 9.0 : dynamic ? 8.5 : 8.0
  const id = plus
    ? 'dynamic-forcing-chain-plus'
    : dynamic
      ? 'dynamic-forcing-chain'
      : 'cell-forcing-chain'
  let best: Found | null = null
  // With `visit`: each conclusion is told, until the visitor stops the search.
  let stopped = false
  /**
   * A conclusion resting on `complexity` literals: told to the visitor, or kept when
   * it is the easiest yet. `links` and the pattern are only made for one that counts.
   */
  const offer = (
    complexity: number,
    linksOf: (out: Link[]) => void,
    kind: string,
    pattern: number[],
    concluded: number,
  ) => {
    const rating = roundRating(base + lengthDifficulty(complexity))
    if (!visit && noBetter(best, rating, complexity)) return
    const links: Link[] = []
    linksOf(links)
    const make = () =>
      deduction(kind, rating, {
        ...patternOf(links, n, pattern),
        links,
        ...conclusion(concluded, n),
      })
    if (visit) stopped = visit(make())
    else best = better(best, { rating, complexity, make })
  }
  /** A literal every run implies: it holds. */
  const consider = (runs: Run[], target: number, sources: number[], kind: string) => {
    if (stopped) return
    let complexity = 0
    for (const r of runs) complexity += ancestors(r, target).size
    const linksOf = (out: Link[]) => {
      for (const r of runs) runLinks(r, target, out)
    }
    offer(
      complexity,
      linksOf,
      kind,
      sources.map((l) => l >> 1),
      target,
    )
  }
  /** A run from `src` that contradicts itself: src's opposite holds. */
  const contradiction = (r: Run, src: number) => {
    if (stopped) return
    const witness = r.contradiction!
    const seen = new Set<number>()
    for (const w of witness) ancestors(r, w, seen)
    const linksOf = (out: Link[]) => {
      for (const w of witness) runLinks(r, w, out)
    }
    offer(seen.size, linksOf, id, [src >> 1], src ^ 1)
  }
  const intersect = (runs: Run[], sources: number[], kind: string) => {
    if (runs.some((r) => r.contradiction)) return
    const [first, ...rest] = runs
    for (const lit of first!.reached) {
      if (stopped) return
      if (sources.includes(lit)) continue
      if (!rest.every((r) => r.mark[lit])) continue
      // Only news: a placement of an empty cell, or a strike of a live candidate.
      const cand = lit >> 1
      const cell = (cand / n) | 0
      const has = s.masks[cell]! & bit((cand % n) + 1)
      if (!has || (lit & 1 && popcount(s.masks[cell]!) === 1)) continue
      consider(runs, lit, sources, kind)
    }
  }
  // No conclusion rates below the base: the first found at the base wins.
  const done = () => stopped || (!visit && (best as Found | null)?.rating === base)
  for (let cell = 0; cell < g.cells && !done(); cell++) {
    const m = s.masks[cell]!
    const k = popcount(m)
    if (k < 2 || (!dynamic && k < 3)) continue
    const runs: Run[] = []
    const sources: number[] = []
    for (let d = 1; d <= n; d++) {
      if (!(m & bit(d))) continue
      const src = 2 * (cell * n + d - 1) + 1
      const on = ch.from(s, src, mode)
      sources.push(src)
      runs.push(on)
      if (dynamic) {
        if (on.contradiction) contradiction(on, src)
        const off = ch.from(s, src ^ 1, mode)
        if (off.contradiction) contradiction(off, src ^ 1)
        else if (!on.contradiction && k >= 3) intersect([on, off], [src, src ^ 1], id)
      }
    }
    intersect(runs, sources, dynamic ? id : 'cell-forcing-chain')
  }
  for (let u = 0; u < 3 * n && !done(); u++) {
    for (let d = 1; d <= n && !done(); d++) {
      const b = bit(d)
      const places = g.units[u]!.filter((c) => s.masks[c]! & b)
      if (places.length < 2 || (!dynamic && places.length < 3)) continue
      const sources = places.map((c) => 2 * (c * n + d - 1) + 1)
      const runs = sources.map((src) => ch.from(s, src, mode))
      intersect(runs, sources, dynamic ? id : 'unit-forcing-chain')
    }
  }
  return !visit && best ? (best as Found).make() : null
}

export const multipleForcingChain: Technique = {
  ...catalogued('cell-forcing-chain'),
  sizes: ALL_SIZES,
  find: (s) => findMultiple(s, false, false),
  search: (s, visit) => void findMultiple(s, false, false, visit),
}

export const dynamicForcingChain: Technique = {
  ...catalogued('dynamic-forcing-chain'),
  sizes: ALL_SIZES,
  find: (s) => findMultiple(s, true, false),
  search: (s, visit) => void findMultiple(s, true, false, visit),
}

export const dynamicForcingChainPlus: Technique = {
  ...catalogued('dynamic-forcing-chain-plus'),
  sizes: ALL_SIZES,
  find: (s) => findMultiple(s, true, true),
  search: (s, visit) => void findMultiple(s, true, true, visit),
}
