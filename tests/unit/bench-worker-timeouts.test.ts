/**
 * Compare's timing after time-outs, through the bench worker's own code (its Comlink
 * face is caught here instead of being exposed): a first round with a 1 ms budget
 * per puzzle, so that many solves are cut short, must verify every answer it gives.
 * On a virtual clock (one millisecond a reading of the engine's `clock.now`), so which
 * solves are cut short is the same on every machine, however fast or busy.
 */
import { readFileSync } from 'node:fs'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clock } from '@/engine/clock'
import type { BenchWorkerApi } from '@/workers/bench.worker'
import { puzzleLines } from '../fixtures/puzzles'

const exposed = vi.hoisted(() => ({ api: null as unknown }))
vi.mock('comlink', () => ({
  expose: (api: unknown) => {
    exposed.api = api
  },
}))

async function worker(): Promise<BenchWorkerApi> {
  await import('@/workers/bench.worker')
  return exposed.api as BenchWorkerApi
}

const OPTIONS = { budgetMs: 1, warmup: 2 }

describe('the bench worker after time-outs', () => {
  beforeEach(() => {
    let readings = 0
    vi.spyOn(clock, 'now').mockImplementation(() => ++readings)
  })
  afterEach(() => vi.restoreAllMocks())

  it.each(['dlx', 'detour', 'markup', 'fast'])(
    '%s: 120 forum-hardest puzzles at 1 ms each: each one verified or timed out, none wrong',
    async (algorithm) => {
      const api = await worker()
      api.load(puzzleLines('forum-hardest-1106.txt', 120).map((l) => l.slice(0, 81)))
      const first = api.firstRound(algorithm, OPTIONS, () => {})
      const answers = new Set(first.map((t) => (t.ok ? 'ok' : t.timedOut ? 'timeout' : t.answer)))
      expect([...answers].filter((a) => a !== 'ok' && a !== 'timeout')).toEqual([])
      if (algorithm === 'dlx') expect(answers).toEqual(new Set(['ok', 'timeout']))
      expect(api.laterRound(algorithm, OPTIONS, () => {})).toHaveLength(120)
    },
  )

  it('dlx on 25x25 boards at a 150 ms budget: two solutions found or timed out, never wrong', async () => {
    const api = await worker()
    const big = readFileSync('tests/fixtures/formats/twenty-five.txt', 'utf8').trim()
    api.load([big, '.'.repeat(625), big, '.'.repeat(625)])
    const first = api.firstRound('dlx', { ...OPTIONS, budgetMs: 150 }, () => {})
    expect(first.filter((t) => !t.ok && !t.timedOut)).toEqual([])
  })
})
