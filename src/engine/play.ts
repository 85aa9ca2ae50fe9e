/**
 * Play: the rules of a game a person plays, as pure functions on a plain value.
 *
 * Glossary (on top of geometry.ts)
 *   board   what the player sees: `values` (givens and the player's digits, 0 =
 *           empty) and `marks`, the pencil marks of each cell as a mask.
 *   move    a function from a board to a new board, or null when it changes
 *           nothing (the store pushes the old board on the undo stack only for a
 *           real change, so Undo always undoes something the player can see).
 *   single  an empty cell whose digit follows from the digits placed: naked (one
 *           digit left for the cell) or hidden (the one place for a digit in a unit).
 *
 * A board never goes wrong by itself: a digit that clashes with a peer stays
 * (the player sees the conflict) and a wrong digit stays until Check or a hint
 * points at it.
 */

import { bit, cellName, digitChar, digitsOf, popcount, unitName, type Geometry } from './geometry'
import { explainTechnique } from './logic/explain/explain'
import { techniqueName } from './logic/catalogue'
import { nextDeduction } from './logic/path'
import { selectTechniques } from './logic/registry'
import type { Deduction } from './logic/types'
import type { TechniqueStep } from './steps'

export interface Board {
  values: number[]
  marks: number[]
}

/** The board of a fresh game: the givens, no marks. */
export function startBoard(givens: readonly number[]): Board {
  return { values: [...givens], marks: givens.map(() => 0) }
}

/** The digits the placed digits leave to each cell (0 for a filled cell). */
export function candidates(g: Geometry, values: readonly number[]): number[] {
  return values.map((v, c) => {
    if (v) return 0
    let m = g.all
    for (const p of g.peers[c]!) if (values[p]) m &= ~bit(values[p]!)
    return m
  })
}

/** Place a digit (or 0 to erase); the digit leaves the peers' pencil marks. Givens never change. */
export function setDigit(
  board: Board,
  g: Geometry,
  givens: readonly number[],
  cell: number,
  digit: number,
): Board | null {
  if (givens[cell] || board.values[cell] === digit) return null
  if (digit === 0 && !board.values[cell] && !board.marks[cell]) return null
  const values = [...board.values]
  const marks = [...board.marks]
  values[cell] = digit
  if (digit === 0) marks[cell] = 0
  else for (const p of g.peers[cell]!) marks[p]! &= ~bit(digit)
  return { values, marks }
}

/** Toggle one pencil mark of an empty cell. */
export function toggleMark(board: Board, cell: number, digit: number): Board | null {
  if (board.values[cell]) return null
  const marks = [...board.marks]
  marks[cell]! ^= bit(digit)
  return { values: board.values, marks }
}

/** Every empty cell's marks set to what the placed digits leave. */
export function fillCandidates(board: Board, g: Geometry): Board | null {
  const marks = candidates(g, board.values)
  if (marks.every((m, c) => m === board.marks[c])) return null
  return { values: board.values, marks }
}

export interface Singles {
  /** cell -> digit of every naked single. */
  naked: Map<number, number>
  /** cell -> digit of every hidden single that is not also naked. */
  hidden: Map<number, number>
}

export function findSingles(g: Geometry, values: readonly number[]): Singles {
  const cands = candidates(g, values)
  const naked = new Map<number, number>()
  const hidden = new Map<number, number>()
  cands.forEach((m, c) => {
    if (!values[c] && popcount(m) === 1) naked.set(c, digitsOf(m)[0]!)
  })
  for (const unit of g.units)
    for (let d = 1; d <= g.size; d++) {
      const places = unit.filter((c) => cands[c]! & bit(d))
      if (places.length === 1 && !naked.has(places[0]!)) hidden.set(places[0]!, d)
    }
  return { naked, hidden }
}

/** Every current single placed at once (a single whose digit a peer just took is skipped). */
export function acceptSingles(board: Board, g: Geometry, givens: readonly number[]): Board | null {
  const { naked, hidden } = findSingles(g, board.values)
  let next: Board = board
  for (const [cell, digit] of [...naked, ...hidden]) {
    if (g.peers[cell]!.some((p) => next.values[p] === digit)) continue
    next = setDigit(next, g, givens, cell, digit) ?? next
  }
  return next === board ? null : next
}

/** Cells whose digit a peer also holds. */
export function conflictCells(g: Geometry, values: readonly number[]): Set<number> {
  const out = new Set<number>()
  values.forEach((v, c) => {
    if (v && g.peers[c]!.some((p) => values[p] === v)) out.add(c)
  })
  return out
}

/** The player's digits that differ from the solution. */
export function wrongCells(values: readonly number[], solution: readonly number[]): number[] {
  return values.flatMap((v, c) => (v && v !== solution[c] ? [c] : []))
}

export function isSolved(values: readonly number[], solution: readonly number[]): boolean {
  return values.every((v, c) => v === solution[c])
}

/** One rung of the hint ladder: what the status says and what the board shows. */
export interface Hint {
  text: string
  /** Cells to point at (outlined on the board). */
  cells: number[]
  /** The pattern to draw (rung 2 of a technique hint). */
  pattern: TechniqueStep | null
  /** The board after the move (rung 3), or null when this rung only shows. */
  apply: Board | null
}

/** A technique's deduction as the pattern the Solve view draws. */
function patternOf(d: Deduction): TechniqueStep {
  const { technique: id, rating, cells, digits, units, links } = d
  return { kind: 'technique', id, rating, cells, digits, units, links }
}

function listCells(g: Geometry, cells: readonly number[]): string {
  const names = cells.map((c) => cellName(g, c))
  return names.length < 2
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`
}

/**
 * The hint at `rung` (1: where and which technique, 2: the pattern and why, 3: the
 * move, made). A wrong digit or a pencil mark set that has lost the cell's digit
 * comes first: the techniques would only build on the mistake.
 */
export function hintAt(
  g: Geometry,
  givens: readonly number[],
  solution: readonly number[],
  board: Board,
  rung: 1 | 2 | 3,
  /** The techniques a hint may use, by registry id (SolveOptions.techniques; absent: all). */
  techniques?: readonly string[],
): Hint {
  const wrong = wrongCells(board.values, solution)
  if (wrong.length) {
    const c = wrong[0]!
    const text =
      rung === 1
        ? `A digit on the board is wrong. Look at ${unitName(g, g.unitsOf[c]![0])}.`
        : rung === 2
          ? `${cellName(g, c)} holds ${digitChar(board.values[c]!)}, which is not the solution's digit.`
          : `${cellName(g, c)} cleared: ${digitChar(board.values[c]!)} did not belong there.`
    const apply = rung === 3 ? setDigit(board, g, givens, c, 0) : null
    return { text, cells: rung === 1 ? [] : [c], pattern: null, apply }
  }
  if (isSolved(board.values, solution))
    return { text: 'The board is solved: no hint needed.', cells: [], pattern: null, apply: null }
  // The player's marks where a cell has some, else what the digits leave.
  const left = candidates(g, board.values)
  const masks = left.map((m, c) => (board.marks[c] ? board.marks[c]! & m : m))
  const lost = masks.findIndex((m, c) => !board.values[c] && !(m & bit(solution[c]!)))
  if (lost >= 0) {
    const text =
      rung === 1
        ? `Some pencil marks have lost the cell's digit. Look at ${cellName(g, lost)}.`
        : `The pencil marks of ${cellName(g, lost)} leave out ${digitChar(solution[lost]!)}, its digit.`
    const marks = [...board.marks]
    marks[lost] = left[lost]!
    return {
      text: rung === 3 ? `${cellName(g, lost)}'s pencil marks filled in again.` : text,
      cells: [lost],
      pattern: null,
      apply: rung === 3 ? { values: board.values, marks } : null,
    }
  }
  const d = nextDeduction(
    {
      g,
      values: Uint8Array.from(board.values),
      masks: Uint16Array.from(masks),
    },
    selectTechniques(techniques),
  )
  if (!d) {
    const c = board.values.findIndex((v) => !v)
    return {
      text:
        rung < 3
          ? `No technique we know applies here. Look at ${cellName(g, c)}.`
          : `${cellName(g, c)} is ${digitChar(solution[c]!)}.`,
      cells: [c],
      pattern: null,
      apply: rung === 3 ? setDigit(board, g, givens, c, solution[c]!) : null,
    }
  }
  const name = `${techniqueName(d.technique)} (SE ${d.rating.toFixed(1)})`
  if (rung === 1) {
    const where = d.units.length
      ? d.units.map((u) => unitName(g, u)).join(', ')
      : listCells(g, d.cells)
    return { text: `Look at ${where}: ${name} applies.`, cells: [], pattern: null, apply: null }
  }
  const pattern = patternOf(d)
  if (rung === 2)
    return { text: explainTechnique(g, pattern), cells: d.cells, pattern, apply: null }
  let next: Board = board
  for (const [cell, digit] of d.place) next = setDigit(next, g, givens, cell, digit) ?? next
  // Struck candidates leave the pencil marks; a cell without marks shows them after the move.
  const marks = [...next.marks]
  for (const [cell, digit] of d.eliminate) {
    if (!marks[cell]) marks[cell] = masks[cell]!
    marks[cell]! &= ~bit(digit)
  }
  const moves = [
    ...d.place.map(([c, digit]) => `${cellName(g, c)} is ${digitChar(digit)}`),
    ...d.eliminate.map(([c, digit]) => `${digitChar(digit)} struck from ${cellName(g, c)}`),
  ]
  return {
    text: `${techniqueName(d.technique)}: ${moves.join('; ')}.`,
    cells: [...d.place, ...d.eliminate].map(([c]) => c),
    pattern,
    apply: { values: next.values, marks },
  }
}
