import type { StepKindName } from '@/engine'

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
  clear: { label: 'Clear', icon: '○' },
  solved: { label: 'Solved', icon: '✓' },
  unsolvable: { label: 'No solution', icon: '✗' },
  technique: { label: 'Technique', icon: '◆' },
}
