import { defineStore } from 'pinia'
import { computed, ref, shallowRef } from 'vue'
import {
  createRunRecorder,
  HistoryUnavailable,
  RUN_UNREADABLE,
  runHistory,
  type ExportFormat,
  type RunHeader,
  type RunPage,
} from '@/services/run-history'
import type { BenchRun } from '@/bench/types'

export type { ExportFormat }

/** Saved runs listed per page; a run's timings are read only when it is shown or compared. */
export const PAGE_SIZE = 50

/**
 * The saved comparison runs (services/run-history.ts: IndexedDB), a page of
 * headers at a time. `init()` loads the first page and picks the newest run (the
 * Compare view shows it when it shows nothing yet: the results survive a reload);
 * CompareHistory calls it on mount. A run picked (`show`, `compareWith`) is handed on
 * in `picked`, which the compare store takes: this store knows no other. Runs are
 * saved by `record`, which the compare store calls itself.
 */
export const useHistoryStore = defineStore('history', () => {
  /** The headers of the page shown, newest first. Replaced, never mutated. */
  const runs = shallowRef<RunHeader[]>([])
  /** Readable saved runs in all, and the page shown (from 0). */
  const total = ref(0)
  const page = ref(0)
  /** Header places the pages are cut from (RunPage.places): `total` plus broken headers. */
  const places = ref(0)
  /** Records that could not be read (corrupt, or another format version): not listed, not in `total`. */
  const skipped = ref(0)
  /** What went wrong last, for the user; null when all is well. */
  const error = ref<string | null>(null)
  /** False once IndexedDB turned out to be unusable: the panel then says so and offers nothing. */
  const available = ref(true)
  const loading = ref(false)
  const loaded = ref(false)
  /** An export under way. */
  const exporting = ref(false)
  /**
   * The saved run picked last: to be shown, compared with, or the newest (shown only
   * when nothing is). Replaced at each pick; the compare store takes it.
   */
  const picked = shallowRef<{ run: BenchRun; as: 'show' | 'compare' | 'newest' } | null>(null)

  const pageCount = computed(() => Math.max(1, Math.ceil(places.value / PAGE_SIZE)))

  function fail(e: unknown): void {
    if (e instanceof HistoryUnavailable) available.value = false
    error.value = e instanceof Error ? e.message : String(e)
  }

  /** Run `work`; when it fails, `error` says why and `otherwise` stands for its result. */
  async function attempt<T>(work: () => Promise<T>, otherwise: T): Promise<T> {
    try {
      return await work()
    } catch (e) {
      fail(e)
      return otherwise
    }
  }

  function showPage({ list, n }: { list: RunPage; n: number }): void {
    page.value = n
    runs.value = list.headers
    total.value = list.total
    places.value = list.places
    skipped.value = list.skipped
    error.value = null
    available.value = true
  }

  /** Load page `n` (clamped to the pages there are). */
  async function load(n = page.value): Promise<void> {
    loading.value = true
    try {
      showPage(await runHistory.readPage(n, PAGE_SIZE))
    } catch (e) {
      fail(e)
    } finally {
      loading.value = false
      loaded.value = true
    }
  }

  /** A saved run in full, or null (with the reason in `error`) when it cannot be read. */
  function details(id: number): Promise<BenchRun | null> {
    return attempt(async () => {
      const run = await runHistory.readRun(id)
      if (typeof run !== 'string') return run
      // A damaged run was listed and counted: now it is one of the unreadable.
      if (run === 'damaged') await load()
      error.value = RUN_UNREADABLE[run]
      return null
    }, null)
  }

  async function show(id: number): Promise<void> {
    const run = await details(id)
    if (run) picked.value = { run, as: 'show' }
  }

  async function compareWith(id: number): Promise<void> {
    const run = await details(id)
    if (run) picked.value = { run, as: 'compare' }
  }

  /** Save a run (and list it, once the list is loaded); returns its new id, or null when it could not be saved. */
  function save(run: BenchRun): Promise<number | null> {
    return attempt(async () => {
      const id = await runHistory.saveRun(run)
      error.value = null
      if (loaded.value || loading.value) await load(0)
      return id
    }, null)
  }

  function remove(id: number): Promise<void> {
    return attempt(async () => {
      await runHistory.deleteRun(id)
      await load()
    }, undefined)
  }

  /** Delete the records that were skipped as unreadable, and list the page again. */
  function removeUnreadable(): Promise<void> {
    return attempt(async () => {
      await runHistory.deleteUnreadable()
      skipped.value = 0
      await load()
    }, undefined)
  }

  /** Download these runs (all when `ids` is empty: services/run-history.ts); how many went in. */
  async function exportRuns(ids: readonly number[], format: ExportFormat): Promise<number> {
    exporting.value = true
    const n = await attempt(() => runHistory.exportRuns(ids, format), 0)
    exporting.value = false
    return n
  }

  function update(id: number, run: BenchRun): Promise<void> {
    return attempt(async () => {
      if ((await runHistory.updateRun(id, run)) && loaded.value) await load()
      error.value = null
    }, undefined)
  }

  /**
   * Keep a run of this tab in the history: the first call for a run (by its date)
   * saves it, later ones (its ratings, after its timing) update that record. The
   * compare store calls it when a run's timing ends and when the run ends, whether
   * or not the History panel was ever shown. Resolves to the record's id, or null
   * when it could not be saved (`error` says why). The runs of this tab are known by
   * date (services/run-history.ts, createRunRecorder).
   */
  const record: (run: BenchRun) => Promise<number | null> = createRunRecorder(save, update)

  /** The first init's work: every later call waits for the same. */
  let initialised: Promise<void> | null = null

  /**
   * Load the saved runs (and pick the newest, shown when nothing is). Safe to
   * call again (it resolves when the first call's work is done). The first page
   * and the newest run are read side by side and shown together, so the page is
   * laid out once.
   */
  function init(): Promise<void> {
    initialised ??= (async () => {
      if (loaded.value || loading.value) return
      loading.value = true
      try {
        const { first, newest } = await runHistory.readFirst(PAGE_SIZE)
        showPage(first)
        if (newest) picked.value = { run: newest, as: 'newest' }
      } catch (e) {
        fail(e)
      } finally {
        loading.value = false
        loaded.value = true
      }
    })()
    return initialised
  }

  return {
    runs,
    total,
    places,
    page,
    pageCount,
    skipped,
    error,
    available,
    loading,
    loaded,
    exporting,
    picked,
    load,
    details,
    show,
    compareWith,
    save,
    record,
    remove,
    removeUnreadable,
    exportRuns,
    init,
  }
})
