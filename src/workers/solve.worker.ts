/// <reference lib="webworker" />
/**
 * The solve worker: runs an algorithm off the main thread with the step log on
 * (to watch), and counts solutions to two so the page can warn about puzzles
 * that are not unique. Solve times are measured elsewhere, as Compare measures
 * them (bench-client.ts), never in a worker that recorded a solve.
 */
import * as Comlink from 'comlink'
import {
  checkAnswer,
  emptyStats,
  fastestFor,
  isSolutionOf,
  logFromEvents,
  getAlgorithm,
  outlineLog,
  parsePuzzle,
  serialize,
  validatePosition,
  type Algorithm,
  type Deduction,
  type ExportFormat,
  type Puzzle,
  type RecordedSolve,
  PENCIL_WRITERS,
} from '@/engine/full'
import {
  RATING_BUDGET_MS,
  type ParsedText,
  type Position,
  type PuzzleRating,
  type SolveReply,
  type StepGroup,
} from './solve-types'
import { positionAfter, stepsAt } from './steps'
import { pageRating } from './rate'

/** How often a long solve tells the page how far it has got, ms. */
const PROGRESS_MS = 200

function algorithmOf(id: string) {
  const algorithm = getAlgorithm(id)
  if (!algorithm) throw new Error(`unknown algorithm '${id}'`)
  return algorithm
}

/** Solutions of `puzzle`, counted to two: the fast engine's job where it can (naive would search the whole tree). */
function countSolutions(puzzle: Puzzle, fallback?: Algorithm): number {
  const counter = [fastestFor(puzzle.size), getAlgorithm('detour')].find((a) =>
    a?.sizes.includes(puzzle.size),
  )
  return (counter ?? fallback ?? getAlgorithm('detour')!).solve(puzzle, { limit: 2 }).solutions
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
    const counted = { solutions: countSolutions(puzzle, algorithm) }
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
   * A user solver's solve, made in its sandbox (src/sandbox/record.ts
   * `recordInSandbox`): its answer checked here (a malformed answer, a grid that is
   * not a solution and "no solution" for a puzzle that has one are errors, saying
   * so), its steps made into the log every algorithm writes (`logFromEvents`, each
   * step checked against the board) with its outline. Solutions are the module's
   * own count when it exports one (never fewer than the answer shows), else counted
   * here as for any algorithm.
   */
  solveUser(
    puzzle: Puzzle,
    solverName: string,
    maxSteps: number,
    recorded: RecordedSolve,
    ownCount: 0 | 1 | 2 | null,
  ): SolveReply {
    const check = checkAnswer(puzzle, recorded.answer)
    if (check.kind === 'garbage') throw new Error(`${solverName} gave a wrong answer: ${check.why}`)
    const solution = check.kind === 'solution' ? check.digits : null
    if (solution && !isSolutionOf(puzzle, solution))
      throw new Error(`${solverName} gave a wrong answer: it is not a solution of the puzzle`)
    const counted = countSolutions(puzzle)
    if (!solution && counted > 0)
      throw new Error(`${solverName} found no solution, but the puzzle has one`)
    const log = logFromEvents(puzzle, recorded.events, solution, maxSteps)
    const outline = outlineLog(log)
    const data = log.toData()
    const stats = {
      ...emptyStats(),
      guesses: recorded.guesses,
      backtracks: recorded.backtracks,
      ms: recorded.ms,
    }
    const reply: SolveReply = {
      status: solution ? 'solved' : 'unsolvable',
      solutions: ownCount === null ? counted : Math.max(ownCount, solution ? 1 : 0),
      solution,
      stats,
      log: data,
      outline,
    }
    return Comlink.transfer(reply, [data.words.buffer, data.extra.buffer, outline.depth.buffer])
  },

  /**
   * Whether `puzzle` has no solution, by the detour Solver: the referee that
   * confirms a user solver's "no solution" (src/sandbox/slot.ts), as timing.ts
   * `answerIsRight` confirms every algorithm's.
   */
  hasNoSolution(puzzle: Puzzle): boolean {
    return getAlgorithm('detour')!.solve(puzzle, { limit: 1 }).status === 'unsolvable'
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
    return serialize(puzzle, format, PENCIL_WRITERS)
  },

  /**
   * "All steps here": for each technique of `techniques` (registry ids; absent: all),
   * easiest first, what it finds at `position` (steps.ts). `onGroup` hears each list
   * as it is done, `onTechnique` the technique searched next, `onSkipped` why the
   * uniqueness techniques are left out (a position not known to have one solution),
   * `onProgress` how many a long search has found so far.
   */
  steps(
    position: Position,
    techniques: string[] | undefined,
    onGroup: (g: StepGroup) => void,
    onTechnique: (id: string) => void,
    onSkipped?: (why: string) => void,
    onProgress?: (id: string, found: number) => void,
  ): void {
    stepsAt(position, techniques, onGroup, onTechnique, onSkipped, onProgress)
  },

  /** The position after `d` (steps.ts). */
  apply(position: Position, d: Deduction): Position {
    return positionAfter(position, d)
  },

  /**
   * The puzzle's SE-scale rating (logic/rating.ts), for the import panel and Play,
   * within `budgetMs` (0: no limit): past it, a lower bound that says so.
   */
  rate(puzzle: Puzzle, budgetMs: number = RATING_BUDGET_MS): PuzzleRating {
    return pageRating(puzzle, budgetMs)
  },
}

export type SolveWorkerApi = typeof api
Comlink.expose(api)
