/**
 * Finned, sashimi, Franken, mutant, kraken and larger fish (the full set, issue 19).
 * The search is fish-search.ts's; each technique here asks it for one size and one
 * family, keeps the fish of its own id and tells them as deductions:
 *   cells   the fish's candidates (its base candidates less the fins)
 *   digits  the fish's digit
 *   units   the base units, then the cover units
 *   fins    the fins (exo, then endo), as candidates
 * Siamese fish (HoDoKu): two fish of one family on the same digit and the same base,
 * striking different candidates, also make one deduction with both covers, both fins
 * and both eliminations (each half is sound on its own). It carries the id of the
 * technique that found it, which is one of its halves' ids.
 */

import { krakenFish } from './fish-kraken'
import { BOX, COL, ROW, searchFishShapes, type FishKind, type FishShape } from './fish-search'
import {
  deduction,
  firstOf,
  type Deduction,
  type LogicState,
  type Technique,
  type Visit,
} from '../types'
import { catalogued } from '../catalogue'

const SIZE_NAMES = ['', '', 'x-wing', 'swordfish', 'jellyfish', 'squirmbag', 'whale', 'leviathan']

/** The deduction id of a fish: "sashimi-x-wing", "finned-franken-swordfish", "squirmbag"... */
export function fishId(shape: FishShape, size: number): string {
  const name = SIZE_NAMES[size]!
  const finned = shape.fins.length > 0
  if (shape.kind === 'basic')
    return finned ? `${shape.sashimi ? 'sashimi' : 'finned'}-${name}` : name
  return `${finned ? 'finned-' : ''}${shape.kind}-${name}`
}

/** The orientations (base kinds, cover kinds) a family searches. */
const ORIENTATIONS: Record<FishKind, readonly [number, number][]> = {
  basic: [
    [ROW, COL],
    [COL, ROW],
  ],
  franken: [
    [ROW | BOX, COL | BOX],
    [COL | BOX, ROW | BOX],
  ],
  mutant: [[ROW | COL | BOX, ROW | COL | BOX]],
}

/**
 * Fins allowed per family: HoDoKu's 5 for basic fish; 3 for Franken and mutant fish,
 * whose search grows fast with the fins (HoDoKu's library needs at most 3 for each).
 */
const MAX_FINS_OF: Record<FishKind, number> = { basic: 5, franken: 3, mutant: 2 }

/**
 * Fins allowed for one size: a finned mutant Whale takes one fin (HoDoKu's library
 * needs one; with two, its search took 0.65 s on half the library's positions, against
 * 0.1 s with one). A Squirmbag keeps two: its library line needs them.
 */
function maxFins(family: FishKind, size: number): number {
  return family === 'mutant' && size >= 6 ? 1 : MAX_FINS_OF[family]
}

/** The candidate numbers (cell * 9 + digit - 1) of cells holding `digit`. */
function candidates(cells: readonly number[], digit: number): number[] {
  return cells.map((c) => c * 9 + digit - 1)
}

function toDeduction(id: string, rating: number, f: FishShape): Deduction {
  return deduction(id, rating, {
    cells: f.cells,
    digits: [f.digit],
    units: [...f.base, ...f.cover],
    eliminate: f.eliminate.map((c) => [c, f.digit] as [number, number]),
    fins: candidates(f.fins, f.digit),
  })
}

/** Two fish on one base, one deduction: both covers, fins and eliminations. */
function siamese(id: string, rating: number, a: FishShape, b: FishShape): Deduction {
  const fins = [...a.fins, ...b.fins.filter((c) => !a.fins.includes(c))]
  const eliminate = [...a.eliminate, ...b.eliminate.filter((c) => !a.eliminate.includes(c))]
  const cells = a.cells.filter((c) => b.cells.includes(c))
  return deduction(id, rating, {
    cells,
    digits: [a.digit],
    units: [...a.base, ...a.cover, ...b.cover],
    eliminate: eliminate.sort((x, y) => x - y).map((c) => [c, a.digit] as [number, number]),
    fins: candidates(fins, a.digit),
  })
}

/**
 * Every fish of `family` and `size` on each digit whose id is `id` (finned and
 * sashimi fish are searched together, so that siamese pairs of the two are met).
 */
function searchFamily(
  s: LogicState,
  family: FishKind,
  size: number,
  finned: boolean,
  id: string,
  rating: number,
  visit: Visit,
): void {
  if (s.g.size !== 9) return
  for (let d = 1; d <= 9; d++) {
    const found: FishShape[] = []
    for (const [baseKinds, coverKinds] of ORIENTATIONS[family]) {
      const stopped = searchFishShapes(
        s,
        d,
        { size, baseKinds, coverKinds, finned, maxFins: maxFins(family, size) },
        (f) => {
          if (f.kind !== family) return false
          found.push(f)
          return fishId(f, size) === id && visit(toDeduction(id, rating, f))
        },
      )
      if (stopped) return
    }
    if (!finned) continue
    // Siamese pairs: fish on the same base with different eliminations.
    const byBase = new Map<string, { f: FishShape; mine: boolean }[]>()
    for (const f of found) {
      const key = f.base.join()
      const group = byBase.get(key) ?? []
      group.push({ f, mine: fishId(f, size) === id })
      byBase.set(key, group)
    }
    for (const group of byBase.values())
      for (let i = 0; i < group.length; i++)
        for (let j = i + 1; j < group.length; j++) {
          const a = group[i]!
          const b = group[j]!
          if (!a.mine && !b.mine) continue
          // Together they must strike more than either alone.
          if (a.f.eliminate.every((c) => b.f.eliminate.includes(c))) continue
          if (b.f.eliminate.every((c) => a.f.eliminate.includes(c))) continue
          if (visit(siamese(id, rating, a.f, b.f))) return
        }
  }
}

function fishTechnique(
  family: FishKind,
  size: number,
  variant: '' | 'finned' | 'sashimi',
): Technique {
  const name = SIZE_NAMES[size]!
  const id =
    family === 'basic'
      ? variant
        ? `${variant}-${name}`
        : name
      : `${variant ? 'finned-' : ''}${family}-${name}`
  const facts = catalogued(id)
  const search = (s: LogicState, visit: Visit) =>
    searchFamily(s, family, size, variant !== '', id, facts.rating, visit)
  return { ...facts, sizes: [9], find: firstOf(search), search }
}

export const finnedXWing = fishTechnique('basic', 2, 'finned')
export const sashimiXWing = fishTechnique('basic', 2, 'sashimi')
export const finnedSwordfish = fishTechnique('basic', 3, 'finned')
export const sashimiSwordfish = fishTechnique('basic', 3, 'sashimi')
export const finnedJellyfish = fishTechnique('basic', 4, 'finned')
export const sashimiJellyfish = fishTechnique('basic', 4, 'sashimi')

/** This family's techniques; the registry orders them (catalogue.ts). */
export const FISH_EXTENDED: readonly Technique[] = [
  finnedXWing,
  sashimiXWing,
  finnedSwordfish,
  sashimiSwordfish,
  finnedJellyfish,
  sashimiJellyfish,
  fishTechnique('basic', 5, ''),
  fishTechnique('basic', 5, 'finned'),
  fishTechnique('basic', 5, 'sashimi'),
  fishTechnique('basic', 6, ''),
  fishTechnique('basic', 6, 'finned'),
  fishTechnique('basic', 6, 'sashimi'),
  fishTechnique('basic', 7, ''),
  fishTechnique('basic', 7, 'finned'),
  fishTechnique('basic', 7, 'sashimi'),
  fishTechnique('franken', 2, ''),
  fishTechnique('franken', 3, ''),
  fishTechnique('franken', 4, ''),
  fishTechnique('franken', 2, 'finned'),
  fishTechnique('franken', 3, 'finned'),
  fishTechnique('franken', 4, 'finned'),
  fishTechnique('mutant', 2, ''),
  fishTechnique('mutant', 3, ''),
  fishTechnique('mutant', 4, ''),
  fishTechnique('mutant', 2, 'finned'),
  fishTechnique('mutant', 3, 'finned'),
  fishTechnique('mutant', 4, 'finned'),
  fishTechnique('mutant', 5, 'finned'),
  fishTechnique('mutant', 6, 'finned'),
  krakenFish,
]
