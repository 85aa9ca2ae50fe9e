/**
 * The editor's moves as plain functions (stores/edit.ts holds the board, its history
 * and what it says): each takes the board and gives the next one with the sentence
 * that says what changed, or only a sentence saying why nothing did, or null when
 * there is nothing to do. Boards are never changed in place (the undo history keeps
 * the old ones).
 *
 * Glossary
 *   values   every digit on the board (row-major, 0 = empty)
 *   marks    per cell, the candidates the user has not struck (a mask); an empty cell
 *            shows (marks AND what the digits allow), so a digit typed in a peer takes
 *            its candidates away and clearing it brings them back, hand edits kept
 *   placed   cells whose digit was placed while solving (from a replay, or by the
 *            player in Play), not given; a digit typed here is a given
 */
import { bit, cellName, digitChar, type Geometry } from '@/engine'

export interface EditBoard {
  values: number[]
  marks: number[]
  placed: readonly number[]
}

/** A move: the next board and what it did, or (no `next`) why it did nothing; null: nothing to do. */
export type EditMove = { next?: EditBoard; text: string } | null

/** An empty board of `g`'s size, every candidate shown. */
export function emptyEditBoard(g: Geometry): EditBoard {
  return {
    values: new Array<number>(g.cells).fill(0),
    marks: new Array<number>(g.cells).fill(g.all),
    placed: [],
  }
}

/**
 * `digit` typed in `cell`: placed (a given: no longer a placed cell), or, `asMark`,
 * the candidate struck or brought back; `allowed` is what the digits leave the cell.
 */
export function typeDigit(
  g: Geometry,
  board: EditBoard,
  allowed: number,
  cell: number,
  digit: number,
  asMark: boolean,
): EditMove {
  if (digit < 1 || digit > g.size) return null
  const { values, marks, placed } = board
  const here = cellName(g, cell)
  const d = digitChar(digit)
  if (!asMark) {
    if (values[cell] === digit) return null
    const next = [...values]
    next[cell] = digit
    return {
      next: { values: next, marks, placed: placed.filter((c) => c !== cell) },
      text: `${here} is ${d}.`,
    }
  }
  if (values[cell]) return { text: `${here} holds a digit: clear it to edit its candidates.` }
  if (!(allowed & bit(digit)))
    return { text: `${d} cannot go in ${here}: a related cell holds it.` }
  const next = [...marks]
  next[cell]! ^= bit(digit)
  const struck = !(next[cell]! & bit(digit))
  return {
    next: { values, marks: next, placed },
    text: struck ? `${d} struck from ${here}.` : `${d} is a candidate of ${here} again.`,
  }
}

/** Backspace: the cell's digit cleared, or an empty cell given back every candidate it lost. */
export function eraseCell(g: Geometry, board: EditBoard, cell: number): EditMove {
  const { values, marks, placed } = board
  const here = cellName(g, cell)
  if (values[cell]) {
    const next = [...values]
    next[cell] = 0
    return {
      next: { values: next, marks, placed: placed.filter((c) => c !== cell) },
      text: `${here} cleared.`,
    }
  }
  if ((marks[cell]! & g.all) === g.all) return null
  const next = [...marks]
  next[cell] = g.all
  return { next: { values, marks: next, placed }, text: `${here} has all its candidates back.` }
}

/** Every struck candidate back. */
export function restoreAll(g: Geometry, board: EditBoard): EditMove {
  const { values, marks, placed } = board
  if (marks.every((m) => m === g.all)) return { text: 'No candidate has been struck.' }
  return {
    next: { values, marks: marks.map(() => g.all), placed },
    text: 'Every candidate is back.',
  }
}

/** An empty board of the same size; null when it already is one. */
export function clearBoard(g: Geometry, board: EditBoard): EditMove {
  if (board.values.every((v) => !v) && board.marks.every((m) => m === g.all)) return null
  return { next: emptyEditBoard(g), text: 'The board is empty. Undo brings it back.' }
}
