// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { describe, expect, it } from 'vitest'
import { nextTick } from 'vue'
import PlaybackStatus from '@/components/playback/PlaybackStatus.vue'
import { solveExplanation } from '@/components/playback/solve-words'
import { useSolveStore } from '@/stores/solve'
import { adoptSolve } from './playback-fixture'

function setup() {
  const pinia = createPinia()
  setActivePinia(pinia)
  const store = useSolveStore()
  const wrapper = mount(PlaybackStatus, { global: { plugins: [pinia] } })
  return { store, wrapper, status: () => wrapper.get('[role="status"]') }
}

describe('PlaybackStatus', () => {
  it('tells what to do before a puzzle is loaded', () => {
    const { status } = setup()
    expect(status().text()).toContain('Paste a puzzle')
  })

  it('explains the step at the cursor as it moves', async () => {
    const { store, status, wrapper } = setup()
    adoptSolve(store)
    await nextTick()
    expect(status().text()).toMatch(/^The givens\. [\d,]+ steps recorded/)
    store.stepSize = 'step'
    store.stepForward()
    await nextTick()
    expect(status().text()).toBe(solveExplanation(store))
    expect(status().text()).toMatch(/^Pass 1/)
    store.jumpToGuess(1)
    await nextTick()
    expect(status().text()).toMatch(/^r\dc\d has the fewest candidates \(.*\): snapshot 1, try \d/)
    expect(wrapper.text()).toContain('Guess')
    expect(wrapper.text()).toContain('depth 1')
    store.toEnd()
    await nextTick()
    expect(status().text()).toMatch(/^Solved/)
  })

  it('keeps quiet while playing and speaks when paused', async () => {
    const { store, status } = setup()
    adoptSolve(store)
    await nextTick()
    expect(status().attributes('aria-live')).toBe('polite')
    store.play()
    await nextTick()
    expect(status().attributes('aria-live')).toBe('off')
    store.pause()
    await nextTick()
    expect(status().attributes('aria-live')).toBe('polite')
  })

  it('shows a notice with its level in words, outside the status', async () => {
    const { store, status, wrapper } = setup()
    adoptSolve(store)
    await nextTick()
    expect(wrapper.find('.notice').exists()).toBe(false)
    store.solutions = 2
    await nextTick()
    const notice = wrapper.get('.notice')
    expect(notice.text()).toContain('Warning: This puzzle has more than one solution;')
    expect(status().text()).not.toContain('more than one solution')
    expect(wrapper.findAll('[role="status"]')).toHaveLength(1)
    store.solutions = 0
    await nextTick()
    expect(wrapper.get('.notice').text()).toContain('Error: This puzzle has no solution')
    store.log!.capped = true
    store.solutions = 1
    await nextTick()
    expect(wrapper.get('.notice').text()).toMatch(
      /^.*Warning: The step log stopped at [\d,]+ steps/,
    )
  })

  it('says when a solve was cancelled or failed', async () => {
    const { store, wrapper } = setup()
    store.failure = { kind: 'cancelled' }
    await nextTick()
    expect(wrapper.get('.notice').text()).toContain('Note: Solve cancelled.')
    store.failure = { kind: 'failed', message: 'out of memory' }
    await nextTick()
    expect(wrapper.get('.notice').text()).toContain('Error: The solver failed: out of memory')
  })

  it('folds a long sentence behind a button that says whether it is open, for the session', async () => {
    sessionStorage.clear()
    const { store, status, wrapper } = setup()
    adoptSolve(store)
    await nextTick()
    const more = wrapper.get('button.status-more')
    expect(more.attributes('aria-controls')).toBe(status().attributes('id'))
    const was = more.attributes('aria-expanded') === 'true'
    expect(status().classes('is-folded')).toBe(!was)
    await more.trigger('click')
    expect(more.attributes('aria-expanded')).toBe(String(!was))
    expect(status().classes('is-folded')).toBe(was)
    // The whole sentence stays in the status for screen readers, folded or not.
    expect(status().text()).toBe(solveExplanation(store))
    expect(sessionStorage.getItem('sudoku-lab:open:status-sentence')).toBe(was ? '0' : '1')
    const again = setup()
    adoptSolve(again.store)
    await nextTick()
    expect(again.wrapper.get('button.status-more').attributes('aria-expanded')).toBe(String(!was))
  })
})
