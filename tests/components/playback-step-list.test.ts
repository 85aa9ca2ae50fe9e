// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { nextTick } from 'vue'
import PlaybackStepList from '@/components/playback/PlaybackStepList.vue'
import { useSolveStore } from '@/stores/solve'
import { adoptSolve, adoptSynthetic } from './playback-fixture'
import { waitForState } from '../fixtures/wait'

function setup() {
  const pinia = createPinia()
  setActivePinia(pinia)
  const store = useSolveStore()
  const wrapper = mount(PlaybackStepList, { global: { plugins: [pinia] }, attachTo: document.body })
  return { store, wrapper }
}
const positions = (w: ReturnType<typeof setup>['wrapper']) =>
  w.findAll('[role="option"]').map((o) => Number(o.attributes('aria-posinset')))

/** Record every value written to the list's scrollTop (happy-dom does no layout). */
function spyScrollTop(el: Element): number[] {
  const writes: number[] = []
  let top = 0
  Object.defineProperty(el, 'scrollTop', {
    configurable: true,
    get: () => top,
    set: (v: number) => {
      writes.push(v)
      top = v
    },
  })
  return writes
}
const FAKE = ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'Date']

describe('PlaybackStepList', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('shows a hint until there is a log', () => {
    const { wrapper } = setup()
    expect(wrapper.find('[role="listbox"]').exists()).toBe(false)
    expect(wrapper.text()).toContain('once a puzzle is loaded')
  })

  it('renders only a window of rows for a log of a million steps', async () => {
    const { store, wrapper } = setup()
    adoptSynthetic(store, 1_000_000)
    await nextTick()
    const list = wrapper.get('[role="listbox"][aria-label="Step log"]')
    const rows = wrapper.findAll('[role="option"]')
    expect(rows.length).toBeGreaterThan(5)
    expect(rows.length).toBeLessThanOrEqual(40)
    expect(rows[0]!.attributes('aria-setsize')).toBe('1000000')
    expect(rows[0]!.text()).toContain('Pass 1')

    // Scrolling to the middle renders the rows there, and still only a window of them.
    const el = list.element as HTMLElement
    el.scrollTop = 4_000_000
    await list.trigger('scroll')
    const at = positions(wrapper)
    expect(at.length).toBeLessThanOrEqual(40)
    expect(at[0]).toBeGreaterThan(400_000)
    expect(at.at(-1)! - at[0]!).toBe(at.length - 1)
  })

  it('seeks to just after a clicked step and marks it selected', async () => {
    const { store, wrapper } = setup()
    adoptSolve(store)
    await nextTick()
    const third = wrapper.findAll('[role="option"]')[2]!
    await third.trigger('click')
    expect(store.cursor).toBe(3)
    expect(third.attributes('aria-selected')).toBe('true')
    expect(wrapper.findAll('[aria-selected="true"]')).toHaveLength(1)
    expect(wrapper.get('[role="listbox"]').attributes('aria-activedescendant')).toBe(
      third.attributes('id'),
    )
  })

  it('scrolls to the current step when the cursor moves out of view', async () => {
    const { store, wrapper } = setup()
    adoptSynthetic(store, 1_000_000)
    await nextTick()
    store.seek(500_000)
    await waitForState(() => expect(wrapper.find('[aria-selected="true"]').exists()).toBe(true))
    const selected = wrapper.get('[aria-selected="true"]')
    expect(selected.attributes('aria-posinset')).toBe('500000')
    expect(selected.text()).toContain('500,000')
  })

  it('scrolls once for a jump, after the frame is drawn, and not at all when the row shows', async () => {
    vi.useFakeTimers({ toFake: FAKE as never })
    const { store, wrapper } = setup()
    adoptSynthetic(store, 1_000_000)
    await nextTick()
    const writes = spyScrollTop(wrapper.get('[role="listbox"]').element)
    store.seek(3)
    await nextTick()
    await vi.advanceTimersByTimeAsync(100)
    expect(writes).toEqual([])
    expect(wrapper.get('[aria-selected="true"]').attributes('aria-posinset')).toBe('3')

    store.seek(250_000)
    await nextTick()
    expect(writes).toEqual([]) // not in the frame that patches the board
    await vi.advanceTimersByTimeAsync(100)
    expect(writes).toHaveLength(1)
    expect(wrapper.get('[aria-selected="true"]').attributes('aria-posinset')).toBe('250000')
  })

  it('follows the cursor at most a few times a second while playing, then snaps to it', async () => {
    vi.useFakeTimers({ toFake: FAKE as never })
    const { store, wrapper } = setup()
    adoptSynthetic(store, 1_000_000)
    await nextTick()
    const writes = spyScrollTop(wrapper.get('[role="listbox"]').element)
    store.playing = true
    // Two seconds of playback at 60 frames a second, the cursor moving every frame.
    for (let frame = 0; frame < 120; frame++) {
      store.seek(store.cursor + 997)
      await nextTick()
      await vi.advanceTimersByTimeAsync(1000 / 60)
    }
    expect(writes.length).toBeGreaterThanOrEqual(4) // it does follow
    expect(writes.length).toBeLessThanOrEqual(11) // about four a second, not sixty
    expect(new Set(writes).size).toBe(writes.length) // and each write moves the list

    store.pause()
    const before = writes.length
    await nextTick()
    await vi.advanceTimersByTimeAsync(100)
    expect(writes.length).toBe(before + 1)
    const selected = wrapper.get('[aria-selected="true"]')
    expect(selected.attributes('aria-posinset')).toBe(String(store.cursor))
  })

  it('moves the current step with the arrow keys when the list has focus', async () => {
    const { store, wrapper } = setup()
    adoptSolve(store)
    await nextTick()
    const list = wrapper.get('[role="listbox"]')
    await list.trigger('keydown', { key: 'ArrowDown' })
    await list.trigger('keydown', { key: 'ArrowDown' })
    expect(store.cursor).toBe(2)
    await list.trigger('keydown', { key: 'ArrowUp' })
    expect(store.cursor).toBe(1)
    await list.trigger('keydown', { key: 'End' })
    expect(store.cursor).toBe(store.total)
    await nextTick()
    expect(wrapper.get('[aria-selected="true"]').text()).toContain('Solved')
  })
})
