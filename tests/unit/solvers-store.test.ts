import 'fake-indexeddb/auto'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getAlgorithm, sizeRefusal } from '@/engine'
import { solverId } from '@/engine/full'
import { clearSolvers, closeSolvers, listSolvers } from '@/persistence/solvers'
import { userAlgorithmCode as userSolverCode } from '@/engine'
import { solving } from '@/services/solving'
import { userSolvers } from '@/services/user-solvers'
import { installFakes } from '../fixtures/services'
import { useCompareStore } from '@/stores/compare'
import { useSolveStore } from '@/stores/solve'
import { useSolversStore } from '@/stores/solvers'
import { waitForState } from '../fixtures/wait'

/** The sandbox's check, answered here: what `inspectSolver` says about each code. */
const sandbox = vi.hoisted(() => {
  const fine = (_code: string): unknown => ({
    ok: true,
    info: {
      name: 'Module name',
      description: 'Tries digits.',
      sizes: [9],
      hasCount: false,
      hasCounters: false,
      hasSteps: true,
    },
  })
  return { fine, answer: fine, calls: 0 }
})
installFakes(userSolvers, {
  inspect: async (code: string) => {
    sandbox.calls++
    const answer = sandbox.answer(code) as { ok: boolean }
    return (answer.ok ? { ...answer, id: await solverId(code) } : answer) as never
  },
})
// The Solve view's worker is not wanted here: a solve started by remove() just stays pending.
installFakes(solving, { solve: () => new Promise(() => {}), cancel: () => {} })

const CODE = 'export default function solve(p) { return null }\n'
const OTHER = 'export default function solve(p) { return null } // another\n'

describe('the solvers store', () => {
  beforeEach(async () => {
    setActivePinia(createPinia())
    await clearSolvers()
    sandbox.calls = 0
    sandbox.answer = sandbox.fine
  })
  afterEach(async () => {
    const store = useSolversStore()
    for (const s of store.list) await store.remove(s.id)
    closeSolvers()
  })

  it('adds a checked solver: saved, its code given to the sandbox, named with its code hash everywhere', async () => {
    const store = useSolversStore()
    const added = await store.add(CODE, '  My solver ')
    expect(added.ok).toBe(true)
    const id = await solverId(CODE)
    expect(store.list).toMatchObject([{ id, hash: id.slice(5), name: 'My solver', sizes: [9] }])
    expect(userSolverCode(id)).toBe(CODE)
    // Saved runs, legends and the race read the catalog: the name carries the hash.
    expect(getAlgorithm(id)?.name).toBe(`My solver (code ${id.slice(5)})`)
    expect(getAlgorithm(id)?.candidates).toBe('none')
    // It exports no counters(): Compare says its guesses are "not reported", not 0.
    expect(getAlgorithm(id)?.reportsCounters).toBe(false)
    expect(store.list[0]?.counters).toBe(false)
    // Refused on sizes it does not take, as the built-ins are.
    expect(sizeRefusal(getAlgorithm(id)!, 16)).toMatch(
      /^My solver \(code [0-9a-f]{12}\) does not solve 16x16/,
    )
    expect((await listSolvers()).solvers).toMatchObject([{ id, name: 'My solver', code: CODE }])
  })

  it("takes the module's name when the name is left blank", async () => {
    const store = useSolversStore()
    await store.add(CODE, '')
    expect(store.list[0]?.name).toBe('Module name')
  })

  it('refuses what the sandbox refuses, an empty paste and the same code twice, saving nothing more', async () => {
    const store = useSolversStore()
    sandbox.answer = () => ({ ok: false, error: 'SyntaxError at 3:7: Unexpected token' })
    expect(await store.add(CODE, 'x')).toEqual({
      ok: false,
      error: 'Not added: SyntaxError at 3:7: Unexpected token.',
    })
    expect(await store.add(' \n', 'x')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^Paste/),
    })
    expect(sandbox.calls).toBe(1) // the empty paste never reached a sandbox
    sandbox.answer = () => ({
      ok: true,
      info: {
        name: 'A',
        description: '',
        sizes: [9],
        hasCount: false,
        hasCounters: true,
        hasSteps: false,
      },
    })
    expect((await store.add(CODE, 'First')).ok).toBe(true)
    const twice = await store.add(CODE, 'Second')
    expect(twice).toMatchObject({
      ok: false,
      error: expect.stringMatching(/already added, as “First”/),
    })
    expect((await listSolvers()).solvers.map((s) => s.name)).toEqual(['First'])
  })

  it('registers the saved solvers when the page starts', async () => {
    await useSolversStore().add(CODE, 'Kept')
    await useSolversStore().add(OTHER, 'Also kept')
    const ids = useSolversStore().list.map((s) => s.id)
    // A fresh page: a new store reads them back.
    setActivePinia(createPinia())
    const store = useSolversStore()
    await store.load()
    expect(store.list.map((s) => s.name)).toEqual(['Kept', 'Also kept'])
    expect(store.loaded).toBe(true)
    expect(ids.map((id) => userSolverCode(id))).toEqual([CODE, OTHER])
    expect(store.infos.map((i) => i.name)).toEqual(
      ids.map((id, i) => `${['Kept', 'Also kept'][i]} (code ${id.slice(5)})`),
    )
  })

  it('removes a solver from storage, the catalog, Compare and the Solve view', async () => {
    const store = useSolversStore()
    await store.add(CODE, 'Gone soon')
    const id = store.list[0]!.id
    const compare = useCompareStore()
    compare.selected = ['dlx', id]
    const solve = useSolveStore()
    solve.algorithmId = id
    await store.remove(id)
    expect(store.list).toEqual([])
    expect(getAlgorithm(id)).toBeUndefined()
    expect((await listSolvers()).solvers).toEqual([])
    await waitForState(() => expect(compare.selected).toEqual(['dlx']))
    expect(solve.algorithmId).toBe('detour')
  })
})
