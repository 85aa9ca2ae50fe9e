import { storeToRefs } from 'pinia'
import { computed } from 'vue'
import { patternAt, type TechniqueStep } from '@/engine'
import { useSolveStore } from '@/stores/solve'

/** The technique pattern the Solve view's board draws at the cursor, or null. */
export function usePattern() {
  const { log, cursor } = storeToRefs(useSolveStore())
  return computed<TechniqueStep | null>(() =>
    log.value ? patternAt(log.value, cursor.value) : null,
  )
}
