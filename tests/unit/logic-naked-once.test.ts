/**
 * A naked subset whose cells share a row and a box is met twice by the unit loop
 * (once in the row, once in the box): the technique's own search reports it once,
 * with both units and the strikes of both.
 */

import { describe, expect, it } from 'vitest'
import { geometry } from '../../src/engine/geometry'
import { nakedPair, nakedTriple } from '../../src/engine/logic/singles-subsets/subsets'
import type { Deduction, LogicState } from '../../src/engine/logic/types'

const g = geometry(3)
const ALL = 0x1ff

/** An open grid (every candidate everywhere) with the given cells set to masks. */
function state(cells: Record<number, number>): LogicState {
  const masks = new Uint16Array(81).fill(ALL)
  for (const [c, m] of Object.entries(cells)) masks[Number(c)] = m
  return { g, values: new Uint8Array(81), masks }
}

function all(s: LogicState, t: typeof nakedPair): Deduction[] {
  const out: Deduction[] = []
  t.search(s, (d) => {
    out.push(d)
    return false
  })
  return out
}

const bits = (...ds: number[]) => ds.reduce((m, d) => m | (1 << (d - 1)), 0)

describe('naked subsets sharing a row and a box', () => {
  it('a pair in r1c1 and r1c2 (row 1 and box 1) is reported once', () => {
    const found = all(state({ 0: bits(1, 2), 1: bits(1, 2) }), nakedPair)
    expect(found).toHaveLength(1)
    const [d] = found
    expect(d!.cells).toEqual([0, 1])
    // Both units, and strikes in the row beyond the box and in the box below the row.
    expect(d!.units!.length).toBe(2)
    const struck = d!.eliminate!.map(([c]) => c)
    expect(struck).toContain(8) // r1c9: the row
    expect(struck).toContain(9) // r2c1: the box
    expect(new Set(d!.eliminate!.map(([c, v]) => `${c}:${v}`)).size).toBe(d!.eliminate!.length)
  })

  it('a pair in one row only, in two boxes, is still reported (once)', () => {
    expect(all(state({ 0: bits(3, 4), 8: bits(3, 4) }), nakedPair)).toHaveLength(1)
  })

  it('a triple in a column and a box is reported once', () => {
    const found = all(state({ 0: bits(1, 2), 9: bits(2, 3), 18: bits(1, 3) }), nakedTriple)
    expect(found).toHaveLength(1)
  })
})
