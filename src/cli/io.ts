import {
  digitChar,
  parseLines,
  makePuzzle,
  parseOneLine,
  quickNineLine,
  RECORD,
  recordLines,
  validatePuzzle,
  type Puzzle,
  type PuzzleRecord,
} from '../engine'
import { readRecords } from './input'

export type Entry = { ok: true; puzzle: Puzzle } | { ok: false; reason: string }

/**
 * The puzzle of one record, validated. A one-liner takes the fast path: no
 * format detection, one pass over its characters, one pass of bit masks to
 * validate (the messages are built only for a puzzle with conflicts).
 */
export function parseRecord(record: PuzzleRecord): Entry {
  if (record.kind === RECORD.refused) return { ok: false, reason: record.text }
  const nine = record.kind === RECORD.line ? quickNineLine(record.text) : null
  if (nine) {
    const puzzle = makePuzzle(nine)
    const problems = validatePuzzle(puzzle)
    return problems.length ? { ok: false, reason: problems.join('; ') } : { ok: true, puzzle }
  }
  const parsed =
    record.kind === RECORD.line
      ? parseOneLine({ no: record.no, text: record.text })
      : parseLines(recordLines(record)).entries[0]!
  if (!parsed.ok) return { ok: false, reason: parsed.error.message }
  const problems = validatePuzzle(parsed.puzzle)
  return problems.length
    ? { ok: false, reason: problems.join('; ') }
    : { ok: true, puzzle: parsed.puzzle }
}

/** Every puzzle of a file (streamed), validated, in order; `unreadable` if reading failed. */
export async function readEntries(
  file: string,
): Promise<{ entries: Entry[]; unreadable: boolean }> {
  const entries: Entry[] = []
  const unreadable = await readRecords([file], {
    record: (r) => entries.push(parseRecord(r)),
    pause: async () => {},
  })
  return { entries, unreadable: unreadable > 0 }
}

/** digitChar of 0..25, looked up rather than built (a solution line is 81 to 625 of them). */
const CHARS = Array.from({ length: 26 }, (_, d) => digitChar(d))

export function gridString(values: ArrayLike<number>): string {
  let s = ''
  for (let i = 0; i < values.length; i++) s += CHARS[values[i]!]!
  return s
}
