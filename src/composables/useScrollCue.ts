/**
 * Whether a sideways-scrolling box has more to show to its right: true while its
 * content is wider than the box and it is not scrolled to the end. Follows
 * resizes of the box and of its content, and scrolling.
 */
import { useEventListener, useResizeObserver } from '@vueuse/core'
import { ref, type Ref } from 'vue'

export function useScrollCue(box: Readonly<Ref<HTMLElement | null>>) {
  const more = ref(false)
  function measure(): void {
    const el = box.value
    more.value = !!el && el.scrollLeft + el.clientWidth < el.scrollWidth - 2
  }
  useResizeObserver(box, measure)
  useResizeObserver(() => box.value?.firstElementChild as HTMLElement | undefined, measure)
  useEventListener(box, 'scroll', measure, { passive: true })
  return { more, measure }
}
