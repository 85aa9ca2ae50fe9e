import { describe, expect, it } from 'vitest'
import { benchRating } from '@/bench/rating'
import { parsePuzzle, type Puzzle } from '@/engine'

function puzzle(line: string): Puzzle {
  const parsed = parsePuzzle(line)
  if (!parsed.ok) throw new Error(parsed.error.message)
  return parsed.puzzle
}

// Line 961 of puzzles/se-rated-1771.tsv: published 3.2 (an X-Wing).
const X_WING = '..8...7...........3..786..98.......3.3.8.7.1..4.3.2.7..8.4.5.9.7.5.3.6.442.9.8.51'

describe('benchRating', () => {
  it('rates a 9x9 puzzle on the SE scale, naming its hardest technique', () => {
    expect(benchRating(puzzle(X_WING), 2000)).toMatchObject({ rating: 3.2, hardest: 'x-wing' })
  })

  it('stops past its budget with a stated lower bound, and says so', () => {
    // Stopped before any technique searched: at least a full house (1.0), no more is sure.
    expect(benchRating(puzzle(X_WING), -1)).toMatchObject({
      rating: 1,
      hardest: 'full-house',
      why: 'over-budget',
    })
  })

  it('Golden Nugget past its budget: a lower bound, never 0.0', () => {
    // serate 11.9: minutes on SE's nested forcing chains, so Compare's 2 s stop it.
    const nugget =
      '.......39.....1..5..3.5.8....8.9...6.7...2...1..4.......9.8..5..2....6..4..7.....'
    const r = benchRating(puzzle(nugget), 2000)
    expect(r.why).toBe('over-budget')
    expect(r.rating).toBeGreaterThanOrEqual(1)
  }, 60_000)

  it('leaves alone what the scale is not made for', () => {
    expect(benchRating(null, 2000)).toEqual({ rating: null, why: 'invalid' })
    expect(benchRating(puzzle('1...' + '.'.repeat(12)), 2000)).toEqual({
      rating: null,
      why: 'not-9x9',
    })
    expect(benchRating(puzzle('.'.repeat(81)), 2000)).toEqual({ rating: null, why: 'not-unique' })
  })
})
