// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { describe, expect, it, vi } from 'vitest'
import { nextTick } from 'vue'
import PlaybackStats from '@/components/playback/PlaybackStats.vue'
import { ALGORITHMS } from '@/engine'
import { counterDefinition } from '@/engine/counters'
import { useSolveStore } from '@/stores/solve'
import { adoptSolve, adoptSynthetic } from './playback-fixture'
import { timingFrom } from '../fixtures/timing'

function setup() {
  const pinia = createPinia()
  setActivePinia(pinia)
  const store = useSolveStore()
  const wrapper = mount(PlaybackStats, { global: { plugins: [pinia] } })
  /** term -> value of the definition list. */
  const terms = () =>
    Object.fromEntries(
      wrapper.findAll('dt').map((dt) => [dt.text(), dt.element.nextElementSibling?.textContent]),
    )
  return { store, wrapper, terms }
}

describe('PlaybackStats', () => {
  it('shows a hint before anything is loaded', () => {
    const { wrapper } = setup()
    expect(wrapper.find('dl').exists()).toBe(false)
    expect(wrapper.text()).toContain('Load a puzzle')
  })

  it('lists the numbers of the solve', async () => {
    const { store, terms } = setup()
    const { stats } = adoptSolve(store)
    await nextTick()
    const t = terms()
    expect(t['Calculations']).toBe(stats.calculations.toLocaleString('en'))
    expect(t['Placements']).toBe(stats.placements.toLocaleString('en'))
    expect(t['Eliminations']).toBe(stats.eliminations.toLocaleString('en'))
    expect(t['Detours']).toBe(String(stats.detours.toLocaleString('en')))
    expect(t['Guesses']).toBe(String(stats.guesses))
    expect(t['Backtracks']).toBe(String(stats.backtracks))
    expect(t['Max depth']).toBe(String(stats.maxDepth))
    expect(t['Steps recorded']).toBe(store.total.toLocaleString('en'))
    expect(t['Solve time']).toBe('410 µs')
  })

  it('defines each counter from the one table, and shows "—" for one not counted', async () => {
    const { store, wrapper, terms } = setup()
    adoptSolve(store)
    store.algorithmId = 'naive'
    await nextTick()
    expect(terms()['Eliminations']).toMatch(/^— \(not counted: It keeps no candidates/)
    expect(terms()['Detours']).toMatch(/^— \(not counted: /)
    const guesses = wrapper.findAll('dt button').find((b) => b.text() === 'Guesses')!
    // The tip is teleported to the body (the last of that id: earlier tests mounted theirs).
    const id = guesses.attributes('aria-describedby')!
    const tip = Array.from(document.querySelectorAll<HTMLElement>(`[id="${id}"]`)).at(-1)!
    expect(tip.getAttribute('role')).toBe('tooltip')
    expect(tip.textContent).toContain(counterDefinition('guesses').definition)
    expect(tip.textContent).toContain('Naive backtracking:')
    await guesses.trigger('focus')
    expect(tip.style.display).not.toBe('none')
    await guesses.trigger('keydown', { key: 'Escape' })
    expect(tip.style.display).toBe('none')
  })

  it.each([
    [0.41, '410 µs'],
    [4.267, '4.27 ms'],
    [12.34, '12.3 ms'],
    [1234.4, '1.23 s'],
  ])('formats a warm median of %s ms as %s, and says how it was measured', async (ms, text) => {
    const { store, terms, wrapper } = setup()
    adoptSolve(store)
    store.timing = timingFrom([ms * 0.98, ms, ms * 1.01, ms, ms * 1.02], 'detour', 0.1)
    await nextTick()
    expect(terms()['Solve time']).toBe(text)
    const note = wrapper.get('[data-test="timing-note"]').text()
    expect(note).toMatch(
      /^The typical time of one solve with step recording off: the median of 5 timed rounds, after a warm-up \(95% confidence interval .+–.+\)\./,
    )
    expect(note).toContain('100 µs')
  })

  it('says the time is being measured, round by round, before it is known', async () => {
    const { store, terms, wrapper } = setup()
    adoptSolve(store)
    store.timing = null
    store.timingRounds = 3
    await nextTick()
    expect(terms()['Solve time']).toBe('measuring…')
    expect(wrapper.get('[data-test="timing-note"]').text()).toContain('round 3 (5 to 25')
  })

  it('shows a first estimate while the rounds settle, then the final figure', async () => {
    const { store, terms, wrapper } = setup()
    adoptSolve(store)
    store.timing = null
    store.timingRounds = 2
    store.timingEstimate = timingFrom([4.3, 4.2], 'detour', 0.1)
    await nextTick()
    expect(terms()['Solve time']).toBe('about 4.25 ms (measuring…)')
    expect(wrapper.get('[data-test="timing-note"]').text()).toContain('round 2 (5 to 25')
    store.timingRounds = null
    store.timingEstimate = null
    store.timing = timingFrom([4.1, 4.0, 4.2, 4.1, 4.1], 'detour', 0.1)
    await nextTick()
    expect(terms()['Solve time']).toBe('4.10 ms')
  })

  it('says when the log was capped', async () => {
    const { store, terms } = setup()
    const log = adoptSynthetic(store, 1000)
    store.stats = {
      calculations: 1,
      placements: 1,
      eliminations: 1,
      detours: 0,
      guesses: 0,
      backtracks: 0,
      maxDepth: 0,
      ms: 1,
    }
    log.capped = true
    store.log = null
    store.log = log
    await nextTick()
    expect(terms()['Steps recorded']).toBe('1,000 (capped)')
  })

  it('picks the algorithm from the registry', async () => {
    const { store, wrapper } = setup()
    const select = wrapper.get('select')
    expect(wrapper.get(`label[for="${select.attributes('id')}"]`).text()).toBe('Algorithm')
    expect(select.findAll('option').map((o) => o.attributes('value'))).toEqual(
      ALGORITHMS.map((a) => a.id),
    )
    expect(select.findAll('option').map((o) => o.text())).toEqual(ALGORITHMS.map((a) => a.name))
    const set = vi.spyOn(store, 'setAlgorithm').mockResolvedValue()
    await select.setValue(ALGORITHMS.at(-1)!.id)
    expect(set).toHaveBeenCalledWith(ALGORITHMS.at(-1)!.id)
    store.status = 'solving'
    await nextTick()
    expect(select.attributes('disabled')).toBeDefined()
  })
})
