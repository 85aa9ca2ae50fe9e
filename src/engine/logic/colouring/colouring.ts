/** Empty rectangles, colouring, 3D Medusa, W-Wing, remote pairs (the full set, issue 19). */

import { medusa } from './colouring-medusa'
import { multiColours, simpleColours } from './colouring-simple'
import { xColours } from './colouring-x'
import { dualTwoStringKite, emptyRectangle } from '../single-digit/empty-rectangle'
import type { Technique } from '../types'
import { remotePair, wWing } from '../wings/w-wing'

/** This family's techniques; the registry orders them (catalogue.ts). */
export const COLOURING_AND_WINGS: readonly Technique[] = [
  emptyRectangle,
  dualTwoStringKite,
  wWing,
  remotePair,
  simpleColours,
  multiColours,
  xColours,
  medusa,
]
