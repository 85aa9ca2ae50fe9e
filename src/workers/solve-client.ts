/**
 * The page's handles on solve workers. A client runs its calls in order on one
 * worker; `cancel` ends the worker outright (a long naive solve cannot be
 * interrupted any other way), every pending call rejects with SolveCancelled, and
 * the next call starts a fresh worker. The Solve view and the race each have
 * their own client, so neither cancels the other.
 */
import * as Comlink from 'comlink'
import type { Puzzle } from '@/engine'
import type { Timing } from '@/bench/timing'
import type { SolveWorkerApi } from './solve.worker'
import type { PuzzleRating, SolveReply } from './solve-types'

export class SolveCancelled extends Error {
  constructor() {
    super('The solve was cancelled.')
  }
}

export interface SolveClient {
  /**
   * Solve with the log on (untimed: `time` times it). `onProgress` hears the
   * steps recorded so far while a long solve runs.
   */
  solve(
    puzzle: Puzzle,
    algorithmId: string,
    maxSteps: number,
    options?: { onProgress?: (steps: number) => void },
  ): Promise<SolveReply>
  /** The solve's warm time with recording off (timing.ts); `onRound` hears each round. */
  time(puzzle: Puzzle, algorithmId: string, onRound?: (rounds: number) => void): Promise<Timing>
  /** The puzzle's SE-scale rating; a new call replaces a running one. */
  rate(puzzle: Puzzle): Promise<PuzzleRating>
  /** Each algorithm's warm time, in interleaved rounds (timing.ts); `onRound` hears each round. */
  timeRounds(
    puzzle: Puzzle,
    algorithmIds: string[],
    onRound?: (rounds: number) => void,
  ): Promise<Timing[]>
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
    solve(puzzle, algorithmId, maxSteps, options = {}) {
      // A new solve replaces any running one.
      if (pending.size) cancel()
      const progress = options.onProgress && Comlink.proxy(options.onProgress)
      return call((api) => api.solve(puzzle, algorithmId, maxSteps, progress))
    },
    time(puzzle, algorithmId, onRound) {
      return call((api) => api.time(puzzle, algorithmId, onRound && Comlink.proxy(onRound)))
    },
    rate(puzzle) {
      if (pending.size) cancel()
      return call((api) => api.rate(puzzle))
    },
    timeRounds(puzzle, algorithmIds, onRound) {
      return call((api) => api.timeRounds(puzzle, algorithmIds, onRound && Comlink.proxy(onRound)))
    },
    cancel,
  }
}

const solveView = createSolveClient()
export const solveInWorker = solveView.solve
export const timeInWorker = solveView.time
export const cancelSolve = solveView.cancel

/** Rating runs on a worker of its own, beside the Solve view's solve. */
const rater = createSolveClient()
export const rateInWorker = rater.rate
