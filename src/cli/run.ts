/**
 * The streaming run of a per-puzzle command (commands.ts): records are read in
 * constant memory (input.ts), gathered into batches, answered on worker threads
 * (or inline) and written in input order as soon as they are known.
 *
 * Workers start only when there is more than one batch to answer: a small input,
 * or `--threads 1`, is answered on the main thread without their start-up cost.
 * A batch closes at BATCH_RECORDS records, or early when the input stalls (a
 * person typing, a slow producer), so each answer follows its puzzle promptly.
 */
import { once } from 'node:events'
import { addRecord, answerBatch, emptyBatch, type Batch, type Job } from './answer'
import { readRecords } from './input'
import { OrderedWriter, Pool } from './pool'

const BATCH_RECORDS = 1024

export interface RunOptions {
  files: readonly string[]
  job: Job
  threads: number
  /** The module workers run (this program). */
  entry: URL
}

/** Exit code: 0 when every input was read and answered, 1 otherwise. */
export async function runPuzzleCommand({
  files,
  job,
  threads,
  entry,
}: RunOptions): Promise<number> {
  const writer = new OrderedWriter((text) => process.stdout.write(text))
  let pool: Pool | null = null
  let seq = 0
  let batch = emptyBatch(seq)
  const take = (): Batch => {
    const full = batch
    batch = emptyBatch(++seq)
    return full
  }

  const startPool = () => new Pool(threads - 1, entry, job, (p) => writer.take(p))
  const answerHere = (b: Batch) => answerBatch(b, job, (p) => writer.take(p))

  /**
   * Answer a batch. The main thread is one of the `threads`: it answers a batch
   * itself while no worker runs (when asked, or on one thread), and whenever the
   * workers already hold all the batches they may; else a worker takes it.
   */
  async function send(b: Batch, inline: boolean): Promise<void> {
    if (!pool && (inline || threads === 1)) answerHere(b)
    else {
      pool ??= startPool()
      if (pool.hasRoom()) await pool.submit(b)
      else answerHere(b)
    }
    // Backpressure: a reader slower than the workers holds the input back. (Asked
    // now, not remembered from the write: the drain may have come in between.)
    if (process.stdout.writableNeedDrain) await once(process.stdout, 'drain')
  }

  // A first full batch waits here until we know more input follows: only then
  // is it worth starting the workers.
  let held: Batch | null = null
  const unreadable = await readRecords(files, {
    record: (r) => addRecord(batch, r),
    async pause(stalled) {
      if (held && batch.kinds.length) {
        // More input follows: start the workers, and answer the first batch here
        // while they start (their start-up is then not lost time).
        pool = startPool()
        answerHere(held)
        held = null
      }
      if (batch.kinds.length >= BATCH_RECORDS) {
        if (!pool && threads > 1) held = take()
        else await send(take(), false)
      } else if (stalled && batch.kinds.length) await send(take(), true)
    },
  })
  if (held) await send(held, batch.kinds.length === 0)
  if (batch.kinds.length) await send(take(), true)
  if (pool) await (pool as Pool).close()
  if (writer.errors)
    process.stderr.write(`${writer.errors} puzzles failed with an internal error\n`)
  return unreadable || writer.errors ? 1 : 0
}
