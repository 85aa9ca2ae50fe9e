/**
 * The race's own workers, so a race never disturbs (or is cancelled by) the Solve
 * view: a solve client records the step logs, and the timing runs as Compare's does
 * (bench-client.ts: a fresh worker for each algorithm); both run your solvers in
 * their sandbox (sandboxed.ts).
 */
import { type Puzzle, serialize } from '@/engine'
import type { Timing } from '@/bench/timing'
import { BenchCancelled, createBenchClient, timeOnePuzzle } from '@/workers/bench-client'
import { createSolveClient, SolveCancelled } from '@/workers/solve-client'
import { userSlot, userSolve } from './sandboxed'

const race = createSolveClient({ userSolve })
const timing = createBenchClient({ userSlot })
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
