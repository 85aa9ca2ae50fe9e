/**
 * The one way Sudoku Lab times a solve, and the one description of the method
 * (the README and docs/ARCHITECTURE.md link here). Compare, the Race and the
 * Solve view's statistics (all three in the bench worker), a user's solver in its
 * sandbox (src/sandbox/harness.ts), `npm run cli -- bench` (and its `--module`
 * rows, in the module's worker) and scripts/bench-engines.ts all measure through
 * this module, so one algorithm on one puzzle reads the same wherever it is shown.
 *
 * The method, in the order it runs:
 * 1. **Resolution.** The clock's resolution is measured, not assumed: the
 *    smallest step between successive readings of `performance.now()`
 *    (detectResolution). Browsers round it to 5 µs when the page is cross-origin
 *    isolated and 100 µs when it is not; Node reads to well under a microsecond,
 *    `Date` to a millisecond.
 * 2. **Span.** One measurement repeats the solve until it has run for at least
 *    MEASURE.ticks (100) ticks of that clock and MEASURE.minMs (1 ms), then
 *    divides (spanFor, batch): the clock's rounding is then at most 1% of the
 *    reading, and no time is finer than the clock can tell. Without cross-origin
 *    isolation a batch therefore lasts 10 ms instead of 1 ms. A solve slower
 *    than the span is its own measurement. It does so MEASURE.batches (3) times
 *    and keeps the quickest batch (measure): another process on the core can
 *    only add time, so on a loaded machine the quickest batch is the one nearest
 *    the solve's own time (the same puzzle read up to 1.6x apart between Races a
 *    minute apart on the project's loaded 2-core machine with one batch). A batch
 *    of MEASURE.longMs (500 ms) or more is the whole measurement.
 * 3. **Warm-up.** Before the first measurement the solve is measured and thrown
 *    away until the JIT has compiled it (warmUp): at least WARM_UP.minMs (100 ms)
 *    and WARM_UP.measurements (3), until a measurement no longer beats the best
 *    so far by more than WARM_UP.settle (3%), at most WARM_UP.maxMs (1.5 s). A
 *    cold first solve reads several times to 90x slower than a warm one
 *    (docs/benchmarks.md).
 * 4. **Rounds.** Two or more subjects are measured in interleaved rounds (A, B;
 *    B, A; ...: each round starts one further on) so a burst of machine load
 *    lands on all of them, until the medians are stable (policy.ts:
 *    enoughRounds). The precise policy (ROUNDS: the Solve view, the Race,
 *    Compare's "Precise timing") takes at least 5 rounds and at most 25, and stops
 *    after 3 s or once every 95% interval is within 4% of its median; a run past
 *    30 s stops after 3. Compare's quick default (QUICK_ROUNDS) starts from 3
 *    rounds and stops after 1 s (a run past 10 s at 3); `bench` has its own
 *    budgets (src/cli/bench.ts, BENCH_BUDGETS: quick, or --precise).
 * 5. **Figures** (stats.ts). The figure is the median of the rounds, with its
 *    95% bootstrap interval (medianInterval). speedRatio says how many times
 *    quicker one subject is than another; two figures differ only when the
 *    interval of their ratio leaves out 1 (with one round each: a ratio within 5%
 *    is a tie). Between two runs made at different times, a change counts only
 *    when its whole interval lies beyond BETWEEN_RUNS_NOISE (1.25x:
 *    changeBetweenRuns), since the machine's load changes between them.
 *
 * In the page every view times through the bench worker (workers/bench-client.ts),
 * one fresh worker per algorithm of each run, where nothing else has run, the way
 * a JVM benchmark forks a fresh JVM: what a JavaScript engine makes of a function
 * depends on what ran before it in the same isolate (the JIT's profile). The CLI
 * and the scripts call `timeInRounds` in their own process.
 */
import type { PuzzleAnswer, PuzzleTiming } from './types'
// The two referees, not the registry: the page imports this file (MEASURE, timingOf), and
// the registry would bring every algorithm into its first load (npm run size).
import {
  solvesSize,
  type Algorithm,
  type SolveResult,
  detour,
  dlx,
  isSolutionOf,
  type Puzzle,
  clock as hostClock,
  parsePuzzle,
} from '../engine'
import { enoughRounds } from './policy'
import { median, medianInterval } from './stats'

export interface Clock {
  now(): number
}

// --- 1. Resolution --------------------------------------------------------------

/**
 * The clock's resolution, ms: the smallest step between successive distinct
 * readings, over `steps` steps or `maxMs` of reading (a clock that does not move
 * in `maxMs` is taken to tick in `maxMs`).
 */
export function detectResolution(clock: Clock = hostClock, steps = 12, maxMs = 25): number {
  const start = clock.now()
  let last = start
  let finest = Infinity
  let seen = 0
  let spins = 0
  while (seen < steps) {
    const t = clock.now()
    if (t > last) {
      finest = Math.min(finest, t - last)
      last = t
      seen++
    }
    // The time is looked at every 1024 spins only if the clock has not moved (a stubbed one may never).
    if (++spins % 1024 === 0 && t - start >= maxMs) break
    if (spins > 50_000_000) break
  }
  return Number.isFinite(finest) ? finest : maxMs
}

let knownResolution: number | null = null

/** The host clock's resolution (ms), measured once per thread. */
export function clockResolution(): number {
  knownResolution ??= detectResolution()
  return knownResolution
}

// --- 2. Span --------------------------------------------------------------------

export const MEASURE = {
  /** A measurement lasts at least this many ticks of the clock: its rounding is at most 1% of it. */
  ticks: 100,
  /** ...and at least this long, ms (Node's clock is so fine that ticks alone would allow a few µs). */
  minMs: 1,
  /** Batches of one measurement; the quickest counts. */
  batches: 3,
  /**
   * A batch this long (ms) is the whole measurement: its noise is small beside
   * it, and two more would cost seconds.
   */
  longMs: 500,
} as const

/** How long one measurement lasts at least, ms, for a clock of this resolution. */
export function spanFor(resolutionMs: number): number {
  return Math.max(MEASURE.minMs, MEASURE.ticks * resolutionMs)
}

/** One measurement: milliseconds per call, over `runs` calls that together took `elapsedMs`. */
export interface Measurement {
  ms: number
  runs: number
  elapsedMs: number
}

/** Call `run` until `spanMs` have passed (at least once); the time per call. */
export function batch(run: () => void, spanMs: number, clock: Clock = hostClock): Measurement {
  let runs = 0
  let elapsedMs: number
  const start = clock.now()
  do {
    run()
    runs++
    elapsedMs = clock.now() - start
  } while (elapsedMs < spanMs)
  return { ms: elapsedMs / runs, runs, elapsedMs }
}

/**
 * One measurement: `batches` batches of at least `spanMs` each (one when the
 * first lasts MEASURE.longMs); the quickest batch's time per call, with the
 * calls and time of all of them.
 */
export function measure(
  run: () => void,
  spanMs: number,
  clock: Clock = hostClock,
  batches: number = MEASURE.batches,
): Measurement {
  let best = Infinity
  let runs = 0
  let elapsedMs = 0
  for (let b = 0; b < batches; b++) {
    const m = batch(run, spanMs, clock)
    best = Math.min(best, m.ms)
    runs += m.runs
    elapsedMs += m.elapsedMs
    if (m.elapsedMs >= MEASURE.longMs) break
  }
  return { ms: best, runs, elapsedMs }
}

// --- 3. Warm-up -----------------------------------------------------------------

export const WARM_UP = {
  /** Warm up at least this long, ms... */
  minMs: 100,
  /** ...and at least this many measurements... */
  measurements: 3,
  /** ...until a measurement is no more than this share quicker than the best before it. */
  settle: 0.03,
  /** Never longer than this, ms (one slow solve is warm enough: its loops ran long). */
  maxMs: 1500,
} as const

/** Time `run` in batches and throw the figures away until it is compiled; how many batches that took. */
export function warmUp(run: () => void, spanMs: number, clock: Clock = hostClock): number {
  const start = clock.now()
  let best = Infinity
  let count = 0
  for (;;) {
    const { ms } = batch(run, spanMs, clock)
    count++
    const settled = ms >= best * (1 - WARM_UP.settle)
    best = Math.min(best, ms)
    const elapsed = clock.now() - start
    if (elapsed >= WARM_UP.maxMs) return count
    if (settled && count >= WARM_UP.measurements && elapsed >= WARM_UP.minMs) return count
  }
}

// --- 4. Rounds ------------------------------------------------------------------

/** Something to time: one solve (or one pass over a file) per call. */
export interface Subject {
  id: string
  run: () => void
}

/** A subject's figure: its time per call in each round (ms), their median and 95% interval. */
export interface Timing {
  id: string
  roundsMs: number[]
  medianMs: number
  lowMs: number
  highMs: number
  /** The clock's resolution the measurements were made with, ms. */
  resolutionMs: number
}

export interface RoundOptions {
  clock?: Clock
  /** The clock's resolution, ms (measured when not given). */
  resolutionMs?: number
  /** Make each measurement at least this long, ms (when more than the clock needs). */
  spanMs?: number
  /** Whether the rounds so far are enough (default: policy.ts enoughRounds). */
  enough?: (rounds: readonly (readonly number[])[], elapsedMs: number) => boolean
  /** Skip the warm-up (the caller has warmed the code already). */
  warm?: boolean
  /** After each round: how many rounds are done, and the ms the rounds have taken. */
  onRound?: (rounds: number, elapsedMs: number) => void
}

/**
 * Warm each subject up, then measure them in interleaved rounds, each round
 * starting one further on (A, B, C; B, C, A; ...), until `enough`.
 */
export function timeInRounds(subjects: readonly Subject[], options: RoundOptions = {}): Timing[] {
  const clock = options.clock ?? hostClock
  const resolutionMs = options.resolutionMs ?? clockResolution()
  const span = Math.max(spanFor(resolutionMs), options.spanMs ?? 0)
  const enough = options.enough ?? enoughRounds
  if (!options.warm) for (const s of subjects) warmUp(s.run, span, clock)
  const rounds = subjects.map(() => [] as number[])
  const start = clock.now()
  for (let r = 0; subjects.length && !enough(rounds, clock.now() - start); r++) {
    for (let k = 0; k < subjects.length; k++) {
      const i = (k + r) % subjects.length
      rounds[i]!.push(measure(subjects[i]!.run, span, clock).ms)
    }
    options.onRound?.(r + 1, clock.now() - start)
  }
  return subjects.map((s, i) => timingOf(s.id, rounds[i]!, resolutionMs))
}

/** A subject's Timing from its per-round times (ms): their median and its 95% interval. */
export function timingOf(id: string, roundsMs: number[], resolutionMs: number): Timing {
  const { lo, hi } = medianInterval(roundsMs)
  return { id, roundsMs, medianMs: median(roundsMs), lowMs: lo, highMs: hi, resolutionMs }
}

// --- Compare: a workload of puzzles, round by round -----------------------------

/**
 * Whether an answer is right: a solution must pass the independent checker, and
 * `unsolvable` must be confirmed by a second, different algorithm (dancing links
 * checks the detour Solver; the detour Solver checks everyone else).
 */
export function answerIsRight(algorithm: Algorithm, puzzle: Puzzle, result: SolveResult): boolean {
  if (result.timedOut) return false
  if (result.solution) return isSolutionOf(puzzle, result.solution)
  const referee = algorithm.id === 'detour' ? dlx : detour
  return referee.solve(puzzle, { limit: 1 }).status === 'unsolvable'
}

export interface TimingOptions {
  /** Most milliseconds one solve may take before it is abandoned (`deadline`). */
  budgetMs: number
  /**
   * Solve a puzzle of KEEP_FIRST_ABOVE_MS or more again in every round (one
   * puzzle, the Solve view and the Race) rather than keep its first time (a
   * workload of many, where that would cost minutes).
   */
  remeasureSlow?: boolean
  /** The least span of one measurement, ms (spanFor the clock's resolution). */
  spanMs: number
}

/** A 2 s budget per solve, and the span this thread's clock needs. */
export function defaultTiming(): TimingOptions {
  return { budgetMs: 2000, spanMs: spanFor(clockResolution()) }
}

/**
 * A run's timing options: its budget per solve and whether slow puzzles are timed
 * again (the bench worker's and a user solver's sandbox's `BenchOptions`), with the
 * span this thread's clock needs.
 */
export function runTiming(options: { budgetMs: number; remeasureSlow?: boolean }): TimingOptions {
  return {
    ...defaultTiming(),
    budgetMs: options.budgetMs,
    remeasureSlow: options.remeasureSlow === true,
  }
}

/** A workload's one-line puzzles, read once; null for a line that is not one (its solve is `invalid`). */
export function readWorkload(lines: readonly string[]): (Puzzle | null)[] {
  return lines.map((line) => {
    const parsed = parsePuzzle(line)
    return parsed.ok ? parsed.puzzle : null
  })
}

/**
 * A puzzle whose first solve took this long keeps that time in every round:
 * solving it again every round would cost seconds and tell little, its noise
 * being small beside its time (the rule of MEASURE.longMs).
 */
const KEEP_FIRST_ABOVE_MS = MEASURE.longMs

/** Warm an algorithm up on the first few readable puzzles of a workload (see warmUp). */
export function warmUpOn(
  algorithm: Algorithm,
  puzzles: readonly (Puzzle | null)[],
  options: TimingOptions & { puzzles: number },
): void {
  const some = puzzles
    .filter((p): p is Puzzle => p !== null && solvesSize(algorithm, p.size))
    .slice(0, options.puzzles)
  if (!some.length) return
  warmUp(() => {
    for (const p of some) {
      try {
        algorithm.solve(p, { limit: 1, deadline: hostClock.now() + options.budgetMs })
      } catch {
        // The timed solve of this puzzle will say what went wrong.
      }
    }
  }, options.spanMs)
}

/**
 * Round 0 of one puzzle: solve it with recording off and `limit: 1`, verify the
 * answer with an independent checker and keep its counts, then measure it as
 * every later round does (a solve of KEEP_FIRST_ABOVE_MS or more, or a
 * time-out, is its own measurement).
 */
export function timePuzzle(
  algorithm: Algorithm,
  puzzle: Puzzle | null,
  index: number,
  options: TimingOptions = defaultTiming(),
): PuzzleTiming {
  // A puzzle that could not be read, or of a size the algorithm does not handle, is a failure.
  if (!puzzle || !solvesSize(algorithm, puzzle.size)) return failed(index, 'invalid')
  try {
    return timeSolve(algorithm, puzzle, index, options)
  } catch (e) {
    // A malformed answer of a user's solver (engine/custom: AnswerError, told by its
    // name, which survives a trip between threads where the class does not) is a
    // wrong answer, with what was wrong in the note.
    if (isAnswerError(e)) return failed(index, 'wrong', e.message)
    // A bug in one algorithm on one puzzle is that puzzle's answer, never the end of the run.
    return failed(index, 'error', e instanceof Error ? e.message : String(e))
  }
}

/** Whether `e` is an AnswerError, by name (not `instanceof`: it may come from another realm). */
function isAnswerError(e: unknown): e is { name: string; message: string } {
  if (typeof e !== 'object' || e === null) return false
  const { name, message } = e as { name?: unknown; message?: unknown }
  return name === 'AnswerError' && typeof message === 'string'
}

function failed(index: number, answer: PuzzleAnswer, note?: string): PuzzleTiming {
  const zero = { us: 0, guesses: 0, backtracks: 0, calculations: 0 }
  return { index, ...zero, ok: false, timedOut: false, answer, ...(note ? { note } : {}) }
}

function timeSolve(
  algorithm: Algorithm,
  puzzle: Puzzle,
  index: number,
  options: TimingOptions,
): PuzzleTiming {
  const t0 = hostClock.now()
  const first = algorithm.solve(puzzle, { limit: 1, deadline: t0 + options.budgetMs })
  let ms = hostClock.now() - t0
  const timedOut = first.timedOut === true
  // Measured like every later round (the first solve was only its verification),
  // unless it took so long that it is its own measurement.
  if (!timedOut && ms < KEEP_FIRST_ABOVE_MS) ms = measurePuzzle(algorithm, puzzle, options) ?? ms
  const { guesses, backtracks, calculations } = first.stats
  const ok = answerIsRight(algorithm, puzzle, first)
  const answer: PuzzleAnswer = timedOut
    ? 'timeout'
    : !ok
      ? 'wrong'
      : !first.solution
        ? 'unsolvable'
        : puzzle.givens.every((d) => d !== 0)
          ? 'filled'
          : 'solved'
  // Only a user's solver answers wrong (engine/custom); say how, as for a malformed answer.
  const note =
    answer !== 'wrong'
      ? undefined
      : first.solution
        ? 'the answer does not solve the puzzle'
        : 'no solution given, but the puzzle has one'
  const timing = { index, us: ms * 1000, guesses, backtracks, calculations, ok, timedOut, answer }
  return note ? { ...timing, note } : timing
}

/**
 * One measurement of one puzzle, ms per solve; null when a solve ran into the
 * budget (the measurement's batches share one deadline, so a time-out there is
 * no time of the solve).
 */
function measurePuzzle(
  algorithm: Algorithm,
  puzzle: Puzzle,
  options: TimingOptions,
): number | null {
  const deadline = hostClock.now() + options.budgetMs
  let timedOut = false
  const { ms } = measure(() => {
    if (algorithm.solve(puzzle, { limit: 1, deadline }).timedOut) timedOut = true
  }, options.spanMs)
  return timedOut ? null : ms
}

/**
 * A later round of one puzzle (µs), after round 0 gave `first`: measured again,
 * unless it failed, timed out or took KEEP_FIRST_ABOVE_MS or more.
 */
export function timeAgain(
  algorithm: Algorithm,
  puzzle: Puzzle | null,
  first: PuzzleTiming,
  options: TimingOptions = defaultTiming(),
): number {
  const slow = first.us >= KEEP_FIRST_ABOVE_MS * 1000 && !options.remeasureSlow
  if (!puzzle || !first.ok || first.timedOut || slow) return first.us
  try {
    const ms = measurePuzzle(algorithm, puzzle, options)
    return ms === null ? first.us : ms * 1000
  } catch {
    return first.us
  }
}
