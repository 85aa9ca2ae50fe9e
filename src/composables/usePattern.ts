import { storeToRefs } from 'pinia'
import { computed, shallowRef } from 'vue'
import { patternAt, type TechniqueStep } from '@/engine'
import { useSolveStore } from '@/stores/solve'

/**
 * A deduction chosen in "All steps here" (components/techniques/): drawn instead of
 * the step's own pattern until the panel lets it go (the cursor moves, another is chosen).
 */
export const chosenPattern = shallowRef<TechniqueStep | null>(null)

/** The technique pattern the Solve view's board draws at the cursor, or null. */
export function usePattern() {
  const { log, cursor } = storeToRefs(useSolveStore())
  return computed<TechniqueStep | null>(
    () => chosenPattern.value ?? (log.value ? patternAt(log.value, cursor.value) : null),
  )
}
