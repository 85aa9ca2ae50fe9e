/** Comparison runs for the history tests: small, but every field of the BenchRun shape. */
import { BENCH_RUN_VERSION, type AlgorithmRun, type BenchRun } from '@/bench/types'

export function algorithmRun(algorithm: string, name: string, medianUs: number): AlgorithmRun {
  return {
    algorithm,
    name,
    summary: {
      puzzles: 2,
      solved: 2,
      failures: 0,
      medianUs,
      p95Us: medianUs * 2,
      meanUs: medianUs * 1.5,
      puzzlesPerSecond: 1e6 / (medianUs * 1.5),
      guessesPerPuzzle: 3.5,
      backtracksPerPuzzle: 2,
      calculationsPerPuzzle: 1234.5,
      noGuessShare: 0.5,
    },
    puzzles: [0, 1].map((index) => ({
      index,
      us: medianUs,
      guesses: 3,
      backtracks: 2,
      calculations: 1000,
      ok: true,
      timedOut: false,
    })),
  }
}

export function benchRun(date: string, over: Partial<BenchRun> = {}): BenchRun {
  return {
    version: BENCH_RUN_VERSION,
    date,
    browser: 'Chrome 126',
    algorithms: ['detour', 'fast'],
    workload: {
      kind: 'collection',
      name: "Arto Inkala's top 10",
      puzzles: ['1'.repeat(81), '2'.repeat(81)],
    },
    results: [algorithmRun('detour', 'Detour', 250), algorithmRun('fast', 'Fast', 12.5)],
    partial: false,
    ...over,
  }
}
