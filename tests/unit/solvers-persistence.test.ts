import 'fake-indexeddb/auto'
import { openDB } from 'idb'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { solverId } from '@/engine/full'
import {
  clearSolvers,
  closeSolvers,
  codeProblem,
  deleteSolver,
  deleteUnreadableSolvers,
  listSolvers,
  MAX_SOLVER_BYTES,
  NEWER_SOLVERS,
  saveSolver,
  SolversUnavailable,
  SOLVERS,
  SOLVERS_DB,
  utf8Bytes,
  type SavedSolver,
} from '@/persistence/solvers'
import { deleteDatabase } from '../fixtures/indexeddb'

const CODE = 'export default function solve(p) { return null }\nexport const name = "Nothing"\n'

async function saved(code = CODE, over: Partial<SavedSolver> = {}): Promise<SavedSolver> {
  return {
    version: 1,
    id: await solverId(code),
    name: 'Nothing',
    description: 'gives up',
    sizes: [9],
    code,
    added: '2026-11-26T14:00:00.000Z',
    bytes: utf8Bytes(code),
    ...over,
  }
}

/** Write a record straight into the store, past saveSolver's check. */
async function putRaw(record: unknown): Promise<void> {
  const db = await openDB(SOLVERS_DB)
  await db.put(SOLVERS, record)
  db.close()
}

describe('your solvers in IndexedDB', () => {
  beforeEach(async () => {
    await clearSolvers()
  })
  afterEach(() => closeSolvers())

  it('saves, lists in the order added, and deletes', async () => {
    const later = await saved(`${CODE}// two\n`, {
      name: 'Second',
      added: '2026-11-26T15:00:00.000Z',
    })
    await saveSolver(later)
    await saveSolver(await saved())
    const { solvers, skipped } = await listSolvers()
    expect(skipped).toBe(0)
    expect(solvers.map((s) => s.name)).toEqual(['Nothing', 'Second'])
    expect(solvers[0]!.id).toMatch(/^user-[0-9a-f]{12}$/)
    await deleteSolver(later.id)
    expect((await listSolvers()).solvers.map((s) => s.name)).toEqual(['Nothing'])
  })

  it('the same code saved again replaces its record (one id per code)', async () => {
    await saveSolver(await saved())
    await saveSolver(await saved(CODE, { name: 'Renamed' }))
    expect((await listSolvers()).solvers.map((s) => s.name)).toEqual(['Renamed'])
  })

  it('skips and counts records that do not read, or whose code is not the one their id hashes', async () => {
    await saveSolver(await saved())
    const good = await saved()
    await putRaw({ ...good, id: 'user-000000000000' }) // code changed behind the app's back
    await putRaw({ ...(await saved(`${CODE}//x`)), version: 2 })
    await putRaw({ ...(await saved(`${CODE}//y`)), sizes: [8] })
    await putRaw({ ...(await saved(`${CODE}//z`)), bytes: 3 })
    await putRaw({ id: 'user-111111111111', junk: true })
    const { solvers, skipped } = await listSolvers()
    expect(solvers.map((s) => s.id)).toEqual([good.id])
    expect(skipped).toBe(5)
    expect(await deleteUnreadableSolvers()).toBe(5)
    expect(await listSolvers()).toMatchObject({ skipped: 0, solvers: [{ id: good.id }] })
  })

  it('never writes a record it would skip', async () => {
    await expect(saveSolver(await saved(CODE, { sizes: [7 as 9] }))).rejects.toThrow()
    await expect(saveSolver(await saved(CODE, { name: '  ' }))).rejects.toThrow()
    expect((await listSolvers()).solvers).toEqual([])
  })

  it('says what is wrong with an empty paste or a file over 2 MB, in words', () => {
    expect(codeProblem('  \n')).toMatch(/^Paste a solver's code/)
    const big = 'x'.repeat(MAX_SOLVER_BYTES + 1)
    expect(codeProblem(big)).toBe(
      'The code is 2.0 MB (2,000,001 bytes); a solver may be at most 2 MB (2,000,000 bytes). Leave out test data and long comments.',
    )
    // The limit is on UTF-8 bytes: a million two-byte letters is over it.
    expect(codeProblem('é'.repeat(1_000_001))).toMatch(/at most/)
    expect(codeProblem(CODE)).toBeNull()
  })
})

describe('a solvers database of a newer version', () => {
  it('says a newer version of the app upgraded it, not that storage is off', async () => {
    closeSolvers()
    await deleteDatabase(SOLVERS_DB)
    const db = await openDB(SOLVERS_DB, 99)
    db.close()
    try {
      const error = await listSolvers().catch((e: unknown) => e)
      expect(error).toBeInstanceOf(SolversUnavailable)
      expect((error as Error).message).toBe(NEWER_SOLVERS)
    } finally {
      closeSolvers()
      await deleteDatabase(SOLVERS_DB)
    }
  })
})
