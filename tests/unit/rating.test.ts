/**
 * Our SE-scale rating against the published ratings of puzzles/se-rated-1771.tsv
 * (the shared collection; Sukaku Explainer ratings from the Sudoku Exchange bank).
 *
 * Tuning used the even lines only; the odd lines are held out (`isHeldOut` in
 * src/engine/logic/agreement.ts). To stay well under a minute on a loaded 2-core
 * machine this test takes every second held-out line (lines 1, 5, 9, ...: 443
 * puzzles); `npx tsx scripts/rate-check.ts` runs the whole held-out part.
 *
 * Targets (issue 9): Spearman >= 0.9, the same band (< 1.5, < 2.5, < 5, < 7, < 9,
 * 9+) for >= 80%, >= 95% of puzzles rated up to 9 solved without a guess. And no
 * move a technique implies may contradict the puzzle's solution, at any step.
 */

import { beforeAll, describe, expect, it } from 'vitest'
import { fast } from '../../src/engine/algorithms/fast'
import { geometry } from '../../src/engine/geometry'
import { isHeldOut, spearman } from '../../src/engine/logic/agreement'
import { band, ratePuzzle } from '../../src/engine/logic/rating'
import { makePuzzle } from '../../src/engine/puzzle'
import { lines } from '../fixtures/puzzles'

const sample = lines('puzzles/se-rated-1771.tsv')
  .map((line, i) => ({ line, i }))
  .filter(({ i }) => isHeldOut(i) && i % 4 === 1)
  .map(({ line }) => {
    const [puzzle, rating] = line.split('\t')
    return {
      givens: [...puzzle!].map((ch) => (ch === '.' ? 0 : Number(ch))),
      published: Number(rating),
    }
  })

describe('rating on the held-out sample', () => {
  const g = geometry(3)
  const ours: number[] = []
  const wrongMoves: string[] = []
  let stuck = 0
  // The whole sample is rated once (about 15 s on a quiet machine), then each target is checked.
  beforeAll(() => {
    for (const { givens } of sample) {
      const solution = fast.solve(makePuzzle(givens)).solution!
      const r = ratePuzzle(g, givens, undefined, (d) => {
        for (const [cell, digit] of d.place)
          if (solution[cell] !== digit) wrongMoves.push(`${d.technique} places ${digit} at ${cell}`)
        for (const [cell, digit] of d.eliminate)
          if (solution[cell] === digit)
            wrongMoves.push(`${d.technique} strikes ${digit} at ${cell}`)
      })
      ours.push(r.rating)
      if (r.stuck) stuck++
    }
  }, 120_000)
  const published = sample.map((p) => p.published)

  it('holds 443 puzzles across the bands', () => {
    expect(sample.length).toBe(443)
    expect(new Set(published.map(band)).size).toBe(6)
  })

  it('never implies a move that contradicts the solution', () => {
    expect(wrongMoves).toEqual([])
  })

  it('ranks puzzles as the published ratings do (Spearman >= 0.9)', () => {
    expect(spearman(ours, published)).toBeGreaterThanOrEqual(0.9)
  })

  it('puts at least 80% in the published band', () => {
    const same = ours.filter((r, k) => band(r) === band(published[k]!)).length
    expect(same / sample.length).toBeGreaterThanOrEqual(0.8)
  })

  it('solves at least 95% of the puzzles rated up to 9 without a guess', () => {
    const upTo9 = published.filter((p) => p <= 9).length
    expect(stuck).toBeLessThanOrEqual(0.05 * upTo9)
  })
})

describe('agreement bands (the play levels are tests/unit/levels.test.ts)', () => {
  it.each([
    [1.2, 0],
    [1.5, 1],
    [2.5, 2],
    [4.9, 2],
    [5.0, 3],
    [7.0, 4],
    [9.0, 5],
  ] as const)('%s is band %i', (rating, b) => {
    expect(band(rating)).toBe(b)
  })

  it('Spearman is 1 for the same order and -1 for the reverse', () => {
    expect(spearman([1, 2, 3, 4], [10, 20, 30, 45])).toBeCloseTo(1)
    expect(spearman([1, 2, 3, 4], [4, 3, 2, 1])).toBeCloseTo(-1)
  })
})
