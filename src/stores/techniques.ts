import { defineStore } from 'pinia'
import { computed, ref } from 'vue'
import { CATALOGUE, TECHNIQUE_FAMILIES, type TechniqueFamily } from '@/engine'
import { readTechniqueChoice, writeTechniqueChoice } from '@/persistence/techniques'

export { TECHNIQUE_FAMILIES, type TechniqueFamily }

/** One switch: a technique of the logic registry, its name, family and rating. */
export interface TechniqueEntry {
  /** The registry id (`SolveOptions.techniques` takes these). */
  id: string
  name: string
  family: TechniqueFamily
  /** Its rating, or the lowest of a family whose rating grows with the pattern. */
  rating: number
  /**
   * True for Sudoku Explainer's 45 techniques, whose rating is SE's; the others' is our
   * estimate on SE's scale, shown as one ("≈4.3").
   */
  se: boolean
  /** True when the rating grows with the pattern (chains, loops, UR type 3): shown "4.5+". */
  grows?: true
}

/**
 * Every technique of the logic registry's full set, in its order (HoDoKu's default
 * solver order): the engine's catalogue (`engine/logic/catalogue.ts`), data only, so
 * the switches are shown without the full engine, which the Solve view loads only
 * with a worker.
 */
export const TECHNIQUE_LIST: readonly TechniqueEntry[] = CATALOGUE.map((r) => ({
  id: r.id,
  name: r.name,
  family: r.family,
  rating: r.rating,
  se: r.se !== undefined,
  ...(r.grows ? { grows: r.grows } : {}),
}))

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
