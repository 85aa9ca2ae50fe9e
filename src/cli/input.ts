/**
 * The inputs of a command as a stream of records (a puzzle each), in constant
 * memory: files one after the other, '-' for standard input.
 */
import { createReadStream } from 'node:fs'
import type { Readable } from 'node:stream'
import { RecordSplitter, type PuzzleRecord } from '../engine'
import { InputError, readLines } from './lines'

export interface Chunked {
  /** Called with each record, in input order. */
  record(r: PuzzleRecord): void
  /**
   * Called after each piece of input read (awaited: backpressure). `stalled` when
   * the piece was small: the source has nothing more ready for now, so what is
   * gathered should be answered rather than held for a full batch.
   */
  pause(stalled: boolean): Promise<void>
}

/** A piece of input under this many characters means the source is stalling. */
const STALL_CHARS = 16 * 1024

function open(file: string): { stream: Readable; name: string } {
  if (file === '-') return { stream: process.stdin, name: 'standard input' }
  return { stream: createReadStream(file, { highWaterMark: 64 * 1024 }), name: file }
}

/**
 * Feed every record of every file to `sink`. An input that cannot be read
 * (missing, a directory, binary, a line without end) is reported on stderr
 * after the records read before it; the others are still read. Returns how many
 * inputs could not be read.
 */
export async function readRecords(files: readonly string[], sink: Chunked): Promise<number> {
  let unreadable = 0
  for (const file of files) {
    const { stream, name } = open(file)
    const splitter = new RecordSplitter((r) => sink.record(r))
    try {
      for await (const lines of readLines(stream, name)) {
        let chars = 0
        for (const line of lines) {
          if (typeof line === 'string') {
            splitter.push(line)
            chars += line.length + 1
          } else {
            splitter.push(null, line.length)
            chars += STALL_CHARS
          }
        }
        await sink.pause(chars < STALL_CHARS)
      }
      splitter.end()
    } catch (e) {
      splitter.end()
      unreadable++
      const message =
        e instanceof InputError ? e.message : `cannot read ${name}: ${(e as Error).message}`
      process.stderr.write(message + '\n')
      if (stream !== process.stdin) stream.destroy()
    }
    await sink.pause(true)
  }
  return unreadable
}
