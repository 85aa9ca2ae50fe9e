import type { TechniqueStep } from '@/engine'

/** A nested forcing chain's nesting, as a technique step carries it. */
export type Nesting = NonNullable<TechniqueStep['nested']>

/**
 * How the Solve view tags a nested forcing chain's step (in the step log and the status
 * line, PlaybackNestBadge): "nested L3" (SE's nesting level), and the words a screen
 * reader hears and a pointer's tooltip shows, "nested forcing chain, level 3, chains 2
 * deep". (Its timeline tick has a bar on top, and the board's key says what is drawn.)
 */
export function nestingWords(n: Nesting): { short: string; long: string } {
  return {
    short: `nested L${n.level}`,
    long: `nested forcing chain, level ${n.level}, chains ${n.depth} deep`,
  }
}
