/// <reference lib="webworker" />
/**
 * The solve worker: runs an algorithm off the main thread, once with the step
 * log on (to watch) and once without (to time it), and counts solutions to two
 * so the page can warn about puzzles that are not unique.
 */
import * as Comlink from 'comlink'
import { getAlgorithm, type Puzzle } from '@/engine'
import type { SolveReply } from './solve-types'

/** Time a solve without recording: repeat until ~40 ms have passed (at most 25 runs), keep the median. */
function timeSolve(run: () => number): number {
  const times: number[] = []
  const start = performance.now()
  do times.push(run())
  while (times.length < 25 && performance.now() - start < 40)
  times.sort((a, b) => a - b)
  return times[Math.floor(times.length / 2)]!
}

const api = {
  solve(puzzle: Puzzle, algorithmId: string, maxSteps: number): SolveReply {
    const algorithm = getAlgorithm(algorithmId)
    if (!algorithm) throw new Error(`unknown algorithm '${algorithmId}'`)
    const recorded = algorithm.solve(puzzle, { record: true, maxSteps, limit: 1 })
    const counted = algorithm.solve(puzzle, { limit: 2 })
    const timedMs = timeSolve(() => algorithm.solve(puzzle, { limit: 1 }).stats.ms)
    const log = recorded.log!.toData()
    const reply: SolveReply = {
      status: recorded.status,
      solutions: counted.solutions,
      solution: recorded.solution,
      stats: recorded.stats,
      timedMs,
      log,
    }
    return Comlink.transfer(reply, [log.words.buffer, log.extra.buffer])
  },
}

export type SolveWorkerApi = typeof api
Comlink.expose(api)
