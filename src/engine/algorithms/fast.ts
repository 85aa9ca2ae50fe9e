/**
 * `fast`: the fastest engine of the lab, also the one that counts solutions (for
 * validation and the generator).
 *
 * - 9x9 without a step log: the band engine (fast-band.ts). Bitboards of 27-bit
 *   words per digit and band, triad tables for locked candidates in both
 *   directions, row, column and box hidden singles, naked singles, branching on the
 *   most constraining bivalue cell, a preallocated stack of 30-word boards. Nothing
 *   is allocated per solve but the result.
 * - With a step log, or on 4x4 and 16x16: the same rules on cell masks
 *   (fast-cells.ts), which on 9x9 searches the same tree, step by step.
 *
 * Stats on the band engine: `calculations` = triad evaluations (one band word, or
 * one digit's three stacks), `placements` = cells fixed by the search, `guesses` =
 * branchings, `backtracks` = abandoned levels; `eliminations` and `detours` are 0
 * (the words strike many candidates at once and are not counted one by one). With
 * a log, or on other sizes, the cell engine counts per cell (see fast-cells.ts); a
 * recorded 9x9 solve still reports the band engine's calculations, so the Solve view
 * and Compare show one figure (counters.ts says what each counter means).
 * A `deadline` is checked every 64 branchings (a hard 9x9 puzzle takes about 60 in
 * all); past it the result is `unsolvable` with `timedOut`.
 */

import { emptyStats, type Algorithm, type SolveOptions, type SolveResult } from '../algorithm'
import { defineAlgorithm } from './catalog'
import type { Puzzle } from '../puzzle'
import { puzzleGeometry } from '../puzzle'
import { bandSolution, bandStats, solveBand } from './fast-band'
import { cellEngineFor } from './fast-cells'
import { clock } from '../clock'
import { pencilMarks } from './shared'

/** The band engine's solution as a plain array (a loop: Array.from on a typed array is ~10x slower). */
function copySolution(): number[] {
  const out = new Array<number>(81)
  for (let c = 0; c < 81; c++) out[c] = bandSolution[c]!
  return out
}

function solveFast(puzzle: Puzzle, options?: SolveOptions): SolveResult {
  const marks = pencilMarks(puzzle)
  if (puzzle.size !== 9 || options?.record) {
    const result = cellEngineFor(puzzleGeometry(puzzle)).solve(puzzle.givens, options, marks)
    if (puzzle.size === 9 && !result.timedOut) {
      // The band engine is what Compare and the command line run and count: its
      // calculations (triad evaluations) are this algorithm's, also when the solve is
      // watched. The same search, so the other counters agree (see counters.ts).
      solveBand(puzzle.givens, options?.limit === 2 ? 2 : 1, 0, marks)
      result.stats.calculations = bandStats.calculations
    }
    return result
  }
  const started = clock.now()
  const limit = options?.limit === 2 ? 2 : 1
  const solutions = solveBand(puzzle.givens, limit, options?.deadline ?? 0, marks)
  const ms = clock.now() - started
  const stats = emptyStats()
  stats.calculations = bandStats.calculations
  stats.placements = bandStats.placements
  stats.guesses = bandStats.guesses
  stats.backtracks = bandStats.backtracks
  stats.maxDepth = bandStats.maxDepth
  stats.ms = ms
  const result: SolveResult = {
    status: solutions ? 'solved' : 'unsolvable',
    solutions,
    solution: solutions ? copySolution() : null,
    stats,
    log: null,
  }
  if (bandStats.timedOut) result.timedOut = true
  return result
}

export const fast: Algorithm = /* @__PURE__ */ defineAlgorithm('fast', {
  solve: solveFast,
})
