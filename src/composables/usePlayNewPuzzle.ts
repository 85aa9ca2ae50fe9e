import { createSharedComposable } from '@vueuse/core'
import { ref, watch } from 'vue'
import { isLevel, randomSeed, type Level } from '@/engine/full'
import { writePlayLink } from '@/persistence/play-link'
import { usePlayGenerate, type GeneratedPuzzle } from '@/composables/usePlayGenerate'
import { knowRating, usePlayRating } from '@/composables/usePlayRating'
import { usePlayStore } from '@/stores/play'

/**
 * The next puzzle: the chosen difficulty and the generator, shared by the "New puzzle"
 * box and the solved panel's "Next puzzle". The difficulty starts at (and follows) the
 * level of the puzzle on the board, so the box never shows a level the board is not.
 */
export const usePlayNewPuzzle = createSharedComposable(() => {
  const store = usePlayStore()
  const { level: boardLevel } = usePlayRating()
  // Until the worker's rating comes: the level the game was made or saved with.
  const known = store.origin.level
  const level = ref<Level>(boardLevel.value ?? (known && isLevel(known) ? known : 'medium'))
  watch(boardLevel, (l) => l && (level.value = l))

  function adopt(p: GeneratedPuzzle): void {
    // The generator rated it (the same ratePuzzle, on a unique puzzle): no second rating.
    const stuck = p.stuck ?? false
    knowRating(p.givens, { rating: p.rating, hardest: p.technique, stuck, unique: true })
    store.start(p.givens, p.solution, { seed: p.seed, level: p.level })
    // A puzzle the techniques cannot finish has a lower bound, not a rating: "SE ≥ 9.0".
    const se = `SE ${stuck ? '≥ ' : ''}${p.rating.toFixed(1)}`
    store.status = `New ${p.level} puzzle (${se}). Fill every empty cell.`
    writePlayLink({ level: p.level, seed: p.seed })
  }
  const gen = usePlayGenerate(adopt)

  /** A new puzzle of the chosen difficulty (a fresh seed unless one is given). */
  function make(seed = randomSeed()): void {
    void gen.start(level.value, seed)
  }
  return { level, make, ...gen }
})
