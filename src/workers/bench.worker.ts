/// <reference lib="webworker" />
/**
 * The bench worker: times one algorithm over the loaded workload, one round at a
 * time, off the main thread. The page (bench-client.ts) calls it round after
 * round, algorithm after algorithm (A, B, C, A, B, C, ...), so two algorithms never
 * share the CPU and a burst of load hits them all. The first round verifies every
 * answer and keeps the counts; later rounds only time. While it works it reports
 * progress (and, in the first round, the timings finished since the last report)
 * at most every REPORT_MS, so a run that is cancelled (the page terminates the
 * worker) keeps everything reported so far.
 */
import * as Comlink from 'comlink'
import { getAlgorithm, type Algorithm, type Puzzle } from '@/engine/full'
import { benchRating } from '@/bench/rating'
import {
  clockResolution,
  readWorkload,
  runTiming,
  timeAgain,
  timePuzzle,
  warmUpOn,
} from '@/bench/timing'
import type { BenchOptions, BenchReport } from '@/bench/options'
import type { PuzzleRating, PuzzleTiming } from '@/bench/types'

const REPORT_MS = 100

/** The workload of the current run, read once; and each algorithm's first round. */
let puzzles: (Puzzle | null)[] = []
let lines: string[] = []
const firsts = new Map<string, PuzzleTiming[]>()
/** Ratings already worked out, by puzzle line: a run on the same workload again rates nothing. */
const rated = new Map<string, PuzzleRating>()
const RATED_KEPT = 50_000

/** The algorithm `id`; with `techniques` (a logic solve's switches), every solve keeps to them. */
function algorithmOf(id: string, techniques?: readonly string[]): Algorithm {
  const algorithm = getAlgorithm(id)
  if (!algorithm) throw new Error(`unknown algorithm '${id}'`)
  if (!techniques) return algorithm
  return { ...algorithm, solve: (p, o) => algorithm.solve(p, { ...o, techniques }) }
}

/** Calls `each(i)` for every puzzle, reporting progress at most every REPORT_MS. */
function forEachPuzzle(
  algorithm: string,
  report: (r: BenchReport) => void,
  each: (i: number) => PuzzleTiming | null,
): void {
  const fresh: PuzzleTiming[] = []
  let done = 0
  let failures = 0
  let lastReport = -Infinity
  const send = () => {
    lastReport = performance.now()
    report({ progress: { algorithm, done, total: puzzles.length, failures }, timings: fresh })
    fresh.length = 0
  }
  send()
  for (let i = 0; i < puzzles.length; i++) {
    const t = each(i)
    done++
    if (t) {
      fresh.push(t)
      if (!t.ok) failures++
    }
    if (performance.now() - lastReport >= REPORT_MS) send()
  }
  send()
}

const api = {
  /** The resolution of this worker's clock, ms (what every measurement's span is made from). */
  resolution(): number {
    return clockResolution()
  },

  /** Read the workload (one-line strings); returns how many puzzles it holds. */
  load(workload: string[]): number {
    lines = workload
    puzzles = readWorkload(lines)
    firsts.clear()
    return puzzles.length
  },

  /** The first round: warm up (timing.ts), then every puzzle solved, verified and timed, in workload order. */
  firstRound(
    algorithmId: string,
    options: BenchOptions,
    report: (r: BenchReport) => void,
  ): PuzzleTiming[] {
    const algorithm = algorithmOf(algorithmId, options.techniques)
    const timing = runTiming(options)
    warmUpOn(algorithm, puzzles, { ...timing, puzzles: options.warmup })
    const timings: PuzzleTiming[] = []
    forEachPuzzle(algorithmId, report, (i) => {
      const t = timePuzzle(algorithm, puzzles[i]!, i, timing)
      timings.push(t)
      return t
    })
    firsts.set(algorithmId, timings)
    return timings
  },

  /** A later round: microseconds per puzzle, in workload order. */
  laterRound(
    algorithmId: string,
    options: BenchOptions,
    report: (r: BenchReport) => void,
  ): number[] {
    const algorithm = algorithmOf(algorithmId, options.techniques)
    const first = firsts.get(algorithmId)
    if (!first) throw new Error(`no first round of '${algorithmId}'`)
    const timing = runTiming(options)
    const us: number[] = []
    forEachPuzzle(algorithmId, report, (i) => {
      us.push(timeAgain(algorithm, puzzles[i]!, first[i]!, timing))
      return null
    })
    return us
  },

  /**
   * Each puzzle's SE rating, after the timing (never inside a timed solve), each
   * given up after `budgetMs`. At most every REPORT_MS it reports how many are
   * done and the ratings new since the last report (in workload order), so the
   * page fills them in as they come and a cancelled run keeps those it has.
   */
  rate(
    budgetMs: number,
    report: (done: number, total: number, fresh: PuzzleRating[]) => void,
  ): PuzzleRating[] {
    const ratings: PuzzleRating[] = []
    let reported = 0
    let lastReport = -Infinity
    const send = () => {
      lastReport = performance.now()
      report(ratings.length, puzzles.length, ratings.slice(reported))
      reported = ratings.length
    }
    puzzles.forEach((p, i) => {
      if (performance.now() - lastReport >= REPORT_MS) send()
      const line = lines[i]!
      const known = rated.get(line)
      const r = known ?? benchRating(p, budgetMs)
      if (!known && rated.size < RATED_KEPT) rated.set(line, r)
      ratings.push(r)
    })
    send()
    return ratings
  },
}

export type BenchWorkerApi = typeof api
Comlink.expose(api)
