/**
 * A position to take deductions at: a Puzzle with pencil marks (docs/ARCHITECTURE.md,
 * "Human techniques"). `candidates` (bit d-1 set while d is a candidate; 0 for a
 * filled cell) narrows what the digits on the board allow, never widens it; absent,
 * every digit they allow is a candidate. `placed` lists the cells whose digit was
 * placed while solving, not given (HoDoKu's `+`).
 */

import { fastestFor } from '../algorithms/wasm'
import { bit, cellName, digitChar } from '../geometry'
import { makePuzzle, puzzleGeometry, type Puzzle } from '../puzzle'
import { place, startState } from './path'
import type { Deduction, LogicState } from './types'

/** A position: a Puzzle, with or without its pencil marks (puzzle.ts). */
export type Position = Puzzle

/**
 * The logic state of a position: the digits on the board struck from their peers,
 * then each empty cell's candidates ANDed with its pencil marks. Null when two
 * digits on the board clash.
 */
export function positionState(p: Position): LogicState | null {
  const g = puzzleGeometry(p)
  const start = startState(g, p.givens)
  if (!start) return null
  const s = p.placed?.length ? withPlaced(start, p, p.placed) : start
  const marks = p.candidates
  if (marks && marks.length === g.cells)
    for (let c = 0; c < g.cells; c++) if (!s.values[c]) s.masks[c]! &= marks[c]!
  return s
}

/**
 * HoDoKu's `+`: the digits placed while solving are not givens (the avoidable
 * rectangles). Those rest on the givens alone having one solution (a placed digit
 * could otherwise be swapped): where they have several, the state tells no givens,
 * and the avoidable rectangles find nothing.
 */
function withPlaced(s: LogicState, p: Position, placed: readonly number[]): LogicState {
  const given = s.givens
  if (!given) return s
  for (const c of placed) given[c] = 0
  const givens = Array.from(p.givens, (d, c) => (given[c] ? d : 0))
  const alone = fastestFor(p.size).solve(makePuzzle(givens), { limit: 2 })
  if (alone.solutions === 1) return s
  const { givens: _, ...rest } = s
  return rest
}

/**
 * The position after a deduction: its digits placed (each struck from its peers),
 * its candidates struck. The result always carries `candidates` (what is left of
 * every empty cell) and `placed` (the cells placed before and now, ascending), so
 * a solve can go on from it. Throws when the deduction places a digit where
 * another stands, or one the cell no longer has.
 */
export function applyDeduction(p: Position, d: Deduction): Position {
  const g = puzzleGeometry(p)
  const s = positionState(p)
  if (!s) throw new Error('the position has two equal digits in one row, column or box')
  for (const [cell, digit] of d.eliminate) s.masks[cell]! &= ~bit(digit)
  const placed = new Set(p.placed ?? [])
  for (const [cell, digit] of d.place) {
    const at = s.values[cell]!
    if (at) {
      if (at !== digit)
        throw new Error(
          `${cellName(g, cell)} holds ${digitChar(at)}; the deduction places ${digitChar(digit)} there`,
        )
      continue
    }
    if (!(s.masks[cell]! & bit(digit)))
      throw new Error(`${digitChar(digit)} is not a candidate of ${cellName(g, cell)}`)
    place(s, cell, digit)
    placed.add(cell)
  }
  return {
    ...p,
    givens: Array.from(s.values),
    candidates: Array.from(s.masks),
    placed: [...placed].sort((a, b) => a - b),
  }
}
