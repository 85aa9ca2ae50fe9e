/**
 * Lines of a stream, in constant memory: whatever the input's size, at most one
 * chunk and one line of MAX_LINE characters are held.
 *
 * - A line longer than MAX_LINE is not kept: it comes out as a `TooLong` marker
 *   (its answer is an `invalid` line) and its rest is skipped up to the next line
 *   break. A line that runs on past MAX_SKIP characters without one is no puzzle
 *   text at all (a 3 GB stream of one line): reading stops with an InputError.
 * - A NUL character means a binary file or a device (`/dev/zero`): reading stops
 *   at once with an InputError naming the line and column.
 * Line breaks are \n, \r\n or \r, as in the engine's splitLines.
 */
import type { Readable } from 'node:stream'

/** The longest line read as a puzzle (a 25x25 one-liner is 625 characters). */
export const MAX_LINE = 10_000
/** How far a too-long line is skipped in search of its end before the input is refused. */
export const MAX_SKIP = 64 * 1024 * 1024

/** A line that was longer than MAX_LINE (its text was dropped). */
export class TooLong {
  constructor(readonly length: number) {}
}

export type Line = string | TooLong

/** An input that cannot be read as text: the run stops with exit code 1. */
export class InputError extends Error {}

/**
 * Cuts text into lines, a piece at a time (the pieces of one input, in order).
 * `name` is how errors call the input ("standard input", a file name).
 */
export class LineReader {
  private partial = '' // the start of a line whose end is in a later piece
  private skipping = -1 // >= 0: characters of a too-long line skipped so far
  private no = 0 // lines finished so far
  private pendingCR = false // the piece ended in \r: a \n first in the next piece belongs to it

  constructor(private readonly name: string) {}

  /** `count` whole lines were read elsewhere (between two pieces that end and start a line). */
  skip(count: number): void {
    this.no += count
  }

  /** The lines that `chunk` finishes. */
  push(chunk: string): Line[] {
    const nul = chunk.indexOf('\0')
    if (nul >= 0) this.refuseNul(chunk, nul)
    const out: Line[] = []
    let at = 0
    if (this.pendingCR && chunk.charCodeAt(0) === 10) at = 1
    this.pendingCR = false
    // The next \r, found once per chunk and again only once passed: a file without
    // any costs one scan, not one per line.
    let cr = chunk.indexOf('\r')
    for (;;) {
      if (cr >= 0 && cr < at) cr = chunk.indexOf('\r', at)
      const lf = chunk.indexOf('\n', at)
      const end = cr < 0 ? lf : lf < 0 ? cr : Math.min(lf, cr)
      if (end < 0) break
      const piece = chunk.slice(at, end)
      const { partial } = this
      if (this.skipping >= 0) {
        out.push(new TooLong(this.skipping + piece.length))
        this.skipping = -1
      } else if (partial.length + piece.length > MAX_LINE)
        out.push(new TooLong(partial.length + piece.length))
      else out.push(partial ? partial + piece : piece)
      this.partial = ''
      this.no++
      at = end + 1
      if (chunk.charCodeAt(end) === 13) {
        if (at === chunk.length) this.pendingCR = true
        else if (chunk.charCodeAt(at) === 10) at++
      }
    }
    const rest = chunk.length - at
    if (this.skipping >= 0) this.skipping += rest
    else if (this.partial.length + rest > MAX_LINE) {
      this.skipping = this.partial.length + rest
      this.partial = ''
    } else this.partial += chunk.slice(at)
    if (this.skipping > MAX_SKIP)
      throw new InputError(
        `${this.name}: line ${this.no + 1} runs on for more than ${MAX_SKIP / 1024 / 1024} MiB without a line break: this is not a puzzle text`,
      )
    return out
  }

  /** The end of the input: the last line, if it had no line break. */
  end(): Line[] {
    if (this.skipping >= 0) return [new TooLong(this.skipping)]
    return this.partial ? [this.partial] : []
  }

  /** The error path only: count the line breaks before the NUL. */
  private refuseNul(chunk: string, nul: number): never {
    let line = this.no + 1
    let lineStart = 0
    for (let i = 0; i < nul; i++) {
      const c = chunk.charCodeAt(i)
      if (c === 10 || (c === 13 && chunk.charCodeAt(i + 1) !== 10)) {
        line++
        lineStart = i + 1
      }
    }
    const column =
      (lineStart === 0 && this.skipping < 0 ? this.partial.length : 0) + nul - lineStart + 1
    throw new InputError(
      `${this.name}: line ${line}, column ${column} holds a NUL character: this is not a text file`,
    )
  }
}

/** The lines of `stream` (decoded as UTF-8, a leading BOM dropped), a chunk's worth at a time. */
export async function* readLines(stream: Readable, name: string): AsyncGenerator<Line[]> {
  stream.setEncoding('utf8')
  const reader = new LineReader(name)
  let first = true
  for await (const piece of stream as AsyncIterable<string>) {
    const chunk = first && piece.charCodeAt(0) === 0xfeff ? piece.slice(1) : piece
    first = false
    const out = reader.push(chunk)
    if (out.length) yield out
  }
  const last = reader.end()
  if (last.length) yield last
}
