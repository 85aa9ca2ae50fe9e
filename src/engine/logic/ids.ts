/**
 * Every deduction id a `technique` step can carry, with the name people read. The
 * index of an id is stored in the step log, so ids are only ever appended.
 */

export const TECHNIQUE_NAMES = {
  'full-house': 'Full house',
  'hidden-single-box': 'Hidden single in a box',
  'hidden-single-line': 'Hidden single in a row or column',
  'direct-pointing': 'Direct pointing',
  'direct-claiming': 'Direct claiming',
  'direct-hidden-pair': 'Direct hidden pair',
  'naked-single': 'Naked single',
  'direct-hidden-triple': 'Direct hidden triple',
  pointing: 'Pointing',
  claiming: 'Claiming',
  'naked-pair': 'Naked pair',
  'x-wing': 'X-Wing',
  'hidden-pair': 'Hidden pair',
  'naked-triple': 'Naked triple',
  swordfish: 'Swordfish',
  'hidden-triple': 'Hidden triple',
  'xy-wing': 'XY-Wing',
  'xyz-wing': 'XYZ-Wing',
  'unique-rectangle-1': 'Unique rectangle (type 1)',
  'unique-rectangle-2': 'Unique rectangle (type 2)',
  'unique-rectangle-4': 'Unique rectangle (type 4)',
  'naked-quad': 'Naked quad',
  jellyfish: 'Jellyfish',
  'hidden-quad': 'Hidden quad',
  bug: 'BUG+1',
  'aligned-pair-exclusion': 'Aligned pair exclusion',
  'x-chain': 'X-chain',
  'xy-chain': 'XY-chain',
  aic: 'Alternating inference chain',
  'cell-forcing-chain': 'Cell forcing chains',
  'unit-forcing-chain': 'Unit forcing chains',
  'dynamic-forcing-chain': 'Dynamic forcing chains',
  'dynamic-forcing-chain-plus': 'Dynamic forcing chains (+)',
  'out-of-techniques': 'Out of techniques',
  skyscraper: 'Skyscraper',
  'two-string-kite': 'Two-string kite',
  'turbot-fish': 'Turbot fish',
  'wxyz-wing': 'WXYZ-Wing',
  'x-cycle': 'X-cycle',
  'vwxyz-wing': 'VWXYZ-Wing',
  'unique-rectangle-3': 'Unique rectangle (type 3)',
  'unique-loop-1': 'Unique loop (type 1)',
  'unique-loop-2': 'Unique loop (type 2)',
  'unique-loop-3': 'Unique loop (type 3)',
  'unique-loop-4': 'Unique loop (type 4)',
} as const satisfies Record<string, string>

export const TECHNIQUE_IDS: readonly string[] = Object.keys(TECHNIQUE_NAMES)

/** The name of a technique id ("X-Wing"), or the id itself when unknown. */
export function techniqueName(id: string): string {
  return (TECHNIQUE_NAMES as Record<string, string>)[id] ?? id
}
