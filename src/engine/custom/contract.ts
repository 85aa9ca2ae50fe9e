/**
 * A solver the user writes: the checks between their module and the engine.
 *
 * The module is an ES module whose default export is `solve(line, options)`: it
 * takes the puzzle as one line of n*n characters (`serialize(puzzle, 'line')`:
 * `.` blank, digits 1-9, then letters A-P for 10-25) and answers the same line
 * with every cell filled, or null when there is no solution. Optional named
 * exports: `name`, `description`, `sizes`, `count(line)` (solutions, counted to
 * two) and `counters()` (guesses and backtracks of the last solve). The user guide's
 * "Your own solver" (docs/user-guide.md) says it for the user; docs/design/user-solvers.md
 * how the app runs it.
 *
 * Nothing here trusts the module: `readSolverModule` checks its exports once,
 * `checkAnswer` checks the shape of every answer (the caller checks that it
 * solves: `isSolutionOf`), and a malformed answer becomes an `AnswerError`, which
 * the timing reports as a wrong answer (bench/timing.ts). This file imports only
 * geometry, so the page may import `isUserAlgorithm` in its first load.
 */
import { cellName, digitChar, geometryForSize } from '../geometry'
import type { Puzzle } from '../puzzle'

/** What `import()` of the user's code gives: its exports, none trusted yet. */
export interface SolverModule {
  default: unknown
  name?: unknown
  description?: unknown
  sizes?: unknown
  count?: unknown
  counters?: unknown
}

/** A module whose exports passed `readSolverModule`. */
export interface UserSolver {
  solve(line: string, options?: { onStep?: (step: unknown) => void }): unknown
  count?: (line: string) => unknown
  counters?: () => unknown
  name: string
  description: string
  sizes: number[]
  hasCount: boolean
  /** It exports `counters()` (its guesses and backtracks are reported). */
  hasCounters: boolean
}

/** The sides a user solver may take, as the app's own algorithms do. */
const SIDES = [4, 9, 16, 25]

/** Longest name and description kept: the pickers and legends have one line for them. */
const MAX_NAME = 80
const MAX_DESCRIPTION = 1000

/** "a number", "an array", "null": what a value is, for a message that says why it was refused. */
export function kindOf(value: unknown): string {
  if (value === null) return 'null'
  if (value === undefined) return 'undefined'
  if (Array.isArray(value)) return 'an array'
  const t = typeof value
  return t === 'object' ? 'an object' : t === 'undefined' ? 'undefined' : `a ${t}`
}

/** A text export cut to `max` characters with its spaces collapsed, or `fallback` when not text. */
function text(value: unknown, max: number, fallback: string): string {
  if (typeof value !== 'string') return fallback
  const t = value.replace(/\s+/g, ' ').trim()
  return t ? t.slice(0, max) : fallback
}

/**
 * Check a module's exports. The default export must be a function; `sizes`, when
 * given, a non-empty list of 4, 9, 16 and 25 (default [9]); `count` and
 * `counters`, when given, functions. `name` and `description` are only shown, so a
 * missing or non-text one falls back ("Your solver", "").
 */
export function readSolverModule(
  mod: unknown,
): { ok: true; solver: UserSolver } | { ok: false; error: string } {
  if (typeof mod !== 'object' || mod === null) return { ok: false, error: 'not a module' }
  const m = mod as SolverModule
  if (!('default' in m) || m.default === undefined)
    return { ok: false, error: 'the module has no default export' }
  const solve = m.default
  if (typeof solve !== 'function')
    return {
      ok: false,
      error: `the default export is not a function (it is ${kindOf(solve)})`,
    }
  let sizes = [9]
  if (m.sizes !== undefined) {
    const given = m.sizes
    if (
      !Array.isArray(given) ||
      given.length === 0 ||
      !given.every((s) => typeof s === 'number' && SIDES.includes(s))
    )
      return { ok: false, error: 'sizes must be a list of 4, 9, 16, 25' }
    sizes = SIDES.filter((s) => given.includes(s))
  }
  for (const key of ['count', 'counters'] as const)
    if (m[key] !== undefined && typeof m[key] !== 'function')
      return { ok: false, error: `${key} must be a function (it is ${kindOf(m[key])})` }
  const count = m.count as ((line: string) => unknown) | undefined
  const counters = m.counters as (() => unknown) | undefined
  const fn = solve as (line: string, options?: { onStep?: (step: unknown) => void }) => unknown
  return {
    ok: true,
    solver: {
      // Called as plain functions, as a module's exports are (no `this`).
      solve: (line, options) => fn(line, options),
      ...(count ? { count: (line: string) => count(line) } : {}),
      ...(counters ? { counters: () => counters() } : {}),
      name: text(m.name, MAX_NAME, 'Your solver'),
      description: text(m.description, MAX_DESCRIPTION, ''),
      sizes,
      hasCount: count !== undefined,
      hasCounters: counters !== undefined,
    },
  }
}

/** What an answer is, by its shape alone. */
export type AnswerCheck =
  { kind: 'solution'; digits: number[] } | { kind: 'none' } | { kind: 'garbage'; why: string }

/** The digit a character code stands for (1-9, A-P or a-p), 0 for anything else. */
function digitOf(code: number): number {
  if (code >= 49 && code <= 57) return code - 48 // 1-9
  if (code >= 65 && code <= 80) return code - 55 // A-P
  if (code >= 97 && code <= 112) return code - 87 // a-p
  return 0
}

/** A character as a message shows it: '.', or U+000A when it does not print. */
function showChar(ch: string): string {
  const cp = ch.codePointAt(0) ?? 0
  return cp <= 0x20 || (cp >= 0x7f && cp <= 0xa0)
    ? `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`
    : `'${ch}'`
}

/**
 * The shape of an answer to `puzzle`: `solution` (n*n digits, the givens kept, no
 * digit twice in a row, column or box), `none` (null) or `garbage` with why, naming
 * the first cell at fault (r3c4). It does not check that the solution keeps a
 * position's pencil marks: `isSolutionOf` does, and a grid that fails it is a wrong
 * answer, not garbage. Letters may be either case.
 */
export function checkAnswer(puzzle: Puzzle, answer: unknown): AnswerCheck {
  if (answer === null) return { kind: 'none' }
  const garbage = (why: string): AnswerCheck => ({ kind: 'garbage', why })
  if (typeof answer !== 'string') return garbage(`the answer is ${kindOf(answer)}, not a string`)
  const g = geometryForSize(puzzle.size)
  if (!g) return garbage(`the puzzle's side ${puzzle.size} is not 4, 9, 16 or 25`)
  const { cells, size } = g
  if (answer.length !== cells)
    return garbage(`the answer is ${answer.length} characters, not ${cells}`)
  const digits = new Array<number>(cells)
  const top = digitChar(size)
  const allowed = size > 9 ? `a digit 1-9 or a letter A-${top}` : `a digit 1-${size}`
  for (let c = 0; c < cells; c++) {
    const d = digitOf(answer.charCodeAt(c))
    if (d === 0 || d > size) {
      const ch = answer[c]!
      return garbage(
        ch === '.'
          ? `cell ${cellName(g, c)} is '.'`
          : `cell ${cellName(g, c)} is ${showChar(ch)}, not ${allowed}`,
      )
    }
    digits[c] = d
  }
  for (let c = 0; c < cells; c++) {
    const given = puzzle.givens[c]!
    if (given !== 0 && digits[c] !== given)
      return garbage(
        `${cellName(g, c)} is ${digitChar(digits[c]!)} but the puzzle gives ${digitChar(given)}`,
      )
  }
  // A digit twice in a unit: name the first such pair in reading order of the later cell.
  const { peerFlat, peerCount } = g
  for (let c = 0; c < cells; c++) {
    for (let i = c * peerCount; i < (c + 1) * peerCount; i++) {
      const p = peerFlat[i]!
      if (p < c && digits[p] === digits[c]) {
        const where =
          g.rowOf[p] === g.rowOf[c]
            ? `row ${g.rowOf[c]! + 1}`
            : g.colOf[p] === g.colOf[c]
              ? `column ${g.colOf[c]! + 1}`
              : `box ${g.boxOf[c]! + 1}`
        return garbage(
          `${cellName(g, p)} and ${cellName(g, c)} are both ${digitChar(digits[c]!)} (${where})`,
        )
      }
    }
  }
  return { kind: 'solution', digits }
}

/**
 * A malformed answer (`checkAnswer`'s garbage): its message says what is wrong.
 * The timing reports it as a wrong answer with that note; it is told apart from a
 * throw of the solver's own by its `name`, which survives a trip between threads
 * where the class does not.
 */
export class AnswerError extends Error {
  override name = 'AnswerError'
}

/** Whether `id` is a user solver's algorithm id: `user-` and 12 hex digits (`solverId`). */
export function isUserAlgorithm(id: string): boolean {
  return /^user-[0-9a-f]{12}$/.test(id)
}

/** The host's Web Crypto and TextEncoder (browsers, Workers, Node 20): the engine is typed without the DOM lib. */
const host = globalThis as {
  crypto?: { subtle: { digest(algorithm: string, data: Uint8Array): Promise<ArrayBuffer> } }
  TextEncoder?: new () => { encode(s: string): Uint8Array }
}

/**
 * A user solver's algorithm id: `user-` and the first 12 hex digits of the SHA-256
 * of its code (UTF-8). The same code has the same id on every machine, so saved
 * History rows and Compare runs find their solver again, and changed code is a new
 * solver.
 */
export async function solverId(code: string): Promise<string> {
  if (!host.crypto?.subtle || !host.TextEncoder) throw new Error('Web Crypto is not available here')
  const bytes = new host.TextEncoder().encode(code)
  const hash = new Uint8Array(await host.crypto.subtle.digest('SHA-256', bytes))
  let hex = ''
  for (let i = 0; i < 6; i++) hex += hash[i]!.toString(16).padStart(2, '0')
  return `user-${hex}`
}
