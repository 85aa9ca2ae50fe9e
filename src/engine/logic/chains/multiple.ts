/**
 * The conclusions of multiple forcing chains on a grid, one at a time: for each cell,
 * every candidate on; for each unit and digit, every place on; a literal all of them
 * imply holds. Dynamic runs also try each candidate on and off: a contradiction
 * settles it, and a literal both imply holds. The techniques (forcing-multiple.ts)
 * keep the easiest or tell each; the nested levels (nested.ts) take them all.
 */

import { bit, popcount } from '../../geometry'
import type { Chainer } from './chainer'
import { ancestors, type Mode, type Run } from './run'
import type { LogicState } from '../types'

/** A conclusion of the multiple forcing chains. */
export interface MultipleFound {
  /** The literal that holds. */
  target: number
  /** The runs it rests on, one per branch. */
  runs: readonly Run[]
  /**
   * The chains it rests on, each a run and the literals of one target there, as SE
   * counts them: one per branch, and a contradiction's two (the literal on and off)
   * each with all its ancestors, so what they share counts twice.
   */
  chains(): { run: Run; target: number; lits: Set<number> }[]
  /** What the branches start from: a cell's candidates, a digit's places in a unit, one assumption. */
  source: 'cell' | 'unit' | 'one'
  /** The cell or unit of the branches. */
  at: number
  /** The digit of a unit's branches (0 otherwise). */
  digit: number
  /** The literals the branches assume. */
  sources: number[]
  /** True for a contradiction: the source's opposite holds. */
  contradiction: boolean
}

/**
 * Tell `emit` each conclusion on the grid of `s`, runs from `ch` in `mode`, until it
 * returns true. `done()` is asked between sources, to stop early.
 */
export function eachMultiple(
  s: LogicState,
  ch: Chainer,
  mode: Mode,
  emit: (f: MultipleFound) => boolean,
  done: () => boolean = () => false,
): void {
  const { g } = s
  const n = g.size
  const dynamic = mode.dynamic
  let stopped = false
  const tell = (f: MultipleFound) => {
    if (!stopped) stopped = emit(f)
  }
  const contradiction = (r: Run, src: number, at: number) => {
    const witness = r.contradiction!
    tell({
      target: src ^ 1,
      runs: [r],
      chains: () => witness.map((w) => ({ run: r, target: w, lits: ancestors(r, w) })),
      source: 'one',
      at,
      digit: 0,
      sources: [src],
      contradiction: true,
    })
  }
  const intersect = (
    runs: Run[],
    sources: number[],
    source: MultipleFound['source'],
    at: number,
    digit: number,
  ) => {
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
      tell({
        target: lit,
        runs,
        chains: () => runs.map((run) => ({ run, target: lit, lits: ancestors(run, lit) })),
        source,
        at,
        digit,
        sources,
        contradiction: false,
      })
    }
  }
  const over = () => stopped || done()
  for (let cell = 0; cell < g.cells && !over(); cell++) {
    const m = s.masks[cell]!
    const k = popcount(m)
    if (k < 2 || (!dynamic && k < 3)) continue
    const runs: Run[] = []
    const sources: number[] = []
    for (let d = 1; d <= n && !stopped; d++) {
      if (!(m & bit(d))) continue
      const src = 2 * (cell * n + d - 1) + 1
      const on = ch.from(s, src, mode)
      sources.push(src)
      runs.push(on)
      if (dynamic) {
        if (on.contradiction) contradiction(on, src, cell)
        const off = ch.from(s, src ^ 1, mode)
        if (off.contradiction) contradiction(off, src ^ 1, cell)
        else if (!on.contradiction && k >= 3) intersect([on, off], [src, src ^ 1], 'one', cell, 0)
      }
    }
    if (!stopped) intersect(runs, sources, 'cell', cell, 0)
  }
  for (let u = 0; u < 3 * n && !over(); u++) {
    for (let d = 1; d <= n && !over(); d++) {
      const b = bit(d)
      const places = g.units[u]!.filter((c) => s.masks[c]! & b)
      if (places.length < 2 || (!dynamic && places.length < 3)) continue
      const sources = places.map((c) => 2 * (c * n + d - 1) + 1)
      const runs = sources.map((src) => ch.from(s, src, mode))
      intersect(runs, sources, 'unit', u, d)
    }
  }
}
