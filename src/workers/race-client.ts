/**
 * The race's own workers, so a race never disturbs (or is cancelled by) the Solve
 * view: a solve worker records the step logs, and the timing runs as Compare's
 * does (bench-client.ts: a fresh worker for each algorithm).
 */
import { type Puzzle, serialize } from '@/engine'
import type { Timing } from '@/bench/timing'
import { BenchCancelled, createBenchClient, timeOnePuzzle } from './bench-client'
import { createSolveClient, SolveCancelled } from './solve-client'

const race = createSolveClient()
const timing = createBenchClient()
export const raceSolve = race.solve
export { SolveCancelled as RaceCancelled }

/** Both algorithms' warm times on the puzzle, in interleaved rounds; `onRound` hears each round. */
export async function raceTimeRounds(
  puzzle: Puzzle,
  algorithmIds: string[],
  onRound?: (rounds: number) => void,
  /** The techniques the logic lane may use (the switches); absent, all. */
  techniques?: readonly string[],
): Promise<Timing[]> {
  try {
    return await timeOnePuzzle(timing, serialize(puzzle, 'line'), algorithmIds, onRound, techniques)
  } catch (e) {
    throw e instanceof BenchCancelled ? new SolveCancelled() : e
  }
}

export function cancelRace(): void {
  race.cancel()
  timing.cancel()
}
