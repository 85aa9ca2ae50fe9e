/**
 * The record of one comparison run, as a pure fold of what the bench worker
 * reports: `startRun` opens it, `foldRun` takes each event in turn (a progress
 * report, an algorithm's first round, a later round, the end of the timing, the
 * ratings as they come, the end of the run or its cancelling) and returns a new
 * state, and `snapshotRun` reads a BenchRun out of a state. No clock, no worker,
 * no store: the compare store feeds it the worker's events, in the order they
 * come, and shows and saves the snapshots.
 *
 * The rules it keeps:
 * - An algorithm's first round is its reports' timings until its `finished`
 *   event, which is authoritative: reports that land after it (they travel on
 *   their own channel) change its progress, never its timings.
 * - Each puzzle's time is its median over the rounds; the summary carries the
 *   per-round medians (only once the first round is whole: a run cancelled
 *   mid-round has a partial first round and no spread).
 * - Once every round is timed (`timed`) the results are final, worked out once,
 *   whatever happens to the ratings; the run is no longer partial.
 * - The ratings fill in as they come, in workload order; the whole list (`rated`)
 *   stands over any report landing after it. A run cancelled (or failed) while
 *   rating keeps its timing and the ratings so far, the rest marked 'cancelled'.
 */
import { getAlgorithm } from '../engine'
import { QUICK_ROUNDS, ROUNDS } from './policy'
import { median, summarise } from './stats'
import {
  BENCH_RUN_VERSION,
  type AlgorithmRun,
  type BenchProgress,
  type BenchRun,
  type PuzzleRating,
  type PuzzleTiming,
  type RunClock,
  type Workload,
} from './types'

/** What the run has of one algorithm. */
interface Timed {
  algorithm: string
  /** Its first round: the timings reported so far, or all of them once `finished`. */
  first: readonly PuzzleTiming[]
  /** The first round came whole (`finished`): the reports no longer add to it. */
  finished: boolean
  /** Each later round's time of each puzzle (µs), in workload order. */
  later: readonly (readonly number[])[]
}

/** Where the run is. */
export type RunPhase = 'timing' | 'rating' | 'ended'

export interface RunState {
  readonly head: Omit<BenchRun, 'results' | 'ratings' | 'partial'>
  /** One entry per algorithm, in run order (`round` counts from 0). */
  readonly progress: readonly BenchProgress[]
  readonly timed: readonly Timed[]
  readonly phase: RunPhase
  /** Worked out once, when the timing ends. */
  readonly finalResults: readonly AlgorithmRun[] | null
  /** The ratings so far, in workload order (from the end of the timing on), or null. */
  readonly ratings: readonly PuzzleRating[] | null
  /** The whole list came (`rated`): later reports leave it as it is. */
  readonly ratingsFinal: boolean
  /** While rating: how many puzzles are rated, of how many. */
  readonly rating: { done: number; total: number } | null
  /** Every round was timed (the run is not partial). */
  readonly timedAll: boolean
}

export type RunEvent =
  /** A progress report of the algorithm being timed; `timings` only in its first round. */
  | { kind: 'report'; progress: BenchProgress; timings: readonly PuzzleTiming[]; round: number }
  /** An algorithm's first round, whole, in workload order. */
  | { kind: 'finished'; algorithm: string; timings: readonly PuzzleTiming[] }
  /** A later round of one algorithm: microseconds per puzzle, in workload order. */
  | { kind: 'round'; algorithm: string; us: readonly number[] }
  /** Every round is timed: the results are final. */
  | { kind: 'timed' }
  /** Rating: how many are rated so far, and the ratings new since the last report. */
  | { kind: 'rating'; done: number; total: number; fresh: readonly PuzzleRating[] }
  /** Every puzzle's rating, in workload order. */
  | { kind: 'rated'; ratings: readonly PuzzleRating[] }
  /** The clock the worker times with. */
  | { kind: 'clock'; clock: RunClock }
  /** The run came to its end. */
  | { kind: 'end' }
  /** The run was cancelled, or failed: what was timed stands. */
  | { kind: 'cancel' }

export interface RunStart {
  workload: Workload
  /** The algorithms, in run order. */
  algorithms: readonly string[]
  /** ISO date of the run (its key in the history). */
  date: string
  browser: string
}

export function startRun({ workload, algorithms, date, browser }: RunStart): RunState {
  const total = workload.puzzles.length
  return {
    head: { version: BENCH_RUN_VERSION, date, browser, algorithms: [...algorithms], workload },
    progress: algorithms.map((algorithm) => ({ algorithm, done: 0, total, failures: 0 })),
    timed: algorithms.map((algorithm) => ({ algorithm, first: [], finished: false, later: [] })),
    phase: 'timing',
    finalResults: null,
    ratings: null,
    ratingsFinal: false,
    rating: null,
    timedAll: false,
  }
}

/** The state after `event`; `state` itself is left as it was. */
export function foldRun(state: RunState, event: RunEvent): RunState {
  if (state.phase === 'ended') return state
  switch (event.kind) {
    case 'report': {
      const { progress: p, timings, round } = event
      const progress = state.progress.map((q) =>
        q.algorithm === p.algorithm ? { ...p, round } : q,
      )
      const timed = timings.length
        ? updateTimed(state.timed, p.algorithm, (t) =>
            t.finished || state.phase !== 'timing' ? t : { ...t, first: [...t.first, ...timings] },
          )
        : state.timed
      return { ...state, progress, timed }
    }
    case 'finished': {
      if (state.phase !== 'timing') return state
      const timed = updateTimed(state.timed, event.algorithm, (t) => ({
        ...t,
        first: [...event.timings],
        finished: true,
        later: [],
      }))
      return { ...state, timed }
    }
    case 'round': {
      if (state.phase !== 'timing') return state
      const timed = updateTimed(state.timed, event.algorithm, (t) =>
        t.finished ? { ...t, later: [...t.later, [...event.us]] } : t,
      )
      return { ...state, timed }
    }
    case 'timed': {
      if (state.phase !== 'timing') return state
      const total = state.head.workload.puzzles.length
      return {
        ...state,
        phase: 'rating',
        timedAll: true,
        finalResults: resultsOf(state.timed),
        ratings: [],
        rating: { done: 0, total },
      }
    }
    case 'rating': {
      if (state.phase !== 'rating' || state.ratingsFinal || !state.ratings) return state
      const rating = { done: event.done, total: event.total }
      if (!event.fresh.length) return { ...state, rating }
      return { ...state, rating, ratings: [...state.ratings, ...event.fresh] }
    }
    case 'rated': {
      if (state.phase !== 'rating') return state
      return { ...state, ratings: [...event.ratings], ratingsFinal: true }
    }
    case 'clock':
      return { ...state, head: { ...state.head, clock: { ...event.clock } } }
    case 'end':
      return { ...state, phase: 'ended', rating: null }
    case 'cancel': {
      let ratings = state.ratings
      if (state.timedAll && ratings && !state.ratingsFinal) {
        // Cancelled while rating: the timing stands, with the ratings done so far.
        const cancelled: PuzzleRating = { rating: null, why: 'cancelled' }
        const rest = Math.max(0, state.head.workload.puzzles.length - ratings.length)
        ratings = [...ratings, ...Array.from({ length: rest }, () => cancelled)]
      }
      return { ...state, phase: 'ended', rating: null, ratings }
    }
  }
}

/**
 * The run as it stands: partial until every round is timed (and after, were it
 * cancelled before); its results final from the end of the timing on.
 */
export function snapshotRun(state: RunState): BenchRun {
  return {
    ...state.head,
    algorithms: [...state.head.algorithms],
    results: state.finalResults ? [...state.finalResults] : resultsOf(state.timed),
    ...(state.ratings ? { ratings: [...state.ratings] } : {}),
    partial: !state.timedAll,
  }
}

/**
 * The run as saved when its timing ends, before its ratings (so closing the tab
 * while rating loses nothing): every puzzle 'interrupted', which the ratings
 * replace when rating ends. Null before the timing ends.
 */
export function savedWhenTimed(state: RunState): BenchRun | null {
  if (!state.timedAll) return null
  const interrupted: PuzzleRating = { rating: null, why: 'interrupted' }
  return {
    ...snapshotRun(state),
    ratings: state.head.workload.puzzles.map(() => interrupted),
  }
}

function updateTimed(
  timed: readonly Timed[],
  algorithm: string,
  change: (t: Timed) => Timed,
): readonly Timed[] {
  return timed.map((t) => (t.algorithm === algorithm ? change(t) : t))
}

/** Every algorithm with a timing, in run order. */
function resultsOf(timed: readonly Timed[]): AlgorithmRun[] {
  return timed.filter((t) => t.first.length).map(toRun)
}

/** Each puzzle's time is its median over the rounds; the summary carries the per-round medians. */
function toRun({ algorithm, first, finished, later }: Timed): AlgorithmRun {
  const puzzles = first.map((t, i) => ({
    ...t,
    us: later.length ? median([t.us, ...later.flatMap((round) => round[i] ?? [])]) : t.us,
  }))
  const rounds = finished ? [median(first.map((t) => t.us)), ...later.map((us) => median(us))] : []
  const summary = summarise(puzzles, rounds)
  return { algorithm, name: getAlgorithm(algorithm)?.name ?? algorithm, summary, puzzles }
}

/**
 * The share of a run under way done, 0..1, over every algorithm, counting the
 * fewest rounds of its precision (ROUNDS.min or QUICK_ROUNDS.min): a run may stop
 * after fewer when it is long, or take more when it is quick and noisy (the bar then
 * waits at its end).
 */
export function runFraction(progress: readonly BenchProgress[], precise: boolean): number {
  const rounds = precise ? ROUNDS.min : QUICK_ROUNDS.min
  const all = progress.reduce((n, p) => n + p.total, 0) * rounds
  const done = progress.reduce((n, p) => n + (p.round ?? 0) * p.total + p.done, 0)
  return all ? Math.min(1, done / all) : 0
}
