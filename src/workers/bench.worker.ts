/// <reference lib="webworker" />
/**
 * The bench worker: times one algorithm over a workload, puzzle by puzzle, off
 * the main thread. The page calls it once per algorithm, one after another, so
 * two algorithms never share the CPU. While it works it reports progress and the
 * timings finished since the last report, at most every REPORT_MS, so a run that
 * is cancelled (the page terminates the worker) keeps everything reported so far.
 */
import * as Comlink from 'comlink'
import { getAlgorithm, parsePuzzle, type Puzzle } from '@/engine'
import { timePuzzle } from '@/engine/bench-stats'
import type { BenchOptions, BenchReport } from './bench-client'
import type { PuzzleTiming } from '@/engine/bench-types'

const REPORT_MS = 100

function readPuzzle(line: string): Puzzle | null {
  const parsed = parsePuzzle(line)
  return parsed.ok ? parsed.puzzle : null
}

const api = {
  /** Every timing of `algorithmId` over `puzzles` (one-line strings), in workload order. */
  runAlgorithm(
    lines: string[],
    algorithmId: string,
    options: BenchOptions,
    report: (r: BenchReport) => void,
  ): PuzzleTiming[] {
    const algorithm = getAlgorithm(algorithmId)
    if (!algorithm) throw new Error(`unknown algorithm '${algorithmId}'`)
    const puzzles = lines.map(readPuzzle)
    for (const p of puzzles.slice(0, options.warmup)) {
      if (p) algorithm.solve(p, { limit: 1, deadline: performance.now() + options.warmupBudgetMs })
    }
    const timings: PuzzleTiming[] = []
    let failures = 0
    let sent = 0
    let lastReport = -Infinity
    const send = () => {
      lastReport = performance.now()
      const progress = {
        algorithm: algorithmId,
        done: timings.length,
        total: lines.length,
        failures,
      }
      report({ progress, timings: timings.slice(sent) })
      sent = timings.length
    }
    send()
    puzzles.forEach((p, i) => {
      const t = timePuzzle(algorithm, p, i, options)
      timings.push(t)
      if (!t.ok) failures++
      if (performance.now() - lastReport >= REPORT_MS) send()
    })
    send()
    return timings
  },
}

export type BenchWorkerApi = typeof api
Comlink.expose(api)
