/**
 * The page's side of a user solver's sandbox (loaded when first needed: Compare's
 * "Add your solver", or a run, a race or a solve with a user solver).
 *
 * One sandbox = one hidden `<iframe sandbox="allow-scripts"
 * allow="cross-origin-isolated" src="sandbox.html">` running one classic worker (the
 * harness, harness.ts) with the user's module in it. `sandbox` without
 * `allow-same-origin` gives the frame an opaque origin: no IndexedDB, localStorage or
 * cookies of the app, no reach into the page (`parent`, `top` are cross-origin), and
 * sandbox.html's own policy lets it fetch nothing. Chromium puts the cross-origin
 * frame in a process of its own, so an endless loop never stalls the page and an
 * allocation without bound kills only that process. `allow="cross-origin-isolated"`
 * keeps the frame isolated like the page (the page is; a frame is only when allowed),
 * so its clock reads in the page's 5 µs steps and its times compare with the built-in
 * algorithms'.
 *
 * The page pings the frame (its bootstrap answers on the status port, whatever its
 * worker does): a frame that stops answering has lost its process, most often to an
 * allocation without bound, and `dead` says so.
 *
 * The page talks to the harness with Comlink over a MessagePort, and hands it no
 * callback (a proxied page function would let the sandbox call into the page): the
 * harness's progress and beats come as plain messages on the same port. Every reply
 * is read as unknown and checked here (`read*`), for the user's module shares the
 * worker with the harness and can forge anything it says.
 */
import * as Comlink from 'comlink'
import harnessSource from 'virtual:sandbox-harness?raw'
import { getAlgorithm, isSolutionOf, makePuzzle, serialize, type Puzzle } from '@/engine'
import { solveWorkerCalls, type SolveWorkerCalls } from '@/workers/solve-client'
import type { SolveReply } from '@/workers/solve-types'
import type { PuzzleTiming } from '@/bench/types'
import type { HarnessApi } from './harness'
import type { RecordedSolve } from './protocol'
import { errorMessage, FloodGauge, SHOWN_TEXT, shorten, TOO_MANY_MESSAGES } from './bounds'

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

/** Why a sandbox ended without being asked to: its process died (most likely out of memory). */
export const SANDBOX_STOPPED = "the solver's worker stopped (out of memory or crashed)"

/** The frame is pinged this often, ms... */
export const PING_MS = 500
/** ...and taken for dead when a ping goes this long unanswered, ms. */
export const SILENT_MS = 3000

export interface Sandbox {
  api: Comlink.Remote<HarnessApi>
  /**
   * Settles when the sandbox's process dies (SANDBOX_STOPPED) or when the page ends it
   * for sending too many messages (TOO_MANY_MESSAGES); never once ended otherwise.
   */
  dead: Promise<string>
  /** Hears every plain message the harness posts (unchecked: see readBeat, readReport). */
  onNote(listener: (note: unknown) => void): void
  /** How long the frame has left a ping unanswered, ms (0: none pending). */
  unanswered(): number
  /** The last error the sandbox page reported about its worker, if any. */
  lastError(): string | null
  /** Remove the frame (its process and the worker with it). */
  end(): void
}

/**
 * A fresh sandbox running `code`, ready for calls once its frame has loaded. The
 * frame is appended to `document.body`, hidden and out of the accessibility tree.
 *
 * Every message from it is counted (bounds.ts FloodGauge, on both ports): past
 * FLOOD_LIMIT within FLOOD_WINDOW_MS the sandbox is ended at once and `dead` settles
 * with TOO_MANY_MESSAGES, before the page spends its frames on the flood. So does the
 * sandbox page's own word that its worker raised too many errors (`flood`).
 */
export async function openSandbox(code: string): Promise<Sandbox> {
  const frame = document.createElement('iframe')
  frame.setAttribute('sandbox', 'allow-scripts')
  frame.setAttribute('allow', 'cross-origin-isolated')
  frame.setAttribute('aria-hidden', 'true')
  frame.tabIndex = -1
  frame.title = 'Solver sandbox'
  frame.hidden = true
  frame.src = `${import.meta.env.BASE_URL}sandbox.html`
  const loaded = new Promise<void>((resolve) =>
    frame.addEventListener('load', () => resolve(), { once: true }),
  )
  document.body.append(frame)
  await loaded

  const channel = new MessageChannel()
  const status = new MessageChannel()
  const listeners: ((note: unknown) => void)[] = []
  let error: string | null = null
  let ended = false
  let resolveDead: (why: string) => void = () => {}
  const dead = new Promise<string>((resolve) => (resolveDead = resolve))
  const gauge = new FloodGauge()
  /** The sandbox is gone (or sent too much): stop listening, and say why once. */
  const die = (why: string) => {
    if (ended) return
    clearInterval(pinger)
    if (why === TOO_MANY_MESSAGES) end()
    resolveDead(why)
  }
  /** Whether this message is one too many (the sandbox is then ended). */
  const flooded = () => {
    if (ended) return true
    if (!gauge.hear(performance.now())) return false
    die(TOO_MANY_MESSAGES)
    return true
  }
  // Whether the frame's process lives: the sandbox page answers pings on the status
  // port. (A port whose other end died would fire `close`, but Chromium 156 does not
  // ship that event.) A ping unanswered for SILENT_MS: the process is gone. Judged
  // from the ping's own time, so timers throttled in a background tab do no harm.
  let pingedAt: number | null = null
  let pings = 0
  const pinger = window.setInterval(() => {
    if (pingedAt === null) {
      pingedAt = performance.now()
      status.port1.postMessage(++pings)
    } else if (performance.now() - pingedAt > SILENT_MS) {
      die(SANDBOX_STOPPED)
    }
  }, PING_MS)
  // Ahead of Comlink's own listener (added by `wrap` below), so a flood's message is
  // stopped here: `stopImmediatePropagation` keeps it from Comlink too.
  channel.port1.addEventListener('message', (e: MessageEvent<unknown>) => {
    if (flooded()) return e.stopImmediatePropagation()
    const data = e.data
    if (data && typeof data === 'object' && 'sandbox' in data) for (const l of listeners) l(data)
  })
  status.port1.addEventListener('message', (e: MessageEvent<unknown>) => {
    if (flooded()) return
    const data = e.data as { error?: unknown; alive?: unknown; flood?: unknown } | null
    if (data && data.flood === true) return die(TOO_MANY_MESSAGES)
    if (data && typeof data.error === 'string') error = shorten(data.error)
    if (data && data.alive === pings) pingedAt = null
  })
  status.port1.start()
  const api = Comlink.wrap<HarnessApi>(channel.port1)
  function end(): void {
    ended = true
    clearInterval(pinger)
    channel.port1.close()
    status.port1.close()
    frame.remove()
  }
  frame.contentWindow!.postMessage(
    { harness: harnessSource, code, port: channel.port2, status: status.port2 },
    '*',
    [channel.port2, status.port2],
  )
  return {
    api,
    dead,
    onNote: (l) => listeners.push(l),
    lastError: () => error,
    unanswered: () => (pingedAt === null ? 0 : performance.now() - pingedAt),
    end,
  }
}

/** Settles with `work`, or rejects when the sandbox dies or `ms` pass first. */
export function within<T>(sandbox: Sandbox, ms: number, work: Promise<T>): Promise<T> {
  let timer = 0
  const limit = new Promise<never>((_, reject) => {
    timer = window.setTimeout(
      () => reject(new SandboxTimeout(`the solver did not answer within ${ms / 1000} s`)),
      ms,
    )
  })
  const death = sandbox.dead.then((why) => Promise.reject(new Error(why)))
  return Promise.race([work, limit, death]).finally(() => clearTimeout(timer))
}

export class SandboxTimeout extends Error {
  override name = 'SandboxTimeout'
}

// --- Reading what the sandbox says ----------------------------------------------

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

// --- Inspecting a module before it is added ---------------------------------------

/**
 * An easy puzzle of side `size` for the smoke test: a full grid of the pattern
 * `(r mod b)·b + r div b + c` with one cell in five emptied, each forced by its row.
 */
export function easyPuzzle(size: number): Puzzle {
  const box = Math.round(Math.sqrt(size))
  const givens: number[] = []
  for (let r = 0; r < size; r++)
    for (let c = 0; c < size; c++) {
      const digit = (((r % box) * box + Math.floor(r / box) + c) % size) + 1
      givens.push((r * size + c) % 5 === 0 ? 0 : digit)
    }
  return makePuzzle(givens)
}

function readInfo(reply: unknown): Omit<SolverInfo, 'hasSteps'> | string {
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

/**
 * Load `code` in a fresh sandbox, read it as a solver module and solve one easy
 * puzzle of a size it takes, checked here; then end the sandbox. The error says
 * what went wrong, for the person who wrote the module: a syntax error (with line
 * and column when the browser gives them), a missing default export, a throw, a
 * wrong answer, no answer within `timeoutMs`, a worker that died.
 */
export async function inspectSolver(
  code: string,
  timeoutMs = 10_000,
): Promise<{ ok: true; info: SolverInfo } | { ok: false; error: string }> {
  const sandbox = await openSandbox(code)
  try {
    return await within(sandbox, timeoutMs, smokeTest(sandbox))
  } catch (e) {
    const why = errorMessage(e)
    const failed = sandbox.lastError()
    return { ok: false, error: failed && e instanceof SandboxTimeout ? `${why} (${failed})` : why }
  } finally {
    sandbox.end()
  }
}

async function smokeTest(
  sandbox: Sandbox,
): Promise<{ ok: true; info: SolverInfo } | { ok: false; error: string }> {
  const info = readInfo(await sandbox.api.info())
  if (typeof info === 'string') return { ok: false, error: info }
  const size = info.sizes.includes(9) ? 9 : info.sizes[0]!
  const puzzle = easyPuzzle(size)
  let recorded: RecordedSolve
  try {
    recorded = readRecorded(await sandbox.api.solve(serialize(puzzle, 'line'), 100_000), 100_000)
  } catch (e) {
    return { ok: false, error: `it threw on an easy ${size}x${size} puzzle: ${errorMessage(e)}` }
  }
  // Checked as the Solve view checks a user solver's answer, in a solve worker: the
  // engine's check (checkAnswer) lives in the full engine, which the page loads there.
  const hasSteps = recorded.events.length > 0
  const worker = solveWorkerCalls()
  try {
    const { events } = recorded
    await worker.call((api) =>
      api.solveUser(puzzle, 'it', 100_000, Comlink.transfer(recorded, [events.buffer]), null),
    )
  } catch (e) {
    return { ok: false, error: `${errorMessage(e)} (an easy ${size}x${size} puzzle)` }
  } finally {
    worker.cancel()
  }
  return { ok: true, info: { ...info, hasSteps } }
}

// --- A recorded solve (the Solve view, the Race) -------------------------------------

/** A recorded solve (and a count) may take this long in the sandbox, ms. */
export const SOLVE_LIMIT_MS = 60_000

/**
 * Solve `line` in a fresh sandbox with its steps recorded (at most `cap`), and count
 * its solutions with the module's own `count` when it exports one (null otherwise);
 * then end the sandbox. Rejects when the module cannot be read, throws, takes over
 * SOLVE_LIMIT_MS or stops its sandbox, or when `signal` aborts (a newer solve, a
 * cancel). The answer is not checked here: the solve worker builds the log and
 * checks it (solve.worker.ts `solveUser`).
 */
export async function recordInSandbox(
  code: string,
  line: string,
  cap: number,
  signal: AbortSignal,
): Promise<{ recorded: RecordedSolve; count: 0 | 1 | 2 | null }> {
  const sandbox = await openSandbox(code)
  const aborted = new Promise<never>((_, reject) => {
    const stop = () => reject(new Error('the solve was cancelled'))
    if (signal.aborted) stop()
    signal.addEventListener('abort', stop, { once: true })
  })
  const work = async () => {
    const info = readInfo(await sandbox.api.info())
    if (typeof info === 'string') throw new Error(info)
    const recorded = readRecorded(await sandbox.api.solve(line, cap), cap)
    const count = info.hasCount ? readCount(await sandbox.api.count(line)) : null
    return { recorded, count }
  }
  try {
    return await within(sandbox, SOLVE_LIMIT_MS, Promise.race([work(), aborted]))
  } catch (e) {
    // Whatever the module threw, the page keeps a short message of it, and not the
    // original (its message may be 100 MB).
    // eslint-disable-next-line preserve-caught-error
    throw new Error(errorMessage(e))
  } finally {
    sandbox.end()
  }
}

/**
 * The Solve view's and the Race's solve of a user solver: recorded in a fresh sandbox
 * (`recordInSandbox`), then its answer checked and its log built in the caller's solve
 * worker (solve.worker.ts `solveUser`), which returns an ordinary SolveReply. Its
 * errors name the solver as the pickers do ("My solver (code 3fa2c1e09b7d)"), not by id.
 */
export async function solveInSandbox(
  call: SolveWorkerCalls['call'],
  puzzle: Puzzle,
  algorithmId: string,
  code: string,
  maxSteps: number,
  signal: AbortSignal,
): Promise<SolveReply> {
  const { recorded, count } = await recordInSandbox(
    code,
    serialize(puzzle, 'line'),
    maxSteps,
    signal,
  )
  const { events } = recorded
  return call((api) =>
    api.solveUser(
      puzzle,
      getAlgorithm(algorithmId)?.name ?? 'Your solver',
      maxSteps,
      Comlink.transfer(recorded, [events.buffer]),
      count,
    ),
  )
}
