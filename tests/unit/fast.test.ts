import { describe, expect, it } from 'vitest'
import { baseline } from '../../src/engine/algorithms/baseline'
import { fast } from '../../src/engine/algorithms/fast'
import { getAlgorithm } from '../../src/engine/algorithms/registry'
import { geometryForSize } from '../../src/engine/geometry'
import { isSolutionOf, makePuzzle } from '../../src/engine/puzzle'
import { K } from '../../src/engine/steps'
import {
  blankOut,
  bruteCount,
  cells,
  patternSolution,
  puzzleLines,
  puzzles,
  random,
} from '../fixtures/puzzles'
import { expectReplay } from '../fixtures/replay'

// Puzzles are read without the formats module; bruteCount is an independent counter.
const HARD_SETS = [
  '17-clue-5000.txt',
  'magictour-top1465.txt',
  'forum-hardest-1106.txt',
  'top95.txt',
  'hardest-87.txt',
]
const SHARED = [...HARD_SETS, 'inkala-top10.txt', 'norvig-hardest-11.txt', 'starter-4.txt']

// ---- the algorithm -------------------------------------------------------------

describe('fast: registration', () => {
  it('is registered with its id, name and sizes', () => {
    expect(getAlgorithm('fast')).toBe(fast)
    expect(fast.name).toBe('Fast bitboard engine')
    expect(fast.sizes).toContain(9)
  })
})

describe('fast: solving the shared collections', () => {
  it.each(HARD_SETS)('solves every puzzle of %s (first solution, verified)', (file) => {
    const ps = puzzles(file)
    expect(ps.length).toBeGreaterThan(0)
    for (const p of ps) {
      const r = fast.solve(p)
      expect(r.status).toBe('solved')
      expect(r.solutions).toBe(1)
      expect(isSolutionOf(p, r.solution!)).toBe(true)
      expect(r.log).toBeNull()
    }
  })

  it('matches every kaggle solution exactly', () => {
    const rows = puzzleLines('kaggle-2000-with-solutions.txt')
    expect(rows.length).toBe(2000)
    for (const row of rows) {
      const [puzzle, solution] = row.split(/\s+/)
      const r = fast.solve(makePuzzle(cells(puzzle!)), { limit: 2 })
      expect(r.solutions).toBe(1)
      expect(r.solution!.join('')).toBe(solution)
    }
  })

  it('reports honest stats', () => {
    const p = puzzles('forum-hardest-1106.txt')[0]!
    const r = fast.solve(p)
    expect(r.stats.guesses).toBeGreaterThan(0)
    expect(r.stats.backtracks).toBeGreaterThan(0)
    expect(r.stats.maxDepth).toBeGreaterThan(0)
    expect(r.stats.placements).toBeGreaterThanOrEqual(81 - p.givens.filter((d) => d).length)
    expect(r.stats.calculations).toBeGreaterThan(0)
    expect(r.stats.ms).toBeGreaterThanOrEqual(0)
    const easy = fast.solve(puzzles('starter-4.txt')[0]!)
    expect(easy.stats.guesses).toBe(0)
  })
})

describe('fast: counting solutions', () => {
  it.each(SHARED)('counts exactly one solution for every puzzle of %s', (file) => {
    for (const p of puzzles(file)) {
      const r = fast.solve(p, { limit: 2 })
      expect(r.solutions).toBe(1)
      expect(r.status).toBe('solved')
      expect(isSolutionOf(p, r.solution!)).toBe(true)
    }
  })

  it('counts two for the empty grid, and still returns a solution', () => {
    const p = makePuzzle(new Array<number>(81).fill(0))
    expect(fast.solve(p, { limit: 2 }).solutions).toBe(2)
    const r = fast.solve(p)
    expect(r.solutions).toBe(1)
    expect(isSolutionOf(p, r.solution!)).toBe(true)
  })

  it('counts two when givens are removed from minimal (17-clue) puzzles', () => {
    const rnd = random(17)
    const ps = puzzles('17-clue-5000.txt').slice(0, 300)
    for (const [i, p] of ps.entries()) {
      const givens = [...p.givens]
      const filled = givens.flatMap((d, c) => (d ? [c] : []))
      for (let k = 0; k < 1 + (i % 3); k++) givens[filled[Math.floor(rnd() * filled.length)]!] = 0
      const q = makePuzzle(givens)
      const r = fast.solve(q, { limit: 2 })
      expect(r.solutions).toBe(2)
      expect(isSolutionOf(q, r.solution!)).toBe(true)
      if (i < 5) expect(bruteCount(givens)).toBe(2)
    }
  })

  it('counts two when givens are removed from hard puzzles, as an independent counter does', () => {
    const rnd = random(5)
    for (const p of puzzles('hardest-87.txt').slice(0, 30)) {
      const givens = [...p.givens]
      const filled = givens.flatMap((d, c) => (d ? [c] : []))
      givens[filled[Math.floor(rnd() * filled.length)]!] = 0
      const r = fast.solve(makePuzzle(givens), { limit: 2 })
      expect(r.solutions).toBe(bruteCount(givens))
    }
  })
})

describe('fast: unsolvable puzzles', () => {
  it('counts 0 when a cell has no candidate at the start', () => {
    // r1c9 sees 1-8 in its row and 9 in its column.
    const givens = cells('12345678.' + '........9' + '.'.repeat(63))
    const p = makePuzzle(givens)
    expect(bruteCount(givens)).toBe(0)
    for (const limit of [1, 2] as const) {
      const r = fast.solve(p, { limit })
      expect(r.status).toBe('unsolvable')
      expect(r.solutions).toBe(0)
      expect(r.solution).toBeNull()
    }
  })

  it('counts 0 when a digit has no place in a unit at the start', () => {
    // Row 1 has no place for 9: its empty cells see a 9 in their columns or box.
    const givens = cells('1234567..' + '.......9.' + '........9' + '.'.repeat(54))
    expect(bruteCount(givens)).toBe(0)
    expect(fast.solve(makePuzzle(givens), { limit: 2 }).solutions).toBe(0)
  })

  it('counts 0 for hard puzzles given one wrong, non-conflicting digit (fails deep)', () => {
    const rnd = random(99)
    let deep = 0
    for (const p of puzzles('forum-hardest-1106.txt').slice(0, 40)) {
      const solution = fast.solve(p).solution!
      // An empty cell and a digit that no given rules out but the solution does not hold.
      const g = geometryForSize(9)!
      for (;;) {
        const c = Math.floor(rnd() * 81)
        if (p.givens[c]) continue
        const seen = new Set(g.peers[c]!.map((q) => p.givens[q]))
        const options = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => !seen.has(d) && d !== solution[c])
        if (!options.length) continue
        const givens = [...p.givens]
        givens[c] = options[Math.floor(rnd() * options.length)]!
        const q = makePuzzle(givens)
        expect(baseline.solve(q).status).toBe('unsolvable')
        const r = fast.solve(q, { limit: 2 })
        expect(r.status).toBe('unsolvable')
        expect(r.solutions).toBe(0)
        if (r.stats.guesses > 0) deep++
        break
      }
    }
    expect(deep).toBeGreaterThan(10)
  })

  it('agrees with another solver when a given of a hard puzzle is altered', () => {
    const rnd = random(7)
    let unsolvable = 0
    for (const p of puzzles('hardest-87.txt')) {
      const g = geometryForSize(9)!
      const filled = p.givens.flatMap((d, c) => (d ? [c] : []))
      const c = filled[Math.floor(rnd() * filled.length)]!
      const seen = new Set(g.peers[c]!.map((q) => p.givens[q]))
      const options = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => !seen.has(d) && d !== p.givens[c])
      if (!options.length) continue
      const givens = [...p.givens]
      givens[c] = options[Math.floor(rnd() * options.length)]!
      const q = makePuzzle(givens)
      const r = fast.solve(q)
      expect(r.status).toBe(baseline.solve(q).status)
      if (r.solution) expect(isSolutionOf(q, r.solution)).toBe(true)
      else unsolvable++
      expect(fast.solve(q, { limit: 2 }).solutions).toBe(bruteCount(givens))
    }
    expect(unsolvable).toBeGreaterThan(0)
  })

  it.each([
    ['row', '5...5' + '.'.repeat(76)],
    ['column', '7' + '.'.repeat(44) + '7' + '.'.repeat(35)],
    ['box', '3.........3' + '.'.repeat(70)],
  ])('treats conflicting givens (%s) as unsolvable, without throwing', (_, text) => {
    const p = makePuzzle(cells(text))
    for (const options of [{}, { limit: 2 as const }, { record: true }]) {
      const r = fast.solve(p, options)
      expect(r.status).toBe('unsolvable')
      expect(r.solutions).toBe(0)
      expect(r.solution).toBeNull()
    }
  })

  it('treats values that are not digits as unsolvable', () => {
    for (const bad of [10, -1, 1.5, NaN]) {
      const givens = new Array<number>(81).fill(0)
      givens[40] = bad
      expect(fast.solve(makePuzzle(givens)).status).toBe('unsolvable')
      expect(fast.solve(makePuzzle(givens), { record: true }).status).toBe('unsolvable')
    }
  })
})

describe('fast: the recorded log', () => {
  const sample = [
    ...puzzles('starter-4.txt'),
    ...puzzles('top95.txt').slice(0, 15),
    ...puzzles('forum-hardest-1106.txt').slice(0, 10),
    ...puzzles('17-clue-5000.txt').slice(0, 10),
  ]

  it('replays to the solution and back to the start, and searches the same tree', () => {
    for (const p of sample) {
      for (const limit of [1, 2] as const) {
        const plain = fast.solve(p, { limit })
        const r = fast.solve(p, { limit, record: true })
        expect(r.solutions).toBe(plain.solutions)
        expect(r.solution).toEqual(plain.solution)
        expect(r.stats.guesses).toBe(plain.stats.guesses)
        expect(r.stats.backtracks).toBe(plain.stats.backtracks)
        expect(r.stats.maxDepth).toBe(plain.stats.maxDepth)
        expectReplay(p, r)
      }
    }
  })

  it('records placements, eliminations and the branching', () => {
    const p = puzzles('forum-hardest-1106.txt')[3]!
    const r = fast.solve(p, { record: true })
    const log = r.log!
    const kinds = new Set<number>()
    for (let i = 0; i < log.length; i++) kinds.add(log.kind(i))
    for (const k of [K.pass, K.place, K.eliminate, K.snapshot, K.guess, K.restore, K.solved])
      expect(kinds.has(k)).toBe(true)
    const reasons = new Set<string>()
    for (let i = 0; i < log.length; i++) {
      const s = log.step(i)
      if (s.kind === 'place') reasons.add(s.reason)
      if (s.kind === 'guess') expect(s.options.length).toBeGreaterThanOrEqual(2)
    }
    expect([...reasons].sort()).toEqual(['guess', 'hidden-single', 'naked-single'])
  })

  it('replays the unsolvable and the counted-past-the-solution cases', () => {
    const p = puzzles('hardest-87.txt')[0]!
    const solution = fast.solve(p).solution!
    const givens = [...p.givens]
    const c = givens.findIndex((d, i) => d === 0 && solution[i] !== 0)
    const g = geometryForSize(9)!
    const seen = new Set(g.peers[c]!.map((q) => givens[q]))
    givens[c] = [1, 2, 3, 4, 5, 6, 7, 8, 9].find((d) => !seen.has(d) && d !== solution[c])!
    const q = makePuzzle(givens)
    const r = fast.solve(q, { record: true, limit: 2 })
    expect(r.status).toBe('unsolvable')
    expectReplay(q, r)
    const empty = makePuzzle(new Array<number>(81).fill(0))
    const e = fast.solve(empty, { record: true, limit: 2 })
    expect(e.solutions).toBe(2)
    expectReplay(empty, e)
  })

  it('keeps solving when the step cap is reached', () => {
    const p = puzzles('forum-hardest-1106.txt')[0]!
    const r = fast.solve(p, { record: true, maxSteps: 100 })
    expect(r.log!.capped).toBe(true)
    expect(r.log!.length).toBe(100)
    expect(isSolutionOf(p, r.solution!)).toBe(true)
  })
})

describe('fast: the deadline', () => {
  it('gives up on a long 9x9 search once the deadline has passed', () => {
    const ps = puzzles('forum-hardest-1106.txt')
    const counts = ps.map((p) => fast.solve(p, { limit: 2 }).stats.guesses)
    const p = ps[counts.indexOf(Math.max(...counts))]!
    expect(Math.max(...counts)).toBeGreaterThan(64)
    const r = fast.solve(p, { limit: 2, deadline: performance.now() - 1 })
    expect(r.timedOut).toBe(true)
    expect(r.status).toBe('unsolvable')
    expect(r.solutions).toBe(0)
    const inTime = fast.solve(p, { limit: 2, deadline: performance.now() + 60_000 })
    expect(inTime.timedOut).toBeUndefined()
    expect(inTime.solutions).toBe(1)
  })

  it('gives up on a long 16x16 search, with or without a log', () => {
    const p = makePuzzle(new Array<number>(256).fill(0))
    for (const record of [false, true]) {
      const r = fast.solve(p, { limit: 2, record, deadline: performance.now() - 1 })
      expect(r.timedOut).toBe(true)
      expect(r.solutions).toBe(0)
    }
  })
})

describe('fast: 4x4 and 16x16', () => {
  it.each([2, 4])('solves and counts box size %i grids like an independent counter', (b) => {
    const n = b * b
    const solution = patternSolution(b)
    const rnd = random(b)
    for (const share of [0.3, 0.5, 0.6, 1]) {
      const givens = blankOut(solution, share, rnd)
      const p = makePuzzle(givens)
      expect(p.size).toBe(n)
      const r = fast.solve(p)
      expect(r.status).toBe('solved')
      expect(isSolutionOf(p, r.solution!)).toBe(true)
      const counted = fast.solve(p, { limit: 2 }).solutions
      if (b === 2 || share <= 0.5) expect(counted).toBe(bruteCount(givens))
      else expect(counted).toBe(2)
      const recorded = fast.solve(p, { limit: 2, record: true })
      expect(recorded.solutions).toBe(counted)
      expectReplay(p, recorded)
    }
  })

  it('finds conflicts and dead ends on 4x4', () => {
    expect(fast.solve(makePuzzle(cells('1..1' + '.'.repeat(12)))).status).toBe('unsolvable')
    // r1c4 sees 1, 2, 3 in its row and 4 in its column.
    const givens = cells('123.' + '...4' + '.'.repeat(8))
    expect(bruteCount(givens)).toBe(0)
    expect(fast.solve(makePuzzle(givens), { limit: 2 }).solutions).toBe(0)
  })
})
