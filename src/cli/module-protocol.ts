/**
 * What the CLI and a module's worker thread (module-worker.ts) say to each
 * other, through the module's host process (module-host.ts), and the little
 * both sides need. Plain data only: the CLI imports this, never the worker's
 * module (that one runs a user's code).
 */
import { digitChar, type Puzzle } from '../engine'
import { oneLine } from './one-line'

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
  /** A string too long to be any answer (over LONG_ANSWER characters): its length and start only. */
  | { kind: 'long'; length: number; start: string }

/**
 * A string answer longer than this, characters, is passed on as its length and
 * start (the host cuts it): no answer is that long (25x25 is 625), and a module
 * answering 500 MB must not cost the CLI 500 MB.
 */
export const LONG_ANSWER = 10_000

/** `answer`, with a string over LONG_ANSWER characters as its length and start. */
export function shortened(answer: Portable): Portable {
  if (answer.kind !== 'value' || typeof answer.value !== 'string') return answer
  const { value } = answer
  return value.length > LONG_ANSWER
    ? { kind: 'long', length: value.length, start: value.slice(0, 20) }
    : answer
}

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
  /** An error nothing caught (a setTimeout callback, a rejected promise): the worker goes on. */
  | { type: 'uncaught'; error: string }

/**
 * What the host process passes on: the worker's messages, and its own: `died`,
 * the worker stopped (why, as a line says it; the host ends next), and `stray`,
 * the worker posted something that is none of the messages above or that
 * cannot be passed on (the module can reach the worker's port).
 */
export type HostMessage = WorkerMessage | { type: 'died'; why: string } | { type: 'stray' }

/** What the host process is started with (its one argument, as JSON). */
export interface HostConfig {
  /** The module's file URL. */
  url: string
  /** Its solver id (`user-` + 12 hex digits). */
  id: string
  /** The worker thread's old-generation heap limit, MB. */
  memoryMb: number
}

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

/** Whether a reply has the shape of a Portable (the reply is the module's to forge). */
export function isPortable(v: unknown): v is Portable {
  const p = v as Portable | null
  if (typeof p !== 'object' || p === null) return false
  if (p.kind === 'other') return ['object', 'array', 'function', 'symbol'].includes(p.type)
  if (p.kind === 'long') return isAmount(p.length) && typeof p.start === 'string'
  if (p.kind !== 'value') return false
  const t = typeof p.value
  return p.value === null || ['string', 'number', 'boolean', 'bigint', 'undefined'].includes(t)
}

/** Whether a reply has the shape of a VerifyReply. */
export function isVerifyReply(v: unknown): v is VerifyReply {
  const r = v as VerifyReply | null
  return (
    typeof r === 'object' &&
    r !== null &&
    isPortable(r.answer) &&
    isAmount(r.ms) &&
    isAmount(r.guesses)
  )
}

/** Whether a reply is an amount: a time, ms (a timed pass, a warm-up), or guesses: finite, 0 or more. */
export const isAmount = (v: unknown): v is number =>
  typeof v === 'number' && Number.isFinite(v) && v >= 0
/** Whether a reply is null (a file's puzzles loaded). */
export const isNull = (v: unknown): v is null => v === null

/** The puzzle line a module reads: '.' for a blank, 1-9, then A, B, ... (the app's line form). */
export function puzzleLine(p: Puzzle): string {
  let s = ''
  for (const d of p.givens) s += d === 0 ? '.' : digitChar(d)
  return s
}

/** What lines and rows call a module: its `name` export, else its file's name (one line, short). */
export function moduleName(info: ModuleInfo, file: string): string {
  return oneLine(info.named ? String(info.name) : (file.split(/[\\/]/).pop() ?? file), 80)
}

/** A counter of `counters()` (guesses): a finite number of 0 or more, else 0, as the app reads it. */
export function counterValue(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : 0
}
