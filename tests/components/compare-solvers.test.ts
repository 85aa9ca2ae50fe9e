// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { readFileSync } from 'node:fs'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import CompareAlgorithmPicker from '@/components/compare/CompareAlgorithmPicker.vue'
import CompareSolvers from '@/components/compare/CompareSolvers.vue'
import PlaybackAlgorithmPicker from '@/components/playback/PlaybackAlgorithmPicker.vue'
import { ALGORITHMS } from '@/engine'
import { headerOf } from '@/persistence/history'
import { clearSolvers, closeSolvers } from '@/persistence/solvers'
import { useCompareStore } from '@/stores/compare'
import { useSolversStore } from '@/stores/solvers'
import { algorithmNames } from '@/components/compare/compare-history-format'
import { benchRun } from '../unit/history-fixture'
import { waitForState } from '../fixtures/wait'

/** The sandbox's check, held until the test answers it (`answer(...)`). */
const sandbox = vi.hoisted(() => ({
  pending: [] as { code: string; resolve: (r: unknown) => void }[],
}))
vi.mock('@/sandbox/inspect', () => ({
  inspectSolver: vi.fn(
    (code: string) => new Promise((resolve) => sandbox.pending.push({ code, resolve })),
  ),
}))

const INFO = {
  name: 'Plain backtracking',
  description: 'Tries 1..9.',
  sizes: [9],
  hasCount: true,
  hasCounters: true,
  hasSteps: true,
}
const CODE =
  'export default function solve(p) { return null }\nexport const name = "Plain backtracking"\n'

/** Answer the oldest check still waiting. */
async function answer(result: unknown): Promise<void> {
  await waitForState(() => expect(sandbox.pending.length).toBeGreaterThan(0))
  sandbox.pending.shift()!.resolve(result)
  await flushPromises()
}

let wrapper: VueWrapper | null = null
const button = (w: VueWrapper, name: string) => w.findAll('button').find((b) => b.text() === name)

describe('Add your solver', () => {
  beforeEach(async () => {
    setActivePinia(createPinia())
    await clearSolvers()
    sandbox.pending = []
  })
  afterEach(async () => {
    wrapper?.unmount()
    wrapper = null
    const store = useSolversStore()
    for (const s of store.list) await store.remove(s.id)
    closeSolvers()
  })

  it('checks a paste (the button says Checking…), takes the module name, adds and ticks it', async () => {
    wrapper = mount(CompareSolvers, { attachTo: document.body })
    const box = wrapper.get('textarea')
    await box.setValue(CODE)
    await box.trigger('paste')
    await flushPromises()
    expect(button(wrapper, 'Checking…')?.attributes('disabled')).toBeDefined()
    await answer({ ok: true, info: INFO })
    const name = wrapper.get('input[type="text"]')
    expect((name.element as HTMLInputElement).value).toBe('Plain backtracking')
    await name.setValue('My solver')
    await button(wrapper, 'Add')!.trigger('click')
    await flushPromises()
    expect(sandbox.pending).toEqual([]) // the code was checked once, on its paste
    const store = useSolversStore()
    await waitForState(() => expect(store.list).toHaveLength(1))
    const { id, hash } = store.list[0]!
    expect(useCompareStore().selected).toContain(id)
    const row = wrapper.get('li.solver')
    expect(row.text()).toContain('My solver')
    expect(row.text()).toContain('9x9')
    expect(row.text()).toContain(`code ${hash}`)
    expect(wrapper.get('[role="status"]').text()).toMatch(/^Added “My solver”/)
    expect((box.element as HTMLTextAreaElement).value).toBe('')

    await row.get('button[aria-label="Remove My solver"]').trigger('click')
    await waitForState(() => expect(store.list).toEqual([]))
    await flushPromises()
    expect(wrapper.find('li.solver').exists()).toBe(false)
  })

  it('shows what to fix inline, as an alert, and adds nothing', async () => {
    wrapper = mount(CompareSolvers, { attachTo: document.body })
    await button(wrapper, 'Add')!.trigger('click')
    await flushPromises()
    expect(wrapper.get('[role="alert"]').text()).toMatch(/^Paste a solver's code/)

    await wrapper.get('textarea').setValue('export default 42')
    await button(wrapper, 'Add')!.trigger('click')
    await answer({ ok: false, error: 'the default export is not a function (it is a number)' })
    expect(wrapper.get('[role="alert"]').text()).toBe(
      'Not added: the default export is not a function (it is a number).',
    )
    expect(wrapper.get('textarea').attributes('aria-invalid')).toBe('true')
    expect(button(wrapper, 'Add')).toBeDefined()
    expect(useSolversStore().list).toEqual([])
  })
})

describe('where the code comes from', () => {
  beforeEach(async () => {
    setActivePinia(createPinia())
    await clearSolvers()
    sandbox.pending = []
  })
  afterEach(() => {
    wrapper?.unmount()
    wrapper = null
    closeSolvers()
  })

  /** Pick `file` in the hidden file input, as the browser's dialog would. */
  async function pick(w: VueWrapper, file: File): Promise<void> {
    const input = w.get('input[type="file"]')
    Object.defineProperty(input.element, 'files', { value: [file], configurable: true })
    await input.trigger('change')
    await flushPromises()
  }

  it('Use the example fills in the plain backtracking example and checks it', async () => {
    wrapper = mount(CompareSolvers, { attachTo: document.body })
    await button(wrapper, 'Use the example')!.trigger('click')
    const example = readFileSync('examples/solvers/backtracking.mjs', 'utf8')
    await waitForState(() =>
      expect((wrapper!.get('textarea').element as HTMLTextAreaElement).value).toBe(example),
    )
    await answer({ ok: true, info: INFO })
    expect((wrapper.get('input[type="text"]').element as HTMLInputElement).value).toBe(
      'Plain backtracking',
    )
  })

  it('Open file… reads a .js file into the box, and refuses one over 2 MB unread', async () => {
    wrapper = mount(CompareSolvers, { attachTo: document.body })
    expect(wrapper.get('input[type="file"]').attributes('accept')).toBe('.js,.mjs')
    await pick(wrapper, new File([CODE], 'mine.mjs', { type: 'text/javascript' }))
    await waitForState(() =>
      expect((wrapper!.get('textarea').element as HTMLTextAreaElement).value).toBe(CODE),
    )
    await answer({ ok: true, info: INFO })

    const big = new File(['x'.repeat(2_000_001)], 'huge.js')
    await pick(wrapper, big)
    expect(wrapper.get('[role="alert"]').text()).toBe(
      'huge.js is 2.0 MB; a solver may be at most 2 MB (2,000,000 bytes).',
    )
    expect(sandbox.pending).toEqual([])
  })
})

describe('the pickers list your solvers after the built-ins, marked (yours)', () => {
  beforeEach(async () => {
    setActivePinia(createPinia())
    await clearSolvers()
  })
  afterEach(() => closeSolvers())

  async function addOne(): Promise<string> {
    const store = useSolversStore()
    const added = store.add(CODE, 'Mine')
    await answer({ ok: true, info: INFO })
    const result = await added
    if (!result.ok) throw new Error(result.error)
    return result.solver.id
  }

  it("Compare's checkboxes and the Solve view's select", async () => {
    const id = await addOne()
    const compare = mount(CompareAlgorithmPicker, { props: { modelValue: [] } })
    const labels = compare.findAll('label').map((l) => l.text())
    expect(labels).toHaveLength(ALGORITHMS.length + 1)
    expect(labels.at(-1)).toMatch(/^Mine \(yours\)Tries 1\.\.9\. Takes 9x9; code [0-9a-f]{12}\.$/)
    expect(compare.findAll('input').at(-1)!.attributes('value')).toBe(id)

    const solve = mount(PlaybackAlgorithmPicker)
    // The picker imports the solvers store (it is not in the page's first load).
    await waitForState(() => expect(solve.findAll('option')).toHaveLength(ALGORITHMS.length + 1))
    const options = solve.findAll('option')
    expect(options.map((o) => o.attributes('value'))).toEqual([...ALGORITHMS.map((a) => a.id), id])
    expect(options.at(-1)!.text()).toBe('Mine (yours)')
    await useSolversStore().remove(id)
    await flushPromises()
    expect(solve.findAll('option')).toHaveLength(ALGORITHMS.length)
    expect(compare.findAll('label')).toHaveLength(ALGORITHMS.length)
  })
})

describe('a run of a solver removed since', () => {
  it('History names it from the run record, or by its code hash when the run has no result of it', () => {
    const run = benchRun('2026-11-26T14:00:00.000Z')
    const gone = 'user-3fa2c1e09b7d'
    const header = headerOf({
      ...run,
      id: 1,
      algorithms: [...run.algorithms, gone, 'user-00000000abcd'],
      results: [
        ...run.results,
        { ...run.results[0]!, algorithm: gone, name: 'My solver (code 3fa2c1e09b7d)' },
      ],
    })
    expect(algorithmNames(header)).toBe(
      [
        ...run.results.map((r) => r.name),
        'My solver (code 3fa2c1e09b7d)',
        'Your solver (code 00000000abcd)',
      ].join(', '),
    )
  })
})
