import 'fake-indexeddb/auto'
import { openDB } from 'idb'
import { reactive } from 'vue'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  clearRuns,
  closeHistory,
  DB_NAME,
  deleteRun,
  deleteUnreadable,
  dropDamaged,
  getRun,
  HEADERS,
  HistoryUnavailable,
  isRunHeader,
  isBenchRun,
  forEachRun,
  listPage,
  listRuns,
  NEWER,
  newestRun,
  RUNS,
  saveRun,
  updateRun,
} from '@/persistence/history'
import type { BenchRun, PuzzleTiming, RunSummary } from '@/bench/types'
import { benchRun } from './history-fixture'
import { deleteDatabase, withoutIndexedDB } from '../fixtures/indexeddb'

/** A run whose first algorithm's summary has `over` in it. */
function withSummary(over: Partial<RunSummary>): BenchRun {
  const run = benchRun('2025-05-01T08:00:00.000Z')
  const [first, ...rest] = run.results
  return { ...run, results: [{ ...first!, summary: { ...first!.summary, ...over } }, ...rest] }
}

/** A run whose first algorithm's first puzzle timing has `over` in it. */
function withTiming(over: Partial<PuzzleTiming>): BenchRun {
  const run = benchRun('2025-05-01T08:00:00.000Z')
  const [first, ...rest] = run.results
  const [timing, ...timings] = first!.puzzles
  return {
    ...run,
    results: [{ ...first!, puzzles: [{ ...timing!, ...over }, ...timings] }, ...rest],
  }
}

/** Write a record straight into the store, bypassing saveRun's checks. */
async function putRaw(record: unknown): Promise<void> {
  const db = await openDB(DB_NAME)
  await db.add(RUNS, record)
  db.close()
}

describe('history database', () => {
  beforeEach(async () => {
    await clearRuns()
  })
  afterEach(() => closeHistory())

  it('saves, lists, gets and deletes runs', async () => {
    const id = await saveRun(benchRun('2025-05-01T10:00:00.000Z'))
    expect(id).toBeTypeOf('number')
    const got = await getRun(id)
    expect(got).toEqual({ ...benchRun('2025-05-01T10:00:00.000Z'), id })
    expect((await listRuns()).runs.map((r) => r.id)).toEqual([id])
    await deleteRun(id)
    expect(await getRun(id)).toBeNull()
    expect(await listRuns()).toEqual({ runs: [], skipped: 0 })
  })

  it('updates a saved run in place (its ratings after its timing), but never brings back a deleted one', async () => {
    const timed = benchRun('2025-05-01T10:00:00.000Z')
    const id = await saveRun(timed)
    const rated: BenchRun = {
      ...timed,
      ratings: timed.workload.puzzles.map(() => ({ rating: 2.3 })),
    }
    expect(await updateRun(id, rated)).toBe(true)
    expect(await getRun(id)).toEqual({ ...rated, id })
    expect((await listRuns()).runs).toHaveLength(1)
    expect((await listPage(0, 10)).headers.map((h) => h.id)).toEqual([id])
    await deleteRun(id)
    expect(await updateRun(id, rated)).toBe(false)
    expect(await listRuns()).toEqual({ runs: [], skipped: 0 })
  })

  it('lists the newest run first, whatever order they were saved in', async () => {
    await saveRun(benchRun('2025-05-02T08:00:00.000Z', { browser: 'middle' }))
    await saveRun(benchRun('2025-05-03T08:00:00.000Z', { browser: 'newest' }))
    await saveRun(benchRun('2025-05-01T08:00:00.000Z', { browser: 'oldest' }))
    const { runs } = await listRuns()
    expect(runs.map((r) => r.browser)).toEqual(['newest', 'middle', 'oldest'])
  })

  it('saves a run held in a Vue reactive proxy, as a new record even if it has an id', async () => {
    const first = await saveRun(reactive(benchRun('2025-05-01T08:00:00.000Z')))
    const again = await saveRun(reactive({ ...benchRun('2025-05-01T09:00:00.000Z'), id: first }))
    expect(again).not.toBe(first)
    expect((await listRuns()).runs).toHaveLength(2)
  })

  it.each([
    ['missing fields', { version: 1, date: '2025-05-01T08:00:00.000Z' }],
    ['an older version', { ...benchRun('2025-05-01T08:00:00.000Z'), version: 0 }],
    ['a string for the results', { ...benchRun('2025-05-01T08:00:00.000Z'), results: 'none' }],
    ['no date at all', { ...benchRun('x'), date: undefined }],
    ['a bad summary', { ...benchRun('2025-05-01T08:00:00.000Z'), results: [{ name: 'x' }] }],
    ['only an unknown field', 'garbage'],
    ['NaN for a median', withSummary({ medianUs: NaN })],
    ['Infinity for a rate', withSummary({ puzzlesPerSecond: Infinity })],
    ['-Infinity for a timing', withTiming({ us: -Infinity })],
    ['NaN for a guess count', withTiming({ guesses: NaN })],
  ])('skips and counts a record with %s, and lists the rest', async (_what, bad) => {
    await saveRun(benchRun('2025-05-01T08:00:00.000Z'))
    await putRaw(typeof bad === 'string' ? { id: 999, bad } : bad)
    await saveRun(benchRun('2025-05-02T08:00:00.000Z'))
    const { runs, skipped } = await listRuns()
    expect(skipped).toBe(1)
    expect(runs).toHaveLength(2)
    expect(runs.every(isBenchRun)).toBe(true)
  })

  it('refuses NaN and Infinity in every numeric field, and nothing else of a good run', () => {
    expect(isBenchRun(benchRun('2025-05-01T08:00:00.000Z'))).toBe(true)
    const run = benchRun('2025-05-01T08:00:00.000Z')
    for (const key of Object.keys(run.results[0]!.summary) as (keyof RunSummary)[])
      for (const bad of [NaN, Infinity])
        expect(isBenchRun(withSummary({ [key]: bad })), `${key} = ${bad}`).toBe(false)
    for (const key of ['index', 'us', 'guesses', 'backtracks', 'calculations'] as const)
      expect(isBenchRun(withTiming({ [key]: NaN })), `${key} = NaN`).toBe(false)
    expect(isBenchRun({ ...run, id: NaN })).toBe(false)
  })

  it('takes runs with the clock they were timed with and without it, but no broken clock', () => {
    const run = benchRun('2025-05-01T08:00:00.000Z')
    expect(isBenchRun({ ...run, clock: { resolutionUs: 5, isolated: true } })).toBe(true)
    expect(isBenchRun({ ...run, clock: { resolutionUs: NaN, isolated: true } })).toBe(false)
    expect(isBenchRun({ ...run, clock: { resolutionUs: 100 } })).toBe(false)
    expect(isBenchRun({ ...run, clock: 'fine' })).toBe(false)
  })

  it('takes runs with ratings and without them, but no rating that is not a number', () => {
    const run = benchRun('2025-05-01T08:00:00.000Z')
    const ratings = [
      { rating: 9.1, hardest: 'forcing-chain' },
      { rating: null, why: 'over-budget' },
    ]
    expect(isBenchRun(run)).toBe(true)
    expect(isBenchRun({ ...run, ratings })).toBe(true)
    expect(isBenchRun({ ...run, ratings: [{ rating: '9.1' }] })).toBe(false)
    expect(isBenchRun({ ...run, ratings: [{ rating: NaN }] })).toBe(false)
    expect(isBenchRun({ ...run, ratings: 'all hard' })).toBe(false)
  })

  it('gives null for an unreadable record and removes the unreadable ones on request', async () => {
    await putRaw({ id: 7, version: 99, date: '2025-05-01T08:00:00.000Z' })
    await saveRun(benchRun('2025-05-01T08:00:00.000Z'))
    expect(await getRun(7)).toBeNull()
    expect(await deleteUnreadable()).toBe(1)
    expect(await listRuns()).toMatchObject({ skipped: 0, runs: [{ browser: 'Chrome 126' }] })
  })

  it('rejects with a message for the user when the browser has no IndexedDB', async () => {
    closeHistory()
    const error = await withoutIndexedDB(() => listRuns().catch((e: unknown) => e))
    expect(error).toBeInstanceOf(HistoryUnavailable)
    expect((error as Error).message).toMatch(/Comparisons still work/)
  })
})

describe('a database of a newer version', () => {
  afterEach(() => closeHistory())

  it('says a newer version of the app upgraded it, not that storage is off', async () => {
    closeHistory()
    const db = await openDB(DB_NAME, 99)
    db.close()
    try {
      const error = await listRuns().catch((e: unknown) => e)
      expect(error).toBeInstanceOf(HistoryUnavailable)
      expect((error as Error).message).toBe(NEWER)
      expect((error as Error).message).not.toMatch(/private browsing/)
    } finally {
      await deleteDatabase(DB_NAME)
    }
  })
})

describe('history pages and headers', () => {
  beforeEach(async () => {
    await clearRuns()
  })
  afterEach(() => closeHistory())

  it('lists a page of headers, newest first, without the timings', async () => {
    for (let i = 0; i < 7; i++)
      await saveRun(benchRun(`2025-05-0${i + 1}T08:00:00.000Z`, { browser: `B${i}` }))
    const page = await listPage(2, 3)
    expect(page.total).toBe(7)
    expect(page.headers.map((h) => h.browser)).toEqual(['B4', 'B3', 'B2'])
    expect(page.headers[0]!.workload.count).toBe(2)
    expect(page.headers[0]).not.toHaveProperty('workload.puzzles')
    expect(page.headers[0]!.results[0]).not.toHaveProperty('puzzles')
  })

  it('pages by date even when runs were saved out of order, ties newest id first', async () => {
    for (const [day, browser] of [
      ['03', 'C'],
      ['01', 'A'],
      ['02', 'B'],
      ['02', 'B2'],
    ])
      await saveRun(benchRun(`2025-05-${day}T08:00:00.000Z`, { browser }))
    expect((await listPage(0, 10)).headers.map((h) => h.browser)).toEqual(['C', 'B2', 'B', 'A'])
    expect((await listPage(1, 2)).headers.map((h) => h.browser)).toEqual(['B2', 'B'])
    expect((await listPage(9, 2)).headers).toEqual([])
  })

  it('reads the newest readable run in full, skipping a corrupt one', async () => {
    expect(await newestRun()).toBeNull()
    await saveRun(benchRun('2025-05-01T08:00:00.000Z', { browser: 'old' }))
    await saveRun(benchRun('2025-05-02T08:00:00.000Z', { browser: 'new' }))
    await putRaw({ id: 99, version: 1, date: '2025-05-03T08:00:00.000Z' })
    const run = await newestRun()
    expect(run?.browser).toBe('new')
    expect(run?.results[0]?.puzzles.length).toBeGreaterThan(0)
  })

  it('gives a run saved without a header (an older version of the app) its header', async () => {
    await putRaw({ ...benchRun('2025-05-01T08:00:00.000Z', { browser: 'old' }), id: 41 })
    await putRaw({ id: 42, version: 99 })
    const page = await listPage(0, 10)
    expect(page.headers.map((h) => [h.id, h.browser])).toEqual([[41, 'old']])
    expect(page.skipped).toBe(1)
  })

  /** Overwrite the header of run `id` with `change` applied, bypassing every check. */
  async function breakHeader(id: number, change: (h: Record<string, unknown>) => void) {
    const db = await openDB(DB_NAME)
    const header = (await db.get(HEADERS, id)) as Record<string, unknown>
    change(header)
    await db.put(HEADERS, header)
    db.close()
  }

  it.each([
    ['workload: null', (h: Record<string, unknown>) => (h.workload = null)],
    ['results not a list', (h: Record<string, unknown>) => (h.results = 'x')],
    [
      'a count of NaN',
      (h: Record<string, unknown>) => (h.workload = { kind: 'pasted', name: 'x', count: NaN }),
    ],
    ['no date', (h: Record<string, unknown>) => delete h.date],
  ])('a broken header (%s) of a readable run is written again from the run', async (_, change) => {
    const id = await saveRun(benchRun('2025-05-01T08:00:00.000Z', { browser: 'mended' }))
    await saveRun(benchRun('2025-05-02T08:00:00.000Z', { browser: 'other' }))
    await breakHeader(id, change)
    const page = await listPage(0, 10)
    expect(page.headers.map((h) => h.browser)).toEqual(['other', 'mended'])
    expect(page).toMatchObject({ total: 2, skipped: 0 })
    expect(page.headers.every(isRunHeader)).toBe(true)
  })

  it('a run whose record is corrupt under a header that reads: once opened, no longer listed or counted, and deleted on request', async () => {
    const id = await saveRun(benchRun('2025-05-01T08:00:00.000Z', { browser: 'damaged' }))
    await saveRun(benchRun('2025-05-02T08:00:00.000Z', { browser: 'fine' }))
    const db = await openDB(DB_NAME)
    const run = (await db.get(RUNS, id)) as Record<string, unknown>
    await db.put(RUNS, { ...run, results: 'corrupt' })
    db.close()
    // Listed from its header until its record is read...
    expect((await listPage(0, 10)).total).toBe(2)
    expect(await getRun(id)).toBeNull()
    expect(await dropDamaged(id)).toBe(true)
    // ...then one of the unreadable, not listed, not counted.
    const page = await listPage(0, 10)
    expect(page.headers.map((h) => h.browser)).toEqual(['fine'])
    expect(page).toMatchObject({ total: 1, skipped: 1 })
    expect(await dropDamaged(id)).toBe(true)
    expect(await deleteUnreadable()).toBe(1)
    expect(await listPage(0, 10)).toMatchObject({ total: 1, skipped: 0 })
    // A readable run, or none, is not damaged.
    expect(await dropDamaged(page.headers[0]!.id)).toBe(false)
    expect(await dropDamaged(12345)).toBe(false)
  })

  it('a broken header of a broken run is left out, not counted, and deleted on request', async () => {
    const id = await saveRun(benchRun('2025-05-01T08:00:00.000Z', { browser: 'broken' }))
    await saveRun(benchRun('2025-05-02T08:00:00.000Z', { browser: 'fine' }))
    await breakHeader(id, (h) => (h.workload = null))
    const db = await openDB(DB_NAME)
    const run = (await db.get(RUNS, id)) as Record<string, unknown>
    await db.put(RUNS, { ...run, workload: null })
    db.close()
    const page = await listPage(0, 10)
    expect(page.headers.map((h) => h.browser)).toEqual(['fine'])
    expect(page).toMatchObject({ total: 1, skipped: 1 })
    await deleteUnreadable()
    expect(await listPage(0, 10)).toMatchObject({ total: 1, skipped: 0 })
    const after = await openDB(DB_NAME)
    expect(await after.get(HEADERS, id)).toBeUndefined()
    expect(await after.get(RUNS, id)).toBeUndefined()
    after.close()
  })

  it('a broken header on the first page keeps its place: the last readable run is still on a page', async () => {
    const ids: number[] = []
    for (let day = 1; day <= 11; day++)
      ids.push(await saveRun(benchRun(`2025-05-${String(day).padStart(2, '0')}T08:00:00.000Z`)))
    // The newest run breaks, header and run: page 1 (of 10) shows 9 rows.
    const newest = ids.at(-1)!
    await breakHeader(newest, (h) => (h.workload = null))
    const db = await openDB(DB_NAME)
    await db.put(RUNS, { ...((await db.get(RUNS, newest)) as object), workload: null })
    db.close()
    const first = await listPage(0, 10)
    expect(first).toMatchObject({ total: 10, places: 11, skipped: 1 })
    expect(first.headers).toHaveLength(9)
    const second = await listPage(10, 10)
    expect(second.headers.map((h) => h.date)).toEqual(['2025-05-01T08:00:00.000Z'])
  })

  it('reads runs for an export in batches, in the order they were saved', async () => {
    for (let i = 0; i < 5; i++) await saveRun(benchRun(`2025-05-0${i + 1}T08:00:00.000Z`))
    const batches: number[] = []
    await forEachRun(null, (runs) => batches.push(runs.length), 2)
    expect(batches).toEqual([2, 2, 1])
    const { runs } = await listRuns()
    const some: string[] = []
    await forEachRun([runs[0]!.id!], (batch) => some.push(...batch.map((r) => r.date)))
    expect(some).toEqual([runs[0]!.date])
  })
})
