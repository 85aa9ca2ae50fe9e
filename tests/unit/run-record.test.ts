import { describe, expect, it } from 'vitest'
import {
  foldRun,
  savedWhenTimed,
  snapshotRun,
  startRun,
  type RunEvent,
  type RunState,
} from '@/bench/run-record'
import { median } from '@/bench/stats'
import type { PuzzleTiming, Workload } from '@/bench/types'

/** Fold every event in turn. */
function foldRunAll(state: RunState, events: Iterable<RunEvent>): RunState {
  for (const event of events) state = foldRun(state, event)
  return state
}

const WORKLOAD: Workload = {
  kind: 'pasted',
  name: 'Pasted collection (3 puzzles)',
  puzzles: ['1'.padEnd(81, '.'), '2'.padEnd(81, '.'), '3'.padEnd(81, '.')],
}
const DATE = '2025-06-01T12:00:00.000Z'

function timing(index: number, us: number, extra: Partial<PuzzleTiming> = {}): PuzzleTiming {
  return {
    index,
    us,
    guesses: index,
    backtracks: 0,
    calculations: 100,
    ok: true,
    timedOut: false,
    ...extra,
  }
}

/** Algorithm `id`'s first round: puzzle i takes `us[i]`. */
const first = (us: number[]) => us.map((t, i) => timing(i, t))

function start(algorithms = ['detour', 'dlx']): RunState {
  return startRun({ workload: WORKLOAD, algorithms, date: DATE, browser: 'Chrome 126' })
}

function report(algorithm: string, timings: PuzzleTiming[], done: number, round = 0): RunEvent {
  return {
    kind: 'report',
    progress: { algorithm, done, total: 3, failures: 0 },
    timings,
    round,
  }
}

const DETOUR = first([300, 500, 400])
const DLX = first([100, 150, 120])

/** Both algorithms' first rounds, reported in two steps each, then finished. */
const FIRST_ROUNDS: RunEvent[] = [
  report('detour', DETOUR.slice(0, 1), 1),
  report('detour', DETOUR.slice(1), 3),
  { kind: 'finished', algorithm: 'detour', timings: DETOUR },
  report('dlx', DLX.slice(0, 2), 2),
  report('dlx', DLX.slice(2), 3),
  { kind: 'finished', algorithm: 'dlx', timings: DLX },
]

const RATINGS = [{ rating: 2.0 }, { rating: 4.5 }, { rating: 9.1 }]

describe('run record', () => {
  it('starts empty and partial, with the run head and a progress entry per algorithm', () => {
    const state = start()
    const run = snapshotRun(state)
    expect(run).toMatchObject({
      version: 1,
      date: DATE,
      browser: 'Chrome 126',
      algorithms: ['detour', 'dlx'],
      workload: WORKLOAD,
      results: [],
      partial: true,
    })
    expect(run.ratings).toBeUndefined()
    expect(state.progress).toEqual([
      { algorithm: 'detour', done: 0, total: 3, failures: 0 },
      { algorithm: 'dlx', done: 0, total: 3, failures: 0 },
    ])
    expect(state.phase).toBe('timing')
  })

  it('never changes the state it is given', () => {
    const before = start()
    const copy = structuredClone(before)
    foldRunAll(before, [...FIRST_ROUNDS, { kind: 'timed' }, { kind: 'end' }])
    expect(before).toEqual(copy)
  })

  it('follows the progress of each algorithm, with its round', () => {
    const state = foldRunAll(start(), [report('detour', DETOUR.slice(0, 1), 1)])
    expect(state.progress[0]).toEqual({
      algorithm: 'detour',
      done: 1,
      total: 3,
      failures: 0,
      round: 0,
    })
    const later = foldRun(state, report('detour', [], 2, 3))
    expect(later.progress[0]).toMatchObject({ done: 2, round: 3 })
    expect(later.progress[1]).toEqual(state.progress[1])
  })

  it("builds an algorithm's first round from its reports until the round's own result", () => {
    const mid = foldRunAll(start(), FIRST_ROUNDS.slice(0, 1))
    const partial = snapshotRun(mid).results
    expect(partial.map((r) => [r.algorithm, r.summary.puzzles])).toEqual([['detour', 1]])
    // No spread before the round is whole.
    expect(partial[0]!.summary.roundUs).toBeUndefined()

    const done = foldRunAll(start(), FIRST_ROUNDS)
    const run = snapshotRun(done)
    expect(run.results.map((r) => [r.algorithm, r.name, r.summary.puzzles])).toEqual([
      ['detour', 'Detour solver', 3],
      ['dlx', 'Dancing links', 3],
    ])
    expect(run.results[0]!.puzzles).toEqual(DETOUR)
    expect(run.results[1]!.summary.medianUs).toBe(120)
    expect(run.results[1]!.summary.roundUs).toEqual([120])
    expect(run.partial).toBe(true) // later rounds to come
  })

  it("takes the first round's own result over reports that land after it", () => {
    const state = foldRunAll(start(), [
      report('detour', DETOUR.slice(0, 1), 1),
      { kind: 'finished', algorithm: 'detour', timings: DETOUR },
      // The rest of the reports arrive late, on their own channel.
      report('detour', DETOUR.slice(1), 3),
      report('detour', [timing(0, 999_999)], 3),
    ])
    const [detour] = snapshotRun(state).results
    expect(detour!.puzzles).toEqual(DETOUR)
    expect(detour!.summary.puzzles).toBe(3)
    // ...though they still move the progress on.
    expect(state.progress[0]).toMatchObject({ done: 3 })
  })

  it("takes each puzzle's median over the rounds and keeps every round's median", () => {
    const state = foldRunAll(start(), [
      ...FIRST_ROUNDS,
      { kind: 'round', algorithm: 'dlx', us: [90, 160, 110] },
      { kind: 'round', algorithm: 'detour', us: [310, 480, 420] },
      { kind: 'round', algorithm: 'dlx', us: [95, 170, 100] },
    ])
    const [detour, dlx] = snapshotRun(state).results
    expect(dlx!.puzzles.map((t) => t.us)).toEqual([95, 160, 110])
    expect(dlx!.summary.roundUs).toEqual([120, 110, 100])
    expect(dlx!.summary.medianUs).toBe(110)
    expect(detour!.puzzles.map((t) => t.us)).toEqual([305, 490, 410])
    expect(detour!.summary.roundUs).toEqual([400, median([310, 480, 420])])
    // The other fields are the first round's.
    expect(dlx!.puzzles.map((t) => t.guesses)).toEqual([0, 1, 2])
  })

  it('ignores a later round of an algorithm whose first round never came', () => {
    const state = foldRunAll(start(), [
      report('dlx', DLX.slice(0, 1), 1),
      { kind: 'round', algorithm: 'dlx', us: [1, 1, 1] },
    ])
    expect(snapshotRun(state).results[0]!.puzzles).toEqual(DLX.slice(0, 1))
  })

  it('makes the results final when the timing ends, and fills the ratings in as they come', () => {
    const timed = foldRunAll(start(), [...FIRST_ROUNDS, { kind: 'timed' }])
    expect(timed.phase).toBe('rating')
    expect(timed.rating).toEqual({ done: 0, total: 3 })
    const run = snapshotRun(timed)
    expect(run.partial).toBe(false)
    expect(run.ratings).toEqual([])
    // Nothing of the timing changes after that.
    const late = foldRunAll(timed, [
      { kind: 'round', algorithm: 'dlx', us: [1, 1, 1] },
      { kind: 'finished', algorithm: 'dlx', timings: first([1, 1, 1]) },
      report('dlx', [timing(0, 1)], 3),
    ])
    expect(snapshotRun(late).results).toEqual(run.results)

    const one = foldRun(timed, { kind: 'rating', done: 1, total: 3, fresh: RATINGS.slice(0, 1) })
    expect(snapshotRun(one).ratings).toEqual(RATINGS.slice(0, 1))
    expect(one.rating).toEqual({ done: 1, total: 3 })
    const counted = foldRun(one, { kind: 'rating', done: 2, total: 3, fresh: [] })
    expect(counted.rating).toEqual({ done: 2, total: 3 })
    expect(snapshotRun(counted).ratings).toEqual(RATINGS.slice(0, 1))

    const rated = foldRunAll(counted, [{ kind: 'rated', ratings: RATINGS }, { kind: 'end' }])
    const ended = snapshotRun(rated)
    expect(ended.ratings).toEqual(RATINGS)
    expect(ended.partial).toBe(false)
    expect(rated.rating).toBeNull()
    expect(rated.phase).toBe('ended')
  })

  it('keeps the whole list of ratings over a report that lands after it', () => {
    const state = foldRunAll(start(), [
      ...FIRST_ROUNDS,
      { kind: 'timed' },
      { kind: 'rating', done: 1, total: 3, fresh: RATINGS.slice(0, 1) },
      { kind: 'rated', ratings: RATINGS },
      { kind: 'rating', done: 3, total: 3, fresh: RATINGS.slice(1) },
    ])
    expect(snapshotRun(state).ratings).toEqual(RATINGS)
  })

  it('ratings before the timing ends are no ratings', () => {
    const state = foldRunAll(start(), [
      ...FIRST_ROUNDS,
      { kind: 'rating', done: 1, total: 3, fresh: RATINGS.slice(0, 1) },
      { kind: 'rated', ratings: RATINGS },
    ])
    expect(snapshotRun(state).ratings).toBeUndefined()
  })

  it('is saved when its timing ends with every puzzle "interrupted", and not before', () => {
    expect(savedWhenTimed(foldRunAll(start(), FIRST_ROUNDS))).toBeNull()
    const timed = foldRunAll(start(), [...FIRST_ROUNDS, { kind: 'timed' }])
    const saved = savedWhenTimed(timed)!
    expect(saved.partial).toBe(false)
    expect(saved.results).toEqual(snapshotRun(timed).results)
    expect(saved.ratings).toEqual(
      Array.from({ length: 3 }, () => ({ rating: null, why: 'interrupted' })),
    )
  })

  it('cancelled mid-first-round: the timings so far stand, partial, without spread', () => {
    const state = foldRunAll(start(), [...FIRST_ROUNDS.slice(0, 4), { kind: 'cancel' }])
    const run = snapshotRun(state)
    expect(state.phase).toBe('ended')
    expect(run.partial).toBe(true)
    expect(run.results.map((r) => [r.algorithm, r.summary.puzzles])).toEqual([
      ['detour', 3],
      ['dlx', 2],
    ])
    expect(run.results[1]!.summary.roundUs).toBeUndefined()
    expect(run.ratings).toBeUndefined()
    // Events after the end change nothing.
    expect(foldRun(state, { kind: 'finished', algorithm: 'dlx', timings: DLX })).toBe(state)
  })

  it('cancelled before any timing: no results', () => {
    const run = snapshotRun(foldRun(start(), { kind: 'cancel' }))
    expect(run.results).toEqual([])
    expect(run.partial).toBe(true)
  })

  it('cancelled in a later round: the rounds so far stand, still partial', () => {
    const state = foldRunAll(start(), [
      ...FIRST_ROUNDS,
      { kind: 'round', algorithm: 'dlx', us: [90, 160, 110] },
      { kind: 'cancel' },
    ])
    const run = snapshotRun(state)
    expect(run.partial).toBe(true)
    expect(run.results.map((r) => r.summary.roundUs)).toEqual([[400], [120, 110]])
  })

  it('cancelled while rating: final results, the ratings so far, the rest "cancelled"', () => {
    const state = foldRunAll(start(), [
      ...FIRST_ROUNDS,
      { kind: 'timed' },
      { kind: 'rating', done: 1, total: 3, fresh: RATINGS.slice(0, 1) },
      { kind: 'cancel' },
    ])
    const run = snapshotRun(state)
    expect(run.partial).toBe(false)
    expect(run.results.map((r) => r.summary.puzzles)).toEqual([3, 3])
    expect(run.ratings).toEqual([
      RATINGS[0],
      { rating: null, why: 'cancelled' },
      { rating: null, why: 'cancelled' },
    ])
    expect(state.rating).toBeNull()
  })

  it('cancelled after the whole list of ratings came: the list stands', () => {
    const state = foldRunAll(start(), [
      ...FIRST_ROUNDS,
      { kind: 'timed' },
      { kind: 'rated', ratings: RATINGS },
      { kind: 'cancel' },
    ])
    expect(snapshotRun(state).ratings).toEqual(RATINGS)
  })

  it('lists the results in run order, whatever order they came in', () => {
    const state = foldRunAll(start(['detour', 'dlx']), [
      report('dlx', DLX.slice(0, 1), 1),
      report('detour', DETOUR.slice(0, 1), 1),
    ])
    expect(snapshotRun(state).results.map((r) => r.algorithm)).toEqual(['detour', 'dlx'])
  })

  it('names an unknown algorithm by its id', () => {
    const state = foldRunAll(start(['mystery']), [
      { kind: 'finished', algorithm: 'mystery', timings: DLX },
    ])
    expect(snapshotRun(state).results[0]!.name).toBe('mystery')
  })
})

describe('the clock of a run', () => {
  it('is kept with the run, in every snapshot and in the run saved when the timing ends', () => {
    const clock = { resolutionUs: 5, isolated: true }
    const state = foldRunAll(start(), [
      { kind: 'clock', clock },
      ...FIRST_ROUNDS,
      { kind: 'timed' },
    ])
    expect(snapshotRun(state).clock).toEqual(clock)
    expect(savedWhenTimed(state)?.clock).toEqual(clock)
    expect(snapshotRun(start()).clock).toBeUndefined()
  })
})
