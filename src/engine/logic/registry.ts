/**
 * The registry: the human techniques' code, by the catalogue's ids, and the sets of
 * them the solves take (the SE set, the full set, HoDoKu's). Each technique's facts
 * (name, family, ratings, order, HoDoKu's codes) are the catalogue's (catalogue.ts).
 */

import { bug } from './uniqueness/bug'
import { forcingChain } from './chains/forcing'
import {
  dynamicForcingChain,
  dynamicForcingChainPlus,
  multipleForcingChain,
  nestedForcingChains,
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
import { tuvwxyzWing, uvwxyzWing, vwxyzWing, wxyzWing } from './wings/bent-sets'
import { fourStrongLinks, groupedTurbotFish, threeStrongLinks } from './single-digit/strong-links'
import { skyscraper, turbotFish, twoStringKite } from './single-digit/single-digit'
import { ALS_TECHNIQUES } from './als/als'
import { GROUPED_CHAINS } from './chains/nice-loops'
import { ALS_CHAINS } from './chains/als-loops'
import { COLOURING_AND_WINGS } from './colouring/colouring'
import { FISH_EXTENDED } from './fish/fish-extended'
import { CATALOGUE, givesOf, type TechniqueRow } from './catalogue'
import { HODOKU_SCORES } from './hodoku'
import { TEMPLATES_AND_MORE } from './last-resort/templates'
import { UNIQUENESS_EXTENDED } from './uniqueness/uniqueness-extended'

/** Every technique's code, in no order: the catalogue (catalogue.ts) orders them and holds their facts. */
const IMPLEMENTED: readonly Technique[] = [
  fullHouse,
  hiddenSingleBox,
  hiddenSingleLine,
  directPointing,
  directClaiming,
  directHiddenPair,
  nakedSingle,
  directHiddenTriple,
  pointing,
  claiming,
  nakedPair,
  xWing,
  hiddenPair,
  nakedTriple,
  swordfish,
  hiddenTriple,
  skyscraper,
  twoStringKite,
  turbotFish,
  groupedTurbotFish,
  threeStrongLinks,
  fourStrongLinks,
  xyWing,
  xyzWing,
  uniqueRectangle1,
  uniqueRectangle2,
  uniqueRectangle4,
  uniqueRectangle3,
  uniqueLoop,
  nakedQuad,
  jellyfish,
  hiddenQuad,
  wxyzWing,
  bug,
  alignedPairExclusion,
  vwxyzWing,
  uvwxyzWing,
  tuvwxyzWing,
  forcingChain,
  multipleForcingChain,
  dynamicForcingChain,
  dynamicForcingChainPlus,
  ...nestedForcingChains,
  ...FISH_EXTENDED,
  ...COLOURING_AND_WINGS,
  ...UNIQUENESS_EXTENDED,
  ...GROUPED_CHAINS,
  ...ALS_CHAINS,
  ...ALS_TECHNIQUES,
  ...TEMPLATES_AND_MORE,
]

/** The code of a catalogue row; a row without code is a programmer's error. */
function codeOf(row: TechniqueRow): Technique {
  const t = IMPLEMENTED.find((x) => x.id === row.id)
  if (!t) throw new Error(`the catalogue's ${row.id} has no code in the registry`)
  return t
}

/**
 * The full set: the SE set and every family SE never had, in the catalogue's order
 * (HoDoKu's default solver order, an order HoDoKu and SudokuWiki users know). It
 * drives watching, "all steps here", hints and `steps`; the SE set alone gives the
 * SE rating.
 */
export const FULL_TECHNIQUES: readonly Technique[] = CATALOGUE.map(codeOf)

/**
 * Sudoku Explainer's techniques in SE's order (the catalogue's `se`): the `logic`
 * algorithm and the SE rating take, at each step, the first that makes progress.
 */
export const TECHNIQUES: readonly Technique[] = CATALOGUE.filter((r) => r.se !== undefined)
  .sort((a, b) => a.se! - b.se!)
  .map(codeOf)

/** Techniques that assume the puzzle has one solution (registry ids and the deduction ids they give). */
export const UNIQUENESS: ReadonlySet<string> = new Set(
  CATALOGUE.filter((r) => r.uniqueness).flatMap((r) => [r.id, ...(givesOf(r) ?? [])]),
)

/** SE's rescues (the nested forcing chains): left out of the "all steps" lists unless named. */
export const RESCUE: ReadonlySet<string> = new Set(
  CATALOGUE.filter((r) => r.rescue).map((r) => r.id),
)

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
 * groups so; the solve path keeps the catalogue's order (HoDoKu's).
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
