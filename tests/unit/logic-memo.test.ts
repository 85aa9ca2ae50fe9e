/**
 * What the searches at one grid share (chains, templates, almost locked sets) lives
 * on the state of a solve (`LogicState.memo`), not in the engine's modules: two
 * solves never share it, and a state whose grid changed gets what its new grid gives.
 */

import { describe, expect, it } from 'vitest'
import { niceLoop } from '../../src/engine/logic/chains/nice-loops'
import { applyDeduction } from '../../src/engine/logic/path'
import type { Deduction, LogicState, Technique } from '../../src/engine/logic/types'
import fixtures from '../fixtures/logic/techniques.json'
import { fixtureState } from '../fixtures/logic-state'

const applies = fixtures.applies as Record<string, { grid: string }>

function told(t: Technique, s: LogicState): Deduction[] {
  const out: Deduction[] = []
  t.search(s, (d) => {
    out.push(d)
    return false
  })
  return out
}

describe("the state's memo", () => {
  it('is made on the state a search is given, and only there', () => {
    const a = fixtureState(applies['x-chain']!.grid)
    const b = fixtureState(applies['x-chain']!.grid)
    told(niceLoop, a)
    expect(a.memo?.size).toBeGreaterThan(0)
    expect(b.memo).toBeUndefined()
  })

  it('gives what the grid holds now once the grid has changed', () => {
    const s = fixtureState(applies['x-chain']!.grid)
    const first = told(niceLoop, s)
    expect(first.length).toBeGreaterThan(0)
    expect(applyDeduction(s, first[0]!)).toBe(true)
    const fresh = fixtureState(applies['x-chain']!.grid)
    applyDeduction(fresh, first[0]!)
    expect(told(niceLoop, s)).toEqual(told(niceLoop, fresh))
    expect(told(niceLoop, s)).not.toEqual(first)
  })
})
