/**
 * The hint ladder on one fixture per technique family: the board a player would
 * have just before the solve path of a rated puzzle uses that technique (digits and
 * full pencil marks). Rung 1 names the technique and where to look, rung 2 draws
 * its pattern and says why, rung 3 makes the move, and the move agrees with the
 * puzzle's solution. Fixtures: puzzles/se-rated-1771.tsv line (zero-based) and
 * the step of its SE solve path; the hint is asked with that technique alone on
 * (the full set's order, HoDoKu's, may meet another technique first there).
 */
import { describe, expect, it } from 'vitest'
import { fast } from '../../src/engine/algorithms/fast'
import { geometry } from '../../src/engine/geometry'
import { techniqueName } from '../../src/engine/logic/catalogue'
import { ratePuzzle } from '../../src/engine/logic/rating'
import { REGISTRY_IDS } from '../../src/engine/logic/registry'
import { hintAt, startBoard, type Board } from '../../src/engine/play'
import { makePuzzle } from '../../src/engine/puzzle'
import { lines } from '../fixtures/puzzles'

const rated = lines('puzzles/se-rated-1771.tsv')
const g = geometry(3)

/** The board just before step `step` (1-based) of the solve path of line `line`. */
function boardAt(line: number, step: number) {
  const givens = [...rated[line]!.split('\t')[0]!].map((ch) => (ch === '.' ? 0 : Number(ch)))
  let board: Board | null = null
  let k = 0
  ratePuzzle(g, givens, undefined, (_, s) => {
    if (++k === step) board = { values: [...s.values], marks: [...s.masks] }
  })
  const solution = fast.solve(makePuzzle(givens), { limit: 1 }).solution!
  return { givens, board: board!, solution }
}

const FIXTURES: [string, number, number][] = [
  ['hidden-single-box', 0, 1],
  ['hidden-single-line', 0, 7],
  ['naked-single', 3, 39],
  ['pointing', 0, 9],
  ['claiming', 0, 14],
  ['naked-pair', 0, 15],
  ['hidden-pair', 4, 10],
  ['naked-triple', 10, 22],
  ['x-wing', 0, 34],
  ['swordfish', 2, 25],
  ['skyscraper', 6, 28],
  ['xy-wing', 0, 16],
  ['xyz-wing', 0, 31],
  ['wxyz-wing', 2, 26],
  ['unique-rectangle-1', 3, 15],
  ['bug', 19, 47],
  ['aic', 0, 27],
]

describe('hint ladder', () => {
  it.each(FIXTURES)(
    '%s: where and which, then why with the pattern, then the move',
    (id, line, step) => {
      const { givens, board, solution } = boardAt(line, step)
      // The technique's switch: chains answer to their family's.
      const only = REGISTRY_IDS.includes(id) ? [id] : ['forcing-chain']
      const one = hintAt(g, givens, solution, board, 1, only)
      expect(one.text).toContain(techniqueName(id))
      expect(one.text).toMatch(/^Look at (Row|Column|Box|r\d)/)
      expect(one.apply).toBeNull()
      const two = hintAt(g, givens, solution, board, 2, only)
      expect(two.pattern?.id).toBe(id)
      expect(two.cells.length).toBeGreaterThan(0)
      expect(two.apply).toBeNull()
      const three = hintAt(g, givens, solution, board, 3, only)
      const after = three.apply!
      expect(after).not.toBeNull()
      expect(after).not.toEqual(board)
      // The move never strikes or places against the solution.
      after.values.forEach((v, c) => v && expect(v).toBe(solution[c]))
      after.marks.forEach((m, c) => {
        if (!after.values[c] && m) expect(m & (1 << (solution[c]! - 1))).not.toBe(0)
      })
    },
  )

  it('a wrong digit is pointed out first, then named, then cleared', () => {
    const { givens, solution } = boardAt(0, 1)
    const board = startBoard(givens)
    const cell = givens.findIndex((v) => !v)
    board.values[cell] = (solution[cell]! % 9) + 1
    expect(hintAt(g, givens, solution, board, 1).text).toMatch(/wrong/)
    expect(hintAt(g, givens, solution, board, 2).cells).toEqual([cell])
    expect(hintAt(g, givens, solution, board, 3).apply!.values[cell]).toBe(0)
  })

  it('pencil marks that lost the digit are pointed out before any technique', () => {
    const { givens, board, solution } = boardAt(0, 9)
    const cell = board.values.findIndex((v) => !v)
    board.marks[cell] = board.marks[cell]! & ~(1 << (solution[cell]! - 1))
    const h = hintAt(g, givens, solution, board, 1)
    expect(h.text).toMatch(/lost the cell's digit/)
    expect(h.cells).toEqual([cell])
  })
})
