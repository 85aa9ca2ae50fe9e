import { defineStore } from 'pinia'
import { shallowRef } from 'vue'
import type { DrawnDeduction } from '@/board/deduction-at'

/**
 * A deduction chosen in "All steps here" (components/techniques/), drawn on the Solve
 * view's board instead of the replay's own until the panel lets it go (the cursor
 * moves, another is chosen, the panel closes). The panel sets it; the board
 * (BoardDeduction), the status sentence (PlaybackStatus) and the Solve view read it.
 */
export const useDeductionStore = defineStore('deduction', () => {
  const chosen = shallowRef<DrawnDeduction | null>(null)
  return { chosen }
})
