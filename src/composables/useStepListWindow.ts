import { useElementSize, useEventListener, useResizeObserver } from '@vueuse/core'
import { computed, onScopeDispose, ref, toValue, watch, type MaybeRefOrGetter, type Ref } from 'vue'

/**
 * Browsers cap how tall an element may be (Chromium about 33.5 million px,
 * Firefox about 17.9 million). Past this height the scroll range is compressed:
 * the scrollbar maps linearly onto all rows and only the visible rows are laid out.
 */
export const MAX_SCROLL_PX = 8_000_000

/** A scroll event this soon after our own write of scrollTop is taken to be that write's. */
const OWN_SCROLL_MS = 250

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

/** Where scrollToRow puts a row that is out of view. */
export type RowAlign = 'auto' | 'start'

/**
 * A fixed-row-height virtual window over a scrolling container: which rows to
 * render, where to put them, and how to bring a row into view. Only the visible
 * rows (plus a little overscan) exist in the DOM, whatever `count` is.
 *
 * scrollTop is mirrored in a ref and never read back after our own writes:
 * reading or writing it right after the DOM changed forces a synchronous layout.
 */
export function useStepListWindow(
  container: Ref<HTMLElement | null | undefined>,
  { count, rowHeight, overscan = 4, fallbackHeight = 400 }: StepListWindowOptions,
) {
  const scrollTop = ref(0)
  /** When we last wrote scrollTop ourselves (0: the write's scroll event has been seen). */
  let ownScrollAt = 0
  const { height } = useElementSize(container)
  const viewHeight = computed(() => height.value || fallbackHeight)

  // A new scroller element starts at the top.
  watch(
    container,
    () => {
      scrollTop.value = 0
      ownScrollAt = 0
    },
    { flush: 'sync' },
  )

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
      // The event our own write caused: we already know the value, and reading it
      // back after Vue has patched the rows would force a layout.
      if (ownScrollAt && Date.now() - ownScrollAt < OWN_SCROLL_MS) {
        ownScrollAt = 0
        return
      }
      ownScrollAt = 0
      scrollTop.value = container.value?.scrollTop ?? 0
    },
    { passive: true },
  )

  /** Scroll to px (clamped); no DOM write when it is there already. */
  function setScrollTop(px: number): void {
    const max = Math.max(0, spacerHeight.value - viewHeight.value)
    const top = Math.min(max, Math.max(0, px))
    if (top === scrollTop.value) return
    scrollTop.value = top
    const el = container.value
    if (!el) return
    ownScrollAt = Date.now()
    el.scrollTop = top
  }

  /** Whether row i is wholly inside the viewport. */
  function isVisible(i: number): boolean {
    const top = i * rowHeight
    return (
      top >= virtualTop.value - 0.5 && top + rowHeight <= virtualTop.value + viewHeight.value + 0.5
    )
  }

  /**
   * Bring row i into view. 'auto': by the least distance when it is just past an
   * edge (as when stepping), centred when it is further away (a jump). 'start': at
   * the top (playing forward, so the rows to come show below it). Nothing happens
   * if it already shows whole.
   */
  function scrollToRow(i: number, align: RowAlign = 'auto'): void {
    if (isVisible(i)) return
    const top = i * rowHeight
    const view = viewHeight.value
    const near = top > virtualTop.value - view && top < virtualTop.value + 2 * view
    const target =
      align === 'start'
        ? top
        : !near
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

export type StepListWindow = ReturnType<typeof useStepListWindow>

export interface FollowRowOptions {
  /** The row to keep in view (-1: none). */
  row: () => number
  /** While true the row moves every frame: follow it at most once per intervalMs. */
  playing: Ref<boolean>
  /** Also follow when this changes (the list appearing). */
  trigger?: Ref<unknown>
  intervalMs?: number
}

/**
 * Keep a moving row in view without costing the frame it moves in. Scrolling waits
 * until the frame has been laid out and painted (a requestAnimationFrame, then a
 * task), so writing scrollTop finds the layout clean instead of forcing it. While
 * playing the list follows at most once per `intervalMs` (the last move always
 * lands), and when playing stops it snaps to the row.
 */
export function useFollowRow(
  view: Pick<StepListWindow, 'isVisible' | 'scrollToRow'>,
  { row, playing, trigger, intervalMs = 250 }: FollowRowOptions,
) {
  let frame = 0
  let task: ReturnType<typeof setTimeout> | undefined
  let trailing: ReturnType<typeof setTimeout> | undefined
  let last = -Infinity

  function scrollNow(): void {
    const i = row()
    if (i >= 0) view.scrollToRow(i, playing.value ? 'start' : 'auto')
  }

  /** Scroll to the row once the current frame is done (one pending at a time). */
  function follow(): void {
    if (frame || task) return
    frame = requestAnimationFrame(() => {
      frame = 0
      task = setTimeout(() => {
        task = undefined
        scrollNow()
      }, 0)
    })
  }

  function followThrottled(): void {
    const wait = last + intervalMs - Date.now()
    if (wait <= 0) {
      last = Date.now()
      follow()
    } else
      trailing ??= setTimeout(() => {
        trailing = undefined
        last = Date.now()
        follow()
      }, wait)
  }

  watch(
    trigger ? [row, trigger] : row,
    () => {
      const i = row()
      if (i < 0 || view.isVisible(i)) return
      if (playing.value) followThrottled()
      else follow()
    },
    { flush: 'post' },
  )
  watch(playing, (on) => {
    if (!on) follow()
  })

  onScopeDispose(() => {
    cancelAnimationFrame(frame)
    clearTimeout(task)
    clearTimeout(trailing)
  })
}

/**
 * A max-height for a scroller so that, when its top is on the first screen, it
 * ends above the bottom of the window (its last row visible without scrolling the
 * page). Measured when the scroller appears, when the window resizes and when the
 * column around it resizes (ResizeObserver callbacks run after layout, so reading
 * the position there is cheap). Null when it starts too far down to fit.
 */
export function useFitToViewport(
  el: Ref<HTMLElement | null | undefined>,
  { gap, min }: { gap: number; min: number },
) {
  const maxHeight = ref<number | null>(null)
  function measure(): void {
    const e = el.value
    if (!e) return
    const top = e.getBoundingClientRect().top + window.scrollY
    const room = Math.floor(window.innerHeight - top - gap)
    maxHeight.value = room >= min ? room : null
  }
  useResizeObserver(() => el.value?.parentElement?.parentElement, measure)
  useEventListener(window, 'resize', measure, { passive: true })
  return { maxHeight }
}
