import type { Algorithm } from '../algorithm'
import { puzzleGeometry } from '../puzzle'
import { solverFor } from '../solver'

/** The Solver (solver.ts) as an algorithm: the one the board plays back. */
export const detour: Algorithm = {
  id: 'detour',
  name: 'Detour solver',
  description:
    'Propagates candidates in passes, follows each placement straight to its related cells, and guesses from a snapshot when stuck.',
  sizes: [4, 9, 16, 25],
  candidates: 'kept',
  solve(puzzle, options) {
    return solverFor(puzzleGeometry(puzzle)).solve(puzzle.givens, options)
  },
}
