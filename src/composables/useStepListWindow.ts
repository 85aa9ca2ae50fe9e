import { useElementSize, useEventListener } from '@vueuse/core'
import { computed, ref, toValue, type MaybeRefOrGetter, type Ref } from 'vue'

/**
 * Browsers cap how tall an element may be (Chromium about 33.5 million px,
 * Firefox about 17.9 million). Past this height the scroll range is compressed:
 * the scrollbar maps linearly onto all rows and only the visible rows are laid out.
 */
export const MAX_SCROLL_PX = 8_000_000

export interface StepListWindowOptions {
  /** How many rows there are (may be millions). */
  count: MaybeRefOrGetter<number>
  /** Fixed row height, px. */
  rowHeight: number
  /** Rows rendered beyond each edge of the viewport. */
  overscan?: number
  /** Viewport height to assume before it can be measured (tests, hidden panels). */
  fallbackHeight?: number
}

/**
 * A fixed-row-height virtual window over a scrolling container: which rows to
 * render, where to put them, and how to bring a row into view. Only the visible
 * rows (plus a little overscan) exist in the DOM, whatever `count` is.
 */
export function useStepListWindow(
  container: Ref<HTMLElement | null | undefined>,
  { count, rowHeight, overscan = 4, fallbackHeight = 400 }: StepListWindowOptions,
) {
  const scrollTop = ref(0)
  const { height } = useElementSize(container)
  const viewHeight = computed(() => height.value || fallbackHeight)

  const fullHeight = computed(() => toValue(count) * rowHeight)
  /** Height of the scrolling spacer (the full height, capped). */
  const spacerHeight = computed(() => Math.min(fullHeight.value, MAX_SCROLL_PX))
  /** Virtual px per scrolled px: 1 unless the list is too tall for the browser. */
  const ratio = computed(() => {
    const over = spacerHeight.value - viewHeight.value
    return fullHeight.value > spacerHeight.value && over > 0
      ? (fullHeight.value - viewHeight.value) / over
      : 1
  })
  /** The top of the viewport in unscaled row coordinates. */
  const virtualTop = computed(() => scrollTop.value * ratio.value)

  const range = computed(() => {
    const n = toValue(count)
    const first = Math.max(0, Math.floor(virtualTop.value / rowHeight) - overscan)
    const last = Math.min(
      n,
      Math.ceil((virtualTop.value + viewHeight.value) / rowHeight) + overscan,
    )
    return { first, last: Math.max(first, last) }
  })
  /** Where the block of rendered rows starts inside the spacer, px. */
  const offset = computed(() => scrollTop.value + range.value.first * rowHeight - virtualTop.value)

  useEventListener(
    container,
    'scroll',
    () => {
      scrollTop.value = container.value?.scrollTop ?? 0
    },
    { passive: true },
  )

  function setScrollTop(px: number): void {
    const max = Math.max(0, spacerHeight.value - viewHeight.value)
    const top = Math.min(max, Math.max(0, px))
    scrollTop.value = top
    if (container.value) container.value.scrollTop = top
  }

  /** Whether row i is wholly inside the viewport. */
  function isVisible(i: number): boolean {
    const top = i * rowHeight
    return (
      top >= virtualTop.value - 0.5 && top + rowHeight <= virtualTop.value + viewHeight.value + 0.5
    )
  }

  /**
   * Bring row i into view: by the least distance when it is just past an edge (as
   * when stepping or playing), centred when it is further away (a jump). Nothing
   * happens if it already shows whole.
   */
  function scrollToRow(i: number): void {
    if (isVisible(i)) return
    const top = i * rowHeight
    const view = viewHeight.value
    const near = top > virtualTop.value - view && top < virtualTop.value + 2 * view
    const target = !near
      ? top + rowHeight / 2 - view / 2
      : top < virtualTop.value
        ? top
        : top + rowHeight - view
    setScrollTop(Math.round(target / ratio.value))
  }

  /** Rows that fit in the viewport (for Page Up / Page Down). */
  const pageRows = computed(() => Math.max(1, Math.floor(viewHeight.value / rowHeight) - 1))

  return { range, offset, spacerHeight, pageRows, scrollToRow, setScrollTop, isVisible }
}
