import { defineStore } from 'pinia'
import { ref, shallowRef, watch } from 'vue'
import { downloadText, exportFileName, runsToCsv, runsToJson } from '@/db/export'
import { deleteRun, deleteUnreadable, HistoryUnavailable, listRuns, saveRun } from '@/db/history'
import { useCompareStore } from '@/stores/compare'
import type { BenchRun } from '@/engine/bench-types'

export type ExportFormat = 'csv' | 'json'

/**
 * The saved comparison runs (IndexedDB through src/db/history.ts). `init()` loads
 * them and starts saving every run the compare store finishes; CompareHistory calls
 * it on mount (tests call it, or not, themselves).
 */
export const useHistoryStore = defineStore('history', () => {
  const compare = useCompareStore()

  /** Newest first. Replaced, never mutated: runs can hold thousands of timings. */
  const runs = shallowRef<BenchRun[]>([])
  /** Records that could not be read (corrupt, or another format version). */
  const skipped = ref(0)
  /** What went wrong last, for the user; null when all is well. */
  const error = ref<string | null>(null)
  /** False once IndexedDB turned out to be unusable: the panel then says so and offers nothing. */
  const available = ref(true)
  const loading = ref(false)
  const loaded = ref(false)
  /** Finished runs are saved once `init()` has been called. */
  const autosave = ref(false)

  function fail(e: unknown): void {
    if (e instanceof HistoryUnavailable) available.value = false
    error.value = e instanceof Error ? e.message : String(e)
  }

  async function load(): Promise<void> {
    loading.value = true
    try {
      const list = await listRuns()
      runs.value = list.runs
      skipped.value = list.skipped
      error.value = null
      available.value = true
    } catch (e) {
      fail(e)
    } finally {
      loading.value = false
      loaded.value = true
    }
  }

  /** Save a run and list it first; returns its new id, or null when it could not be saved. */
  async function save(run: BenchRun): Promise<number | null> {
    try {
      const id = await saveRun(run)
      runs.value = [{ ...run, id }, ...runs.value]
      error.value = null
      return id
    } catch (e) {
      fail(e)
      return null
    }
  }

  async function remove(id: number): Promise<void> {
    try {
      await deleteRun(id)
      runs.value = runs.value.filter((r) => r.id !== id)
    } catch (e) {
      fail(e)
    }
  }

  /** Delete the records that were skipped as unreadable. */
  async function removeUnreadable(): Promise<void> {
    try {
      await deleteUnreadable()
      skipped.value = 0
    } catch (e) {
      fail(e)
    }
  }

  /** Download the runs with these ids (all runs when `ids` is empty); returns how many. */
  function exportRuns(ids: readonly number[], format: ExportFormat): number {
    const chosen = ids.length ? runs.value.filter((r) => ids.includes(r.id!)) : runs.value
    if (!chosen.length) return 0
    // Oldest first in the file: it reads like a lab notebook.
    const ordered = [...chosen].reverse()
    if (format === 'csv')
      downloadText(runsToCsv(ordered), exportFileName(ordered, 'csv'), 'text/csv;charset=utf-8')
    else downloadText(runsToJson(ordered), exportFileName(ordered, 'json'), 'application/json')
    return chosen.length
  }

  watch(
    () => compare.lastFinished,
    (run) => {
      if (autosave.value && run && !runs.value.some((r) => r.date === run.date)) void save(run)
    },
  )

  /** Load the saved runs and from now on save every finished comparison. Safe to call again. */
  async function init(): Promise<void> {
    autosave.value = true
    if (!loaded.value && !loading.value) await load()
  }

  return {
    runs,
    skipped,
    error,
    available,
    loading,
    loaded,
    autosave,
    load,
    save,
    remove,
    removeUnreadable,
    exportRuns,
    init,
  }
})
