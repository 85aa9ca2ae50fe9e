import { describe, expect, it } from 'vitest'
import { findConflicts, isSolutionOf, makePuzzle, validatePuzzle } from '../../src/engine/puzzle'

const SOLVED = '534678912672195348198342567859761423426853791713924856961537284287419635345286179'
const digits = (s: string) => [...s].map((ch) => (ch === '.' ? 0 : Number(ch)))

describe('puzzle validation', () => {
  it('reports two equal givens in a row with both cells', () => {
    const givens = new Array(81).fill(0)
    givens[1] = 5
    givens[6] = 5
    expect(validatePuzzle(makePuzzle(givens))).toEqual(['Row 1 has two 5s: r1c2 and r1c7'])
  })

  it.each([
    ['column', [0, 27], 'Column 1 has two 4s: r1c1 and r4c1'],
    ['box', [0, 10], 'Box 1 has two 4s: r1c1 and r2c2'],
  ])('reports a %s conflict', (_kind, cells, message) => {
    const givens = new Array(81).fill(0)
    for (const c of cells) givens[c] = 4
    const conflicts = findConflicts(makePuzzle(givens))
    expect(conflicts.map((c) => c.message)).toEqual([message])
    expect(conflicts[0]!.cells).toEqual(cells)
  })

  it('accepts a clean puzzle and rejects bad sizes and digits', () => {
    expect(validatePuzzle(makePuzzle(digits(SOLVED)))).toEqual([])
    expect(validatePuzzle({ size: 9, givens: [1, 2, 3], meta: {} })[0]).toMatch(
      /16, 81 or 256 cells/,
    )
    const bad = new Array(81).fill(0)
    bad[3] = 12
    expect(validatePuzzle(makePuzzle(bad))[0]).toBe('r1c4 holds 12, not a digit 1-9')
  })

  it('checks solutions independently: units complete and givens kept', () => {
    const full = digits(SOLVED)
    const p = makePuzzle(full.map((d, i) => (i % 3 ? 0 : d)))
    expect(isSolutionOf(p, full)).toBe(true)
    const swapped = [...full]
    ;[swapped[0], swapped[1]] = [swapped[1]!, swapped[0]!]
    expect(isSolutionOf(p, swapped)).toBe(false)
    const otherGiven = makePuzzle(full.map((d, i) => (i === 0 ? (d % 9) + 1 : 0)))
    expect(isSolutionOf(otherGiven, full)).toBe(false)
  })
})
