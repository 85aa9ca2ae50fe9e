/** Nice loops and grouped chains (the full set, issue 19). */

import type { Technique } from './types'

/** This family's techniques; the registry orders them (full-order.ts). */
export const GROUPED_CHAINS: readonly Technique[] = []
