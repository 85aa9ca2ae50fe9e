/**
 * Which texts are positions in the pencil-mark formats (pencil.ts says what they
 * are): the few lines detection needs, in the page's first load. The parsers and
 * writers themselves load with the whole engine or on demand (`loadPencilFormats`).
 */
import type { PuzzleMeta } from '../puzzle'
import type { SourceLine } from './text'

/** A frame line of a pencil-mark grid: only frame characters, with a run of dashes. */
export function isPmFrameLine(line: SourceLine): boolean {
  return /^[\s\-=.:'*+|]*$/.test(line.text) && /[-=]{3}/.test(line.text)
}

/** The cells of a pm-grid row: runs of non-space characters other than `|`, with their columns. */
export function rowTokens(line: SourceLine): { text: string; column: number }[] {
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
