// @vitest-environment happy-dom
/**
 * The Solve view's difficulty box (issue 32): a puzzle SE's techniques cannot finish
 * reads as a stated lower bound, never "0.0" nor "the grid is full".
 */
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { describe, expect, it, vi } from 'vitest'
import { makePuzzle } from '@/engine'
import ImportRating from '@/components/import/ImportRating.vue'
import { useSolveStore } from '@/stores/solve'
import { useFakeSolving } from '../fixtures/services'

useFakeSolving()

const GOLDEN_NUGGET =
  '.......39.....1..5..3.5.8....8.9...6.7...2...1..4.......9.8..5..2....6..4..7.....'
const X_WING = '..8...7...........3..786..98.......3.3.8.7.1..4.3.2.7..8.4.5.9.7.5.3.6.442.9.8.51'

async function boxFor(line: string): Promise<string> {
  const pinia = createPinia()
  setActivePinia(pinia)
  const wrapper = mount(ImportRating, { global: { plugins: [pinia] } })
  await useSolveStore().loadPuzzle(makePuzzle([...line].map((c) => (c === '.' ? 0 : Number(c)))))
  await vi.waitFor(
    async () => {
      await flushPromises()
      if (wrapper.text().includes('Rating the puzzle')) throw new Error('still rating')
    },
    { timeout: 30_000 },
  )
  return wrapper.text()
}

describe('the difficulty box', () => {
  it('Golden Nugget: at least 9.0, a lower bound, never "Nothing to solve" or 0.0', async () => {
    const text = await boxFor(GOLDEN_NUGGET)
    expect(text).toContain('At least 9.0 (extreme): a lower bound, not a rating.')
    expect(text).toContain('they find no step at all')
    expect(text).not.toContain('Nothing to solve')
    expect(text).not.toContain('0.0')
  }, 60_000)

  it('a puzzle the techniques finish: its rating and hardest technique', async () => {
    const text = await boxFor(X_WING)
    expect(text).toContain('3.2 (hard), hardest technique: X-Wing.')
    expect(text).not.toContain('At least')
  }, 60_000)
})
