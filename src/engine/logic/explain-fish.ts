/** Sentences for the fish techniques of the full set (explain.ts adds what they strike or place). */

import type { Geometry } from '../geometry'
import type { TechniqueStep } from '../steps'

/** The sentence for one of this family's steps, or null when `t` is not one of them. `name` is "Finned X-Wing (SE 3.4)". */
export function sentence(g: Geometry, t: TechniqueStep, name: string): string | null {
  void g
  void t
  void name
  return null
}
