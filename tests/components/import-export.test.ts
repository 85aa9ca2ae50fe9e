// @vitest-environment happy-dom
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, describe, expect, it, vi } from 'vitest'
import ImportExport from '@/components/import/ImportExport.vue'
import { makePuzzle, parsePuzzle, type Puzzle } from '@/engine'
import { useSolveStore } from '@/stores/solve'

const HARD = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........'
const givens = HARD.split('').map((c) => (c === '.' ? 0 : Number(c)))
const PUZZLE: Puzzle = makePuzzle(givens, { author: 'Magictour', comment: 'first of 87' })

function mountExport(puzzle: Puzzle | null = PUZZLE) {
  const pinia = createPinia()
  setActivePinia(pinia)
  const store = useSolveStore()
  store.puzzle = puzzle
  store.source = 'The 87 hardest #1'
  const wrapper = mount(ImportExport, { global: { plugins: [pinia] } })
  const button = (name: string) => wrapper.findAll('button').find((b) => b.text() === name)!
  const text = () => (wrapper.get('textarea').element as HTMLTextAreaElement).value
  return { wrapper, button, text }
}

describe('ImportExport', () => {
  afterEach(() => vi.restoreAllMocks())

  it.each([
    ['line', 'One line', 'One line'],
    ['sdk', 'Sudoku Puzzle (.sdk)', 'Sudoku Puzzle (.sdk)'],
    ['ss', 'Simple Sudoku (.ss)', 'Simple Sudoku (.ss)'],
  ])('writes %s text that parses back to the same puzzle', async (id, label, formatName) => {
    const { wrapper, text } = mountExport()
    const radio = wrapper.get(`input[value="${id}"]`)
    expect(radio.element.parentElement!.textContent!.trim()).toBe(label)
    await radio.setValue(true)
    const parsed = parsePuzzle(text())
    expect(parsed.ok).toBe(true)
    if (!parsed.ok) return
    expect(parsed.formatName).toBe(formatName)
    expect(parsed.puzzle.givens).toEqual(givens)
    if (id === 'sdk')
      expect(parsed.puzzle.meta).toEqual({ author: 'Magictour', comment: 'first of 87' })
  })

  it('shows the text read-only under the label "Exported text"', () => {
    const { wrapper, text } = mountExport()
    expect(wrapper.get('label[for="import-export-text"]').text()).toBe('Exported text')
    expect(wrapper.get('#import-export-text').attributes('readonly')).toBeDefined()
    expect(text()).toBe(HARD)
  })

  it('copies the text and says so', async () => {
    const write = vi.spyOn(navigator.clipboard, 'write').mockResolvedValue()
    vi.spyOn(navigator.permissions, 'query').mockResolvedValue({
      state: 'granted',
      addEventListener: () => {},
      removeEventListener: () => {},
    } as unknown as PermissionStatus)
    const { button, wrapper } = mountExport()
    await flushPromises()
    await button('Copy').trigger('click')
    await flushPromises()
    expect(write).toHaveBeenCalledTimes(1)
    const item = write.mock.calls[0]![0][0]!
    expect(await (await item.getType('text/plain')).text()).toBe(HARD)
    expect(wrapper.get('[aria-live="polite"]').text()).toBe('Copied')
  })

  it('says how to copy by hand when the clipboard is unavailable', async () => {
    const proto = Object.getPrototypeOf(navigator) as object
    const clipboard = Object.getOwnPropertyDescriptor(proto, 'clipboard')!
    Reflect.deleteProperty(proto, 'clipboard')
    try {
      document.execCommand = vi.fn(() => false)
      const { button, wrapper, text } = mountExport()
      await button('Copy').trigger('click')
      await flushPromises()
      expect(wrapper.get('[aria-live="polite"]').text()).toMatch(
        /does not allow copying here\. The text is selected: press Ctrl\+C/,
      )
      const box = wrapper.get('textarea').element as HTMLTextAreaElement
      expect(box.selectionEnd - box.selectionStart).toBe(text().length)
    } finally {
      Object.defineProperty(proto, 'clipboard', clipboard)
    }
  })

  it('downloads a file named after the source with the format extension', async () => {
    const { wrapper, button } = mountExport()
    const clicked: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download)
    })
    URL.createObjectURL = vi.fn(() => 'blob:x')
    URL.revokeObjectURL = vi.fn()
    await wrapper.get('input[value="sdk"]').setValue(true)
    await button('Download').trigger('click')
    expect(clicked).toEqual(['the-87-hardest-1.sdk'])
    expect(wrapper.text()).toContain('Saved as the-87-hardest-1.sdk')
  })

  it('offers nothing to copy before a puzzle is loaded', () => {
    const { wrapper, button } = mountExport(null)
    expect(wrapper.text()).toContain('Load a puzzle to export it.')
    expect(button('Copy').attributes('disabled')).toBeDefined()
    expect(button('Download').attributes('disabled')).toBeDefined()
  })
})
