/// <reference lib="webworker" />
/**
 * The solve worker: runs an algorithm off the main thread with the step log on
 * (to watch), and counts solutions to two so the page can warn about puzzles
 * that are not unique. Solve times are measured elsewhere, as Compare measures
 * them (bench-client.ts), never in a worker that recorded a solve.
 */
import * as Comlink from 'comlink'
import {
  fastestFor,
  getAlgorithm,
  outlineLog,
  parsePuzzle,
  positionMasks,
  puzzleGeometry,
  ratePuzzle,
  serialize,
  validatePosition,
  type ExportFormat,
  type Puzzle,
} from '@/engine/full'
import type { ParsedText, PuzzleRating, SolveReply } from './solve-types'

/** How often a long solve tells the page how far it has got, ms. */
const PROGRESS_MS = 200

function algorithmOf(id: string) {
  const algorithm = getAlgorithm(id)
  if (!algorithm) throw new Error(`unknown algorithm '${id}'`)
  return algorithm
}

const api = {
  /**
   * Solve with the log on and count solutions. The time is measured elsewhere
   * (solve-client.ts `timeInWorker`), after the log has reached the page.
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
    // A position's replay starts from its candidates (StepLog.start), also when the
    // algorithm's log does not say so itself.
    if (recorded.log && !recorded.log.start && puzzle.candidates)
      recorded.log.start = positionMasks(puzzle)
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

  /**
   * Read a text with every format, the pencil-mark ones included (`@/engine/full`
   * provides them here; on the page they would cost its first load).
   */
  parse(text: string): ParsedText {
    const result = parsePuzzle(text)
    return { result, problems: result.ok ? validatePosition(result.puzzle) : [] }
  },

  /** Write a puzzle or a position in any export format, the pencil-mark ones included. */
  write(puzzle: Puzzle, format: ExportFormat): string {
    return serialize(puzzle, format)
  },

  /** The puzzle's SE-scale rating (logic/rating.ts), for the import panel. */
  rate(puzzle: Puzzle): PuzzleRating {
    const counted = fastestFor(puzzle.size).solve(puzzle, { limit: 2 })
    if (counted.solutions !== 1) return { rating: 0, hardest: '', stuck: true, unique: false }
    const r = ratePuzzle(puzzleGeometry(puzzle), puzzle.givens)
    return { rating: r.rating, hardest: r.hardest, stuck: r.stuck, unique: true }
  },
}

export type SolveWorkerApi = typeof api
Comlink.expose(api)
