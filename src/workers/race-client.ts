/** The race's own solve worker, so a race never disturbs (or is cancelled by) the Solve view. */
import { createSolveClient, SolveCancelled } from './solve-client'

const race = createSolveClient()
export const raceSolve = race.solve
export const raceTimeRounds = race.timeRounds
export const cancelRace = race.cancel
export { SolveCancelled as RaceCancelled }
