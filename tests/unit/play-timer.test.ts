// @vitest-environment happy-dom
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { effectScope, nextTick } from 'vue'
import { usePlayTimer } from '@/composables/usePlayTimer'
import { usePlayStore } from '@/stores/play'

function setVisibility(state: 'visible' | 'hidden'): void {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true })
  document.dispatchEvent(new Event('visibilitychange'))
}

describe('the play clock', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance', 'Date'] })
    localStorage.clear()
    location.hash = '#/play'
    setVisibility('visible')
    setActivePinia(createPinia())
  })
  afterEach(() => vi.useRealTimers())

  it('counts while the page is shown, stops while it is hidden, and goes on after', async () => {
    const store = usePlayStore()
    const scope = effectScope()
    scope.run(() => usePlayTimer())
    vi.advanceTimersByTime(5000)
    expect(Math.round(store.elapsed / 1000)).toBe(5)
    setVisibility('hidden')
    await nextTick()
    vi.advanceTimersByTime(60_000)
    expect(Math.round(store.elapsed / 1000)).toBe(5)
    setVisibility('visible')
    await nextTick()
    vi.advanceTimersByTime(3000)
    expect(Math.round(store.elapsed / 1000)).toBe(8)
    scope.stop()
  })
})
