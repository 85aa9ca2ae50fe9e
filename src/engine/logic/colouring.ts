/** Empty rectangles, colouring, 3D Medusa, W-Wing, remote pairs (the full set, issue 19). */

import type { Technique } from './types'

/** This family's techniques; the registry orders them (full-order.ts). */
export const COLOURING_AND_WINGS: readonly Technique[] = []
