// @vitest-environment happy-dom
/**
 * Export writes the position the board shows (digits and candidates at the current
 * step) in the pencil-mark formats, and says which it writes; the givens-only formats
 * keep writing the puzzle as loaded.
 */
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { describe, expect, it } from 'vitest'
import { useFakeSolving } from '../fixtures/services'

useFakeSolving()

const { default: ImportExport } = await import('@/components/import/ImportExport.vue')
const { useSolveStore } = await import('@/stores/solve')
const { parsePuzzle, positionMasks } = await import('@/engine/full')

const EASY = '..4.3..1...92..685..51..3.23.1.4.9..4..6.3..1..7.2.8.49.6..72..543..21...1..5.4..'

describe('ImportExport, positions', () => {
  it.each(['pm-grid', 'candidates-81', 'hodoku'])(
    'writes the position at the current step as %s, and says so',
    async (id) => {
      const pinia = createPinia()
      setActivePinia(pinia)
      const store = useSolveStore()
      await store.loadText(EASY)
      store.seek(store.outline!.placements[9]! + 1) // ten digits placed
      const digits = store.cells.map((c) => c.value)
      const shown = store.cells.map((c) => (c.value ? 0 : c.mask))
      const wrapper = mount(ImportExport, { global: { plugins: [pinia] } })
      await wrapper.get(`input[value="${id}"]`).setValue(true)
      await flushPromises()
      expect(wrapper.get('#import-export-what').text()).toBe(
        `Writes the position at step ${store.cursor} of ${store.total.toLocaleString('en')}: its digits and each empty cell's candidates as the board shows them.`,
      )
      const text = (wrapper.get('textarea').element as HTMLTextAreaElement).value
      const back = parsePuzzle(text)
      expect(back.ok).toBe(true)
      if (!back.ok) return
      // What the position holds: each empty cell's candidates as shown, AND what the digits allow.
      const expected = positionMasks({ size: 9, givens: digits, meta: {}, candidates: shown })
      const marks = back.puzzle.candidates
      digits.forEach((d, c) => {
        if (d) return expect(back.puzzle.givens[c], `cell ${c}`).toBe(d)
        // The pencil-mark grids write a cell's one candidate as its digit (their convention).
        if (back.puzzle.givens[c])
          return expect(1 << (back.puzzle.givens[c]! - 1)).toBe(expected[c])
        expect(marks?.[c], `cell ${c}`).toBe(expected[c])
      })
      if (id === 'hodoku') expect(back.puzzle.givens).toEqual(digits)
      // One line still writes the puzzle as loaded: its givens only.
      await wrapper.get('input[value="line"]').setValue(true)
      await flushPromises()
      expect((wrapper.get('textarea').element as HTMLTextAreaElement).value).toBe(EASY)
      expect(wrapper.get('#import-export-what').text()).toBe(
        'Writes the puzzle as loaded: its digits, without candidates.',
      )
    },
  )
})
