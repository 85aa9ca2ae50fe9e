/**
 * A collection of one-line puzzles of any size, read a piece of text at a time
 * (a file streamed in chunks), into one compact block of bytes: puzzle i's cells
 * are `data[i * cells .. (i + 1) * cells)`, 0 for an empty cell. Half a million
 * 9x9 puzzles take 40 MB this way, against several times that as strings.
 *
 * Blank lines, `#` comments and `[Puzzle]` headers are skipped, as in a pasted
 * collection. A line that does not read, or whose size differs from the first
 * puzzle's, is skipped and counted; the first few are kept with their reasons.
 */
import { notAPuzzle } from './formats/collection'
import { parseOneLine } from './formats/line'
import { isBlankLine, isCommentLine, isPuzzleHeader, type SourceLine } from './formats/text'
import { makePuzzle, type Puzzle } from './puzzle'
import { seededRandom } from './random'

/** Skipped lines whose reasons are kept (the count goes on). */
const KEPT_REASONS = 20

export interface CollectionBlock {
  /** Puzzles read. */
  count: number
  /** Cells per puzzle (81 for 9x9); 0 when none was read. */
  cells: number
  data: Uint8Array
  /** Lines skipped, and the first few reasons ("Line 12, column 5: ..."). */
  skipped: number
  reasons: string[]
}

export class CollectionReader {
  private data = new Uint8Array(81 * 1024)
  private count = 0
  private cells = 0
  private lineNo = 0
  private rest = ''
  private skipped = 0
  private reasons: string[] = []

  /** Read the complete lines of `chunk` (the end of a line cut in two waits for the next chunk). */
  push(chunk: string): void {
    const text = this.rest + chunk
    let start = 0
    for (;;) {
      const end = text.indexOf('\n', start)
      if (end < 0) break
      this.line(text.slice(start, end))
      start = end + 1
    }
    this.rest = text.slice(start)
  }

  /** Read the last line and hand over the block (the reader is spent). */
  finish(): CollectionBlock {
    if (this.rest) this.line(this.rest)
    this.rest = ''
    const { count, cells, skipped, reasons } = this
    return { count, cells, data: this.data.slice(0, count * cells), skipped, reasons }
  }

  private line(raw: string): void {
    const text = (this.lineNo === 0 ? raw.replace(/^\uFEFF/, '') : raw).replace(/\r$/, '')
    const line: SourceLine = { no: ++this.lineNo, text }
    if (isBlankLine(line) || isCommentLine(line) || isPuzzleHeader(line)) return
    const parsed = parseOneLine(line, this.cells || undefined)
    if (!parsed.ok) return this.skip(notAPuzzle(line, this.cells, parsed.error))
    const givens = parsed.puzzle.givens
    if (this.cells && givens.length !== this.cells)
      return this.skip(
        `Line ${line.no}: a puzzle of ${givens.length} cells among puzzles of ${this.cells}.`,
      )
    this.cells = givens.length
    this.store(givens)
  }

  private store(givens: readonly number[]): void {
    const at = this.count * this.cells
    if (at + this.cells > this.data.length) {
      const bigger = new Uint8Array(Math.max(this.data.length * 2, at + this.cells))
      bigger.set(this.data)
      this.data = bigger
    }
    for (let i = 0; i < givens.length; i++) this.data[at + i] = givens[i]!
    this.count++
  }

  private skip(reason: string): void {
    this.skipped++
    if (this.reasons.length < KEPT_REASONS) this.reasons.push(reason)
  }
}

/** Puzzle `index` (from 0) of a block. */
export function blockPuzzle(block: Pick<CollectionBlock, 'cells' | 'data'>, index: number): Puzzle {
  const { cells, data } = block
  return makePuzzle(Array.from(data.subarray(index * cells, (index + 1) * cells)))
}

const CHARS = '.123456789ABCDEFGHIJKLMNOP'

/** Puzzle `index` (from 0) as a one-line string ('.' for empty), straight from the bytes. */
export function blockLine(block: Pick<CollectionBlock, 'cells' | 'data'>, index: number): string {
  const { cells, data } = block
  let line = ''
  for (let i = index * cells, end = i + cells; i < end; i++) line += CHARS[data[i]!]
  return line
}

/**
 * `k` distinct indices of 0..n-1 chosen at random (Floyd's method, seeded so a
 * sample can be drawn again), in increasing order.
 */
export function sampleIndices(n: number, k: number, seed = 1): number[] {
  const random = seededRandom(seed)
  const chosen = new Set<number>()
  for (let j = n - Math.min(k, n); j < n; j++) {
    const t = Math.floor(random() * (j + 1))
    chosen.add(chosen.has(t) ? j : t)
  }
  return [...chosen].sort((x, y) => x - y)
}
