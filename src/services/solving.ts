/**
 * The page's solve and timing clients (workers/solve-client.ts, bench-client.ts),
 * each with the sandbox wired in for your solvers (sandboxed.ts). The Solve view's
 * solve, its timing, the pencil-mark formats' reader and writer, and the rating each
 * have a worker of their own, so none cancels another. One object, `solving`: the
 * stores and components call it, and a test replaces its methods
 * (tests/fixtures/services.ts).
 */
import { serialize, type ExportFormat, type Puzzle } from '@/engine'
import type { Timing } from '@/bench/timing'
import type { BenchClient } from '@/workers/bench-client'
import { createSolveClient, SolveCancelled } from '@/workers/solve-client'
import type { ParsedText, PuzzleRating, SolveReply } from '@/workers/solve-types'
import { userSlot, userSolve } from './sandboxed'

export { SolveCancelled }

const solveView = createSolveClient({ userSolve })
/**
 * The Solve view's timing, as Compare times (bench-client.ts: a fresh worker for the
 * algorithm). Loaded with the first timing: the page's first load does without it.
 */
const timingClient = () => import('@/workers/bench-client')
let solveTiming: BenchClient | null = null
/** Counts cancelTiming calls: a timing cancelled while its client loads does not start. */
let timingsCancelled = 0
/**
 * The pencil-mark formats (pm-grid, candidates-81, hodoku) are read and written on a
 * worker of their own, started when first needed: the worker has the whole engine,
 * and loading those formats on the page would split its first load's shared chunk.
 */
const formats = createSolveClient()
/** Rating runs on a worker of its own, beside the Solve view's solve. */
const rater = createSolveClient()

export const solving = {
  /**
   * The Solve view's solve, log on (a new one replaces the one running; rejects with
   * SolveCancelled when replaced or cancelled).
   */
  solve(
    puzzle: Puzzle,
    algorithmId: string,
    maxSteps: number,
    options?: { onProgress?: (steps: number) => void; techniques?: readonly string[] },
  ): Promise<SolveReply> {
    return solveView.solve(puzzle, algorithmId, maxSteps, options)
  },
  cancel(): void {
    solveView.cancel()
  },
  /**
   * The solve's warm time with recording off; `onRound` hears each round and the
   * estimate so far; `techniques`, the switches of a logic solve (absent: all).
   * Rejects with SolveCancelled when replaced.
   */
  async time(
    puzzle: Puzzle,
    algorithmId: string,
    onRound?: (rounds: number, estimate: Timing[]) => void,
    techniques?: readonly string[],
  ): Promise<Timing> {
    const cancelledBefore = timingsCancelled
    const { BenchCancelled, createBenchClient, timeOnePuzzle } = await timingClient()
    if (timingsCancelled !== cancelledBefore) throw new SolveCancelled()
    solveTiming ??= createBenchClient({ userSlot })
    try {
      // A position's line carries its candidates and placed cells (HoDoKu's form).
      const line =
        puzzle.candidates || puzzle.placed?.length
          ? await formats.write(puzzle, 'hodoku')
          : serialize(puzzle, 'line')
      return (await timeOnePuzzle(solveTiming, line, [algorithmId], onRound, techniques))[0]!
    } catch (e) {
      throw e instanceof BenchCancelled ? new SolveCancelled() : e
    }
  },
  /** End the Solve view's timing (a newer solve replaces it). */
  cancelTiming(): void {
    timingsCancelled++
    solveTiming?.cancel()
  },
  /** Read a text with every format, the pencil-mark ones included, and check its position. */
  parse(text: string): Promise<ParsedText> {
    return formats.parse(text)
  },
  /** Write a puzzle or a position in any export format (throws as serialize does). */
  write(puzzle: Puzzle, format: ExportFormat): Promise<string> {
    return formats.write(puzzle, format)
  },
  /** The puzzle's SE-scale rating within `budgetMs` (0: no limit); a new call replaces a running one. */
  rate(puzzle: Puzzle, budgetMs?: number): Promise<PuzzleRating> {
    return rater.rate(puzzle, budgetMs)
  },
}
