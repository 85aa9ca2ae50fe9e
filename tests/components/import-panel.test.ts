// @vitest-environment happy-dom
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { defineComponent, h } from 'vue'
import { MAX_TEXT_LENGTH } from '@/engine'
import { pasteEvent } from '../fixtures/paste-event'
import { waitForState } from '../fixtures/wait'
import { useFakeSolving, useFakeWorkload } from '../fixtures/services'

// The store solves in a Worker, which happy-dom lacks: the same engine runs in-process.
useFakeSolving()
// The collection worker too: its reading functions run here.
useFakeWorkload()

const { default: ImportPanel } = await import('@/components/import/ImportPanel.vue')
const { default: ImportMeta } = await import('@/components/import/ImportMeta.vue')
const { default: ImportUserCollection } =
  await import('@/components/import/ImportUserCollection.vue')
const { formatHint, normaliseText, textOffset } = await import('@/composables/useImportText')
const { useSolveStore } = await import('@/stores/solve')
const { LARGE_PASTE } = await import('@/composables/useLargePaste')
const { providePuzzleLink } = await import('@/composables/usePuzzleLink')

const SDK = `#A Arto Inkala
#D The world's hardest sudoku?
#U https://example.org/inkala
[Puzzle]
8........
..36.....
.7..9.2..
.5...7...
....457..
...1...3.
..1....68
..85...1.
.9....4..
`
const STARTER_1 =
  '..4.3..1...92..685..51..3.23.1.4.9..4..6.3..1..7.2.8.49.6..72..543..21...1..5.4..'

/**
 * The panel, and beside it (as in the Solve view) what was loaded: format, source,
 * metadata, and your collection's "Puzzle n of N". The host reads the link, as App does.
 */
const PanelAndMeta = defineComponent(() => {
  providePuzzleLink()
  const store = useSolveStore()
  return () => [
    h(ImportPanel),
    h(ImportUserCollection, { part: 'picker' }),
    store.puzzle &&
      h(ImportMeta, {
        formatName: store.formatName,
        source: store.source,
        meta: store.puzzle.meta,
      }),
  ]
})

async function mountPanel() {
  const pinia = createPinia()
  setActivePinia(pinia)
  const wrapper = mount(PanelAndMeta, { global: { plugins: [pinia] }, attachTo: document.body })
  const store = useSolveStore()
  await waitForState(() => expect(store.status).toBe('ready')) // the starter puzzle
  return { wrapper, store, textarea: wrapper.get('textarea') }
}

const values = (store: ReturnType<typeof useSolveStore>) => store.cells.map((c) => c.value).join('')

describe('ImportPanel', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'))
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('has a labelled text box and a Load puzzle button', async () => {
    const { wrapper, textarea } = await mountPanel()
    const label = wrapper.get('label[for="import-text"]')
    expect(label.text()).toBe('Puzzle text')
    expect(textarea.attributes('id')).toBe('import-text')
    expect(wrapper.findAll('button').map((b) => b.text())).toContain('Load puzzle')
  })

  it("shows a link's unreadable puzzle in the box, its error pointing into it", async () => {
    const bad = STARTER_1.slice(0, 10) + 'z' + STARTER_1.slice(11)
    window.history.replaceState(null, '', `/?p=${bad}&a=quantum`)
    const { wrapper, store, textarea } = await mountPanel()
    await waitForState(() => expect(store.loadError).not.toBeNull())
    await flushPromises()
    expect((textarea.element as HTMLTextAreaElement).value).toBe(bad)
    expect(wrapper.get('#import-error').text()).toMatch(
      /^The puzzle in the link could not be read\. Line 1, column 11/,
    )
    expect(wrapper.get('.import-note').text()).toMatch(/algorithm "quantum"/)
    expect(values(store)).toBe(STARTER_1.replace(/\./g, '0'))
  })

  it('starts with the first starter puzzle when the URL names none', async () => {
    const { wrapper, store } = await mountPanel()
    expect(values(store)).toBe(STARTER_1.replace(/\./g, '0'))
    expect(wrapper.text()).toContain('from Starter (easy to evil) #1')
  })

  it('loads a pasted .sdk text and shows its format and metadata as text', async () => {
    const { wrapper, store, textarea } = await mountPanel()
    const loadText = vi.spyOn(store, 'loadText')
    await textarea.setValue(SDK)
    await wrapper.get('button.primary').trigger('click')
    await flushPromises()
    await waitForState(() => expect(store.status).toBe('ready'))
    expect(loadText).toHaveBeenCalledWith(SDK, 'Pasted text')
    expect(values(store).slice(0, 9)).toBe('800000000')
    expect(wrapper.text()).toContain('Recognised: Sudoku Puzzle (.sdk)')
    const details = wrapper.get('dl')
    expect(details.text()).toContain('Author')
    expect(details.text()).toContain('Arto Inkala')
    expect(details.text()).toContain("The world's hardest sudoku?")
    const link = details.get('a')
    expect(link.attributes('href')).toBe('https://example.org/inkala')
    expect(link.attributes('rel')).toBe('noopener noreferrer')
    expect(wrapper.find('[role="alert"]').exists()).toBe(false)
  })

  it('shows metadata that looks like markup or a script URL as plain text', async () => {
    const { wrapper, textarea } = await mountPanel()
    await textarea.setValue(
      SDK.replace('Arto Inkala', '<img src=x onerror=alert(1)>').replace(
        'https://example.org/inkala',
        'javascript:alert(1)',
      ),
    )
    await wrapper.get('button.primary').trigger('click')
    await flushPromises()
    const details = wrapper.get('dl')
    expect(details.text()).toContain('<img src=x onerror=alert(1)>')
    expect(details.find('img').exists()).toBe(false)
    expect(details.find('a').exists()).toBe(false)
    expect(details.text()).toContain('javascript:alert(1)')
  })

  it('names the line and column of a bad paste, marks the box invalid and keeps the board', async () => {
    const { wrapper, store, textarea } = await mountPanel()
    const before = values(store)
    const bad = SDK.replace('.7..9.2..', '.7..q.2..')
    await textarea.setValue(bad)
    await wrapper.get('button.primary').trigger('click')
    await flushPromises()
    const alert = wrapper.get('[role="alert"]')
    expect(alert.text()).toMatch(/^Line 7, column 5: .*'q'/)
    expect(textarea.attributes('aria-invalid')).toBe('true')
    expect(textarea.attributes('aria-describedby')).toBe(alert.attributes('id'))
    expect(values(store)).toBe(before)
    // The caret is on the offending character.
    const el = textarea.element as HTMLTextAreaElement
    expect(bad.slice(el.selectionStart, el.selectionEnd)).toBe('q')
    expect(document.activeElement).toBe(el)
  })

  it('clears the error as soon as the text is edited', async () => {
    const { wrapper, textarea } = await mountPanel()
    await textarea.setValue('12345')
    await wrapper.get('button.primary').trigger('click')
    await flushPromises()
    expect(wrapper.find('[role="alert"]').exists()).toBe(true)
    await textarea.setValue('123456')
    expect(wrapper.find('[role="alert"]').exists()).toBe(false)
    expect(textarea.attributes('aria-invalid')).toBeUndefined()
  })

  it('asks for a puzzle when the box is empty', async () => {
    const { wrapper, store } = await mountPanel()
    const loadText = vi.spyOn(store, 'loadText')
    await wrapper.get('button.primary').trigger('click')
    expect(wrapper.get('[role="alert"]').text()).toBe('Paste a puzzle first.')
    expect(loadText).not.toHaveBeenCalled()
  })

  it('refuses a huge paste without parsing it', async () => {
    const { wrapper, store, textarea } = await mountPanel()
    const loadText = vi.spyOn(store, 'loadText')
    await textarea.setValue('.'.repeat(MAX_TEXT_LENGTH + 1))
    await wrapper.get('button.primary').trigger('click')
    await waitForState(() =>
      // Read in the worker (it is long), which says it is no collection and too long for one puzzle.
      expect(wrapper.get('[role="alert"]').text()).toMatch(
        /a single puzzle's text can be at most 2,000,000 characters/,
      ),
    )
    expect(loadText).not.toHaveBeenCalled()
  })

  it('loads with Ctrl+Enter', async () => {
    const { store, textarea } = await mountPanel()
    const loadText = vi.spyOn(store, 'loadText')
    await textarea.setValue(SDK)
    await textarea.trigger('keydown', { key: 'Enter', ctrlKey: true })
    expect(loadText).toHaveBeenCalledTimes(1)
    await textarea.trigger('keydown', { key: 'Enter' })
    expect(loadText).toHaveBeenCalledTimes(1)
  })

  it('says what the text looks like once typing pauses', async () => {
    const { wrapper, textarea } = await mountPanel()
    await textarea.setValue('...|...|...\n')
    await waitForState(() =>
      expect(wrapper.get('#import-help').text()).toMatch(
        /^Looks like a Simple Sudoku \(\.ss\) file, with a problem on line 1\.\s*Paste one line/,
      ),
    )
    // The detected format is a sentence of its own, apart from the static help.
    const parts = wrapper.findAll('#import-help p').map((p) => p.text())
    expect(parts).toHaveLength(2)
    expect(parts[0]).toBe('Looks like a Simple Sudoku (.ss) file, with a problem on line 1.')
    expect(parts[1]).toMatch(
      /^Paste one line, an \.sdk or \.ss file, a grid of digits, a pencil-mark grid or HoDoKu line \(a position: its candidates are kept\), or a collection/,
    )
    expect(textarea.attributes('aria-describedby')).toBe('import-help')
  })

  it('loads a file dropped anywhere on the page', async () => {
    const { wrapper, store, textarea } = await mountPanel()
    const file = new File([SDK.replace(/\n/g, '\r\n')], 'inkala.sdk')
    const drop = new Event('drop', { bubbles: true, cancelable: true })
    Object.assign(drop, { dataTransfer: { files: [file], items: [{ kind: 'file', type: '' }] } })
    document.body.dispatchEvent(drop)
    await waitForState(() => expect(values(store).slice(0, 9)).toBe('800000000'))
    expect((textarea.element as HTMLTextAreaElement).value).toBe(SDK)
    expect(wrapper.text()).toContain('from inkala.sdk')
  })

  it('makes a pasted collection "your collection": puzzle n of N, any number can be loaded', async () => {
    const { wrapper, store, textarea } = await mountPanel()
    const lines = [STARTER_1, '# a comment', 'not a puzzle', STARTER_1.replace('4', '.')]
    await textarea.setValue(lines.join('\n'))
    await waitForState(() => expect(wrapper.text()).toContain('Looks like a collection'))
    await wrapper.get('button.primary').trigger('click')
    await waitForState(() => expect(wrapper.text()).toContain('Puzzle 1 of 2'))
    expect(wrapper.text()).toContain('1 line skipped')
    expect(store.source).toBe('Pasted collection #1')
    await wrapper
      .findAll('button')
      .find((b) => b.text() === 'Next')!
      .trigger('click')
    await waitForState(() => expect(wrapper.text()).toContain('Puzzle 2 of 2'))
    expect(store.source).toBe('Pasted collection #2')
    expect(values(store).slice(0, 3)).toBe('000')
  })

  it('reads a paste over LARGE_PASTE as your collection, never putting it in the box', async () => {
    const { wrapper, store, textarea } = await mountPanel()
    const line = STARTER_1 + '\n'
    const text = line.repeat(Math.ceil((LARGE_PASTE + 1) / line.length))
    const e = pasteEvent(text)
    textarea.element.dispatchEvent(e)
    expect(e.defaultPrevented).toBe(true)
    await waitForState(() => expect(wrapper.text()).toContain('Your collection: Pasted text'))
    const n = (text.length / line.length).toLocaleString('en')
    expect(wrapper.text()).toContain(`Puzzle 1 of ${n}`)
    expect(wrapper.text()).toContain(
      'Pasted 1 MB: loaded as a collection, as if opened from a file.',
    )
    expect((textarea.element as HTMLTextAreaElement).value).toBe('')
    expect(store.source).toBe('Pasted text #1')
  })

  it('leaves a paste up to LARGE_PASTE to the box', async () => {
    const { textarea } = await mountPanel()
    const e = pasteEvent(STARTER_1)
    textarea.element.dispatchEvent(e)
    expect(e.defaultPrevented).toBe(false)
  })

  it('says why a huge paste that is no collection is not read', async () => {
    const { wrapper, textarea } = await mountPanel()
    textarea.element.dispatchEvent(pasteEvent('x'.repeat(MAX_TEXT_LENGTH + 1)))
    await waitForState(() =>
      expect(wrapper.text()).toContain(
        '"Pasted text" could not be read: it does not start with one-line puzzles',
      ),
    )
    expect((textarea.element as HTMLTextAreaElement).value).toBe('')
  })

  it('refuses a dropped file that is not a puzzle file', async () => {
    const { wrapper } = await mountPanel()
    const drop = new Event('drop', { bubbles: true, cancelable: true })
    const file = new File(['x'], 'photo.png', { type: 'image/png' })
    Object.assign(drop, {
      dataTransfer: { files: [file], items: [{ kind: 'file', type: 'image/png' }] },
    })
    document.body.dispatchEvent(drop)
    await waitForState(() =>
      expect(wrapper.get('[role="alert"]').text()).toBe(
        '"photo.png" is not a puzzle file: open a .sdk, .ss or .txt file.',
      ),
    )
  })
})

describe('import text helpers', () => {
  it.each([
    [1, 1, 0],
    [1, 4, 3],
    [2, 1, 5],
    [2, 3, 7],
    [2, 99, 8], // past the end of a line: its end
    [3, 1, 9],
    [9, 1, 11], // past the last line: the end of the text
  ])('line %i, column %i is offset %i', (line, column, offset) => {
    expect(textOffset('abcd\nxyz\nq!', line, column)).toBe(offset)
  })

  it('counts lines as the engine does once a file is normalised', () => {
    expect(normaliseText('\uFEFFa\r\nb\rc\n')).toBe('a\nb\nc\n')
  })

  it.each([
    ['', null],
    ['...|...|...\n', 'Looks like a Simple Sudoku (.ss) file, with a problem on line 1.'],
    [STARTER_1, 'Looks like a one-line puzzle.'],
    [SDK, 'Looks like a Sudoku Puzzle (.sdk) file.'],
    [
      `${STARTER_1}\n${STARTER_1}\n`,
      'Looks like a collection of 2 puzzles: Load puzzle opens it as your collection.',
    ],
    [
      '\u0001PNG\u0002'.repeat(20) + '\nIHDR'.repeat(30),
      'This does not look like a puzzle: line 1 does not read.',
    ],
    [STARTER_1.repeat(1300), null], // over 100 KB: no hint at all
  ])('hints at the format of %j', (text, hint) => {
    expect(formatHint(text)?.text ?? null).toBe(hint)
  })

  it('names the first line of a collection that is no puzzle, and counts only puzzles', () => {
    const text = [STARTER_1, '# note', STARTER_1, '12345', STARTER_1, 'x'].join('\n')
    expect(formatHint(text)).toEqual({
      text:
        'Looks like a collection of 3 puzzles: Load puzzle opens it as your collection. ' +
        "Line 4: '12345' is not a puzzle (5 cells; a puzzle has 81). 1 more line is not a puzzle. " +
        'Lines that are not puzzles are skipped.',
      collection: true,
    })
  })

  it('names the column of an 81-character line with a character that is no digit', () => {
    const bad = 'Z' + STARTER_1.slice(1)
    const hint = formatHint([STARTER_1, bad, STARTER_1].join('\n'))?.text ?? ''
    expect(hint).toMatch(/Line 2: 'Z.*' is not a puzzle \(column 1: /)
    expect(hint).not.toContain('81 cells; a puzzle has 81')
  })

  it('loads one puzzle and a junk line as the collection of one the hint promises', async () => {
    const { wrapper, store, textarea } = await mountPanel()
    await textarea.setValue([STARTER_1, 'xyz'].join('\n'))
    expect(formatHint(textarea.element.value)?.collection).toBe(true)
    await wrapper.get('button.primary').trigger('click')
    await waitForState(() => expect(wrapper.text()).toContain('Puzzle 1 of 1'))
    expect(store.loadError).toBeNull()
    expect(wrapper.text()).toContain("Line 2: 'xyz' is not a puzzle")
  })

  it('opens a pasted collection even when Load comes before the hint (no race)', async () => {
    const { wrapper, store, textarea } = await mountPanel()
    await textarea.setValue([STARTER_1, '12345', STARTER_1.replace('4', '.')].join('\n'))
    // At once: the hint's debounce has not run.
    await wrapper.get('button.primary').trigger('click')
    await waitForState(() => expect(wrapper.text()).toContain('Puzzle 1 of 2'))
    expect(store.loadError).toBeNull()
    expect(wrapper.find('[role="alert"]').exists()).toBe(false)
    expect(wrapper.text()).toContain("Line 2: '12345' is not a puzzle (5 cells; a puzzle has 81)")
  })
})
