/** When a run of interleaved rounds has timed enough, and how long a puzzle's rating may take. */
import { median, medianInterval } from './stats'

/** A puzzle's rating is given up after this long (it would hold the run's end up). */
export const RATING_BUDGET_MS = 2000

/** When interleaved rounds stop (see enoughRounds). */
export interface RoundPolicy {
  readonly min: number
  readonly max: number
  readonly enoughMs: number
  readonly narrow: number
  readonly longMs: number
  readonly floor: number
}

/** The precise policy: the Solve view, the Race, and Compare's "Precise timing". */
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
} as const satisfies RoundPolicy

/**
 * Compare's quick default: at least 3 rounds (the first one verifies every answer),
 * then stop after 1 s more or once the intervals are narrow; a run over 10 s stops
 * at 3. A first figure in about a third of the precise wait, with a wider 95%
 * interval (the table shows it).
 */
export const QUICK_ROUNDS = {
  ...ROUNDS,
  min: 3,
  enoughMs: 1000,
  longMs: 10_000,
} as const satisfies RoundPolicy

/**
 * Whether the rounds timed so far give stable medians: `rounds[a]` holds
 * algorithm a's per-round medians, `elapsedMs` the time the run has taken.
 */
export function enoughRounds(
  rounds: readonly (readonly number[])[],
  elapsedMs: number,
  policy: RoundPolicy = ROUNDS,
): boolean {
  const n = Math.min(...rounds.map((r) => r.length))
  if (n >= policy.max || (n >= policy.floor && elapsedMs >= policy.longMs)) return true
  if (n < policy.min) return false
  if (elapsedMs >= policy.enoughMs) return true
  return rounds.every((r) => {
    const { lo, hi } = medianInterval(r)
    return hi - lo <= policy.narrow * median(r)
  })
}
