import { defineStore } from 'pinia'
import { computed, ref } from 'vue'
import { readTechniqueChoice, writeTechniqueChoice } from '@/persistence/techniques'

/**
 * The families the switches are grouped in: HoDoKu's categories, in its solver's order
 * (Sudoku Explainer's techniques among them).
 */
export const TECHNIQUE_FAMILIES = [
  'Singles',
  'Intersections',
  'Subsets',
  'Basic fish',
  'Single-digit patterns',
  'Uniqueness',
  'Wings',
  'Colouring',
  'Chains and loops',
  'Finned and complex fish',
  'Almost locked sets',
  'Last resort',
] as const

export type TechniqueFamily = (typeof TECHNIQUE_FAMILIES)[number]

/** One switch: a technique of the logic registry, its name, family and rating. */
export interface TechniqueEntry {
  /** The registry id (`SolveOptions.techniques` takes these). */
  id: string
  name: string
  family: TechniqueFamily
  /** Its rating, or the lowest of a family whose rating grows with the pattern. */
  rating: number
  /**
   * True for Sudoku Explainer's 37 techniques, whose rating is SE's; the others' is our
   * estimate on SE's scale, shown as one ("≈4.3").
   */
  se: boolean
  /** True when the rating grows with the pattern (chains, loops, UR type 3): shown "4.5+". */
  grows?: true
}

/**
 * Every technique of the logic registry's full set (`FULL_TECHNIQUES` in
 * `engine/logic/registry.ts`), in its order (`FULL_ORDER`, HoDoKu's default solver
 * order), as a static list: the registry lives in the full engine,
 * which the Solve view loads only with a worker, and the switches must be shown
 * without it. `tests/components/technique-switches.test.ts` checks it equals the
 * registry (ids, order, ratings), that `se` marks exactly the SE set, and that each
 * name is `techniqueName`'s, or the registry's own where `engine/logic/ids.ts` names
 * only its deductions (a family: unique loops, forcing chains, kraken fish, colours,
 * nice loops, empty rectangles).
 */
export const TECHNIQUE_LIST: readonly TechniqueEntry[] = [
  { id: 'full-house', name: 'Full house', family: 'Singles', rating: 1.0, se: true },
  { id: 'naked-single', name: 'Naked single', family: 'Singles', rating: 2.3, se: true },
  {
    id: 'hidden-single-box',
    name: 'Hidden single in a box',
    family: 'Singles',
    rating: 1.2,
    se: true,
  },
  {
    id: 'hidden-single-line',
    name: 'Hidden single in a row or column',
    family: 'Singles',
    rating: 1.5,
    se: true,
  },
  {
    id: 'direct-pointing',
    name: 'Direct pointing',
    family: 'Intersections',
    rating: 1.7,
    se: true,
  },
  {
    id: 'direct-claiming',
    name: 'Direct claiming',
    family: 'Intersections',
    rating: 1.9,
    se: true,
  },
  {
    id: 'direct-hidden-pair',
    name: 'Direct hidden pair',
    family: 'Subsets',
    rating: 2.0,
    se: true,
  },
  {
    id: 'direct-hidden-triple',
    name: 'Direct hidden triple',
    family: 'Subsets',
    rating: 2.5,
    se: true,
  },
  { id: 'locked-pair', name: 'Locked pair', family: 'Intersections', rating: 3.0, se: false },
  { id: 'locked-triple', name: 'Locked triple', family: 'Intersections', rating: 3.6, se: false },
  { id: 'pointing', name: 'Pointing', family: 'Intersections', rating: 2.6, se: true },
  { id: 'claiming', name: 'Claiming', family: 'Intersections', rating: 2.8, se: true },
  { id: 'naked-pair', name: 'Naked pair', family: 'Subsets', rating: 3.0, se: true },
  { id: 'naked-triple', name: 'Naked triple', family: 'Subsets', rating: 3.6, se: true },
  { id: 'hidden-pair', name: 'Hidden pair', family: 'Subsets', rating: 3.4, se: true },
  { id: 'hidden-triple', name: 'Hidden triple', family: 'Subsets', rating: 4.0, se: true },
  { id: 'naked-quad', name: 'Naked quad', family: 'Subsets', rating: 5.0, se: true },
  { id: 'hidden-quad', name: 'Hidden quad', family: 'Subsets', rating: 5.4, se: true },
  { id: 'x-wing', name: 'X-Wing', family: 'Basic fish', rating: 3.2, se: true },
  { id: 'swordfish', name: 'Swordfish', family: 'Basic fish', rating: 3.8, se: true },
  { id: 'jellyfish', name: 'Jellyfish', family: 'Basic fish', rating: 5.2, se: true },
  { id: 'remote-pair', name: 'Remote pair', family: 'Chains and loops', rating: 4.5, se: false },
  { id: 'bug', name: 'BUG+1', family: 'Uniqueness', rating: 5.6, se: true },
  { id: 'skyscraper', name: 'Skyscraper', family: 'Single-digit patterns', rating: 4.0, se: true },
  {
    id: 'two-string-kite',
    name: 'Two-string kite',
    family: 'Single-digit patterns',
    rating: 4.1,
    se: true,
  },
  {
    id: 'dual-two-string-kite',
    name: 'Dual two-string kite',
    family: 'Single-digit patterns',
    rating: 4.2,
    se: false,
  },
  {
    id: 'turbot-fish',
    name: 'Turbot fish',
    family: 'Single-digit patterns',
    rating: 4.2,
    se: true,
  },
  {
    id: 'empty-rectangle',
    name: 'Empty rectangle',
    family: 'Single-digit patterns',
    rating: 4.3,
    se: false,
  },
  { id: 'w-wing', name: 'W-Wing', family: 'Wings', rating: 4.4, se: false },
  { id: 'xy-wing', name: 'XY-Wing', family: 'Wings', rating: 4.2, se: true },
  { id: 'xyz-wing', name: 'XYZ-Wing', family: 'Wings', rating: 4.4, se: true },
  { id: 'wxyz-wing', name: 'WXYZ-Wing', family: 'Wings', rating: 5.5, se: true },
  { id: 'vwxyz-wing', name: 'VWXYZ-Wing', family: 'Wings', rating: 6.3, se: true },
  {
    id: 'unique-rectangle-1',
    name: 'Unique rectangle (type 1)',
    family: 'Uniqueness',
    rating: 4.5,
    se: true,
  },
  {
    id: 'unique-rectangle-2',
    name: 'Unique rectangle (type 2)',
    family: 'Uniqueness',
    rating: 4.5,
    se: true,
  },
  {
    id: 'unique-rectangle-3',
    name: 'Unique rectangle (type 3)',
    family: 'Uniqueness',
    rating: 4.5,
    se: true,
    grows: true,
  },
  {
    id: 'unique-rectangle-4',
    name: 'Unique rectangle (type 4)',
    family: 'Uniqueness',
    rating: 4.5,
    se: true,
  },
  {
    id: 'unique-rectangle-hodoku',
    name: "Unique rectangle (HoDoKu's forms)",
    family: 'Uniqueness',
    rating: 4.5,
    se: false,
    grows: true,
  },
  {
    id: 'unique-rectangle-5',
    name: 'Unique rectangle (type 5)',
    family: 'Uniqueness',
    rating: 4.6,
    se: false,
  },
  {
    id: 'unique-rectangle-6',
    name: 'Unique rectangle (type 6)',
    family: 'Uniqueness',
    rating: 4.6,
    se: false,
  },
  {
    id: 'hidden-rectangle',
    name: 'Hidden rectangle',
    family: 'Uniqueness',
    rating: 4.6,
    se: false,
  },
  {
    id: 'avoidable-rectangle-1',
    name: 'Avoidable rectangle (type 1)',
    family: 'Uniqueness',
    rating: 4.5,
    se: false,
  },
  {
    id: 'avoidable-rectangle-2',
    name: 'Avoidable rectangle (type 2)',
    family: 'Uniqueness',
    rating: 4.5,
    se: false,
  },
  {
    id: 'unique-loop',
    name: 'Unique loop',
    family: 'Uniqueness',
    rating: 4.6,
    se: true,
    grows: true,
  },
  { id: 'bug-lite', name: 'BUG lite', family: 'Uniqueness', rating: 5.7, se: false },
  {
    id: 'finned-x-wing',
    name: 'Finned X-Wing',
    family: 'Finned and complex fish',
    rating: 3.4,
    se: false,
  },
  {
    id: 'sashimi-x-wing',
    name: 'Sashimi X-Wing',
    family: 'Finned and complex fish',
    rating: 3.5,
    se: false,
  },
  {
    id: 'finned-swordfish',
    name: 'Finned Swordfish',
    family: 'Finned and complex fish',
    rating: 4.0,
    se: false,
  },
  {
    id: 'sashimi-swordfish',
    name: 'Sashimi Swordfish',
    family: 'Finned and complex fish',
    rating: 4.1,
    se: false,
  },
  {
    id: 'finned-jellyfish',
    name: 'Finned Jellyfish',
    family: 'Finned and complex fish',
    rating: 5.4,
    se: false,
  },
  {
    id: 'sashimi-jellyfish',
    name: 'Sashimi Jellyfish',
    family: 'Finned and complex fish',
    rating: 5.5,
    se: false,
  },
  { id: 'sue-de-coq', name: 'Sue de Coq', family: 'Almost locked sets', rating: 5.0, se: false },
  { id: 'simple-colours', name: 'Simple colours', family: 'Colouring', rating: 4.5, se: false },
  { id: 'multi-colours', name: 'Multi-colours', family: 'Colouring', rating: 4.8, se: false },
  { id: 'x-colours', name: 'X-colours', family: 'Colouring', rating: 4.8, se: false },
  { id: '3d-medusa', name: '3D Medusa', family: 'Colouring', rating: 5.6, se: false },
  {
    id: 'forcing-chain',
    name: 'Forcing chains (X-chain, XY-chain, AIC)',
    family: 'Chains and loops',
    rating: 6.6,
    se: true,
    grows: true,
  },
  {
    id: 'nice-loop',
    name: 'Nice loops',
    family: 'Chains and loops',
    rating: 6.5,
    se: false,
    grows: true,
  },
  {
    id: 'grouped-x-cycle',
    name: 'Grouped X-cycle',
    family: 'Chains and loops',
    rating: 6.6,
    se: false,
    grows: true,
  },
  {
    id: 'grouped-nice-loop',
    name: 'Grouped nice loops',
    family: 'Chains and loops',
    rating: 6.6,
    se: false,
    grows: true,
  },
  {
    id: 'grouped-aic',
    name: 'Grouped AIC',
    family: 'Chains and loops',
    rating: 6.7,
    se: false,
    grows: true,
  },
  {
    id: 'aligned-pair-exclusion',
    name: 'Aligned pair exclusion',
    family: 'Last resort',
    rating: 6.2,
    se: true,
  },
  { id: 'als-xz', name: 'ALS-XZ', family: 'Almost locked sets', rating: 5.7, se: false },
  { id: 'als-xy-wing', name: 'ALS-XY-Wing', family: 'Almost locked sets', rating: 6.0, se: false },
  {
    id: 'als-chain',
    name: 'ALS chain',
    family: 'Almost locked sets',
    rating: 6.3,
    se: false,
    grows: true,
  },
  {
    id: 'franken-x-wing',
    name: 'Franken X-Wing',
    family: 'Finned and complex fish',
    rating: 4.4,
    se: false,
  },
  {
    id: 'franken-swordfish',
    name: 'Franken Swordfish',
    family: 'Finned and complex fish',
    rating: 5.0,
    se: false,
  },
  {
    id: 'finned-franken-x-wing',
    name: 'Finned Franken X-Wing',
    family: 'Finned and complex fish',
    rating: 4.6,
    se: false,
  },
  {
    id: 'finned-franken-swordfish',
    name: 'Finned Franken Swordfish',
    family: 'Finned and complex fish',
    rating: 5.2,
    se: false,
  },
  {
    id: 'aligned-triple-exclusion',
    name: 'Aligned triple exclusion',
    family: 'Last resort',
    rating: 7.5,
    se: false,
  },
  {
    id: 'cell-forcing-chain',
    name: 'Cell forcing chains',
    family: 'Last resort',
    rating: 8.0,
    se: true,
    grows: true,
  },
  {
    id: 'dynamic-forcing-chain',
    name: 'Dynamic forcing chains',
    family: 'Last resort',
    rating: 8.5,
    se: true,
    grows: true,
  },
  {
    id: 'dynamic-forcing-chain-plus',
    name: 'Dynamic forcing chains (+)',
    family: 'Last resort',
    rating: 9.0,
    se: true,
    grows: true,
  },
  {
    id: 'als-nice-loop',
    name: 'Nice loops with ALS nodes',
    family: 'Chains and loops',
    rating: 6.8,
    se: false,
    grows: true,
  },
  {
    id: 'als-aic',
    name: 'AIC with ALS nodes',
    family: 'Chains and loops',
    rating: 6.9,
    se: false,
    grows: true,
  },
  { id: 'squirmbag', name: 'Squirmbag', family: 'Basic fish', rating: 6.0, se: false },
  { id: 'whale', name: 'Whale', family: 'Basic fish', rating: 6.4, se: false },
  { id: 'leviathan', name: 'Leviathan', family: 'Basic fish', rating: 6.8, se: false },
  {
    id: 'finned-squirmbag',
    name: 'Finned Squirmbag',
    family: 'Finned and complex fish',
    rating: 6.2,
    se: false,
  },
  {
    id: 'sashimi-squirmbag',
    name: 'Sashimi Squirmbag',
    family: 'Finned and complex fish',
    rating: 6.3,
    se: false,
  },
  {
    id: 'finned-whale',
    name: 'Finned Whale',
    family: 'Finned and complex fish',
    rating: 6.6,
    se: false,
  },
  {
    id: 'sashimi-whale',
    name: 'Sashimi Whale',
    family: 'Finned and complex fish',
    rating: 6.7,
    se: false,
  },
  {
    id: 'finned-leviathan',
    name: 'Finned Leviathan',
    family: 'Finned and complex fish',
    rating: 7.0,
    se: false,
  },
  {
    id: 'sashimi-leviathan',
    name: 'Sashimi Leviathan',
    family: 'Finned and complex fish',
    rating: 7.1,
    se: false,
  },
  {
    id: 'death-blossom',
    name: 'Death blossom',
    family: 'Almost locked sets',
    rating: 6.5,
    se: false,
  },
  {
    id: 'franken-jellyfish',
    name: 'Franken Jellyfish',
    family: 'Finned and complex fish',
    rating: 6.2,
    se: false,
  },
  {
    id: 'finned-franken-jellyfish',
    name: 'Finned Franken Jellyfish',
    family: 'Finned and complex fish',
    rating: 6.4,
    se: false,
  },
  {
    id: 'mutant-x-wing',
    name: 'Mutant X-Wing',
    family: 'Finned and complex fish',
    rating: 5.4,
    se: false,
  },
  {
    id: 'mutant-swordfish',
    name: 'Mutant Swordfish',
    family: 'Finned and complex fish',
    rating: 6.0,
    se: false,
  },
  {
    id: 'mutant-jellyfish',
    name: 'Mutant Jellyfish',
    family: 'Finned and complex fish',
    rating: 7.2,
    se: false,
  },
  {
    id: 'finned-mutant-x-wing',
    name: 'Finned Mutant X-Wing',
    family: 'Finned and complex fish',
    rating: 5.6,
    se: false,
  },
  {
    id: 'finned-mutant-swordfish',
    name: 'Finned Mutant Swordfish',
    family: 'Finned and complex fish',
    rating: 6.2,
    se: false,
  },
  {
    id: 'finned-mutant-jellyfish',
    name: 'Finned Mutant Jellyfish',
    family: 'Finned and complex fish',
    rating: 7.4,
    se: false,
  },
  {
    id: 'finned-mutant-squirmbag',
    name: 'Finned Mutant Squirmbag',
    family: 'Finned and complex fish',
    rating: 7.6,
    se: false,
  },
  {
    id: 'finned-mutant-whale',
    name: 'Finned Mutant Whale',
    family: 'Finned and complex fish',
    rating: 7.8,
    se: false,
  },
  {
    id: 'kraken-fish',
    name: 'Kraken fish',
    family: 'Finned and complex fish',
    rating: 7.8,
    se: false,
    grows: true,
  },
  { id: 'template-set', name: 'Template set', family: 'Last resort', rating: 7.5, se: false },
  { id: 'template-delete', name: 'Template delete', family: 'Last resort', rating: 7.5, se: false },
]

const KNOWN = new Set(TECHNIQUE_LIST.map((t) => t.id))

/**
 * "SE 3.2", "SE 6.6+" (a family whose rating grows with its pattern); "≈4.3", "≈7.8+"
 * for our estimate of a technique Sudoku Explainer does not have.
 */
export function ratingText(t: TechniqueEntry): string {
  return `${t.se ? 'SE ' : '≈'}${t.rating.toFixed(1)}${t.grows ? '+' : ''}`
}

/**
 * The technique switches: which human techniques the logic solve (Solve view,
 * Human logic), Play's hints and "All steps here" may use. Remembered across
 * reloads (src/persistence/techniques.ts); a saved choice that cannot be read is
 * dropped, every technique is on, and `dropped` says why. The SE rating of a
 * puzzle never follows the switches: it always uses every technique.
 *
 * Loaded when first needed (the first Human logic solve, the switches panel, the
 * Play store), never with the page's first load.
 */
export const useTechniquesStore = defineStore('techniques', () => {
  const saved = readTechniqueChoice()
  /** The ids turned off, in the list's order (ids the app no longer knows are skipped). */
  const off = ref<string[]>(
    typeof saved === 'object' && 'off' in saved
      ? TECHNIQUE_LIST.map((t) => t.id).filter((id) => saved.off.includes(id))
      : [],
  )
  /** Why the saved choice was dropped (every technique is then on), until the next change. */
  const dropped = ref<string | null>(
    typeof saved === 'object' && 'corrupt' in saved ? saved.corrupt : null,
  )

  /** The ids the logic may use, easiest first; undefined when every technique is on. */
  const allowed = computed<readonly string[] | undefined>(() =>
    off.value.length
      ? TECHNIQUE_LIST.map((t) => t.id).filter((id) => !off.value.includes(id))
      : undefined,
  )
  /** The techniques turned off, easiest first. */
  const offList = computed(() => TECHNIQUE_LIST.filter((t) => off.value.includes(t.id)))

  const isOn = (id: string) => !off.value.includes(id)

  function save(next: string[]): void {
    off.value = TECHNIQUE_LIST.map((t) => t.id).filter((id) => next.includes(id))
    dropped.value = null
    writeTechniqueChoice(off.value)
  }

  /** Turn one technique on or off (an unknown id is ignored). */
  function setOn(id: string, on: boolean): void {
    if (!KNOWN.has(id) || isOn(id) === on) return
    save(on ? off.value.filter((x) => x !== id) : [...off.value, id])
  }

  /** Every technique of a family on, or every one off. */
  function setFamily(family: TechniqueFamily, on: boolean): void {
    const ids = TECHNIQUE_LIST.filter((t) => t.family === family).map((t) => t.id)
    save(on ? off.value.filter((x) => !ids.includes(x)) : [...off.value, ...ids])
  }

  /** Every technique on again. */
  function allOn(): void {
    save([])
  }

  return { off, dropped, allowed, offList, isOn, setOn, setFamily, allOn }
})
