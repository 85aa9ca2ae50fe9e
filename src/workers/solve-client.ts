/**
 * The page's handles on solve workers. A client runs one solve at a time; `cancel`
 * ends its worker outright (a long naive solve cannot be interrupted any other
 * way) and the next solve starts a fresh one. The Solve view and the race each
 * have their own client, so neither cancels the other.
 */
import * as Comlink from 'comlink'
import type { Puzzle } from '@/engine'
import type { SolveWorkerApi } from './solve.worker'
import type { SolveReply } from './solve-types'

export class SolveCancelled extends Error {
  constructor() {
    super('The solve was cancelled.')
  }
}

export interface SolveClient {
  solve(puzzle: Puzzle, algorithmId: string, maxSteps: number): Promise<SolveReply>
  cancel(): void
}

export function createSolveClient(): SolveClient {
  let worker: Worker | null = null
  let remote: Comlink.Remote<SolveWorkerApi> | null = null
  let rejectRunning: ((e: Error) => void) | null = null

  function cancel(): void {
    worker?.terminate()
    worker = null
    remote = null
    rejectRunning?.(new SolveCancelled())
    rejectRunning = null
  }

  function solve(puzzle: Puzzle, algorithmId: string, maxSteps: number): Promise<SolveReply> {
    if (rejectRunning) cancel()
    if (!remote) {
      worker = new Worker(new URL('./solve.worker.ts', import.meta.url), { type: 'module' })
      remote = Comlink.wrap<SolveWorkerApi>(worker)
    }
    const api = remote
    return new Promise<SolveReply>((resolve, reject) => {
      rejectRunning = reject
      api
        .solve(puzzle, algorithmId, maxSteps)
        .then(resolve, reject)
        .finally(() => {
          if (rejectRunning === reject) rejectRunning = null
        })
    })
  }

  return { solve, cancel }
}

const solveView = createSolveClient()
export const solveInWorker = solveView.solve
export const cancelSolve = solveView.cancel
