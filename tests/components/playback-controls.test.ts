// @vitest-environment happy-dom
import { mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { nextTick } from 'vue'
import PlaybackControls from '@/components/playback/PlaybackControls.vue'
import { useSolveStore } from '@/stores/solve'
import { adoptSolve } from './playback-fixture'

let wrapper: VueWrapper
let store: ReturnType<typeof useSolveStore>

beforeEach(() => {
  const pinia = createPinia()
  setActivePinia(pinia)
  store = useSolveStore()
  wrapper = mount(PlaybackControls, { global: { plugins: [pinia] }, attachTo: document.body })
})
afterEach(() => wrapper.unmount())

/** The button whose accessible name (aria-label, else text) is `name`. */
function button(name: string) {
  const found = wrapper
    .findAll('button')
    .find((b) => (b.attributes('aria-label') ?? b.text().trim()) === name)
  if (!found) throw new Error(`no button named ${name}`)
  return found
}
const disabled = (name: string) => button(name).attributes('disabled') !== undefined

function press(key: string, target: EventTarget = document.body) {
  const e = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })
  target.dispatchEvent(e)
  return e
}

describe('PlaybackControls', () => {
  it('disables every transport button until a log is loaded', () => {
    for (const name of [
      'Go to start',
      'Step back',
      'Play',
      'Step forward',
      'Go to end',
      'Previous guess',
      'Next guess',
    ])
      expect(disabled(name), name).toBe(true)
  })

  it('turns Play into Pause while playing, and back', async () => {
    adoptSolve(store)
    await nextTick()
    const play = button('Play')
    await play.trigger('click')
    expect(store.playing).toBe(true)
    // The same button, still pressable, now reads Pause (and no button reads Play).
    expect(play.text()).toBe('Pause')
    expect(disabled('Pause')).toBe(false)
    expect(() => button('Play')).toThrow()
    await play.trigger('click')
    expect(store.playing).toBe(false)
    expect(play.text()).toBe('Play')
    expect(disabled('Play')).toBe(false)
    expect(() => button('Pause')).toThrow()
  })

  it('steps forward and back, and enables the buttons that can act', async () => {
    adoptSolve(store)
    await nextTick()
    await wrapper.get('input[type="radio"][value="step"]').setValue(true)
    expect(store.stepSize).toBe('step')
    expect(disabled('Step back')).toBe(true)
    expect(disabled('Go to start')).toBe(true)
    expect(disabled('Step forward')).toBe(false)
    await button('Step forward').trigger('click')
    await button('Step forward').trigger('click')
    expect(store.cursor).toBe(2)
    expect(disabled('Step back')).toBe(false)
    await button('Step back').trigger('click')
    expect(store.cursor).toBe(1)
  })

  it('by default steps by placements: each move stands on the next digit placed', async () => {
    adoptSolve(store)
    await nextTick()
    const checked = wrapper.get('input[type="radio"]:checked')
    expect(checked.element.parentElement!.textContent).toContain('Placements')
    const places = store.outline!.placements
    await button('Step forward').trigger('click')
    expect(store.cursor).toBe(places[0]! + 1)
    expect(store.currentStep?.kind).toBe('place')
    await button('Step forward').trigger('click')
    expect(store.cursor).toBe(places[1]! + 1)
    await button('Step back').trigger('click')
    expect(store.cursor).toBe(places[0]! + 1)
    await button('Step back').trigger('click')
    expect(store.cursor).toBe(0)
  })

  it('steps from guess to guess when asked', async () => {
    adoptSolve(store)
    await nextTick()
    await wrapper.get('input[type="radio"][value="guess"]').setValue(true)
    const guesses = store.outline!.guesses
    await button('Step forward').trigger('click')
    await button('Step forward').trigger('click')
    expect(store.cursor).toBe(guesses[1]! + 1)
    expect(store.currentStep?.kind).toBe('guess')
    expect(wrapper.text()).toContain('guesses/s')
  })

  it('goes to the end and to the start', async () => {
    adoptSolve(store)
    await nextTick()
    await button('Go to end').trigger('click')
    expect(store.cursor).toBe(store.total)
    expect(store.currentStep?.kind).toBe('solved')
    expect(disabled('Step forward')).toBe(true)
    expect(disabled('Go to end')).toBe(true)
    expect(disabled('Play')).toBe(false)
    await button('Go to start').trigger('click')
    expect(store.cursor).toBe(0)
    expect(disabled('Go to start')).toBe(true)
  })

  it('jumps between guesses and disables the jump that has nowhere to go', async () => {
    adoptSolve(store)
    await nextTick()
    const guesses = store.outline!.guesses
    expect(disabled('Previous guess')).toBe(true)
    await button('Next guess').trigger('click')
    expect(store.cursor).toBe(guesses[0]! + 1)
    expect(store.currentStep?.kind).toBe('guess')
    expect(disabled('Previous guess')).toBe(true)
    await button('Next guess').trigger('click')
    expect(store.cursor).toBe(guesses[1]! + 1)
    await button('Previous guess').trigger('click')
    expect(store.cursor).toBe(guesses[0]! + 1)
    store.seek(guesses[guesses.length - 1]! + 1)
    await nextTick()
    expect(disabled('Next guess')).toBe(true)
  })

  it('sets the speed from the slider and shows the rate', async () => {
    const speed = wrapper.get('input[type="range"]')
    expect(wrapper.findAll('label').map((l) => l.text())).toContain('Speed')
    // A slow start: two placements a second.
    expect(wrapper.text()).toContain('2 placements/s')
    await speed.setValue('100')
    expect(store.speed).toBe(100)
    expect(wrapper.text()).toContain('1,000,000 placements/s')
    store.stepSize = 'step'
    await speed.setValue('0')
    expect(store.speed).toBe(0)
    expect(wrapper.text()).toContain('1 step/s')
  })

  it('adds no second role="status" (the explanation owns it)', async () => {
    adoptSolve(store)
    await nextTick()
    expect(wrapper.findAll('[role="status"], output')).toHaveLength(0)
  })

  it('offers Cancel only while solving', async () => {
    expect(() => button('Cancel')).toThrow()
    const cancel = vi.spyOn(store, 'cancel').mockImplementation(() => {})
    store.status = 'solving'
    await nextTick()
    await button('Cancel').trigger('click')
    expect(cancel).toHaveBeenCalledOnce()
  })
})

describe('playback keyboard shortcuts', () => {
  beforeEach(async () => {
    adoptSolve(store)
    await nextTick()
  })

  it('Space toggles play and is not left to scroll the page', () => {
    const e = press(' ')
    expect(store.playing).toBe(true)
    expect(e.defaultPrevented).toBe(true)
    press(' ')
    expect(store.playing).toBe(false)
  })

  it('ArrowRight / ArrowLeft step, Home / End jump, PageDown goes to the next guess', () => {
    store.stepSize = 'step'
    press('ArrowRight')
    press('ArrowRight')
    expect(store.cursor).toBe(2)
    press('ArrowLeft')
    expect(store.cursor).toBe(1)
    press('End')
    expect(store.cursor).toBe(store.total)
    press('Home')
    expect(store.cursor).toBe(0)
    press('PageDown')
    expect(store.cursor).toBe(store.outline!.guesses[0]! + 1)
  })

  it('leaves keys typed into a textarea alone', () => {
    const textarea = document.createElement('textarea')
    document.body.append(textarea)
    const e = press(' ', textarea)
    press('ArrowRight', textarea)
    press('End', textarea)
    expect(store.playing).toBe(false)
    expect(store.cursor).toBe(0)
    expect(e.defaultPrevented).toBe(false)
    textarea.remove()
  })

  it('leaves arrows inside the board grid and on sliders alone', () => {
    const grid = document.createElement('div')
    grid.setAttribute('role', 'grid')
    const cell = document.createElement('div')
    cell.tabIndex = 0
    grid.append(cell)
    document.body.append(grid)
    press('ArrowRight', cell)
    press('ArrowRight', wrapper.get('input[type="range"]').element)
    expect(store.cursor).toBe(0)
    grid.remove()
  })

  it('lets Space press a focused Play button once, not twice', async () => {
    const play = button('Play').element as HTMLButtonElement
    play.focus()
    const e = press(' ', play)
    expect(e.defaultPrevented).toBe(false)
    expect(store.playing).toBe(false) // the shortcut stood aside...
    play.click() // ...for the button's own activation
    expect(store.playing).toBe(true)
  })
})
