import { createSharedComposable } from '@vueuse/core'
import { storeToRefs } from 'pinia'
import { computed, ref, watch } from 'vue'
import { backgroundJob } from '@/services/scheduler'
import { levelOf, makePuzzle } from '@/engine'
import { usePlayStore } from '@/stores/play'
import { createSolveClient, SolveCancelled } from '@/workers/solve-client'
import type { PuzzleRating } from '@/workers/solve-types'

/** Play rates on a worker of its own, so it never cancels the Solve view's rating. */
const rater = createSolveClient()

/** Ratings already worked out (the generator rates what it makes), by givens; the last few. */
const known = new Map<string, PuzzleRating>()
const KNOWN_MAX = 16

/**
 * Tell Play a puzzle's rating that is already known (the generator's), so the board's
 * rating shows at once and the worker does not rate the same givens again.
 */
export function knowRating(givens: readonly number[], r: PuzzleRating): void {
  known.delete(givens.join(','))
  known.set(givens.join(','), r)
  if (known.size > KNOWN_MAX) known.delete(known.keys().next().value!)
}

/**
 * The rating and level of the puzzle on the Play board (whatever made it: the starter,
 * the generator, "Play this puzzle", typed givens), worked out in a worker whenever the
 * givens change (once no comparison is timing), unless already known (knowRating: a
 * generated puzzle comes with its rating). 9x9 only (the SE scale is for 9x9); null while typing a puzzle in.
 */
export const usePlayRating = createSharedComposable(() => {
  const store = usePlayStore()
  const { givens, size, entering } = storeToRefs(store)
  const rating = ref<PuzzleRating | null>(null)
  const pending = ref(false)
  let token = 0
  watch(
    [givens, entering],
    async ([g, typing]) => {
      const mine = ++token
      rating.value = null
      pending.value = !typing && size.value === 9 && g.some((v) => v > 0)
      if (!pending.value) return
      const already = known.get(g.join(','))
      if (already) {
        rating.value = already
        pending.value = false
        return
      }
      try {
        // Background work: it waits while a comparison is timing (services/scheduler.ts).
        const r = await backgroundJob(
          () => rater.rate(makePuzzle([...g])),
          () => mine !== token,
        )
        if (r && mine === token) {
          rating.value = r
          knowRating(g, r)
          // Only a save edited by hand gets here with givens of several solutions (a
          // game starts on one-solution givens; the saved game's check does no search).
          if (!r.unique)
            store.status =
              'These givens have more than one solution: Check compares your board with one of them.'
        }
      } catch (e) {
        if (!(e instanceof SolveCancelled)) console.warn('Play rating failed', e)
      } finally {
        if (mine === token) pending.value = false
      }
    },
    { immediate: true },
  )
  const level = computed(() => (rating.value?.unique ? levelOf(rating.value.rating) : null))
  /** "SE 1.2", "SE ≥ 9.0" (the techniques ran out: a lower bound, logic/rating.ts). */
  const se = computed(() =>
    rating.value?.unique
      ? `SE ${rating.value.stuck ? '≥ ' : ''}${rating.value.rating.toFixed(1)}`
      : null,
  )
  return { rating, pending, level, se }
})
