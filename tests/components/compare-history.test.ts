// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { openDB } from 'idb'
import { createPinia, setActivePinia, type Pinia } from 'pinia'
import { nextTick } from 'vue'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import CompareHistory from '@/components/compare/CompareHistory.vue'
import {
  clearRuns,
  closeHistory,
  DB_NAME,
  HEADERS,
  listRuns,
  RUNS,
  saveRun,
} from '@/persistence/history'
import { useCompareStore } from '@/stores/compare'
import { useHistoryStore } from '@/stores/history'
import { benchRun } from '../unit/history-fixture'
import { waitForState } from '../fixtures/wait'

/** When set, the next saveRun fails with this (as a full storage would), once. */
const failNextSave = vi.hoisted(() => ({ error: null as Error | null }))
vi.mock('@/persistence/history', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/persistence/history')>()
  return {
    ...real,
    saveRun: vi.fn(async (run: Parameters<typeof real.saveRun>[0]) => {
      const error = failNextSave.error
      failNextSave.error = null
      if (error) throw error
      return real.saveRun(run)
    }),
  }
})

const OLDER = benchRun('2025-05-01T08:00:00.000Z', { browser: 'Firefox 128' })
const NEWER = benchRun('2025-05-02T08:00:00.000Z', { browser: 'Chrome 126' })

let pinia: Pinia
let wrapper: VueWrapper | null = null

async function mountHistory(): Promise<VueWrapper> {
  wrapper = mount(CompareHistory, { global: { plugins: [pinia] }, attachTo: document.body })
  await waitForState(() => expect(useHistoryStore().loaded).toBe(true))
  await flushPromises()
  return wrapper
}

const rows = (w: VueWrapper) => w.findAll('li.history-row')
const button = (row: ReturnType<VueWrapper['find']>, name: string) =>
  row.findAll('button').find((b) => b.text() === name)!

describe('CompareHistory', () => {
  beforeEach(async () => {
    pinia = createPinia()
    setActivePinia(pinia)
    await clearRuns()
  })
  afterEach(() => {
    wrapper?.unmount()
    wrapper = null
    closeHistory()
  })

  it('lists the saved runs, newest first, with what each was and its fastest algorithm', async () => {
    await saveRun(OLDER)
    await saveRun(NEWER)
    const w = await mountHistory()
    expect(rows(w)).toHaveLength(2)
    const first = rows(w)[0]!.text()
    expect(first).toContain('Chrome 126')
    expect(first).toContain("Arto Inkala's top 10 · 2 puzzles")
    expect(first).toContain('Detour, Fast')
    expect(first).toContain('Fastest: Fast, median 12.5 µs')
    expect(rows(w)[1]!.text()).toContain('Firefox 128')
    expect(w.text()).toContain('2 saved runs')
  })

  it('names no fastest for a run cancelled before every algorithm went through every puzzle', async () => {
    const [detour, fast] = NEWER.results
    const short = { ...fast!, summary: { ...fast!.summary, puzzles: 1 } }
    await saveRun(
      benchRun('2025-05-03T08:00:00.000Z', { results: [detour!, short], partial: true }),
    )
    // Timed over every puzzle, cancelled in a later round: the ranking holds so far.
    await saveRun(benchRun('2025-05-04T08:00:00.000Z', { partial: true }))
    const w = await mountHistory()
    expect(rows(w)[0]!.text()).toContain('Fastest so far: Fast, median 12.5 µs')
    expect(rows(w)[1]!.text()).not.toContain('Fastest')
  })

  it('Show and Compare with current hand that run to the compare store', async () => {
    await saveRun(OLDER)
    await saveRun(NEWER)
    const compare = useCompareStore()
    const w = await mountHistory()
    // After a reload the newest run is shown again; it cannot be compared with itself, and says so.
    await waitForState(() => expect(rows(w)[0]!.text()).toContain('Shown'))
    expect(compare.run).toEqual(expect.objectContaining({ browser: 'Chrome 126' }))
    expect(button(rows(w)[0]!, 'Compare with current').attributes('disabled')).toBeDefined()
    expect(rows(w)[0]!.text()).toContain('This is the run shown above.')

    await button(rows(w)[1]!, 'Compare with current').trigger('click')
    await flushPromises()
    expect(compare.compareWith).toEqual(expect.objectContaining({ browser: 'Firefox 128' }))
    expect(rows(w)[1]!.text()).toContain('Compared')

    await button(rows(w)[1]!, 'Show').trigger('click')
    await flushPromises()
    expect(compare.run).toEqual(expect.objectContaining({ browser: 'Firefox 128' }))
    expect(rows(w)[1]!.text()).toContain('Shown')
  })

  it('lists 50 runs a page, and pages through the rest', async () => {
    for (let i = 0; i < 53; i++)
      await saveRun(benchRun(new Date(Date.UTC(2025, 0, 1, 0, i)).toISOString()))
    const w = await mountHistory()
    expect(rows(w)).toHaveLength(50)
    expect(w.text()).toContain('53 saved runs')
    expect(w.text()).toContain('Runs 1–50 of 53')
    await w
      .findAll('button')
      .find((b) => b.text().includes('Older'))!
      .trigger('click')
    await flushPromises()
    await waitForState(() => expect(rows(w)).toHaveLength(3))
    expect(w.text()).toContain('Runs 51–53 of 53')
  })

  it('deletes a run only on the second press of Delete', async () => {
    await saveRun(OLDER)
    await saveRun(NEWER)
    const history = useHistoryStore()
    const remove = vi.spyOn(history, 'remove')
    const w = await mountHistory()
    const del = button(rows(w)[0]!, 'Delete')
    await del.trigger('click')
    expect(del.text()).toBe('Really delete?')
    expect(remove).not.toHaveBeenCalled()
    expect(rows(w)).toHaveLength(2)
    await del.trigger('click')
    await waitForState(() => expect(rows(w)).toHaveLength(1))
    expect(rows(w)[0]!.text()).toContain('Firefox 128')
    // Gone from the database too, not just from the list.
    history.loaded = false
    await history.load()
    expect(history.runs.map((r) => r.browser)).toEqual(['Firefox 128'])
  })

  it('says how many records could not be read, and lists the rest', async () => {
    await saveRun(NEWER)
    const db = await openDB(DB_NAME)
    await db.add(RUNS, { version: 1, date: '2025-05-03T08:00:00.000Z', results: 'oops' })
    await db.add(RUNS, { ...OLDER, version: 0 })
    db.close()
    const w = await mountHistory()
    expect(w.text()).toContain('2 saved runs could not be read and are not shown.')
    expect(rows(w)).toHaveLength(1)
    await w
      .findAll('button')
      .find((b) => b.text() === 'Delete the 2 unreadable runs')!
      .trigger('click')
    await waitForState(() => expect(w.text()).not.toContain('could not be read'))
  })

  it('leaves out a run whose header and record are broken, says so, and deletes it on request', async () => {
    await saveRun(OLDER)
    const id = await saveRun(NEWER)
    const db = await openDB(DB_NAME)
    await db.put(HEADERS, { ...(await db.get(HEADERS, id)), workload: null })
    await db.put(RUNS, { ...(await db.get(RUNS, id)), workload: null })
    db.close()
    const w = await mountHistory()
    expect(w.text()).toContain('1 saved run could not be read and is not shown.')
    expect(w.text()).toContain('1 saved run')
    expect(w.text()).not.toContain('2 saved runs')
    expect(rows(w)).toHaveLength(1)
    expect(rows(w)[0]!.text()).toContain('Firefox 128')
    await w
      .findAll('button')
      .find((b) => b.text() === 'Delete the unreadable run')!
      .trigger('click')
    await waitForState(() => expect(w.text()).not.toContain('could not be read'))
    expect(rows(w)).toHaveLength(1)
    expect((await listRuns()).runs.map((r) => r.browser)).toEqual(['Firefox 128'])
  })

  it('shows an empty state, then lists a run as soon as it is recorded', async () => {
    const w = await mountHistory()
    expect(rows(w)).toHaveLength(0)
    expect(w.text()).toContain('No saved runs yet.')
    void useHistoryStore().record(NEWER)
    await waitForState(() => expect(rows(w)).toHaveLength(1))
    expect(w.text()).not.toContain('No saved runs yet.')
  })

  it('saves a recorded run though the panel was never shown, and lists it when it is', async () => {
    const history = useHistoryStore()
    expect(await history.record(NEWER)).toEqual(expect.any(Number))
    expect(history.loaded).toBe(false)
    expect((await listRuns()).runs.map((r) => r.date)).toEqual([NEWER.date])
    const w = await mountHistory()
    expect(rows(w)).toHaveLength(1)
  })

  it('saves a run when its timing ends and adds its ratings to that record when they end', async () => {
    const w = await mountHistory()
    const history = useHistoryStore()
    // Timing over: the run is recorded without ratings and saved at once...
    void history.record(NEWER)
    await nextTick()
    // ...and recorded again with them, here before that save is even done.
    const rated = { ...NEWER, ratings: NEWER.workload.puzzles.map(() => ({ rating: 7.1 })) }
    void history.record(rated)
    await waitForState(async () => {
      const { runs } = await listRuns()
      expect(runs.map((r) => r.ratings?.[0]?.rating)).toEqual([7.1])
    })
    await flushPromises()
    expect(rows(w)).toHaveLength(1)
    expect(useHistoryStore().total).toBe(1)
  })

  it('saves the rated run when the save at the end of its timing failed', async () => {
    const w = await mountHistory()
    const history = useHistoryStore()
    failNextSave.error = new Error("The run could not be saved: the browser's storage is full.")
    expect(await history.record(NEWER)).toBeNull()
    await waitForState(() => expect(w.text()).toContain('storage is full'))
    void history.record({ ...NEWER, ratings: NEWER.workload.puzzles.map(() => ({ rating: 3 })) })
    await waitForState(async () => {
      const { runs } = await listRuns()
      expect(runs.map((r) => r.ratings?.[0]?.rating)).toEqual([3])
    })
    await waitForState(() => expect(rows(w)).toHaveLength(1))
  })

  it('says so when the browser keeps no data, and offers no list', async () => {
    closeHistory()
    const saved = globalThis.indexedDB
    // @ts-expect-error: some private modes leave the page without IndexedDB
    delete globalThis.indexedDB
    try {
      const w = await mountHistory()
      expect(w.text()).toContain('Saved runs are off')
      expect(w.text()).toContain('Comparisons still work')
      expect(w.text()).not.toContain('No saved runs yet.')
      expect(w.findAll('button')).toHaveLength(0)
    } finally {
      globalThis.indexedDB = saved
    }
  })

  it('exports the selected runs as CSV, or all of them when none is selected', async () => {
    await saveRun(OLDER)
    await saveRun(NEWER)
    const blobs: Blob[] = []
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => (blobs.push(b as Blob), 'blob:x'))
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    const w = await mountHistory()
    const exportCsv = w.findAll('button').find((b) => b.text() === 'Export CSV')!
    expect(w.text()).toContain('Exports all 2 runs.')
    await exportCsv.trigger('click')
    await waitForState(() => expect(click).toHaveBeenCalledTimes(1))
    await flushPromises()
    await rows(w)[1]!.find('input[type=checkbox]').setValue(true)
    expect(w.text()).toContain('Exports the 1 selected run.')
    await exportCsv.trigger('click')
    await waitForState(() => expect(click).toHaveBeenCalledTimes(2))
    const [all, one] = await Promise.all(blobs.map((b) => b.text()))
    expect(all!.trim().split('\r\n')).toHaveLength(1 + 4)
    const lines = one!.trim().split('\r\n')
    expect(lines[0]).toMatch(/^date,browser,workload,/)
    expect(lines.slice(1).map((l) => l.split(',')[1])).toEqual(['Firefox 128', 'Firefox 128'])
  })
})
