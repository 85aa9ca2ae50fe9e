import { describe, expect, it } from 'vitest'
import type { Algorithm } from '../../src/engine/algorithm'
import { ALGORITHMS, DEFAULT_ALGORITHM, getAlgorithm } from '../../src/engine/algorithms/registry'
import type { BoxSize } from '../../src/engine/geometry'
import { isSolutionOf, makePuzzle, type Puzzle } from '../../src/engine/puzzle'
import type { StepLog } from '../../src/engine/steps'
import { REGISTRY_IDS, RESCUE } from '../../src/engine/logic/registry'
import { cells, patternSolution, puzzleLines, puzzles as readPuzzles } from '../fixtures/puzzles'
import { checkReplay } from '../fixtures/replay'

// ---- fixtures (read without the formats module) ----------------------------

const COLLECTIONS = ['starter-4.txt', 'inkala-top10.txt', 'top95.txt'] as const
const puzzles = Object.fromEntries(COLLECTIONS.map((f) => [f, readPuzzles(f)])) as Record<
  (typeof COLLECTIONS)[number],
  Puzzle[]
>

/**
 * The test's budget is work, not seconds, so it passes on a slow busy machine too.
 * Naive backtracking is slow on purpose: seconds to minutes on many top95 puzzles.
 * It gets starter-4 and the top95 puzzles it does in about a millisecond (by their
 * zero-based line). The logic solver (human techniques, forcing chains) takes 0.4-2.7 s
 * on each Inkala puzzle and up to a second on top95's without SE's nested forcing
 * chains (which take seconds to minutes a puzzle where they are needed): it gets
 * three of Inkala's and every fifth of top95, with every technique but those (the
 * nested chains have tests of their own, nested-chains.test.ts). Every other
 * algorithm gets every puzzle. `npm run bench`
 * solves and checks every puzzle of every collection with each algorithm.
 */
const NAIVE_TOP95 = [18, 24, 52, 64, 85, 89]
const WITHOUT_NESTED = REGISTRY_IDS.filter((id) => !RESCUE.has(id))
const LOGIC_INKALA = [2, 5, 9]
function collection(a: Algorithm, file: (typeof COLLECTIONS)[number]): Puzzle[] {
  if (a.id === 'logic') {
    if (file === 'inkala-top10.txt') return LOGIC_INKALA.map((i) => puzzles[file][i]!)
    if (file === 'top95.txt') return puzzles[file].filter((_, i) => i % 5 === 0)
  }
  if (a.id !== 'naive' || file === 'starter-4.txt') return puzzles[file]
  return file === 'top95.txt' ? NAIVE_TOP95.map((i) => puzzles[file][i]!) : []
}

/** A full n x n grid by the shifted pattern, then blanks where `blank(cell)` holds. */
function patternPuzzle(box: BoxSize, blank: (cell: number) => boolean): Puzzle {
  return makePuzzle(patternSolution(box).map((d, cell) => (blank(cell) ? 0 : d)))
}

/** Rows of an 81-character grid written as 9 strings. */
const grid = (...rows: string[]) => makePuzzle(cells(rows.join('')))

const UNSOLVABLE: [string, Puzzle][] = [
  [
    'r1c9 has no candidate (row 1 holds 1-8, column 9 a 9)',
    grid(
      '12345678.',
      '.........',
      '.........',
      '.........',
      '........9',
      '.........',
      '.........',
      '.........',
      '.........',
    ),
  ],
  [
    'conflicting givens (two 5s in row 1)',
    grid(
      '55.......',
      '.........',
      '.........',
      '.........',
      '.........',
      '.........',
      '.........',
      '.........',
      '.........',
    ),
  ],
  [
    'row 1 has no place for 8, though every cell has a candidate',
    grid(
      '1234567..',
      '.........',
      '.........',
      '.......8.',
      '.........',
      '.........',
      '........8',
      '.........',
      '.........',
    ),
  ],
  ['a 4x4 grid with a dead cell', makePuzzle(cells('123.' + '...4' + '....' + '....'))],
]

/** A unique puzzle with the four cells of a swappable rectangle also emptied: two solutions at least. */
function twoSolutionPuzzle(): Puzzle {
  const [puzzle, solution] = puzzleLines('kaggle-2000-with-solutions.txt')[0]!.split(/\s+/)
  const givens = cells(puzzle!)
  const sol = cells(solution!)
  // Rows r1, r2 in one band, columns c1, c2 in two stacks, with a b / b a in the corners:
  // swapping a and b there gives a second solution that keeps every other given.
  for (let r1 = 0; r1 < 9; r1++)
    for (let r2 = r1 + 1; r2 < 9 && Math.floor(r2 / 3) === Math.floor(r1 / 3); r2++)
      for (let c1 = 0; c1 < 9; c1++)
        for (let c2 = c1 + 1; c2 < 9; c2++) {
          if (Math.floor(c1 / 3) === Math.floor(c2 / 3)) continue
          const corners = [r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2]
          const [a, b, c, d] = corners.map((cell) => sol[cell]!)
          if (a === d && b === c) {
            for (const cell of corners) givens[cell] = 0
            return makePuzzle(givens)
          }
        }
  throw new Error('no swappable rectangle in the fixture')
}

const MULTIPLE: [string, Puzzle][] = [
  ['the empty 9x9 grid', makePuzzle(new Array<number>(81).fill(0))],
  ['the empty 4x4 grid', makePuzzle(new Array<number>(16).fill(0))],
  ['a kaggle puzzle with a rectangle of givens removed', twoSolutionPuzzle()],
]

const SMALL_AND_LARGE: [string, Puzzle][] = [
  ['4x4 pattern, half blank', patternPuzzle(2, (cell) => cell % 2 === 0)],
  ['16x16 pattern, one cell in five blank', patternPuzzle(4, (cell) => (cell * 7) % 5 === 0)],
  [
    '16x16 pattern, rows 1, 2 and 9 blank',
    patternPuzzle(4, (cell) => cell < 32 || (cell >= 128 && cell < 144)),
  ],
]

const lastKind = (log: StepLog) => log.step(log.length - 1).kind

// ---- tests ---------------------------------------------------------------

describe('every registered algorithm', () => {
  it('offers each algorithm once, the detour solver by default', () => {
    const ids = ALGORITHMS.map((a) => a.id)
    expect([...ids].sort()).toEqual(['detour', 'dlx', 'fast', 'logic', 'markup', 'naive', 'wasm'])
    expect(getAlgorithm(DEFAULT_ALGORITHM)?.name).toBe('Detour solver')
    // What a picker shows: no two algorithms share a name or a description.
    expect(new Set(ALGORITHMS.map((a) => a.name)).size).toBe(ids.length)
    expect(new Set(ALGORITHMS.map((a) => a.description)).size).toBe(ids.length)
  })

  it.each(ALGORITHMS)('$id solves and verifies starter-4, inkala-top10 and top95', (a) => {
    for (const file of COLLECTIONS) {
      for (const p of collection(a, file)) {
        const r = a.solve(p, a.id === 'logic' ? { techniques: WITHOUT_NESTED } : {})
        expect(r.status).toBe('solved')
        expect(r.solutions).toBe(1)
        expect(isSolutionOf(p, r.solution!)).toBe(true)
        expect(r.log).toBeNull()
      }
    }
  })

  it.each(ALGORITHMS)('$id matches the first 100 kaggle solutions exactly', (a) => {
    for (const line of puzzleLines('kaggle-2000-with-solutions.txt').slice(0, 100)) {
      const [puzzle, solution] = line.split(/\s+/)
      const r = a.solve(makePuzzle(cells(puzzle!)))
      expect(r.solution?.join('')).toBe(solution)
    }
  })

  it('agree with each other, counting to two', () => {
    const shared = [
      ...puzzles['starter-4.txt'],
      ...NAIVE_TOP95.map((i) => puzzles['top95.txt'][i]!),
    ]
    for (const p of shared) {
      const answers = ALGORITHMS.map((a) => {
        const r = a.solve(p, { limit: 2 })
        return `${a.id}: ${r.status} ${r.solutions} ${r.solution?.join('')}`
      })
      const first = answers[0]!.replace(/^\w+: /, '')
      expect(first).toMatch(/^solved 1 \d{81}$/)
      for (const answer of answers) expect(answer.replace(/^\w+: /, ''), answer).toBe(first)
    }
  })

  it.each(ALGORITHMS)('$id says unsolvable, with no solution and no throw', (a) => {
    for (const [name, p] of UNSOLVABLE) {
      for (const limit of [1, 2] as const) {
        const r = a.solve(p, { limit, record: true })
        expect([name, r.status, r.solutions, r.solution]).toEqual([name, 'unsolvable', 0, null])
        expect(lastKind(r.log!)).toBe('unsolvable')
        checkReplay(p, r.log!, null)
      }
    }
  })

  it.each(ALGORITHMS)('$id counts two solutions where there are several', (a) => {
    for (const [name, p] of MULTIPLE) {
      const two = a.solve(p, { limit: 2 })
      expect([name, two.status, two.solutions]).toEqual([name, 'solved', 2])
      expect(isSolutionOf(p, two.solution!)).toBe(true)
      const one = a.solve(p)
      expect([name, one.solutions]).toEqual([name, 1])
      expect(isSolutionOf(p, one.solution!)).toBe(true)
    }
  })

  it('only the WebAssembly engine is 9x9 only, and says so', () => {
    const nineOnly = ALGORITHMS.filter((a) => !a.sizes.includes(4) || !a.sizes.includes(16))
    expect(nineOnly.map((a) => [a.id, a.sizes])).toEqual([['wasm', [9]]])
    expect(nineOnly[0]!.description).toMatch(/9x9 only/)
  })

  it.each(ALGORITHMS.filter((a) => a.id !== 'wasm'))('$id solves 4x4 and 16x16 grids', (a) => {
    expect(a.sizes).toEqual(expect.arrayContaining([4, 9, 16]))
    for (const [name, p] of SMALL_AND_LARGE) {
      const r = a.solve(p)
      expect([name, r.status]).toEqual([name, 'solved'])
      expect(isSolutionOf(p, r.solution!)).toBe(true)
    }
  })

  it.each(ALGORITHMS)('$id takes a filled grid as solved, with no guess (4x4, 9x9, 16x16)', (a) => {
    for (const box of [2, 3, 4] as const) {
      const p = patternPuzzle(box, () => false)
      for (const limit of [1, 2] as const) {
        const r = a.solve(p, { limit, record: true })
        expect([box, r.status, r.solutions, r.stats.guesses]).toEqual([box, 'solved', 1, 0])
        expect(r.solution).toEqual(Array.from(p.givens))
        expect(lastKind(r.log!)).toBe('solved')
        checkReplay(p, r.log!, r.solution)
      }
      // A filled grid with a conflict is no solution.
      const bad = Array.from(p.givens)
      ;[bad[0], bad[1]] = [bad[1]!, bad[1]!]
      expect(a.solve(makePuzzle(bad)).status).toBe('unsolvable')
    }
  })

  it.each(ALGORITHMS)('$id reports sensible stats', (a) => {
    const r = a.solve(puzzles['starter-4.txt'][3]!)
    const { ms, ...counts } = r.stats
    expect(ms).toBeGreaterThanOrEqual(0)
    for (const [name, n] of Object.entries(counts)) {
      expect([name, Number.isInteger(n) && n >= 0]).toEqual([name, true])
    }
    expect(r.stats.calculations).toBeGreaterThan(0)
    expect(r.stats.guesses).toBeLessThanOrEqual(r.stats.placements)
  })
})

describe('recorded logs', () => {
  // starter-4 #4 needs guessing; the 16x16 and 4x4 grids check the other geometries.
  const RECORDED: [string, Puzzle][] = [
    ['starter-4 #4', puzzles['starter-4.txt'][3]!],
    ['inkala #1', puzzles['inkala-top10.txt'][0]!],
    ['4x4 pattern', SMALL_AND_LARGE[0]![1]],
    ['16x16 pattern', SMALL_AND_LARGE[2]![1]],
  ]

  it.each(ALGORITHMS)('$id: replays forwards to its solution and back to the givens', (a) => {
    for (const [name, p] of RECORDED) {
      // Naive on inkala #1 takes seconds and makes millions of steps.
      if (a.id === 'naive' && name === 'inkala #1') continue
      // The logic solver's nested chains take a minute on inkala #1: nested-chains.test.ts replays them.
      const techniques = a.id === 'logic' ? { techniques: WITHOUT_NESTED } : {}
      for (const limit of [1, 2] as const) {
        const r = a.solve(p, { record: true, limit, ...techniques })
        expect([name, r.status]).toEqual([name, 'solved'])
        const log = r.log!
        expect(log.capped).toBe(false)
        expect(lastKind(log)).toBe('solved')
        checkReplay(p, log, r.solution)
        // Recording does not change the answer.
        expect(a.solve(p, { limit, ...techniques }).solution).toEqual(r.solution)
      }
    }
  })

  it.each(ALGORITHMS)('$id: a capped log still comes with the right solution', (a) => {
    const p = puzzles['starter-4.txt'][3]!
    const full = a.solve(p)
    const r = a.solve(p, { record: true, maxSteps: 50 })
    expect(r.log!.length).toBe(50)
    expect(r.log!.capped).toBe(true)
    expect(r.solution).toEqual(full.solution)
    expect(isSolutionOf(p, r.solution!)).toBe(true)
  })
})
