/**
 * A comparison run: its workload loaded, the background jobs kept off the cores
 * (scheduler.ts), the bench worker's events folded into the run record
 * (bench/run-record.ts) and each change shown, and the run handed on to be saved when
 * its timing ends and again when it ends. Compare's own bench client, with your
 * solvers' sandbox wired in (sandboxed.ts).
 */
import type { BenchRun, Workload } from '@/bench/types'
import { QUICK_ROUNDS, ROUNDS } from '@/bench/policy'
import { DEFAULT_BENCH_OPTIONS } from '@/bench/options'
import {
  foldRun,
  savedWhenTimed,
  snapshotRun,
  startRun,
  type RunEvent,
  type RunState,
} from '@/bench/run-record'
import { BenchCancelled, createBenchClient } from '@/workers/bench-client'
import { userSlot } from './sandboxed'
import { startMeasuring, stopMeasuring } from './scheduler'

/** "Chrome 126", "Firefox 128", "Safari 17": enough to tell runs on different browsers apart. */
export function browserName(ua: string): string {
  const m =
    /(Edg|OPR|Firefox|Chrome|Chromium)\/(\d+)/.exec(ua) ?? /Version\/(\d+).*(Safari)/.exec(ua)
  if (!m) return ua ? ua.slice(0, 40) : 'unknown'
  const [name, version] = m[2] === 'Safari' ? ['Safari', m[1]] : [m[1], m[2]]
  const names: Record<string, string> = { Edg: 'Edge', OPR: 'Opera' }
  return `${names[name!] ?? name} ${version}`
}

export interface ComparisonRequest {
  /** The algorithms, in run order. */
  algorithms: string[]
  /** Loads the workload (a string says why it cannot be run). */
  workload: () => Promise<Workload | string>
  /** Precise timing (ROUNDS) or the quick default (QUICK_ROUNDS). */
  precise: boolean
  /** Whether Cancel was pressed (a reactive getter: it ends a wait for background jobs at once). */
  cancelled: () => boolean
  /** Each change of the run; `snapshot` is absent for a bare progress report. */
  show(state: RunState, snapshot: BenchRun | null): void
  /** Keep the run (its timing's end, then its end). */
  save(run: BenchRun): void
}

/** How a comparison ended: its run (null when it never started) and what went wrong, if anything. */
export interface ComparisonOutcome {
  run: BenchRun | null
  error: string | null
}

const bench = createBenchClient({ userSlot })

/** What the compare store asks; one object, so a test can replace any of it (tests/fixtures/services.ts). */
export const comparison = {
  /** The bench client's run (a test's fake worker goes here). */
  bench: bench.run,

  async run(request: ComparisonRequest): Promise<ComparisonOutcome> {
    const { algorithms, precise, cancelled, show, save } = request
    // Background work already in the workers (the Solve view's starter solve and
    // its timing, a rating) goes first, unless Cancel comes meanwhile.
    const quiet = startMeasuring({ cancelled })
    const workload = await request.workload()
    await quiet
    if (typeof workload === 'string' || cancelled()) {
      stopMeasuring()
      return { run: null, error: typeof workload === 'string' ? workload : null }
    }
    let state = startRun({
      workload,
      algorithms,
      date: new Date().toISOString(),
      browser: browserName(globalThis.navigator?.userAgent ?? ''),
    })
    const fold = (event: RunEvent) => {
      state = foldRun(state, event)
      show(state, event.kind === 'report' ? null : snapshotRun(state))
    }
    show(state, snapshotRun(state))
    let error: string | null = null
    try {
      await comparison.bench(
        workload.puzzles,
        algorithms,
        {
          clock: (resolutionMs) =>
            fold({
              kind: 'clock',
              clock: {
                resolutionUs: resolutionMs * 1000,
                isolated: globalThis.crossOriginIsolated === true,
              },
            }),
          report: ({ progress: p, timings }, round) =>
            fold({ kind: 'report', progress: p, timings, round }),
          finished: (algorithm, timings) => fold({ kind: 'finished', algorithm, timings }),
          round: (algorithm, us) => fold({ kind: 'round', algorithm, us }),
          timed: () => {
            stopMeasuring()
            fold({ kind: 'timed' })
            // Saved now, so closing the tab while rating loses nothing.
            const saved = savedWhenTimed(state)
            if (saved) save(saved)
          },
          rating: (done, total, fresh) => fold({ kind: 'rating', done, total, fresh }),
          rated: (ratings) => fold({ kind: 'rated', ratings }),
        },
        { ...DEFAULT_BENCH_OPTIONS, rounds: precise ? ROUNDS : QUICK_ROUNDS },
      )
      fold({ kind: 'end' })
    } catch (e) {
      if (!(e instanceof BenchCancelled)) error = `The comparison failed: ${(e as Error).message}`
      fold({ kind: 'cancel' })
    } finally {
      stopMeasuring()
    }
    const ended = snapshotRun(state)
    if (ended.results.length) save(ended)
    return { run: ended, error }
  },

  /** End the run under way (its workers with it). */
  cancel(): void {
    bench.cancel()
  },
}
