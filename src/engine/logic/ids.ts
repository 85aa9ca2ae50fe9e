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
  // The full set (issue 19): appended, so older step logs keep their ids.
  'finned-x-wing': 'Finned X-Wing',
  'finned-swordfish': 'Finned Swordfish',
  'finned-jellyfish': 'Finned Jellyfish',
  'finned-squirmbag': 'Finned Squirmbag',
  'finned-whale': 'Finned Whale',
  'finned-leviathan': 'Finned Leviathan',
  'sashimi-x-wing': 'Sashimi X-Wing',
  'sashimi-swordfish': 'Sashimi Swordfish',
  'sashimi-jellyfish': 'Sashimi Jellyfish',
  'sashimi-squirmbag': 'Sashimi Squirmbag',
  'sashimi-whale': 'Sashimi Whale',
  'sashimi-leviathan': 'Sashimi Leviathan',
  squirmbag: 'Squirmbag',
  whale: 'Whale',
  leviathan: 'Leviathan',
  'franken-x-wing': 'Franken X-Wing',
  'franken-swordfish': 'Franken Swordfish',
  'franken-jellyfish': 'Franken Jellyfish',
  'finned-franken-x-wing': 'Finned Franken X-Wing',
  'finned-franken-swordfish': 'Finned Franken Swordfish',
  'finned-franken-jellyfish': 'Finned Franken Jellyfish',
  'mutant-x-wing': 'Mutant X-Wing',
  'mutant-swordfish': 'Mutant Swordfish',
  'mutant-jellyfish': 'Mutant Jellyfish',
  'finned-mutant-x-wing': 'Finned Mutant X-Wing',
  'finned-mutant-swordfish': 'Finned Mutant Swordfish',
  'finned-mutant-jellyfish': 'Finned Mutant Jellyfish',
  'kraken-fish-1': 'Kraken fish (type 1)',
  'kraken-fish-2': 'Kraken fish (type 2)',
  'empty-rectangle': 'Empty rectangle',
  'dual-empty-rectangle': 'Dual empty rectangle',
  'dual-two-string-kite': 'Dual two-string kite',
  'simple-colours-trap': 'Simple colours (trap)',
  'simple-colours-wrap': 'Simple colours (wrap)',
  'multi-colours-1': 'Multi-colours (type 1)',
  'multi-colours-2': 'Multi-colours (type 2)',
  'x-colours': 'X-colours',
  '3d-medusa': '3D Medusa',
  'w-wing': 'W-Wing',
  'remote-pair': 'Remote pair',
  'unique-rectangle-5': 'Unique rectangle (type 5)',
  'unique-rectangle-6': 'Unique rectangle (type 6)',
  'hidden-rectangle': 'Hidden rectangle',
  'avoidable-rectangle-1': 'Avoidable rectangle (type 1)',
  'avoidable-rectangle-2': 'Avoidable rectangle (type 2)',
  'bug-lite': 'BUG lite',
  'nice-loop': 'Continuous nice loop',
  'discontinuous-nice-loop': 'Discontinuous nice loop',
  'grouped-x-cycle': 'Grouped X-cycle',
  'grouped-nice-loop': 'Grouped continuous nice loop',
  'grouped-discontinuous-nice-loop': 'Grouped discontinuous nice loop',
  'grouped-aic': 'Grouped AIC',
  'als-xz': 'ALS-XZ',
  'als-xy-wing': 'ALS-XY-Wing',
  'als-chain': 'ALS chain',
  'death-blossom': 'Death blossom',
  'sue-de-coq': 'Sue de Coq',
  'template-set': 'Template set',
  'template-delete': 'Template delete',
  'aligned-triple-exclusion': 'Aligned triple exclusion',
  'locked-pair': 'Locked pair',
  'locked-triple': 'Locked triple',
} as const satisfies Record<string, string>

export const TECHNIQUE_IDS: readonly string[] = Object.keys(TECHNIQUE_NAMES)

/**
 * True for the deduction ids of Sudoku Explainer's techniques (their rating is SE's);
 * the full set's others (declared from `finned-x-wing` on) carry our estimate on
 * the SE scale, shown as one ("SE ≈3.4").
 */
export function isSeTechnique(id: string): boolean {
  const i = TECHNIQUE_IDS.indexOf(id)
  return i >= 0 && i < FIRST_FULL_SET
}
const FIRST_FULL_SET = TECHNIQUE_IDS.indexOf('finned-x-wing')

/** The name of a technique id ("X-Wing"), or the id itself when unknown. */
export function techniqueName(id: string): string {
  return (TECHNIQUE_NAMES as Record<string, string>)[id] ?? id
}
