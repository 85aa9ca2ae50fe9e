/**
 * Naive backtracking: the classic tutorial solver.
 *
 * Glossary
 *   empties   the empty cells in row-major order; position k is the k-th of them
 *   position  the search fills positions 0..k-1 and tries digits at position k;
 *             every position after k is empty
 *   check     one comparison of a digit with one peer's value: the digit is legal
 *             when no peer (row, column, box) holds it. `calculations` counts checks;
 *             a digit's checks stop at the first peer that holds it.
 *
 * The search is a loop over positions with the digit to try next, not recursion, so a
 * 16x16 grid cannot overflow the stack. It allocates nothing once a solve has begun:
 * the board and the list of empties are typed arrays made once per geometry.
 *
 * This module also holds what markup.ts and dlx.ts share with it: loading the givens
 * (with the conflict check), the clock, and closing a step log.
 */

import { emptyStats, type Algorithm, type SolveResult, type SolveStats } from '../algorithm'
import { defineAlgorithm } from './catalog'
import type { Geometry } from '../geometry'
import { puzzleGeometry } from '../puzzle'
import { DEFAULT_STEP_CAP, StepLog, type ReplayBoard } from '../steps'
import { clock } from '../clock'

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
 * Close a log: `unsolvable` when nothing was found; otherwise, when counting moved the
 * board on past the first solution, a restore back to it and `solved` again, so that
 * replaying the whole log ends on the solution the result reports. `emptyMask(c)` is
 * the mask the replayed board shows for an empty cell.
 */
export function closeLog(
  log: StepLog,
  values: Uint8Array,
  emptyMask: (cell: number) => number,
  solutions: number,
  solution: Uint8Array,
): void {
  if (solutions === 0) {
    log.unsolvable()
    return
  }
  let same = true
  for (let c = 0; c < values.length && same; c++) same = values[c] === solution[c]
  if (same) return
  const n = values.length
  const from: ReplayBoard = { values, masks: new Uint32Array(n) }
  const to: ReplayBoard = { values: solution, masks: new Uint32Array(n) }
  for (let c = 0; c < n; c++) {
    const v = values[c]!
    from.masks[c] = v ? 1 << (v - 1) : emptyMask(c)
    to.masks[c] = 1 << (solution[c]! - 1)
  }
  log.restore(0, from, to)
  log.solved()
}

/** A backtracker's log: its depth is the number of cells the search has filled. */
export function newLog(g: Geometry, options: { record?: boolean; maxSteps?: number }) {
  if (!options.record) return null
  const log = new StepLog(g.box, options.maxSteps ?? DEFAULT_STEP_CAP)
  log.depthBy = 'levels'
  return log
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

/** The typed arrays of one geometry, made once and reused by every solve. */
class NaiveSolver {
  private readonly values: Uint8Array
  private readonly empties: Uint16Array
  private readonly solution: Uint8Array

  constructor(private readonly g: Geometry) {
    this.values = new Uint8Array(g.cells)
    this.empties = new Uint16Array(g.cells)
    this.solution = new Uint8Array(g.cells)
  }

  solve(
    givens: ArrayLike<number>,
    record: boolean,
    maxSteps?: number,
    limit = 1,
    deadline = Infinity,
  ): SolveResult {
    const started = clock.now()
    const { g, values, empties, solution } = this
    const { cells, size, all, peerFlat, peerCount } = g
    const log = newLog(g, { record, maxSteps })
    const stats = emptyStats()
    const { bad, checks } = loadGivens(g, givens, values)
    let calculations = checks
    let solutions = 0
    let timedOut = false

    if (bad >= 0) {
      if (log) log.contradictionCell(bad)
    } else {
      let count = 0
      for (let c = 0; c < cells; c++) if (values[c] === 0) empties[count++] = c
      let placements = 0
      let guesses = 0
      let backtracks = 0
      let maxDepth = 0
      let k = 0
      let d = 1 // the lowest digit not yet tried at position k
      for (;;) {
        if (k === count) {
          if (++solutions === 1) solution.set(values)
          if (log) log.solved()
          if (solutions >= limit || k === 0) break
          // Counting: leave the solution the way a failed position is left.
          k--
          backtracks++
          d = values[empties[k]!]! + 1
          continue
        }
        const cell = empties[k]!
        const base = cell * peerCount
        const end = base + peerCount
        let found = 0
        for (; d <= size; d++) {
          let i = base
          while (i < end && values[peerFlat[i]!] !== d) i++
          // i - base peers passed the check; the one at i (if any) failed it.
          calculations += i < end ? i - base + 1 : peerCount
          if (i === end) {
            found = d
            break
          }
        }
        // The cell keeps its previous digit while the next is looked for: it is not
        // its own peer, so that digit cannot block anything.
        const old = values[cell]!
        if (found) {
          if (old && log) log.clear(cell, old, all)
          values[cell] = found
          placements++
          // Naive does not know a cell's options: a digit below n leaves digits to
          // come back to, so it counts as a guess; the last digit n does not.
          if (found < size) guesses++
          if (log) log.place(cell, found, found < size ? 'try' : 'last', all)
          if (++k > maxDepth) maxDepth = k
          d = 1
          continue
        }
        if (log) log.contradictionCell(cell)
        if (old) {
          values[cell] = 0
          if (log) log.clear(cell, old, all)
        }
        if (k === 0) break
        // Give up at the deadline; the clock is read once every 4096 backtracks.
        if ((backtracks & 4095) === 4095 && clock.now() > deadline) {
          timedOut = true
          solutions = 0
          break
        }
        k--
        backtracks++
        d = values[empties[k]!]! + 1
      }
      stats.placements = placements
      stats.guesses = guesses
      stats.backtracks = backtracks
      stats.maxDepth = maxDepth
    }

    if (log) closeLog(log, values, () => all, solutions, solution)
    stats.calculations = calculations
    return finish(solutions, solution, stats, log, started, timedOut)
  }
}

const pool = new Map<Geometry, NaiveSolver>()

export const naive: Algorithm = /* @__PURE__ */ defineAlgorithm('naive', {
  solve(puzzle, options = {}) {
    const g = puzzleGeometry(puzzle)
    let s = pool.get(g)
    if (!s) pool.set(g, (s = new NaiveSolver(g)))
    return s.solve(
      puzzle.givens,
      options.record ?? false,
      options.maxSteps,
      options.limit,
      options.deadline,
    )
  },
})
