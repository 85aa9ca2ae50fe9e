/**
 * The one way Sudoku Lab times a solve.
 */
import type { PuzzleAnswer, PuzzleTiming } from './types'
import { solvesSize, type Algorithm } from '../engine/algorithm'
import type { SolveResult } from '../engine/algorithm'
import { getAlgorithm } from '../engine/algorithms/registry'
import { isSolutionOf, type Puzzle } from '../engine/puzzle'
import { clock } from '../engine/clock'

/**
 * Whether an answer is right: a solution must pass the independent checker, and
 * `unsolvable` must be confirmed by a second, different algorithm (dancing links
 * checks the detour Solver; the detour Solver checks everyone else).
 */
export function answerIsRight(algorithm: Algorithm, puzzle: Puzzle, result: SolveResult): boolean {
  if (result.timedOut) return false
  if (result.solution) return isSolutionOf(puzzle, result.solution)
  const referee = getAlgorithm(algorithm.id === 'detour' ? 'dlx' : 'detour')
  return !!referee && referee.solve(puzzle, { limit: 1 }).status === 'unsolvable'
}

export interface TimingOptions {
  /** Most milliseconds one solve may take before it is abandoned (`deadline`). */
  budgetMs: number
  /** Repeat a quick solve until this many milliseconds have passed, then divide. */
  minMs: number
}

export const DEFAULT_TIMING: TimingOptions = { budgetMs: 2000, minMs: 2 }

/** A first solve quicker than this is timed again by repetition (it may have been cold, and the clock is coarse). */
const REPEAT_BELOW_MS = 50
/**
 * A first solve between REPEAT_BELOW_MS and this is solved once more and the
 * quicker time kept: a GC pause or a busy core can add tens of milliseconds to one solve.
 */
const CONFIRM_BELOW_MS = 500

/**
 * Solve one puzzle with recording off and `limit: 1`, verify the answer with an
 * independent checker, and time it. The first solve verifies (and warms the
 * code paths for this puzzle). A quick one is timed again: solved over and over
 * in two batches of at least `minMs / 2` each (browser clocks tick in 0.1 ms or
 * coarser), and the quicker batch's time per solve kept. A middling one is solved once more and the quicker of the
 * two kept. A slow one (or a time-out) keeps its own time. The counts come from
 * the first solve.
 */
export function timePuzzle(
  algorithm: Algorithm,
  puzzle: Puzzle | null,
  index: number,
  options: TimingOptions = DEFAULT_TIMING,
): PuzzleTiming {
  // A puzzle that could not be read, or of a size the algorithm does not handle, is a failure.
  if (!puzzle || !solvesSize(algorithm, puzzle.size)) return failed(index, 'invalid')
  try {
    return timeSolve(algorithm, puzzle, index, options)
  } catch (e) {
    // A bug in one algorithm on one puzzle is that puzzle's answer, never the end of the run.
    return failed(index, 'error', e instanceof Error ? e.message : String(e))
  }
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
  const t0 = clock.now()
  const first = algorithm.solve(puzzle, { limit: 1, deadline: t0 + options.budgetMs })
  let ms = clock.now() - t0
  const timedOut = first.timedOut === true
  if (!timedOut && ms < REPEAT_BELOW_MS) {
    // Two batches of at least minMs / 2 each; the quicker batch's average stands,
    // so one pause (GC, another process) spoils at most one of them.
    ms = Math.min(batch(algorithm, puzzle, options), batch(algorithm, puzzle, options))
  } else if (!timedOut && ms < CONFIRM_BELOW_MS) {
    const start = clock.now()
    const again = algorithm.solve(puzzle, { limit: 1, deadline: start + options.budgetMs })
    if (!again.timedOut) ms = Math.min(ms, clock.now() - start)
  }
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
  return { index, us: ms * 1000, guesses, backtracks, calculations, ok, timedOut, answer }
}

/** Milliseconds per solve over a batch of solves lasting at least minMs / 2. */
function batch(algorithm: Algorithm, puzzle: Puzzle, options: TimingOptions): number {
  const deadline = clock.now() + options.budgetMs
  let runs = 0
  let elapsed: number
  const start = clock.now()
  do {
    algorithm.solve(puzzle, { limit: 1, deadline })
    runs++
    elapsed = clock.now() - start
  } while (elapsed < options.minMs / 2)
  return elapsed / runs
}

/**
 * The time of a later round (µs), after `first` came from timePuzzle: a quick
 * solve is timed in one batch, a middling one solved once. A puzzle that failed,
 * timed out or took CONFIRM_BELOW_MS or more keeps its first time: solving it
 * again every round would cost seconds and tell little, its noise being small
 * beside its time.
 */
export function timeAgain(
  algorithm: Algorithm,
  puzzle: Puzzle | null,
  first: PuzzleTiming,
  options: TimingOptions = DEFAULT_TIMING,
): number {
  if (!puzzle || !first.ok || first.timedOut || first.us >= CONFIRM_BELOW_MS * 1000) return first.us
  try {
    if (first.us < REPEAT_BELOW_MS * 1000) return batch(algorithm, puzzle, options) * 1000
    const start = clock.now()
    const again = algorithm.solve(puzzle, { limit: 1, deadline: start + options.budgetMs })
    return again.timedOut ? first.us : (clock.now() - start) * 1000
  } catch {
    return first.us
  }
}
