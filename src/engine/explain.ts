import { cellName, digitChar, type Geometry } from './geometry'
import { techniqueName } from './logic/catalogue'
import { techniqueText } from './technique-text'
import type { Step } from './steps'

/**
 * What the log around a step says, for its sentence (explainLogStep in replay.ts
 * reads it from the log). Every field is optional: a step alone still reads well.
 */
export interface ExplainContext {
  /** The search depth after the step: for a guess, the snapshot taken before it (0: none). */
  depth?: number
  /**
   * Where the search goes after a contradiction: back to snapshot N, back to the last
   * try (a backtracker), nowhere (no solution), or unknown (the log was capped).
   */
  then?: number | 'backtrack' | 'none' | 'capped'
  /**
   * For a try: the cell and digit that failed just before it. For a strike without a
   * cause: set when it is that failed digit (after a restore); otherwise the strike is
   * a locked-candidates deduction.
   */
  failed?: { cell: number; digit: number }
}

/** "row 3", "column 7", "box 5": the units as the sentences name them. */
export function unitWords(g: Geometry, unit: number): string {
  const kind = Math.floor(unit / g.size)
  return `${kind === 0 ? 'row' : kind === 1 ? 'column' : 'box'} ${(unit % g.size) + 1}`
}

/** The unit two related cells share, in words: "in the same row". */
function sharedUnit(g: Geometry, a: number, b: number): string {
  if (g.rowOf[a] === g.rowOf[b]) return 'in the same row'
  if (g.colOf[a] === g.colOf[b]) return 'in the same column'
  return 'in the same box'
}

/** "4 or 6", "2, 5 or 9". */
function either(digits: readonly number[]): string {
  const words = digits.map(digitChar)
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`
}

function afterContradiction(then: ExplainContext['then']): string {
  if (typeof then === 'number') return `back to snapshot ${then}`
  if (then === 'backtrack') return 'go back and change the last try'
  if (then === 'capped') return 'the log stops here (step cap reached)'
  return 'the puzzle has no solution'
}

/**
 * One plain sentence that says what a step did, where (the cell or the unit, named
 * as the board's edges number them: r3c7, row 3) and why.
 */
export function explainStep(g: Geometry, step: Step, context: ExplainContext = {}): string {
  const at = (cell: number) => cellName(g, cell)
  const d = (digit: number) => digitChar(digit)
  switch (step.kind) {
    case 'pass':
      return step.index === 1
        ? 'Pass 1: strike from every empty cell the digits already in its row, column and box.'
        : `Pass ${step.index}: look again for a cell with one candidate left, or a digit with one place left in a row, column or box.`
    case 'place': {
      const cell = at(step.cell)
      const digit = d(step.digit)
      const failed = context.failed
      const before = failed
        ? failed.cell === step.cell
          ? `${d(failed.digit)} failed at ${cell}, so try ${digit}`
          : `${at(failed.cell)} = ${d(failed.digit)} failed, so try ${cell} = ${digit}`
        : ''
      switch (step.reason) {
        case 'naked-single':
          return `${cell} = ${digit}: the only candidate left there; every other digit is already in its row, column or box.`
        case 'hidden-single':
          return step.unit === undefined
            ? `${cell} = ${digit}: the only place left for ${digit} in its row, column or box.`
            : `${cell} = ${digit}: the only place for ${digit} in ${unitWords(g, step.unit)}.`
        case 'guess':
          return `Place the guess: ${cell} = ${digit}.`
        case 'try':
          return before
            ? `${before} (more digits are left to try there).`
            : `Try ${cell} = ${digit}: the first digit that fits there; more are left to try.`
        case 'last':
          return before
            ? `${before}, the last digit left there.`
            : `${cell} = ${digit}: the only digit that fits there now.`
        case 'technique':
          return `${cell} = ${digit}: the technique just before shows it is the only digit left for this cell.`
      }
      break
    }
    case 'detour':
      return `${at(step.cell)} is solved: strike its ${d(step.digit)} from every cell in its row, column and box (a detour).`
    case 'eliminate':
      if (step.because === null)
        return context.failed
          ? `${d(step.digit)} failed at ${at(step.cell)}: strike it from the cell's candidates.`
          : `${d(step.digit)} struck from ${at(step.cell)}: in a row, column or box that crosses it, ${d(step.digit)} can only go in cells that all share a unit with ${at(step.cell)} (locked candidates).`
      return `${d(step.digit)} struck from ${at(step.cell)}: ${at(step.because)}, ${sharedUnit(g, step.cell, step.because)}, holds ${d(step.digit)}.`
    case 'snapshot':
      return `No more singles: save the board as snapshot ${step.depth}, to come back to if a guess fails.`
    case 'guess': {
      const depth = context.depth ?? 0
      const why = `${at(step.cell)} has the fewest candidates (${either(step.options)})`
      return depth > 0
        ? `${why}: snapshot ${depth}, try ${d(step.digit)}.`
        : `${why}: try ${d(step.digit)}.`
    }
    case 'contradiction': {
      const then = afterContradiction(context.then ?? 'none')
      return 'cell' in step
        ? `${at(step.cell)} has no candidate left: ${then}.`
        : `${unitWords(g, step.unit).replace(/^./, (c) => c.toUpperCase())} has no place left for ${d(step.digit)}: ${then}.`
    }
    case 'restore':
      return `Back to snapshot ${step.depth}: undo everything since the guess made there.`
    case 'clear':
      return `Take the ${d(step.digit)} out of ${at(step.cell)}: it led to a dead end.`
    case 'technique':
      return techniqueText()?.explainTechnique(g, step) ?? techniqueName(step.id)
    case 'solved':
      return 'Solved: every cell holds a digit and every row, column and box is complete.'
    case 'unsolvable':
      return 'No solution: every branch ends in a contradiction.'
  }
  return ''
}
