/**
 * The output of a batch as bytes, built in place: a solution's digits go
 * straight in as characters (no string per answer, no UTF-8 encoding of the
 * whole text afterwards), and the bytes go to the main thread as one block.
 */
import { digitChar } from '../engine'

/** Byte of the character of each value 0..25 ('.', '1'..'9', 'A'..'P'). */
const CHAR_CODES = Uint8Array.from({ length: 26 }, (_, d) => digitChar(d).charCodeAt(0))
const encoder = new TextEncoder()

export class AnswerOut {
  private buf: Uint8Array
  length = 0

  constructor(capacity: number) {
    this.buf = new Uint8Array(Math.max(64, capacity))
  }

  /** Room for `n` more bytes. */
  private room(n: number): void {
    if (this.length + n <= this.buf.length) return
    const grown = new Uint8Array(Math.max(2 * this.buf.length, this.length + n))
    grown.set(this.buf.subarray(0, this.length))
    this.buf = grown
  }

  /** One line: `text` and "\n". */
  line(text: string): void {
    this.room(3 * text.length + 1)
    const { written } = encoder.encodeInto(text, this.buf.subarray(this.length))
    this.length += written
    this.buf[this.length++] = 10
  }

  /** One line of a grid's values as characters (a solution). */
  grid(values: ArrayLike<number>): void {
    const n = values.length
    this.room(n + 1)
    const { buf } = this
    let at = this.length
    for (let i = 0; i < n; i++) buf[at++] = CHAR_CODES[values[i]!]!
    buf[at++] = 10
    this.length = at
  }

  /** The bytes written (this object is done with them). */
  bytes(): Uint8Array {
    return this.buf.subarray(0, this.length)
  }
}
