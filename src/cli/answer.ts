/**
 * Answering a batch of records: parse, validate, run the command, one output
 * line per record. The same code runs on a worker thread and, for one thread or
 * a small input, on the main thread. Answers are posted in pieces: when the batch
 * is done, and every FLUSH_MS while it runs, so a slow puzzle does not hold back
 * the answers before it.
 */
import type { PuzzleRecord, RecordKind } from '../engine'
import { algorithmById, PUZZLE_COMMANDS, type AnswerContext, type PuzzleCommand } from './commands'
import { parseRecord } from './io'

/** Records in transit: parallel arrays (cheap to post to a worker). */
export interface Batch {
  seq: number
  kinds: RecordKind[]
  nos: number[]
  texts: string[]
}

/** What every batch of a run is answered with (plain data, posted to workers once). */
export interface Job {
  command: string
  algorithm: string
  /** Per puzzle, milliseconds; 0 for no limit. */
  timeoutMs: number
}

/** Some answers of batch `seq`, each ending in "\n"; `done` with the last of them. */
export interface Piece {
  seq: number
  text: string
  done: boolean
  /** Records whose answer failed with an internal error (an `error:` line). */
  errors: number
}

const FLUSH_MS = 100

export function emptyBatch(seq: number): Batch {
  return { seq, kinds: [], nos: [], texts: [] }
}

export function addRecord(batch: Batch, r: PuzzleRecord): void {
  batch.kinds.push(r.kind)
  batch.nos.push(r.no)
  batch.texts.push(r.text)
}

/** The output line of one record. */
function answerRecord(record: PuzzleRecord, command: PuzzleCommand, ctx: AnswerContext): string {
  const entry = parseRecord(record)
  if (!entry.ok) return `invalid: ${entry.reason}`
  return command.answer(entry.puzzle, ctx)
}

export function answerBatch(batch: Batch, job: Job, post: (piece: Piece) => void): void {
  const command = PUZZLE_COMMANDS[job.command]!
  const ctx: AnswerContext = { algorithm: algorithmById(job.algorithm), deadline: 0 }
  let text = ''
  let errors = 0
  let flushed = performance.now()
  const n = batch.kinds.length
  for (let i = 0; i < n; i++) {
    const record = { kind: batch.kinds[i]!, no: batch.nos[i]!, text: batch.texts[i]! }
    const now = performance.now()
    // The answers so far go out when FLUSH_MS have passed since the last post.
    if (now - flushed > FLUSH_MS && text) {
      post({ seq: batch.seq, text, done: false, errors })
      text = ''
      errors = 0
      flushed = now
    }
    ctx.deadline = job.timeoutMs ? now + job.timeoutMs : 0
    try {
      text += answerRecord(record, command, ctx) + '\n'
    } catch (e) {
      // An engine bug must not cost the other answers: say so on this line.
      errors++
      text += `error: internal error on the puzzle at line ${record.no}: ${(e as Error).message}\n`
    }
  }
  post({ seq: batch.seq, text, done: true, errors })
}
