/** Unique rectangles 5 and 6, hidden and avoidable rectangles, BUG lite (the full set, issue 19). */

import type { Technique } from './types'

/** This family's techniques; the registry orders them (full-order.ts). */
export const UNIQUENESS_EXTENDED: readonly Technique[] = []
