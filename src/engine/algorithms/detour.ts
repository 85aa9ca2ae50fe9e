import type { Algorithm } from '../algorithm'
import { defineAlgorithm } from './catalog'
import { puzzleGeometry } from '../puzzle'
import { solverFor } from '../solver'
import { pencilMarks } from './shared'

/** The Solver (solver.ts) as an algorithm: the one the board plays back. */
export const detour: Algorithm = /* @__PURE__ */ defineAlgorithm('detour', {
  solve(puzzle, options) {
    return solverFor(puzzleGeometry(puzzle)).solve(puzzle.givens, options, pencilMarks(puzzle))
  },
})
