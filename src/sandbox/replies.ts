/**
 * What the page makes of what a sandbox says (frame.ts): every reply and note is read
 * as unknown, for the user's module shares the worker with the harness and can forge
 * anything it says. Numbers are clamped, texts cut, and an answer claimed "solved" is
 * checked again here (`readDone`).
 */
import { isSolutionOf, type Puzzle } from '@/engine'
import type { PuzzleTiming } from '@/bench/types'
import type { RecordedSolve } from './protocol'
import { SHOWN_TEXT, shorten } from './bounds'

export interface SolverInfo {
  name: string
  description: string
  sizes: number[]
  hasCount: boolean
  /** It exports `counters()`: its guesses and backtracks are reported. */
  hasCounters: boolean
  /** It called `onStep` while solving the smoke test's puzzle. */
  hasSteps: boolean
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null
const count = (x: unknown): number =>
  typeof x === 'number' && Number.isFinite(x) && x >= 0 ? x : 0
const text = (x: unknown, most: number): string => shorten(x, most)
const SIZES = [4, 9, 16, 25]

/** A beat's puzzle index (-1 when not about a puzzle of the workload), or null when it is none. */
export function readBeat(note: unknown): number | null {
  if (!isObject(note) || note.sandbox !== 'beat') return null
  return Number.isInteger(note.at) ? (note.at as number) : -1
}

/** A later round's `again` note: the puzzle it ends and how many solves it took; null when it is none. */
export function readAgain(note: unknown): { at: number; solves: number } | null {
  if (!isObject(note) || note.sandbox !== 'again' || !Number.isInteger(note.at)) return null
  return { at: note.at as number, solves: count(note.solves) }
}

/** How many solves a `done` note says its puzzle's timing took (1 when it says nothing usable). */
export function readSolves(note: unknown): number {
  const n = isObject(note) ? count(note.solves) : 0
  return Math.max(1, Math.floor(n))
}

/** The sandbox's claim about one puzzle: its timing as numbers, its answer as digits or null. */
function readTiming(x: unknown, index: number): PuzzleTiming {
  const t = isObject(x) ? x : {}
  const answer = [
    'solved',
    'filled',
    'unsolvable',
    'timeout',
    'invalid',
    'error',
    'wrong',
  ].includes(t.answer as string)
    ? (t.answer as PuzzleTiming['answer'])
    : 'error'
  const note = text(t.note, SHOWN_TEXT)
  return {
    index,
    us: count(t.us),
    guesses: count(t.guesses),
    backtracks: count(t.backtracks),
    calculations: count(t.calculations),
    ok: false,
    timedOut: answer === 'timeout',
    answer,
    ...(note ? { note } : {}),
  }
}

function readDigits(x: unknown, cells: number): number[] | null {
  if (!Array.isArray(x) || x.length !== cells) return null
  return x.every((d) => Number.isInteger(d)) ? (x as number[]) : null
}

/**
 * A `done` note about puzzle `index` (the one the last beat named) as the page
 * takes it: the sandbox's timing with its answer checked again here (a solution must
 * pass `isSolutionOf`, a "no solution" must be confirmed by `confirmNone`); whatever
 * the sandbox said about `ok` is ignored. Null when the note is not a `done` about
 * that puzzle.
 */
export function readDone(
  note: unknown,
  index: number,
  puzzle: Puzzle | null,
  confirmNone: (p: Puzzle) => Promise<boolean>,
): Promise<PuzzleTiming> | null {
  if (!isObject(note) || note.sandbox !== 'done' || !isObject(note.timing)) return null
  if (note.timing.index !== index) return null
  return recheck(readTiming(note.timing, index), puzzle, note.answer, confirmNone)
}

async function recheck(
  t: PuzzleTiming,
  puzzle: Puzzle | null,
  answer: unknown,
  confirmNone: (p: Puzzle) => Promise<boolean>,
): Promise<PuzzleTiming> {
  const claimed = t.answer
  if (!puzzle || !['solved', 'filled', 'unsolvable'].includes(claimed!)) return t
  const digits = readDigits(answer, puzzle.givens.length)
  if (claimed === 'unsolvable') {
    return answer === null && (await confirmNone(puzzle))
      ? { ...t, ok: true }
      : { ...t, answer: 'wrong', note: 'it found no solution, but the puzzle has one' }
  }
  if (!digits || !isSolutionOf(puzzle, digits))
    return { ...t, answer: 'wrong', note: 'its answer is not a solution of the puzzle' }
  const filled = puzzle.givens.every((d) => d !== 0)
  return { ...t, ok: true, answer: filled ? 'filled' : 'solved' }
}

/** A later round's microseconds for the puzzles from `from` on (`n` in all). */
export function readRound(reply: unknown, from: number, n: number): number[] {
  const us: ArrayLike<unknown> =
    Array.isArray(reply) || reply instanceof Float64Array ? (reply as ArrayLike<unknown>) : []
  return Array.from({ length: n - from }, (_, k) => (k < us.length ? count(us[k]) : 0))
}

/** A recorded solve as the solve worker takes it (events: whole triples only). */
export function readRecorded(reply: unknown, cap: number): RecordedSolve {
  const r = isObject(reply) ? reply : {}
  const raw = r.events instanceof Int32Array ? r.events : new Int32Array(0)
  const whole = Math.min(raw.length - (raw.length % 3), cap * 3)
  return {
    answer: r.answer,
    events: raw.length === whole ? raw : raw.slice(0, whole),
    ignored: count(r.ignored),
    capped: r.capped === true,
    guesses: count(r.guesses),
    backtracks: count(r.backtracks),
    ms: count(r.ms),
  }
}

/** The module's own count of solutions, when it gives 0, 1 or 2. */
export function readCount(reply: unknown): 0 | 1 | 2 | null {
  return reply === 0 || reply === 1 || reply === 2 ? reply : null
}

export function readInfo(reply: unknown): Omit<SolverInfo, 'hasSteps'> | string {
  if (!isObject(reply)) return 'the sandbox gave no answer'
  if (reply.ok !== true) return text(reply.error, 500) || 'the module could not be read'
  const given = Array.isArray(reply.sizes) && reply.sizes.length <= 8 ? reply.sizes : []
  const sizes = given.filter((s) => SIZES.includes(s))
  return {
    name: text(reply.name, 100),
    description: text(reply.description, 1000),
    sizes: sizes.length ? sizes : [9],
    hasCount: reply.hasCount === true,
    hasCounters: reply.hasCounters === true,
  }
}
