/**
 * The page's handle on the bench worker. `runBench` times the algorithms in
 * interleaved rounds, one at a time (never side by side: they would fight over
 * the cores and skew each other's times): round 1 runs A, B, C over the whole
 * workload, verifying every answer; later rounds time them again, each round
 * starting with the next algorithm (B, C, A; C, A, B; ...), until the medians are
 * stable (enoughRounds); then it rates each puzzle (SE scale), off the timed path. `cancelBench` ends the worker outright (a solve cannot
 * be interrupted any other way) and the next run starts a fresh one.
 */
import * as Comlink from 'comlink'
import { enoughRounds } from '@/bench/policy'
import { median } from '@/bench/stats'
import type { PuzzleRating, PuzzleTiming } from '@/bench/types'
import type { BenchWorkerApi } from './bench.worker'
import type { BenchOptions, BenchReport } from './bench-types'

export type { BenchOptions, BenchReport }

/** 2 s per puzzle before it counts as "timed out"; the warm-up solves the first 3 puzzles. */
export const DEFAULT_BENCH_OPTIONS: BenchOptions = { budgetMs: 2000, warmup: 3 }

/** A puzzle's rating is given up after this long (it would hold the run's end up). */
export const RATING_BUDGET_MS = 2000

export interface BenchHandlers {
  /** The resolution of the worker's clock, ms (told once, before the first round). */
  clock?(resolutionMs: number): void
  /** Progress of the algorithm being timed; `round` counts from 0. */
  report(r: BenchReport, round: number): void
  /** An algorithm's first round is done: all its timings, in workload order (authoritative over the reports). */
  finished(algorithm: string, timings: PuzzleTiming[]): void
  /** A later round of one algorithm is done: microseconds per puzzle, in workload order. */
  round?(algorithm: string, us: number[]): void
  /** Every round is timed: the results are final, the ratings (when asked for) follow. */
  timed?(): void
  /**
   * Rating the puzzles, after the timing: how many are rated so far, and the
   * ratings new since the last call (of puzzles `done - fresh.length` to `done - 1`).
   */
  rating?(done: number, total: number, fresh: PuzzleRating[]): void
  /** Each puzzle's rating, in workload order (asked for by giving this handler). */
  rated?(ratings: PuzzleRating[]): void
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

/** Rejects with BenchCancelled when cancelled; the reports and rounds made until then stand. */
export async function runBench(
  puzzles: string[],
  algorithms: string[],
  handlers: BenchHandlers,
  options: BenchOptions = DEFAULT_BENCH_OPTIONS,
): Promise<void> {
  if (rejectRunning) cancelBench()
  let reject: (e: Error) => void = () => {}
  const cancelled = new Promise<never>((_, r) => (reject = r))
  cancelled.catch(() => {}) // handled by the races below; this only silences a cancel between calls
  rejectRunning = reject
  const race = <T>(p: Promise<T>) => Promise.race([p, cancelled])
  let round = 0
  const report = Comlink.proxy((r: BenchReport) => handlers.report(r, round))
  const medians = new Map(algorithms.map((id) => [id, [] as number[]]))
  const started = performance.now()
  try {
    const api = ensureWorker()
    await race(api.load(puzzles))
    handlers.clock?.(await race(api.resolution()))
    for (const id of algorithms) {
      const timings = await race(api.firstRound(id, options, report))
      medians.get(id)!.push(median(timings.map((t) => t.us)))
      handlers.finished(id, timings)
    }
    while (!enoughRounds([...medians.values()], performance.now() - started)) {
      round++
      for (let k = 0; k < algorithms.length; k++) {
        const id = algorithms[(k + round) % algorithms.length]!
        const us = await race(api.laterRound(id, options, report))
        medians.get(id)!.push(median(us))
        handlers.round?.(id, us)
      }
    }
    handlers.timed?.()
    if (handlers.rated) {
      const progress = Comlink.proxy((done: number, total: number, fresh: PuzzleRating[]) =>
        handlers.rating?.(done, total, fresh),
      )
      handlers.rated(await race(api.rate(RATING_BUDGET_MS, progress)))
    }
  } finally {
    if (rejectRunning === reject) rejectRunning = null
  }
}
