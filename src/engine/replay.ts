/**
 * A Replayer walks a StepLog over a board: forwards, backwards, or to any step.
 *
 * Position k means steps 0..k-1 have been applied (0 = the givens, or a position's
 * pencil marks when the log has a `start`; `length` = the end).
 * Besides values and masks it keeps, per cell, how its digit got there
 * (given, logic or guess), so the board can show guessed digits differently.
 * A restore erases that for the cells it empties; the Replayer remembers what it
 * erased, so stepping back over the restore brings it back. Every restore before
 * the furthest position reached has been walked forwards, so the memory is complete.
 *
 * Long jumps start from keyframes: a copy of the board every KEYFRAME_EVERY steps,
 * taken whenever a walk passes one, or ahead of time by `prepare` (a second walker
 * sharing the same memory, so the shown board never moves). A jump then walks at
 * most KEYFRAME_EVERY steps, even on a log of millions.
 */

import { explainStep, type ExplainContext } from './explain'
import type { Geometry } from './geometry'
import { techniqueName } from './logic/catalogue'
import { techniqueText } from './technique-text'
import {
  initialBoard,
  K,
  KIND_NAMES,
  REASON_TRY,
  restsOnGuess,
  StepLog,
  type ReplayBoard,
  type Step,
  type StepKindName,
  type TechniqueStep,
} from './steps'

export const HOW_EMPTY = 0
export const HOW_GIVEN = 1
export const HOW_LOGIC = 2
export const HOW_GUESS = 3

/**
 * Where the interesting steps are, and how deep the search was at each step, counted
 * the way the algorithm counts them in its stats (so the timeline and the stats agree).
 */
export interface LogOutline {
  /** depth[i] = search depth after step i (snapshots or levels: the log's `depthBy`). */
  depth: Uint16Array
  maxDepth: number
  /** Every choice that counts as a guess: a guess step, or a `try` placement. */
  guesses: number[]
  contradictions: number[]
  restores: number[]
  /**
   * Every step that counts as a backtrack (counters.ts): a restore to a snapshot
   * (depth 1 and up) or a digit taken back (`clear`, the backtrackers' step back).
   */
  backtracks: number[]
  /** Positions of `technique` steps (the logic algorithm's deductions). */
  techniques: number[]
  /** Every place step (singles, guesses, tries): the stops of "by placements" playback. */
  placements: number[]
}

export const KEYFRAME_EVERY = 16_384

interface Keyframe {
  values: Uint8Array
  masks: Uint32Array
  how: Uint8Array
}

/** What every walker over one log shares: the `how` erased by each restore, and keyframes. */
interface ReplayMemory {
  erased: Map<number, Uint8Array>
  /** cleared[i] = how the cell emptied by `clear` step i had been filled (backtracking logs). */
  cleared: Uint8Array | null
  /** frames[j] = the board at position j * KEYFRAME_EVERY. */
  frames: (Keyframe | undefined)[]
}

export class Replayer {
  readonly board: ReplayBoard
  readonly how: Uint8Array
  position = 0
  private scout: Replayer | null = null

  constructor(
    readonly g: Geometry,
    readonly givens: readonly number[],
    readonly log: StepLog,
    private readonly memory: ReplayMemory = { erased: new Map(), cleared: null, frames: [] },
  ) {
    this.board = initialBoard(g, givens, log.start)
    this.how = new Uint8Array(g.cells)
    for (let c = 0; c < g.cells; c++) this.how[c] = givens[c] ? HOW_GIVEN : HOW_EMPTY
    this.memory.frames[0] ??= this.frame()
  }

  get length(): number {
    return this.log.length
  }

  private frame(): Keyframe {
    return {
      values: this.board.values.slice(),
      masks: this.board.masks.slice(),
      how: this.how.slice(),
    }
  }

  /**
   * Walk ahead of the shown board by up to `steps` steps, taking keyframes.
   * Returns true once the whole log is covered (call it again until then).
   */
  prepare(steps = 200_000): boolean {
    this.scout ??= new Replayer(this.g, this.givens, this.log, this.memory)
    const s = this.scout
    s.walk(Math.min(this.log.length, s.position + steps))
    return s.position >= this.log.length
  }

  /** Move to position k (clamped), from the nearest keyframe when that is closer; returns k. */
  seek(k: number): number {
    const to = Math.max(0, Math.min(this.log.length, Math.round(k)))
    const { frames } = this.memory
    let j = Math.floor(to / KEYFRAME_EVERY)
    while (j > 0 && !frames[j]) j--
    const from = j * KEYFRAME_EVERY
    const frame = frames[j]
    if (frame && Math.abs(to - from) < Math.abs(to - this.position) && from <= to) {
      this.board.values.set(frame.values)
      this.board.masks.set(frame.masks)
      this.how.set(frame.how)
      this.position = from
    }
    return this.walk(to)
  }

  /** Apply or undo steps one by one from the current position to `to`. */
  private walk(to: number): number {
    const { log, board, how } = this
    const { frames } = this.memory
    for (let i = this.position; i < to; i++) {
      const kind = log.kind(i)
      if (kind === K.restore) this.rememberErased(i)
      log.apply(board, i)
      if (kind === K.place) {
        // Singles and techniques are logic; guess, try and last rest on a guess.
        how[log.cell(i)] = restsOnGuess(log.reason(i)) ? HOW_GUESS : HOW_LOGIC
      } else if (kind === K.clear) {
        this.memory.cleared ??= new Uint8Array(log.length)
        this.memory.cleared[i] = how[log.cell(i)]!
        how[log.cell(i)] = HOW_EMPTY
      } else if (kind === K.restore) {
        for (const c of log.restoredCells(i)) if (board.values[c] === 0) how[c] = HOW_EMPTY
      }
      if ((i + 1) % KEYFRAME_EVERY === 0 && !frames[(i + 1) / KEYFRAME_EVERY]) {
        frames[(i + 1) / KEYFRAME_EVERY] = this.frame()
      }
    }
    for (let i = this.position - 1; i >= to; i--) {
      const kind = log.kind(i)
      log.unapply(board, i)
      if (kind === K.place) how[log.cell(i)] = HOW_EMPTY
      else if (kind === K.clear) how[log.cell(i)] = this.memory.cleared?.[i] || HOW_LOGIC
      else if (kind === K.restore) {
        const saved = this.memory.erased.get(i)
        if (saved) for (const c of log.restoredCells(i)) how[c] = saved[c]!
      }
    }
    this.position = to
    return to
  }

  private rememberErased(i: number): void {
    if (!this.memory.erased.has(i)) this.memory.erased.set(i, this.how.slice())
  }
}

/** One linear pass over a log: search depth per step and the positions of the landmarks. */
export function outlineLog(log: StepLog): LogOutline {
  const depth = new Uint16Array(log.length)
  const guesses: number[] = []
  const contradictions: number[] = []
  const restores: number[] = []
  const backtracks: number[] = []
  const techniques: number[] = []
  const placements: number[] = []
  const byLevels = log.depthBy === 'levels'
  let snapshots = 0
  let levels = 0
  let maxDepth = 0
  for (let i = 0; i < log.length; i++) {
    const kind = log.kind(i)
    if (kind === K.snapshot || kind === K.restore) {
      snapshots = log.cell(i) // depth is stored in the cell field
      if (kind === K.restore) {
        restores.push(i)
        // Depth 0: counting went past the first solution and the log shows it again.
        if (snapshots > 0) backtracks.push(i)
      }
    } else if (kind === K.guess) guesses.push(i)
    else if (kind === K.contradiction) contradictions.push(i)
    else if (kind === K.technique) techniques.push(i)
    else if (kind === K.place) {
      placements.push(i)
      levels++
      if (log.reason(i) === REASON_TRY) guesses.push(i)
    } else if (kind === K.clear) {
      levels--
      backtracks.push(i)
    }
    const d = byLevels ? levels : snapshots
    if (d > maxDepth) maxDepth = d
    depth[i] = Math.min(d, 65535)
  }
  return { depth, maxDepth, guesses, contradictions, restores, backtracks, techniques, placements }
}

/** What a log holds, for a legend that names only what the board will show. */
export interface LogContents {
  /** The kinds of step that occur. */
  kinds: ReadonlySet<StepKindName>
  /** Some digit is placed by logic (a single or a technique's). */
  logic: boolean
  /** Some digit rests on a guess (guess, try or last). */
  guessed: boolean
}

/** One pass over the log: which kinds of step occur, and how its digits are placed. */
export function logContents(log: StepLog): LogContents {
  let kinds = 0
  let logic = false
  let guessed = false
  for (let i = 0; i < log.length; i++) {
    const kind = log.kind(i)
    kinds |= 1 << kind
    if (kind === K.place) {
      if (restsOnGuess(log.reason(i))) guessed = true
      else logic = true
    }
  }
  return { kinds: new Set(KIND_NAMES.filter((_, k) => kinds & (1 << k))), logic, guessed }
}

/**
 * The sentence for step i of a log, with what the log around it says: a guess names
 * its snapshot; a contradiction names where the search goes next (the depth after the
 * next restore: a solver may drop exhausted snapshots on the way, so it can be
 * shallower than the current depth); a try names the digit that failed before it.
 */
export function explainLogStep(g: Geometry, log: StepLog, outline: LogOutline, i: number): string {
  const step = log.step(i)
  const text = techniqueText() // loaded on first need (technique-text.ts)
  if (step.kind === 'technique')
    return text ? text.explainTechnique(g, step, ownMoves(log, i)) : techniqueName(step.id)
  const by = techniqueOf(log, i)
  if (by && text) return text.explainImplied(g, step, by)
  const context: ExplainContext = { depth: outline.depth[i] ?? 0 }
  if (step.kind === 'contradiction') {
    const next = log.find(i + 1, 1, [K.restore, K.solved, K.unsolvable, K.clear])
    // A capped log may stop before the search says where it goes next.
    if (next < 0 && log.capped) context.then = 'capped'
    else if (next >= 0 && log.kind(next) === K.clear) context.then = 'backtrack'
    else if (next >= 0 && log.kind(next) === K.restore) context.then = log.cell(next)
    else context.then = 'none'
  } else if (step.kind === 'guess' && log.depthBy === 'levels') {
    context.depth = 0 // the backtrackers take no snapshots
  } else if (step.kind === 'place' && i > 0) {
    // What failed just before: the Solver strikes it (because: none), a backtracker clears it.
    const before = log.step(i - 1)
    if (before.kind === 'clear' || (before.kind === 'eliminate' && before.because === null))
      context.failed = { cell: before.cell, digit: before.digit }
  } else if (step.kind === 'eliminate' && step.because === null && i > 0) {
    // Right after a restore it is the digit that failed; elsewhere, a locked-candidates strike.
    if (log.kind(i - 1) === K.restore) context.failed = { cell: step.cell, digit: step.digit }
  }
  return explainStep(g, step, context)
}

/**
 * The technique step whose pattern is on show at step i: the technique step itself,
 * or the one a `place` or `eliminate` step belongs to (a technique's strikes come
 * first, then each placement with the strikes from its peers, which belong to the
 * placement, not to the pattern); otherwise null.
 */
export function techniqueOf(log: StepLog, i: number): TechniqueStep | null {
  const kind = log.kind(i)
  let placed = false
  for (let j = i; j >= 0; j--) {
    const k = log.kind(j)
    if (k === K.technique) {
      const t = log.step(j) as TechniqueStep
      if (t.id === 'out-of-techniques' && j !== i) return null
      return kind === K.eliminate && placed ? null : t
    }
    if (k === K.place) placed = true
    else if (k !== K.eliminate) return null
  }
  return null
}

/**
 * The pattern the board draws at position k (steps 0..k-1 applied): the last
 * technique step, while the moves it implies are being shown; otherwise null.
 */
export function patternAt(log: StepLog, k: number): TechniqueStep | null {
  for (let j = k - 1; j >= 0; j--) {
    const kind = log.kind(j)
    if (kind === K.technique) {
      const t = log.step(j) as TechniqueStep
      return t.id === 'out-of-techniques' ? null : t
    }
    if (kind !== K.place && kind !== K.eliminate) return null
  }
  return null
}

/** The moves a technique step at i implies: its strikes, then its placements (not their peers' strikes). */
function ownMoves(log: StepLog, i: number): Step[] {
  const out: Step[] = []
  for (let j = i + 1; j < log.length; j++) {
    const k = log.kind(j)
    if (k === K.place) out.push(log.step(j))
    else if (k === K.eliminate) {
      if (!out.some((m) => m.kind === 'place')) out.push(log.step(j))
    } else break
  }
  return out
}
