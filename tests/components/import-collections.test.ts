// @vitest-environment happy-dom
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import ImportCollectionPicker from '@/components/import/ImportCollectionPicker.vue'
import { puzzleParam } from '@/persistence/url'
import { useSolveStore } from '@/stores/solve'
import { waitForState } from '../fixtures/wait'

const HARDEST_1 =
  '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........'
const HARDEST_2 =
  '7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........'

function mountPicker() {
  const pinia = createPinia()
  setActivePinia(pinia)
  const store = useSolveStore()
  // The store would solve in a Worker; here only what the picker asks for matters.
  const loadPuzzle = vi.spyOn(store, 'loadPuzzle').mockResolvedValue(true)
  const wrapper = mount(ImportCollectionPicker, { global: { plugins: [pinia] } })
  /** The button that reads `name`; a missing one fails the test here, by name. */
  const button = (name: string) => {
    const found = wrapper.findAll('button').find((b) => b.text() === name)
    if (!found) throw new Error(`no button reads ${name}`)
    return found
  }
  /** Pick a collection and wait until its file is loaded. */
  async function choose(id: string) {
    await wrapper.get('select').setValue(id)
    await waitForState(() => expect(wrapper.text()).not.toContain('Loading the collection'))
  }
  return { wrapper, loadPuzzle, button, choose }
}

describe('ImportCollectionPicker', () => {
  beforeEach(() => vi.spyOn(Math, 'random').mockReturnValue(0.5))
  afterEach(() => vi.restoreAllMocks())

  it('labels its controls and lists every built-in collection with its size', async () => {
    const { wrapper, loadPuzzle, button } = mountPicker()
    expect(wrapper.get('label[for="import-collection"]').text()).toBe('Collection')
    expect(wrapper.get('label[for="import-collection-number"]').text()).toBe('Puzzle')
    const options = wrapper.findAll('option').map((o) => o.text())
    expect(options).toHaveLength(9)
    expect(options).toContain('The 87 hardest')
    expect(options).toContain("Arto Inkala's top 10")
    for (const name of ['Load from collection', 'Random'])
      expect(button(name).attributes('disabled'), `${name} is enabled`).toBeUndefined()
    // Nothing chosen yet, Load takes puzzle 1 of the collection the box shows.
    const shown = (wrapper.get('select').element as HTMLSelectElement).selectedOptions[0]!.text
    await button('Load from collection').trigger('click')
    await waitForState(() => expect(loadPuzzle).toHaveBeenCalledTimes(1))
    expect(loadPuzzle.mock.calls[0]![1]).toMatchObject({ source: `${shown} #1` })
  })

  it('loads the chosen puzzle with its collection name and number as source', async () => {
    const { wrapper, loadPuzzle, button, choose } = mountPicker()
    await choose('hardest-87')
    expect(wrapper.text()).toContain('of 87')
    await button('Load from collection').trigger('click')
    await flushPromises()
    expect(loadPuzzle).toHaveBeenCalledTimes(1)
    const [puzzle, info] = loadPuzzle.mock.calls[0]!
    expect(puzzleParam(puzzle)).toBe(HARDEST_1)
    expect(info).toEqual({
      formatName: 'Collection (one puzzle per line)',
      source: 'The 87 hardest #1',
      origin: { collectionId: 'hardest-87', number: 1 },
    })
    await button('Next').trigger('click')
    await flushPromises()
    expect(puzzleParam(loadPuzzle.mock.calls[1]![0])).toBe(HARDEST_2)
    expect(loadPuzzle.mock.calls[1]![1]).toMatchObject({ source: 'The 87 hardest #2' })
    expect((wrapper.get('input').element as HTMLInputElement).value).toBe('2')
  })

  it('loads a random puzzle and shows its number', async () => {
    const { wrapper, loadPuzzle, button, choose } = mountPicker()
    await choose('top95')
    await button('Random').trigger('click')
    await flushPromises()
    expect(loadPuzzle.mock.calls[0]![1]).toMatchObject({ source: 'Top 95 #48' })
    expect((wrapper.get('input').element as HTMLInputElement).value).toBe('48')
  })

  it('names a number outside the collection instead of loading', async () => {
    const { wrapper, loadPuzzle, button, choose } = mountPicker()
    await choose('inkala-top10')
    await wrapper.get('input').setValue('11')
    expect(wrapper.get('input').attributes('aria-invalid')).toBe('true')
    await button('Load from collection').trigger('click')
    await flushPromises()
    expect(wrapper.get('[role="alert"]').text()).toBe('Pick a puzzle number from 1 to 10.')
    expect(loadPuzzle).not.toHaveBeenCalled()
  })
})
