/**
 * The inputs of a command as a stream of records (a puzzle each), in constant
 * memory: files one after the other, '-' for standard input.
 */
import { createReadStream } from 'node:fs'
import type { Readable } from 'node:stream'
import { StringDecoder } from 'node:string_decoder'
import { RecordSplitter, textEncodingOf, type PuzzleRecord } from '../engine/full'
import { InputError, LineReader, type Line } from './lines'
import { mayBeQuick, quickRun } from './quick'

export interface Chunked {
  /** Called with each record, in input order. */
  record(r: PuzzleRecord): void
  /**
   * Called with each run of quick lines (quick.ts), in input order with the
   * records: `count` whole lines from line `no` on, as raw bytes (a view of the
   * chunk read: copy what is kept). Without it, every line takes the general path.
   */
  quick?(bytes: Uint8Array, no: number, count: number): void
  /**
   * Called after each piece of input read (awaited: backpressure). `stalled` when
   * the piece was small: the source has nothing more ready for now, so what is
   * gathered should be answered rather than held for a full batch.
   */
  pause(stalled: boolean): Promise<void>
}

/** A piece of input under this many bytes means the source is stalling. */
const STALL_CHARS = 16 * 1024

function open(file: string): { stream: Readable; name: string } {
  if (file === '-') return { stream: process.stdin, name: 'standard input' }
  return { stream: createReadStream(file, { highWaterMark: 64 * 1024 }), name: file }
}

/**
 * One input's bytes, a chunk at a time: runs of quick lines go to `sink.quick`
 * as they are; every other line is decoded and split into records (the general
 * path). A line is handed to one path whole, so the two never share a line.
 */
export class ByteReader {
  private readonly lines: LineReader
  private readonly decoder = new StringDecoder('utf8')
  private readonly splitter: RecordSplitter
  /** The start of a line that may be quick, waiting for its end in the next chunk. */
  private carry: Uint8Array | null = null
  /** The general path holds the start of a line: bytes up to the next \n are its. */
  private open = false
  private first = true
  /**
   * Set when the input starts with a UTF-16 byte order mark (LE or BE, as
   * Windows tools write "Unicode" text): its text is decoded here and goes on as
   * UTF-8, so both paths read it as they read any file.
   */
  private utf16: TextDecoder | null = null

  constructor(
    name: string,
    private readonly sink: Chunked,
  ) {
    this.lines = new LineReader(name)
    this.splitter = new RecordSplitter((r) => sink.record(r))
  }

  push(chunk: Uint8Array): void {
    if (!this.utf16) return this.bytes(chunk)
    const text = this.utf16.decode(chunk, { stream: true })
    if (text) this.bytes(Buffer.from(text, 'utf8'))
  }

  private bytes(chunk: Uint8Array): void {
    let buf = chunk
    if (this.carry) {
      buf = new Uint8Array(this.carry.length + chunk.length)
      buf.set(this.carry)
      buf.set(chunk, this.carry.length)
      this.carry = null
    }
    let at = 0
    if (this.first) {
      // A UTF-16 BOM (FF FE or FE FF) switches to decoding (once both bytes are in).
      const wide = buf[0] === 0xff || buf[0] === 0xfe
      if (wide && buf.length < 2) {
        this.carry = new Uint8Array(buf)
        return
      }
      const encoding = textEncodingOf(buf)
      if (encoding !== 'utf-8') {
        this.first = false
        // The decoder drops the BOM; what it cannot decode becomes U+FFFD (an invalid line).
        this.utf16 = new TextDecoder(encoding)
        return this.push(buf)
      }
      // A UTF-8 BOM is dropped (once its three bytes are in).
      const bom = buf[0] === 0xef && (buf.length < 2 || buf[1] === 0xbb)
      if (bom && buf.length < 3) {
        this.carry = new Uint8Array(buf)
        return
      }
      this.first = false
      if (bom && buf[2] === 0xbf) at = 3
    }
    const quick = this.sink.quick !== undefined
    while (at < buf.length) {
      if (!this.open && quick) {
        const run = quickRun(buf, at)
        if (run.count) {
          this.lines.skip(run.count)
          const no = this.splitter.oneLiners(run.count)
          this.sink.quick!(buf.subarray(at, run.end), no, run.count)
          at = run.end
          continue
        }
      }
      const lf = buf.indexOf(10, at)
      if (lf < 0) {
        if (!this.open && quick && mayBeQuick(buf, at))
          this.carry = new Uint8Array(buf.subarray(at))
        else {
          this.slow(buf.subarray(at))
          this.open = true
        }
        return
      }
      // One line (or a few, cut by lone \r) for the general path.
      this.slow(buf.subarray(at, lf + 1))
      this.open = false
      at = lf + 1
    }
  }

  end(): void {
    const rest = this.utf16?.decode()
    if (rest) this.bytes(Buffer.from(rest, 'utf8'))
    if (this.carry) this.slow(this.carry)
    this.carry = null
    const tail = this.decoder.end()
    if (tail) this.feed(this.lines.push(tail))
    this.feed(this.lines.end())
    this.splitter.end()
  }

  /** The splitter's records before the failure, when reading failed. */
  abandon(): void {
    this.splitter.end()
  }

  private slow(bytes: Uint8Array): void {
    const text = this.decoder.write(bytes as Buffer)
    if (text) this.feed(this.lines.push(text))
  }

  private feed(lines: Line[]): void {
    for (const line of lines)
      if (typeof line === 'string') this.splitter.push(line)
      else this.splitter.push(null, line.length)
  }
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
    const reader = new ByteReader(name, sink)
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        reader.push(chunk)
        await sink.pause(chunk.length < STALL_CHARS)
      }
      reader.end()
    } catch (e) {
      reader.abandon()
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
