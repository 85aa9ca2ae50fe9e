import { cellName, digitChar, unitName, type Geometry } from './geometry'
import { explainTechnique } from './logic/explain'
import type { Step } from './steps'

/**
 * One plain sentence that says what a step did and why.
 * `depth` names snapshots: for a guess the snapshot taken before it, for a contradiction
 * the snapshot the search returns to (see explainLogStep).
 */
export function explainStep(g: Geometry, step: Step, depth = 0): string {
  const at = (cell: number) => cellName(g, cell)
  const d = (digit: number) => digitChar(digit)
  switch (step.kind) {
    case 'pass':
      return step.index === 1
        ? 'Pass 1: strike from every empty cell the digits its row, column and box already hold.'
        : `Pass ${step.index}: look again for a cell with one candidate left, or a digit with one place left in a row, column or box.`
    case 'place':
      switch (step.reason) {
        case 'naked-single':
          return `${at(step.cell)} can only be ${d(step.digit)}: every other digit is in its row, column or box.`
        case 'hidden-single':
          return `${at(step.cell)} = ${d(step.digit)}: it is the only place for ${d(step.digit)} in its row, column or box.`
        case 'guess':
          return `Guess ${at(step.cell)} = ${d(step.digit)}.`
        case 'try':
          return `Try ${at(step.cell)} = ${d(step.digit)}.`
        case 'technique':
          return `${at(step.cell)} = ${d(step.digit)}, as the technique before shows.`
      }
      break
    case 'detour':
      return `Detour from ${at(step.cell)}: strike ${d(step.digit)} from its related cells.`
    case 'eliminate':
      return step.because === null
        ? `${d(step.digit)} struck from ${at(step.cell)}.`
        : `${d(step.digit)} struck from ${at(step.cell)}: ${at(step.because)} holds ${d(step.digit)}.`
    case 'snapshot':
      return `No more singles: snapshot ${step.depth} of the board before guessing.`
    case 'guess':
      return `${depth ? `Snapshot ${depth}, then guess` : 'Guess'} ${at(step.cell)} = ${d(step.digit)} (options ${step.options.map(d).join(', ')}).`
    case 'contradiction': {
      // depth > 0: the snapshot the search returns to; 0: none is left; < 0: it backtracks without snapshots.
      const then =
        depth > 0
          ? `back to snapshot ${depth}`
          : depth < 0
            ? 'backtrack'
            : 'the puzzle has no solution'
      return 'cell' in step
        ? `${at(step.cell)} has no candidates left: ${then}.`
        : `${unitName(g, step.unit)} has no place left for ${d(step.digit)}: ${then}.`
    }
    case 'restore':
      return `Back to snapshot ${step.depth}: the board rewinds to before the guess.`
    case 'clear':
      return `Backtrack: ${at(step.cell)} (was ${d(step.digit)}) is emptied.`
    case 'technique':
      return explainTechnique(g, step)
    case 'solved':
      return 'Solved: every cell holds a digit and every row, column and box is complete.'
    case 'unsolvable':
      return 'No solution: every branch ends in a contradiction.'
  }
  return ''
}
