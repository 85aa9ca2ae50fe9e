/**
 * Sudoku Explainer's nesting levels: what a dynamic run that has stopped may still
 * strike, by applying rules to its own grid (the grid the assumption has left).
 *
 *   level 1, "(+)"    locked candidates, then hidden pairs, naked pairs, X-Wings;
 *   level 2           and forcing chains (an assumption implying its opposite);
 *   level 3           and multiple forcing chains (cell and unit);
 *   level 4           and dynamic forcing chains, themselves of level `inner`.
 *
 * As in SE, the rules are tried in that order and the first that strikes anything
 * gives all it strikes. A strike counts only where the rule rests on the run: its
 * parents are the candidates the run struck that the rule needed (the cells of a
 * pair, the places of a digit in a unit, the singles of an inner chain). A rule that
 * needs none would hold on the grid itself, and is left out. An inner chain's
 * literals add to the complexity of what rests on it (run.ts complexityOf), so a
 * nested step rates SE's base for its level plus SE's length bonus for all of it.
 */

import { bit, popcount, type Geometry } from '../../geometry'
import type { LogicState } from '../types'
import { chainerFor } from './chainer'
import {
  ancestors,
  complexityOf,
  innerRules,
  runLinks,
  type Advanced,
  type Mode,
  type Run,
  type Strike,
} from './run'
import { eachMultiple } from './multiple'
import type { Link } from '../types'

/** The mode of a dynamic run of SE's nesting `level` (inner: level 4's inner level). */
export function nestedMode(level: number, inner = 0): Mode {
  return {
    x: true,
    y: true,
    dynamic: true,
    level,
    ...(level >= 4 ? { inner } : {}),
    ...(level >= 1 ? { rules: advancedStrikes } : {}),
  }
}

/** What the rules of `mode.level` strike on the run's grid, once the run has stopped. */
export function advancedStrikes(r: Run, s: LogicState, mode: Mode, depth: number): Strike[] {
  const out: Strike[] = []
  // The rules in SE's order; the first that strikes anything gives all it strikes.
  locked(r, s, out)
  if (!out.length) hiddenPairs(r, s, out)
  if (!out.length) nakedPairs(r, s, out)
  if (!out.length) xWings(r, s, out)
  if (out.length || mode.level < 2) return out
  if (mode.level >= 4) innerChains(r, s, out, depth, 'dynamic', mode.inner ?? 0)
  else {
    innerChains(r, s, out, depth, 'forcing')
    if (!out.length && mode.level === 3) innerChains(r, s, out, depth, 'multiple')
  }
  return out
}

const LOCKED: Advanced = { rule: 'locked candidates', complexity: 0, links: [], depth: 0 }
const HIDDEN_PAIR: Advanced = { rule: 'hidden pair', complexity: 0, links: [], depth: 0 }
const NAKED_PAIR: Advanced = { rule: 'naked pair', complexity: 0, links: [], depth: 0 }
const X_WING: Advanced = { rule: 'X-Wing', complexity: 0, links: [], depth: 0 }

/** The places of digit `d` in unit `u` that `grid` (a run's) has lost since `s` (off literals). */
function struckPlaces(
  g: Geometry,
  grid: Uint16Array,
  s: LogicState,
  u: number,
  d: number,
  into: number[],
): void {
  const b = bit(d)
  for (const c of g.units[u]!) {
    if (s.masks[c]! & b && !(grid[c]! & b)) into.push(2 * (c * g.size + d - 1))
  }
}

/** The candidates of `cell` that `grid` (a run's) has lost since `s` (off literals). */
function struckInCell(
  g: Geometry,
  grid: Uint16Array,
  s: LogicState,
  cell: number,
  into: number[],
): void {
  const gone = s.masks[cell]! & ~grid[cell]!
  for (let m = gone, d = 1; m; d++, m >>>= 1) if (m & 1) into.push(2 * (cell * g.size + d - 1))
}

function push(
  out: Strike[],
  g: Geometry,
  r: Run,
  cell: number,
  d: number,
  parents: number[],
  cause: Advanced,
): void {
  if (!parents.length || !(r.masks[cell]! & bit(d))) return
  out.push({ cand: cell * g.size + d - 1, parents, cause })
}

/** Locked candidates: a digit's places in a unit all in one other unit leave that unit elsewhere. */
function locked(r: Run, s: LogicState, out: Strike[]): void {
  const { g } = s
  const n = g.size
  const masks = r.masks
  for (let d = 1; d <= n; d++) {
    const b = bit(d)
    for (let u = 0; u < 3 * n; u++) {
      let first = -1
      let count = 0
      for (const c of g.units[u]!) {
        if (!(masks[c]! & b)) continue
        if (++count === 1) first = c
      }
      if (count < 2) continue
      const covers = u >= 2 * n ? [g.rowOf[first]!, n + g.colOf[first]!] : [2 * n + g.boxOf[first]!]
      for (const cover of covers) {
        if (!g.units[u]!.every((c) => !(masks[c]! & b) || g.unitsOf[c]!.includes(cover))) continue
        const parents: number[] = []
        struckPlaces(g, r.masks, s, u, d, parents)
        if (!parents.length) continue
        for (const c of g.units[cover]!) {
          if (g.unitsOf[c]!.includes(u)) continue
          push(out, g, r, c, d, parents, LOCKED)
        }
      }
    }
  }
}

/** Hidden pairs: two digits with the same two places in a unit leave those cells' other digits. */
function hiddenPairs(r: Run, s: LogicState, out: Strike[]): void {
  const { g } = s
  const n = g.size
  const masks = r.masks
  for (let u = 0; u < 3 * n; u++) {
    const cells = g.units[u]!
    const where: number[] = []
    for (let d = 1; d <= n; d++) {
      let w = 0
      let k = 0
      cells.forEach((c, i) => {
        if (masks[c]! & bit(d)) {
          w |= 1 << i
          k++
        }
      })
      where[d] = k === 2 ? w : 0
    }
    for (let a = 1; a <= n; a++) {
      if (!where[a]) continue
      for (let b = a + 1; b <= n; b++) {
        if (where[b] !== where[a]) continue
        const pair = cells.filter((_, i) => where[a]! & (1 << i))
        const keep = bit(a) | bit(b)
        if (pair.every((c) => !(masks[c]! & ~keep))) continue
        const parents: number[] = []
        struckPlaces(g, r.masks, s, u, a, parents)
        struckPlaces(g, r.masks, s, u, b, parents)
        for (const c of pair) {
          for (let m = masks[c]! & ~keep, d = 1; m; d++, m >>>= 1) {
            if (m & 1) push(out, g, r, c, d, parents, HIDDEN_PAIR)
          }
        }
      }
    }
  }
}

/** Naked pairs: two cells of a unit with the same two digits leave them from the unit. */
function nakedPairs(r: Run, s: LogicState, out: Strike[]): void {
  const { g } = s
  const n = g.size
  const masks = r.masks
  for (let u = 0; u < 3 * n; u++) {
    const cells = g.units[u]!
    for (let i = 0; i < cells.length; i++) {
      const m = masks[cells[i]!]!
      if (popcount(m) !== 2) continue
      for (let j = i + 1; j < cells.length; j++) {
        if (masks[cells[j]!] !== m) continue
        const parents: number[] = []
        struckInCell(g, r.masks, s, cells[i]!, parents)
        struckInCell(g, r.masks, s, cells[j]!, parents)
        for (const c of cells) {
          if (c === cells[i] || c === cells[j]) continue
          for (let x = masks[c]! & m, d = 1; x; d++, x >>>= 1) {
            if (x & 1) push(out, g, r, c, d, parents, NAKED_PAIR)
          }
        }
      }
    }
  }
}

/** X-Wings: a digit's places in two rows (columns) in the same two columns (rows). */
function xWings(r: Run, s: LogicState, out: Strike[]): void {
  const { g } = s
  const n = g.size
  const masks = r.masks
  for (let d = 1; d <= n; d++) {
    const b = bit(d)
    for (const byRow of [true, false]) {
      const base = byRow ? 0 : n
      const cover = byRow ? n : 0
      const at: number[] = []
      for (let i = 0; i < n; i++) {
        let w = 0
        let k = 0
        g.units[base + i]!.forEach((c, j) => {
          if (masks[c]! & b) {
            w |= 1 << j
            k++
          }
        })
        at[i] = k === 2 ? w : 0
      }
      for (let i = 0; i < n; i++) {
        if (!at[i]) continue
        for (let j = i + 1; j < n; j++) {
          if (at[j] !== at[i]) continue
          const parents: number[] = []
          struckPlaces(g, r.masks, s, base + i, d, parents)
          struckPlaces(g, r.masks, s, base + j, d, parents)
          for (let k = 0; k < n; k++) {
            if (!(at[i]! & (1 << k))) continue
            for (const c of g.units[cover + k]!) {
              const line = byRow ? g.rowOf[c]! : g.colOf[c]!
              if (line === i || line === j) continue
              push(out, g, r, c, d, parents, X_WING)
            }
          }
        }
      }
    }
  }
}

type InnerKind = 'forcing' | 'multiple' | 'dynamic'

/**
 * Forcing chains of `kind` on the run's grid, by the Chainer one depth down: every
 * conclusion each gives, with the run's strikes its singles rest on.
 */
function innerChains(
  r: Run,
  s: LogicState,
  out: Strike[],
  depth: number,
  kind: InnerKind,
  innerLevel = 0,
): void {
  const { g } = s
  const n = g.size
  const inner: LogicState = {
    g,
    values: s.values,
    masks: r.masks.slice(),
    ...(s.deadline !== undefined ? { deadline: s.deadline } : {}),
  }
  const ch = chainerFor(inner, depth + 1)
  const dynamic = kind === 'dynamic'
  const mode: Mode = dynamic ? nestedMode(innerLevel) : { x: true, y: true, dynamic, level: 0 }
  const rule =
    kind === 'forcing'
      ? 'forcing chain'
      : kind === 'multiple'
        ? 'multiple forcing chain'
        : `dynamic forcing chain${['', ' (+)', ' (+ forcing chains)'][innerLevel] ?? ''}`
  /** The conclusions found, each applied once all are in, the simplest first. */
  const found: { lit: number; parents: number[]; cause: Advanced }[] = []
  /** A conclusion: `lit` holds, resting on `chains`, the sources' own parents `own`. */
  const conclude = (
    lit: number,
    chains: { run: Run; target: number; lits: Set<number> }[],
    own: number[],
  ) => {
    const parents = own.slice()
    let below = 0
    for (const { run, lits } of chains) {
      singlesParents(g, run, s, inner.masks, lits, parents)
      for (const a of innerRules(run, lits)) below = Math.max(below, a.depth)
    }
    const unique = [...new Set(parents)].filter((p) => r.mark[p])
    if (!unique.length) return
    const links: Link[] = []
    for (const { run, target } of chains) runLinks(run, target, links)
    found.push({
      lit,
      parents: unique,
      cause: { rule, complexity: complexityOf(chains), links, depth: below + 1 },
    })
  }
  const apply = () => {
    found.sort((a, b) => a.cause.complexity - b.cause.complexity)
    const seen = new Set<number>()
    for (const { lit, parents, cause } of found) {
      const cand = lit >> 1
      const cell = (cand / n) | 0
      // A placement strikes the cell's other candidates.
      const strikes = lit & 1 ? r.masks[cell]! & ~bit((cand % n) + 1) : bit((cand % n) + 1)
      for (let m = strikes, d = 1; m; d++, m >>>= 1) {
        if (!(m & 1) || seen.has(cell * n + d - 1)) continue
        seen.add(cell * n + d - 1)
        push(out, g, r, cell, d, parents, cause)
      }
    }
  }
  const cells = g.cells
  if (kind === 'forcing') {
    for (let cell = 0; cell < cells; cell++) {
      const m = inner.masks[cell]!
      if (popcount(m) < 2) continue
      for (let d = 1; d <= n; d++) {
        if (!(m & bit(d))) continue
        for (const on of [1, 0]) {
          const src = 2 * (cell * n + d - 1) + on
          const run = ch.from(inner, src, mode)
          if (!run.mark[src ^ 1]) continue
          conclude(src ^ 1, [{ run, target: src ^ 1, lits: ancestors(run, src ^ 1) }], [])
        }
      }
    }
    apply()
    return
  }
  eachMultiple(inner, ch, mode, (f) => {
    const own: number[] = []
    if (f.source === 'cell') struckInCell(g, r.masks, s, f.at, own)
    else if (f.source === 'unit') struckPlaces(g, r.masks, s, f.at, f.digit, own)
    conclude(f.target, f.chains(), own)
    return false
  })
  apply()
}

/**
 * The run's strikes that the singles among `lits` of an inner run rest on: a cell
 * left with one candidate rests on the cell's struck candidates, a digit left with
 * one place in a unit on its struck places there.
 */
function singlesParents(
  g: Geometry,
  run: Run,
  s: LogicState,
  grid: Uint16Array,
  lits: ReadonlySet<number>,
  into: number[],
): void {
  const n = g.size
  for (const l of lits) {
    if (!(l & 1)) continue
    const more = run.multi.get(l)
    const parents = more ?? (run.parent[l]! >= 0 ? [run.parent[l]!] : [])
    if (!parents.length) continue
    const cand = l >> 1
    const cell = (cand / n) | 0
    const d = (cand % n) + 1
    if (parents.every((p) => (((p >> 1) / n) | 0) === cell)) {
      struckInCell(g, grid, s, cell, into)
      continue
    }
    // A hidden single: the unit of the cell holding the parents' cells, where d had two places.
    const others = parents.map((p) => ((p >> 1) / n) | 0).filter((c) => c !== cell)
    const u = g.unitsOf[cell]!.find((u) => others.every((c) => g.unitsOf[c]!.includes(u)))
    if (u !== undefined) struckPlaces(g, grid, s, u, d, into)
  }
}
