/**
 * The human techniques, easiest first, in Sudoku Explainer's order (its rating in
 * brackets). The `logic` algorithm and the rating take, at each step, the first
 * technique that makes progress.
 */

import { bug } from './bug'
import {
  dynamicForcingChain,
  dynamicForcingChainPlus,
  forcingChain,
  multipleForcingChain,
} from './chains'
import { alignedPairExclusion } from './exclusion'
import { jellyfish, swordfish, xWing } from './fish'
import { claiming, directClaiming, directPointing, pointing } from './intersections'
import { fullHouse, hiddenSingleBox, hiddenSingleLine, nakedSingle } from './singles'
import {
  directHiddenPair,
  directHiddenTriple,
  hiddenPair,
  hiddenQuad,
  hiddenTriple,
  nakedPair,
  nakedQuad,
  nakedTriple,
} from './subsets'
import type { Technique } from './types'
import { uniqueLoop } from './unique-loops'
import {
  uniqueRectangle1,
  uniqueRectangle2,
  uniqueRectangle3,
  uniqueRectangle4,
} from './uniqueness'
import { xyWing, xyzWing } from './wings'
import { vwxyzWing, wxyzWing } from './bent-sets'
import { skyscraper, turbotFish, twoStringKite } from './single-digit'

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
])

/** The techniques for a puzzle that may have several solutions (counting, rating such a puzzle). */
export const WITHOUT_UNIQUENESS = TECHNIQUES.filter((t) => !UNIQUENESS.has(t.id))

/** The registry ids, easiest first (what `SolveOptions.techniques` and the CLI's --technique take). */
export const REGISTRY_IDS: readonly string[] = TECHNIQUES.map((t) => t.id)

/**
 * The techniques of `from` whose registry id is in `ids` (absent: all of them), in
 * the registry's order. Ids it does not know are refused with the list of those it does.
 */
export function selectTechniques(
  ids: readonly string[] | undefined,
  from: readonly Technique[] = TECHNIQUES,
): readonly Technique[] {
  if (!ids) return from
  const unknown = ids.filter((id) => !REGISTRY_IDS.includes(id))
  if (unknown.length)
    throw new Error(
      `unknown technique${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}; known: ${REGISTRY_IDS.join(', ')}`,
    )
  return from.filter((t) => ids.includes(t.id))
}
