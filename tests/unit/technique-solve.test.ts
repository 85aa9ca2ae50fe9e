import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useFakeSolving } from '../fixtures/services'

const solving = useFakeSolving()

const { useSolveStore } = await import('@/stores/solve')
const { useTechniquesStore } = await import('@/stores/techniques')

const EASY = '..4.3..1...92..685..51..3.23.1.4.9..4..6.3..1..7.2.8.49.6..72..543..21...1..5.4..'

/** The techniques the last solve asked the worker for. */
const askedFor = () => vi.mocked(solving.solve).mock.calls.at(-1)![3]?.techniques

beforeEach(() => {
  setActivePinia(createPinia())
  vi.mocked(solving.solve).mockClear()
})

describe('the technique switches reach the solve', () => {
  it('a Human logic solve asks for every technique but those turned off', async () => {
    useTechniquesStore().setOn('x-wing', false)
    const store = useSolveStore()
    store.algorithmId = 'logic'
    expect(await store.loadText(EASY)).toBe(true)
    const asked = askedFor()!
    expect(asked).not.toContain('x-wing')
    expect(asked).toContain('full-house')
    expect(asked).toHaveLength(useTechniquesStore().allowed!.length)
  })

  it('with every technique on, or another algorithm, nothing is restricted', async () => {
    const store = useSolveStore()
    store.algorithmId = 'logic'
    await store.loadText(EASY)
    expect(askedFor()).toBeUndefined()
    useTechniquesStore().setOn('x-wing', false)
    await store.setAlgorithm('detour')
    expect(vi.mocked(solving.solve).mock.calls.at(-1)![1]).toBe('detour')
    expect(askedFor()).toBeUndefined()
  })
})
