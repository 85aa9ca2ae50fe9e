import { describe, expect, it } from 'vitest'
import { geometry, getAlgorithm, handoffProblem, makePuzzle } from '@/engine/full'

const g = geometry(3)
// The starter collection's easy puzzle (one solution).
const LINE = '..4.3..1...92..685..51..3.23.1.4.9..4..6.3..1..7.2.8.49.6..72..543..21...1..5.4..'
const GIVENS = [...LINE].map((ch) => (ch === '.' ? 0 : Number(ch)))
const SOLUTION = getAlgorithm('dlx')!.solve(makePuzzle(GIVENS)).solution!
const at = (r: number, c: number) => (r - 1) * 9 + (c - 1)

/** The givens with the player's digits written in: [row, column, digit] from 1. */
function board(...moves: [number, number, number][]): number[] {
  const values = [...GIVENS]
  for (const [r, c, d] of moves) values[at(r, c)] = d
  return values
}

describe('handoffProblem', () => {
  it('says nothing when every digit of yours is right (or there is none)', () => {
    expect(handoffProblem(g, GIVENS, GIVENS, SOLUTION)).toBeNull()
    expect(handoffProblem(g, GIVENS, board([1, 1, SOLUTION[0]!]), SOLUTION)).toBeNull()
  })

  it('names your digit and the given it conflicts with', () => {
    // r1c1 is empty; row 1 holds a given 4 at r1c3.
    expect(handoffProblem(g, GIVENS, board([1, 1, 4]), SOLUTION)).toEqual({
      kind: 'conflict',
      cells: [at(1, 1)],
      message: 'Your 4 at r1c1 conflicts with the given 4 at r1c3.',
    })
  })

  it('names two of your digits that conflict, and counts the rest', () => {
    // Row 2: r2c1 and r2c2 are empty; r1c1 too (same box as both).
    const p = handoffProblem(g, GIVENS, board([2, 1, 7], [2, 2, 7], [1, 1, 7]), SOLUTION)!
    expect(p.kind).toBe('conflict')
    expect(p.cells).toEqual([at(1, 1), at(2, 1), at(2, 2)])
    expect(p.message).toBe(
      'Your 7 at r1c1 conflicts with your 7 at r2c1. 1 more of your digits conflicts too.',
    )
  })

  it('names the digits that differ from the solution when nothing conflicts', () => {
    // A digit that no related cell holds, but not the solution's.
    const cell = at(1, 1)
    const wrong = [1, 2, 3, 4, 5, 6, 7, 8, 9].find(
      (d) => d !== SOLUTION[cell] && !g.peers[cell]!.some((p) => GIVENS[p] === d),
    )!
    expect(handoffProblem(g, GIVENS, board([1, 1, wrong]), SOLUTION)).toEqual({
      kind: 'wrong',
      cells: [cell],
      message: `Your digits cannot all be right: from the givens alone the puzzle has a solution, but not with your ${wrong} at r1c1.`,
    })
  })
})
