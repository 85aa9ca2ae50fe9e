import type { LogOutline } from './replay'

/**
 * Step sizes for playback: Play, Step forward and Step back move from one stop to the
 * next. A stop is a step of the log (by its index); the replay stands just after it,
 * so its sentence is the one shown. One more step size joins by joining the list.
 */
export interface StepSize {
  id: string
  /** What the control says: "Single steps", "Placements", "Guesses". */
  label: string
  /** A few words on what one move shows. */
  hint: string
  /** What a move is called, one and many: "placement", "placements". */
  one: string
  many: string
  /** The stops, ascending; null: every step is one. */
  stops: (outline: LogOutline) => readonly number[] | null
  /**
   * Why this step size cannot be used for a log (the log records none of its moves),
   * or null when it can; absent: always usable.
   */
  unavailable?: (outline: LogOutline | null) => string | null
}

export const STEP_SIZES: readonly StepSize[] = [
  {
    id: 'placement',
    label: 'Placements',
    hint: 'one digit placed a move, with the strikes that led to it',
    one: 'placement',
    many: 'placements',
    stops: (o) => o.placements,
  },
  {
    id: 'step',
    label: 'Single steps',
    hint: 'every strike, pass and placement',
    one: 'step',
    many: 'steps',
    stops: () => null,
  },
  {
    id: 'guess',
    label: 'Guesses',
    hint: 'from one guess to the next',
    one: 'guess',
    many: 'guesses',
    stops: (o) => o.guesses,
  },
  {
    id: 'technique',
    label: 'Techniques',
    hint: 'from one deduction to the next, each named with its rating',
    one: 'technique',
    many: 'techniques',
    stops: (o) => o.techniques,
    unavailable: (o) =>
      o && o.techniques.length > 0
        ? null
        : 'Only the Human logic algorithm names its deductions: solve with it to step by technique.',
  },
]

export const DEFAULT_STEP_SIZE = 'placement'

/** The step size to use for a log: the chosen one, or the default when the log cannot use it. */
export function usableStepSize(id: string, outline: LogOutline | null): StepSize {
  const chosen = STEP_SIZES.find((s) => s.id === id)
  if (chosen && !chosen.unavailable?.(outline)) return chosen
  return STEP_SIZES.find((s) => s.id === DEFAULT_STEP_SIZE)!
}

/** The first index of `stops` whose step is not yet shown at `position` (binary search). */
function firstAfter(stops: readonly number[], position: number): number {
  let lo = 0
  let hi = stops.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (stops[mid]! + 1 <= position) lo = mid + 1
    else hi = mid
  }
  return lo
}

/**
 * The position `count` stops after `position` (dir 1) or one stop before it (dir -1),
 * standing just after the stop's step; null when there is no such stop.
 */
export function stopFrom(
  stops: readonly number[],
  position: number,
  dir: 1 | -1,
  count = 1,
): number | null {
  const next = firstAfter(stops, position)
  // stops[next - 1] is the stop shown now (when the replay stands right after it).
  const at = dir === 1 ? next + count - 1 : next - 1 - (stops[next - 1]! + 1 === position ? 1 : 0)
  const stop = stops[at]
  return stop === undefined ? null : stop + 1
}
