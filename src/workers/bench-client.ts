/**
 * The page's handle on the bench worker. `runBench` runs the algorithms one
 * after another (never side by side: they would fight over the cores and skew
 * each other's times); `cancelBench` ends the worker outright (a solve cannot be
 * interrupted any other way) and the next run starts a fresh one.
 */
import * as Comlink from 'comlink'
import type { TimingOptions } from '@/engine/bench-stats'
import type { BenchWorkerApi } from './bench.worker'
import type { BenchProgress, PuzzleTiming } from '@/engine/bench-types'

export interface BenchOptions extends TimingOptions {
  /** Puzzles solved untimed before an algorithm is timed (JIT warm-up). */
  warmup: number
  /** Time budget of each warm-up solve, milliseconds. */
  warmupBudgetMs: number
}

/** 2 s per puzzle before it counts as "timed out"; quick solves repeated for at least 2 ms. */
export const DEFAULT_BENCH_OPTIONS: BenchOptions = {
  budgetMs: 2000,
  minMs: 2,
  warmup: 3,
  warmupBudgetMs: 200,
}

/** What the worker sends while it runs (at most ~10 a second): counts, and the timings new since the last report. */
export interface BenchReport {
  progress: BenchProgress
  timings: PuzzleTiming[]
}

export interface BenchHandlers {
  report(r: BenchReport): void
  /** An algorithm is done: all its timings, in workload order (authoritative over the reports). */
  finished(algorithm: string, timings: PuzzleTiming[]): void
}

export class BenchCancelled extends Error {
  constructor() {
    super('The comparison was cancelled.')
  }
}

let worker: Worker | null = null
let remote: Comlink.Remote<BenchWorkerApi> | null = null
let rejectRunning: ((e: Error) => void) | null = null

function ensureWorker(): Comlink.Remote<BenchWorkerApi> {
  if (!remote) {
    worker = new Worker(new URL('./bench.worker.ts', import.meta.url), { type: 'module' })
    remote = Comlink.wrap<BenchWorkerApi>(worker)
  }
  return remote
}

export function cancelBench(): void {
  worker?.terminate()
  worker = null
  remote = null
  rejectRunning?.(new BenchCancelled())
  rejectRunning = null
}

/** Rejects with BenchCancelled when cancelled; the reports made until then stand. */
export async function runBench(
  puzzles: string[],
  algorithms: string[],
  handlers: BenchHandlers,
  options: BenchOptions = DEFAULT_BENCH_OPTIONS,
): Promise<void> {
  if (rejectRunning) cancelBench()
  let reject: (e: Error) => void = () => {}
  const cancelled = new Promise<never>((_, r) => (reject = r))
  cancelled.catch(() => {}) // handled by the race below; this only silences a cancel between algorithms
  rejectRunning = reject
  const report = Comlink.proxy((r: BenchReport) => handlers.report(r))
  try {
    for (const id of algorithms) {
      const api = ensureWorker()
      const timings = await Promise.race([
        api.runAlgorithm(puzzles, id, options, report),
        cancelled,
      ])
      handlers.finished(id, timings)
    }
  } finally {
    if (rejectRunning === reject) rejectRunning = null
  }
}
