/** Almost locked sets and Sue de Coq (the full set, issue 19). */

import type { Technique } from './types'

/** This family's techniques; the registry orders them (full-order.ts). */
export const ALS_TECHNIQUES: readonly Technique[] = []
