/**
 * Steps: what a solver did, as plain data that replays forwards and backwards.
 *
 * A `StepLog` keeps steps compactly: two 32-bit words a step, plus, for a
 * `restore`, the cells it changed in a side array. Each step stores what it
 * changed (the mask a `place` overwrote, the digit an `eliminate` struck, the
 * cells a `restore` rewound), so stepping back costs what stepping forward costs.
 *
 * word0 = kind (bits 0-3) | cell or depth (bits 4-13) | digit (bits 14-18)
 *         | reason (bits 19-21) | unit flag (bit 22) | a hidden single's unit + 1 (bits 23-30)
 * word1 = pass index | overwritten mask | because cell | options mask
 *         | contradiction unit | restore offset into `extra` | mask after a clear
 *
 * A restore keeps, per changed cell, cell | old value << 10 | new value << 15,
 * then the old and new masks: packed in one word (16 bits each) up to 16x16,
 * in a word each on 25x25, whose masks have 25 bits.
 * A `technique` step (the logic algorithm) keeps its pattern in `extra`: word0
 * holds the technique's index in TECHNIQUE_IDS (bits 4-12) and ten times its
 * rating (bits 13-20); word1 the offset of [counts, cells..., digit mask, units...,
 * links...] in `extra` (see `technique`). It changes nothing on the board: the
 * `place` and `eliminate` steps that follow it do, with reason `technique` and
 * `because` = the pattern's first cell.
 *
 * Replay starts from the givens with every digit open in the empty cells
 * (`initialBoard`); the first pass of a candidate-based solver strikes them. A solve
 * of a position (a puzzle with pencil marks) sets the log's `start`: replay then
 * starts from those marks, the candidates the position had already lost gone at step 0.
 */

import { bit, digitsOf, type Geometry } from './geometry'
import { TECHNIQUE_IDS } from './logic/catalogue'
import type { Nesting } from './logic/types'

/**
 * Why a digit is placed. A search places `guess` (the first choice at a branch),
 * `try` (the next choice after one failed, with more left: it counts as a guess) or
 * `last` (the last choice left: forced, so not counted as a guess, but it still
 * rests on earlier guesses and is drawn like them). `technique`: implied by the
 * human technique of the `technique` step before it.
 */
export type PlaceReason = 'naked-single' | 'hidden-single' | 'guess' | 'try' | 'last' | 'technique'
export const PLACE_REASONS: readonly PlaceReason[] = [
  'naked-single',
  'hidden-single',
  'guess',
  'try',
  'last',
  'technique',
]
/** PLACE_REASONS index of `try`: the placements that count as guesses without a guess step. */
export const REASON_TRY = PLACE_REASONS.indexOf('try')
const ON_A_GUESS = new Set(
  ['guess', 'try', 'last'].map((r) => PLACE_REASONS.indexOf(r as PlaceReason)),
)
/** Whether a place step's reason (PLACE_REASONS index) rests on a guess: guess, try or last. */
export const restsOnGuess = (reason: number): boolean => ON_A_GUESS.has(reason)

/** A link of a chain between two candidates (cell * size + digit - 1). */
export interface StepLink {
  from: number
  to: number
  strong: boolean
}

/** The pattern of a `technique` step. */
export interface TechniqueStep {
  kind: 'technique'
  /** The technique's id (logic/catalogue.ts), e.g. "x-wing"; "out-of-techniques" when logic ran out. */
  id: string
  /** SE-scale rating of this deduction. */
  rating: number
  cells: number[]
  digits: number[]
  /** Units the pattern rests on (unit ids: rows, columns, boxes). */
  units: number[]
  links: StepLink[]
  /** Fins: candidates (cell * size + digit - 1) drawn apart from the pattern's own. */
  fins?: number[]
  /** Parts of the pattern (ALS, colours, Sue de Coq sets, group nodes), each a list of candidates. */
  groups?: number[][]
  /** A nested forcing chain's nesting: SE's level, how deep, the inner chains by rule. */
  nested?: Nesting
}

export type Step =
  | { kind: 'pass'; index: number }
  | {
      kind: 'place'
      cell: number
      digit: number
      reason: PlaceReason
      /** A hidden single's unit (the only place for the digit there), when recorded. */
      unit?: number
    }
  | { kind: 'detour'; cell: number; digit: number }
  | { kind: 'eliminate'; cell: number; digit: number; because: number | null }
  | { kind: 'snapshot'; depth: number }
  | { kind: 'guess'; cell: number; digit: number; options: number[] }
  | { kind: 'contradiction'; cell: number }
  | { kind: 'contradiction'; unit: number; digit: number }
  | { kind: 'restore'; depth: number }
  | { kind: 'clear'; cell: number; digit: number }
  | TechniqueStep
  | { kind: 'solved' }
  | { kind: 'unsolvable' }

export type StepKindName = Step['kind']

/** Numeric step kinds, as stored in the log. */
export const K = {
  pass: 0,
  place: 1,
  detour: 2,
  eliminate: 3,
  snapshot: 4,
  guess: 5,
  contradiction: 6,
  restore: 7,
  clear: 8,
  solved: 9,
  unsolvable: 10,
  technique: 11,
} as const satisfies Record<StepKindName, number>

export const KIND_NAMES: readonly StepKindName[] = [
  'pass',
  'place',
  'detour',
  'eliminate',
  'snapshot',
  'guess',
  'contradiction',
  'restore',
  'clear',
  'solved',
  'unsolvable',
  'technique',
]

const NO_CELL = 0xffff
const CELL = 4 // shift of the cell (or depth) in word0
const CELL_MASK = 1023
const DIGIT = 14 // shift of the digit in word0
const REASON = 19
const UNIT_FLAG = 1 << 22
const HS_UNIT = 23 // shift of a hidden single's unit + 1 in word0
const MARKS = 1 << 30 // in a technique step's counts word: fins and groups follow its links
const NESTED = 2 ** 31 // in a technique step's counts word: the nesting follows the marks
/**
 * The inner rules a nested step's log can name (appended to only: their index is
 * stored). A rule not listed here is kept as its index past the end, never lost.
 */
export const INNER_RULES: readonly string[] = [
  'forcing chain',
  'multiple forcing chain',
  'dynamic forcing chain',
  'dynamic forcing chain (+)',
  'dynamic forcing chain (+ forcing chains)',
]

/** The board a replay moves over: values (0 = empty) and candidate masks. */
export interface ReplayBoard {
  values: Uint8Array
  masks: Uint32Array
}

/**
 * The givens, with every digit open in each empty cell, or, for a position, the
 * candidates `start` gives it (a StepLog's `start`).
 */
export function initialBoard(
  g: Geometry,
  givens: ArrayLike<number>,
  start: ArrayLike<number> | null = null,
): ReplayBoard {
  const values = new Uint8Array(g.cells)
  const masks = new Uint32Array(g.cells)
  for (let c = 0; c < g.cells; c++) {
    const d = givens[c]!
    values[c] = d
    masks[c] = d ? bit(d) : start ? start[c]! : g.all
  }
  return { values, masks }
}

/** The transferable form of a log (what a Worker posts back). */
/**
 * What a log's search depth counts: `snapshots` (the Solver and fast: snapshots taken
 * and not yet restored) or `levels` (the backtrackers: cells the search has filled).
 * Each matches the `maxDepth` its algorithm reports.
 */
export type DepthMeasure = 'snapshots' | 'levels'

export interface StepLogData {
  box: number
  depthBy?: DepthMeasure
  length: number
  capped: boolean
  cap: number
  words: Uint32Array
  extra: Uint32Array
  /** The position's candidates per cell, when the solve started from one (`StepLog.start`). */
  start?: Uint32Array
}

export const DEFAULT_STEP_CAP = 5_000_000

export class StepLog {
  /** Steps recorded. */
  length = 0
  /** True when the cap was reached and later steps were dropped. */
  capped = false
  depthBy: DepthMeasure = 'snapshots'
  words: Uint32Array
  extra: Uint32Array
  extraLength = 0
  /**
   * The candidates of each empty cell at step 0 when the solve started from a
   * position with pencil marks (`positionMasks`); null: every digit (`initialBoard`).
   */
  start: Uint32Array | null = null
  /** 25x25: a restore keeps each mask in a word of its own. */
  private readonly wide: boolean
  /** Words a restored cell takes in `extra`. */
  private readonly stride: number

  constructor(
    readonly box: number,
    readonly cap: number = DEFAULT_STEP_CAP,
    initialSteps = 1024,
  ) {
    this.wide = box > 4
    this.stride = this.wide ? 3 : 2
    this.words = new Uint32Array(2 * Math.max(16, Math.min(initialSteps, cap)))
    this.extra = new Uint32Array(256)
  }

  static from(data: StepLogData): StepLog {
    const log = new StepLog(data.box, data.cap, 16)
    log.words = data.words
    log.extra = data.extra
    log.length = data.length
    log.extraLength = data.extra.length
    log.capped = data.capped
    log.depthBy = data.depthBy ?? 'snapshots'
    log.start = data.start ?? null
    return log
  }

  /** Trimmed copies of the arrays, ready to transfer. */
  toData(): StepLogData {
    return {
      box: this.box,
      depthBy: this.depthBy,
      length: this.length,
      capped: this.capped,
      cap: this.cap,
      words: this.words.slice(0, 2 * this.length),
      extra: this.extra.slice(0, this.extraLength),
      ...(this.start ? { start: this.start.slice() } : {}),
    }
  }

  /** Bytes the log holds per step (words plus restore payloads). */
  bytesPerStep(): number {
    return this.length ? (8 * this.length + 4 * this.extraLength) / this.length : 0
  }

  // ---- recording -------------------------------------------------------

  private push(w0: number, w1: number): boolean {
    if (this.length >= this.cap) {
      this.capped = true
      return false
    }
    let i = 2 * this.length
    if (i + 2 > this.words.length) {
      const bigger = new Uint32Array(Math.min(2 * this.cap, this.words.length * 2))
      bigger.set(this.words)
      this.words = bigger
    }
    this.words[i++] = w0
    this.words[i] = w1
    this.length++
    return true
  }

  pass(index: number): void {
    this.push(K.pass, index)
  }
  /**
   * `prevMask`: the candidates the cell had before the digit was set; `unit`: for a
   * hidden single, the unit where it is the digit's only place (-1 when not known).
   */
  place(cell: number, digit: number, reason: PlaceReason, prevMask: number, unit = -1): void {
    this.push(
      K.place |
        (cell << CELL) |
        (digit << DIGIT) |
        (PLACE_REASONS.indexOf(reason) << REASON) |
        ((unit + 1) << HS_UNIT),
      prevMask,
    )
  }
  detour(cell: number, digit: number): void {
    this.push(K.detour | (cell << CELL) | (digit << DIGIT), 0)
  }
  eliminate(cell: number, digit: number, because: number | null): void {
    this.push(K.eliminate | (cell << CELL) | (digit << DIGIT), because ?? NO_CELL)
  }
  snapshot(depth: number): void {
    this.push(K.snapshot | (depth << CELL), 0)
  }
  guess(cell: number, digit: number, options: number): void {
    this.push(K.guess | (cell << CELL) | (digit << DIGIT), options)
  }
  contradictionCell(cell: number): void {
    this.push(K.contradiction | (cell << CELL), 0)
  }
  contradictionUnit(unit: number, digit: number): void {
    this.push(K.contradiction | (digit << DIGIT) | UNIT_FLAG, unit)
  }
  /** `mask`: the candidates the cell shows once emptied. */
  clear(cell: number, digit: number, mask: number): void {
    this.push(K.clear | (cell << CELL) | (digit << DIGIT), mask)
  }
  solved(): void {
    this.push(K.solved, 0)
  }
  /** A technique's pattern; the steps it implies follow. */
  technique(t: Omit<TechniqueStep, 'kind'>): void {
    if (this.length >= this.cap) {
      this.capped = true
      return
    }
    const index = TECHNIQUE_IDS.indexOf(t.id)
    if (index < 0) throw new Error(`unknown technique ${t.id}`)
    const start = this.extraLength
    const fins = t.fins ?? []
    const groups = t.groups ?? []
    const marks = fins.length || groups.length
    const nested = t.nested
    const size =
      1 +
      t.cells.length +
      1 +
      t.units.length +
      t.links.length +
      (marks ? 1 + fins.length + groups.reduce((n, grp) => n + 1 + grp.length, 0) : 0) +
      (nested ? 2 + nested.inner.length : 0)
    this.ensureExtra(start + size)
    let at = start
    this.extra[at++] =
      (t.cells.length | (t.units.length << 10) | (t.links.length << 20) | (marks ? MARKS : 0)) +
      (nested ? NESTED : 0)
    for (const c of t.cells) this.extra[at++] = c
    let digits = 0
    for (const d of t.digits) digits |= bit(d)
    this.extra[at++] = digits
    for (const u of t.units) this.extra[at++] = u
    for (const l of t.links) this.extra[at++] = l.from | (l.to << 15) | (l.strong ? 1 << 30 : 0)
    if (marks) {
      this.extra[at++] = fins.length | (groups.length << 15)
      for (const f of fins) this.extra[at++] = f
      for (const grp of groups) {
        this.extra[at++] = grp.length
        for (const c of grp) this.extra[at++] = c
      }
    }
    if (nested) {
      this.extra[at++] = nested.level | (nested.depth << 8)
      this.extra[at++] = nested.inner.length
      for (const { rule, count } of nested.inner) {
        const k = INNER_RULES.indexOf(rule)
        this.extra[at++] = (k < 0 ? INNER_RULES.length : k) | (count << 8)
      }
    }
    this.extraLength = at
    this.push(K.technique | (index << 4) | (Math.round(t.rating * 10) << 13), start)
  }
  unsolvable(): void {
    this.push(K.unsolvable, 0)
  }

  /**
   * The board goes back to a snapshot. `from` is the board now, `to` the
   * snapshot; the cells that differ are kept so the step can be undone.
   */
  restore(depth: number, from: ReplayBoard, to: ReplayBoard): void {
    if (this.length >= this.cap) {
      this.capped = true
      return
    }
    const n = from.values.length
    let count = 0
    const start = this.extraLength
    this.ensureExtra(start + 1 + this.stride * n)
    let at = start + 1
    for (let c = 0; c < n; c++) {
      const fv = from.values[c]!
      const tv = to.values[c]!
      const fm = from.masks[c]!
      const tm = to.masks[c]!
      if (fv === tv && fm === tm) continue
      this.extra[at++] = c | (fv << 10) | (tv << 15)
      if (this.wide) {
        this.extra[at++] = fm
        this.extra[at++] = tm
      } else this.extra[at++] = fm | (tm << 16)
      count++
    }
    this.extra[start] = count
    this.extraLength = at
    this.push(K.restore | (depth << CELL), start)
  }

  private ensureExtra(size: number): void {
    if (size <= this.extra.length) return
    const bigger = new Uint32Array(Math.max(size, this.extra.length * 2))
    bigger.set(this.extra.subarray(0, this.extraLength))
    this.extra = bigger
  }

  // ---- reading ---------------------------------------------------------

  kind(i: number): number {
    return this.words[2 * i]! & 15
  }
  /** The cell a step is about (place, detour, eliminate, guess, cell contradiction, clear). */
  cell(i: number): number {
    return (this.words[2 * i]! >>> CELL) & CELL_MASK
  }
  digit(i: number): number {
    return (this.words[2 * i]! >>> DIGIT) & 31
  }

  /** A place step's reason, as its PLACE_REASONS index. */
  reason(i: number): number {
    return (this.words[2 * i]! >>> REASON) & 7
  }

  /** Decode step i into a plain Step object. */
  step(i: number): Step {
    const w0 = this.words[2 * i]!
    const w1 = this.words[2 * i + 1]!
    const kind = w0 & 15
    const cell = (w0 >>> CELL) & CELL_MASK
    const digit = (w0 >>> DIGIT) & 31
    switch (kind) {
      case K.pass:
        return { kind: 'pass', index: w1 }
      case K.place: {
        const reason = PLACE_REASONS[(w0 >>> REASON) & 7]!
        const unit = ((w0 >>> HS_UNIT) & 255) - 1
        return unit < 0
          ? { kind: 'place', cell, digit, reason }
          : { kind: 'place', cell, digit, reason, unit }
      }
      case K.detour:
        return { kind: 'detour', cell, digit }
      case K.eliminate:
        return { kind: 'eliminate', cell, digit, because: w1 === NO_CELL ? null : w1 }
      case K.snapshot:
        return { kind: 'snapshot', depth: cell }
      case K.guess:
        return { kind: 'guess', cell, digit, options: digitsOf(w1) }
      case K.contradiction:
        return w0 & UNIT_FLAG
          ? { kind: 'contradiction', unit: w1, digit }
          : { kind: 'contradiction', cell }
      case K.restore:
        return { kind: 'restore', depth: cell }
      case K.clear:
        return { kind: 'clear', cell, digit }
      case K.solved:
        return { kind: 'solved' }
      case K.technique:
        return this.techniqueAt(w0, w1)
      default:
        return { kind: 'unsolvable' }
    }
  }

  private techniqueAt(w0: number, at: number): TechniqueStep {
    const counts = this.extra[at++]!
    const cells = Array.from(this.extra.subarray(at, (at += counts & 1023)))
    const digits = digitsOf(this.extra[at++]!)
    const units = Array.from(this.extra.subarray(at, (at += (counts >>> 10) & 1023)))
    const linkCount = (counts >>> 20) & 1023
    const links = Array.from(this.extra.subarray(at, (at += linkCount)), (w) => ({
      from: w & 0x7fff,
      to: (w >>> 15) & 0x7fff,
      strong: (w & (1 << 30)) !== 0,
    }))
    const step: TechniqueStep = {
      kind: 'technique',
      id: TECHNIQUE_IDS[(w0 >>> 4) & 511]!,
      rating: ((w0 >>> 13) & 255) / 10,
      cells,
      digits,
      units,
      links,
    }
    if (counts & MARKS) {
      const sizes = this.extra[at++]!
      step.fins = Array.from(this.extra.subarray(at, (at += sizes & 0x7fff)))
      const groups: number[][] = []
      for (let k = sizes >>> 15; k > 0; k--) {
        const length = this.extra[at++]!
        groups.push(Array.from(this.extra.subarray(at, (at += length))))
      }
      if (groups.length) step.groups = groups
      if (!step.fins.length) delete step.fins
    }
    if (counts >= NESTED) {
      const head = this.extra[at++]!
      const inner: Nesting['inner'] = []
      for (let k = this.extra[at++]!; k > 0; k--) {
        const w = this.extra[at++]!
        inner.push({ rule: INNER_RULES[w & 255] ?? 'inner chain', count: w >>> 8 })
      }
      step.nested = { level: head & 255, depth: head >>> 8, inner }
    }
    return step
  }

  /** Apply step i to the board (the board must be at step i, i.e. after steps 0..i-1). */
  apply(b: ReplayBoard, i: number): void {
    const w0 = this.words[2 * i]!
    const w1 = this.words[2 * i + 1]!
    const kind = w0 & 15
    const cell = (w0 >>> CELL) & CELL_MASK
    const digit = (w0 >>> DIGIT) & 31
    if (kind === K.place) {
      b.values[cell] = digit
      b.masks[cell] = 1 << (digit - 1)
    } else if (kind === K.eliminate) {
      b.masks[cell]! &= ~(1 << (digit - 1))
    } else if (kind === K.clear) {
      b.values[cell] = 0
      b.masks[cell] = w1
    } else if (kind === K.restore) {
      const count = this.extra[w1]!
      for (let j = 0, at = w1 + 1; j < count; j++, at += this.stride) {
        const a = this.extra[at]!
        const c = a & CELL_MASK
        b.values[c] = (a >>> 15) & 31
        b.masks[c] = this.wide ? this.extra[at + 2]! : this.extra[at + 1]! >>> 16
      }
    }
  }

  /** Undo step i (the board must be at step i + 1). */
  unapply(b: ReplayBoard, i: number): void {
    const w0 = this.words[2 * i]!
    const w1 = this.words[2 * i + 1]!
    const kind = w0 & 15
    const cell = (w0 >>> CELL) & CELL_MASK
    const digit = (w0 >>> DIGIT) & 31
    if (kind === K.place) {
      b.values[cell] = 0
      b.masks[cell] = w1
    } else if (kind === K.eliminate) {
      b.masks[cell]! |= 1 << (digit - 1)
    } else if (kind === K.clear) {
      b.values[cell] = digit
      b.masks[cell] = 1 << (digit - 1)
    } else if (kind === K.restore) {
      const count = this.extra[w1]!
      for (let j = 0, at = w1 + 1; j < count; j++, at += this.stride) {
        const a = this.extra[at]!
        const c = a & CELL_MASK
        b.values[c] = (a >>> 10) & 31
        b.masks[c] = this.wide ? this.extra[at + 1]! : this.extra[at + 1]! & 0xffff
      }
    }
  }

  /** The cells a restore step rewinds. */
  restoredCells(i: number): number[] {
    if (this.kind(i) !== K.restore) return []
    const w1 = this.words[2 * i + 1]!
    const count = this.extra[w1]!
    const out: number[] = []
    for (let j = 0; j < count; j++) out.push(this.extra[w1 + 1 + this.stride * j]! & CELL_MASK)
    return out
  }

  /**
   * Move a board from position `from` (steps 0..from-1 applied) to position
   * `to`, applying or undoing steps as needed. Returns `to`.
   */
  seek(b: ReplayBoard, from: number, to: number): number {
    to = Math.max(0, Math.min(this.length, to))
    for (let i = from; i < to; i++) this.apply(b, i)
    for (let i = from - 1; i >= to; i--) this.unapply(b, i)
    return to
  }

  /** The next (dir = 1) or previous (dir = -1) step of one of the given kinds, or -1. */
  find(from: number, dir: 1 | -1, kinds: readonly number[]): number {
    for (let i = from; i >= 0 && i < this.length; i += dir) {
      if (kinds.includes(this.words[2 * i]! & 15)) return i
    }
    return -1
  }
}
