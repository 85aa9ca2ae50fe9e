import type { PlaceReason, Step, StepKindName } from '@/engine'

/**
 * How each step kind is labelled in the status line and the step log: a word and a
 * glyph (the glyph is decoration; the word carries the meaning, colour only helps).
 */
export const STEP_KIND_LABELS: Record<StepKindName, { label: string; icon: string }> = {
  pass: { label: 'Pass', icon: '⟳' },
  place: { label: 'Place', icon: '●' },
  detour: { label: 'Detour', icon: '↪' },
  eliminate: { label: 'Strike', icon: '×' },
  snapshot: { label: 'Snapshot', icon: '▣' },
  guess: { label: 'Guess', icon: '?' },
  contradiction: { label: 'Contradiction', icon: '!' },
  restore: { label: 'Restore', icon: '↶' },
  clear: { label: 'Take back', icon: '○' },
  solved: { label: 'Solved', icon: '✓' },
  unsolvable: { label: 'No solution', icon: '✗' },
  technique: { label: 'Technique', icon: '◆' },
}

/**
 * Placements by reason, in the one vocabulary the board, the stats and the timeline
 * use: a guess and a try are guesses (drawn, labelled and counted as such); the last
 * digit left after tries is forced, so it is not counted, but it rests on a guess and
 * is drawn like one.
 */
const PLACE_LABELS: Record<PlaceReason, { label: string; icon: string; tone: StepKindName }> = {
  'naked-single': { label: 'Place', icon: '●', tone: 'place' },
  'hidden-single': { label: 'Place', icon: '●', tone: 'place' },
  guess: { label: 'Guess', icon: '?', tone: 'guess' },
  try: { label: 'Guess', icon: '?', tone: 'guess' },
  last: { label: 'Last option', icon: '●', tone: 'guess' },
  technique: { label: 'Place', icon: '●', tone: 'place' },
}

/** A step's word, glyph, and the kind whose colour it takes. */
export function stepTag(step: Step): { label: string; icon: string; tone: StepKindName } {
  if (step.kind === 'place') return PLACE_LABELS[step.reason]
  return { ...STEP_KIND_LABELS[step.kind], tone: step.kind }
}
