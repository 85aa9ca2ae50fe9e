import { storeToRefs } from 'pinia'
import { ref, watch } from 'vue'
import { backgroundJob } from '@/services/scheduler'
import { useSolveStore } from '@/stores/solve'
import { SolveCancelled, solving } from '@/services/solving'
import type { PuzzleRating } from '@/workers/solve-types'
import type { Puzzle } from '@/engine'

/**
 * The loaded puzzle's rating, asked of the rating worker whenever the puzzle
 * changes (once no comparison is timing); `pending` while it works, `failed` with
 * a reason when it could not.
 */
export function usePuzzleRating() {
  const { puzzle } = storeToRefs(useSolveStore())
  const rating = ref<PuzzleRating | null>(null)
  const pending = ref(false)
  const failed = ref<string | null>(null)
  let token = 0
  /** Rate the puzzle within `budgetMs` (absent: the page's budget; 0: no limit). */
  const rate = async (p: Puzzle | null, budgetMs?: number) => {
    const mine = ++token
    rating.value = null
    failed.value = null
    if (!p || p.size !== 9) {
      pending.value = false
      return
    }
    pending.value = true
    try {
      // Background work: it waits while a comparison is timing (services/scheduler.ts).
      const r = await backgroundJob(
        () => solving.rate(p, budgetMs),
        () => mine !== token,
      )
      if (r && mine === token) rating.value = r
    } catch (e) {
      if (mine === token && !(e instanceof SolveCancelled)) failed.value = (e as Error).message
    } finally {
      if (mine === token) pending.value = false
    }
  }
  watch(puzzle, (p) => rate(p), { immediate: true })
  /** Rate the loaded puzzle again without a time limit (the hardest take minutes). */
  const rateFully = () => rate(puzzle.value, 0)
  return { rating, pending, failed, rateFully }
}
