/**
 * The technique switches (which human techniques the logic solve, Play's hints and
 * "All steps here" may use), kept in localStorage so a reload keeps them. What is
 * saved is the techniques turned OFF, so a technique added to the registry later
 * starts on. A saved choice is checked against TechniqueChoiceSchema when read:
 * anything that does not fit (hand-edited, cut short, not JSON) is dropped and the
 * caller told why, and every technique is on again; ids the app no longer knows are
 * skipped by the store, not an error.
 */
import * as v from 'valibot'
import { readSavedJson, type Corrupt } from './saved-json'

export const TECHNIQUES_KEY = 'sudoku-lab-techniques'

/** A saved choice, version 1: the registry ids turned off. */
export const TechniqueChoiceSchema = v.object({
  version: v.literal(1),
  off: v.pipe(v.array(v.pipe(v.string(), v.maxLength(64))), v.maxLength(200)),
})

export type TechniqueChoice = v.InferOutput<typeof TechniqueChoiceSchema>

/** The page's localStorage; none where there is no page (Node: the store's tests, the CLI). */
const pageStorage = (): Storage | undefined =>
  typeof localStorage === 'undefined' ? undefined : localStorage

/** The saved choice; 'none' when nothing is saved; `{ corrupt }` when something is but does not fit. */
export function readTechniqueChoice(
  storage: Storage | undefined = pageStorage(),
): TechniqueChoice | 'none' | Corrupt {
  let text: string | null
  try {
    text = storage?.getItem(TECHNIQUES_KEY) ?? null
  } catch {
    return 'none' // storage disabled: nothing saved, nothing to drop
  }
  if (text === null) return 'none'
  return readSavedJson(TechniqueChoiceSchema, text)
}

/** Save the ids turned off; every technique on removes the entry. */
export function writeTechniqueChoice(
  off: readonly string[],
  storage: Storage | undefined = pageStorage(),
): void {
  try {
    if (off.length) storage?.setItem(TECHNIQUES_KEY, JSON.stringify({ version: 1, off: [...off] }))
    else storage?.removeItem(TECHNIQUES_KEY)
  } catch {
    // A full or disabled storage only costs keeping the choice across a reload.
  }
}
