/**
 * The solve path: from the givens, apply at each step the easiest technique that
 * makes progress, until the grid is full or nothing applies. The rating walks this
 * path (rating.ts); the logic algorithm and Play's hints take its steps one at a time.
 */

import { bit, type Geometry } from '../geometry'
import { TECHNIQUES } from './registry'
import { checkDeadline, type Deduction, type LogicState, type Technique } from './types'

/** The state after the givens: candidates are what the givens leave; null if givens clash. */
export function startState(g: Geometry, givens: ArrayLike<number>): LogicState | null {
  const values = new Uint8Array(g.cells)
  const masks = new Uint16Array(g.cells).fill(g.all)
  const given = new Uint8Array(g.cells)
  const s: LogicState = { g, values, masks, givens: given }
  for (let c = 0; c < g.cells; c++) {
    const d = givens[c]!
    if (!d) continue
    if (!(masks[c]! & bit(d))) return null
    place(s, c, d)
    given[c] = 1
  }
  return s
}

/** Set a digit and strike it from the cell's peers. */
export function place(s: LogicState, cell: number, digit: number): void {
  const b = bit(digit)
  s.values[cell] = digit
  s.masks[cell] = 0
  for (const p of s.g.peers[cell]!) s.masks[p]! &= ~b
}

/** Apply what a deduction implies. False when it breaks the grid (a cell or unit left empty). */
export function applyDeduction(s: LogicState, d: Deduction): boolean {
  for (const [cell, digit] of d.eliminate) s.masks[cell]! &= ~bit(digit)
  for (const [cell, digit] of d.place) {
    if (s.values[cell]) return s.values[cell] === digit
    if (!(s.masks[cell]! & bit(digit))) return false
    place(s, cell, digit)
  }
  return !broken(s)
}

/** A cell with no candidate, or a digit with no place in a unit. */
export function broken(s: LogicState): boolean {
  const { g, values, masks } = s
  for (let c = 0; c < g.cells; c++) if (!values[c] && !masks[c]) return true
  for (const cells of g.units) {
    let seen = 0
    for (const c of cells) seen |= values[c] ? bit(values[c]!) : masks[c]!
    if (seen !== g.all) return true
  }
  return false
}

export function filled(s: LogicState): boolean {
  return s.values.every((v) => v !== 0)
}

/**
 * The easiest deduction on this grid, or null. `tried` hears each technique that
 * searched the grid and found nothing (the rating's lower bound is made of them).
 */
export function nextDeduction(
  s: LogicState,
  techniques: readonly Technique[] = TECHNIQUES,
  tried?: (t: Technique) => void,
): Deduction | null {
  for (const t of techniques) {
    if (!t.sizes.includes(s.g.size)) continue
    checkDeadline(s)
    const d = t.find(s)
    if (d) return d
    tried?.(t)
  }
  return null
}
