/** Finned, sashimi, Franken, mutant, kraken and larger fish (the full set, issue 19). */

import type { Technique } from './types'

/** This family's techniques; the registry orders them (full-order.ts). */
export const FISH_EXTENDED: readonly Technique[] = []
