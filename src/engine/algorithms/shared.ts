/**
 * What the solvers share: one engine per geometry, reading the options, loading the
 * givens, closing a step log and building the result. Each piece is written once
 * here so that every algorithm ends a solve the same way (a replayed log ends on
 * the solution the result reports; a time-out reports no solution).
 */

import { emptyStats, type SolveOptions, type SolveResult, type SolveStats } from '../algorithm'
import type { Geometry } from '../geometry'
import { hasPencilMarks, positionMasks } from '../position'
import type { Puzzle } from '../puzzle'
import { DEFAULT_STEP_CAP, StepLog, type DepthMeasure, type ReplayBoard } from '../steps'
import { clock } from '../clock'

/** The engine of each geometry, made on first use (see `perGeometry`). */
export interface PerGeometry<T> {
  (g: Geometry): T
  /** Every engine made so far. */
  made(): IterableIterator<T>
}

/**
 * One engine per geometry, made by `make` on first use and kept: an engine's typed
 * arrays are sized once for its grid. A solve runs to completion synchronously, so
 * sharing an engine is safe within one thread.
 */
export function perGeometry<T>(make: (g: Geometry) => T): PerGeometry<T> {
  const made = new Map<Geometry, T>()
  const get = (g: Geometry): T => {
    let engine = made.get(g)
    if (engine === undefined) {
      engine = make(g)
      made.set(g, engine)
    }
    return engine
  }
  return Object.assign(get, { made: () => made.values() })
}

/**
 * The candidates a solve of `p` must keep to, or null for a puzzle without pencil
 * marks (every algorithm's path then stays exactly as before positions existed):
 * `positionMasks`, per empty cell the digits its peers allow AND its pencil marks.
 */
export function pencilMarks(p: Puzzle): Uint32Array | null {
  return hasPencilMarks(p) ? positionMasks(p) : null
}

/** The options of one solve with their defaults filled in. */
export interface SolveSettings {
  /** The log to record into, or null when not recording. */
  log: StepLog | null
  /** Stop after this many solutions. */
  limit: 1 | 2
  /** clock.now() time to give up at (Infinity: never). */
  deadline: number
}

/**
 * Read a solve's options: a log when `record` (capped at `maxSteps`, its depth
 * measured by `depthBy`), the solution limit (1 unless 2) and the deadline.
 * Backtrackers measure depth in 'levels' (cells the search has filled); the
 * snapshot solvers keep the log's default, 'snapshots'. A solve from a position
 * passes its `marks` (`pencilMarks`): the log starts from them.
 */
export function solveSettings(
  g: Geometry,
  options: SolveOptions = {},
  depthBy?: DepthMeasure,
  marks: Uint32Array | null = null,
): SolveSettings {
  let log: StepLog | null = null
  if (options.record) {
    log = new StepLog(g.box, options.maxSteps ?? DEFAULT_STEP_CAP)
    if (depthBy) log.depthBy = depthBy
    log.start = marks
  }
  return { log, limit: options.limit === 2 ? 2 : 1, deadline: options.deadline ?? Infinity }
}

/**
 * Copy the givens into `values` and find the first that cannot stand: a digit out of
 * range, or the later cell of the first pair of equal digits in a unit (row-major).
 * Returns that cell (or -1) and the peer checks it took.
 */
export function loadGivens(
  g: Geometry,
  givens: ArrayLike<number>,
  values: Uint8Array,
): { bad: number; checks: number } {
  const { cells, size, peerFlat, peerCount } = g
  let bad = -1
  for (let c = 0; c < cells; c++) {
    const d = givens[c]!
    if (Number.isInteger(d) && d >= 0 && d <= size) values[c] = d
    else {
      values[c] = 0
      if (bad < 0) bad = c
    }
  }
  let checks = 0
  for (let c = 0; c < cells && bad < 0; c++) {
    const d = values[c]!
    if (d === 0) continue
    const base = c * peerCount
    for (let i = 0; i < peerCount; i++) {
      const p = peerFlat[base + i]!
      checks++
      if (p > c && values[p] === d) {
        bad = p
        break
      }
    }
  }
  return { bad, checks }
}

/**
 * The start of a backtracker's solve (naive, markup, dlx): the clock read, the options
 * read (depth in 'levels'), fresh stats, and the givens loaded into `values`. A given
 * that cannot stand (`bad`, or -1) is already recorded as a contradiction; `checks`
 * is the peer checks loading took, the first of the solve's calculations. `marks`:
 * a position's candidates (`pencilMarks`), or null.
 */
export function beginBacktrack(
  g: Geometry,
  givens: ArrayLike<number>,
  values: Uint8Array,
  options: SolveOptions | undefined,
  marks: Uint32Array | null = null,
): SolveSettings & { started: number; stats: SolveStats; bad: number; checks: number } {
  const started = clock.now()
  const settings = solveSettings(g, options, 'levels', marks)
  const { bad, checks } = loadGivens(g, givens, values)
  if (bad >= 0 && settings.log) settings.log.contradictionCell(bad)
  const { log, limit, deadline } = settings
  return { log, limit, deadline, started, stats: emptyStats(), bad, checks }
}

/** Whether two grids hold the same digits. */
export function sameValues(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
  if (a.length !== b.length) return false
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false
  return true
}

/**
 * The board a backtracker's replayed log shows: its digits, and `emptyMask(cell)`
 * for an empty cell (the candidates it keeps there, or every digit).
 */
export function backtrackBoard(
  values: Uint8Array,
  emptyMask: (cell: number) => number,
): ReplayBoard {
  const masks = new Uint32Array(values.length)
  for (let c = 0; c < values.length; c++) {
    const v = values[c]!
    masks[c] = v ? 1 << (v - 1) : emptyMask(c)
  }
  return { values, masks }
}

/**
 * Close a log: `unsolvable` when nothing was found; otherwise, when counting moved
 * the board on past the first solution, a restore from `board` (what a replay shows
 * now) back to the solution and `solved` again, so that replaying the whole log ends
 * on the solution the result reports.
 */
export function closeLog(
  log: StepLog,
  board: ReplayBoard,
  solutions: number,
  solution: Uint8Array,
): void {
  if (solutions === 0) {
    log.unsolvable()
    return
  }
  if (sameValues(board.values, solution)) return
  const to: ReplayBoard = { values: solution, masks: new Uint32Array(solution.length) }
  for (let c = 0; c < solution.length; c++) to.masks[c] = 1 << (solution[c]! - 1)
  log.restore(0, board, to)
  log.solved()
}

/**
 * The result of a solve; `stats.ms` is measured from `started`. A solve that gave up
 * at the deadline found nothing it can vouch for (with limit 2, one solution found
 * before the time-out does not say how many there are), so its caller has already
 * set `solutions` to 0, and the result says `timedOut`.
 */
export function finish(
  solutions: number,
  solution: Uint8Array,
  stats: SolveStats,
  log: StepLog | null,
  started: number,
  timedOut: boolean,
): SolveResult {
  stats.ms = clock.now() - started
  return {
    status: solutions ? 'solved' : 'unsolvable',
    solutions,
    solution: solutions ? Array.from(solution) : null,
    stats,
    log,
    ...(timedOut ? { timedOut } : {}),
  }
}
