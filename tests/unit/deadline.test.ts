/**
 * Deadlines on a virtual clock: `clock.now()` (the engine's clock) moves one
 * millisecond at each reading, so a solve gives up after a known number of
 * readings whatever the machine's load, and what is asserted is the work done
 * before it gave up, never the time it took.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getAlgorithm } from '@/engine/full'
import { clock } from '@/engine/clock'
import type { LogicReport } from '@/engine/algorithms/logic'
import { puzzles } from '../fixtures/puzzles'

// The first 17-clue puzzle keeps naive backtracking busy for minutes.
const puzzle = puzzles('17-clue-5000.txt', 1)[0]!

/** A clock that reads 1, 2, 3, … : each reading is one millisecond later. Returns the readings. */
function tickingClock(): { readings: () => number } {
  let readings = 0
  vi.spyOn(clock, 'now').mockImplementation(() => ++readings)
  return { readings: () => readings }
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('deadline', () => {
  it.each(['naive', 'markup'])(
    '%s gives up at the first reading past the deadline and says so',
    (id) => {
      const { readings } = tickingClock()
      // The solve reads the clock when it starts (1), then once every 4096 backtracks.
      const r = getAlgorithm(id)!.solve(puzzle, { deadline: 10 })
      expect(r.status).toBe('unsolvable')
      expect(r.timedOut).toBe(true)
      expect(r.solutions).toBe(0)
      expect(r.solution).toBeNull()
      // Ten readings of 4096 backtracks each at most: it stopped at once, not later.
      expect(r.stats.backtracks).toBeGreaterThan(0)
      expect(r.stats.backtracks).toBeLessThanOrEqual(10 * 4096)
      expect(readings()).toBeLessThanOrEqual(12)
    },
  )

  it('logic gives up between deductions at the deadline (hardest-87 #1 needs forcing chains)', () => {
    const hard = puzzles('hardest-87.txt', 1)[0]!
    const logic = getAlgorithm('logic')!
    const full = logic.solve(hard) as ReturnType<typeof logic.solve> & { logic: LogicReport }
    expect(full.timedOut).toBeFalsy()
    const deductions = (r: { logic: LogicReport }) =>
      Object.values(r.logic.counts).reduce((s, k) => s + k, 0)

    const { readings } = tickingClock()
    const r = logic.solve(hard, { deadline: 20 }) as typeof full
    expect([r.status, r.timedOut, r.solutions]).toEqual(['unsolvable', true, 0])
    // The clock is read before each deduction: past the deadline, no deduction more.
    expect(deductions(r)).toBeLessThan(20)
    expect(deductions(r)).toBeLessThan(deductions(full))
    expect(readings()).toBeLessThan(40)
  })

  it('a solve that finishes before its deadline does not report a timeout', () => {
    const { readings } = tickingClock()
    const r = getAlgorithm('detour')!.solve(puzzle, { deadline: 1000 })
    expect(r.status).toBe('solved')
    expect(r.timedOut).toBeFalsy()
    expect(readings()).toBeLessThan(1000)
  })
})
