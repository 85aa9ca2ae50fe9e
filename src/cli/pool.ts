/**
 * Worker threads answering batches, and the writer that puts their answers back
 * in input order. The workers run worker.ts (its own small bundle, or the
 * source under tsx).
 */
import { Worker } from 'node:worker_threads'
import type { Batch, Job, Piece } from './answer'

/** Writes pieces of answers in batch order, whatever order they arrive in. */
export class OrderedWriter {
  private next = 0
  private readonly waiting = new Map<number, Piece[]>()
  errors = 0

  constructor(private readonly write: (bytes: Uint8Array) => void) {}

  /** Batches with answers waiting for an earlier batch's. */
  get backlog(): number {
    return this.waiting.size
  }

  take(piece: Piece): void {
    this.errors += piece.errors
    if (piece.seq !== this.next) {
      const list = this.waiting.get(piece.seq)
      if (list) list.push(piece)
      else this.waiting.set(piece.seq, [piece])
      return
    }
    if (piece.bytes.length) this.write(piece.bytes)
    if (!piece.done) return
    this.next++
    const later = this.waiting.get(this.next)
    if (!later) return
    this.waiting.delete(this.next)
    for (const p of later) this.take(p)
  }
}

/**
 * A worker running `entry`. Under tsx (the source run as is, `entry` a .ts file)
 * the worker registers tsx's loader first: a worker does not inherit it.
 */
function startWorker(entry: URL, job: Job): Worker {
  if (!entry.pathname.endsWith('.ts')) return new Worker(entry, { workerData: { job } })
  const tsx = import.meta.resolve('tsx/esm/api')
  const code = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}) })`
  return new Worker(code, { eval: true, workerData: { job } })
}

/** A fixed set of workers; at most `2 * size` batches in flight (bounded memory). */
export class Pool {
  private readonly workers: Worker[] = []
  private readonly load: number[] = []
  private inFlight = 0
  private wake: (() => void) | null = null
  private failure: Error | null = null
  private started = 0

  constructor(
    size: number,
    entry: URL,
    job: Job,
    private readonly onPiece: (piece: Piece) => void,
  ) {
    for (let i = 0; i < size; i++) {
      const worker = startWorker(entry, job)
      worker.on('message', (piece: Piece) => {
        if (piece.done) {
          this.load[i]!--
          this.inFlight--
        }
        this.onPiece(piece)
        this.notify()
      })
      worker.once('online', () => this.started++)
      worker.on('error', (e) => {
        this.failure ??= e
        this.notify()
      })
      this.workers.push(worker)
      this.load.push(0)
    }
  }

  private notify(): void {
    const wake = this.wake
    this.wake = null
    wake?.()
  }

  private async waitUntil(ready: () => boolean): Promise<void> {
    while (!ready()) {
      if (this.failure) throw this.failure
      await new Promise<void>((resolve) => (this.wake = resolve))
    }
    if (this.failure) throw this.failure
  }

  /** Whether a worker has started running (before that, batches wait for it). */
  get online(): boolean {
    return this.started > 0
  }

  /** Whether a worker may take another batch now. */
  hasRoom(): boolean {
    if (this.failure) throw this.failure
    return this.inFlight < 2 * this.workers.length
  }

  /** Hand a batch to the least busy worker, once there is room. */
  async submit(batch: Batch): Promise<void> {
    await this.waitUntil(() => this.inFlight < 2 * this.workers.length)
    let best = 0
    for (let i = 1; i < this.load.length; i++) if (this.load[i]! < this.load[best]!) best = i
    this.load[best]!++
    this.inFlight++
    // Bytes are copied, not transferred: see TRANSFER_NOTE in worker.ts.
    this.workers[best]!.postMessage(batch)
  }

  /** Wait for every batch, then stop the workers. */
  async close(): Promise<void> {
    try {
      await this.waitUntil(() => this.inFlight === 0)
    } finally {
      await Promise.all(this.workers.map((w) => w.terminate()))
    }
  }
}
