import { describe, expect, it } from 'vitest'
import { getAlgorithm } from '@/engine/full'
import { puzzles } from '../fixtures/puzzles'

// The first 17-clue puzzle keeps naive backtracking busy for minutes.
const puzzle = puzzles('17-clue-5000.txt', 1)[0]!

describe('deadline', () => {
  it.each(['naive', 'markup'])('%s gives up at the deadline and says so', (id) => {
    const started = performance.now()
    const r = getAlgorithm(id)!.solve(puzzle, { deadline: started + 10 })
    const took = performance.now() - started
    expect(r.status).toBe('unsolvable')
    expect(r.timedOut).toBe(true)
    expect(r.solutions).toBe(0)
    expect(took).toBeLessThan(3000)
  })

  it('logic gives up between deductions at the deadline (hardest-87 #1 needs forcing chains)', () => {
    const hard = puzzles('hardest-87.txt', 1)[0]!
    const started = performance.now()
    const r = getAlgorithm('logic')!.solve(hard, { deadline: started + 5 })
    expect([r.status, r.timedOut, r.solutions]).toEqual(['unsolvable', true, 0])
    // One deduction at most past the deadline: a dynamic forcing chain takes well under 2 s.
    expect(performance.now() - started).toBeLessThan(2000)
    expect(getAlgorithm('logic')!.solve(hard).timedOut).toBeFalsy()
  })

  it('fast solves never report a timeout', () => {
    const r = getAlgorithm('detour')!.solve(puzzle, { deadline: performance.now() + 1000 })
    expect(r.status).toBe('solved')
    expect(r.timedOut).toBeFalsy()
  })
})
