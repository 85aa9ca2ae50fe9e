// @vitest-environment happy-dom
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { describe, expect, it } from 'vitest'
import { pasteEvent } from '../fixtures/paste-event'
import { waitForState } from '../fixtures/wait'
import { useFakeSolving, useFakeWorkload } from '../fixtures/services'

// The workers' work runs here, in-process (happy-dom has no Worker).
useFakeSolving()
useFakeWorkload()

const { default: CompareWorkloadPicker } =
  await import('@/components/compare/CompareWorkloadPicker.vue')
const { LARGE_PASTE } = await import('@/composables/useLargePaste')
const { useCompareStore } = await import('@/stores/compare')
const { useUserCollectionStore } = await import('@/stores/user-collection')

const LINE = '..4.3..1...92..685..51..3.23.1.4.9..4..6.3..1..7.2.8.49.6..72..543..21...1..5.4..\n'

async function mountPicker() {
  const pinia = createPinia()
  setActivePinia(pinia)
  useCompareStore().workloadKind = 'pasted'
  const wrapper = mount(CompareWorkloadPicker, { global: { plugins: [pinia] } })
  await flushPromises() // the paste listener goes on once the box is there
  return { wrapper, box: wrapper.get('textarea#compare-paste') }
}

describe('Compare paste box', () => {
  it('makes a paste over LARGE_PASTE your collection, keeping no copy of the text', async () => {
    const { wrapper, box } = await mountPicker()
    const text = LINE.repeat(Math.ceil((LARGE_PASTE + 1) / LINE.length))
    const e = pasteEvent(text)
    box.element.dispatchEvent(e)
    expect(e.defaultPrevented).toBe(true)
    const compare = useCompareStore()
    await waitForState(() => expect(compare.workloadKind).toBe('user'))
    await flushPromises()
    const count = text.length / LINE.length
    const mine = useUserCollectionStore().collection!
    expect(mine.block.count).toBe(count)
    expect(wrapper.text()).toContain(`Your collection (${count.toLocaleString('en')} puzzles)`)
    expect(wrapper.get('[role="status"]').text()).toBe(
      'Pasted 1 MB: loaded as a collection, as if opened from a file.',
    )
    // What Compare holds of it: the block of cells, once; not the text, not a list of lines.
    expect(compare.pastedText).toBe('')
    expect(compare.pastedRead.text).toBe('')
    expect(compare.pasted.puzzles).toEqual([])
  })

  it('keeps a smaller paste in the box, read as before', async () => {
    const { box } = await mountPicker()
    const e = pasteEvent(LINE)
    box.element.dispatchEvent(e)
    expect(e.defaultPrevented).toBe(false)
    await box.setValue(LINE.repeat(3))
    expect(useCompareStore().pasted.puzzles).toHaveLength(3)
    expect(useCompareStore().workloadKind).toBe('pasted')
  })
})
