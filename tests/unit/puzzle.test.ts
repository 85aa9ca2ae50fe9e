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

  it('names every cell of a digit repeated in a unit in one message', () => {
    const givens = new Array(81).fill(0)
    for (const c of [0, 1, 8, 71]) givens[c] = 5
    const conflicts = findConflicts(makePuzzle(givens))
    expect(conflicts.map((c) => c.message)).toEqual([
      'Row 1 has three 5s: r1c1, r1c2 and r1c9',
      'Column 9 has two 5s: r1c9 and r8c9',
    ])
    expect(conflicts.map((c) => c.cells)).toEqual([
      [0, 1, 8],
      [8, 71],
    ])
    for (const c of [9, 10, 18, 19]) givens[c] = 7
    expect(findConflicts(makePuzzle(givens)).map((c) => c.message)).toContain(
      'Box 1 has four 7s: r2c1, r2c2, r3c1 and r3c2',
    )
  })

  it('reports a box only for cells its row or column has not named', () => {
    const givens = new Array(81).fill(0)
    for (const c of [0, 1, 11]) givens[c] = 5 // r1c1, r1c2, r2c3
    expect(validatePuzzle(makePuzzle(givens))).toEqual([
      'Row 1 has two 5s: r1c1 and r1c2',
      'Box 1 has three 5s: r1c1, r1c2 and r2c3',
    ])
  })

  it('keeps the message short for a grid full of one digit', () => {
    const problems = validatePuzzle(makePuzzle(new Array(256).fill(1)))
    // 16 rows, 16 columns and 16 boxes: five spelled out, the rest counted.
    expect(problems).toHaveLength(6)
    expect(problems[0]).toBe(
      `Row 1 has 16 1s: ${Array.from({ length: 15 }, (_, c) => `r1c${c + 1}`).join(', ')} and r1c16`,
    )
    expect(problems[5]).toBe('and 43 more conflicts')
    expect(problems.join('; ').length).toBeLessThan(1000)
  })

  it('counts a single conflict left over as one', () => {
    // Digit r at r{r}c1 and r{r}c5 in rows 1-6: six row conflicts, nothing else.
    const givens = new Array(81).fill(0)
    for (let r = 0; r < 6; r++) givens[r * 9] = givens[r * 9 + 4] = r + 1
    const problems = validatePuzzle(makePuzzle(givens))
    expect(problems).toHaveLength(6)
    expect(problems[4]).toBe('Row 5 has two 5s: r5c1 and r5c5')
    expect(problems[5]).toBe('and 1 more conflict')
  })

  it('accepts a clean puzzle and rejects bad sizes and digits', () => {
    expect(validatePuzzle(makePuzzle(digits(SOLVED)))).toEqual([])
    expect(validatePuzzle({ size: 9, givens: [1, 2, 3], meta: {} })[0]).toMatch(
      /16, 81, 256 or 625 cells/,
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
