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

  it('gives up past its budget, and says so', () => {
    expect(benchRating(puzzle(X_WING), -1)).toEqual({ rating: null, why: 'over-budget' })
  })

  it('leaves alone what the scale is not made for', () => {
    expect(benchRating(null, 2000)).toEqual({ rating: null, why: 'invalid' })
    expect(benchRating(puzzle('1...' + '.'.repeat(12)), 2000)).toEqual({
      rating: null,
      why: 'not-9x9',
    })
    expect(benchRating(puzzle('.'.repeat(81)), 2000)).toEqual({ rating: null, why: 'not-unique' })
  })
})
