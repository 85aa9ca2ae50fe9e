/**
 * The streaming run of a per-puzzle command (commands.ts): records are read in
 * constant memory (input.ts), gathered into batches, answered on worker threads
 * and on the main thread, and written in input order as soon as they are known.
 *
 * Batches are of two kinds (answer.ts): records of any format, and runs of quick
 * lines (quick.ts) as raw bytes, which go to a worker as one block and are
 * parsed there. The main thread is one of the `threads`: it reads, and answers a
 * batch itself whenever the workers already hold all the batches they may.
 *
 * Workers start at once for a big input file (their start-up then overlaps the
 * reading and the first answers), and otherwise once a second full batch (or a
 * full one with more read behind it) shows that more input follows: a small input, or `--threads 1`, is answered on the
 * main thread without their start-up cost. A batch closes at the command's
 * `batch` size (1024 puzzles for solve and count, a few for rate, whose puzzles
 * take milliseconds to seconds each: big batches would keep the answers of
 * the first ones waiting behind the rest of their batch, and leave one thread
 * working alone at the end), or early when the input stalls (a person typing,
 * a slow producer), so each answer follows its puzzle promptly. The main thread
 * answering a batch lets the event loop turn every FLUSH_MS (answer.ts), so the
 * workers' answers are written meanwhile.
 */
import { once } from 'node:events'
import { fstatSync, statSync, type Stats } from 'node:fs'
import {
  addRecord,
  answerBatch,
  batchSize,
  emptyBatch,
  type Batch,
  type Job,
  type QuickBatch,
  type RecordBatch,
} from './answer'
import { PUZZLE_COMMANDS } from './commands'
import { readRecords } from './input'
import { OrderedWriter, Pool } from './pool'
import { QUICK_CELLS, quickLineEnd } from './quick'
import { writeOut, yieldToOutput } from './stdout'

/** Batches the main thread may answer while an earlier one is still on a worker. */
const MAX_AHEAD = 16
/** An input file of at least this many bytes starts the workers before reading. */
const BIG_INPUT = 256 * 1024

export interface RunOptions {
  files: readonly string[]
  job: Job
  threads: number
  /** The module workers run (worker.ts, or its bundle). */
  entry: URL
}

/** Whether `file` is a regular file (or stdin redirected from one) of BIG_INPUT bytes or more. */
function isBig(file: string): boolean {
  let stats: Stats | undefined
  try {
    stats = file === '-' ? fstatSync(0) : statSync(file, { throwIfNoEntry: false })
  } catch {
    return false
  }
  return !!stats?.isFile() && stats.size >= BIG_INPUT
}

/** Exit code: 0 when every input was read and answered, 1 otherwise. */
export async function runPuzzleCommand({
  files,
  job,
  threads,
  entry,
}: RunOptions): Promise<number> {
  const BATCH_RECORDS = PUZZLE_COMMANDS[job.command]!.batch
  // Every thread (the main one included) keeps its part of the chain cache's bound.
  job = { ...job, threads }
  const writer = new OrderedWriter((bytes) => writeOut(bytes))
  const startPool = () => new Pool(threads - 1, entry, job, (p) => writer.take(p))
  let pool: Pool | null = threads > 1 && files.some(isBig) ? startPool() : null
  let fullBatches = 0
  let seq = 0

  /** Batches closed, in input order, not yet answered or handed to a worker. */
  const ready: Batch[] = []
  let records: RecordBatch | null = null
  let quick: QuickBatch | null = null
  let quickLength = 0 // bytes of `quick.bytes` filled

  const closeRecords = () => {
    if (records) ready.push(records)
    records = null
  }
  const closeQuick = () => {
    if (quick) ready.push({ ...quick, bytes: quick.bytes.subarray(0, quickLength) })
    quick = null
  }

  /**
   * Answer a batch: on a worker when one may take another, else here. A second
   * full batch means a big input: the workers start then.
   */
  async function send(b: Batch): Promise<void> {
    if (batchSize(b) >= BATCH_RECORDS) fullBatches++
    // A full batch with another read behind it says as much as a second one.
    const more = fullBatches >= 2 || (fullBatches === 1 && ready.length > 0)
    if (!pool && threads > 1 && more) pool = startPool()
    // While the workers start, they get the batches read behind this one and the
    // main thread answers this one: the first answers do not wait for a worker's
    // start-up (`rate` on a big file; solve's first batch has none behind it).
    if (pool && !pool.online && ready.length) {
      while (ready.length && pool.hasRoom()) await pool.submit(ready.shift()!)
      await answerBatch(b, job, (p) => writer.take(p), yieldToOutput)
    }
    // The main thread answers ahead of a slow worker only so far: its answers
    // wait for the worker's, in memory.
    else if (pool && (pool.hasRoom() || writer.backlog >= MAX_AHEAD)) await pool.submit(b)
    else {
      await answerBatch(b, job, (p) => writer.take(p), yieldToOutput)
      // Let the workers' answers in (their messages wait for the event loop), so
      // the next batch goes to a worker that has room rather than waiting here.
      if (pool) await new Promise(setImmediate)
    }
    // Backpressure: a reader slower than the workers holds the input back. (Asked
    // now, not remembered from the write: the drain may have come in between.)
    if (process.stdout.writableNeedDrain) await once(process.stdout, 'drain')
  }

  const unreadable = await readRecords(files, {
    record(r) {
      closeQuick()
      records ??= emptyBatch(seq++)
      addRecord(records, r)
      if (records.kinds.length >= BATCH_RECORDS) closeRecords()
    },
    quick(bytes, no, count) {
      closeRecords()
      // A batch numbers its lines from its first: lines skipped in between (blank,
      // comments) start a new one.
      if (quick && quick.no + quick.count !== no) closeQuick()
      let at = 0
      for (let line = 0; line < count;) {
        if (!quick) {
          const bytes = new Uint8Array(BATCH_RECORDS * (QUICK_CELLS + 2))
          quick = { quick: true, seq: seq++, bytes, no: no + line, count: 0 }
          quickLength = 0
        }
        const take = Math.min(count - line, BATCH_RECORDS - quick.count)
        let end = at
        for (let k = 0; k < take; k++) end = quickLineEnd(bytes, end)
        quick.bytes.set(bytes.subarray(at, end), quickLength)
        quickLength += end - at
        quick.count += take
        line += take
        at = end
        if (quick.count === BATCH_RECORDS) closeQuick()
      }
    },
    async pause(stalled) {
      if (stalled) {
        closeRecords()
        closeQuick()
      }
      while (ready.length) await send(ready.shift()!)
    },
  })
  closeRecords()
  closeQuick()
  while (ready.length) await send(ready.shift()!)
  if (pool) await (pool as Pool).close()
  if (writer.errors)
    process.stderr.write(`${writer.errors} puzzles failed with an internal error\n`)
  return unreadable || writer.errors ? 1 : 0
}
