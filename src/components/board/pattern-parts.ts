import { isSeTechnique } from '@/engine'

/**
 * What BoardPattern and its legend call a deduction's fins and parts (`fins`, `groups`
 * of a technique step), and how they write its rating. A deduction id decides the
 * words: the two colours of a colouring are "colour A" and "colour B", the almost
 * locked sets of an ALS move "set 1", "set 2"..., a grouped chain's group nodes
 * "group 1"...
 */

/** How many tints the board has for parts (--group-1 .. --group-4); a fifth part takes the first again. */
export const PART_TINTS = 4

export type PartKind = 'colour' | 'als' | 'sue-de-coq' | 'group' | 'node' | 'part'

const COLOURINGS = ['simple-colours-', 'multi-colours-', 'x-colours', '3d-medusa']
const ALS_MOVES = ['als-', 'death-blossom']
/** Chains whose nodes may be group nodes or almost locked sets. */
const ALS_CHAINS = ['als-nice-loop', 'als-discontinuous-nice-loop', 'als-aic']

/** The kind of part a deduction's `groups` are. */
export function partKind(id: string): PartKind {
  if (COLOURINGS.some((p) => id.startsWith(p))) return 'colour'
  if (ALS_CHAINS.includes(id)) return 'node'
  if (ALS_MOVES.some((p) => id.startsWith(p))) return 'als'
  if (id === 'sue-de-coq') return 'sue-de-coq'
  if (id.startsWith('grouped-')) return 'group'
  return 'part'
}

/** "colour A", "set 2", "group 1": the name of part `i` (0-based) of a deduction. */
export function partName(id: string, i: number): string {
  const kind = partKind(id)
  if (kind === 'colour') return `colour ${String.fromCharCode(65 + (i % 26))}`
  if (kind === 'als' || kind === 'sue-de-coq') return `set ${i + 1}`
  return `${kind} ${i + 1}`
}

/** What the parts of a deduction are, in a few plain words (the legend's line). */
export const PART_MEANING: Record<PartKind, string> = {
  colour: 'the candidates of one colour are all true or all false together',
  als: 'almost locked sets: cells holding one digit more than their number',
  'sue-de-coq': 'the sets whose digits fill the cells where a box meets a line',
  group: 'group nodes: candidates of one digit in a box and a line, taken as one',
  node: 'nodes taken as one: a group of one digit in a box and a line, an almost locked set, or a cell such a set forces (its other digits are all the set’s)',
  part: 'the parts the pattern is built from',
}

/** The fins of a deduction, in a few plain words. */
export function finMeaning(id: string): string {
  return /finned|sashimi|kraken/.test(id)
    ? 'fin: a candidate outside the fish; what it removes sees every fin'
    : 'fin: a candidate beside the pattern that it also accounts for'
}

/**
 * True when a deduction id's rating is Sudoku Explainer's own (the engine's catalogue
 * says so); the others' is our estimate on SE's scale.
 */
export const seRated = (id: string): boolean => isSeTechnique(id)

/** "SE 3.2" for a technique Sudoku Explainer rates, "≈4.3" for our estimate of the others. */
export function deductionRating(id: string, rating: number): string {
  return `${seRated(id) ? 'SE ' : '≈'}${rating.toFixed(1)}`
}
