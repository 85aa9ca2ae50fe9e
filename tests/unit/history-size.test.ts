/**
 * History's saved size does not grow with the collection's length: a run over more
 * than HISTORY_PUZZLES puzzles keeps its figures and what it takes to run it again
 * (the collection's id or name, how many puzzles, a digest of their lines), not a
 * copy of the collection nor its per-puzzle timings. Smaller runs are kept whole, and
 * runs saved whole before this still read as they were.
 */
import 'fake-indexeddb/auto'
import { openDB } from 'idb'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { HISTORY_PUZZLES, puzzleCount, workloadDigest } from '@/bench/history-size'
import type { BenchRun } from '@/bench/types'
import {
  clearRuns,
  closeHistory,
  DB_NAME,
  getRun,
  HEADERS,
  listPage,
  RUNS,
  saveRun,
  updateRun,
} from '@/persistence/history'
import { algorithmRun, benchRun } from './history-fixture'

const line = (i: number) => (String(i).padStart(9, '0') + '.'.repeat(72)).slice(0, 81)

/** A run of three algorithms over the first `n` puzzles of a built-in collection, rated. */
function runOver(n: number): BenchRun {
  const puzzles = Array.from({ length: n }, (_, i) => line(i))
  const results = ['detour', 'fast', 'dlx'].map((id, k) => {
    const r = algorithmRun(id, id, 10 + k)
    return {
      ...r,
      summary: { ...r.summary, puzzles: n, solved: n },
      puzzles: puzzles.map((_, index) => ({ ...r.puzzles[0]!, index, us: 10 + (index % 7) })),
    }
  })
  return benchRun('2025-06-01T08:00:00.000Z', {
    algorithms: results.map((r) => r.algorithm),
    workload: { kind: 'collection', name: `The first ${n}`, puzzles, collectionId: 'seventeen' },
    results,
    ratings: puzzles.map(() => ({ rating: 2.3, hardest: 'hidden-pair', ms: 1 })),
  })
}

/** The bytes of the stored record (its JSON), run and header. */
async function storedBytes(id: number): Promise<number> {
  const db = await openDB(DB_NAME)
  const run = await db.get(RUNS, id)
  const header = await db.get(HEADERS, id)
  db.close()
  return JSON.stringify(run).length + JSON.stringify(header).length
}

describe('History size', () => {
  beforeEach(async () => {
    await clearRuns()
  })
  afterEach(() => closeHistory())

  it('a run over 10,000 puzzles is stored no bigger than one over 100', async () => {
    const small = await storedBytes(await saveRun(runOver(100)))
    const big = await storedBytes(await saveRun(runOver(10_000)))
    const bigger = await storedBytes(await saveRun(runOver(20_000)))
    expect(big).toBeLessThanOrEqual(small)
    // Twice the puzzles: only the count's digits differ.
    expect(Math.abs(bigger - big)).toBeLessThan(8)
  })

  it('keeps the figures and what it takes to run it again', async () => {
    const run = runOver(10_000)
    const id = await saveRun(run)
    const saved = (await getRun(id))!
    expect(saved.workload).toEqual({
      kind: 'collection',
      name: 'The first 10000',
      collectionId: 'seventeen',
      puzzles: [],
      count: 10_000,
      digest: workloadDigest(run.workload.puzzles),
    })
    expect(puzzleCount(saved.workload)).toBe(10_000)
    expect(saved.results.map((r) => r.summary)).toEqual(run.results.map((r) => r.summary))
    expect(saved.results.every((r) => r.puzzles.length === 0)).toBe(true)
    expect(saved.ratings).toBeUndefined()
    const page = await listPage(0, 10)
    expect(page.headers.find((h) => h.id === id)!.workload.count).toBe(10_000)
    // Its ratings landing later update it the same way.
    expect(await updateRun(id, run)).toBe(true)
    expect(await storedBytes(id)).toBeLessThan(4000)
  })

  it('keeps a run of up to HISTORY_PUZZLES puzzles whole', async () => {
    const run = runOver(HISTORY_PUZZLES)
    const saved = (await getRun(await saveRun(run)))!
    expect(saved.workload.puzzles).toEqual(run.workload.puzzles)
    expect(saved.workload.count).toBeUndefined()
    expect(saved.results[0]!.puzzles).toHaveLength(HISTORY_PUZZLES)
    expect(saved.ratings).toHaveLength(HISTORY_PUZZLES)
  })

  it('reads a big run saved whole before this as it was', async () => {
    const old = runOver(HISTORY_PUZZLES + 500)
    const db = await openDB(DB_NAME)
    const id = (await db.add(RUNS, JSON.parse(JSON.stringify(old)))) as number
    db.close()
    const read = (await getRun(id))!
    expect(read.workload.puzzles).toHaveLength(HISTORY_PUZZLES + 500)
    expect(read.results[0]!.puzzles).toHaveLength(HISTORY_PUZZLES + 500)
  })

  it('the digest tells the same lines apart from others', () => {
    const a = ['1'.repeat(81), '2'.repeat(81)]
    expect(workloadDigest(a)).toBe(workloadDigest([...a]))
    expect(workloadDigest(a)).not.toBe(workloadDigest([...a].reverse()))
    expect(workloadDigest(a)).toMatch(/^[0-9a-f]{16}$/)
  })
})
