// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { nextTick } from 'vue'
import PlaybackTimeline from '@/components/playback/PlaybackTimeline.vue'
import { depthColumns, markerColumns } from '@/components/playback/timeline-buckets'
import { useSolveStore } from '@/stores/solve'
import { adoptSolve } from './playback-fixture'

let store: ReturnType<typeof useSolveStore>
function mountTimeline() {
  const pinia = createPinia()
  setActivePinia(pinia)
  store = useSolveStore()
  return mount(PlaybackTimeline, { global: { plugins: [pinia] } })
}
const n = (v: number) => v.toLocaleString('en')

describe('PlaybackTimeline', () => {
  beforeEach(() => {
    setActivePinia(createPinia())
  })

  it('is a disabled slider labelled Timeline until a log is loaded', () => {
    const w = mountTimeline()
    const range = w.get('input[type="range"]')
    expect(w.get(`label[for="${range.attributes('id')}"]`).text()).toBe('Timeline')
    expect(range.attributes('disabled')).toBeDefined()
    expect(w.text()).toContain('No steps yet')
  })

  it('seeks when the slider moves and reads out the position', async () => {
    const w = mountTimeline()
    adoptSolve(store)
    await nextTick()
    const range = w.get('input[type="range"]')
    expect(range.attributes('max')).toBe(String(store.total))
    expect(w.get('.timeline-readout').text()).toBe(`Step 0 of ${n(store.total)}`)
    await range.setValue('1234')
    expect(store.cursor).toBe(1234)
    expect(w.get('.timeline-readout').text()).toBe(`Step 1,234 of ${n(store.total)}`)
    expect(range.attributes('aria-valuetext')).toBe(`Step 1,234 of ${n(store.total)}`)
    expect(w.findAll('[role="status"], output')).toHaveLength(0)
    store.toEnd()
    await nextTick()
    expect((range.element as HTMLInputElement).value).toBe(String(store.total))
  })

  it('marks guesses, contradictions and backtracks, with a legend of counts', async () => {
    const w = mountTimeline()
    adoptSolve(store)
    await nextTick()
    const o = store.outline!
    for (const kind of ['guess', 'contradiction', 'restore']) {
      const path = w.get(`path[data-kind="${kind}"]`)
      const marks = Number(path.attributes('data-marks'))
      expect(marks, kind).toBeGreaterThan(0)
      expect(marks, kind).toBeLessThanOrEqual(600)
      // one closed shape per marked column
      expect(path.attributes('d')!.match(/M/g)).toHaveLength(marks)
    }
    const legend = w.get('ul[aria-label="Timeline marks"]').text().replace(/\s+/g, ' ')
    expect(legend).toContain(`Guesses ${n(o.guesses.length)}`)
    expect(legend).toContain(`Contradictions ${n(o.contradictions.length)}`)
    // A backtrack is a restore for this (detour) solve: the counter's name and count.
    expect(o.backtracks).toEqual(o.restores)
    expect(legend).toContain(`Backtracks ${n(o.backtracks.length)}`)
    expect(legend).toContain(`Backtracks ${n(store.stats!.backtracks)}`)
    expect(legend).toContain(`Guesses ${n(store.stats!.guesses)}`)
  })

  it('summarises the depth strip for screen readers and seeks where it is clicked', async () => {
    const w = mountTimeline()
    adoptSolve(store)
    await nextTick()
    const canvas = w.get('canvas[role="img"]')
    expect(canvas.attributes('aria-label')).toBe(
      `Search depth over time: up to ${store.outline!.maxDepth} snapshots deep`,
    )
    canvas.element.getBoundingClientRect = () => new DOMRect(10, 0, 200, 32)
    await canvas.trigger('pointerdown', { clientX: 110, button: 0, pointerId: 1 })
    expect(store.cursor).toBe(Math.round(store.total / 2))
    await canvas.trigger('pointermove', { clientX: 60, pointerId: 1 })
    expect(store.cursor).toBe(Math.round(store.total / 4))
    await canvas.trigger('pointerup', { pointerId: 1 })
    await canvas.trigger('pointermove', { clientX: 210, pointerId: 1 })
    expect(store.cursor).toBe(Math.round(store.total / 4))
  })

  describe('depth strip drawing', () => {
    afterEach(() => {
      vi.unstubAllGlobals()
      vi.restoreAllMocks()
    })

    it('draws the depth in the guess colour, reading the colours once, not per draw', async () => {
      // happy-dom has no canvas: record what is drawn, and give the strip a width.
      const fills: string[] = []
      const ctx = {
        fillStyle: '',
        globalAlpha: 1,
        setTransform() {},
        clearRect() {},
        fillRect() {},
        fill() {
          fills.push(this.fillStyle)
        },
      }
      vi.stubGlobal(
        'Path2D',
        class {
          rect() {}
        },
      )
      vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(ctx as never)
      // A strip 300 px wide (reported after mount, as a real ResizeObserver does).
      vi.stubGlobal(
        'ResizeObserver',
        class {
          constructor(private cb: ResizeObserverCallback) {}
          observe(target: Element) {
            const entry = { target, contentRect: { width: 300, height: 32 } }
            queueMicrotask(() => this.cb([entry as never], this as never))
          }
          unobserve() {}
          disconnect() {}
        },
      )
      const w = mountTimeline()
      await nextTick()
      const canvas = w.get('canvas[role="img"]').element
      const styleReads = vi.spyOn(window, 'getComputedStyle')
      adoptSolve(store) // a new log: redrawn
      await nextTick()
      adoptSolve(
        store,
        '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......',
      )
      await nextTick()
      expect(fills.length).toBeGreaterThanOrEqual(4) // area and edge, for each log
      expect(new Set(fills)).toEqual(new Set(['#9a4b00'])) // --guess (its fallback here)
      expect(styleReads.mock.calls.filter(([el]) => el === canvas).length).toBeLessThanOrEqual(1)
    })
  })
})

describe('timeline buckets', () => {
  it('folds any number of marks into at most one per column', () => {
    const steps = Array.from({ length: 50_000 }, (_, i) => i * 20)
    const cols = markerColumns(steps, 1_000_000, 600)
    expect(cols).toHaveLength(600)
    expect(cols[0]).toBe(0)
    expect(cols.at(-1)).toBe(599)
    expect(markerColumns([499_999], 1_000_000, 600)).toEqual([300])
  })

  it('keeps the deepest point of each column', () => {
    const depth = new Uint8Array(1000)
    depth[10] = 2
    depth[11] = 5
    depth[998] = 1
    const cols = depthColumns(depth, 10)
    expect([...cols]).toEqual([5, 0, 0, 0, 0, 0, 0, 0, 0, 1])
  })
})
