/**
 * The Solver: the step-emitting solver people watch (docs/ARCHITECTURE.md, "The Solver").
 *
 * Glossary
 *   board     values (0 = empty) and candidate masks, one per cell. A placed cell's
 *             mask is bit(value), so the board is exactly what a replay of the step
 *             log shows after the same steps.
 *   pass      one sweep over the board. The first pass recomputes every unsolved
 *             cell's candidates from its peers (striking what the givens rule out)
 *             and places a cell left with one candidate (naked single). Every pass
 *             then looks in each unit (rows, columns, boxes) for a digit with one
 *             place (hidden single) or none (unit contradiction). A pass that
 *             places nothing is quiet.
 *   detour    what follows every placement: strike the digit from the cell's peers
 *             at once; a peer left with one candidate is placed and detours in its
 *             turn, depth first, before the outer detour and the pass go on; a peer
 *             left with none is a contradiction.
 *   snapshot  a copy of the board taken at a quiet pass, before guessing the lowest
 *             candidate of the unsolved cell with the fewest candidates. Depth k is
 *             the k-th snapshot on the stack (1 = the first).
 *   retreat   after a contradiction: back to the last snapshot whose cell still has an
 *             untried candidate, strike the digit that failed there, try the next.
 *             A snapshot whose cell has no candidate left is dropped on the way.
 *
 * Invariants
 *   - Between detours, once the first pass is over, an unsolved cell's mask never
 *     holds the digit of a placed peer: every placement detours before anything else
 *     happens. So later passes need not recompute candidates (they would find nothing
 *     to strike), and a hidden single, a guess or a try is always a legal placement.
 *   - Inside a detour that invariant is broken for the peers the outer detours have
 *     not reached yet: a peer left with one candidate may be left with a digit a
 *     placed cell already holds. `used` (the digits placed in each unit) catches
 *     that before the peer is placed: the digit is struck, because of that cell, and
 *     the peer is a contradiction. So no two related cells ever hold the same digit,
 *     and a detour never strikes a placed cell.
 *   - During the first pass, cells the pass has not reached yet still hold digits the
 *     givens rule out, so a detour never places such a cell; it only strikes, and the
 *     pass places the cell when it gets there. An empty mask is a contradiction
 *     either way: masks only ever shrink between restores.
 *   - Snapshots are taken at quiet points, where both invariants above hold, so a
 *     restore needs no recomputation.
 *   - The search loop allocates nothing: the board, the snapshot stack and the detour
 *     stack are typed arrays made once per Solver, and step recording is behind
 *     `if (log)` at each emission point.
 */

import { emptyStats, type SolveOptions, type SolveResult, type SolveStats } from './algorithm'
import { closeLog, finish, perGeometry, solveSettings } from './algorithms/shared'
import { lowestDigit, type Geometry } from './geometry'
import type { PlaceReason, ReplayBoard, StepLog } from './steps'
import { clock } from './clock'

/** What propagation ended in. */
const QUIET = 0 // a pass placed nothing and the grid is not full: guess
const SOLVED = 1 // every cell holds a digit
const FAILED = 2 // a contradiction, already recorded
const EXHAUSTED = 3 // a retreat found no snapshot with a candidate left
const CHANGED = 4 // a pass placed something: pass again

const POPCOUNT = /* @__PURE__ */ (() => {
  const t = new Uint8Array(1 << 16)
  for (let m = 1; m < t.length; m++) t[m] = t[m >>> 1]! + (m & 1)
  return t
})()

export class Solver {
  readonly geometry: Geometry
  private readonly cells: number
  private readonly size: number
  private readonly all: number
  private readonly peerFlat: Uint16Array
  private readonly peerCount: number
  /** The cells of unit u at [u * size, (u + 1) * size). */
  private readonly unitCells: Uint16Array
  /** The row, column and box units of cell c at [3c, 3c + 3). */
  private readonly cellUnits: Uint8Array

  private readonly values: Uint8Array
  private readonly masks: Uint32Array
  /** used[u] = the digits placed in unit u (givens included). */
  private readonly used: Uint32Array
  private readonly board: ReplayBoard

  // The snapshot stack: level k (1-based) keeps its board at views k, the guessed
  // cell, the digit being tried there and how many cells were filled.
  private readonly snapValues: Uint8Array[]
  private readonly snapMasks: Uint32Array[]
  private readonly snapUsed: Uint32Array[]
  private readonly snapBoards: ReplayBoard[]
  private readonly snapCell: Uint16Array
  private readonly snapDigit: Uint8Array
  private readonly snapFilled: Uint16Array

  // The detour stack: a frame is a placed cell and the index of its next peer to visit.
  private readonly stackCell: Uint16Array
  private readonly stackNext: Uint8Array

  // State of the current solve.
  private log: StepLog | null = null
  private filled = 0
  private depth = 0
  private passIndex = 0
  /** Cells below this index have had their candidates recomputed (all, after pass 1). */
  private recomputed = 0
  private calculations = 0
  private placements = 0
  private eliminations = 0
  private detours = 0
  private guesses = 0
  private backtracks = 0
  private maxDepth = 0

  constructor(g: Geometry) {
    this.geometry = g
    const cells = g.cells
    this.cells = cells
    this.size = g.size
    this.all = g.all
    this.peerFlat = g.peerFlat
    this.peerCount = g.peerCount
    this.unitCells = Uint16Array.from(g.units.flat())
    this.cellUnits = Uint8Array.from(g.unitsOf.flat())
    this.values = new Uint8Array(cells)
    this.masks = new Uint32Array(cells)
    this.used = new Uint32Array(3 * g.size)
    this.board = { values: this.values, masks: this.masks }
    // Every snapshot level fixes one more cell, so there are at most `cells` levels;
    // level k lives at [(k - 1) * cells, k * cells), and index 0 is an empty stand-in.
    const units = 3 * g.size
    const values = new Uint8Array(cells * cells)
    const masks = new Uint32Array(cells * cells)
    const used = new Uint32Array(cells * units)
    this.snapValues = []
    this.snapMasks = []
    this.snapUsed = []
    this.snapBoards = []
    for (let k = 0; k <= cells; k++) {
      const at = Math.max(0, k - 1)
      const v = values.subarray(at * cells, k * cells)
      const m = masks.subarray(at * cells, k * cells)
      this.snapValues.push(v)
      this.snapMasks.push(m)
      this.snapUsed.push(used.subarray(at * units, k * units))
      this.snapBoards.push({ values: v, masks: m })
    }
    this.snapCell = new Uint16Array(cells + 1)
    this.snapDigit = new Uint8Array(cells + 1)
    this.snapFilled = new Uint16Array(cells + 1)
    this.stackCell = new Uint16Array(cells + 1)
    this.stackNext = new Uint8Array(cells + 1)
  }

  /**
   * Solve from the givens (row-major, 0 = empty). Never throws for givens of the
   * right length: conflicting givens or digits out of range are a contradiction
   * at the start, and the result is `unsolvable`. `marks`: a position's candidates
   * (`pencilMarks`), or null for a plain puzzle: each empty cell's mask starts from
   * them, and the first pass reads them as it reads any mask.
   */
  solve(
    givens: ArrayLike<number>,
    options: SolveOptions = {},
    marks: ArrayLike<number> | null = null,
  ): SolveResult {
    const started = clock.now()
    const { cells, values } = this
    if (givens.length !== cells)
      throw new Error(`expected ${cells} givens for a ${this.size}x${this.size} grid`)
    const start = marks ? Uint32Array.from(marks) : null
    const { log, limit, deadline } = solveSettings(this.geometry, options, undefined, start)
    const bad = this.reset(givens, log, start)
    if (bad >= 0 && log) log.contradictionCell(bad)

    const solution = new Uint8Array(cells)
    let solutions = 0
    let timedOut = false
    let stuck = 0
    // A full grid never goes through a placement, so it is settled here, not by a pass.
    let state = bad >= 0 ? FAILED : this.filled === cells ? SOLVED : this.propagate()
    for (;;) {
      if (state === QUIET) {
        // Give up at the deadline; the clock is read once every 64 guesses.
        if ((++stuck & 63) === 0 && clock.now() > deadline) {
          timedOut = true
          solutions = 0
          break
        }
        state = this.guess()
      } else if (state === SOLVED) {
        if (++solutions === 1) solution.set(values)
        if (log) log.solved()
        if (solutions >= limit) break
        // Counting: the solution ends its branch like a contradiction would.
        state = this.retreat()
      } else if (state === FAILED) state = this.retreat()
      else break
    }

    if (log) closeLog(log, this.board, solutions, solution)
    this.log = null
    const stats: SolveStats = emptyStats()
    stats.calculations = this.calculations
    stats.placements = this.placements
    stats.eliminations = this.eliminations
    stats.detours = this.detours
    stats.guesses = this.guesses
    stats.backtracks = this.backtracks
    stats.maxDepth = this.maxDepth
    return finish(solutions, solution, stats, log, started, timedOut)
  }

  /**
   * Load the givens. Returns the first cell whose given cannot stand (not a digit
   * 0..size, or a digit an earlier given holds in one of its units), or -1.
   */
  private reset(givens: ArrayLike<number>, log: StepLog | null, marks: Uint32Array | null): number {
    const { cells, values, masks, used, cellUnits, all, size } = this
    used.fill(0)
    let filled = 0
    let bad = -1
    for (let c = 0; c < cells; c++) {
      let d = givens[c]!
      if (!(Number.isInteger(d) && d >= 0 && d <= size)) {
        if (bad < 0) bad = c
        d = 0
      }
      values[c] = d
      masks[c] = d ? 1 << (d - 1) : marks ? marks[c]! & all : all
      if (!d) continue
      filled++
      const b = 1 << (d - 1)
      const u0 = cellUnits[3 * c]!
      const u1 = cellUnits[3 * c + 1]!
      const u2 = cellUnits[3 * c + 2]!
      if ((used[u0]! | used[u1]! | used[u2]!) & b && bad < 0) bad = c
      used[u0]! |= b
      used[u1]! |= b
      used[u2]! |= b
    }
    this.calculations = 3 * filled
    this.log = log
    this.filled = filled
    this.depth = 0
    this.passIndex = 0
    this.recomputed = 0
    this.placements = 0
    this.eliminations = 0
    this.detours = 0
    this.guesses = 0
    this.backtracks = 0
    this.maxDepth = 0
    return bad
  }

  /** Passes until one is quiet, solves the grid or fails. */
  private propagate(): number {
    let state = CHANGED
    while (state === CHANGED) state = this.pass()
    return state
  }

  private pass(): number {
    const { log, masks, used, unitCells, size, all } = this
    if (log) log.pass(++this.passIndex)
    else this.passIndex++
    let changed = false
    if (this.recomputed < this.cells) {
      const state = this.recompute()
      if (state !== QUIET && state !== CHANGED) return state
      changed = state === CHANGED
    }
    const units = 3 * size
    let checks = 0
    for (let u = 0; u < units; u++) {
      const base = u * size
      const end = base + size
      // Rescan a unit after each placement in it: the detour changed its masks.
      for (;;) {
        // A placed cell's mask is its digit, which no other cell of the unit holds, so
        // placed digits count once and the `used` mask sets them apart.
        let once = 0
        let twice = 0
        for (let k = base; k < end; k++) {
          const m = masks[unitCells[k]!]!
          twice |= once & m
          once |= m
        }
        checks += size
        const missing = all & ~once
        if (missing) {
          this.calculations += checks
          if (log) log.contradictionUnit(u, lowestDigit(missing))
          return FAILED
        }
        const hidden = once & ~twice & ~used[u]!
        if (hidden === 0) break
        const b = hidden & -hidden
        let k = base
        while (!(masks[unitCells[k]!]! & b)) k++
        const cell = unitCells[k]!
        this.place(cell, lowestDigit(b), 'hidden-single', masks[cell]!, u)
        changed = true
        if (!this.detour(cell)) {
          this.calculations += checks
          return FAILED
        }
        if (this.filled === this.cells) {
          this.calculations += checks
          return SOLVED
        }
      }
    }
    this.calculations += checks
    return changed ? CHANGED : QUIET
  }

  /**
   * The first pass's recomputation: strike, one step at a time, every candidate a
   * placed peer rules out, placing naked singles (and detouring) as the sweep goes.
   */
  private recompute(): number {
    const { log, cells, values, masks, peerFlat, peerCount } = this
    let changed = false
    for (let c = 0; c < cells; c++) {
      this.recomputed = c + 1
      if (values[c]) continue
      let m = masks[c]!
      const base = c * peerCount
      for (let i = 0; i < peerCount; i++) {
        const p = peerFlat[base + i]!
        const v = values[p]!
        if (v === 0 || !(m & (1 << (v - 1)))) continue
        m &= ~(1 << (v - 1))
        masks[c] = m
        this.eliminations++
        this.calculations++
        if (log) log.eliminate(c, v, p)
      }
      this.calculations += peerCount
      if (m === 0) {
        this.recomputed = cells
        if (log) log.contradictionCell(c)
        return FAILED
      }
      if ((m & (m - 1)) === 0) {
        this.place(c, lowestDigit(m), 'naked-single', m)
        changed = true
        if (!this.detour(c)) {
          this.recomputed = cells
          return FAILED
        }
        if (this.filled === cells) {
          this.recomputed = cells
          return SOLVED
        }
      }
    }
    return changed ? CHANGED : QUIET
  }

  private place(
    cell: number,
    digit: number,
    reason: PlaceReason,
    prevMask: number,
    unit = -1,
  ): void {
    const { used, cellUnits } = this
    const b = 1 << (digit - 1)
    this.values[cell] = digit
    this.masks[cell] = b
    used[cellUnits[3 * cell]!]! |= b
    used[cellUnits[3 * cell + 1]!]! |= b
    used[cellUnits[3 * cell + 2]!]! |= b
    this.filled++
    this.placements++
    if (this.log) this.log.place(cell, digit, reason, prevMask, unit)
  }

  /**
   * Strike the digit of a just-placed cell from its peers, depth first through every
   * peer that becomes a naked single. False on a contradiction (recorded).
   */
  private detour(start: number): boolean {
    const { log, values, masks, used, cellUnits, peerFlat, peerCount, stackCell, stackNext } = this
    const fresh = this.recomputed
    let checks = 0
    let strikes = 0
    let ok = true
    let sp = 0
    stackCell[0] = start
    stackNext[0] = 0
    this.detours++
    if (log) log.detour(start, values[start]!)
    frames: while (sp >= 0) {
      const cell = stackCell[sp]!
      const digit = values[cell]!
      const b = 1 << (digit - 1)
      const base = cell * peerCount
      for (let i = stackNext[sp]!; i < peerCount; i++) {
        const p = peerFlat[base + i]!
        checks++
        // A placed peer's mask is its own digit, never this one: no value check needed.
        let m = masks[p]!
        if (!(m & b)) continue
        m ^= b
        masks[p] = m
        strikes++
        if (log) log.eliminate(p, digit, cell)
        if (m === 0) {
          if (log) log.contradictionCell(p)
          ok = false
          break frames
        }
        if ((m & (m - 1)) === 0 && p < fresh) {
          const u = 3 * p
          if (m & (used[cellUnits[u]!]! | used[cellUnits[u + 1]!]! | used[cellUnits[u + 2]!]!)) {
            // Its last candidate is held by a cell whose detour has not reached it yet.
            checks += this.strikeLast(p, m)
            ok = false
            break frames
          }
          this.place(p, lowestDigit(m), 'naked-single', m)
          this.detours++
          if (log) log.detour(p, values[p]!)
          stackNext[sp] = i + 1
          sp++
          stackCell[sp] = p
          stackNext[sp] = 0
          continue frames
        }
      }
      sp--
    }
    this.calculations += checks + strikes
    this.eliminations += strikes
    return ok
  }

  /**
   * Strike a cell's last candidate because a peer already holds that digit, and
   * record the contradiction. Returns the peers inspected to find it.
   */
  private strikeLast(cell: number, m: number): number {
    const { log, values, peerFlat, peerCount } = this
    const digit = lowestDigit(m)
    let i = 0
    while (values[peerFlat[cell * peerCount + i]!] !== digit) i++
    this.masks[cell] = 0
    this.eliminations++
    if (log) {
      log.eliminate(cell, digit, peerFlat[cell * peerCount + i]!)
      log.contradictionCell(cell)
    }
    return i + 2
  }

  /** Snapshot the board, guess the fewest-candidate cell's lowest digit, detour. */
  private guess(): number {
    const { log, cells, values, masks } = this
    const depth = ++this.depth
    if (depth > this.maxDepth) this.maxDepth = depth
    this.snapValues[depth]!.set(values)
    this.snapMasks[depth]!.set(masks)
    this.snapUsed[depth]!.set(this.used)
    this.snapFilled[depth] = this.filled
    if (log) log.snapshot(depth)
    // At a quiet point every unsolved cell has at least two candidates, so 2 is the best.
    let best = -1
    let fewest = 99
    let c = 0
    for (; c < cells; c++) {
      if (values[c]) continue
      const m = masks[c]!
      const k = POPCOUNT[m & 0xffff]! + POPCOUNT[m >>> 16]!
      if (k < fewest) {
        best = c
        fewest = k
        if (k === 2) break
      }
    }
    this.calculations += c
    const options = masks[best]!
    const digit = lowestDigit(options)
    this.snapCell[depth] = best
    this.snapDigit[depth] = digit
    this.guesses++
    if (log) log.guess(best, digit, options)
    this.place(best, digit, 'guess', options)
    return this.settle(this.detour(best))
  }

  /**
   * Leave a failed (or, when counting, solved) branch: back to the deepest snapshot
   * with an untried candidate, strike the digit that failed there, try the next one.
   */
  private retreat(): number {
    const { log, values, masks } = this
    while (this.depth > 0) {
      const depth = this.depth
      const cell = this.snapCell[depth]!
      const failed = this.snapDigit[depth]!
      const snapMasks = this.snapMasks[depth]!
      const left = snapMasks[cell]! & ~(1 << (failed - 1))
      if (left === 0) {
        // Every candidate of this snapshot's cell failed, so the guess below it failed.
        this.depth--
        continue
      }
      if (log) log.restore(depth, this.board, this.snapBoards[depth]!)
      values.set(this.snapValues[depth]!)
      masks.set(snapMasks)
      this.used.set(this.snapUsed[depth]!)
      this.filled = this.snapFilled[depth]!
      this.backtracks++
      // The snapshot keeps the strike too, for the next retreat to this depth.
      masks[cell] = left
      snapMasks[cell] = left
      this.eliminations++
      this.calculations++
      if (log) log.eliminate(cell, failed, null)
      const digit = lowestDigit(left)
      this.snapDigit[depth] = digit
      // Only a choice among several candidates is a guess; the last one is forced.
      const more = (left & (left - 1)) !== 0
      if (more) this.guesses++
      this.place(cell, digit, more ? 'try' : 'last', left)
      return this.settle(this.detour(cell))
    }
    return EXHAUSTED
  }

  private settle(ok: boolean): number {
    if (!ok) return FAILED
    return this.filled === this.cells ? SOLVED : this.propagate()
  }
}

/**
 * The shared Solver for a geometry (its typed arrays are made once). A solve runs
 * to completion synchronously, so sharing is safe within one thread.
 */
export const solverFor = /* @__PURE__ */ perGeometry((g) => new Solver(g))
