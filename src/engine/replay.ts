/**
 * A Replayer walks a StepLog over a board: forwards, backwards, or to any step.
 *
 * Position k means steps 0..k-1 have been applied (0 = the givens, `length` = the end).
 * Besides values and masks it keeps, per cell, how its digit got there
 * (given, logic or guess), so the board can show guessed digits differently.
 * A restore erases that for the cells it empties; the Replayer remembers what it
 * erased, so stepping back over the restore brings it back. Every restore before
 * the position has been walked forwards (seeking always walks), so the memory is
 * complete.
 */

import { explainStep } from './explain'
import type { Geometry } from './geometry'
import { initialBoard, K, StepLog, type ReplayBoard } from './steps'

export const HOW_EMPTY = 0
export const HOW_GIVEN = 1
export const HOW_LOGIC = 2
export const HOW_GUESS = 3

/** Where the interesting steps are, and how deep the search was at each step. */
export interface LogOutline {
  /** depth[i] = snapshot depth after step i. */
  depth: Uint8Array
  maxDepth: number
  guesses: number[]
  contradictions: number[]
  restores: number[]
}

export class Replayer {
  readonly board: ReplayBoard
  readonly how: Uint8Array
  position = 0
  private readonly erased = new Map<number, Uint8Array>()

  constructor(
    readonly g: Geometry,
    readonly givens: readonly number[],
    readonly log: StepLog,
  ) {
    this.board = initialBoard(g, givens)
    this.how = new Uint8Array(g.cells)
    for (let c = 0; c < g.cells; c++) this.how[c] = givens[c] ? HOW_GIVEN : HOW_EMPTY
  }

  get length(): number {
    return this.log.length
  }

  /** Move to position k (clamped); returns the new position. */
  seek(k: number): number {
    const to = Math.max(0, Math.min(this.log.length, Math.round(k)))
    const { log, board, how } = this
    for (let i = this.position; i < to; i++) {
      const kind = log.kind(i)
      if (kind === K.restore) this.rememberErased(i)
      log.apply(board, i)
      if (kind === K.place) {
        const reason = (log.words[2 * i]! >>> 18) & 7
        how[log.cell(i)] = reason >= 2 ? HOW_GUESS : HOW_LOGIC
      } else if (kind === K.clear) how[log.cell(i)] = HOW_EMPTY
      else if (kind === K.restore) {
        for (const c of log.restoredCells(i)) if (board.values[c] === 0) how[c] = HOW_EMPTY
      }
    }
    for (let i = this.position - 1; i >= to; i--) {
      const kind = log.kind(i)
      log.unapply(board, i)
      if (kind === K.place) how[log.cell(i)] = HOW_EMPTY
      else if (kind === K.clear) how[log.cell(i)] = HOW_LOGIC
      else if (kind === K.restore) {
        const saved = this.erased.get(i)
        if (saved) for (const c of log.restoredCells(i)) how[c] = saved[c]!
      }
    }
    this.position = to
    return to
  }

  private rememberErased(i: number): void {
    if (!this.erased.has(i)) this.erased.set(i, this.how.slice())
  }
}

/** One linear pass over a log: search depth per step and the positions of the landmarks. */
export function outlineLog(log: StepLog): LogOutline {
  const depth = new Uint8Array(log.length)
  const guesses: number[] = []
  const contradictions: number[] = []
  const restores: number[] = []
  let d = 0
  let maxDepth = 0
  for (let i = 0; i < log.length; i++) {
    const kind = log.kind(i)
    if (kind === K.snapshot || kind === K.restore) {
      d = log.cell(i) // depth is stored in the cell field
      if (kind === K.restore) restores.push(i)
    } else if (kind === K.guess) guesses.push(i)
    else if (kind === K.contradiction) contradictions.push(i)
    if (d > maxDepth) maxDepth = d
    depth[i] = Math.min(d, 255)
  }
  return { depth, maxDepth, guesses, contradictions, restores }
}

/**
 * The sentence for step i of a log, with the depth that makes it true: a guess
 * names its snapshot, and a contradiction names the snapshot the search goes back
 * to, which is the depth after the next restore (a solver may drop exhausted
 * snapshots on the way, so it can be shallower than the current depth).
 */
export function explainLogStep(g: Geometry, log: StepLog, outline: LogOutline, i: number): string {
  const step = log.step(i)
  let depth = outline.depth[i] ?? 0
  if (step.kind === 'contradiction') {
    const next = log.find(i + 1, 1, [K.restore, K.solved, K.unsolvable, K.clear])
    depth = next >= 0 && log.kind(next) === K.restore ? log.cell(next) : 0
    if (next >= 0 && log.kind(next) === K.clear) depth = -1
  }
  return explainStep(g, step, depth)
}
