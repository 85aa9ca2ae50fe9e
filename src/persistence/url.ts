/**
 * What the URL saves: the address of one moment of one solve:
 *
 *   /?p=4...3.......6..8...&a=detour&s=123&c=hardest-87&n=12#/solve
 *      p  the puzzle, one line, '.' for an empty cell (81 characters for 9x9)
 *      a  the algorithm id
 *      s  the step the replay stands at (left out at 0)
 *      c  the built-in collection the puzzle came from, and
 *      n  its number there (from 1): with these the puzzle keeps its name after
 *         a reload ("The 87 hardest #12"); `p` still says which puzzle it is,
 *         and wins when the two disagree
 *      m  a position's marks (left out for a plain puzzle): which of `p`'s digits
 *         were placed rather than given, and each empty cell's candidates
 *         (`marksParam`), so a shared position keeps its pencil marks and its
 *         placed digits (the avoidable rectangles rest on them)
 *
 * A puzzle from nowhere in particular (pasted, opened from a file) keeps its
 * name for the tab's life in sessionStorage, so a reload does not rename it.
 *
 * Only the query is ours: the hash (the app's views, `#/solve`, `#/compare`) and
 * any other query keys are left as they are. The URL is rewritten with
 * `history.replaceState` by useUrlState (src/composables/useUrlState.ts), which
 * keeps it in step with the Solve view; this module only reads and writes the text.
 */
import { serialize, parsePuzzle, validatePuzzle, type ParseError, type Puzzle } from '@/engine'

export const URL_KEYS = {
  puzzle: 'p',
  algorithm: 'a',
  step: 's',
  collection: 'c',
  number: 'n',
  marks: 'm',
} as const
/** sessionStorage key of the last puzzle's name: `{ line, source }`. */
export const NAME_KEY = 'sudoku-lab:puzzle-name'
/**
 * Longest `p` read from a link. The longest puzzle is a 25x25 one-liner (625
 * characters); the margin lets a slightly wrong paste reach the parser, whose
 * error names the line and column, rather than this blunt refusal.
 */
export const MAX_PARAM_LENGTH = 1024

export interface UrlState {
  /** The puzzle as one line, or null when the URL names none. */
  puzzle: string | null
  /** The position's marks (`m`, marksParam), or null for a plain puzzle. */
  marks?: string | null
  algorithm: string | null
  /** The step position (0 when absent). */
  step: number
  /** The collection and number the puzzle came from, or null. */
  origin: LinkOrigin | null
  /** Why a value in the URL was ignored, for the user. */
  problems: string[]
}

/** A link's `p` in the one-line form (it may use 0 for empty cells), or the text as it is. */
export function normalLine(text: string): string {
  const parsed = parsePuzzle(text)
  return parsed.ok ? puzzleParam(parsed.puzzle) : text
}

/** The one-line form of a puzzle, '.' for an empty cell. */
export function puzzleParam(p: Puzzle): string {
  return serialize(p, 'line')
}

/** Read our keys from a query string (`?p=...&a=...&s=...`, with or without the `?`). */
export function readUrlState(search: string): UrlState {
  const q = new URLSearchParams(search)
  const problems: string[] = []
  const p = q.get(URL_KEYS.puzzle)?.trim() || null
  const a = q.get(URL_KEYS.algorithm)?.trim() || null
  const s = q.get(URL_KEYS.step)?.trim() ?? ''
  let step = 0
  if (/^\d{1,9}$/.test(s)) step = Number(s)
  else if (s !== '')
    problems.push(
      `The step "${s.slice(0, 20)}" in the link is not a step number; starting at the first step.`,
    )
  const c = q.get(URL_KEYS.collection)?.trim() || null
  const n = q.get(URL_KEYS.number)?.trim() ?? ''
  const origin = c && /^\d{1,7}$/.test(n) ? { collectionId: c, number: Number(n) } : null
  const marks = q.get(URL_KEYS.marks)?.trim() || null
  return { puzzle: p, ...(marks ? { marks } : {}), algorithm: a, step, origin, problems }
}

/**
 * The address with our keys set to `state` (a null puzzle or algorithm removes
 * its key, step 0 removes `s`); the path, other keys and the hash stay as they are.
 * Returns path + query + hash, ready for `history.replaceState`.
 */
export function writeUrlState(
  href: string,
  state: Pick<UrlState, 'puzzle' | 'algorithm' | 'step' | 'marks'> & {
    origin?: LinkOrigin | null
  },
): string {
  const url = new URL(href)
  const q = url.searchParams
  const set = (key: string, value: string | null) =>
    value === null ? q.delete(key) : q.set(key, value)
  set(URL_KEYS.puzzle, state.puzzle)
  set(URL_KEYS.marks, state.marks ?? null)
  set(URL_KEYS.algorithm, state.algorithm)
  set(URL_KEYS.step, state.step > 0 ? String(Math.floor(state.step)) : null)
  set(URL_KEYS.collection, state.origin?.collectionId ?? null)
  set(URL_KEYS.number, state.origin ? String(state.origin.number) : null)
  const search = q.toString()
  return `${url.pathname}${search ? `?${search}` : ''}${url.hash}`
}

export type LinkPuzzle =
  { ok: true; puzzle: Puzzle; formatName: string } | { ok: false; error: ParseError | string }

/** The puzzle a link's `p` names, or why it cannot be used. */
export function parseLinkPuzzle(text: string): LinkPuzzle {
  if (text.length > MAX_PARAM_LENGTH)
    return {
      ok: false,
      error: `The puzzle in the link is ${text.length.toLocaleString('en')} characters long; a link's puzzle can have at most ${MAX_PARAM_LENGTH.toLocaleString('en')} (a 25x25 puzzle has 625).`,
    }
  const parsed = parsePuzzle(text)
  if (!parsed.ok) return { ok: false, error: parsed.error }
  const problems = validatePuzzle(parsed.puzzle)
  if (problems.length) return { ok: false, error: `Conflicting givens: ${problems.join('; ')}.` }
  return { ok: true, puzzle: parsed.puzzle, formatName: parsed.formatName }
}

/** Where a link's puzzle came from: a built-in collection and its number there (from 1). */
export interface LinkOrigin {
  collectionId: string
  number: number
}

/** Remember the name of the puzzle `line` for this tab (sessionStorage). */
export function rememberPuzzleName(line: string, source: string): void {
  try {
    sessionStorage.setItem(NAME_KEY, JSON.stringify({ line, source }))
  } catch {
    // Storage blocked: a reload then calls the puzzle "Shared link".
  }
}

/** The name remembered for the puzzle `line` in this tab, or null (another puzzle's, none, or unreadable). */
export function rememberedPuzzleName(line: string): string | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(NAME_KEY) ?? 'null') as {
      line?: unknown
      source?: unknown
    } | null
    return saved?.line === line && typeof saved.source === 'string' ? saved.source : null
  } catch {
    return null
  }
}
