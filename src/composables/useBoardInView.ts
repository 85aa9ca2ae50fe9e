import { storeToRefs } from 'pinia'
import { nextTick, shallowRef, watch, type Ref } from 'vue'
import { useDeductionStore } from '@/stores/deduction'
import { useSolveStore } from '@/stores/solve'

/**
 * The Solve view's board kept in sight: a new puzzle, or a deduction chosen in "All
 * steps here", brings it into view; `backTo` is the deduction's button in the list
 * when choosing it scrolled the page, and `backToList` returns there, focused.
 * `view` is the view's root, `grid` its BoardGrid (absent while the editor is shown).
 */
export function useBoardInView(
  view: Readonly<Ref<HTMLElement | null>>,
  grid: Readonly<Ref<{ bringIntoView(): boolean } | null>>,
) {
  const { puzzle } = storeToRefs(useSolveStore())
  const { chosen: chosenDeduction } = storeToRefs(useDeductionStore())
  /**
   * A new puzzle: bring the whole board into view (a no-op when it already is). Beside
   * the playback column the board is sticky, so it is in view even when the page was
   * scrolled down: then the view's top comes back, the board with the status and Play.
   */
  watch(puzzle, async () => {
    await nextTick()
    const top = view.value?.getBoundingClientRect().top ?? 0
    if (top < 0) view.value?.scrollIntoView({ block: 'start' })
    else grid.value?.bringIntoView()
  })

  /**
   * A deduction chosen in "All steps here" is drawn on the board: the board comes into
   * view (beside the list it is sticky and already is; on a phone it is far above), and
   * "Back to the list" returns to the deduction chosen, focused.
   */
  const backTo = shallowRef<HTMLElement | null>(null)
  watch(chosenDeduction, async (d) => {
    if (!d) {
      backTo.value = null
      return
    }
    const from = document.activeElement instanceof HTMLElement ? document.activeElement : null
    await nextTick()
    if (grid.value?.bringIntoView() && from?.closest('.all-steps')) backTo.value = from
  })
  function backToList(): void {
    const el = backTo.value
    backTo.value = null
    if (!el?.isConnected) return
    el.scrollIntoView({ block: 'center' })
    el.focus({ preventScroll: true })
  }

  return { backTo, backToList }
}
