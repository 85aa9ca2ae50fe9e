/**
 * The page's handles on solve workers. A client runs its calls in order on one
 * worker; `cancel` ends the worker outright (a long naive solve cannot be
 * interrupted any other way), every pending call rejects with SolveCancelled, and
 * the next call starts a fresh worker. The Solve view and the race each have
 * their own client, so neither cancels the other.
 */
import * as Comlink from 'comlink'
import { loadTechniqueText, serialize, type Puzzle } from '@/engine'
import type { Timing } from '@/bench/timing'
import { BenchCancelled, createBenchClient, timeOnePuzzle } from './bench-client'
import type { SolveWorkerApi } from './solve.worker'
import type { PuzzleRating, SolveReply } from './solve-types'

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
  cancel(): void
}

export function createSolveClient(): SolveClient {
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

  return {
    async solve(puzzle, algorithmId, maxSteps, options = {}) {
      // A new solve replaces any running one.
      if (pending.size) cancel()
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
      if (pending.size) cancel()
      return call((api) => api.rate(puzzle))
    },
    cancel,
  }
}

const solveView = createSolveClient()
export const solveInWorker = solveView.solve
export const cancelSolve = solveView.cancel

/** The Solve view's timing, as Compare times (bench-client.ts: a fresh worker for the algorithm). */
const solveTiming = createBenchClient()

/** The solve's warm time with recording off; `onRound` hears each round. Rejects with SolveCancelled when replaced. */
export async function timeInWorker(
  puzzle: Puzzle,
  algorithmId: string,
  onRound?: (rounds: number) => void,
): Promise<Timing> {
  try {
    const line = serialize(puzzle, 'line')
    return (await timeOnePuzzle(solveTiming, line, [algorithmId], onRound))[0]!
  } catch (e) {
    throw e instanceof BenchCancelled ? new SolveCancelled() : e
  }
}

/** End the Solve view's timing (a newer solve replaces it). */
export const cancelTiming = solveTiming.cancel

/** Rating runs on a worker of its own, beside the Solve view's solve. */
const rater = createSolveClient()
export const rateInWorker = rater.rate
