// @vitest-environment happy-dom
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useFakeSolving } from '../fixtures/services'

const solving = useFakeSolving()

const { default: TechniquesPanel } = await import('@/components/techniques/TechniquesPanel.vue')
const { useSolveStore } = await import('@/stores/solve')
const { TECHNIQUE_LIST } = await import('@/stores/techniques')

const EASY = '..4.3..1...92..685..51..3.23.1.4.9..4..6.3..1..7.2.8.49.6..72..543..21...1..5.4..'

async function setup(algorithm: string) {
  const pinia = createPinia()
  setActivePinia(pinia)
  const store = useSolveStore()
  store.algorithmId = algorithm
  await store.loadText(EASY)
  const wrapper = mount(TechniquesPanel, { global: { plugins: [pinia] } })
  // Open "Techniques on and off" as a click on its summary would.
  const details = wrapper.get('details.switches')
  ;(details.element as HTMLDetailsElement).open = true
  await details.trigger('toggle')
  vi.mocked(solving.solve).mockClear()
  const box = (name: string) =>
    wrapper
      .findAll('li label')
      .find((l) => l.find('.name').text() === name)!
      .find('input')
  return { store, wrapper, box }
}

beforeEach(() => {
  localStorage.clear()
  vi.useFakeTimers()
})
afterEach(() => vi.useRealTimers())

describe('the techniques panel', () => {
  it('says which techniques are off and solves a Human logic replay again, once the clicks settle', async () => {
    const { wrapper, box } = await setup('logic')
    expect(wrapper.find('[role="note"]').exists()).toBe(false)
    await box('X-Wing').setValue(false)
    await box('Swordfish').setValue(false)
    expect(wrapper.get('[role="note"]').text()).toBe(
      '2 techniques off (X-Wing, Swordfish): Human logic solves, and its time is measured, without them.',
    )
    expect(solving.solve).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(500)
    await flushPromises()
    expect(solving.solve).toHaveBeenCalledTimes(1)
    const techniques = vi.mocked(solving.solve).mock.calls[0]![3]!.techniques!
    expect(techniques).not.toContain('x-wing')
    expect(techniques).not.toContain('swordfish')
    const all = TECHNIQUE_LIST.length
    expect(wrapper.get('summary .count').text()).toBe(`${all - 2} of ${all} on`)
  })

  it('keeps the replay where it was after a switch re-solves (the same step, clamped; the end stays the end), and times the solve with the switches', async () => {
    const { store, box } = await setup('logic')
    store.seek(12)
    expect(store.cursor).toBe(12)
    vi.mocked(solving.time).mockClear()
    await box('X-Wing').setValue(false)
    await vi.advanceTimersByTimeAsync(500)
    await flushPromises()
    expect(solving.solve).toHaveBeenCalledTimes(1)
    expect(store.cursor).toBe(12)
    // The time is measured as the steps were solved: without the technique switched off.
    await vi.advanceTimersByTimeAsync(10)
    await flushPromises()
    const timed = vi.mocked(solving.time).mock.calls.at(-1)
    expect(timed?.[3]).not.toContain('x-wing')
    // At the end, it stays at the (new) end.
    store.toEnd()
    await box('X-Wing').setValue(true)
    await vi.advanceTimersByTimeAsync(500)
    await flushPromises()
    expect(store.total).toBeGreaterThan(12)
    expect(store.cursor).toBe(store.total)
  })

  it('with another algorithm: no notice, and nothing to solve again', async () => {
    const { wrapper, box } = await setup('detour')
    await box('X-Wing').setValue(false)
    await vi.advanceTimersByTimeAsync(500)
    expect(wrapper.find('[role="note"]').exists()).toBe(false)
    expect(solving.solve).not.toHaveBeenCalled()
  })
})
