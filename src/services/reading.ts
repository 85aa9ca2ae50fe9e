/**
 * Reading a file or a long pasted text in the collection worker
 * (workers/collection-client.ts), the page free meanwhile: your collection (the
 * user-collection store) and a long paste in Compare (workload.ts). Small: the
 * page's first load holds it.
 */
import {
  cancelRead,
  ReadCancelled,
  readInWorker,
  type ReadProgress,
  type ReadResult,
} from '@/workers/collection-client'

export { ReadCancelled, type ReadProgress, type ReadResult }

/** Pasted texts longer than this are read in the collection worker, as files are. */
export const LONG_TEXT = 100_000

/** One object, so a test can replace any of it (tests/fixtures/services.ts). */
export const reading = {
  /**
   * Read a file or a long text in the collection worker, reporting progress; a new
   * read ends the one under way (it rejects with ReadCancelled).
   */
  read(source: File | string, onProgress: (p: ReadProgress) => void): Promise<ReadResult> {
    return readInWorker(source, onProgress)
  },
  cancel(): void {
    cancelRead()
  },
}
