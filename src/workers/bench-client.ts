/**
 * The page's handle on the timing workers: every solve time the app shows (Compare,
 * the Race, the Solve view's statistics) is measured here, the same way.
 *
 * A client's `run` times the algorithms in interleaved rounds, one at a time (never side
 * by side: they would fight over the cores and skew each other's times): round 1
 * runs A, B, C over the whole workload, verifying every answer; later rounds time
 * them again, each round starting with the next algorithm (B, C, A; C, A, B; ...),
 * until the medians are stable (enoughRounds); then it rates each puzzle (SE
 * scale), off the timed path.
 *
 * **A fresh worker for each algorithm of each run.** What a JavaScript engine
 * makes of a function depends on what ran before it in the same isolate (the
 * JIT's profile): when the Race timed in a worker that had recorded the solve and
 * Compare in one shared by every algorithm, Naive on Inkala's hardest read 7-12 ms
 * in the one and 13.5 ms in the other, four runs out of four. So no algorithm is
 * timed in a worker where anything else has run, the way a JVM benchmark forks a
 * fresh JVM for each benchmark: every view starts every algorithm from the same
 * state. Cancel ends the workers outright (a solve cannot be interrupted any
 * other way).
 *
 * **A user's solver** is timed the same way, by the same harness of timing.ts, but in
 * a sandbox of its own (src/sandbox/slot.ts) that checks its answers on the page and
 * stops a solve that runs past the budget. The client knows no sandbox: whoever
 * makes it hands it `userSlot` (src/services/solving.ts wires the sandbox in).
 */
import * as Comlink from 'comlink'
import { getAlgorithm } from '@/engine'
import { enoughRounds, RATING_BUDGET_MS } from '@/bench/policy'
import { median } from '@/bench/stats'
import { timingOf, type Timing } from '@/bench/timing'
import type { PuzzleRating, PuzzleTiming } from '@/bench/types'
import type { BenchWorkerApi } from './bench.worker'
import {
  DEFAULT_BENCH_OPTIONS,
  type BenchOptions,
  type BenchReport,
  type BenchSlot,
} from '@/bench/options'

export type { BenchOptions, BenchReport, BenchSlot }

export interface BenchHandlers {
  /** The resolution of the workers' clock, ms (told once, before the first round). */
  clock?(resolutionMs: number): void
  /** Progress of the algorithm being timed; `round` counts from 0. */
  report(r: BenchReport, round: number): void
  /**
   * An algorithm's first round is done: all its timings, in workload order
   * (authoritative over the reports). `slot`: its place in the run's list (the
   * Race may time one algorithm on both lanes).
   */
  finished(algorithm: string, timings: PuzzleTiming[], slot: number): void
  /** A later round of one algorithm is done: microseconds per puzzle, in workload order. */
  round?(algorithm: string, us: number[], slot: number): void
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

export interface BenchClient {
  /** Rejects with BenchCancelled when cancelled; the reports and rounds made until then stand. */
  run(
    puzzles: string[],
    algorithms: string[],
    handlers: BenchHandlers,
    options?: BenchOptions,
  ): Promise<void>
  /** End the run (its workers with it); a new run also ends the one before. */
  cancel(): void
}

/**
 * A bench client. `userSlot(id)` opens a slot for a user solver's id (undefined for a
 * built-in algorithm, which gets a fresh bench worker).
 */
export function createBenchClient({
  userSlot = () => undefined,
}: { userSlot?: (id: string) => Promise<BenchSlot> | undefined } = {}): BenchClient {
  let slots: BenchSlot[] = []
  let rejectRunning: ((e: Error) => void) | null = null

  /** A fresh worker for one slot of the run: a built-in algorithm's, or a sandbox for a user's. */
  async function spawn(id: string): Promise<BenchSlot> {
    const user = userSlot(id)
    if (user) {
      const slot = await user
      slots.push(slot)
      return slot
    }
    const worker = new Worker(new URL('./bench.worker.ts', import.meta.url), { type: 'module' })
    // A worker that cannot load (or dies) would leave its calls pending for ever.
    const failed = (e: Event) => {
      const message = e instanceof ErrorEvent && e.message ? e.message : 'it stopped'
      endWorkers()
      rejectRunning?.(new Error(`the timing worker failed: ${message}`))
      rejectRunning = null
    }
    worker.addEventListener('error', failed)
    worker.addEventListener('messageerror', failed)
    const api = Comlink.wrap<BenchWorkerApi>(worker)
    const slot: BenchSlot = {
      load: (lines) => api.load(lines),
      resolution: () => api.resolution(),
      firstRound: (algorithm, options, report) => api.firstRound(algorithm, options, report),
      laterRound: (algorithm, options, report) => api.laterRound(algorithm, options, report),
      rate: (budgetMs, report) => api.rate(budgetMs, report),
      end: () => worker.terminate(),
    }
    slots.push(slot)
    return slot
  }

  function endWorkers(): void {
    for (const slot of slots) slot.end()
    slots = []
  }

  function cancel(): void {
    endWorkers()
    rejectRunning?.(new BenchCancelled())
    rejectRunning = null
  }

  async function run(
    puzzles: string[],
    algorithms: string[],
    handlers: BenchHandlers,
    options: BenchOptions = DEFAULT_BENCH_OPTIONS,
  ): Promise<void> {
    if (rejectRunning) cancel()
    let reject: (e: Error) => void = () => {}
    const cancelled = new Promise<never>((_, r) => (reject = r))
    cancelled.catch(() => {}) // handled by the races below; this only silences a cancel between calls
    rejectRunning = reject
    // A reply that lands just as the run is cancelled goes no further.
    const race = async <T>(p: Promise<T>) => {
      const value = await Promise.race([p, cancelled])
      if (rejectRunning !== reject) throw new BenchCancelled()
      return value
    }
    let round = 0
    const report = Comlink.proxy((r: BenchReport) => handlers.report(r, round))
    // By slot (place in the list), so one algorithm may be timed twice, each in its own worker.
    const medians = algorithms.map(() => [] as number[])
    try {
      // One fresh worker a slot, each with the workload (read there).
      const apis = await race(Promise.all(algorithms.map((id) => spawn(id))))
      await race(Promise.all(apis.map((api) => api.load(puzzles))))
      handlers.clock?.(await race(apis[0]!.resolution()))
      const started = performance.now()
      for (const [slot, id] of algorithms.entries()) {
        const timings = await race(apis[slot]!.firstRound(id, options, report))
        medians[slot]!.push(median(timings.map((t) => t.us)))
        handlers.finished(id, timings, slot)
      }
      while (!enoughRounds(medians, performance.now() - started, options.rounds)) {
        round++
        for (let k = 0; k < algorithms.length; k++) {
          const slot = (k + round) % algorithms.length
          const id = algorithms[slot]!
          const us = await race(apis[slot]!.laterRound(id, options, report))
          medians[slot]!.push(median(us))
          handlers.round?.(id, us, slot)
        }
      }
      handlers.timed?.()
      if (handlers.rated) {
        const progress = Comlink.proxy((done: number, total: number, fresh: PuzzleRating[]) =>
          handlers.rating?.(done, total, fresh),
        )
        handlers.rated(await race(apis[0]!.rate(RATING_BUDGET_MS, progress)))
      }
    } finally {
      if (rejectRunning === reject) {
        rejectRunning = null
        endWorkers()
      }
    }
  }

  return { run, cancel }
}

/** A solve that could not be timed: it timed out, or gave no right answer. */
export class TimingFailed extends Error {}

/** An algorithm's name as the pickers show it (a user solver's with its code hash), else its id. */
const nameOf = (id: string) => getAlgorithm(id)?.name ?? id

/** The Race and the Solve view give a solve this long before its timing gives up, ms. */
const ONE_PUZZLE_BUDGET_MS = 60_000

/**
 * One puzzle's warm time with each algorithm, timed as Compare times it (the
 * Race and the Solve view's statistics ask this): each algorithm's median over
 * the rounds with its 95% interval. `onRound` hears each round as it ends, with
 * the estimate so far (each algorithm's median of the rounds done: a first figure
 * to show while the rounds settle).
 * Rejects with BenchCancelled when `client` is cancelled.
 */
export async function timeOnePuzzle(
  client: BenchClient,
  line: string,
  algorithms: string[],
  onRound?: (rounds: number, estimate: Timing[]) => void,
  /** The techniques a logic solve may use (the switches); absent, all. */
  techniques?: readonly string[],
): Promise<Timing[]> {
  // One puzzle: a slow solve is timed again in every round, not kept from the first.
  const options: BenchOptions = {
    budgetMs: ONE_PUZZLE_BUDGET_MS,
    warmup: 1,
    remeasureSlow: true,
    techniques,
  }
  const rounds = algorithms.map(() => [] as number[])
  let resolutionMs = 0
  const roundsDone = () => Math.min(...rounds.map((r) => r.length))
  const estimate = () => algorithms.map((id, slot) => timingOf(id, rounds[slot]!, resolutionMs))
  const run = client.run(
    [line],
    algorithms,
    {
      clock: (ms) => (resolutionMs = ms),
      report: () => {},
      finished: (id, [t], slot) => {
        // A solve that failed or timed out cannot be timed: the run ends at once.
        if (t?.answer === 'timeout')
          return fail(`${nameOf(id)} took over ${ONE_PUZZLE_BUDGET_MS / 1000} s to solve it`)
        if (!t?.ok)
          return fail(`${nameOf(id)} gave no right answer (${t?.note ?? t?.answer ?? 'none'})`)
        rounds[slot]!.push(t.us / 1000)
        if (roundsDone() === 1 && slot === algorithms.length - 1) onRound?.(1, estimate())
      },
      round: (_id, [us], slot) => {
        const before = roundsDone()
        rounds[slot]!.push((us ?? 0) / 1000)
        if (roundsDone() > before) onRound?.(roundsDone(), estimate())
      },
    },
    options,
  )
  let failure: string | null = null
  function fail(why: string): void {
    failure = why
    client.cancel()
  }
  try {
    await run
  } catch (e) {
    if (failure) throw new TimingFailed(failure)
    throw e
  }
  return estimate()
}
