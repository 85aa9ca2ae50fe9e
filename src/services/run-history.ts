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

export const runHistory = {
  listPage,
  getRun,
  dropDamaged,
  newestRun,
  saveRun,
  updateRun,
  deleteRun,
  deleteUnreadable,

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
