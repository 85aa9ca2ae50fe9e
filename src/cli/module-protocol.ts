/**
 * What the main thread and a module's worker thread (module-worker.ts) say to
 * each other, and the little both sides need. Plain data only: the main side
 * imports this, never the worker's module (that one runs a user's code).
 */
import { digitChar, type Puzzle } from '../engine'

/** The module's exports as the main thread sees them. */
export interface ModuleInfo {
  /** Whether the module exports a name of its own (else rows name its file). */
  named: boolean
  name: string
  description: string
  sizes: number[]
  hasCount: boolean
}

/**
 * An answer as it crosses to the main thread: primitives as they are; anything
 * that may not be cloned (a function, a symbol) or that is not an answer at all
 * (an object, an array) as a stand-in of its type, which the main side's
 * checkAnswer refuses as garbage just as it would the original.
 */
export type Portable =
  | { kind: 'value'; value: string | number | boolean | bigint | null | undefined }
  | { kind: 'other'; type: 'object' | 'array' | 'function' | 'symbol' }

export interface VerifyReply {
  answer: Portable
  /** The solve's time, ms (this thread's clock). */
  ms: number
  guesses: number
}

export type ModuleRequest =
  | { op: 'solve'; line: string }
  | { op: 'count'; line: string }
  | { op: 'load'; puzzles: number[][] }
  | { op: 'verify'; index: number }
  | { op: 'warm' }
  | { op: 'measure' }

export type WorkerMessage =
  | { type: 'ready'; info: ModuleInfo }
  | { type: 'failed'; error: string }
  | { type: 'reply'; value: unknown }
  | { type: 'threw'; error: string }

/** A thrown value's message, whatever was thrown (reading it may throw too). */
export function messageOf(e: unknown): string {
  try {
    return e instanceof Error ? e.message || e.name : String(e)
  } catch {
    return 'a value that cannot be printed was thrown'
  }
}

export function portable(answer: unknown): Portable {
  if (answer === null || answer === undefined) return { kind: 'value', value: answer }
  switch (typeof answer) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'bigint':
      return { kind: 'value', value: answer }
    case 'function':
    case 'symbol':
      return { kind: 'other', type: typeof answer as 'function' | 'symbol' }
    default:
      return { kind: 'other', type: Array.isArray(answer) ? 'array' : 'object' }
  }
}

/** The puzzle line a module reads: '.' for a blank, 1-9, then A, B, ... (the app's line form). */
export function puzzleLine(p: Puzzle): string {
  let s = ''
  for (const d of p.givens) s += d === 0 ? '.' : digitChar(d)
  return s
}

/** What lines and rows call a module: its `name` export, else its file's name. */
export function moduleName(info: ModuleInfo, file: string): string {
  return info.named ? info.name : (file.split(/[\\/]/).pop() ?? file)
}
