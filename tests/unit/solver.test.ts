import { describe, expect, it } from 'vitest'
import type { Algorithm } from '../../src/engine/algorithm'
import { baseline } from '../../src/engine/algorithms/baseline'
import { ALGORITHMS, getAlgorithm } from '../../src/engine/algorithms/registry'
import { detour } from '../../src/engine/algorithms/detour'
import { geometry, geometryForSize } from '../../src/engine/geometry'
import { isSolutionOf, makePuzzle, type Puzzle } from '../../src/engine/puzzle'
import { Solver } from '../../src/engine/solver'
import {
  blankOut,
  bruteCount,
  cells,
  lines,
  patternSolution,
  puzzles,
  solverCases,
} from '../fixtures/puzzles'

// Puzzles are read without the formats module; bruteCount is an independent counter.
const cases = solverCases()

function empties(p: Puzzle): number {
  return p.givens.filter((d) => d === 0).length
}

// ---- solving -------------------------------------------------------------------

describe('solving the shared collections', () => {
  it.each([
    ['inkala-top10.txt', 'all'],
    ['hardest-87.txt', 'all'],
    ['top95.txt', 'all'],
    ['norvig-hardest-11.txt', 'all'],
    ['starter-4.txt', 'all'],
    ['17-clue-5000.txt', 300],
  ] as const)('solves every puzzle of %s (%s)', (file, count) => {
    const wrong: number[] = []
    puzzles(file, count === 'all' ? Infinity : count).forEach((p, i) => {
      const r = detour.solve(p)
      if (r.status !== 'solved' || r.solutions !== 1 || !isSolutionOf(p, r.solution!)) wrong.push(i)
    })
    expect(wrong).toEqual([])
  })

  it('matches the first 300 kaggle solutions exactly', () => {
    const wrong: number[] = []
    lines('puzzles/kaggle-2000-with-solutions.txt')
      .slice(0, 300)
      .forEach((l, i) => {
        const [p, s] = l.split(/\s+/)
        const r = detour.solve(makePuzzle(cells(p!)))
        if (r.solution?.join('') !== s) wrong.push(i)
      })
    expect(wrong).toEqual([])
  })
})

describe('counting solutions (limit 2)', () => {
  it.each([
    'inkala-top10.txt',
    'hardest-87.txt',
    'top95.txt',
    'norvig-hardest-11.txt',
    'starter-4.txt',
    'forum-hardest-1106.txt',
    'magictour-top1465.txt',
    '17-clue-5000.txt',
    'kaggle-2000-with-solutions.txt',
  ])('every puzzle of %s has exactly one solution', (file) => {
    const notUnique: number[] = []
    puzzles(file).forEach((p, i) => {
      const r = detour.solve(p, { limit: 2 })
      if (r.solutions !== 1 || r.status !== 'solved' || !isSolutionOf(p, r.solution!))
        notUnique.push(i)
    })
    expect(notUnique).toEqual([])
  })

  const COUNT = ['no solution', 'one solution', 'two or more solutions']
  it.each(cases.map((c) => [c.line, c.puzzle.size, c.puzzle.size, COUNT[c.count], c] as const))(
    'cases.txt line %i (%ix%i) has %s',
    (_line, _rows, _cols, _count, c) => {
      const { puzzle, count } = c
      expect(bruteCount(puzzle.givens)).toBe(count)
      const counted = detour.solve(puzzle, { limit: 2 })
      expect(counted.solutions).toBe(count)
      const first = detour.solve(puzzle)
      expect(first.solutions).toBe(Math.min(count, 1))
      for (const r of [counted, first]) {
        expect(r.status).toBe(count ? 'solved' : 'unsolvable')
        if (count === 0) expect(r.solution).toBeNull()
        else expect(isSolutionOf(puzzle, r.solution!)).toBe(true)
        if (c.solution) expect(r.solution).toEqual(c.solution)
      }
    },
  )

  /**
   * Cases beyond the test budget (seconds to minutes each, by line of cases.txt) for
   * the searches that are slow on purpose: naive on the 16x16 case, on hardest-87 #1
   * less a given and on #1 with a given changed; markup on the 16x16 case; logic
   * (which tries every technique up to forcing chains before each step) on the 16x16
   * case, the empty grid and three of the deep ones.
   */
  const BEYOND_BUDGET: Record<string, readonly number[]> = {
    naive: [14, 18, 32],
    markup: [14],
    logic: [14, 18, 22, 33, 35],
  }
  /** The bench's baseline finds a first solution and does not count (`limit` is ignored). */
  const counts = (a: Algorithm) => a !== baseline

  it.each([...ALGORITHMS, baseline].map((a) => [a.id, a] as const))(
    '%s gives every cases.txt answer within the sizes it takes',
    (_id, a) => {
      const checked = cases.filter(
        (c) => a.sizes.includes(c.puzzle.size) && !BEYOND_BUDGET[a.id]?.includes(c.line),
      )
      expect(checked.length).toBeGreaterThan(cases.length / 2)
      for (const c of checked) {
        const { puzzle, count } = c
        const first = a.solve(puzzle)
        const answers = counts(a) ? [first, a.solve(puzzle, { limit: 2 })] : [first]
        expect([c.line, first.solutions]).toEqual([c.line, Math.min(count, 1)])
        if (answers[1]) expect([c.line, answers[1].solutions]).toEqual([c.line, count])
        for (const r of answers) {
          expect([c.line, r.status]).toEqual([c.line, count ? 'solved' : 'unsolvable'])
          if (count === 0) expect(r.solution).toBeNull()
          else expect([c.line, isSolutionOf(puzzle, r.solution!)]).toEqual([c.line, true])
          if (c.solution) expect(r.solution).toEqual(c.solution)
        }
      }
    },
  )

  it.each([
    ['no candidate for r1c9', 0, { kind: 'contradiction', cell: 8 }],
    ['no place for 9 in row 1', 1, { kind: 'contradiction', unit: 0, digit: 9 }],
    ['two 5s in row 1', 2, { kind: 'contradiction', cell: 4 }],
  ] as const)('fails at the start without guessing: %s', (_name, nth, contradiction) => {
    const c = cases.filter((k) => k.count === 0)[nth]!
    const r = detour.solve(c.puzzle, { record: true, limit: 2 })
    expect(r).toMatchObject({ status: 'unsolvable', solutions: 0, solution: null })
    expect(r.stats).toMatchObject({ guesses: 0, backtracks: 0, maxDepth: 0, placements: 0 })
    const log = r.log!
    expect(log.step(log.length - 2)).toEqual(contradiction)
    expect(log.step(log.length - 1)).toEqual({ kind: 'unsolvable' })
    // Conflicting givens are caught before the first pass.
    if (nth === 2) expect(log.length).toBe(2)
    else expect(log.step(0)).toEqual({ kind: 'pass', index: 1 })
  })

  it('gives 2 for a puzzle that lost givens', () => {
    const p = puzzles('kaggle-2000-with-solutions.txt', 1)[0]!
    const fewer = makePuzzle(p.givens.map((d, i) => (i < 40 ? 0 : d)))
    expect(bruteCount(fewer.givens)).toBe(2)
    const r = detour.solve(fewer, { limit: 2 })
    expect(r.solutions).toBe(2)
    expect(isSolutionOf(fewer, r.solution!)).toBe(true)
  })

  it('finds deep contradictions only after guessing', () => {
    const deep = cases.filter((c) => c.count === 0 && c.puzzle.givens.filter(Boolean).length > 15)
    expect(deep.length).toBeGreaterThan(0)
    for (const c of deep) {
      const r = detour.solve(c.puzzle, { limit: 2 })
      expect(r.stats.maxDepth).toBeGreaterThanOrEqual(2)
      expect(r.stats.backtracks).toBeGreaterThan(0)
    }
  })
})

describe('other sizes and shapes', () => {
  it.each([
    { n: 4, box: 2 },
    { n: 9, box: 3 },
    { n: 16, box: 4 },
  ] as const)('solves the empty $n x $n grid, which has many solutions', ({ box }) => {
    const g = geometry(box)
    const p = makePuzzle(new Array<number>(g.cells).fill(0))
    const r = detour.solve(p)
    expect(r.status).toBe('solved')
    expect(isSolutionOf(p, r.solution!)).toBe(true)
    expect(detour.solve(p, { limit: 2 }).solutions).toBe(2)
  })

  it.each([
    [2, 0.5, 1],
    [2, 0.7, 2],
    [3, 0.6, 3],
    [4, 0.5, 4],
    [4, 0.65, 5],
    [4, 0.8, 6],
  ] as const)(
    'solves a %i-box pattern grid with a share %f emptied (seed %i)',
    (box, share, seed) => {
      const p = makePuzzle(blankOut(patternSolution(box), share, seed))
      expect(p.size).toBe(box * box)
      const r = detour.solve(p)
      expect(r.status).toBe('solved')
      expect(isSolutionOf(p, r.solution!)).toBe(true)
    },
  )

  it('rejects givens of the wrong length as a programmer error', () => {
    expect(() => new Solver(geometry(3)).solve([1, 2, 3])).toThrow()
  })

  it('treats a digit out of range as a contradiction, not a throw', () => {
    const givens = new Array<number>(81).fill(0)
    givens[5] = 10
    const r = new Solver(geometry(3)).solve(givens, { record: true })
    expect(r.status).toBe('unsolvable')
    expect(r.log!.step(r.log!.length - 1)).toEqual({ kind: 'unsolvable' })
  })
})

// ---- the algorithm wrapper and stats ---------------------------------------------

describe('the detour algorithm', () => {
  it('is registered with its sizes', () => {
    expect(getAlgorithm('detour')).toBe(detour)
    expect(detour.name).toBe('Detour solver')
    expect(detour.sizes).toEqual([4, 9, 16, 25])
  })

  it('leaves nothing behind for the next solve: a solve after another counts as a first one', () => {
    const g = geometryForSize(9)!
    const [a, b] = puzzles('hardest-87.txt', 2)
    const fresh = new Solver(g).solve(b!.givens)
    detour.solve(a!, { limit: 2, record: true })
    const again = detour.solve(b!)
    expect({ ...again.stats, ms: 0 }).toEqual({ ...fresh.stats, ms: 0 })
    expect(again.solution).toEqual(fresh.solution)
  })

  it('records nothing unless asked', () => {
    const p = puzzles('hardest-87.txt', 1)[0]!
    expect(detour.solve(p).log).toBeNull()
    expect(detour.solve(p, { record: true }).log!.length).toBeGreaterThan(0)
  })
})

describe('stats', () => {
  const easy = puzzles('starter-4.txt', 1)[0]!
  const hard = puzzles('hardest-87.txt', 1)[0]!

  it('an easy puzzle needs no guess', () => {
    const s = detour.solve(easy).stats
    expect(s.guesses).toBe(0)
    expect(s.backtracks).toBe(0)
    expect(s.maxDepth).toBe(0)
    expect(s.placements).toBe(empties(easy))
    expect(s.detours).toBe(s.placements)
    expect(s.eliminations).toBeGreaterThan(0)
    expect(s.calculations).toBeGreaterThan(s.eliminations)
    expect(s.ms).toBeGreaterThanOrEqual(0)
  })

  it('a hard puzzle guesses, backtracks and goes deep', () => {
    const s = detour.solve(hard).stats
    expect(s.guesses).toBeGreaterThan(0)
    expect(s.backtracks).toBeGreaterThan(0)
    expect(s.maxDepth).toBeGreaterThan(0)
    expect(s.placements).toBeGreaterThan(empties(hard))
    expect(s.detours).toBe(s.placements)
    expect(s.calculations).toBeGreaterThan(s.eliminations)
  })

  it.each([
    ['easy', easy],
    ['hard', hard],
  ] as const)('counts the same with and without the log (%s)', (_name, p) => {
    const off = detour.solve(p).stats
    const on = detour.solve(p, { record: true })
    expect({ ...on.stats, ms: 0 }).toEqual({ ...off, ms: 0 })
    const log = on.log!
    const kinds = Array.from({ length: log.length }, (_, i) => log.step(i))
    const count = (f: (s: (typeof kinds)[number]) => boolean) => kinds.filter(f).length
    expect(count((s) => s.kind === 'place')).toBe(off.placements)
    expect(count((s) => s.kind === 'eliminate')).toBe(off.eliminations)
    expect(count((s) => s.kind === 'detour')).toBe(off.detours)
    expect(count((s) => s.kind === 'restore')).toBe(off.backtracks)
    expect(count((s) => s.kind === 'snapshot')).toBeLessThanOrEqual(off.guesses)
  })
})
