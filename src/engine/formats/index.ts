/**
 * Text formats: the public face. Parse any supported text into a Puzzle (the
 * format is detected, see detect.ts) and write a Puzzle back out.
 *
 * Parsing never throws on user text: it returns a puzzle or an error with a
 * 1-based line and column. Conflicting givens are not a parse error (the text is
 * well-formed); callers check them with validatePuzzle.
 */
import { parseBordered } from './bordered'
import { parseCollection } from './collection'
import { detectFormat } from './detect'
import { parseGrid } from './grid'
import { parseLine, parseOneLine } from './line'
import { pencilFormats } from './pencil-hooks'
import { parseSdk } from './sdk'
import { parseSs } from './ss'
import { parseSsOld } from './ss-old'
import { contentLines, errorAt, splitLines, startColumn, type SourceLine } from './text'
import {
  FORMAT_NAMES,
  type FormatId,
  type ParseError,
  type Parsed,
  type ParseResult,
} from './types'

export { FORMAT_NAMES }
export type { FormatId, ParseError, ParseResult }
export { serialize, type ExportFormat, type PencilExportFormat } from './serialize'
export { loadPencilFormats, providePencilFormats } from './pencil-hooks'

/** Longer texts are refused (an error at line 1, column 1) rather than parsed. */
export const MAX_TEXT_LENGTH = 2_000_000

type SingleFormat = Exclude<FormatId, 'collection'>

const PARSERS: Record<SingleFormat, (lines: readonly SourceLine[]) => Parsed> = {
  sdk: parseSdk,
  ss: parseSs,
  'ss-old': parseSsOld,
  line: parseLine,
  grid: parseGrid,
  bordered: parseBordered,
  // Detected only once registered (pencil-hooks.ts), so these find them there.
  'pm-grid': (lines) => pencilFormats()?.parsePmGrid(lines) ?? unregistered(),
  'candidates-81': (lines) => pencilFormats()?.parseCandidates81(lines) ?? unregistered(),
  hodoku: (lines) => pencilFormats()?.parseHodoku(lines) ?? unregistered(),
}

/** A pencil-mark text read before the formats are registered: an error, never a throw. */
function unregistered(): Parsed {
  return { ok: false, error: errorAt(1, 1, 'the pencil-mark formats are not loaded') }
}

type Read = { ok: true; lines: SourceLine[]; format: FormatId } | { ok: false; error: ParseError }

function read(text: string): Read {
  if (typeof text !== 'string') return { ok: false, error: errorAt(1, 1, 'expected a text') }
  if (text.length > MAX_TEXT_LENGTH)
    return {
      ok: false,
      error: errorAt(
        1,
        1,
        `this text has ${text.length} characters; the most that can be read is ${MAX_TEXT_LENGTH}`,
      ),
    }
  return readLines(splitLines(text))
}

function readLines(lines: SourceLine[]): Read {
  const detected = detectFormat(lines)
  return detected.ok ? { ok: true, lines, format: detected.format } : detected
}

function withFormat(p: Parsed, format: FormatId): ParseResult {
  return p.ok
    ? { ok: true, puzzle: p.puzzle, format, formatName: FORMAT_NAMES[format] }
    : { ok: false, error: p.error, format }
}

/** Exactly one puzzle, any format. Never throws. */
export function parsePuzzle(text: string): ParseResult {
  const r = read(text)
  if (!r.ok) return { ok: false, error: r.error, format: null }
  if (r.format !== 'collection') return withFormat(PARSERS[r.format](r.lines), r.format)
  // Detection says 'collection' only for two or more lines whose first looks
  // like a one-liner. When that first line does not read as one, the text is no
  // collection of puzzles (a binary file, a 16x16 grid with a broken first row):
  // that line's own error says more than "this text holds N puzzles".
  const content = contentLines(r.lines)
  const first = parseOneLine(content[0]!)
  if (!first.ok) return { ok: false, error: first.error, format: r.format }
  const second = content[1]!
  const message = `this text holds ${content.length} puzzles, one per line; load one at a time`
  return { ok: false, error: errorAt(second.no, startColumn(second), message), format: r.format }
}

/**
 * One puzzle in any format, or a collection: one entry per puzzle in order (a bad
 * line of a collection is an entry with its error, the rest still parse).
 * `entries` is never empty: a text with no puzzle gives one error entry.
 * Never throws.
 */
export function parseMany(text: string): ParsedMany {
  return many(read(text))
}

/**
 * Whether a parsed text is read as a collection (Import's Load and the collection
 * reader): one-line puzzles, two lines or more, at least one of them a puzzle, and
 * line 1 not unreadable (a binary file is no collection). Lines that are not puzzles
 * are then skipped and named.
 */
export function readsAsCollection({ format, entries }: ParsedMany): boolean {
  const first = entries[0]
  const unreadable = first !== undefined && !first.ok && first.error.line === 1
  return format === 'collection' && entries.length > 1 && !unreadable && entries.some((e) => e.ok)
}

export interface ParsedMany {
  format: FormatId | null
  formatName: string | null
  entries: ParseResult[]
}

/**
 * `parseMany` over lines already cut and numbered (a stream reader's piece of a
 * larger text: its errors name the lines of the whole text). No length limit:
 * the reader bounds what it passes.
 */
export function parseLines(lines: SourceLine[]): ParsedMany {
  return many(readLines(lines))
}

function many(r: Read): ParsedMany {
  if (!r.ok)
    return {
      format: null,
      formatName: null,
      entries: [{ ok: false, error: r.error, format: null }],
    }
  const entries =
    r.format === 'collection'
      ? parseCollection(r.lines).map((p) => withFormat(p, 'collection'))
      : [withFormat(PARSERS[r.format](r.lines), r.format)]
  return { format: r.format, formatName: FORMAT_NAMES[r.format], entries }
}

/** The 1-based line of each entry `parseMany` gives for a collection: its content lines. */
export function collectionLineNumbers(text: string): number[] {
  return contentLines(splitLines(text)).map((l) => l.no)
}
