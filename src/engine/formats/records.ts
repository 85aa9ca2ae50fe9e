/**
 * Records: how a stream of lines splits into puzzles, one line at a time, so a
 * reader can parse a text of any length in constant memory. The same texts read
 * as `parseMany` reads them whole:
 *
 * - a one-liner (the first run of non-space characters is 16 or more long, not a
 *   separator of dashes nor a pencil-mark grid's frame line, no `|`) is a record of
 *   its own (a HoDoKu library line or a line of 81 candidate lists is one too); `#` lines and blank lines
 *   between one-liners are skipped, as in a collection;
 * - any other lines (rows of a grid, .sdk with its `#A` tags, .ss, bordered
 *   grids) gather into one multi-line record, which ends at a blank line, at a
 *   one-liner or at the end of the text. So one multi-line puzzle is one record,
 *   and several multi-line puzzles can follow each other, a blank line between;
 * - sixteen 16-cell lines are a 16x16 grid, one row per line, unless all sixteen
 *   are 4x4 one-liners (as detect.ts decides for a whole text); 25 rows of 25
 *   cells are a 25x25 grid;
 * - a record over MAX_RECORD_LINES lines is refused (an `invalid` answer naming
 *   where it starts) and its lines are skipped up to the next blank line or
 *   one-liner;
 * - a paragraph of prose right after a multi-line puzzle (Simple Sudoku writes
 *   "Solved by Simple Sudoku." and the solution there) is its trailer, not a
 *   puzzle: skipped up to the next blank line or one-liner, as parsing the whole
 *   text ignores what follows the grid.
 */
import { isSeparatorLine } from './barred'
import { cellSpan } from './line'
import { isFourByFourOneLiner } from './rows'
import { isBlankLine, isCommentLine, isPuzzleHeader, type SourceLine } from './text'

/** The most lines one multi-line puzzle may have (a framed 25x25 grid has about 31). */
export const MAX_RECORD_LINES = 100

export const RECORD = {
  /** `text` is one line: a one-liner. */
  line: 0,
  /** `text` is several lines joined by "\n", the first of them line `no`. */
  block: 1,
  /** Refused before parsing: `text` is the reason. */
  refused: 2,
} as const
export type RecordKind = (typeof RECORD)[keyof typeof RECORD]

export interface PuzzleRecord {
  kind: RecordKind
  /** 1-based line where the record starts. */
  no: number
  text: string
}

/** The lines of a block record, numbered as in the whole text. */
export function recordLines(record: PuzzleRecord): SourceLine[] {
  return record.text.split('\n').map((text, i) => ({ no: record.no + i, text }))
}

/** What one line is to the grouping. */
const Kind = { Blank: 0, Meta: 1, OneLiner: 2, Sixteen: 3, Row: 4 } as const
type Kind = (typeof Kind)[keyof typeof Kind]

/** Char codes a line may start with that call for a closer look: space, `#`, `[` and separator characters. */
const SPECIAL_START = new Uint8Array(128)
for (const ch of ' #[-=+*|') SPECIAL_START[ch.charCodeAt(0)] = 1

/** Characters a row of any puzzle format may hold: cells up to P, blanks, bars, dashes. */
const ROW_CHAR = /^[\s0-9A-Pa-p.*_\-xX|+=]*$/

/** A pencil-mark grid's frame line that starts with `.`, `:` or `'` (pencil.ts). */
const PM_FRAME = /^[.:'][-=.:'+*]*-{3}[-=.:'+*]*\s*$/

/** A line of words rather than cells ("Solved by Simple Sudoku.", "Solution:"). */
function isProse(text: string): boolean {
  return !ROW_CHAR.test(text)
}

function kindOf(text: string): Kind {
  const line = { no: 0, text }
  const c = text.charCodeAt(0)
  // Most lines of a big collection start with a digit or a `.`: no trimming for them.
  if (!(c > 32 && c < 128 && !SPECIAL_START[c])) {
    if (isBlankLine(line)) return Kind.Blank
    if (isCommentLine(line) || isPuzzleHeader(line)) return Kind.Meta
    if (isSeparatorLine(line)) return Kind.Row
  }
  if (text.includes('|')) return Kind.Row
  // A frame line of a pencil-mark grid (`.---.`, `:---+---:`, `'---'`): a row, not a one-liner.
  if ((c === 46 || c === 58 || c === 39) && PM_FRAME.test(text)) return Kind.Row
  const { start, end } = cellSpan(line)
  const n = end - start
  if (n === 16) return Kind.Sixteen
  // 25 cells are a row of a 25x25 grid (a one-liner has 16, 81, 256 or 625).
  return n >= 16 && n !== 25 ? Kind.OneLiner : Kind.Row
}

export class RecordSplitter {
  /** Lines seen so far. */
  private no = 0
  /** The multi-line record being gathered: its first line number and lines. */
  private blockStart = 0
  private block: string[] = []
  /** Lines of the block that are not `#` or `[Puzzle]` lines. */
  private rows = 0
  /** Refusing a long block: skip lines up to a blank line or a one-liner. */
  private skipping = false
  /** 16-cell lines not yet known to be 4x4 one-liners or rows of a 16x16 grid. */
  private sixteens: SourceLine[] = []
  /** The last record was a multi-line puzzle: prose after it is its trailer. */
  private afterBlock = false

  constructor(private readonly output: (record: PuzzleRecord) => void) {}

  private emit(record: PuzzleRecord): void {
    this.afterBlock = record.kind === RECORD.block
    this.output(record)
  }

  /** One more line; `null` stands for a line too long to keep (`length` characters). */
  push(text: string | null, length = 0): void {
    const no = ++this.no
    if (text === null) {
      this.flush()
      this.skipping = false
      this.emit({
        kind: RECORD.refused,
        no,
        text: `Line ${no}: this line has ${length} characters; a puzzle line has at most 10000`,
      })
      return
    }
    const kind = kindOf(text)
    if (kind !== Kind.Sixteen || this.rows > 0) this.flushSixteens()
    if (this.skipping) {
      if (kind !== Kind.Blank && kind !== Kind.OneLiner) return
      this.skipping = false
    }
    if (this.afterBlock && kind === Kind.Row && !this.rows && isProse(text)) {
      this.clearBlock()
      this.skipping = true
      return
    }
    switch (kind) {
      case Kind.Blank:
        if (this.rows) this.flushBlock()
        // Blank lines after a block's leading `#` lines stay in it: its rows keep their numbers.
        else if (this.block.length) this.add(no, '', false)
        return
      case Kind.OneLiner:
        this.flushBlock()
        this.emit({ kind: RECORD.line, no, text })
        return
      case Kind.Sixteen:
        if (this.rows === 0) {
          this.sixteens.push({ no, text })
          if (this.sixteens.length === 16) this.decideSixteen()
          return
        }
        break
    }
    this.add(no, text, kind !== Kind.Meta)
  }

  /**
   * `count` lines read elsewhere, each known to be a one-liner (a reader's fast
   * path for big collections): the same as pushing them, but their records are
   * the caller's to make. Returns the line number of the first of them.
   */
  oneLiners(count: number): number {
    this.flush()
    this.skipping = false
    this.afterBlock = false
    const first = this.no + 1
    this.no += count
    return first
  }

  /** The end of the text: what is gathered becomes records. */
  end(): void {
    this.flush()
  }

  private flush(): void {
    this.flushSixteens()
    this.flushBlock()
  }

  private add(no: number, text: string, row: boolean): void {
    if (!this.block.length) this.blockStart = no
    if (!row && !this.rows && this.block.length >= MAX_RECORD_LINES) {
      // A long run of comments before anything else: keep only the latest.
      this.block.shift()
      this.blockStart++
    }
    this.block.push(text)
    if (row) this.rows++
    if (this.block.length > MAX_RECORD_LINES && this.rows) {
      this.emit({
        kind: RECORD.refused,
        no: this.blockStart,
        text: `Line ${this.blockStart}: a puzzle of more than ${MAX_RECORD_LINES} lines; put a blank line between multi-line puzzles`,
      })
      this.clearBlock()
      this.skipping = true
    }
  }

  /** A gathered block with rows is a record; `#` lines alone are comments of a collection. */
  private flushBlock(): void {
    if (this.rows)
      this.emit({ kind: RECORD.block, no: this.blockStart, text: this.block.join('\n') })
    this.clearBlock()
  }

  private clearBlock(): void {
    this.block = []
    this.rows = 0
  }

  /** Fewer than sixteen 16-cell lines: each is a one-liner (a 4x4 puzzle or a wrong count). */
  private flushSixteens(): void {
    if (!this.sixteens.length) return
    this.flushBlock()
    for (const line of this.sixteens) this.emit({ kind: RECORD.line, no: line.no, text: line.text })
    this.sixteens = []
  }

  private decideSixteen(): void {
    const lines = this.sixteens
    if (lines.every(isFourByFourOneLiner)) return this.flushSixteens()
    this.sixteens = []
    for (const line of lines) this.add(line.no, line.text, true)
  }
}
