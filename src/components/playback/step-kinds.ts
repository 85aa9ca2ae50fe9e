import { type PlaceReason, type Step, type StepKindName, STEP_WORDS } from '@/engine'

/**
 * How each step kind is labelled in the status line and the step log: a word and a
 * glyph (the glyph is decoration; the word carries the meaning, colour only helps).
 * The steps a counter counts take their word from the counters table (counters.ts).
 */
export const STEP_KIND_LABELS: Record<StepKindName, { label: string; icon: string }> = {
  pass: { label: 'Pass', icon: '⟳' },
  place: { label: STEP_WORDS.place, icon: '●' },
  detour: { label: STEP_WORDS.detour, icon: '↪' },
  eliminate: { label: STEP_WORDS.eliminate, icon: '×' },
  snapshot: { label: 'Snapshot', icon: '▣' },
  guess: { label: STEP_WORDS.guess, icon: '?' },
  contradiction: { label: 'Contradiction', icon: '!' },
  restore: { label: STEP_WORDS.restore, icon: '↶' },
  clear: { label: STEP_WORDS.clear, icon: '○' },
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
  'naked-single': { label: STEP_WORDS.place, icon: '●', tone: 'place' },
  'hidden-single': { label: STEP_WORDS.place, icon: '●', tone: 'place' },
  guess: { label: STEP_WORDS.guess, icon: '?', tone: 'guess' },
  try: { label: STEP_WORDS.guess, icon: '?', tone: 'guess' },
  last: { label: 'Last option', icon: '●', tone: 'guess' },
  technique: { label: STEP_WORDS.place, icon: '●', tone: 'place' },
}

/** A step's word, glyph, and the kind whose colour it takes. */
export function stepTag(step: Step): { label: string; icon: string; tone: StepKindName } {
  if (step.kind === 'place') return PLACE_LABELS[step.reason]
  return { ...STEP_KIND_LABELS[step.kind], tone: step.kind }
}
