/**
 * A user's solver as an `Algorithm`, so that the timing, Compare, the Race and the
 * Solve view run it as they run the app's own (bench/timing.ts `timePuzzle`,
 * workers). The module itself runs in a sandboxed Worker (src/sandbox/); this
 * adapter runs next to it there, and `logFromEvents` on the page's side of the
 * sandbox, which receives the steps as plain numbers.
 *
 * The user's steps are turned into the log every backtracker writes: `place` with
 * reason `naked-single` (a forced placement), `guess` (a choice), and a `clear`
 * for a backtrack; depth counts the cells filled ('levels'), and the log is closed
 * as every algorithm's is (shared.ts `closeLog`), so a replay ends on the answer.
 * Steps that make no sense on the board (a cell out of range, a given overwritten,
 * a digit its row, column or box already holds, an empty cell backtracked) are skipped, so a replay never shows a board the
 * solver did not have.
 */
import { emptyStats, type Algorithm, type SolveResult, type SolveStats } from '../algorithm'
import { clock } from '../clock'
import type { Geometry } from '../geometry'
import { puzzleGeometry, type Puzzle } from '../puzzle'
import { DEFAULT_STEP_CAP, StepLog } from '../steps'
import { serializeLine } from '../formats/serialize'
import { backtrackBoard, closeLog } from '../algorithms/shared'
import { AnswerError, checkAnswer, kindOf, type UserSolver } from './contract'

/** Three ints per step: type (STEP_PLACE, STEP_GUESS, STEP_BACKTRACK), cell, digit (0 for a backtrack). */
export type StepEvents = Int32Array

export const STEP_PLACE = 0
export const STEP_GUESS = 1
export const STEP_BACKTRACK = 2

const STEP_TYPES: Readonly<Record<string, number>> = {
  place: STEP_PLACE,
  guess: STEP_GUESS,
  backtrack: STEP_BACKTRACK,
}

/** The side of a one-line puzzle of `length` cells (4, 9, 16, 25), or 0. */
function sideOf(length: number): number {
  const n = Math.round(Math.sqrt(length))
  return n * n === length && [4, 9, 16, 25].includes(n) ? n : 0
}

/**
 * Solve `line` with `solver`, collecting the steps it reports through `onStep`,
 * at most `cap` of them (`capped` then; the solve goes on). A step that is not an
 * object with a known `type`, an integer `cell` 0..n*n-1 and (for place and guess)
 * an integer `digit` 1..n is left out and counted in `ignored`. The solver's throw
 * is not caught: it is the caller's to report.
 */
/** One recorded solve (recordSteps, then timed by whoever ran it): the raw answer, the steps as 3 ints each, the counts. */
export interface RecordedSolve {
  answer: unknown
  events: Int32Array
  ignored: number
  capped: boolean
  guesses: number
  backtracks: number
  ms: number
}

export function recordSteps(
  solver: UserSolver,
  line: string,
  cap: number,
): { answer: unknown; events: StepEvents; ignored: number; capped: boolean } {
  const n = sideOf(line.length)
  const cells = n * n
  let events = new Int32Array(3 * Math.max(16, Math.min(cap, 4096)))
  let length = 0
  let ignored = 0
  let capped = false
  const onStep = (step: unknown): void => {
    if (typeof step !== 'object' || step === null) {
      ignored++
      return
    }
    const { type, cell, digit } = step as { type?: unknown; cell?: unknown; digit?: unknown }
    const kind =
      typeof type === 'string' && Object.hasOwn(STEP_TYPES, type) ? STEP_TYPES[type]! : -1
    const cellOk = Number.isInteger(cell) && (cell as number) >= 0 && (cell as number) < cells
    const digitOk =
      kind === STEP_BACKTRACK ||
      (Number.isInteger(digit) && (digit as number) >= 1 && (digit as number) <= n)
    if (kind < 0 || !cellOk || !digitOk) {
      ignored++
      return
    }
    if (length >= cap) {
      capped = true
      return
    }
    if (3 * length + 3 > events.length) {
      const bigger = new Int32Array(Math.min(3 * cap, 2 * events.length))
      bigger.set(events)
      events = bigger
    }
    events[3 * length] = kind
    events[3 * length + 1] = cell as number
    events[3 * length + 2] = kind === STEP_BACKTRACK ? 0 : (digit as number)
    length++
  }
  const answer = solver.solve(line, { onStep })
  return { answer, events: events.slice(0, 3 * length), ignored, capped }
}

/**
 * The step log of a user solver's `events` on `puzzle`, at most `cap` steps, closed
 * on `solution` (null: no solution, the log ends `unsolvable`). Every event is
 * checked against the board as it stands: a type, cell or digit out of range, a
 * placement on a given or of a digit a peer holds, or a backtrack of an empty or
 * given cell is skipped (a replay then never shows a board no Sudoku can hold). A
 * placement on a cell the solver filled earlier and never backtracked first clears
 * it, so the replay shows what the solver's board held.
 */
export function logFromEvents(
  puzzle: Puzzle,
  events: StepEvents,
  solution: number[] | null,
  cap: number,
): StepLog {
  const g = puzzleGeometry(puzzle)
  const { cells, size, all } = g
  const log = new StepLog(g.box, cap)
  log.depthBy = 'levels'
  const values = new Uint8Array(cells)
  const given = new Uint8Array(cells)
  for (let c = 0; c < cells; c++) {
    const d = puzzle.givens[c]!
    if (Number.isInteger(d) && d >= 1 && d <= size) {
      values[c] = d
      given[c] = 1
    }
  }
  for (let i = 0; i + 2 < events.length && !log.capped; i += 3) {
    const type = events[i]!
    const cell = events[i + 1]!
    const digit = events[i + 2]!
    if (cell < 0 || cell >= cells || given[cell]) continue
    const old = values[cell]!
    if (type === STEP_BACKTRACK) {
      if (!old) continue
      values[cell] = 0
      log.clear(cell, old, all)
      continue
    }
    if ((type !== STEP_PLACE && type !== STEP_GUESS) || digit < 1 || digit > size) continue
    if (clashes(g, values, cell, digit)) continue
    if (old) log.clear(cell, old, all)
    values[cell] = digit
    log.place(cell, digit, type === STEP_GUESS ? 'guess' : 'naked-single', all)
  }
  const solved = solution !== null && solution.length === cells
  if (solved) {
    const board = new Uint8Array(solution)
    // A log that ends on the solution shows it solved; closeLog restores it otherwise.
    if (board.every((d, c) => d === values[c])) log.solved()
    closeLog(
      log,
      backtrackBoard(values, () => all),
      1,
      board,
    )
  } else
    closeLog(
      log,
      backtrackBoard(values, () => all),
      0,
      new Uint8Array(cells),
    )
  return log
}

/** Whether a peer of `cell` holds `digit` (the cell itself is not its own peer). */
function clashes(g: Geometry, values: Uint8Array, cell: number, digit: number): boolean {
  const { peerFlat, peerCount } = g
  for (let i = cell * peerCount; i < (cell + 1) * peerCount; i++)
    if (values[peerFlat[i]!] === digit) return true
  return false
}

/** A counter of `counters()`: a finite number of 0 or more, else 0. */
function counter(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : 0
}

/**
 * The guesses and backtracks the solver reports of its last solve: 0 for each when it
 * has no `counters`, when `counters()` throws, or for a value that is not a finite
 * number of 0 or more (the README: malformed counters count as 0).
 */
export function reportedCounters(solver: UserSolver): { guesses: number; backtracks: number } {
  const none = { guesses: 0, backtracks: 0 }
  if (!solver.counters) return none
  let reported: unknown
  try {
    reported = solver.counters()
  } catch {
    // Counters are a courtesy: a solver whose counters() fails still solved.
    return none
  }
  if (typeof reported !== 'object' || reported === null) return none
  try {
    const { guesses, backtracks } = reported as { guesses?: unknown; backtracks?: unknown }
    return { guesses: counter(guesses), backtracks: counter(backtracks) }
  } catch {
    // A getter that throws is as malformed as any other value.
    return none
  }
}

function readCounters(solver: UserSolver, stats: SolveStats): void {
  const { guesses, backtracks } = reportedCounters(solver)
  stats.guesses = guesses
  stats.backtracks = backtracks
}

/** A solver's throw as an Error (a module may throw a string, or anything). */
function asError(e: unknown): Error {
  if (e instanceof Error) return e
  return new Error(typeof e === 'string' ? e : `the solver threw ${kindOf(e)}`)
}

/**
 * The number of solutions `count` reports, checked: 0, 1 or 2, and consistent
 * with the answer (at least 1 when it found a solution, 0 when it found none).
 */
function checkedCount(solver: UserSolver, line: string, found: boolean): number {
  let n: unknown
  try {
    n = solver.count!(line)
  } catch (e) {
    throw asError(e)
  }
  if (n !== 0 && n !== 1 && n !== 2)
    throw new AnswerError(
      `count returned ${typeof n === 'number' ? String(n) : kindOf(n)}, not 0, 1 or 2`,
    )
  if (found && n === 0)
    throw new AnswerError('count says the puzzle has no solution, but solve found one')
  if (!found && n !== 0)
    throw new AnswerError(
      `count says the puzzle has ${n === 1 ? 'a solution' : 'solutions'}, but solve found none`,
    )
  return n
}

/**
 * The user's solver as an Algorithm with id `id` (`solverId` of its code). Its
 * `solve` calls the module with the puzzle's line (a position's pencil marks are
 * not passed: the module sees the digits only) and:
 * - a malformed answer (`checkAnswer`'s garbage) throws an AnswerError;
 * - a throw of the module is rethrown as an Error (the timing reports it);
 * - a full grid is `solved` with 1 solution (with `limit: 2` and an exported
 *   `count`, that count, checked); the caller checks that it solves the puzzle;
 * - null is `unsolvable`;
 * - an answer that comes after `options.deadline` is a time-out (the module cannot
 *   be stopped from here; the sandbox's watchdog ends one that never answers).
 * Stats: guesses and backtracks from `counters()`, the rest 0, and the time.
 */
export function userAlgorithm(id: string, solver: UserSolver): Algorithm {
  return {
    id,
    name: solver.name,
    description: solver.description,
    sizes: solver.sizes.slice(),
    candidates: 'none',
    solve(puzzle, options = {}): SolveResult {
      const started = clock.now()
      const line = serializeLine(puzzle)
      const cap = options.maxSteps ?? DEFAULT_STEP_CAP
      let answer: unknown
      let events: StepEvents | null = null
      try {
        if (options.record) ({ answer, events } = recordSteps(solver, line, cap))
        else answer = solver.solve(line, {})
      } catch (e) {
        throw asError(e)
      }
      const stats = emptyStats()
      const deadline = options.deadline ?? Infinity
      if (clock.now() > deadline) {
        stats.ms = clock.now() - started
        const log = events ? logFromEvents(puzzle, events, null, cap) : null
        return { status: 'unsolvable', solutions: 0, solution: null, stats, log, timedOut: true }
      }
      const check = checkAnswer(puzzle, answer)
      if (check.kind === 'garbage') throw new AnswerError(check.why)
      readCounters(solver, stats)
      const solution = check.kind === 'solution' ? check.digits : null
      let solutions = solution ? 1 : 0
      if (options.limit === 2 && solver.count) solutions = checkedCount(solver, line, !!solution)
      stats.ms = clock.now() - started
      const log = events ? logFromEvents(puzzle, events, solution, cap) : null
      return {
        status: solution ? 'solved' : 'unsolvable',
        solutions,
        solution,
        stats,
        log,
      }
    },
  }
}
