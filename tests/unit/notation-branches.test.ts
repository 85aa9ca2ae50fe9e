/**
 * A forcing chain's notation, folded by branch for the "All steps here" detail: the
 * paths grouped under the node they start from, each whole, in the order written.
 */
import { describe, expect, it } from 'vitest'
import { notationBranches } from '../../src/components/techniques/notation-branches'

describe('notationBranches', () => {
  it('groups the paths of a forcing chain by their first node', () => {
    const text = [
      '(1)r1c1-(1)r1c5=(1)r2c6',
      '(1)r1c1-(1)r3c2=(4)r3c2',
      '(2)r1c1-(2)r1c7=(2)r2c9',
      '(6=2)r2c1-(2)r2c9',
      '(4)r5c12=(4)r5c7',
      '(9)r10,11c3-(9)r12c3',
    ].join('; ')
    expect(notationBranches(text)).toEqual([
      { from: '(1)r1c1', paths: ['(1)r1c1-(1)r1c5=(1)r2c6', '(1)r1c1-(1)r3c2=(4)r3c2'] },
      { from: '(2)r1c1', paths: ['(2)r1c1-(2)r1c7=(2)r2c9'] },
      { from: '(6=2)r2c1', paths: ['(6=2)r2c1-(2)r2c9'] },
      { from: '(4)r5c12', paths: ['(4)r5c12=(4)r5c7'] },
      { from: '(9)r10,11c3', paths: ['(9)r10,11c3-(9)r12c3'] },
    ])
  })

  it('keeps one chain whole, as one branch of one path', () => {
    const one = '(6)r2c1=(6)r1c1-(6=2)r1c7-(2)r8c7'
    expect(notationBranches(one)).toEqual([{ from: '(6)r2c1', paths: [one] }])
  })
})
