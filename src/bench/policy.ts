/** When a run of interleaved rounds has timed enough, and how long a puzzle's rating may take. */
import { median, medianInterval } from './stats'

/** A puzzle's rating is given up after this long (it would hold the run's end up). */
export const RATING_BUDGET_MS = 2000

/** When interleaved rounds stop (see enoughRounds). */
export const ROUNDS = {
  /** Rounds every run gets, unless they take very long. */
  min: 5,
  /** No run goes beyond this many. */
  max: 25,
  /** After `min` rounds, stop once this much time has gone by... */
  enoughMs: 3000,
  /** ...or once every interval is this narrow (a share of its median, end to end). */
  narrow: 0.04,
  /** A run this long stops after `floor` rounds (a big workload, slow algorithms). */
  longMs: 30_000,
  floor: 3,
} as const

/**
 * Whether the rounds timed so far give stable medians: `rounds[a]` holds
 * algorithm a's per-round medians, `elapsedMs` the time the run has taken.
 */
export function enoughRounds(rounds: readonly (readonly number[])[], elapsedMs: number): boolean {
  const n = Math.min(...rounds.map((r) => r.length))
  if (n >= ROUNDS.max || (n >= ROUNDS.floor && elapsedMs >= ROUNDS.longMs)) return true
  if (n < ROUNDS.min) return false
  if (elapsedMs >= ROUNDS.enoughMs) return true
  return rounds.every((r) => {
    const { lo, hi } = medianInterval(r)
    return hi - lo <= ROUNDS.narrow * median(r)
  })
}
