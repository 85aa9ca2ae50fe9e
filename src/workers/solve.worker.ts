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
  puzzleGeometry,
  ratePuzzle,
  serialize,
  validatePosition,
  type Deduction,
  type ExportFormat,
  type Puzzle,
} from '@/engine/full'
import type { ParsedText, Position, PuzzleRating, SolveReply, StepGroup } from './solve-types'
import { positionAfter, stepsAt } from './steps'

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
   * a long solve (logic) runs. `techniques`: the registry ids a logic solve may
   * use (the switches, stores/techniques.ts); absent, all of them.
   */
  solve(
    puzzle: Puzzle,
    algorithmId: string,
    maxSteps: number,
    progress?: (steps: number) => void,
    techniques?: readonly string[],
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
    // A position's log starts from its candidates (StepLog.start): every algorithm sets it.
    const recorded = algorithm.solve(puzzle, {
      record: true,
      maxSteps,
      limit: 1,
      onProgress,
      techniques,
    })
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

  /**
   * "All steps here": for each technique of `techniques` (registry ids; absent: all),
   * easiest first, what it finds at `position` (steps.ts). `onGroup` hears each list
   * as it is done, `onTechnique` the technique searched next.
   */
  steps(
    position: Position,
    techniques: string[] | undefined,
    onGroup: (g: StepGroup) => void,
    onTechnique: (id: string) => void,
  ): void {
    stepsAt(position, techniques, onGroup, onTechnique)
  },

  /** The position after `d` (steps.ts). */
  apply(position: Position, d: Deduction): Position {
    return positionAfter(position, d)
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
