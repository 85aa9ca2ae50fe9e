import { K, type StepLog, type TechniqueStep } from '@/engine'

/**
 * A deduction as the board draws it: the technique step's pattern and everything it
 * implies, whether or not the cursor has reached those moves yet, so the whole of it
 * is on show from the sentence that names it to its last move.
 */
export interface DrawnDeduction {
  pattern: TechniqueStep
  /** [cell, digit] the deduction strikes. */
  eliminate: [number, number][]
  /** [cell, digit] the deduction places. */
  place: [number, number][]
  /** The status sentence while it is drawn (one chosen in "All steps here" says so). */
  sentence?: string
}

/**
 * The deduction on show at position k (steps 0..k-1 applied): the last technique step,
 * while the moves it implies are being shown (as `patternAt`), with those moves: its
 * strikes, then its placements; the strikes a placement then makes in its peers belong
 * to that placement, not to the pattern. Null elsewhere, and where logic ran out.
 */
export function deductionAt(log: StepLog, k: number): DrawnDeduction | null {
  let j = k - 1
  for (; j >= 0; j--) {
    const kind = log.kind(j)
    if (kind === K.technique) break
    if (kind !== K.place && kind !== K.eliminate) return null
  }
  if (j < 0) return null
  const pattern = log.step(j) as TechniqueStep
  if (pattern.id === 'out-of-techniques') return null
  const eliminate: [number, number][] = []
  const place: [number, number][] = []
  for (let i = j + 1; i < log.length; i++) {
    const step = log.step(i)
    if (step.kind === 'place') place.push([step.cell, step.digit])
    else if (step.kind === 'eliminate') {
      if (!place.length) eliminate.push([step.cell, step.digit])
    } else break
  }
  return { pattern, eliminate, place }
}
