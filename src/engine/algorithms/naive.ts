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
 */

import type { Algorithm, SolveOptions, SolveResult } from '../algorithm'
import { defineAlgorithm } from './catalog'
import type { Geometry } from '../geometry'
import { puzzleGeometry } from '../puzzle'
import { clock } from '../clock'
import {
  backtrackBoard,
  beginBacktrack,
  closeLog,
  finish,
  pencilMarks,
  perGeometry,
} from './shared'

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

  /**
   * `marks`: a position's candidates (`pencilMarks`), or null for a plain puzzle. A
   * digit that is no candidate of its cell is skipped without a check, as the peer
   * checks would never rule it out.
   */
  solve(
    givens: ArrayLike<number>,
    options?: SolveOptions,
    marks: Uint32Array | null = null,
  ): SolveResult {
    const { g, values, empties, solution } = this
    const { cells, size, all, peerFlat, peerCount } = g
    const { started, log, limit, deadline, stats, bad, checks } = beginBacktrack(
      g,
      givens,
      values,
      options,
      marks,
    )
    let calculations = checks
    let solutions = 0
    let timedOut = false

    if (bad < 0) {
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
        const allowed = marks ? marks[cell]! : all
        // The last digit this cell may take: trying it leaves nothing to come back to.
        const last = marks ? 32 - Math.clz32(allowed) : size
        for (; d <= size; d++) {
          if (marks && !((allowed >> (d - 1)) & 1)) continue
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
          if (old && log) log.clear(cell, old, allowed)
          values[cell] = found
          placements++
          // Naive does not know a cell's options: a digit below n (in a position, below
          // the cell's last pencil mark) leaves digits to come back to, so it counts as
          // a guess; the last does not.
          if (found < last) guesses++
          if (log) log.place(cell, found, found < last ? 'try' : 'last', allowed)
          if (++k > maxDepth) maxDepth = k
          d = 1
          continue
        }
        if (log) log.contradictionCell(cell)
        if (old) {
          values[cell] = 0
          if (log) log.clear(cell, old, allowed)
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

    if (log)
      closeLog(
        log,
        backtrackBoard(values, (c) => (marks ? marks[c]! : all)),
        solutions,
        solution,
      )
    stats.calculations = calculations
    return finish(solutions, solution, stats, log, started, timedOut)
  }
}

const solvers = /* @__PURE__ */ perGeometry((g) => new NaiveSolver(g))

export const naive: Algorithm = /* @__PURE__ */ defineAlgorithm('naive', {
  solve(puzzle, options) {
    return solvers(puzzleGeometry(puzzle)).solve(puzzle.givens, options, pencilMarks(puzzle))
  },
})
