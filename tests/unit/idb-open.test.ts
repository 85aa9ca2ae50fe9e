/**
 * The one IndexedDB opener (src/persistence/idb.ts) between tabs of the app: an
 * upgrade blocked by another tab fails at once with words for the user, a tab asked
 * to step aside for a newer version does, and the saved runs and your solvers both
 * open through it.
 */
import 'fake-indexeddb/auto'
import { openDB, type DBSchema } from 'idb'
import { afterEach, describe, expect, it } from 'vitest'
import { databaseOpener } from '@/persistence/idb'
import { BLOCKED, closeHistory, DB_NAME, HistoryUnavailable, listRuns } from '@/persistence/history'
import { closeSolvers, listSolvers, SolversUnavailable } from '@/persistence/solvers'
import { deleteDatabase, withoutIndexedDB } from '../fixtures/indexeddb'

class TestUnavailable extends Error {}

const WORDS = { unavailable: 'storage is off', newer: 'a newer tab', blocked: 'an older tab' }

interface TestSchema extends DBSchema {
  things: { key: string; value: { id: string } }
}

/** An opener of the test database at `version`, creating its store on the first upgrade. */
function opener(name: string, version: number) {
  return databaseOpener<TestSchema>({
    name,
    version,
    upgrade(db, oldVersion) {
      if (oldVersion < 1) db.createObjectStore('things', { keyPath: 'id' })
    },
    words: WORDS,
    Unavailable: TestUnavailable,
  })
}

let names = 0
const fresh = () => `opener-test-${++names}`

describe('the IndexedDB opener', () => {
  it('keeps one connection for every call, and opens again after close', async () => {
    const name = fresh()
    const { open, close } = opener(name, 1)
    const first = await open()
    expect(await open()).toBe(first)
    await first.put('things', { id: 'a' })
    close()
    const again = await open()
    expect(again).not.toBe(first)
    expect(await again.get('things', 'a')).toEqual({ id: 'a' })
    close()
    await deleteDatabase(name)
  })

  it('fails at once, in the user’s words, when another tab holds an older version open', async () => {
    const name = fresh()
    // Another tab on the older version, which does not step aside.
    const older = await openDB(name, 1, {
      upgrade: (db) => void db.createObjectStore('things', { keyPath: 'id' }),
    })
    const newer = opener(name, 2)
    const error = await newer.open().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TestUnavailable)
    expect((error as Error).message).toBe(WORDS.blocked)
    // Once that tab is gone, the next call opens; the connection the failed call
    // got late was closed, so it holds no one up (deleting the database waits on none).
    older.close()
    expect((await newer.open()).version).toBe(2)
    newer.close()
    expect(await deleteDatabase(name)).toBe(false)
  })

  it('steps aside for a newer version in another tab, and then says a newer version has it', async () => {
    const name = fresh()
    const { open } = opener(name, 1)
    await open()
    // The other tab's upgrade is not blocked: this tab closed its connection.
    let blocked = false
    const newer = await openDB(name, 2, { blocked: () => (blocked = true) })
    expect(blocked).toBe(false)
    newer.close()
    const error = await open().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TestUnavailable)
    expect((error as Error).message).toBe(WORDS.newer)
    await deleteDatabase(name)
  })

  it('says storage is off when the browser has no IndexedDB, and tries again later', async () => {
    const { open, close } = opener(fresh(), 1)
    const error = await withoutIndexedDB(() => open().catch((e: unknown) => e))
    expect(error).toBeInstanceOf(TestUnavailable)
    expect((error as Error).message).toBe(WORDS.unavailable)
    expect((await open()).version).toBe(1)
    close()
  })
})

describe('the saved runs and your solvers open through it', () => {
  afterEach(() => {
    closeHistory()
    closeSolvers()
  })

  it('the saved runs, blocked by a tab on their version 1, say so', async () => {
    closeHistory()
    await deleteDatabase(DB_NAME)
    const older = await openDB(DB_NAME, 1, {
      upgrade: (db) => void db.createObjectStore('runs', { keyPath: 'id', autoIncrement: true }),
    })
    const error = await listRuns().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HistoryUnavailable)
    expect((error as Error).message).toBe(BLOCKED)
    older.close()
    expect(await listRuns()).toEqual({ runs: [], skipped: 0 })
  })

  it('your solvers say storage is off in their own words', async () => {
    closeSolvers()
    const error = await withoutIndexedDB(() => listSolvers().catch((e: unknown) => e))
    expect(error).toBeInstanceOf(SolversUnavailable)
    expect((error as Error).message).toMatch(/Your solvers cannot be kept/)
    expect(await listSolvers()).toEqual({ solvers: [], skipped: 0 })
  })
})
