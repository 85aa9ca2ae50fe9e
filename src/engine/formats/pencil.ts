/**
 * Positions: 9x9 boards with their pencil marks, in the three text forms people
 * exchange them in. Each reads into a Puzzle with `candidates` (and, for HoDoKu's
 * library lines, `placed`); each is written back by `serialize` so that reading
 * what it writes gives the same givens, candidates and placed cells.
 *
 * `pm-grid`: nine rows of nine cells, each cell its candidate list (a cell of one
 * digit is a digit on the board, read as given), cells apart by spaces, with or
 * without a frame. Frame lines are made of `- = . : ' * +` and `|`; a `|` in a
 * row only separates boxes. The form Sudopedia and HoDoKu print:
 *
 *   .------------------.------------------.------------------.
 *   | 19    7     169  | 2     156   3    | 459   8     49   |
 *   :------------------+------------------+------------------:
 *   '------------------'------------------'------------------'
 *
 * `candidates-81`: one line holding the 81 cells' candidate lists in row order,
 * either apart by commas and/or spaces (`19,7,169,2,...`), or as 729 characters,
 * nine a cell, digit d at the cell's d-th place when a candidate, else `.` or `0`.
 *
 * `hodoku`: one line of HoDoKu's regression library (reglib-1.3.txt):
 * `:code:digits:givens:deleted:eliminations:placements:extra:` where givens has 81
 * cells (`.` or `0` empty) with `+` before a digit placed while solving, and
 * deleted/eliminations/placements are space-separated digit-row-column triples
 * (`436` = r3c6, digit 4). Candidates are what the digits on the board leave, less
 * the deleted ones. The code and the expected moves are kept in `meta.comment`
 * (`hodokuComment`, `readHodokuComment`), so they can be shown and written back.
 */
import { digitChar } from '../geometry'
import { positionMasks } from '../position'
import { makePuzzle, type Puzzle, type PuzzleMeta } from '../puzzle'
import { contentLines, describeChar, failAt, type SourceLine } from './text'
import type { FormatId, Parsed } from './types'

const ALL = 511

/** A frame line of a pencil-mark grid: only frame characters, with a run of dashes. */
export function isPmFrameLine(line: SourceLine): boolean {
  return /^[\s\-=.:'*+|]*$/.test(line.text) && /[-=]{3}/.test(line.text)
}

/** The cells of a pm-grid row: runs of non-space characters other than `|`, with their columns. */
function rowTokens(line: SourceLine): { text: string; column: number }[] {
  const out: { text: string; column: number }[] = []
  const re = /[^\s|]+/g
  for (let m = re.exec(line.text); m; m = re.exec(line.text))
    out.push({ text: m[0], column: m.index + 1 })
  return out
}

/**
 * Whether a text is a pencil-mark grid: its content lines less frame lines are nine,
 * most of them of six cells or more apart by spaces, and some cell lists two digits
 * or more (else it is a plain grid of digits). Loose on purpose: a row of eight cells
 * or a bad character is then reported in place by the parser.
 */
export function looksPmGrid(content: readonly SourceLine[]): boolean {
  const rows = content.filter((l) => !isPmFrameLine(l))
  if (rows.length !== 9) return false
  const tokens = rows.map(rowTokens)
  return (
    tokens.filter((t) => t.length >= 6).length >= 5 &&
    tokens.some((row) => row.some((t) => /^[1-9]{2,9}$/.test(t.text)))
  )
}

/** Whether one line is a candidates-81 line: 729 cells of `.0-9`, or 81 lists apart by commas or spaces. */
export function looksCandidates81(line: SourceLine): boolean {
  const t = line.text.trim()
  if (t.length === 729 && !/\s/.test(t)) return true
  // 60 to 100 lists, nearly all digits: a miscount or a bad cell is reported in place.
  const lists = t.split(/[\s,]+/)
  if (lists.length < 60 || lists.length > 100) return false
  return lists.filter((l) => /^[1-9]+$/.test(l)).length >= 0.9 * lists.length
}

/** A HoDoKu library line: `:` then a technique code (digits, maybe `-variant`) and `:`. */
const HODOKU = /^\s*:[0-9A-Za-z]+(-[0-9A-Za-z]+)?:/

export function isHodokuLine(line: SourceLine): boolean {
  return HODOKU.test(line.text)
}

/** The technique and expected moves of a HoDoKu library line, as kept in `meta.comment`. */
export interface HodokuTest {
  code: string
  digits: string
  eliminations: string
  placements: string
  extra: string
}

const COMMENT =
  /^HoDoKu (\S+) \| digits (.*) \| eliminations (.*) \| placements (.*) \| extra (.*)$/

/** The `meta.comment` a HoDoKu line's test is kept in, e.g. "HoDoKu 0603 | digits 3 | ...". */
export function hodokuComment(t: HodokuTest): string {
  return `HoDoKu ${t.code} | digits ${t.digits} | eliminations ${t.eliminations} | placements ${t.placements} | extra ${t.extra}`
}

/** The HoDoKu test kept in a position's metadata, or null when it came from elsewhere. */
export function readHodokuComment(meta: PuzzleMeta): HodokuTest | null {
  const m = meta.comment ? COMMENT.exec(meta.comment) : null
  if (!m) return null
  return { code: m[1]!, digits: m[2]!, eliminations: m[3]!, placements: m[4]!, extra: m[5]! }
}

/** A candidate list: its mask, or an error message with the offending character's offset. */
function listMask(text: string): { mask: number } | { at: number; message: string } {
  if (text === '') return { at: 0, message: 'expected a candidate list, found an empty one' }
  let mask = 0
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code < 49 || code > 57)
      return { at: i, message: `expected a digit 1-9, found ${describeChar(text, i)}` }
    const b = 1 << (code - 49)
    if (mask & b) return { at: i, message: `digit ${text[i]} is listed twice in this cell` }
    mask |= b
  }
  return { mask }
}

/** A position from each cell's candidate mask: a single digit is a digit on the board. */
function fromMasks(masks: readonly number[], meta: PuzzleMeta = {}): Puzzle {
  const givens = masks.map((m) => ((m & (m - 1)) === 0 ? 32 - Math.clz32(m) : 0))
  const candidates = masks.map((m, c) => (givens[c] ? 0 : m))
  return { ...makePuzzle(givens, meta), candidates }
}

export function parsePmGrid(lines: readonly SourceLine[]): Parsed {
  const rows = contentLines(lines).filter((l) => !isPmFrameLine(l))
  const masks: number[] = []
  for (const row of rows.slice(0, 9)) {
    const tokens = rowTokens(row)
    for (const [i, t] of tokens.entries()) {
      if (i === 9) return failAt(row.no, t.column, 'expected 9 cells in a row, found more')
      const r = listMask(t.text)
      if ('at' in r) return failAt(row.no, t.column + r.at, r.message)
      masks.push(r.mask)
    }
    if (tokens.length < 9)
      return failAt(
        row.no,
        row.text.trimEnd().length + 1,
        `expected 9 cells in a row, found ${tokens.length}`,
      )
  }
  if (rows.length !== 9) {
    const last = rows.at(-1) ?? lines.at(-1)
    const no = rows.length > 9 ? rows[9]!.no : (last?.no ?? 1) + 1
    return failAt(no, 1, `expected 9 rows of candidates, found ${rows.length}`)
  }
  return { ok: true, puzzle: fromMasks(masks) }
}

export function parseCandidates81(lines: readonly SourceLine[]): Parsed {
  const [line] = contentLines(lines)
  if (!line) return failAt(1, 1, 'expected 81 candidate lists, found no text')
  const t = line.text
  const start = t.length - t.trimStart().length
  const body = t.trim()
  const masks: number[] = []
  if (body.length === 729 && !/\s/.test(body)) {
    for (let c = 0; c < 81; c++) {
      let mask = 0
      for (let d = 1; d <= 9; d++) {
        const i = 9 * c + d - 1
        const ch = body[i]!
        if (ch === String(d)) mask |= 1 << (d - 1)
        else if (ch !== '.' && ch !== '0')
          return failAt(
            line.no,
            start + i + 1,
            `expected ${d}, '.' or '0' (digit ${d} of ${cellName9(c)}), found '${ch}'`,
          )
      }
      if (mask === 0)
        return failAt(
          line.no,
          start + 9 * c + 1,
          `${cellName9(c)} has no candidates: expected at least one digit`,
        )
      masks.push(mask)
    }
    return { ok: true, puzzle: fromMasks(masks) }
  }
  const re = /([^\s,]*)([\s,]*)/g
  let at = start
  for (let m = re.exec(body); m && at - start < body.length; m = re.exec(body)) {
    const cell = m[1]!
    const sep = m[2]!
    if (masks.length === 81)
      return failAt(line.no, at + 1, 'expected 81 candidate lists, found more')
    const r = listMask(cell)
    if ('at' in r) return failAt(line.no, at + r.at + 1, r.message)
    masks.push(r.mask)
    // Two commas in a row leave an empty list between them.
    if (/,\s*,/.test(sep))
      return failAt(
        line.no,
        at + cell.length + sep.indexOf(',', sep.indexOf(',') + 1) + 1,
        'expected a candidate list, found an empty one',
      )
    at += cell.length + sep.length
  }
  if (masks.length !== 81)
    return failAt(
      line.no,
      t.trimEnd().length + 1,
      `expected 81 candidate lists, found ${masks.length}`,
    )
  return { ok: true, puzzle: fromMasks(masks) }
}

function cellName9(c: number): string {
  return `r${Math.floor(c / 9) + 1}c${(c % 9) + 1}`
}

/** The digit-row-column triples of one field (offset `from` in the line): their candidates. */
function triples(
  line: SourceLine,
  text: string,
  from: number,
): { cands: [cell: number, digit: number][] } | { error: Parsed } {
  const cands: [number, number][] = []
  const re = /\S+/g
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (!/^[1-9][1-9][1-9]$/.test(m[0]))
      return {
        error: failAt(
          line.no,
          from + m.index + 1,
          `expected a candidate as digit, row and column (3 digits 1-9, e.g. 436), found '${m[0]}'`,
        ),
      }
    const [d, r, c] = [...m[0]].map(Number) as [number, number, number]
    cands.push([9 * (r - 1) + c - 1, d])
  }
  return { cands }
}

/** One HoDoKu library line; also what a collection line starting with `:code:` reads as. */
export function parseHodokuLine(line: SourceLine): Parsed {
  const t = line.text
  const lead = t.length - t.trimStart().length
  const fields = t.trim().split(':')
  // fields[0] is the empty text before the leading ':'.
  if (fields.length < 4)
    return failAt(
      line.no,
      t.trimEnd().length + 1,
      "expected ':code:digits:givens:' and more fields",
    )
  const offsets: number[] = []
  let at = lead
  for (const f of fields) {
    offsets.push(at)
    at += f.length + 1
  }
  const code = fields[1]!
  const board = fields[3]!
  const givens: number[] = []
  const placed: number[] = []
  for (let i = 0; i < board.length; i++) {
    const ch = board[i]!
    const column = offsets[3]! + i + 1
    if (givens.length === 81) return failAt(line.no, column, 'expected 81 cells, found more')
    if (ch === '+') {
      const next = board[i + 1]
      if (next === undefined || next < '1' || next > '9')
        return failAt(
          line.no,
          column + 1,
          `expected a digit 1-9 after '+', found ${next === undefined ? 'the end of the field' : describeChar(board, i + 1)}`,
        )
      placed.push(givens.length)
      continue
    }
    if (ch === '.' || ch === '0') givens.push(0)
    else if (ch >= '1' && ch <= '9') givens.push(Number(ch))
    else
      return failAt(
        line.no,
        column,
        `expected a digit 1-9, '.' or '+', found ${describeChar(board, i)}`,
      )
  }
  if (givens.length !== 81)
    return failAt(
      line.no,
      offsets[3]! + board.length + 1,
      `expected 81 cells, found ${givens.length}`,
    )
  const deleted = triples(line, fields[4] ?? '', offsets[4] ?? at)
  if ('error' in deleted) return deleted.error
  for (const f of [5, 6]) {
    const moves = triples(line, fields[f] ?? '', offsets[f] ?? at)
    if ('error' in moves) return moves.error
  }
  const test: HodokuTest = {
    code,
    digits: fields[2]!,
    eliminations: (fields[5] ?? '').trim(),
    placements: (fields[6] ?? '').trim(),
    extra: (fields[7] ?? '').trim(),
  }
  const plain = makePuzzle(givens, { comment: hodokuComment(test) })
  // The candidates are what the digits leave, less the deleted ones: kept in that
  // form (never a digit a peer rules out), so that writing them back is exact.
  const candidates = Array.from(positionMasks(plain))
  for (const [cell, digit] of deleted.cands) candidates[cell]! &= ~(1 << (digit - 1))
  return { ok: true, puzzle: { ...plain, candidates, ...(placed.length ? { placed } : {}) } }
}

export function parseHodokuText(lines: readonly SourceLine[]): Parsed {
  const [line] = contentLines(lines)
  if (!line) return failAt(1, 1, 'expected a HoDoKu library line, found no text')
  return parseHodokuLine(line)
}

// ---- writing ---------------------------------------------------------------------

/** Each cell's candidates as written: its digit for a filled cell, else its pencil marks. */
function cellLists(p: Puzzle): string[] {
  const marks = p.candidates ?? Array.from(positionMasks(p))
  return p.givens.map((d, c) => {
    if (d) return digitChar(d)
    let s = ''
    for (let k = 1; k <= 9; k++) if ((marks[c]! >> (k - 1)) & 1) s += String(k)
    return s
  })
}

/** The pencil-mark grid in the framed form Sudopedia and HoDoKu print, each column as wide as its longest list. */
export function serializePmGrid(p: Puzzle): string {
  const lists = cellLists(p)
  const width = Array.from({ length: 9 }, (_, col) =>
    Math.max(...Array.from({ length: 9 }, (_, r) => lists[9 * r + col]!.length)),
  )
  const stack = (s: number) => width.slice(3 * s, 3 * s + 3).reduce((a, w) => a + w + 2, 1)
  const rule = (l: string, m: string, r: string) =>
    l + [0, 1, 2].map((s) => '-'.repeat(stack(s))).join(m) + r
  const out = [rule('.', '.', '.')]
  for (let r = 0; r < 9; r++) {
    if (r === 3 || r === 6) out.push(rule(':', '+', ':'))
    const boxes = [0, 1, 2].map(
      (s) =>
        ' ' +
        [0, 1, 2].map((k) => lists[9 * r + 3 * s + k]!.padEnd(width[3 * s + k]! + 2)).join(''),
    )
    out.push(`|${boxes.join('|')}|`)
  }
  out.push(rule("'", "'", "'"))
  return out.join('\n') + '\n'
}

/** The 81 lists apart by commas, on one line. */
export function serializeCandidates81(p: Puzzle): string {
  return cellLists(p).join(',')
}

/** A HoDoKu library line: the test it came with, or code 0000 and no moves. */
export function serializeHodoku(p: Puzzle): string {
  const placed = new Set(p.placed ?? [])
  const board = p.givens.map((d, c) => (d ? (placed.has(c) ? '+' : '') + String(d) : '.')).join('')
  const allow = positionMasks({ ...p, candidates: undefined })
  const marks = p.candidates
  const deleted: string[] = []
  if (marks)
    for (let c = 0; c < 81; c++) {
      if (p.givens[c]) continue
      const gone = allow[c]! & ~marks[c]! & ALL
      for (let d = 1; d <= 9; d++)
        if ((gone >> (d - 1)) & 1) deleted.push(`${d}${Math.floor(c / 9) + 1}${(c % 9) + 1}`)
    }
  const t = readHodokuComment(p.meta) ?? {
    code: '0000',
    digits: '',
    eliminations: '',
    placements: '',
    extra: '',
  }
  return `:${t.code}:${t.digits}:${board}:${deleted.join(' ')}:${t.eliminations}:${t.placements}:${t.extra}`
}

/**
 * Rule 1b of detection (detect.ts): `hodoku` (or `collection` for several HoDoKu
 * lines), `candidates-81` or `pm-grid`, or null for a text in none of them.
 */
export function detectPencil(content: readonly SourceLine[]): FormatId | null {
  const first = content[0]!
  if (isHodokuLine(first)) return content.length === 1 ? 'hodoku' : 'collection'
  if (content.length === 1 && looksCandidates81(first)) return 'candidates-81'
  return looksPmGrid(content) ? 'pm-grid' : null
}

/** The writers, for `serialize` (serialize.ts) to write the pencil-mark forms with. */
export const PENCIL_WRITERS = { serializePmGrid, serializeCandidates81, serializeHodoku }
export type PencilWriters = typeof PENCIL_WRITERS

/** The detection and the parsers, for `providePencilFormats` (pencil-hooks.ts). */
export const PENCIL_FORMATS = {
  detectPencil,
  isHodokuLine,
  looksCandidates81,
  parsePmGrid,
  parseCandidates81,
  parseHodoku: parseHodokuText,
  parseHodokuLine,
}
