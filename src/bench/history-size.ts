/**
 * What History keeps of a run, so its saved size does not grow with the workload:
 * a run over at most HISTORY_PUZZLES puzzles is kept whole (each puzzle's line,
 * timings and rating: any point can be reopened); a bigger one (a 735,000-puzzle
 * collection) keeps its figures (every algorithm's summary) and what it takes to run
 * it again: the workload's kind and name, the built-in collection's id with the
 * number of puzzles (the first-N setting; a sample's numbers are not kept), and a
 * digest of the puzzle lines to tell the same collection again. Runs saved whole
 * before this stay readable as they are.
 */
import type { BenchRun, Workload } from './types'

/** The most puzzles a run keeps one by one in History. */
export const HISTORY_PUZZLES = 2000

/** How many puzzles the workload had (kept whole, or figures only). */
export function puzzleCount(w: Pick<Workload, 'puzzles' | 'count'>): number {
  return w.count ?? w.puzzles.length
}

/** Whether History kept only the run's figures (not its puzzles nor their timings). */
export function figuresOnly(run: Pick<BenchRun, 'workload'>): boolean {
  return run.workload.count !== undefined
}

/**
 * A digest of the puzzle lines (two 32-bit FNV-1a hashes of the lines joined by
 * newlines, as 16 hex digits): equal for the same lines in the same order.
 */
export function workloadDigest(puzzles: readonly string[]): string {
  let a = 0x811c9dc5
  let b = 0x01000193 ^ puzzles.length
  for (let p = 0; p < puzzles.length; p++) {
    const line = puzzles[p]!
    for (let i = 0; i <= line.length; i++) {
      const c = i < line.length ? line.charCodeAt(i) : 10
      a = Math.imul(a ^ c, 0x01000193)
      b = Math.imul(b ^ c, 0x5bd1e995) ^ (b >>> 15)
    }
  }
  const hex = (x: number) => (x >>> 0).toString(16).padStart(8, '0')
  return hex(a) + hex(b)
}

/** The run as History keeps it: whole up to HISTORY_PUZZLES puzzles, its figures past that. */
export function forHistory(run: BenchRun): BenchRun {
  const { workload } = run
  if (figuresOnly(run) || workload.puzzles.length <= HISTORY_PUZZLES) return run
  const { puzzles, numbers: _numbers, ...rest } = workload
  // Per-puzzle ratings go with the puzzles.
  const { ratings: _ratings, ...head } = run
  return {
    ...head,
    workload: { ...rest, puzzles: [], count: puzzles.length, digest: workloadDigest(puzzles) },
    results: run.results.map((r) => ({ ...r, puzzles: [] })),
  }
}
