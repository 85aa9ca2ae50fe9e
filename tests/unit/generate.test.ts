/**
 * The generator: every puzzle has exactly one solution by an independent counter
 * (dancing links, not the fast engine the generator counts with), rates in the
 * band of its level, and the same seed gives the same puzzle.
 *
 * 50 puzzles per level here, a budget in work that a slow busy machine meets too;
 * `npx tsx scripts/generate-check.ts` checks 200 per level the same way and times them.
 */

import { describe, expect, it } from 'vitest'
import { dlx } from '../../src/engine/algorithms/dlx'
import { generate, generateMany } from '../../src/engine/generate'
import { LEVEL_BANDS, LEVELS } from '../../src/engine/levels'
import { geometry } from '../../src/engine/geometry'
import { ratePuzzle } from '../../src/engine/logic/rating'
import { findConflicts, makePuzzle } from '../../src/engine/puzzle'

const PER_LEVEL = 50

describe('generate', () => {
  it.each(LEVELS)(
    '%s: one solution (dlx), the rating in the band, the solution matching',
    (level) => {
      const [low, ceiling] = LEVEL_BANDS[level]
      const made = [...generateMany({ level, count: PER_LEVEL, seed: `unit-${level}` })]
      expect(made).toHaveLength(PER_LEVEL)
      for (const p of made) {
        const counted = dlx.solve(p.puzzle, { limit: 2 })
        expect(counted.solutions).toBe(1)
        expect(counted.solution).toEqual(p.solution)
        const r = ratePuzzle(geometry(3), p.puzzle.givens)
        expect(r.rating).toBeGreaterThanOrEqual(low)
        expect(r.rating).toBeLessThan(ceiling)
        expect(p.level).toBe(level)
        expect(p.rating).toBe(r.rating)
      }
      // The draws of one stream are different puzzles.
      expect(new Set(made.map((p) => p.puzzle.givens.join(''))).size).toBe(PER_LEVEL)
    },
    180_000,
  )

  it('the same seed gives the same puzzle; another seed another one', () => {
    const a = generate({ level: 'hard', seed: 'share-me' })!
    const b = generate({ level: 'hard', seed: 'share-me' })!
    const c = generate({ level: 'hard', seed: 'share-me-too' })!
    expect(b.puzzle.givens).toEqual(a.puzzle.givens)
    expect(c.puzzle.givens).not.toEqual(a.puzzle.givens)
    // The first of a run of several is the one puzzle of that seed.
    const [first] = generateMany({ level: 'hard', seed: 'share-me', count: 2 })
    expect(first!.puzzle.givens).toEqual(a.puzzle.givens)
  })

  it('with symmetry, a clue and its 180-degree twin stand together', () => {
    const p = generate({ level: 'medium', seed: 'sym', symmetric: true })!
    const g = p.puzzle.givens
    for (let cell = 0; cell < 81; cell++) expect(g[cell] === 0).toBe(g[80 - cell] === 0)
    expect(dlx.solve(p.puzzle, { limit: 2 }).solutions).toBe(1)
  })

  it.each([4, 16])('makes puzzles of side %i with one solution', (size) => {
    const p = generate({ level: 'easy', seed: 'sizes', size })!
    expect(p.puzzle.size).toBe(size)
    expect(findConflicts(makePuzzle(p.solution))).toEqual([])
    expect(dlx.solve(p.puzzle, { limit: 2 }).solutions).toBe(1)
  })

  it('stops when told to (a cancelled draw gives null)', () => {
    expect(generate({ level: 'expert', seed: 'stop', onDraw: () => false })).toBeNull()
  })
})
