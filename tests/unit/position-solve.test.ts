import { describe, expect, it } from 'vitest'
import { ALGORITHMS } from '../../src/engine/algorithms/registry'
import { geometryForSize } from '../../src/engine/geometry'
import { findPositionProblems, positionMasks, validatePosition } from '../../src/engine/position'
import { isSolutionOf, makePuzzle, validatePuzzle, type Puzzle } from '../../src/engine/puzzle'
import { Replayer } from '../../src/engine/replay'
import { StepLog } from '../../src/engine/steps'
import { cells, puzzleLines } from '../fixtures/puzzles'

// A position (a puzzle with pencil marks) is solved as the board shows it: no
// algorithm may put back a candidate the position has struck.

/** Wikipedia's solution grid; r1c4 r1c5 / r4c4 r4c5 hold 6 7 / 7 6, a rectangle over two boxes. */
const GRID = cells(
  '534678912672195348198342567859761423426853791713924856961537284287419635345286179',
)
const RECT = [3, 4, 30, 31]
/** The grid with the rectangle emptied: two solutions, the grid and the grid with 6 and 7 swapped. */
const twoWays = makePuzzle(GRID.map((d, c) => (RECT.includes(c) ? 0 : d)))
const swapped = GRID.map((d, c) => (RECT.includes(c) ? 13 - d : d))

/** `p` with digit d struck from each listed cell's pencil marks (every other digit open). */
function strike(p: Puzzle, struck: [cell: number, digit: number][]): Puzzle {
  const all = (1 << p.size) - 1
  const candidates = p.givens.map((d) => (d ? 0 : all))
  for (const [c, d] of struck) candidates[c]! &= ~(1 << (d - 1))
  return { ...p, candidates }
}

// Every algorithm, Human logic included, keeps to a position's marks.
const searchers = ALGORITHMS
const nineByNine = searchers.filter((a) => a.sizes.includes(9))

describe.each(nineByNine.map((a) => [a.id, a] as const))('%s from a position', (_, algorithm) => {
  it('finds the one solution the struck candidates leave', () => {
    expect(algorithm.solve(twoWays, { limit: 2 }).solutions).toBe(2)
    // r1c4 may not be 6: only the swapped grid is left, and the other way round.
    const onlySwapped = strike(twoWays, [[3, 6]])
    const r = algorithm.solve(onlySwapped, { limit: 2 })
    expect(r.solutions).toBe(1)
    expect(algorithm.solve(onlySwapped).solution).toEqual(swapped)
    expect(algorithm.solve(strike(twoWays, [[3, 7]])).solution).toEqual(GRID)
  })

  it('says unsolvable when the marks rule out every solution, though each cell has a candidate', () => {
    // r1c4 not 6 (kills the grid), r4c5 not 7... r4c5 holds 6 in the grid, 7 swapped.
    const none = strike(twoWays, [
      [3, 6],
      [31, 7],
    ])
    expect(findPositionProblems(none)).toEqual([])
    for (const limit of [1, 2] as const) {
      const r = algorithm.solve(none, { limit })
      expect(r.status).toBe('unsolvable')
      expect(r.solution).toBeNull()
    }
  })

  it('keeps to the marks of a hard puzzle: strikes its first answer and finds another or none', () => {
    // Hard puzzles with two givens taken away have many solutions; each struck digit
    // is the one this algorithm placed there, so the next answer must differ.
    // Naive backtracking takes minutes to prove such a position has no solution. Human
    // logic takes seconds on each (forcing chains): it gets one, a budget in work that a
    // slow busy machine meets too.
    if (algorithm.id === 'naive') return
    for (const line of puzzleLines('hardest-87.txt', algorithm.id === 'logic' ? 1 : 4)) {
      const givens = cells(line)
      const filled = givens.flatMap((d, c) => (d ? [c] : []))
      const loose = makePuzzle(givens.map((d, c) => (c === filled[0] || c === filled[1] ? 0 : d)))
      const first = algorithm.solve(loose).solution!
      const empty = loose.givens.flatMap((d, c) => (d ? [] : [c]))
      const position = strike(
        loose,
        empty.slice(0, 3).map((c) => [c, first[c]!]),
      )
      const r = algorithm.solve(position, { limit: 2 })
      if (r.solution) expect(isSolutionOf(position, r.solution)).toBe(true)
      // Every algorithm counts the same.
      expect(r.solutions).toBe(searchers[0]!.solve(position, { limit: 2 }).solutions)
    }
  })

  it('records a solve that starts from the marks at step 0 and ends on its solution', () => {
    const position = strike(twoWays, [
      [3, 6],
      [4, 1],
    ])
    const r = algorithm.solve(position, { record: true })
    expect(r.solution).toEqual(swapped)
    const log = StepLog.from(r.log!.toData())
    const g = geometryForSize(9)!
    const replay = new Replayer(g, position.givens, log)
    const start = positionMasks(position)
    expect(Array.from(replay.board.masks.subarray(3, 5))).toEqual([start[3], start[4]])
    expect(replay.board.masks[3]! & (1 << 5)).toBe(0)
    replay.seek(log.length)
    expect(Array.from(replay.board.values)).toEqual(swapped)
  })
})

describe('sizes other than 9x9', () => {
  it('every algorithm keeps to the marks of a 4x4 position', () => {
    // 1234/3412/2143/4321 with r1c1 r1c2 / r3c1 r3c2 (1 2 / 2 1) emptied: two ways.
    const grid = cells('1234341221434321')
    const p = makePuzzle(grid.map((d, c) => ([0, 1, 8, 9].includes(c) ? 0 : d)))
    const one = strike(p, [[0, 1]])
    for (const a of searchers.filter((x) => x.sizes.includes(4))) {
      expect(a.solve(p, { limit: 2 }).solutions, a.id).toBe(2)
      const r = a.solve(one, { limit: 2 })
      expect(r.solutions, a.id).toBe(1)
      expect(r.solution!.slice(0, 2), a.id).toEqual([2, 1])
    }
  })
})

describe('a position that contradicts itself', () => {
  it('names a cell with no candidates and a digit with no place left', () => {
    const p = strike(twoWays, [
      [3, 6],
      [3, 7],
      [4, 6],
    ])
    const problems = findPositionProblems(p)
    expect(problems[0]).toBe('r1c4 has no candidates left')
    // Row 1 still needs 6: r1c4 and r1c5, its empty cells, have lost it.
    expect(problems).toContain('Row 1 has no place left for 6')
    expect(validatePosition(p)[0]).toBe('r1c4 has no candidates left')
    // validatePuzzle, for plain puzzles, looks at the digits only.
    expect(validatePuzzle(p)).toEqual([])
    for (const a of nineByNine) expect(a.solve(p).status, a.id).toBe('unsolvable')
  })

  it('keeps the old answer for a puzzle without marks, and names malformed marks', () => {
    expect(validatePuzzle(twoWays)).toEqual([])
    expect(validatePosition(twoWays)).toEqual([])
    expect(validatePosition({ ...twoWays, candidates: [1, 2] })).toEqual([
      'a position has 81 candidate masks, not 2',
    ])
    expect(validatePosition({ ...twoWays, placed: [3] })).toEqual([
      'r1c4 is marked placed but holds no digit',
    ])
  })
})
