import { createPinia, setActivePinia } from 'pinia'
import { ref } from 'vue'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  backgroundJob,
  backgroundJobs,
  measuring,
  startMeasuring,
  stopMeasuring,
  trackJob,
  whenNotMeasuring,
} from '@/services/scheduler'
import { parsePuzzle } from '@/engine'
import { SolveCancelled, solving } from '@/services/solving'
import { installFakes } from '../fixtures/services'

const solveCalls = { solve: 0, time: 0 }
installFakes(solving, {
  solve: async () => {
    solveCalls.solve++
    throw new SolveCancelled()
  },
  time: async () => {
    solveCalls.time++
    return 1 as never
  },
  cancel: () => {},
  cancelTiming: () => {},
})
const { useSolveStore } = await import('@/stores/solve')
const { solveExplanation } = await import('@/components/playback/solve-words')

const tick = () => new Promise((r) => setTimeout(r, 0))

describe('measuring', () => {
  beforeEach(() => {
    setActivePinia(createPinia())
    solveCalls.solve = 0
    solveCalls.time = 0
  })
  afterEach(() => stopMeasuring())

  it('holds background jobs back while a comparison is timing, and lets them go after', async () => {
    await startMeasuring()
    expect(measuring.value).toBe(true)
    let started = false
    const job = backgroundJob(async () => {
      started = true
      return 7
    })
    await tick()
    expect(started).toBe(false)
    stopMeasuring()
    expect(await job).toBe(7)
    expect(started).toBe(true)
    expect(backgroundJobs.value).toBe(0)
  })

  it('drops a job that is no longer wanted once the wait is over', async () => {
    await startMeasuring()
    const start = vi.fn(async () => 1)
    const job = backgroundJob(start, () => true)
    stopMeasuring()
    expect(await job).toBeNull()
    expect(start).not.toHaveBeenCalled()
  })

  it('waits for the jobs already running, or until cancelled', async () => {
    let end = () => {}
    void trackJob(new Promise<void>((r) => (end = r)))
    expect(backgroundJobs.value).toBe(1)
    let quiet = false
    const starting = startMeasuring().then(() => (quiet = true))
    await tick()
    expect(measuring.value).toBe(true)
    expect(quiet).toBe(false)
    end()
    await starting
    expect(quiet).toBe(true)
    stopMeasuring()

    let end2 = () => {}
    void trackJob(new Promise<void>((r) => (end2 = r)))
    const cancelled = ref(false)
    const cancelling = startMeasuring({ cancelled: () => cancelled.value })
    cancelled.value = true
    await cancelling
    end2()
    await tick()
    expect(backgroundJobs.value).toBe(0)
  })

  it('stops waiting for a job that runs past the time limit', async () => {
    let end = () => {}
    void trackJob(new Promise<void>((r) => (end = r)))
    // On fake timers: what is tested is the limit, not how fast this machine is.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      let started = false
      const waiting = startMeasuring({ timeoutMs: 30 }).then(() => (started = true))
      await vi.advanceTimersByTimeAsync(29)
      expect(started).toBe(false)
      await vi.advanceTimersByTimeAsync(2)
      await waiting
      expect(started).toBe(true)
    } finally {
      vi.useRealTimers()
      end()
    }
  })

  it("the Solve view's starter solve waits for the timing, a solve the user asked for does not", async () => {
    const solve = useSolveStore()
    const parsed = parsePuzzle(
      '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........',
    )
    if (!parsed.ok) throw new Error(parsed.error.message)
    await startMeasuring()
    const starter = solve.loadPuzzle(parsed.puzzle, { source: 'starter', background: true })
    await tick()
    expect(solveCalls.solve).toBe(0)
    expect(solve.waiting).toBe(true)
    expect(solveExplanation(solve)).toMatch(/^Waiting for the comparison/)
    // The user presses Solve meanwhile: it runs at once (and replaces the starter's solve).
    await solve.solveCurrent()
    expect(solveCalls.solve).toBe(1)
    stopMeasuring()
    await whenNotMeasuring()
    expect(await starter).toBe(false)
    expect(solveCalls.solve).toBe(1)
  })
})
