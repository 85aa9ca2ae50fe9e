/** What a history row says about a saved run. */
import { getAlgorithm, isUserAlgorithm } from '@/engine'
import type { RunHeader } from '@/persistence/history'
import { fastestOfRun } from '@/bench/ranking'
import { formatUs } from './compare-format'

/** One formatter for every row: toLocaleString builds a new one at each call (a page of 50 took 20 ms). */
let dateFormat: Intl.DateTimeFormat | null = null

/** "May 5, 2025, 2:02 PM" in the reader's time zone. */
export function formatRunDate(iso: string): string {
  dateFormat ??= new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'medium' })
  return dateFormat.format(new Date(iso))
}

/**
 * "Detour, DLX, Fast": the names of the algorithms the run was asked for, from the
 * run's results first: a solver of yours removed since is named as it was then. One
 * with no result (the run was cancelled before it) and no longer known is "Your
 * solver (code 3fa2c1e09b7d)", not its bare id.
 */
export function algorithmNames(run: RunHeader): string {
  const gone = (id: string) => (isUserAlgorithm(id) ? `Your solver (code ${id.slice(5)})` : id)
  return run.algorithms
    .map(
      (id) =>
        run.results.find((r) => r.algorithm === id)?.name ?? getAlgorithm(id)?.name ?? gone(id),
    )
    .join(', ')
}

/**
 * "Fastest: Fast, median 12.3 µs" by the table's definition (fastestOfRun), or
 * "Fastest: Fast, median 12.3 µs (DLX within noise)", "Fastest so far: ..." for a
 * run cancelled in a later round; a run of one algorithm just gives its median.
 * Null when there is no ranking (a run cancelled before every algorithm went
 * through every puzzle) or nothing finished.
 */
export function fastestText(run: RunHeader): string | null {
  const total = run.workload.count
  const fastest = fastestOfRun(run, total)
  if (!fastest) {
    if (run.algorithms.length !== 1) return null
    const only = run.results.find((r) => r.summary.puzzles === total)
    return only ? `${only.name}: median ${formatUs(only.summary.medianUs)}` : null
  }
  const { best, tiedWith, soFar } = fastest
  const ties = tiedWith.length ? ` (${tiedWith.map((t) => t.name).join(', ')} within noise)` : ''
  return `Fastest${soFar ? ' so far' : ''}: ${best.name}, median ${formatUs(best.summary.medianUs)}${ties}`
}

/** Are these the same run? Saved runs compare by id; a fresh run (no id yet) by its date. */
export function sameRun(
  a: { id?: number; date: string; browser: string } | null,
  b: { id?: number; date: string; browser: string },
): boolean {
  if (!a) return false
  if (a.id !== undefined && b.id !== undefined) return a.id === b.id
  return a.date === b.date && a.browser === b.browser
}
