/**
 * The page's handles on solve workers. A client runs its calls in order on one
 * worker; `cancel` ends the worker outright (a long naive solve cannot be
 * interrupted any other way), every pending call rejects with SolveCancelled, and
 * the next call starts a fresh worker. The Solve view and the race each have
 * their own client, so neither cancels the other.
 *
 * A user's solver (an id with code in src/sandbox/registry.ts) solves in a sandbox of
 * its own (src/sandbox/host.ts, loaded when first needed), which hands back its raw
 * answer and steps; the solve worker then builds the step log from them and checks
 * the answer, so the Solve view and the Race replay it like any other algorithm's.
 */
import * as Comlink from 'comlink'
import { loadTechniqueText, serialize, type ExportFormat, type Puzzle } from '@/engine'
import type { Timing } from '@/bench/timing'
import { userSolverCode } from '@/sandbox/registry'
import { BenchCancelled, createBenchClient, timeOnePuzzle } from './bench-client'
import type { SolveWorkerApi } from './solve.worker'
import type { ParsedText, PuzzleRating, SolveReply } from './solve-types'

export class SolveCancelled extends Error {
  constructor() {
    super('The solve was cancelled.')
  }
}

export interface SolveClient {
  /**
   * Solve with the log on (untimed: `timeInWorker` times it). `onProgress` hears the
   * steps recorded so far while a long solve runs; `techniques` are the registry ids
   * a logic solve may use (absent: all).
   */
  solve(
    puzzle: Puzzle,
    algorithmId: string,
    maxSteps: number,
    options?: { onProgress?: (steps: number) => void; techniques?: readonly string[] },
  ): Promise<SolveReply>
  /** The puzzle's SE-scale rating; a new call replaces a running one. */
  rate(puzzle: Puzzle): Promise<PuzzleRating>
  /**
   * Read a text with every format, the pencil-mark ones included, and check the
   * position it holds (waits its turn).
   */
  parse(text: string): Promise<ParsedText>
  /** Write a puzzle or a position in any export format (waits its turn; throws as serialize does). */
  write(puzzle: Puzzle, format: ExportFormat): Promise<string>
  cancel(): void
}

/** One solve worker's calls: started on first need, ended by `cancel`. */
export interface SolveWorkerCalls {
  /** Run `run` on the worker (started if need be); rejects with SolveCancelled on `cancel`. */
  call<T>(run: (api: Comlink.Remote<SolveWorkerApi>) => Promise<T>): Promise<T>
  /** End the worker (the only way to stop a call) and reject every pending call. */
  cancel(): void
  /** Whether a call is under way. */
  busy(): boolean
}

/** A solve worker of one's own, for the solve client and the steps client. */
export function solveWorkerCalls(): SolveWorkerCalls {
  let worker: Worker | null = null
  let remote: Comlink.Remote<SolveWorkerApi> | null = null
  const pending = new Set<(e: Error) => void>()

  function cancel(): void {
    worker?.terminate()
    worker = null
    remote = null
    for (const reject of pending) reject(new SolveCancelled())
    pending.clear()
  }

  function call<T>(run: (api: Comlink.Remote<SolveWorkerApi>) => Promise<T>): Promise<T> {
    if (!remote) {
      worker = new Worker(new URL('./solve.worker.ts', import.meta.url), { type: 'module' })
      remote = Comlink.wrap<SolveWorkerApi>(worker)
    }
    const api = remote
    return new Promise<T>((resolve, reject) => {
      pending.add(reject)
      run(api)
        .then(resolve, reject)
        .finally(() => pending.delete(reject))
    })
  }

  return { call, cancel, busy: () => pending.size > 0 }
}

export function createSolveClient(): SolveClient {
  const worker = solveWorkerCalls()
  const { call } = worker
  /** The user solver's sandbox at work, if any (ended by `cancel`). */
  let sandboxed: AbortController | null = null
  const busy = () => worker.busy() || sandboxed !== null
  function cancel(): void {
    sandboxed?.abort()
    sandboxed = null
    worker.cancel()
  }

  /** A user solver's solve (src/sandbox/host.ts `solveInSandbox`, loaded when first needed). */
  async function solveUser(
    puzzle: Puzzle,
    algorithmId: string,
    code: string,
    maxSteps: number,
  ): Promise<SolveReply> {
    const abort = new AbortController()
    sandboxed = abort
    try {
      const { solveInSandbox } = await import('@/sandbox/host')
      if (abort.signal.aborted) throw new SolveCancelled()
      return await solveInSandbox(call, puzzle, algorithmId, code, maxSteps, abort.signal)
    } catch (e) {
      throw abort.signal.aborted ? new SolveCancelled() : e
    } finally {
      if (sandboxed === abort) sandboxed = null
    }
  }

  return {
    async solve(puzzle, algorithmId, maxSteps, options = {}) {
      // A new solve replaces any running one.
      if (busy()) cancel()
      const code = userSolverCode(algorithmId)
      if (code !== undefined) return solveUser(puzzle, algorithmId, code, maxSteps)
      const progress = options.onProgress && Comlink.proxy(options.onProgress)
      // A Human logic log explains its technique steps with sentences loaded on first need.
      const sentences = algorithmId === 'logic' ? loadTechniqueText() : null
      const reply = await call((api) =>
        api.solve(puzzle, algorithmId, maxSteps, progress, options.techniques),
      )
      await sentences
      return reply
    },

    rate(puzzle) {
      if (busy()) cancel()
      return call((api) => api.rate(puzzle))
    },
    parse: (text) => call((api) => api.parse(text)),
    write: (puzzle, format) => call((api) => api.write(puzzle, format)),
    cancel,
  }
}

const solveView = createSolveClient()
export const solveInWorker = solveView.solve
export const cancelSolve = solveView.cancel

/** The Solve view's timing, as Compare times (bench-client.ts: a fresh worker for the algorithm). */
const solveTiming = createBenchClient()

/** The solve's warm time with recording off; `onRound` hears each round and the estimate so far. Rejects with SolveCancelled when replaced. */
export async function timeInWorker(
  puzzle: Puzzle,
  algorithmId: string,
  onRound?: (rounds: number, estimate: Timing[]) => void,
  /** The techniques a logic solve may use (the switches); absent, all. */
  techniques?: readonly string[],
): Promise<Timing> {
  try {
    // A position's line carries its candidates and placed cells (HoDoKu's form).
    const line =
      puzzle.candidates || puzzle.placed?.length
        ? await writeInWorker(puzzle, 'hodoku')
        : serialize(puzzle, 'line')
    return (await timeOnePuzzle(solveTiming, line, [algorithmId], onRound, techniques))[0]!
  } catch (e) {
    throw e instanceof BenchCancelled ? new SolveCancelled() : e
  }
}

/** End the Solve view's timing (a newer solve replaces it). */
export const cancelTiming = solveTiming.cancel

/**
 * The pencil-mark formats (pm-grid, candidates-81, hodoku) are read and written on a
 * worker of their own, started when first needed: the worker has the whole engine,
 * and loading those formats on the page would split its first load's shared chunk.
 */
const formats = createSolveClient()
export const parseInWorker = formats.parse
export const writeInWorker = formats.write

/** Rating runs on a worker of its own, beside the Solve view's solve. */
const rater = createSolveClient()
export const rateInWorker = rater.rate
