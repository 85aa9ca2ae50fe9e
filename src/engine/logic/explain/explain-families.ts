/**
 * The sentences of the families SE never had (the full set), each family in its own
 * file; explain.ts asks them first and adds what the step strikes or places.
 */

import type { Geometry } from '../../geometry'
import type { TechniqueStep } from '../../steps'
import { sentence as als } from './explain-als'
import { sentence as groupedChains } from './explain-chains-grouped'
import { sentence as colouring } from './explain-colouring'
import { sentence as fish } from './explain-fish'
import { sentence as templates } from './explain-templates'
import { sentence as uniqueness } from './explain-uniqueness'

const FAMILIES = [fish, colouring, uniqueness, groupedChains, als, templates]

/** A full-set family's sentence for `t`, or null when it is none of theirs. */
export function familySentence(g: Geometry, t: TechniqueStep, name: string): string | null {
  for (const f of FAMILIES) {
    const text = f(g, t, name)
    if (text) return text
  }
  return null
}
