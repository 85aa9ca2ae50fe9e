/**
 * The page's handle on the solve worker. One solve at a time; `cancel` ends the
 * worker outright (a long naive solve cannot be interrupted any other way) and the
 * next solve starts a fresh one.
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

let worker: Worker | null = null
let remote: Comlink.Remote<SolveWorkerApi> | null = null
let rejectRunning: ((e: Error) => void) | null = null

function ensureWorker(): Comlink.Remote<SolveWorkerApi> {
  if (!remote) {
    worker = new Worker(new URL('./solve.worker.ts', import.meta.url), { type: 'module' })
    remote = Comlink.wrap<SolveWorkerApi>(worker)
  }
  return remote
}

export function cancelSolve(): void {
  worker?.terminate()
  worker = null
  remote = null
  rejectRunning?.(new SolveCancelled())
  rejectRunning = null
}

export function solveInWorker(
  puzzle: Puzzle,
  algorithmId: string,
  maxSteps: number,
): Promise<SolveReply> {
  if (rejectRunning) cancelSolve()
  const api = ensureWorker()
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
