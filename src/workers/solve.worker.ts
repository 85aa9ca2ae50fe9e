/// <reference lib="webworker" />
/**
 * The solve worker: runs an algorithm off the main thread, once with the step
 * log on (to watch) and once without (to time it), and counts solutions to two
 * so the page can warn about puzzles that are not unique.
 */
import * as Comlink from 'comlink'
import {
  fastestFor,
  getAlgorithm,
  outlineLog,
  puzzleGeometry,
  ratePuzzle,
  type Puzzle,
} from '@/engine'
import type { PuzzleRating, SolveReply } from './solve-types'

/**
 * Time a solve without recording: repeat it until ~40 ms have passed and divide.
 * Browsers round performance.now() to 0.1 ms or coarser, so timing single fast
 * solves would mostly read 0 or 0.1; one reading around a batch does not.
 */
function timeSolve(run: () => void, batchMs = 40): number {
  const first = performance.now()
  run() // warm-up; a slow solve (naive on a hard puzzle) is timed by this one run
  const once = performance.now() - first
  if (once >= batchMs) return once
  let runs = 0
  const start = performance.now()
  let elapsed: number
  do {
    run()
    runs++
    elapsed = performance.now() - start
  } while (elapsed < batchMs && runs < 100_000)
  return elapsed / runs
}

/** How often a long solve tells the page how far it has got, ms. */
const PROGRESS_MS = 200

function algorithmOf(id: string) {
  const algorithm = getAlgorithm(id)
  if (!algorithm) throw new Error(`unknown algorithm '${id}'`)
  return algorithm
}

const api = {
  /**
   * Solve with the log on, count solutions, and (unless `timed` is false) time it.
   * The Solve view asks for the time separately (`time`), so the log reaches the
   * page without waiting for the ~40 ms timing loop. `progress` hears the steps
   * recorded so far, at most every PROGRESS_MS, while a long solve (logic) runs.
   */
  solve(
    puzzle: Puzzle,
    algorithmId: string,
    maxSteps: number,
    timed = true,
    progress?: (steps: number) => void,
  ): SolveReply {
    const algorithm = algorithmOf(algorithmId)
    let lastReport = performance.now()
    const onProgress = progress
      ? (steps: number) => {
          if (performance.now() - lastReport < PROGRESS_MS) return
          lastReport = performance.now()
          progress(steps)
        }
      : undefined
    const recorded = algorithm.solve(puzzle, { record: true, maxSteps, limit: 1, onProgress })
    // Counting to two is the fast engine's job where it can (naive would search the whole tree).
    const counter = [fastestFor(puzzle.size), getAlgorithm('detour')].find((a) =>
      a?.sizes.includes(puzzle.size),
    )
    const counted = (counter ?? algorithm).solve(puzzle, { limit: 2 })
    const timedMs = timed ? timeSolve(() => algorithm.solve(puzzle, { limit: 1 })) : null
    const outline = outlineLog(recorded.log!)
    const log = recorded.log!.toData()
    const reply: SolveReply = {
      status: recorded.status,
      solutions: counted.solutions,
      solution: recorded.solution,
      stats: recorded.stats,
      timedMs,
      log,
      outline,
    }
    return Comlink.transfer(reply, [log.words.buffer, log.extra.buffer, outline.depth.buffer])
  },

  /** The puzzle's SE-scale rating (logic/path.ts), for the import panel. */
  rate(puzzle: Puzzle): PuzzleRating {
    const counted = fastestFor(puzzle.size).solve(puzzle, { limit: 2 })
    if (counted.solutions !== 1) return { rating: 0, hardest: '', stuck: true, unique: false }
    const r = ratePuzzle(puzzleGeometry(puzzle), puzzle.givens)
    return { rating: r.rating, hardest: r.hardest, stuck: r.stuck, unique: true }
  },

  /** The solve's time with recording off, ms. */
  time(puzzle: Puzzle, algorithmId: string): number {
    const algorithm = algorithmOf(algorithmId)
    return timeSolve(() => algorithm.solve(puzzle, { limit: 1 }))
  },

  /**
   * Each algorithm's solve time (ms, recording off) in interleaved rounds (A, B,
   * B, A, ...), so the race can tell a real difference from noise: `times[i]`
   * holds algorithm i's time in every round.
   */
  timeRounds(puzzle: Puzzle, algorithmIds: string[]): number[][] {
    const algorithms = algorithmIds.map(algorithmOf)
    const times = algorithms.map(() => [] as number[])
    const start = performance.now()
    for (let r = 0; r < RACE_ROUNDS.max; r++) {
      if (r >= RACE_ROUNDS.min && performance.now() - start > RACE_ROUNDS.ms) break
      algorithms.forEach((_, k) => {
        const i = (k + r) % algorithms.length
        times[i]!.push(timeSolve(() => algorithms[i]!.solve(puzzle, { limit: 1 }), 10))
      })
    }
    return times
  },
}

export type SolveWorkerApi = typeof api

/** Rounds of the race's timing: at least MIN, then more until ROUNDS_MS have passed (at most MAX). */
const RACE_ROUNDS = { min: 3, max: 15, ms: 400 }
Comlink.expose(api)
