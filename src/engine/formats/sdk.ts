/**
 * Sudoku Puzzle (.sdk): nine rows of nine cells, `.` for an empty cell ('0' is
 * read too), with optional metadata lines and an optional `[Puzzle]` header:
 *
 *   #A Jane Doe            author       #B 2024-01-31   date
 *   #D Daily, easy         description  #S The Times    source
 *   #C first comment line  comment      #L Easy         level
 *   #C second line                      #U https://...  url
 *   [Puzzle]
 *   2...8...3
 *   .6..7..84
 *   ... (nine rows)
 *
 * A tag's value is the text after the tag, trimmed; an empty value leaves the
 * field unset. Several #C lines join with "\n" (so a comment keeps its lines);
 * any other tag given twice keeps its last value. Other `#` lines are comments.
 */
import type { PuzzleMeta } from '../puzzle'
import { parseRows } from './rows'
import { isCommentLine, type SourceLine } from './text'
import type { Parsed } from './types'

/** Tag letter -> field, in the order serialize writes them. */
export const SDK_TAGS: readonly (readonly [string, keyof PuzzleMeta])[] = [
  ['A', 'author'],
  ['D', 'description'],
  ['C', 'comment'],
  ['B', 'date'],
  ['S', 'source'],
  ['L', 'level'],
  ['U', 'url'],
]

const FIELD_OF = new Map(SDK_TAGS)

/** True for a line `#X...` whose X is one of the .sdk tags. */
export function isSdkTagLine(line: SourceLine): boolean {
  const t = line.text.trimStart()
  return t.length >= 2 && t[0] === '#' && FIELD_OF.has(t[1]!)
}

export function readSdkMeta(lines: readonly SourceLine[]): PuzzleMeta {
  const meta: PuzzleMeta = {}
  const comment: string[] = []
  for (const line of lines) {
    if (!isCommentLine(line) || !isSdkTagLine(line)) continue
    const t = line.text.trim()
    const field = FIELD_OF.get(t[1]!)!
    const value = t.slice(2).trim()
    if (field === 'comment') comment.push(value)
    else if (value !== '') meta[field] = value
  }
  // Empty #C lines inside a comment are kept; a comment of only empty lines is none.
  if (comment.some((c) => c !== '')) meta.comment = comment.join('\n')
  return meta
}

export function parseSdk(lines: readonly SourceLine[]): Parsed {
  return parseRows(lines, '.', readSdkMeta(lines))
}
