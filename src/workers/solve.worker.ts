/// <reference lib="webworker" />
/**
 * The solve worker: runs an algorithm off the main thread with the step log on
 * (to watch), counts solutions to two so the page can warn about puzzles that
 * are not unique, and times solves with the log off through the one timing
 * module (src/bench/timing.ts), for the Solve view's statistics and the Race.
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
import { solveSubject, timeInRounds, type Timing } from '@/bench/timing'
import type { PuzzleRating, SolveReply } from './solve-types'

/** How often a long solve tells the page how far it has got, ms. */
const PROGRESS_MS = 200

function algorithmOf(id: string) {
  const algorithm = getAlgorithm(id)
  if (!algorithm) throw new Error(`unknown algorithm '${id}'`)
  return algorithm
}

const api = {
  /**
   * Solve with the log on and count solutions. The time is asked for separately
   * (`time`), so the log reaches the page without waiting for the timing.
   * `progress` hears the steps recorded so far, at most every PROGRESS_MS, while
   * a long solve (logic) runs.
   */
  solve(
    puzzle: Puzzle,
    algorithmId: string,
    maxSteps: number,
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
    const outline = outlineLog(recorded.log!)
    const log = recorded.log!.toData()
    const reply: SolveReply = {
      status: recorded.status,
      solutions: counted.solutions,
      solution: recorded.solution,
      stats: recorded.stats,
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

  /**
   * The solve's time with recording off (timing.ts: warmed up, measured in rounds
   * until stable): its median with the 95% interval. `onRound` hears each round.
   */
  time(puzzle: Puzzle, algorithmId: string, onRound?: (rounds: number) => void): Timing {
    return timeInRounds([solveSubject(algorithmOf(algorithmId), puzzle)], { onRound })[0]!
  },

  /**
   * Each algorithm's time in interleaved rounds (A, B; B, A; ...), the way
   * Compare times them, so the Race can tell a real difference from noise.
   */
  timeRounds(puzzle: Puzzle, algorithmIds: string[], onRound?: (rounds: number) => void): Timing[] {
    const subjects = algorithmIds.map((id) => solveSubject(algorithmOf(id), puzzle))
    return timeInRounds(subjects, { onRound })
  },
}

export type SolveWorkerApi = typeof api
Comlink.expose(api)
