/**
 * When a run may rank its algorithms. A ranking compares like with like: it is
 * given only once every algorithm the run was asked for has been timed over every
 * puzzle of the workload (fastestOf's definition, over all of them). Until the
 * run's timing is complete (it is still going, or was cancelled in a later
 * round) that ranking holds "so far".
 */
import { fastestOf } from './stats'
import type { RunSummary } from './types'

interface Ranked {
  algorithm: string
  summary: RunSummary
}

/** Every algorithm asked for has a result over all `total` puzzles. */
function everyAlgorithmTimed(
  run: { algorithms: readonly string[]; results: readonly Ranked[] },
  total: number,
): boolean {
  return run.algorithms.every((id) =>
    run.results.some((r) => r.algorithm === id && r.summary.puzzles === total),
  )
}

/**
 * The fastest of a run and those tied with it within noise, or null when no
 * ranking can be given yet (see above) or there is nothing to rank (fewer than
 * two algorithms). `soFar`: the run is partial, its later rounds may change it.
 */
export function fastestOfRun<T extends Ranked>(
  run: { algorithms: readonly string[]; results: readonly T[]; partial: boolean },
  total: number,
): { best: T; tiedWith: T[]; soFar: boolean } | null {
  if (!everyAlgorithmTimed(run, total)) return null
  const fastest = fastestOf(run.results, total)
  return fastest && { ...fastest, soFar: run.partial }
}
