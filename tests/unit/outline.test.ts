import { describe, expect, it } from 'vitest'
import { ALGORITHMS, K, outlineLog, PLACE_REASONS } from '@/engine/full'
import { puzzles } from '../fixtures/puzzles'

/**
 * One vocabulary: the timeline's counts (read from the log) are the stats' counts (kept by
 * the algorithm while solving), for every algorithm, so a guess is counted the same
 * everywhere it is shown.
 */
const CASES = [
  ...puzzles('starter-4.txt', 4).map((p, i) => [`starter #${i + 1}`, p] as const),
  ...puzzles('hardest-87.txt', 2).map((p, i) => [`hardest-87 #${i + 1}`, p] as const),
]

describe.each(ALGORITHMS.map((a) => [a.id, a] as const))('%s: log and stats agree', (id, a) => {
  it.each(CASES)('on %s', (_, puzzle) => {
    const result = a.solve(puzzle, { record: true, maxSteps: 3_000_000 })
    const log = result.log!
    if (log.capped) return // naive on the hardest: the stats go on past the log's end
    const outline = outlineLog(log)
    expect(outline.guesses.length, 'guesses').toBe(result.stats.guesses)
    expect(outline.maxDepth, 'max depth').toBe(result.stats.maxDepth)
    expect(outline.placements.length, 'placements').toBeGreaterThanOrEqual(
      result.stats.placements > 0 ? 1 : 0,
    )
    // Every guessed or tried digit is drawn as a guess: its place step says so.
    for (const i of outline.guesses) {
      const kind = log.kind(i)
      if (kind === K.place) expect(PLACE_REASONS[log.reason(i)]).toBe('try')
      else expect(kind).toBe(K.guess)
    }
  })

  it('counts at least one puzzle in full', () => {
    const full = CASES.filter(
      ([, p]) => !a.solve(p, { record: true, maxSteps: 3_000_000 }).log!.capped,
    )
    expect(full.length).toBeGreaterThan(0)
  })
})
