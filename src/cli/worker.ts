/**
 * A worker thread of the CLI (the module it runs): answers the batches the main
 * thread posts (see run.ts). Built as its own small bundle (dist-cli/worker.mjs),
 * so a worker loads only what answering needs, not the bench or the generator.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { answerBatch, type Batch, type Job } from './answer'

const { job } = workerData as { job: Job }
const port = parentPort!
/**
 * TRANSFER_NOTE: batches and answers are posted as copies, never with a transfer
 * list. Transferring detaches an ArrayBuffer, and the first detach in a thread
 * invalidates V8's "no ArrayBuffer was ever detached" protector: optimized code
 * that reads typed arrays (the engines' hot loops) is thrown away, even while it
 * compiles, and recompiled with detach checks. Measured on 50,000 puzzles, the
 * worker's first compile of fast-band's propagate (about 300 ms of background
 * CPU) was aborted so; copying a batch's ~84 KB costs microseconds.
 */
// Without a pause the answering never awaits: one batch at a time, to the end.
port.on(
  'message',
  (batch: Batch) => void answerBatch(batch, job, (piece) => port.postMessage(piece)),
)
