// @vitest-environment happy-dom
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { effectScope, nextTick } from 'vue'
import { MAX_FRAME_MS, usePlayback } from '@/composables/usePlayback'
import { MAX_SPEED, useSolveStore } from '@/stores/solve'
import { adoptSynthetic } from '../components/playback-fixture'

/** A hand-cranked requestAnimationFrame: `frame(ms)` runs one frame `ms` after the last. */
let queue: FrameRequestCallback[] = []
let now = 1000
function frame(ms = 16): void {
  now += ms
  const run = queue
  queue = []
  for (const cb of run) cb(now)
}
function frames(count: number, ms = 16): void {
  for (let i = 0; i < count; i++) frame(ms)
}

let store: ReturnType<typeof useSolveStore>
let scope: ReturnType<typeof effectScope>

beforeEach(() => {
  queue = []
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => queue.push(cb))
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => {
    queue = []
  })
  setActivePinia(createPinia())
  store = useSolveStore()
  adoptSynthetic(store, 200_000)
  store.stepSize = 'step'
  scope = effectScope()
  scope.run(() => usePlayback())
})
afterEach(() => {
  scope.stop()
  vi.restoreAllMocks()
})

async function play(speed: number): Promise<void> {
  store.speed = speed
  store.play()
  await nextTick()
  frame(0) // the first frame only sets the clock's origin
}

describe('usePlayback', () => {
  it('by placements, moves from one placement to the next', async () => {
    store.stepSize = 'placement'
    await play(0) // 1 a second
    const places = store.outline!.placements
    expect(store.cursor).toBe(places[0]! + 1)
    frames(63)
    expect(store.cursor).toBe(places[1]! + 1)
  })

  it('does nothing until playing', () => {
    frames(10)
    expect(queue).toHaveLength(0)
    expect(store.cursor).toBe(0)
  })

  it('at 1 step a second, moves at once, then once a second, keeping the fraction between frames', async () => {
    await play(0)
    expect(store.cursor).toBe(1) // Play answers on its first frame
    frames(62) // 992 ms
    expect(store.cursor).toBe(1)
    frames(1) // 1008 ms
    expect(store.cursor).toBe(2)
    frames(61) // 1984 ms
    expect(store.cursor).toBe(2)
    frames(2) // 2016 ms
    expect(store.cursor).toBe(3)
  })

  it('at top speed moves thousands of steps a frame with a single move', async () => {
    await play(MAX_SPEED)
    const seek = vi.spyOn(store, 'move')
    const from = store.cursor // the first move, made as Play was pressed
    frame(16)
    expect(store.cursor - from).toBe(16_000)
    expect(seek).toHaveBeenCalledTimes(1)
  })

  it('counts at most MAX_FRAME_MS of a long frame (after a tab switch)', async () => {
    await play(MAX_SPEED)
    const from = store.cursor
    frame(5_000)
    expect(store.cursor - from).toBe(1_000_000 * (MAX_FRAME_MS / 1000))
  })

  it('stops at the end of the log', async () => {
    await play(MAX_SPEED)
    frames(20)
    expect(store.cursor).toBe(store.total)
    expect(store.playing).toBe(false)
    await nextTick()
    expect(queue).toHaveLength(0)
  })

  it('stops advancing on pause', async () => {
    await play(50)
    frames(5)
    const at = store.cursor
    expect(at).toBeGreaterThan(0)
    store.pause()
    await nextTick()
    frames(5)
    expect(store.cursor).toBe(at)
  })
})
