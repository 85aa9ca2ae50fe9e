/// <reference lib="webworker" />
/**
 * The collection worker: reads a puzzle file (streamed, any size) or a long
 * pasted text off the main thread. A collection of one-line puzzles becomes a
 * compact block of cells (see CollectionReader), transferred to the page without
 * a copy; anything else small enough to be one puzzle comes back as text.
 */
import * as Comlink from 'comlink'
import { readFile, readText } from './collection-read'
import type { ReadProgress, ReadResult } from './collection-types'

/** A collection's block goes to the page without a copy. */
function transferred(result: ReadResult): ReadResult {
  return result.kind === 'collection'
    ? Comlink.transfer(result, [result.block.data.buffer])
    : result
}

const api = {
  async readFile(file: File, report: (p: ReadProgress) => void): Promise<ReadResult> {
    return transferred(await readFile(file, report))
  },
  readText(text: string, report: (p: ReadProgress) => void): ReadResult {
    return transferred(readText(text, report))
  },
}

export type CollectionWorkerApi = typeof api
Comlink.expose(api)
