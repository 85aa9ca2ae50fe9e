/**
 * Chains and forcing chains, rated the way Sudoku Explainer rates them.
 *
 * Glossary
 *   literal   a candidate said to be true ("on") or false ("off"): candidate * 2 + on.
 *   implication  on(c,d) makes off every other candidate of c and d in every peer
 *             of c (weak links); off(c,d) makes on the other candidate of a cell
 *             with two (a strong link inside a cell, "Y") and the other place of d
 *             in a unit with two (a strong link inside a unit, "X").
 *   run       every literal one assumption implies, found breadth first so each
 *             literal keeps its shortest reason (its parents). A static run reads
 *             the links off the grid as it is; a dynamic run strikes and sets as it
 *             goes, so a cell or unit left with one place turns it on, and a
 *             literal meeting its opposite (or an emptied cell or unit) is a
 *             contradiction. The "plus" level also applies locked candidates
 *             inside the run.
 *   complexity the number of literals a conclusion rests on (all its ancestors);
 *             SE adds 0.1 each time it passes 4, 6, 8, 12, 16, 24, 32, ... (after
 *             subtracting 2).
 *
 * Families (SE base ratings): forcing X-chain 6.6 (one digit), forcing chain 7.0
 * (XY-chain when every strong link is a two-candidate cell, AIC otherwise): an
 * assumption implying its own opposite. Cell and unit forcing chains 8.0: every
 * candidate of a cell, or every place of a digit in a unit, implies the same
 * literal. Dynamic forcing chains 8.5, and 9.0 with locked candidates inside.
 */

import { bit, popcount, type Geometry } from '../../geometry'
import { findXCycle, searchXCycles } from '../single-digit/single-digit'
import { perGeometry } from '../../algorithms/shared'
import {
  chainDeduction,
  findChains,
  oneDigit,
  sameEndDigits,
  type ChainKind,
  type ChainMode,
  type FoundChain,
  type Graph,
} from './chains-grouped'
import {
  ALL_SIZES,
  checkDeadline,
  deduction,
  type Deduction,
  type Link,
  type LogicState,
  type Technique,
  type Visit,
} from '../types'

interface Run {
  mark: Uint8Array
  /** First parent of each literal (-1 for the source). */
  parent: Int32Array
  /** Literals with more than one parent (dynamic: a single left by several strikes). */
  multi: Map<number, number[]>
  reached: number[]
  masks: Uint16Array
  /** The two literals (or the literals that emptied a cell or unit) of a contradiction. */
  contradiction: number[] | null
}

interface Mode {
  x: boolean
  y: boolean
  dynamic: boolean
  plus: boolean
}

const lengthCache: number[] = []

/** SE's length bonus for a conclusion resting on `complexity` literals. */
export function lengthDifficulty(complexity: number): number {
  const cached = lengthCache[complexity]
  if (cached !== undefined) return cached
  let added = 0
  let ceil = 4
  let odd = false
  const length = complexity - 2
  while (length > ceil) {
    added += 1
    ceil = odd ? Math.floor((ceil * 4) / 3) : Math.floor((ceil * 3) / 2)
    odd = !odd
  }
  lengthCache[complexity] = added / 10
  return added / 10
}

/**
 * The typed arrays of the runs a Chainer keeps, at most. Every run of a 9x9 grid
 * fits (all four modes of a grid: 5,832 runs of 7.5 KB, 44 MB), so the cap
 * changes nothing there; a 16x16 grid has 8,192 literals a mode at 41 KB a run
 * (an empty one took 1.4 GB), and past the cap its runs are made again when
 * asked for, not kept.
 */
export const RUN_CACHE_BYTES = 64 * 1024 * 1024
/**
 * The bound the chain caches of every thread share (the CLI's `--threads N` runs N
 * engines at once, each with its own caches): a thread keeps RUN_CACHE_BYTES or its
 * part of this, whichever is less. 8 threads rating slow 16x16 puzzles held about
 * 550 MB with a whole RUN_CACHE_BYTES each.
 */
export const SHARED_RUN_CACHE_BYTES = 128 * 1024 * 1024
let threadsSharing = 1

/**
 * Tell the chain cache how many threads run the engine at once (the CLI's
 * --threads): each then keeps its part of SHARED_RUN_CACHE_BYTES.
 */
export function shareChainCache(threads: number): void {
  threadsSharing = Math.max(1, Math.floor(threads) || 1)
}

/** The bytes of runs one thread's Chainer keeps. */
export function chainCacheBytes(): number {
  return Math.min(RUN_CACHE_BYTES, Math.floor(SHARED_RUN_CACHE_BYTES / threadsSharing))
}

class Chainer {
  readonly n: number
  readonly lits: number
  private free: Run[] = []
  /** Runs of the grid in `seen`, by mode and source literal: the techniques share them. */
  private cache = new Map<number, Run>()
  private seen: Uint16Array
  private queue: Int32Array
  /**
   * Strong links of the grid in `seen`: strong[4 * cand] = the other candidate of a
   * two-candidate cell, strong[4 * cand + 1 + k] = the other place of the digit in
   * the cell's k-th unit when it has two; -1 when there is none.
   */
  private strong: Int32Array
  /** The bytes of one run's typed arrays. */
  private readonly runBytes: number
  constructor(readonly g: Geometry) {
    this.n = g.size
    this.lits = 2 * g.cells * g.size
    this.runBytes = 5 * this.lits + 2 * g.cells
    this.queue = new Int32Array(this.lits)
    this.seen = new Uint16Array(g.cells)
    this.strong = new Int32Array(4 * g.cells * g.size)
  }

  private linkTable(masks: Uint16Array): void {
    const { g, n, strong } = this
    strong.fill(-1)
    for (let c = 0; c < g.cells; c++) {
      const m = masks[c]!
      if (popcount(m) !== 2) continue
      const lo = 31 - Math.clz32(m & -m)
      const hi = 31 - Math.clz32(m)
      strong[4 * (c * n + lo)] = c * n + hi
      strong[4 * (c * n + hi)] = c * n + lo
    }
    for (let u = 0; u < 3 * n; u++) {
      const kind = 1 + Math.floor(u / n)
      for (let d = 0; d < n; d++) {
        let a = -1
        let b = -1
        let count = 0
        for (const c of g.units[u]!) {
          if (!(masks[c]! & (1 << d))) continue
          if (++count === 1) a = c
          else b = c
        }
        if (count !== 2) continue
        strong[4 * (a * n + d) + kind] = b * n + d
        strong[4 * (b * n + d) + kind] = a * n + d
      }
    }
  }

  /** Forget the cached runs when the grid has changed since they were made. */
  sync(s: LogicState): void {
    const { seen, masks } = { seen: this.seen, masks: s.masks }
    let same = true
    for (let c = 0; c < masks.length; c++) {
      if (seen[c] !== masks[c]) {
        same = false
        break
      }
    }
    // The same grid keeps its runs, unless the bound has come down since (shareChainCache).
    if (same && this.cache.size <= this.maxCached) return
    seen.set(masks)
    this.linkTable(masks)
    const keep = this.maxCached
    for (const r of this.cache.values()) if (this.free.length < keep) this.free.push(r)
    this.cache.clear()
  }

  /** The run from one literal, made once per grid and mode. */
  from(s: LogicState, lit: number, mode: Mode): Run {
    const key =
      (Number(mode.x) + 2 * Number(mode.y) + 4 * Number(mode.dynamic) + 8 * Number(mode.plus)) *
        this.lits +
      lit
    let r = this.cache.get(key)
    if (!r) {
      // A run is the unit of work of every chain technique: the deadline is read before each.
      checkDeadline(s)
      r = this.run(s, [lit], mode)
      // Past the cap a run is not kept: the caller holds it while it needs it.
      if (this.cache.size < this.maxCached) this.cache.set(key, r)
    }
    return r
  }

  /** How many runs the cache keeps (chainCacheBytes' worth); the free list never holds more. */
  get maxCached(): number {
    return Math.floor(chainCacheBytes() / this.runBytes)
  }

  /** Runs kept now (tests read it: the bound is a count of runs). */
  get cachedRuns(): number {
    return this.cache.size
  }

  private fresh(): Run {
    const r = this.free.pop()
    if (!r) {
      return {
        mark: new Uint8Array(this.lits),
        parent: new Int32Array(this.lits),
        multi: new Map(),
        reached: [],
        masks: new Uint16Array(this.g.cells),
        contradiction: null,
      }
    }
    for (const l of r.reached) r.mark[l] = 0
    r.reached.length = 0
    r.multi.clear()
    r.contradiction = null
    return r
  }

  /** Every literal the sources imply together. */
  run(s: LogicState, sources: readonly number[], mode: Mode): Run {
    const r = this.fresh()
    const { g, n } = this
    const q = this.queue
    let head = 0
    let tail = 0
    r.masks.set(s.masks)
    const masks = mode.dynamic ? r.masks : s.masks
    const add = (lit: number, parent: number, more?: number[]): boolean => {
      if (r.mark[lit]) return true
      r.mark[lit] = 1
      r.parent[lit] = parent
      if (more && more.length > 1) r.multi.set(lit, more)
      r.reached.push(lit)
      q[tail++] = lit
      if (mode.dynamic && r.mark[lit ^ 1]) {
        r.contradiction = [lit, lit ^ 1]
        return false
      }
      return true
    }
    for (const src of sources) add(src, -1)
    for (;;) {
      while (head < tail) {
        const lit = q[head++]!
        const cand = lit >> 1
        const cell = (cand / n) | 0
        const d = (cand % n) + 1
        const b = bit(d)
        if (lit & 1) {
          const others = masks[cell]! & ~b
          if (mode.dynamic) masks[cell] = b
          if (mode.y || mode.dynamic) {
            for (let m = others, e = 1; m; e++, m >>>= 1) {
              if (m & 1 && !this.off(r, s, cell * n + e - 1, lit, mode, add)) return r
            }
          }
          for (const p of g.peers[cell]!) {
            if (masks[p]! & b && !this.off(r, s, p * n + d - 1, lit, mode, add)) return r
          }
        } else if (!mode.dynamic) {
          const strong = this.strong
          const at = 4 * cand
          if (mode.y && strong[at]! >= 0) add(2 * strong[at]! + 1, lit)
          if (mode.x) {
            for (let k = 1; k <= 3; k++) if (strong[at + k]! >= 0) add(2 * strong[at + k]! + 1, lit)
          }
        }
      }
      if (!mode.plus || !this.lockedInRun(r, s, add)) break
    }
    return r
  }

  /** A dynamic off: strike, then turn on what is left alone. False on a contradiction. */
  private off(
    r: Run,
    s: LogicState,
    cand: number,
    parent: number,
    mode: Mode,
    add: (lit: number, parent: number, more?: number[]) => boolean,
  ): boolean {
    const lit = 2 * cand
    if (r.mark[lit]) return true
    if (!add(lit, parent)) return false
    if (!mode.dynamic) return true
    const { g, n } = this
    const cell = (cand / n) | 0
    const d = (cand % n) + 1
    const b = bit(d)
    const masks = r.masks
    masks[cell]! &= ~b
    const m = masks[cell]!
    if (m === 0) {
      r.contradiction = offsOf(s.masks[cell]!, cell, n)
      return false
    }
    if (!(m & (m - 1))) {
      const on = 2 * (cell * n + 31 - Math.clz32(m)) + 1
      if (!r.mark[on]) {
        const why = offsOf(s.masks[cell]! & ~m, cell, n)
        if (!add(on, why[0]!, why)) return false
      }
    }
    for (const u of g.unitsOf[cell]!) {
      let last = -1
      let count = 0
      for (const c of g.units[u]!) {
        if (masks[c]! & b) {
          last = c
          if (++count > 1) break
        }
      }
      if (count === 0) {
        r.contradiction = g.units[u]!.filter((c) => s.masks[c]! & b).map((c) => 2 * (c * n + d - 1))
        return false
      }
      if (count === 1) {
        const on = 2 * (last * n + d - 1) + 1
        if (r.mark[on]) continue
        const why = g.units[u]!.filter((c) => c !== last && s.masks[c]! & b).map(
          (c) => 2 * (c * n + d - 1),
        )
        if (!add(on, why[0] ?? parent, why)) return false
      }
    }
    return true
  }

  /** Locked candidates on the run's grid; true when a pattern struck something (queued). */
  private lockedInRun(
    r: Run,
    s: LogicState,
    add: (lit: number, parent: number, more?: number[]) => boolean,
  ): boolean {
    const { g, n } = this
    const masks = r.masks
    let found = false
    for (let d = 1; d <= n; d++) {
      const b = bit(d)
      for (let u = 0; u < 3 * n; u++) {
        const cells: number[] = []
        for (const c of g.units[u]!)
          if (masks[c]! & b && !r.mark[2 * (c * n + d - 1) + 1]) cells.push(c)
        if (cells.length < 2) continue
        const c0 = cells[0]!
        const covers = u >= 2 * n ? [g.rowOf[c0]!, n + g.colOf[c0]!] : [2 * n + g.boxOf[c0]!]
        for (const cover of covers) {
          if (!cells.every((c) => g.unitsOf[c]!.includes(cover))) continue
          // Why: the places of d in u the run has struck.
          const why = g.units[u]!.filter((c) => s.masks[c]! & b && !(masks[c]! & b)).map(
            (c) => 2 * (c * n + d - 1),
          )
          if (!why.length) continue
          for (const c of g.units[cover]!) {
            if (cells.includes(c) || !(masks[c]! & b)) continue
            const lit = 2 * (c * n + d - 1)
            if (r.mark[lit]) continue
            found = true
            if (
              !this.off(
                r,
                s,
                c * n + d - 1,
                why[0]!,
                { x: true, y: true, dynamic: true, plus: true },
                add,
              )
            )
              return true
            if (why.length > 1) r.multi.set(lit, why)
          }
          // One pattern at a time: its strikes may single out cells, and the run
          // must follow them before the next pattern reads the grid.
          if (found) return true
        }
      }
    }
    return false
  }

  /** The literals a literal rests on, itself included. */
  ancestors(r: Run, lit: number, into: Set<number> = new Set()): Set<number> {
    const stack = [lit]
    while (stack.length) {
      const l = stack.pop()!
      if (into.has(l)) continue
      into.add(l)
      const more = r.multi.get(l)
      if (more) stack.push(...more)
      else if (r.parent[l]! >= 0) stack.push(r.parent[l]!)
    }
    return into
  }

  /** The links of the chain(s) to `lit`: weak from an on, strong from an off. */
  links(r: Run, lit: number, out: Link[]): void {
    for (const l of this.ancestors(r, lit)) {
      const parents = r.multi.get(l) ?? (r.parent[l]! >= 0 ? [r.parent[l]!] : [])
      for (const p of parents) {
        if (p >> 1 === l >> 1) continue
        out.push({ from: p >> 1, to: l >> 1, strong: (p & 1) === 0 })
      }
    }
  }
}

function offsOf(mask: number, cell: number, n: number): number[] {
  const out: number[] = []
  for (let m = mask, d = 1; m; d++, m >>>= 1) if (m & 1) out.push(2 * (cell * n + d - 1))
  return out
}

const chainers = /* @__PURE__ */ perGeometry((g) => new Chainer(g))

/** How many chain runs this thread keeps for grids of `g` now, and at most (tests). */
export function chainCacheCount(g: Geometry): { kept: number; max: number } {
  const c = chainers(g)
  return { kept: c.cachedRuns, max: c.maxCached }
}
function chainerFor(s: LogicState): Chainer {
  const c = chainers(s.g)
  c.sync(s)
  return c
}

/** A conclusion and what it costs, before it is turned into a deduction. */
interface Found {
  rating: number
  complexity: number
  make: () => Deduction
}

function better(a: Found | null, b: Found): Found {
  if (!a || b.rating < a.rating || (b.rating === a.rating && b.complexity < a.complexity)) return b
  return a
}

function conclusion(
  lit: number,
  n: number,
): { place: [number, number][]; eliminate: [number, number][] } {
  const cand = lit >> 1
  const pair: [number, number] = [(cand / n) | 0, (cand % n) + 1]
  return lit & 1 ? { place: [pair], eliminate: [] } : { place: [], eliminate: [pair] }
}

function patternOf(
  links: Link[],
  n: number,
  extra: number[],
): { cells: number[]; digits: number[] } {
  const cells = new Set<number>()
  const digits = new Set<number>()
  for (const c of [...links.flatMap((l) => [l.from, l.to]), ...extra]) {
    cells.add((c / n) | 0)
    digits.add((c % n) + 1)
  }
  return { cells: [...cells], digits: [...digits].sort((a, b) => a - b) }
}

/**
 * Forcing chains from one assumption: on(p) implies off(p), or off(p) implies on(p).
 * The easiest, or with `visit` each one (the shortest chain from each assumption).
 */
function findUnary(s: LogicState, xOnly: boolean, visit?: Visit): Deduction | null {
  const { g } = s
  const n = g.size
  const ch = chainerFor(s)
  const mode: Mode = { x: true, y: !xOnly, dynamic: false, plus: false }
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
        if (r.mark[target]) {
          const complexity = ch.ancestors(r, target).size
          const rating = roundRating(base + lengthDifficulty(complexity))
          if (visit) {
            const links: Link[] = []
            ch.links(r, target, links)
            const found = deduction(unaryId(xOnly, links, n), rating, {
              ...patternOf(links, n, [cand]),
              links,
              ...conclusion(2 * cand + (on ^ 1), n),
            })
            if (visit(found)) return null
          } else if (
            !best ||
            rating < best.rating ||
            (rating === best.rating && complexity < best.complexity)
          ) {
            const links: Link[] = []
            ch.links(r, target, links)
            const id = unaryId(xOnly, links, n)
            best = better(best, {
              rating,
              complexity,
              make: () =>
                deduction(id, rating, {
                  ...patternOf(links, n, [cand]),
                  links,
                  ...conclusion(2 * cand + (on ^ 1), n),
                }),
            })
          }
        }
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

/** A rating to one decimal, as SE gives them (a chain's base plus its length bonus). */
export function roundRating(x: number): number {
  return Math.round(x * 10) / 10
}

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
  const tell = (found: Found) => {
    if (visit && !stopped) stopped = visit(found.make())
  }
  const consider = (runs: Run[], target: number, sources: number[], kind: string) => {
    if (stopped) return
    let complexity = 0
    for (const r of runs) complexity += ch.ancestors(r, target).size
    const rating = roundRating(base + lengthDifficulty(complexity))
    if (
      !visit &&
      best &&
      (rating > best.rating || (rating === best.rating && complexity >= best.complexity))
    )
      return
    const links: Link[] = []
    for (const r of runs) ch.links(r, target, links)
    const found: Found = {
      rating,
      complexity,
      make: () =>
        deduction(kind, rating, {
          ...patternOf(
            links,
            n,
            sources.map((l) => l >> 1),
          ),
          links,
          ...conclusion(target, n),
        }),
    }
    if (visit) tell(found)
    else best = better(best, found)
  }
  const contradiction = (r: Run, src: number) => {
    if (stopped) return
    const witness = r.contradiction!
    const seen = new Set<number>()
    for (const w of witness) ch.ancestors(r, w, seen)
    const complexity = seen.size
    const rating = roundRating(base + lengthDifficulty(complexity))
    if (
      !visit &&
      best &&
      (rating > best.rating || (rating === best.rating && complexity >= best.complexity))
    )
      return
    const links: Link[] = []
    for (const w of witness) ch.links(r, w, links)
    const found: Found = {
      rating,
      complexity,
      make: () =>
        deduction(id, rating, {
          ...patternOf(links, n, [src >> 1]),
          links,
          ...conclusion(src ^ 1, n),
        }),
    }
    if (visit) tell(found)
    else best = better(best, found)
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

/**
 * X-cycles (6.5 + length, single-digit.ts), forcing X-chains (6.6 + length) and
 * forcing chains with both kinds of strong link (7.0 + length), searched together
 * so the easier rating wins, as in SE.
 */
export const forcingChain: Technique = {
  id: 'forcing-chain',
  name: 'Forcing chains (X-chain, XY-chain, AIC)',
  rating: 6.6,
  sizes: ALL_SIZES,
  gives: ['x-cycle', 'x-chain', 'xy-chain', 'aic'],
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

/** What a deduction places and strikes, as text: equal for two deductions that do the same. */
export function movesKey(d: Deduction): string {
  const place = d.place.map(([c, v]) => `${c}=${v}`).sort()
  const strike = d.eliminate.map(([c, v]) => `${c}-${v}`).sort()
  return `${place.join(' ')}|${strike.join(' ')}`
}

export const multipleForcingChain: Technique = {
  id: 'cell-forcing-chain',
  name: 'Cell and unit forcing chains',
  rating: 8.0,
  sizes: ALL_SIZES,
  gives: ['cell-forcing-chain', 'unit-forcing-chain'],
  find: (s) => findMultiple(s, false, false),
  search: (s, visit) => void findMultiple(s, false, false, visit),
}

export const dynamicForcingChain: Technique = {
  id: 'dynamic-forcing-chain',
  name: 'Dynamic forcing chains',
  rating: 8.5,
  sizes: ALL_SIZES,
  find: (s) => findMultiple(s, true, false),
  search: (s, visit) => void findMultiple(s, true, false, visit),
}

export const dynamicForcingChainPlus: Technique = {
  id: 'dynamic-forcing-chain-plus',
  name: 'Dynamic forcing chains with locked candidates',
  rating: 9.0,
  sizes: ALL_SIZES,
  find: (s) => findMultiple(s, true, true),
  search: (s, visit) => void findMultiple(s, true, true, visit),
}
