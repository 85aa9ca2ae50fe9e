import { readFileSync } from 'node:fs'
import { digitChar, parseMany, validatePuzzle, type Puzzle } from '../engine'

/** The text of a file, or of standard input for '-' (or no file); exits with a message if unreadable. */
export function readInput(file: string | undefined): string {
  try {
    return readFileSync(file === undefined || file === '-' ? 0 : file, 'utf8')
  } catch (e) {
    process.stderr.write(`cannot read ${file ?? 'standard input'}: ${(e as Error).message}\n`)
    process.exit(2)
  }
}

export type Entry = { ok: true; puzzle: Puzzle } | { ok: false; reason: string }

/** Every puzzle in a text (one puzzle in any format, or a collection), validated, in order. */
export function readPuzzles(text: string): Entry[] {
  const { entries } = parseMany(text)
  return entries.map((e): Entry => {
    if (!e.ok) return { ok: false, reason: e.error.message }
    const problems = validatePuzzle(e.puzzle)
    return problems.length
      ? { ok: false, reason: problems.join('; ') }
      : { ok: true, puzzle: e.puzzle }
  })
}

export function gridString(values: ArrayLike<number>): string {
  let s = ''
  for (let i = 0; i < values.length; i++) s += digitChar(values[i]!)
  return s
}
