// @vitest-environment happy-dom
/**
 * The Solve view's difficulty box (issue 32): a puzzle SE's techniques cannot finish
 * reads as a stated lower bound, never "0.0" nor "the grid is full".
 */
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { describe, expect, it, vi } from 'vitest'
import { makePuzzle } from '@/engine'
import ImportRating from '@/components/import/ImportRating.vue'
import { useSolveStore } from '@/stores/solve'
import { FAKE_RATING_BUDGET_MS, useFakeSolving } from '../fixtures/services'

useFakeSolving()

const GOLDEN_NUGGET =
  '.......39.....1..5..3.5.8....8.9...6.7...2...1..4.......9.8..5..2....6..4..7.....'
const X_WING = '..8...7...........3..786..98.......3.3.8.7.1..4.3.2.7..8.4.5.9.7.5.3.6.442.9.8.51'

async function boxFor(line: string): Promise<{ text: string; wrapper: VueWrapper }> {
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
  return { text: wrapper.text(), wrapper }
}

describe('the difficulty box', () => {
  it('Golden Nugget past the time budget: a lower bound that says so, never "Nothing to solve" or 0.0', async () => {
    const { text, wrapper } = await boxFor(GOLDEN_NUGGET)
    expect(text).toMatch(/At least \d+\.\d \(\w+\): a lower bound, not a rating\./)
    expect(text).toContain(`The rating stopped after ${FAKE_RATING_BUDGET_MS / 1000} s`)
    expect(text).not.toContain('Nothing to solve')
    expect(text).not.toContain('At least 0.0')
    // The hardest puzzles take minutes: the user may ask for the rest.
    expect(wrapper.find('button').text()).toBe('Rate without a time limit')
  }, 60_000)

  it('a puzzle the techniques finish: its rating and hardest technique', async () => {
    const { text, wrapper } = await boxFor(X_WING)
    expect(wrapper.find('button').exists()).toBe(false)
    expect(text).toContain('3.2 (hard), hardest technique: X-Wing.')
    expect(text).not.toContain('At least')
  }, 60_000)
})
