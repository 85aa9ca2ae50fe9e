import { describe, expect, it } from 'vitest'
import { STEP_SIZES, stopFrom } from '@/engine'

// Stops at steps 3, 7 and 12: the replay stands just after a stop (positions 4, 8, 13).
const STOPS = [3, 7, 12]

describe('stopFrom', () => {
  it.each([
    [0, 1, 1, 4],
    [4, 1, 1, 8],
    [5, 1, 1, 8],
    [0, 1, 2, 8],
    [8, 1, 5, null],
    [13, 1, 1, null],
    [13, -1, 1, 8],
    [10, -1, 1, 8],
    [8, -1, 1, 4],
    [4, -1, 1, null],
    [2, -1, 1, null],
  ] as const)('from position %i, direction %i, %i stop(s): %s', (at, dir, count, to) => {
    expect(stopFrom(STOPS, at, dir, count)).toBe(to)
  })

  it('lists single steps, placements and guesses, each with its words', () => {
    expect(STEP_SIZES.map((s) => s.id).sort()).toEqual(['guess', 'placement', 'step'])
    for (const s of STEP_SIZES) expect(s.label && s.one && s.many && s.hint).toBeTruthy()
  })
})
