import { describe, expect, it } from 'vitest'
import {
  getAlgorithm,
  outlineLog,
  parsePuzzle,
  STEP_SIZES,
  stopFrom,
  usableStepSize,
  type LogOutline,
} from '@/engine/full'

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

  it('lists single steps, placements, guesses and techniques, each with its words', () => {
    expect(STEP_SIZES.map((s) => s.id).sort()).toEqual(['guess', 'placement', 'step', 'technique'])
    for (const s of STEP_SIZES) expect(s.label && s.one && s.many && s.hint).toBeTruthy()
  })
})

/** The outline of a recorded solve of `line` by `algorithm`. */
function outlineOf(line: string, algorithm: string): LogOutline {
  const parsed = parsePuzzle(line)
  if (!parsed.ok) throw new Error(parsed.error.message)
  const result = getAlgorithm(algorithm)!.solve(parsed.puzzle, { record: true, limit: 1 })
  return outlineLog(result.log!)
}

// Line 961 of puzzles/se-rated-1771.tsv: rated 3.2, an X-Wing on the way.
const X_WING = '..8...7...........3..786..98.......3.3.8.7.1..4.3.2.7..8.4.5.9.7.5.3.6.442.9.8.51'

describe('stepping by technique', () => {
  const techniques = STEP_SIZES.find((s) => s.id === 'technique')!

  it('stops at each deduction of a logic solve, and at nothing else', () => {
    const outline = outlineOf(X_WING, 'logic')
    const stops = techniques.stops(outline)!
    expect(techniques.unavailable!(outline)).toBeNull()
    expect(stops).toEqual(outline.techniques)
    // Fewer moves than placements, since one deduction may place several digits or none.
    expect(stops.length).toBeGreaterThan(10)
    // Forward from the start lands just after the first deduction, then the second.
    const first = stopFrom(stops, 0, 1)!
    expect(first).toBe(stops[0]! + 1)
    expect(stopFrom(stops, first, 1)).toBe(stops[1]! + 1)
    expect(stopFrom(stops, stopFrom(stops, first, 1)!, -1)).toBe(first)
  })

  it('is disabled, with a reason, for a solve that names no techniques', () => {
    const outline = outlineOf(X_WING, 'dlx')
    expect(outline.techniques).toEqual([])
    expect(techniques.unavailable!(outline)).toMatch(/Human logic/)
    expect(techniques.unavailable!(null)).toMatch(/Human logic/)
    // The chosen size gives way to placements there, and is kept where it can be used.
    expect(usableStepSize('technique', outline).id).toBe('placement')
    expect(usableStepSize('technique', outlineOf(X_WING, 'logic')).id).toBe('technique')
    expect(usableStepSize('guess', outline).id).toBe('guess')
  })
})
