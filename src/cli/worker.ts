/**
 * A worker thread of the CLI (the module it runs): answers the batches the main
 * thread posts (see run.ts). Built as its own small bundle (dist-cli/worker.mjs),
 * so a worker loads only what answering needs, not the bench or the generator.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { answerBatch, type Batch, type Job } from './answer'

const { job } = workerData as { job: Job }
const port = parentPort!
// The answers' bytes move to the main thread rather than being copied.
port.on('message', (batch: Batch) =>
  answerBatch(batch, job, (piece) => port.postMessage(piece, [piece.bytes.buffer as ArrayBuffer])),
)
