// @vitest-environment happy-dom
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Position } from '@/workers/solve-types'
import { useFakeSolving } from '../fixtures/services'

/** What the panel asked the worker for: the position and the techniques. */
const asked = vi.hoisted(() => [] as { position: Position; techniques?: readonly string[] }[])

useFakeSolving()
// The worker's search, in-process (steps.ts is what solve.worker.ts runs).
vi.mock('@/workers/steps-client', async () => {
  const { positionAfter, stepsAt } = await import('@/workers/steps')
  return {
    createStepsClient: () => ({
      steps: async (
        position: Position,
        techniques: readonly string[] | undefined,
        l: {
          onGroup: Parameters<typeof stepsAt>[2]
          onTechnique?: (id: string) => void
          onSkipped?: (why: string) => void
          onProgress?: (id: string, found: number) => void
        },
      ) => {
        asked.push({ position, techniques })
        stepsAt(position, techniques, l.onGroup, l.onTechnique, l.onSkipped, l.onProgress)
      },
      apply: async (position: Position, d: Parameters<typeof positionAfter>[1]) =>
        positionAfter(position, d),
      cancel: () => {},
    }),
  }
})

const { default: TechniqueAllSteps } = await import('@/components/techniques/TechniqueAllSteps.vue')
const { deductionAt } = await import('@/board/deduction-at')
const { useDeductionStore } = await import('@/stores/deduction')
const { useSolveStore } = await import('@/stores/solve')
const { TECHNIQUE_LIST, useTechniquesStore } = await import('@/stores/techniques')
const { movesInWords } = await import('@/components/techniques/technique-words')
const { getAlgorithm, outlineLog, parsePuzzle, puzzleGeometry, K } = await import('@/engine/full')

/** Line 961 of puzzles/se-rated-1771.tsv (SE 3.2): its logic solve uses one X-Wing, on 2. */
const X_WING = '..8...7...........3..786..98.......3.3.8.7.1..4.3.2.7..8.4.5.9.7.5.3.6.442.9.8.51'

/** A Human logic solve of X_WING in the store, the cursor just after its X-Wing step. */
function atTheXWing() {
  const pinia = createPinia()
  setActivePinia(pinia)
  const store = useSolveStore()
  const parsed = parsePuzzle(X_WING)
  if (!parsed.ok) throw new Error(parsed.error.message)
  const p = parsed.puzzle
  const r = getAlgorithm('logic')!.solve(p, { record: true })
  const log = r.log!
  store.algorithmId = 'logic'
  store.adoptSolve(p, {
    status: r.status,
    solutions: 1,
    solution: r.solution,
    stats: r.stats,
    log: log.toData(),
    outline: outlineLog(log),
  })
  const at = outlineLog(log).techniques.find((i) => {
    const s = log.step(i)
    return s.kind === 'technique' && s.id === 'x-wing'
  })!
  store.seek(at + 1)
  // What the X-Wing strikes: the eliminate steps right after it.
  const struck: [number, number][] = []
  for (let j = at + 1; j < log.length && log.kind(j) === K.eliminate; j++) {
    const s = log.step(j)
    if (s.kind === 'eliminate') struck.push([s.cell, s.digit])
  }
  const words = movesInWords(puzzleGeometry(p), { place: [], eliminate: struck })
  const wrapper = mount(TechniqueAllSteps, { global: { plugins: [pinia] } })
  return { store, wrapper, words, pinia }
}

/** Let the panel's wait for the cursor to settle pass, and the search answer. */
async function settle() {
  await vi.advanceTimersByTimeAsync(300)
  await flushPromises()
}

beforeEach(() => {
  vi.useFakeTimers()
  asked.length = 0
  localStorage.clear()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('All steps here', () => {
  it("searches the position shown (its digits and candidates) and lists each technique's finds, easiest first", async () => {
    const { store, wrapper, words } = atTheXWing()
    await settle()
    const { position, techniques } = asked.at(-1)!
    expect(techniques).toBeUndefined() // every technique on
    expect(position.givens).toEqual(store.cells.map((c) => c.value))
    expect(position.candidates).toEqual(store.cells.map((c) => (c.value ? 0 : c.mask)))

    const groups = wrapper.findAll('.group h3 span:first-child').map((h) => h.text())
    expect(groups).toContain('X-Wing')
    // Easiest first: nothing easier than an X-Wing is left at the step that used one...
    expect(groups[0]).toBe('X-Wing')
    const xWing = wrapper.findAll('.group').find((g) => g.find('h3').text().startsWith('X-Wing'))!
    expect(xWing.find('h3').text()).toMatch(/X-Wing\s*SE 3\.2 · 1 found/)
    // ...and it strikes what the solve's own X-Wing struck, in words.
    expect(xWing.find('.moves').text()).toBe(words)
    expect(words).toMatch(/^r\dc[38] loses 2(; r\dc[38] loses 2)*$/)
    expect(wrapper.find('.summary').text()).toMatch(
      new RegExp(`^\\d+ deductions? by ${groups.length} techniques? at step ${store.cursor}\\.$`),
    )
  })

  it('leaves out the techniques turned off', async () => {
    const { wrapper, pinia } = atTheXWing()
    setActivePinia(pinia)
    useTechniquesStore().setOn('x-wing', false)
    await settle()
    expect(asked.at(-1)!.techniques).not.toContain('x-wing')
    const groups = wrapper.findAll('.group h3 span:first-child').map((h) => h.text())
    expect(groups).not.toContain('X-Wing')
    expect(groups.length).toBeGreaterThan(0) // harder techniques still find something
  })

  it('draws the chosen deduction on the board, and lets it go when chosen again or when the cursor moves', async () => {
    const { store, wrapper, pinia } = atTheXWing()
    const chosen = () => useDeductionStore(pinia).chosen
    await settle()
    // What BoardDeduction draws: the chosen deduction, else the replay's own.
    const shown = () =>
      chosen()?.pattern ?? (store.log ? deductionAt(store.log, store.cursor)?.pattern : null)
    const second = wrapper.findAll('.group')[1]!
    const id = second.find('h3 span').text()
    const button = second.get('button.deduction')
    await button.trigger('click')
    expect(button.attributes('aria-pressed')).toBe('true')
    expect(chosen()).not.toBeNull()
    expect(shown()).toBe(chosen()!.pattern)
    expect(wrapper.text()).toContain('Apply')
    expect(id.length).toBeGreaterThan(0)

    await button.trigger('click')
    expect(chosen()).toBeNull()
    expect(shown()?.id).toBe('x-wing') // the step's own pattern again

    await wrapper.get('.group button.deduction').trigger('click')
    expect(chosen()?.pattern.id).toBe('x-wing')
    store.seek(store.cursor + 1)
    await flushPromises()
    expect(chosen()).toBeNull()
  })

  it('"Apply" solves on from the position after the deduction, saying where it came from', async () => {
    const { store, wrapper, words } = atTheXWing()
    store.source = 'Pasted text'
    await settle()
    const step = store.cursor
    await wrapper.get('.group button.deduction').trigger('click')
    const before = asked.at(-1)!.position
    const apply = wrapper.findAll('button').find((b) => b.text() === 'Apply')!
    await apply.trigger('click')
    await flushPromises()
    expect(store.source).toBe(`After X-Wing (${words}) at step ${step} of Pasted text`)
    const p = store.puzzle as Position
    expect(p.givens).toEqual(before.givens) // an X-Wing places nothing
    // Each struck 2 is gone from the new position's candidates; the rest are as before.
    const struck = words.split('; ').map((w) => w.slice(0, 4))
    for (const [c, m] of before.candidates!.entries()) {
      const name = `r${Math.floor(c / 9) + 1}c${(c % 9) + 1}`
      expect(p.candidates![c], name).toBe(struck.includes(name) ? m & ~0b10 : m)
    }
    expect(store.status).toBe('ready')
    expect(store.log).not.toBeNull()
  })

  it('pages through a long list, 50 a page, past the old cap of 100', async () => {
    const { wrapper, pinia } = atTheXWing()
    setActivePinia(pinia)
    const techniques = useTechniquesStore()
    for (const t of TECHNIQUE_LIST) if (t.id !== 'cell-forcing-chain') techniques.setOn(t.id, false)
    await settle()
    expect(asked.at(-1)!.techniques).toEqual(['cell-forcing-chain'])
    const group = wrapper.get('.group')
    const count = Number(/(\d+) found/.exec(group.get('h3').text())![1])
    expect(count).toBeGreaterThan(100)
    const rows = () => group.findAll('button.deduction').map((b) => b.get('.moves').text())
    const first = rows()
    expect(first).toHaveLength(6)
    await group.get('button.more').trigger('click')
    expect(rows()).toHaveLength(50)
    expect(rows().slice(0, 6)).toEqual(first)
    const nav = group.get('nav.pages')
    expect(nav.text()).toContain(`1–50 of ${count}`)
    const [previous, next] = nav.findAll('button')
    expect(previous!.attributes('disabled')).toBeDefined()
    const seen = new Set(rows())
    let pages = 1
    while (next!.attributes('disabled') === undefined) {
      await next!.trigger('click')
      pages++
      for (const r of rows()) seen.add(r)
    }
    expect(pages).toBe(Math.ceil(count / 50))
    expect(rows()).toHaveLength(count - 50 * (pages - 1))
    expect(nav.text()).toContain(`${50 * (pages - 1) + 1}–${count} of ${count}`)
    // Every deduction was on a page: none is left behind a cap.
    expect(group.findAll('button.deduction').length + 50 * (pages - 1)).toBe(count)
    await previous!.trigger('click')
    expect(rows()).toHaveLength(50)
  })
})
