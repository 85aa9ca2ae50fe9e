/**
 * The saved comparison runs, for the history store: IndexedDB through
 * src/persistence/history.ts, and the export of runs to a downloaded file. One
 * object, so a test can replace any of it (tests/fixtures/services.ts).
 */
import type { BenchRun } from '@/bench/types'
import { downloadFile } from '@/persistence/download'
import { exportFileName, exportParts } from '@/persistence/export'
import {
  deleteRun,
  deleteUnreadable,
  dropDamaged,
  forEachRun,
  getRun,
  HistoryUnavailable,
  listPage,
  newestRun,
  saveRun,
  updateRun,
  type RunHeader,
  type RunPage,
} from '@/persistence/history'

export { HistoryUnavailable, type RunHeader, type RunPage }

export type ExportFormat = 'csv' | 'json'

/** Why a listed run cannot be shown: its record is damaged, or it is gone. */
export const RUN_UNREADABLE = {
  damaged:
    'That saved run is damaged: its record cannot be read. It is no longer listed, and counts among the unreadable runs you can delete.',
  gone: 'That run could not be read: it may have been deleted in another tab.',
} as const

export const runHistory = {
  listPage,
  getRun,
  dropDamaged,
  newestRun,
  saveRun,
  updateRun,
  deleteRun,
  deleteUnreadable,

  /** Page `n` of `size` headers (clamped to the pages there are) and its number. */
  async readPage(n: number, size: number): Promise<{ list: RunPage; n: number }> {
    let list = await runHistory.listPage(Math.max(0, n) * size, size)
    const last = Math.max(0, Math.ceil(list.places / size) - 1)
    if (n > last) list = await runHistory.listPage(last * size, size)
    return { list, n: Math.min(Math.max(0, n), last) }
  },

  /** The first page and the newest run (null when it cannot be read), read side by side. */
  async readFirst(
    size: number,
  ): Promise<{ first: { list: RunPage; n: number }; newest: BenchRun | null }> {
    const [first, newest] = await Promise.all([
      runHistory.readPage(0, size),
      runHistory.newestRun().catch(() => null),
    ])
    return { first, newest }
  },

  /**
   * A saved run in full; else why not (RUN_UNREADABLE): `damaged` (its header read,
   * its record not: it is now among the unreadable) or `gone`.
   */
  async readRun(id: number): Promise<BenchRun | keyof typeof RUN_UNREADABLE> {
    const run = await runHistory.getRun(id)
    if (run) return run
    return (await runHistory.dropDamaged(id)) ? 'damaged' : 'gone'
  },

  /**
   * Download the runs with these ids (all runs when `ids` is empty), oldest first
   * (it reads like a lab notebook); read and formatted in batches, so the page
   * stays responsive. Resolves to how many runs went into the file.
   */
  async exportRuns(ids: readonly number[], format: ExportFormat): Promise<number> {
    const read = (each: (runs: BenchRun[]) => void) => forEachRun(ids.length ? ids : null, each)
    const { parts, dates } = await exportParts(format, read)
    if (!dates.length) return 0
    const type = format === 'csv' ? 'text/csv;charset=utf-8' : 'application/json'
    downloadFile(parts, exportFileName(dates, format), type)
    return dates.length
  },
}

/**
 * Keep the runs of this tab, by date: the first call for a run saves it (`save`),
 * later ones (its ratings, after its timing) update that record (`update`). The ids
 * are kept as promises (a run's second landing can come before its first save is
 * done); a run whose first save failed (storage full, another tab in the way) is
 * saved at its next landing. Resolves to the record's id, or null when not saved.
 */
export function createRunRecorder(
  save: (run: BenchRun) => Promise<number | null>,
  update: (id: number, run: BenchRun) => Promise<void>,
): (run: BenchRun) => Promise<number | null> {
  const savedByDate = new Map<string, Promise<number | null>>()
  return (run) => {
    const earlier = savedByDate.get(run.date)
    const next = earlier
      ? earlier.then((id) => (id === null ? save(run) : update(id, run).then(() => id)))
      : save(run)
    savedByDate.set(run.date, next)
    return next
  }
}
