/**
 * The human techniques, easiest first, in Sudoku Explainer's order (its rating in
 * brackets). The `logic` algorithm and the rating take, at each step, the first
 * technique that makes progress.
 */

import { bug } from './uniqueness/bug'
import { forcingChain } from './chains/forcing'
import {
  dynamicForcingChain,
  dynamicForcingChainPlus,
  multipleForcingChain,
} from './chains/forcing-multiple'
import { alignedPairExclusion } from './last-resort/exclusion'
import { jellyfish, swordfish, xWing } from './fish/fish'
import { claiming, directClaiming, directPointing, pointing } from './singles-subsets/intersections'
import {
  fullHouse,
  hiddenSingleBox,
  hiddenSingleLine,
  nakedSingle,
} from './singles-subsets/singles'
import {
  directHiddenPair,
  directHiddenTriple,
  hiddenPair,
  hiddenQuad,
  hiddenTriple,
  nakedPair,
  nakedQuad,
  nakedTriple,
} from './singles-subsets/subsets'
import type { Technique } from './types'
import { uniqueLoop } from './uniqueness/unique-loops'
import {
  uniqueRectangle1,
  uniqueRectangle2,
  uniqueRectangle3,
  uniqueRectangle4,
} from './uniqueness/uniqueness'
import { xyWing, xyzWing } from './wings/wings'
import { vwxyzWing, wxyzWing } from './wings/bent-sets'
import { skyscraper, turbotFish, twoStringKite } from './single-digit/single-digit'
import { ALS_TECHNIQUES } from './als/als'
import { GROUPED_CHAINS } from './chains/nice-loops'
import { ALS_CHAINS } from './chains/als-loops'
import { COLOURING_AND_WINGS } from './colouring/colouring'
import { FISH_EXTENDED } from './fish/fish-extended'
import { FULL_ORDER } from './full-order'
import { HODOKU_SCORES } from './hodoku'
import { TEMPLATES_AND_MORE } from './last-resort/templates'
import { UNIQUENESS_EXTENDED } from './uniqueness/uniqueness-extended'

export const TECHNIQUES: readonly Technique[] = [
  fullHouse, // 1.0
  hiddenSingleBox, // 1.2
  hiddenSingleLine, // 1.5
  directPointing, // 1.7
  directClaiming, // 1.9
  directHiddenPair, // 2.0
  nakedSingle, // 2.3
  directHiddenTriple, // 2.5
  pointing, // 2.6
  claiming, // 2.8
  nakedPair, // 3.0
  xWing, // 3.2
  hiddenPair, // 3.4
  nakedTriple, // 3.6
  swordfish, // 3.8
  hiddenTriple, // 4.0
  skyscraper, // 4.0
  twoStringKite, // 4.1
  turbotFish, // 4.2
  xyWing, // 4.2
  xyzWing, // 4.4
  uniqueRectangle1, // 4.5
  uniqueRectangle2, // 4.5
  uniqueRectangle4, // 4.5
  uniqueRectangle3, // 4.6 (naked pair), 4.7 (triple), 4.8 (quad)
  uniqueLoop, // 4.6 (6 cells), 4.7 (8), 5.0 (10 or more); type 3 adds its subset
  nakedQuad, // 5.0
  jellyfish, // 5.2
  hiddenQuad, // 5.4
  wxyzWing, // 5.5
  bug, // 5.6
  alignedPairExclusion, // 6.2
  vwxyzWing, // 6.3
  forcingChain, // 6.6 + length (7.0 + length with cell links)
  multipleForcingChain, // 8.0 + length
  dynamicForcingChain, // 8.5 + length
  dynamicForcingChainPlus, // 9.0 + length
]

/**
 * The full set: the SE set and every family SE never had, in FULL_ORDER (an order
 * HoDoKu and SudokuWiki users know; see full-order.ts). It drives watching, "all steps
 * here", hints and `steps`; the SE set alone gives the SE rating.
 */
export const FULL_TECHNIQUES: readonly Technique[] = orderFull([
  ...TECHNIQUES,
  ...FISH_EXTENDED,
  ...COLOURING_AND_WINGS,
  ...UNIQUENESS_EXTENDED,
  ...GROUPED_CHAINS,
  ...ALS_CHAINS,
  ...ALS_TECHNIQUES,
  ...TEMPLATES_AND_MORE,
])

function orderFull(all: readonly Technique[]): readonly Technique[] {
  const rank = (t: Technique) => {
    const i = FULL_ORDER.indexOf(t.id)
    return i < 0 ? FULL_ORDER.length : i
  }
  return all
    .map((t, i) => ({ t, i }))
    .sort((a, b) => rank(a.t) - rank(b.t) || a.t.rating - b.t.rating || a.i - b.i)
    .map(({ t }) => t)
}

/** Techniques that assume the puzzle has one solution (registry ids and the deduction ids they give). */
export const UNIQUENESS = new Set([
  'unique-rectangle-1',
  'unique-rectangle-2',
  'unique-rectangle-4',
  'unique-rectangle-3',
  'unique-loop',
  'unique-loop-1',
  'unique-loop-2',
  'unique-loop-3',
  'unique-loop-4',
  'bug',
  ...FULL_TECHNIQUES.filter((t) => t.uniqueness).flatMap((t) => [t.id, ...(t.gives ?? [])]),
])

/** The techniques for a puzzle that may have several solutions (counting, rating such a puzzle). */
export const WITHOUT_UNIQUENESS = TECHNIQUES.filter((t) => !UNIQUENESS.has(t.id))

/** The full set without the techniques that assume one solution. */
export const FULL_WITHOUT_UNIQUENESS = FULL_TECHNIQUES.filter((t) => !UNIQUENESS.has(t.id))

/**
 * HoDoKu's techniques: those of the full set that give a step HoDoKu has (a score of
 * its own in HODOKU_SCORES, not an estimate), in the full set's order (HoDoKu's). Left
 * out: SE's direct techniques (HoDoKu logs the pattern, then the single), WXYZ- and
 * VWXYZ-Wings, unique loops, BUG lite, X-colours, 3D Medusa and the aligned
 * exclusions. `rate --scale hodoku` walks this set, so the step it names is one a
 * HoDoKu user can reproduce.
 */
export const HODOKU_TECHNIQUES: readonly Technique[] = FULL_TECHNIQUES.filter((t) =>
  [t.id, ...(t.gives ?? [])].some((id) => HODOKU_SCORES[id] && !HODOKU_SCORES[id].est),
)

/** The technique sets: `se` gives the SE rating, `full` drives watching and hints, `hodoku` gives HoDoKu's rating. */
export type TechniqueSet = 'se' | 'full' | 'hodoku'

/** The techniques of a set, with or without those that assume one solution. */
export function techniqueSet(set: TechniqueSet, uniqueness = true): readonly Technique[] {
  if (set === 'se') return uniqueness ? TECHNIQUES : WITHOUT_UNIQUENESS
  if (set === 'hodoku')
    return uniqueness ? HODOKU_TECHNIQUES : HODOKU_TECHNIQUES.filter((t) => !UNIQUENESS.has(t.id))
  return uniqueness ? FULL_TECHNIQUES : FULL_WITHOUT_UNIQUENESS
}

/** The registry ids of the full set, in its order (what `SolveOptions.techniques` and the CLI's --technique take). */
export const REGISTRY_IDS: readonly string[] = FULL_TECHNIQUES.map((t) => t.id)

/**
 * The full set easiest first: by SE rating (a family with variable ratings at its
 * lowest), ties in the full set's order. "All steps here" and `steps` list their
 * groups so; the solve path keeps FULL_ORDER (HoDoKu's).
 */
export const EASIEST_FIRST: readonly Technique[] = [...FULL_TECHNIQUES].sort(
  (a, b) => a.rating - b.rating,
)

/** The registry ids easiest first (EASIEST_FIRST). */
export const EASIEST_IDS: readonly string[] = EASIEST_FIRST.map((t) => t.id)

/** The registry ids of the SE set, easiest first. */
export const SE_IDS: readonly string[] = TECHNIQUES.map((t) => t.id)

/**
 * The techniques of `from` whose registry id is in `ids` (absent: all of them), in
 * the registry's order. Ids it does not know are refused with the list of those it does.
 */
export function selectTechniques(
  ids: readonly string[] | undefined,
  from: readonly Technique[] = FULL_TECHNIQUES,
): readonly Technique[] {
  if (!ids) return from
  const unknown = ids.filter((id) => !REGISTRY_IDS.includes(id))
  if (unknown.length)
    throw new Error(
      `unknown technique${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}; known: ${REGISTRY_IDS.join(', ')}`,
    )
  return from.filter((t) => ids.includes(t.id))
}
