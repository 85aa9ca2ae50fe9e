/**
 * Which format a text is in. Decided from the text's content lines (not blank,
 * not starting with `#`, not a `[Puzzle]` header), in this order; the first rule
 * that applies wins, so every text gets exactly one format:
 *
 * 0. No content line: error ("an empty text" or "only comments").
 * 1. A 4x4, 16x16 or 25x25 grid, one row per line: exactly n content lines (n = 4,
 *    16 or 25) and the first is exactly n cells (digits up to n, A-P for 10-25, `.` or
 *    `0` for blanks, spaces between allowed) -> `grid` at side n (rows.ts,
 *    gridSide). Only the first row decides, so a bad later row is reported in
 *    place. Exception: sixteen lines that are all 4x4 one-liners (only 1-4 and
 *    blanks) stay a collection (rule 2), since a 16x16 puzzle with one solution
 *    uses at least 15 different digits.
 * 1b. Positions with pencil marks (pencil.ts): a first content line that starts
 *    `:code:` -> `hodoku` (several such lines -> `collection`, each line a
 *    position); one content line of 729 `.0-9` characters or 81 digit lists apart by
 *    commas or spaces -> `candidates-81`; nine rows of nine digit lists, frame lines
 *    (`.---.`, `:---+`, `|`) aside, some list two digits or more -> `pm-grid`.
 *    Only once the pencil-mark formats are loaded (`loadPencilFormats`; always
 *    with `@/engine/full`); before, such texts fall to the rules below.
 * 2. One-liners. The first content line has no `|`, is not a line of dashes, and
 *    its first run of non-space characters is 16 or more long (a row of a
 *    9x9 grid is 9): one such line -> `line`; several lines -> `collection`
 *    (every content line is then read as a one-liner, one puzzle each;
 *    parsePuzzle, which wants one puzzle, reports the first line's own error
 *    if that line is not a one-liner, else that the text holds several).
 * 3. Barred grids. Some content line holds `|`, or there are several content
 *    lines and one is a separator of dashes (`---`, `+---+`, `*---*`):
 *    -> `bordered` if the first separator starts with `+` or the first row has
 *    spaces between cells (`| 5 3 . |`), else `ss` (`2..|.8.|..3`, framed or not).
 * 4. Nine rows of nine cells, told apart by their features:
 *    a `[Puzzle]` header or an .sdk tag line (`#A`, `#D`, `#C`, `#B`, `#S`, `#L`,
 *    `#U`) -> `sdk`; else an `X` or `x` in the rows -> `ss-old`; else a `.` in the
 *    rows -> `sdk`; else (digits with `0` for blanks, or anything else) -> `grid`.
 *    So nine rows of `.` and digits are .sdk, nine rows of `0` and digits are a
 *    grid of digits; the two parse to the same givens.
 *
 * Detection reads each line a constant number of times: linear in the text.
 */
import { isSeparatorLine } from './barred'
import { looksBordered } from './bordered'
import { cellSpan } from './line'
import { gridSide } from './rows'
import { pencilFormats } from './pencil-hooks'
import { isSdkTagLine } from './sdk'
import { contentLines, errorAt, isCommentLine, isPuzzleHeader, type SourceLine } from './text'
import type { FormatId, ParseError } from './types'

export type Detection = { ok: true; format: FormatId } | { ok: false; error: ParseError }

/** Shortest first token that makes a line a one-liner: a 4x4 puzzle. */
const ONE_LINER_MIN = 16

export function detectFormat(lines: readonly SourceLine[]): Detection {
  const content = contentLines(lines)
  const first = content[0]
  if (!first) {
    const found = lines.some(isCommentLine) ? 'only comments' : 'an empty text'
    return { ok: false, error: errorAt(1, 1, `expected a puzzle, found ${found}`) }
  }
  if (gridSide(content) !== null) return { ok: true, format: 'grid' }
  const pencil = pencilFormats()?.detectPencil(content)
  if (pencil) return { ok: true, format: pencil }
  const hasBar = (l: SourceLine) => l.text.includes('|')
  const span = cellSpan(first)
  if (!hasBar(first) && !isSeparatorLine(first) && span.end - span.start >= ONE_LINER_MIN)
    return { ok: true, format: content.length === 1 ? 'line' : 'collection' }
  if (content.some(hasBar) || (content.length > 1 && content.some(isSeparatorLine)))
    return { ok: true, format: looksBordered(content) ? 'bordered' : 'ss' }
  if (lines.some((l) => isPuzzleHeader(l) || isSdkTagLine(l))) return { ok: true, format: 'sdk' }
  if (content.some((l) => /[Xx]/.test(l.text))) return { ok: true, format: 'ss-old' }
  if (content.some((l) => l.text.includes('.'))) return { ok: true, format: 'sdk' }
  return { ok: true, format: 'grid' }
}
