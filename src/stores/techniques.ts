import { defineStore } from 'pinia'
import { computed, ref } from 'vue'
import { readTechniqueChoice, writeTechniqueChoice } from '@/persistence/techniques'

/** One switch: a technique of the logic registry, its name and its SE rating. */
export interface TechniqueEntry {
  /** The registry id (`SolveOptions.techniques` takes these). */
  id: string
  name: string
  /** Its SE rating, or the lowest of a family whose rating grows with the pattern. */
  rating: number
  /** True when the rating grows with the pattern (chains, loops, UR type 3): shown "4.5+". */
  grows?: true
}

/**
 * Every technique of the logic registry (`engine/logic/registry.ts`), easiest first,
 * as a static list: the registry lives in the full engine, which the Solve view
 * loads only with a worker, and the switches must be shown without it.
 * `tests/components/technique-switches.test.ts` checks it equals the registry (ids, order,
 * ratings) and that each name is `techniqueName`'s, or the registry's own where
 * `engine/logic/ids.ts` has none (a family: unique loops, forcing chains).
 */
export const TECHNIQUE_LIST: readonly TechniqueEntry[] = [
  { id: 'full-house', name: 'Full house', rating: 1.0 },
  { id: 'hidden-single-box', name: 'Hidden single in a box', rating: 1.2 },
  { id: 'hidden-single-line', name: 'Hidden single in a row or column', rating: 1.5 },
  { id: 'direct-pointing', name: 'Direct pointing', rating: 1.7 },
  { id: 'direct-claiming', name: 'Direct claiming', rating: 1.9 },
  { id: 'direct-hidden-pair', name: 'Direct hidden pair', rating: 2.0 },
  { id: 'naked-single', name: 'Naked single', rating: 2.3 },
  { id: 'direct-hidden-triple', name: 'Direct hidden triple', rating: 2.5 },
  { id: 'pointing', name: 'Pointing', rating: 2.6 },
  { id: 'claiming', name: 'Claiming', rating: 2.8 },
  { id: 'naked-pair', name: 'Naked pair', rating: 3.0 },
  { id: 'x-wing', name: 'X-Wing', rating: 3.2 },
  { id: 'hidden-pair', name: 'Hidden pair', rating: 3.4 },
  { id: 'naked-triple', name: 'Naked triple', rating: 3.6 },
  { id: 'swordfish', name: 'Swordfish', rating: 3.8 },
  { id: 'hidden-triple', name: 'Hidden triple', rating: 4.0 },
  { id: 'skyscraper', name: 'Skyscraper', rating: 4.0 },
  { id: 'two-string-kite', name: 'Two-string kite', rating: 4.1 },
  { id: 'turbot-fish', name: 'Turbot fish', rating: 4.2 },
  { id: 'xy-wing', name: 'XY-Wing', rating: 4.2 },
  { id: 'xyz-wing', name: 'XYZ-Wing', rating: 4.4 },
  { id: 'unique-rectangle-1', name: 'Unique rectangle (type 1)', rating: 4.5 },
  { id: 'unique-rectangle-2', name: 'Unique rectangle (type 2)', rating: 4.5 },
  { id: 'unique-rectangle-4', name: 'Unique rectangle (type 4)', rating: 4.5 },
  { id: 'unique-rectangle-3', name: 'Unique rectangle (type 3)', rating: 4.5, grows: true },
  { id: 'unique-loop', name: 'Unique loop', rating: 4.6, grows: true },
  { id: 'naked-quad', name: 'Naked quad', rating: 5.0 },
  { id: 'jellyfish', name: 'Jellyfish', rating: 5.2 },
  { id: 'hidden-quad', name: 'Hidden quad', rating: 5.4 },
  { id: 'wxyz-wing', name: 'WXYZ-Wing', rating: 5.5 },
  { id: 'bug', name: 'BUG+1', rating: 5.6 },
  { id: 'aligned-pair-exclusion', name: 'Aligned pair exclusion', rating: 6.2 },
  { id: 'vwxyz-wing', name: 'VWXYZ-Wing', rating: 6.3 },
  {
    id: 'forcing-chain',
    name: 'Forcing chains (X-chain, XY-chain, AIC)',
    rating: 6.6,
    grows: true,
  },
  { id: 'cell-forcing-chain', name: 'Cell forcing chains', rating: 8.0, grows: true },
  { id: 'dynamic-forcing-chain', name: 'Dynamic forcing chains', rating: 8.5, grows: true },
  {
    id: 'dynamic-forcing-chain-plus',
    name: 'Dynamic forcing chains (+)',
    rating: 9.0,
    grows: true,
  },
]

const KNOWN = new Set(TECHNIQUE_LIST.map((t) => t.id))

/** "SE 3.2", "SE 6.6+" (a family whose rating grows with its pattern). */
export function ratingText(t: TechniqueEntry): string {
  return `SE ${t.rating.toFixed(1)}${t.grows ? '+' : ''}`
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

  /** Every technique on again. */
  function allOn(): void {
    save([])
  }

  return { off, dropped, allowed, offList, isOn, setOn, allOn }
})
