// @vitest-environment happy-dom
/**
 * A nested forcing chain's marks in the Solve view (issue 32, "Watch it"): its step
 * log row and the status line carry "nested L3", heard in full; its timeline tick has
 * a bar on top, keyed above the strip with a count; the board's key says what the links are.
 * Other steps, and other chains, have none. On a small log made by hand (the engine's
 * own nested search takes seconds: tests/e2e/nested-chains.spec.ts watches it).
 */
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { describe, expect, it, vi } from 'vitest'
import { nextTick } from 'vue'
import BoardPatternLegend from '@/components/board/BoardPatternLegend.vue'
import PlaybackStatus from '@/components/playback/PlaybackStatus.vue'
import PlaybackStepList from '@/components/playback/PlaybackStepList.vue'
import PlaybackTechniqueMarks from '@/components/playback/PlaybackTechniqueMarks.vue'
import { nestingWords } from '@/components/playback/nesting-words'
import { makePuzzle, StepLog, type TechniqueStep } from '@/engine/full'
import { useSolveStore } from '@/stores/solve'
import { adoptLog } from './playback-fixture'

const NESTED: Omit<TechniqueStep, 'kind'> = {
  id: 'nested-multiple-forcing-chain',
  rating: 10.4,
  cells: [0, 1],
  digits: [1, 2],
  units: [],
  // r1c1 1 => r1c2 not 1 => r1c2 2 (candidates: cell * 9 + digit - 1).
  links: [
    { from: 0, to: 9, strong: false },
    { from: 9, to: 10, strong: true },
  ],
  nested: {
    level: 3,
    depth: 2,
    inner: [
      { rule: 'forcing chain', count: 2 },
      { rule: 'multiple forcing chain', count: 1 },
    ],
  },
}
/** The same chain without nesting: a plain dynamic forcing chain. */
const { nested: _, ...CHAIN } = NESTED
const PLAIN: Omit<TechniqueStep, 'kind'> = { ...CHAIN, id: 'dynamic-forcing-chain', rating: 8.5 }

/** Let the badge load (it is loaded with the first nested chain) and be drawn. */
async function loaded(): Promise<void> {
  await vi.dynamicImportSettled()
  await flushPromises()
}

/** Pass, a plain chain and its strike, the nested chain and its strike: steps 1 to 5. */
function setup() {
  const pinia = createPinia()
  setActivePinia(pinia)
  const store = useSolveStore()
  const log = new StepLog(3)
  log.pass(1)
  log.technique(PLAIN)
  log.eliminate(0, 3, 1)
  log.technique(NESTED)
  log.eliminate(0, 1, 1)
  adoptLog(store, makePuzzle(new Array<number>(81).fill(0)), log)
  return { pinia, store }
}

describe('a nested forcing chain in the Solve view', () => {
  it('is put in words, short and in full', () => {
    expect(nestingWords(NESTED.nested!)).toEqual({
      short: 'nested L3',
      long: 'nested forcing chain, level 3, chains 2 deep',
    })
  })

  it('marks its row of the step log, and no other', async () => {
    const { pinia } = setup()
    const w = mount(PlaybackStepList, { global: { plugins: [pinia] }, attachTo: document.body })
    await loaded()
    const rows = w.findAll('[role="option"]')
    expect(rows).toHaveLength(5)
    const marked = rows.map((r) => r.find('[data-testid="nest-badge"]').exists())
    expect(marked).toEqual([false, false, false, true, false])
    const badge = rows[3]!.get('[data-testid="nest-badge"]')
    expect(badge.get('[aria-hidden="true"]').text()).toBe('nested L3')
    expect(badge.get('.visually-hidden').text()).toBe(
      'nested forcing chain, level 3, chains 2 deep',
    )
    expect(badge.attributes('title')).toBe('nested forcing chain, level 3, chains 2 deep')
    w.unmount()
  })

  it('marks the status line while its step is the current one', async () => {
    const { pinia, store } = setup()
    const w = mount(PlaybackStatus, { global: { plugins: [pinia] } })
    const badge = () => w.find('.status-meta [data-testid="nest-badge"]')
    store.seek(2)
    await nextTick()
    expect(w.get('[role="status"]').text()).toMatch(/^Dynamic forcing chains/)
    expect(badge().exists()).toBe(false)
    store.seek(4)
    await loaded()
    expect(w.get('[role="status"]').text()).toContain('nesting level 3')
    expect(badge().text()).toContain('nested L3')
    store.seek(5)
    await nextTick()
    expect(badge().exists()).toBe(false)
  })

  it('tops its timeline tick with a bar, and keys it above the strip, with how many', async () => {
    const { pinia } = setup()
    const marks = mount(PlaybackTechniqueMarks, { global: { plugins: [pinia] } })
    const strip = marks.get('[data-testid="deduction-strip"]')
    const caps = strip.findAll('rect.is-nested')
    expect(caps.map((c) => [c.attributes('data-step'), c.attributes('data-level')])).toEqual([
      ['4', '3'],
    ])
    // Two deductions, one tick each; the bar is on the nested one's (step 4).
    const tick = strip
      .findAll('rect:not(.is-nested)')
      .find((r) => r.attributes('data-step') === '4')
    expect(tick).toBeDefined()
    expect(caps[0]!.attributes('y')).toBe(tick!.attributes('y'))
    expect(marks.get('[data-testid="nest-key"]').text()).toBe(
      'Bar on top: a nested forcing chain 1',
    )
  })

  it("says in the board's key that the links are the outer chain", () => {
    const nested = mount(BoardPatternLegend, {
      props: { pattern: { kind: 'technique', ...NESTED } },
    })
    expect(nested.get('[data-mark="nested"]').text()).toMatch(
      /^nested chain \(level 3\): the links drawn are the outer chain/,
    )
    const other = mount(BoardPatternLegend, { props: { pattern: { kind: 'technique', ...PLAIN } } })
    expect(other.find('[data-mark="nested"]').exists()).toBe(false)
  })
})
