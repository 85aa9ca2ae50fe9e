/**
 * What the collection worker does, as plain functions (tests run them in-process):
 * tell a collection of one-line puzzles from a single puzzle by the start of the
 * text, and read a collection, streamed or sliced, into a block of cells.
 */
import {
  MAX_TEXT_LENGTH,
  parseMany,
  readsAsCollection,
  CollectionReader,
  textEncodingOf,
} from '@/engine/full'
import type { ReadProgress, ReadResult } from './collection-types'

const REPORT_MS = 100
/** How much of the start is looked at to tell a collection from one puzzle. */
const PEEK = 64 * 1024
/** Pasted text is read in slices of this many characters (progress between them). */
const SLICE = 1024 * 1024

/**
 * Does this text read as a collection (`readsAsCollection`, as Import's hint says)? `head`
 * is the whole text when `complete`, else its start (cut at its last line break).
 */
function looksLikeCollection(head: string, complete: boolean): boolean {
  const cut = head.lastIndexOf('\n')
  const sample = !complete && cut > 0 ? head.slice(0, cut) : head
  return readsAsCollection(parseMany(sample))
}

/** Why a long text that is no collection is not read. */
const notOnePuzzle = () =>
  `it does not start with one-line puzzles, and a single puzzle's text can be at most ${MAX_TEXT_LENGTH.toLocaleString('en')} characters.`

/** `report`, at most every REPORT_MS. */
function throttled(report: (p: ReadProgress) => void) {
  let last = 0
  return (p: ReadProgress) => {
    const now = performance.now()
    if (now - last < REPORT_MS) return
    last = now
    report(p)
  }
}

export async function readFile(file: File, report: (p: ReadProgress) => void): Promise<ReadResult> {
  const tell = throttled(report)
  const start = new Uint8Array(await file.slice(0, PEEK).arrayBuffer())
  // UTF-16 files (Windows' "Unicode" text) are decoded as such, as the CLI does.
  const encoding = textEncodingOf(start)
  const head = new TextDecoder(encoding).decode(start)
  if (!looksLikeCollection(head, file.size <= PEEK)) {
    if (file.size > MAX_TEXT_LENGTH * (encoding === 'utf-8' ? 1 : 2))
      throw new Error(notOnePuzzle())
    return { kind: 'text', text: new TextDecoder(encoding).decode(await file.arrayBuffer()) }
  }
  const reader = new CollectionReader()
  const decoder = new TextDecoder(encoding)
  const stream = file.stream().getReader()
  let bytes = 0
  for (;;) {
    const { value, done } = await stream.read()
    if (done) break
    bytes += value.byteLength
    reader.push(decoder.decode(value, { stream: true }))
    tell({ done: bytes, total: file.size })
  }
  reader.push(decoder.decode())
  report({ done: file.size, total: file.size })
  return { kind: 'collection', block: reader.finish() }
}

export function readText(text: string, report: (p: ReadProgress) => void): ReadResult {
  if (!looksLikeCollection(text.slice(0, PEEK), text.length <= PEEK)) {
    // As for a file: a text the page would have to parse as one puzzle must be small enough.
    if (text.length > MAX_TEXT_LENGTH) throw new Error(notOnePuzzle())
    return { kind: 'text', text }
  }
  const tell = throttled(report)
  const reader = new CollectionReader()
  for (let at = 0; at < text.length; at += SLICE) {
    reader.push(text.slice(at, at + SLICE))
    tell({ done: Math.min(text.length, at + SLICE), total: text.length })
  }
  return { kind: 'collection', block: reader.finish() }
}
