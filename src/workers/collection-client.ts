/**
 * The page's handle on the collection worker: one read at a time; a new read (or
 * `cancelRead`) ends the one under way by ending its worker.
 */
import * as Comlink from 'comlink'
import type { CollectionWorkerApi } from './collection.worker'
import type { ReadProgress, ReadResult } from './collection-types'

export type { ReadProgress, ReadResult }

export class ReadCancelled extends Error {
  constructor() {
    super('The reading was cancelled.')
  }
}

let worker: Worker | null = null
let rejectRunning: ((e: Error) => void) | null = null

export function cancelRead(): void {
  worker?.terminate()
  worker = null
  rejectRunning?.(new ReadCancelled())
  rejectRunning = null
}

/** Read a file or a long text in the worker, reporting progress; rejects with the reason it cannot be read. */
export async function readInWorker(
  source: File | string,
  onProgress: (p: ReadProgress) => void,
): Promise<ReadResult> {
  cancelRead()
  const mine = new Worker(new URL('./collection.worker.ts', import.meta.url), { type: 'module' })
  worker = mine
  const api = Comlink.wrap<CollectionWorkerApi>(mine)
  const report = Comlink.proxy(onProgress)
  const cancelled = new Promise<never>((_, reject) => (rejectRunning = reject))
  try {
    const reading =
      typeof source === 'string' ? api.readText(source, report) : api.readFile(source, report)
    return await Promise.race([reading, cancelled])
  } finally {
    mine.terminate()
    if (worker === mine) {
      worker = null
      rejectRunning = null
    }
  }
}
