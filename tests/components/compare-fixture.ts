/** Hand-made comparison runs for the Compare components' tests. */
import { summarise } from '@/bench/stats'
import {
  BENCH_RUN_VERSION,
  type AlgorithmRun,
  type BenchRun,
  type PuzzleTiming,
} from '@/bench/types'

const NAMES: Record<string, string> = {
  detour: 'Detour solver',
  dlx: 'Dancing links',
  naive: 'Naive backtracking',
}

/**
 * One algorithm's run: `us[i]` is puzzle i's time; `extra[i]` overrides fields of
 * it; `rounds` (when given) are its per-round medians.
 */
export function algorithmRun(
  id: string,
  us: number[],
  extra: Record<number, Partial<PuzzleTiming>> = {},
  rounds: number[] = [],
): AlgorithmRun {
  const puzzles = us.map((t, index) => ({
    index,
    us: t,
    guesses: index * 10,
    backtracks: index,
    calculations: 1000,
    ok: true,
    timedOut: false,
    ...extra[index],
  }))
  return { algorithm: id, name: NAMES[id] ?? id, summary: summarise(puzzles, rounds), puzzles }
}

export function benchRun(results: AlgorithmRun[], puzzles = 3, partial = false): BenchRun {
  return {
    version: BENCH_RUN_VERSION,
    date: '2025-03-01T10:00:00.000Z',
    browser: 'Chrome 126',
    algorithms: results.map((r) => r.algorithm),
    workload: {
      kind: 'collection',
      name: "Arto Inkala's top 10",
      puzzles: Array.from({ length: puzzles }, (_, i) => String(i + 1).padEnd(81, '.')),
    },
    results,
    partial,
  }
}
