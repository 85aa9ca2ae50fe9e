/**
 * Answering a batch: parse, validate, run the command, one output line per
 * puzzle. The same code runs on a worker thread and on the main thread. A batch
 * holds either records (any format, as the record splitter cut them) or a run
 * of quick lines as raw bytes (quick.ts). Answers are posted in pieces of bytes:
 * when the batch is done, and every FLUSH_MS while it runs, so a slow puzzle
 * does not hold back the answers before it.
 */
import type { RateOutput, RateScale } from './rate'
import { makePuzzle, validatePuzzle, type PuzzleRecord, type RecordKind, clock } from '../engine'
import { algorithmById, PUZZLE_COMMANDS, type AnswerContext } from './commands'
import { parseRecord } from './io'
import { AnswerOut } from './out'
import { QUICK_CELLS, quickLineEnd, readQuickLine } from './quick'
import { shareChainCache } from '../engine/full'

/** Records in transit: parallel arrays (cheap to post to a worker). */
export interface RecordBatch {
  quick: false
  seq: number
  kinds: RecordKind[]
  nos: number[]
  texts: string[]
}

/** `count` quick lines from line `no` on, as the bytes read (one block, cheap to post). */
export interface QuickBatch {
  quick: true
  seq: number
  bytes: Uint8Array
  no: number
  count: number
}

export type Batch = RecordBatch | QuickBatch

/** What every batch of a run is answered with (plain data, posted to workers once). */
export interface Job {
  command: string
  algorithm: string
  /** Per puzzle, milliseconds; 0 for no limit. */
  timeoutMs: number
  /** The technique ids of `steps` (--set, --technique); absent for the other commands. */
  techniques?: string[]
  /** Most deductions a technique of `steps` lists (--max); absent or 0: no bound. */
  max?: number
  /** The scale of `rate` (--scale): se (the default), hodoku, or both. */
  scale?: RateScale
  /** How `rate` writes its answers (--erpd, --json): the line by default. */
  rateOutput?: RateOutput
  /** Threads answering at once (--threads): they share the chain cache's bound. */
  threads?: number
}

/** Some answers of batch `seq`, each line ending in "\n"; `done` with the last of them. */
export interface Piece {
  seq: number
  bytes: Uint8Array
  done: boolean
  /** Puzzles whose answer failed with an internal error (an `error:` line). */
  errors: number
}

const FLUSH_MS = 100
/** A one-liner of 81 cells carries no metadata. */
const NO_META = Object.freeze({})

export function emptyBatch(seq: number): RecordBatch {
  return { quick: false, seq, kinds: [], nos: [], texts: [] }
}

export function addRecord(batch: RecordBatch, r: PuzzleRecord): void {
  batch.kinds.push(r.kind)
  batch.nos.push(r.no)
  batch.texts.push(r.text)
}

/** How many puzzles a batch holds. */
export function batchSize(batch: Batch): number {
  return batch.quick ? batch.count : batch.kinds.length
}

/**
 * Answer every puzzle of `batch`, posting the answers in pieces. `pause`, when
 * given (the main thread), is awaited after each piece posted: the event loop
 * turns, so the workers' answers are written meanwhile and a closed pipe is
 * heard of, even while a batch of slow puzzles (`rate`) takes seconds here.
 */
export async function answerBatch(
  batch: Batch,
  job: Job,
  post: (piece: Piece) => void,
  pause?: () => Promise<void>,
): Promise<void> {
  const command = PUZZLE_COMMANDS[job.command]!
  shareChainCache(job.threads ?? 1)
  const ctx: AnswerContext = {
    algorithm: algorithmById(job.algorithm),
    deadline: 0,
    techniques: job.techniques ?? [],
    scale: job.scale ?? 'se',
    rateOutput: job.rateOutput ?? 'line',
    timeoutMs: job.timeoutMs,
    max: job.max ?? 0,
    no: 0,
  }
  // An invalid or error line as the command writes it (rate --json: a JSON object).
  const refuse = (line: string) => out.line(command.refusal?.(line, ctx) ?? line)
  // A command answering in blocks (steps) ends an invalid or error line's block too.
  const endBlock = () => {
    if (command.blocks) out.line('')
  }
  const n = batchSize(batch)
  let out = new AnswerOut(n * (QUICK_CELLS + 1))
  let errors = 0
  let flushed = performance.now()
  let at = 0 // where the next quick line starts
  // One givens array for every quick line of the batch: each answer is complete
  // before the next line is read, and nothing keeps the puzzle (fewer young-
  // generation collections on a big collection).
  const givens = new Array<number>(QUICK_CELLS).fill(0)
  for (let i = 0; i < n; i++) {
    const now = performance.now()
    // The answers so far go out when FLUSH_MS have passed since the last post.
    if (now - flushed > FLUSH_MS && (out.length || pause)) {
      if (out.length) {
        post({ seq: batch.seq, bytes: out.bytes(), done: false, errors })
        out = new AnswerOut((n - i) * (QUICK_CELLS + 1))
        errors = 0
      }
      if (pause) await pause()
      flushed = performance.now()
    }
    // On the engine's clock, the one the algorithms read the deadline on.
    ctx.deadline = job.timeoutMs ? clock.now() + job.timeoutMs : 0
    const no = batch.quick ? batch.no + i : batch.nos[i]!
    ctx.no = no
    try {
      if (batch.quick) {
        const start = at
        at = quickLineEnd(batch.bytes, start)
        const puzzle = makePuzzle(givens, NO_META)
        if (readQuickLine(batch.bytes, start, givens)) command.answer(puzzle, ctx, out)
        else {
          refuse(`invalid: ${validatePuzzle(puzzle).join('; ')}`)
          endBlock()
        }
      } else {
        const entry = parseRecord({ kind: batch.kinds[i]!, no, text: batch.texts[i]! })
        if (entry.ok) command.answer(entry.puzzle, ctx, out)
        else {
          refuse(`invalid: ${entry.reason}`)
          endBlock()
        }
      }
    } catch (e) {
      // An engine bug must not cost the other answers: say so on this line.
      errors++
      refuse(`error: internal error on the puzzle at line ${no}: ${(e as Error).message}`)
      endBlock()
    }
  }
  post({ seq: batch.seq, bytes: out.bytes(), done: true, errors })
}
