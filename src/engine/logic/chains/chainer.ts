/**
 * The Chainer: every literal one assumption implies, on a grid, for the chain
 * techniques of Sudoku Explainer (forcing.ts, forcing-multiple.ts). Its runs are
 * kept per grid and mode, so the techniques searching one position share them.
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
 *             contradiction. From the (+) level up, a dynamic run that stops
 *             applies rules to its own grid and goes on with what they strike
 *             (nested.ts): locked candidates, pairs and X-Wings at (+), then
 *             forcing chains, multiple and dynamic forcing chains, each run by the
 *             Chainer one depth down.
 */

import { bit, popcount, type Geometry } from '../../geometry'
import { perGeometry } from '../../algorithms/shared'
import { chainCacheBytes } from './chain-cache'
import type { Mode, Run } from './run'
import { checkDeadline, type LogicState } from '../types'

export class Chainer {
  readonly n: number
  readonly lits: number
  private free: Run[] = []
  /** Runs of the grid in `seen`, by mode and source literal: the techniques share them. */
  private cache = new Map<number, Run>()
  private seen: Uint16Array
  private queue: Int32Array
  /** A dynamic run's on literals, taken before any off (SE's order, which its lengths count). */
  private queueOn: Int32Array
  /**
   * Strong links of the grid in `seen`: strong[4 * cand] = the other candidate of a
   * two-candidate cell, strong[4 * cand + 1 + k] = the other place of the digit in
   * the cell's k-th unit when it has two; -1 when there is none.
   */
  private strong: Int32Array
  /** The bytes of one run's typed arrays. */
  private readonly runBytes: number
  /** `depth`: 0 for the Chainer of the grid, 1 for the one the runs of its runs use, ... */
  constructor(
    readonly g: Geometry,
    readonly depth = 0,
  ) {
    this.n = g.size
    this.lits = 2 * g.cells * g.size
    this.runBytes = 5 * this.lits + 2 * g.cells
    this.queue = new Int32Array(this.lits)
    this.queueOn = new Int32Array(this.lits)
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
    const seen = this.seen
    const masks = s.masks
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
      (Number(mode.x) +
        2 * Number(mode.y) +
        4 * Number(mode.dynamic) +
        8 * (mode.level + 5 * (mode.inner ?? 0))) *
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
        cause: new Map(),
        contradiction: null,
      }
    }
    for (const l of r.reached) r.mark[l] = 0
    r.reached.length = 0
    r.multi.clear()
    r.cause.clear()
    r.contradiction = null
    return r
  }

  /** Every literal the sources imply together. */
  run(s: LogicState, sources: readonly number[], mode: Mode): Run {
    const r = this.fresh()
    const { g, n } = this
    const q = this.queue
    const qOn = this.queueOn
    let head = 0
    let tail = 0
    let onHead = 0
    let onTail = 0
    r.masks.set(s.masks)
    const masks = mode.dynamic ? r.masks : s.masks
    const add = (lit: number, parent: number, more?: number[]): boolean => {
      if (r.mark[lit]) return true
      r.mark[lit] = 1
      r.parent[lit] = parent
      if (more && more.length > 1) r.multi.set(lit, more)
      r.reached.push(lit)
      if (mode.dynamic && lit & 1) qOn[onTail++] = lit
      else q[tail++] = lit
      if (mode.dynamic && r.mark[lit ^ 1]) {
        r.contradiction = [lit, lit ^ 1]
        return false
      }
      return true
    }
    for (const src of sources) add(src, -1)
    for (;;) {
      while (onHead < onTail || head < tail) {
        const lit = onHead < onTail ? qOn[onHead++]! : q[head++]!
        const cand = lit >> 1
        const cell = (cand / n) | 0
        const d = (cand % n) + 1
        const b = bit(d)
        if (lit & 1) {
          // On: the cell's other candidates off, then the digit in the peers (box,
          // row, column, as SE lists them). A dynamic run strikes each when it takes
          // the off from its queue (offToOn), as SE does.
          if (mode.y || mode.dynamic) {
            for (let m = masks[cell]! & ~b, e = 1; m; e++, m >>>= 1) {
              if (m & 1 && !add(2 * (cell * n + e - 1), lit)) return r
            }
          }
          if (mode.dynamic) {
            const [row, col, box] = g.unitsOf[cell]!
            for (const u of [box, row, col]) {
              for (const p of g.units[u]!) {
                if (p === cell || (u !== box && g.boxOf[p] === g.boxOf[cell])) continue
                if (masks[p]! & b && !add(2 * (p * n + d - 1), lit)) return r
              }
            }
          } else {
            for (const p of g.peers[cell]!) {
              if (masks[p]! & b && !add(2 * (p * n + d - 1), lit)) return r
            }
          }
        } else if (mode.dynamic) {
          if (!this.offToOn(r, s, cand, lit, add)) return r
        } else if (!mode.dynamic) {
          const strong = this.strong
          const at = 4 * cand
          if (mode.y && strong[at]! >= 0) add(2 * strong[at]! + 1, lit)
          if (mode.x) {
            for (let k = 1; k <= 3; k++) if (strong[at + k]! >= 0) add(2 * strong[at + k]! + 1, lit)
          }
        }
      }
      if (!mode.dynamic || !mode.rules || r.contradiction) break
      // Stopped: the rules of the level, on the run's grid; their strikes go on.
      const strikes = mode.rules(r, s, mode, this.depth)
      let more = false
      for (const { cand, parents, cause } of strikes) {
        const lit = 2 * cand
        if (r.mark[lit] || !(r.masks[(cand / n) | 0]! & bit((cand % n) + 1))) continue
        more = true
        r.cause.set(lit, cause)
        if (!add(lit, parents[0]!, parents)) return r
      }
      if (!more) break
    }
    return r
  }

  /**
   * A dynamic off taken from the queue: first what it leaves alone turns on (the
   * cell's other candidate when it has two, the digit's other place in a unit where
   * it has two), resting on the off and on the run's earlier strikes there; then
   * the strike. False on a contradiction.
   */
  private offToOn(
    r: Run,
    s: LogicState,
    cand: number,
    lit: number,
    add: (lit: number, parent: number, more?: number[]) => boolean,
  ): boolean {
    const { g, n } = this
    const cell = (cand / n) | 0
    const d = (cand % n) + 1
    const b = bit(d)
    const masks = r.masks
    const m = masks[cell]!
    if (!(m & b)) return true
    if (popcount(m) === 2) {
      const other = m & ~b
      const on = 2 * (cell * n + 31 - Math.clz32(other)) + 1
      if (!r.mark[on] && !add(on, lit, [lit, ...offsOf(s.masks[cell]! & ~m, cell, n)])) return false
    }
    const [row, col, box] = g.unitsOf[cell]!
    for (const u of [box, row, col]) {
      let other = -1
      let count = 0
      for (const c of g.units[u]!) {
        if (c === cell || !(masks[c]! & b)) continue
        other = c
        if (++count > 1) break
      }
      if (count !== 1) continue
      const on = 2 * (other * n + d - 1) + 1
      if (r.mark[on]) continue
      const why = [lit]
      for (const c of g.units[u]!)
        if (s.masks[c]! & b && !(masks[c]! & b)) why.push(2 * (c * n + d - 1))
      if (!add(on, lit, why)) return false
    }
    masks[cell] = m & ~b
    return true
  }
}

function offsOf(mask: number, cell: number, n: number): number[] {
  const out: number[] = []
  for (let m = mask, d = 1; m; d++, m >>>= 1) if (m & 1) out.push(2 * (cell * n + d - 1))
  return out
}

const chainers = /* @__PURE__ */ perGeometry((g) => new Chainer(g))
/** The Chainers of the nested levels' inner searches, by depth (1 and down). */
const innerChainers = /* @__PURE__ */ perGeometry(() => [] as Chainer[])

/** How many chain runs this thread keeps for grids of `g` now, and at most (tests). */
export function chainCacheCount(g: Geometry): { kept: number; max: number } {
  const c = chainers(g)
  return { kept: c.cachedRuns, max: c.maxCached }
}
/** The Chainer of the state's geometry, its runs made for the state's grid. */
export function chainerFor(s: LogicState, depth = 0): Chainer {
  let c: Chainer
  if (depth === 0) c = chainers(s.g)
  else {
    const inner = innerChainers(s.g)
    c = inner[depth - 1] ??= new Chainer(s.g, depth)
  }
  c.sync(s)
  return c
}
