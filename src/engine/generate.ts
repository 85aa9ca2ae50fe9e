/**
 * The puzzle generator: puzzles with exactly one solution, graded on the Sudoku
 * Explainer scale into the Play levels (levels.ts: easy, medium, hard, expert,
 * extreme), seeded so that the same seed and level give the same puzzle.
 *
 * One draw:
 *   1. a random complete grid: the diagonal boxes filled with shuffled digits
 *      (they share no unit, so any filling is consistent), the rest completed by
 *      the fast engine, then the validity-preserving transformations (digits
 *      relabelled, rows swapped within bands, bands swapped, the same for
 *      columns, a transpose half the time);
 *   2. clues removed in random order (in 180-degree pairs when `symmetric`),
 *      each removal kept only while the fastest engine (wasm, else fast) still counts one solution
 *      and, below extreme, while the techniques under the level's ceiling still
 *      solve the grid (so the rating cannot climb out of the band);
 *   3. the rating of the result: in the band, done; else draw again.
 *
 * Everything random comes from one seeded PRNG stream, so draw i of seed S is
 * always the same puzzle; `generateMany` continues the stream.
 */

import { fastestFor } from './algorithms/wasm'
import { geometryForSize, type Geometry } from './geometry'
import { LEVEL_BANDS, levelOf, type Level } from './levels'
import { ratePuzzle } from './logic/rating'
import { TECHNIQUES } from './logic/registry'
import type { Technique } from './logic/types'
import { makePuzzle, type Puzzle } from './puzzle'

/** A small, fast, seedable PRNG (sfc32) with its seed hashed from any string. */
export type Random = () => number

export function seededRandom(seed: string): Random {
  // xmur3: spreads the seed's characters over four 32-bit words.
  let h = 1779033703 ^ seed.length
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353)
    h = (h << 13) | (h >>> 19)
  }
  const next = (): number => {
    h = Math.imul(h ^ (h >>> 16), 2246822507)
    h = Math.imul(h ^ (h >>> 13), 3266489909)
    return (h ^= h >>> 16) >>> 0
  }
  let a = next()
  let b = next()
  let c = next()
  let d = next()
  return () => {
    a >>>= 0
    b >>>= 0
    c >>>= 0
    d >>>= 0
    let t = (a + b) | 0
    a = b ^ (b >>> 9)
    b = (c + (c << 3)) | 0
    c = (c << 21) | (c >>> 11)
    d = (d + 1) | 0
    t = (t + d) | 0
    c = (c + t) | 0
    return (t >>> 0) / 4294967296
  }
}

/** A fresh seed for a user who did not give one: six base-36 characters. */
export function randomSeed(): string {
  return Math.floor(Math.random() * 36 ** 6)
    .toString(36)
    .padStart(6, '0')
}

function shuffle<T>(xs: T[], rand: Random): T[] {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1))
    ;[xs[i], xs[j]] = [xs[j]!, xs[i]!]
  }
  return xs
}

function range(n: number): number[] {
  return Array.from({ length: n }, (_, i) => i)
}

/** A permutation of 0..n-1 that keeps bands: bands shuffled, lines within each band shuffled. */
function bandPermutation(g: Geometry, rand: Random): number[] {
  const out: number[] = []
  for (const band of shuffle(range(g.box), rand))
    for (const line of shuffle(range(g.box), rand)) out.push(band * g.box + line)
  return out
}

/** A random complete grid (row-major digits). */
export function randomGrid(g: Geometry, rand: Random): number[] {
  const seedGrid = new Array<number>(g.cells).fill(0)
  for (let b = 0; b < g.box; b++) {
    const digits = shuffle(
      range(g.size).map((i) => i + 1),
      rand,
    )
    const box = b * g.box + b
    g.units[2 * g.size + box]!.forEach((cell, i) => (seedGrid[cell] = digits[i]!))
  }
  const solved = fastestFor(9).solve(makePuzzle(seedGrid), { limit: 1 }).solution
  if (!solved) throw new Error('diagonal boxes always complete')
  return transform(g, solved, rand)
}

/** Relabel digits, permute rows and columns within the band structure, transpose half the time. */
export function transform(g: Geometry, grid: readonly number[], rand: Random): number[] {
  const relabel = [0, ...shuffle(range(g.size), rand).map((i) => i + 1)]
  const rows = bandPermutation(g, rand)
  const cols = bandPermutation(g, rand)
  const transpose = rand() < 0.5
  const out = new Array<number>(g.cells)
  for (let r = 0; r < g.size; r++)
    for (let c = 0; c < g.size; c++) {
      const [sr, sc] = transpose ? [cols[c]!, rows[r]!] : [rows[r]!, cols[c]!]
      out[r * g.size + c] = relabel[grid[sr * g.size + sc]!]!
    }
  return out
}

function unique(givens: number[]): boolean {
  return fastestFor(9).solve(makePuzzle(givens), { limit: 2 }).solutions === 1
}

/** Remove clues in random order while the solution stays unique and `keep` holds. */
export function removeClues(
  g: Geometry,
  grid: readonly number[],
  rand: Random,
  options: { symmetric?: boolean; keep?: (givens: number[]) => boolean } = {},
): number[] {
  const givens = [...grid]
  const order = shuffle(range(g.cells), rand)
  for (const cell of order) {
    const twin = options.symmetric ? g.cells - 1 - cell : cell
    if (!givens[cell] || !givens[twin]) continue
    const saved = [givens[cell]!, givens[twin]!] as const
    givens[cell] = 0
    givens[twin] = 0
    if (!unique(givens) || (options.keep && !options.keep(givens))) {
      givens[cell] = saved[0]
      givens[twin] = saved[1]
    }
  }
  return givens
}

export interface GenerateOptions {
  level?: Level
  /** Any string; the same seed and level give the same puzzle. */
  seed?: string
  /** 4, 9 or 16 (default 9). Ratings, and so levels above easy, are for 9x9 mostly. */
  size?: number
  symmetric?: boolean
  /** Called before every draw (1, 2, ...); return false to stop (cancel). */
  onDraw?: (draw: number) => boolean | void
  /** Most draws before giving up (default 2000). */
  maxDraws?: number
}

export interface Generated {
  puzzle: Puzzle
  solution: number[]
  rating: number
  /** The hardest technique of the solve path ("" when only givens... never for a real puzzle). */
  technique: string
  /** The techniques ran out before the grid was full (possible for extreme only). */
  stuck: boolean
  level: Level
  seed: string
  /** Draws it took to land in the band. */
  draws: number
}

/** The techniques rated under the level's ceiling (all of them for extreme). */
function techniquesUnder(ceiling: number): readonly Technique[] {
  return TECHNIQUES.filter((t) => t.rating < ceiling)
}

/** The next puzzle of the stream that lands in the level's band; null when stopped or out of draws. */
export function drawPuzzle(
  g: Geometry,
  rand: Random,
  options: GenerateOptions & { level: Level; seed: string },
): Generated | null {
  const [low, ceiling] = LEVEL_BANDS[options.level]
  const under = Number.isFinite(ceiling) ? techniquesUnder(ceiling) : null
  // Below extreme, keep a removal only while the easier techniques still finish the grid.
  const keep = under
    ? (givens: number[]) => {
        const r = ratePuzzle(g, givens, under)
        return r.valid && !r.stuck
      }
    : undefined
  const maxDraws = options.maxDraws ?? 2000
  for (let draw = 1; draw <= maxDraws; draw++) {
    if (options.onDraw?.(draw) === false) return null
    const solution = randomGrid(g, rand)
    const givens = removeClues(g, solution, rand, { symmetric: options.symmetric, keep })
    const r = ratePuzzle(g, givens, TECHNIQUES)
    if (!r.valid || r.rating < low || r.rating >= ceiling) continue
    return {
      puzzle: makePuzzle(givens, { level: options.level }),
      solution,
      rating: r.rating,
      technique: r.hardest,
      stuck: r.stuck,
      level: levelOf(r.rating),
      seed: options.seed,
      draws: draw,
    }
  }
  return null
}

/** `count` puzzles of one level from one seed (the first is what `generate` with that seed gives). */
export function* generateMany(options: GenerateOptions & { count: number }): Generator<Generated> {
  const g = geometryForSize(options.size ?? 9)
  if (!g || g.size > 16) throw new Error(`the generator makes 4x4, 9x9 and 16x16 puzzles`)
  const seed = options.seed ?? randomSeed()
  const level = options.level ?? 'medium'
  const rand = seededRandom(`${g.size}:${level}:${seed}`)
  for (let i = 0; i < options.count; i++) {
    const p = drawPuzzle(g, rand, { ...options, level, seed })
    if (!p) return
    yield p
  }
}

/** One puzzle (null when stopped by `onDraw` or out of draws). */
export function generate(options: GenerateOptions = {}): Generated | null {
  for (const p of generateMany({ ...options, count: 1 })) return p
  return null
}
