import { spawnSync } from 'node:child_process'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { builtHash, compile, sourceHash } from '../../scripts/build-wasm.mjs'
import { dlx } from '../../src/engine/algorithms/dlx'
import { fast } from '../../src/engine/algorithms/fast'
import { getAlgorithm } from '../../src/engine/algorithms/registry'
import { fastestFor, wasm, wasmSupport } from '../../src/engine/algorithms/wasm'
import { isSolutionOf, makePuzzle } from '../../src/engine/puzzle'
import { WASM_BASE64, WASM_SOURCE_SHA256 } from '../../src/engine/wasm/engine.gen'
import { blankOut, bruteCount, cells, puzzleLines, puzzles } from '../fixtures/puzzles'

const SHARED = [
  '17-clue-5000.txt',
  'magictour-top1465.txt',
  'forum-hardest-1106.txt',
  'top95.txt',
  'hardest-87.txt',
  'inkala-top10.txt',
  'norvig-hardest-11.txt',
  'starter-4.txt',
]

/** A valid grid's rows, columns and boxes hold 1-9 once, and it keeps the givens. */
function independentlyValid(givens: readonly number[], grid: readonly number[]): boolean {
  if (grid.length !== 81 || givens.some((d, c) => d !== 0 && grid[c] !== d)) return false
  for (let u = 0; u < 9; u++) {
    const row = new Set<number>()
    const col = new Set<number>()
    const box = new Set<number>()
    for (let k = 0; k < 9; k++) {
      row.add(grid[9 * u + k]!)
      col.add(grid[9 * k + u]!)
      box.add(grid[9 * (3 * Math.floor(u / 3) + Math.floor(k / 3)) + 3 * (u % 3) + (k % 3)]!)
    }
    for (const s of [row, col, box])
      if (s.size !== 9 || [...s].some((d) => d < 1 || d > 9)) return false
  }
  return true
}

describe('wasm: the build', () => {
  it('runs here: Node has WebAssembly SIMD', () => {
    expect(wasmSupport).toEqual({ ok: true, reason: '' })
    expect(getAlgorithm('wasm')).toBe(wasm)
    expect(fastestFor(9)).toBe(wasm)
    expect(fastestFor(16)).toBe(fast)
  })

  it('is built from the current sources (fails when the build step is missing or stale)', async () => {
    expect(builtHash()).toBe(WASM_SOURCE_SHA256)
    expect(WASM_SOURCE_SHA256, 'run npm run build:wasm').toBe(sourceHash())
    // And the embedded module is what the compiler makes of them now, byte for byte.
    const fresh = Buffer.from(await compile()).toString('base64')
    expect(fresh === WASM_BASE64, 'the embedded module differs from a fresh build').toBe(true)
  }, 120_000)

  it('uses SIMD128 instructions (the 0xfd opcode prefix)', () => {
    const bytes = Buffer.from(WASM_BASE64, 'base64')
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('\0asm')
    expect(bytes.includes(0xfd)).toBe(true)
  })
})

describe('wasm: answers', () => {
  it.each(SHARED)(
    'solves and counts every puzzle of %s as fast does, on the same search tree',
    (file) => {
      for (const p of puzzles(file)) {
        const w = wasm.solve(p, { limit: 2 })
        const f = fast.solve(p, { limit: 2 })
        expect(w.solutions).toBe(1)
        expect(isSolutionOf(p, w.solution!)).toBe(true)
        expect(w.solution).toEqual(f.solution)
        // The same tree, node for node: what lets watching it replay fast's recording.
        const { ms: _w, ...ws } = w.stats
        const { ms: _f, ...fs } = f.stats
        expect(ws).toEqual(fs)
      }
    },
    120_000,
  )

  it('matches every kaggle solution exactly', () => {
    for (const row of puzzleLines('kaggle-2000-with-solutions.txt')) {
      const [puzzle, solution] = row.split(/\s+/)
      expect(wasm.solve(makePuzzle(cells(puzzle!))).solution?.join('')).toBe(solution)
    }
  })

  it('counts random puzzles as an independent counter does, and its solutions check out', () => {
    const solutions = puzzleLines('kaggle-2000-with-solutions.txt', 200).map((l) =>
      cells(l.split(/\s+/)[1]!),
    )
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: solutions.length - 1 }),
        fc.double({ min: 0.3, max: 0.85, noNaN: true }),
        fc.integer({ min: 1, max: 2 ** 30 }),
        (which, share, seed) => {
          const givens = blankOut(solutions[which]!, share, seed)
          const r = wasm.solve(makePuzzle(givens), { limit: 2 })
          expect(r.solutions).toBe(Math.min(2, bruteCount(givens)))
          expect(independentlyValid(givens, r.solution!)).toBe(true)
          expect(r.solutions).toBe(dlx.solve(makePuzzle(givens), { limit: 2 }).solutions)
        },
      ),
      { numRuns: 300, seed: 12 },
    )
  })

  it('counts two for the empty grid and multi-solution puzzles', () => {
    const empty = wasm.solve(makePuzzle(new Array<number>(81).fill(0)), { limit: 2 })
    expect(empty.solutions).toBe(2)
    expect(independentlyValid(new Array<number>(81).fill(0), empty.solution!)).toBe(true)
    const p = puzzles('17-clue-5000.txt', 1)[0]!
    const givens = [...p.givens]
    givens[givens.findIndex((d) => d !== 0)] = 0
    expect(wasm.solve(makePuzzle(givens), { limit: 2 }).solutions).toBe(2)
    expect(wasm.solve(makePuzzle(givens), { limit: 1 }).solutions).toBe(1)
  })

  it('answers unsolvable, conflicting, non-digit and filled grids', () => {
    const unsolvable = cells('12345678.' + '........9' + '.'.repeat(63))
    const conflict = cells('11' + '.'.repeat(79))
    const solution = cells(puzzleLines('kaggle-2000-with-solutions.txt', 1)[0]!.split(/\s+/)[1]!)
    for (const givens of [unsolvable, conflict]) {
      const r = wasm.solve(makePuzzle(givens), { limit: 2 })
      expect([r.status, r.solutions, r.solution]).toEqual(['unsolvable', 0, null])
    }
    const odd = [...solution]
    odd[0] = 12
    expect(wasm.solve({ ...makePuzzle(solution), givens: odd }).status).toBe('unsolvable')
    const filled = wasm.solve(makePuzzle(solution), { limit: 2 })
    expect([filled.status, filled.solutions, filled.stats.guesses]).toEqual(['solved', 1, 0])
    expect(filled.solution).toEqual(solution)
  })

  it('gives up once the deadline has passed', () => {
    const ps = puzzles('forum-hardest-1106.txt')
    const counts = ps.map((p) => wasm.solve(p, { limit: 2 }).stats.guesses)
    const p = ps[counts.indexOf(Math.max(...counts))]!
    const r = wasm.solve(p, { limit: 2, deadline: performance.now() - 1 })
    expect([r.timedOut, r.status, r.solutions]).toEqual([true, 'unsolvable', 0])
    expect(wasm.solve(p, { limit: 2 }).timedOut).toBeUndefined()
  })

  it("records through fast's recording path, the same search", () => {
    const p = puzzles('top95.txt', 1)[0]!
    const r = wasm.solve(p, { record: true })
    expect(r.log).not.toBeNull()
    expect(r.stats.guesses).toBe(wasm.solve(p).stats.guesses)
  })
})

describe('wasm: in the CLI', () => {
  const cli = (args: string[], input: string) =>
    spawnSync('node', ['bin/sudoku-lab.mjs', ...args], { encoding: 'utf8', input })

  it('is the default of solve and count on 9x9, and says 9x9 only when asked for 16x16', () => {
    const line = puzzleLines('top95.txt', 1)[0]!
    const sixteen = '.'.repeat(256)
    const counted = cli(['count', '-'], `${line}\n${sixteen}\n`)
    expect(counted.status).toBe(0)
    expect(counted.stdout).toBe('1\n2\n')
    const refused = cli(['solve', '--algorithm', 'wasm', '-'], `${sixteen}\n`)
    expect(refused.stdout).toMatch(/^invalid: wasm does not solve 16x16 puzzles \(it solves 9x9\)/)
  })
})
