/** Templates, aligned triple exclusion, locked pairs and triples (the full set, issue 19). */

import type { Technique } from './types'

/** This family's techniques; the registry orders them (full-order.ts). */
export const TEMPLATES_AND_MORE: readonly Technique[] = []
