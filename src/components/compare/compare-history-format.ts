/** What a history row says about a saved run. */
import { getAlgorithm } from '@/engine'
import type { BenchRun } from '@/engine/bench-types'
import { formatUs } from './compare-format'

/** "May 5, 2025, 2:02 PM" in the reader's time zone. */
export function formatRunDate(iso: string): string {
  return new Date(iso).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'medium' })
}

/** "Detour, DLX, Fast": the names of the algorithms the run was asked for. */
export function algorithmNames(run: BenchRun): string {
  return run.algorithms
    .map((id) => run.results.find((r) => r.algorithm === id)?.name ?? getAlgorithm(id)?.name ?? id)
    .join(', ')
}

/**
 * "Fastest: Fast, median 12.3 µs" among the algorithms that went through the whole
 * workload; a run of one algorithm just gives its median. Null when none finished.
 */
export function fastestText(run: BenchRun): string | null {
  const total = run.workload.puzzles.length
  const complete = run.results.filter((r) => r.summary.puzzles === total)
  if (!complete.length) return null
  const best = complete.reduce((a, b) => (b.summary.medianUs < a.summary.medianUs ? b : a))
  const median = `median ${formatUs(best.summary.medianUs)}`
  return complete.length > 1 ? `Fastest: ${best.name}, ${median}` : `${best.name}: ${median}`
}

/** Are these the same run? Saved runs compare by id; a fresh run (no id yet) by its date. */
export function sameRun(a: BenchRun | null, b: BenchRun): boolean {
  if (!a) return false
  if (a.id !== undefined && b.id !== undefined) return a.id === b.id
  return a.date === b.date && a.browser === b.browser
}
