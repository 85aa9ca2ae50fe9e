/** A worker thread of the CLI: answers the batches the main thread posts (see run.ts). */
import { parentPort, workerData } from 'node:worker_threads'
import { answerBatch, type Batch, type Job } from './answer'

export function workerMain(): void {
  const { job } = workerData as { job: Job }
  const port = parentPort!
  // The answers' bytes move to the main thread rather than being copied.
  port.on('message', (batch: Batch) =>
    answerBatch(batch, job, (piece) =>
      port.postMessage(piece, [piece.bytes.buffer as ArrayBuffer]),
    ),
  )
}
