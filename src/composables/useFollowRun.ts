/**
 * Keeps a long-running job where the user is looking. On a phone the Compare setup is
 * taller than the window, and its progress and results sit far below the Run button.
 *
 * - When the run starts, the progress is scrolled into view (smoothly, unless the system
 *   asks for reduced motion) if it is not already, and keyboard focus, which the
 *   disabled Run button drops, goes to the progress (its Cancel button).
 * - When the results are ready, their heading is brought near the top of the window
 *   and focused, so a screen reader says where they are. Only if the user is still
 *   following: the progress still in view and focus not moved on to something else
 *   (the view still shown). Someone who scrolled back up to the setup, or went on to
 *   the history, is left where they are.
 */
import { usePreferredReducedMotion } from '@vueuse/core'
import { nextTick, watch, type WatchSource } from 'vue'

export interface FollowRunTargets {
  /** True from the press of Run until the run ends. */
  running: WatchSource<boolean>
  /** True once the results are final (they may still be decorated, e.g. rated). */
  ready: WatchSource<boolean>
  /** The progress panel, when shown. */
  progress: () => HTMLElement | null
  /** The results heading (focusable with tabindex="-1"). */
  heading: () => HTMLElement | null
  /** The control that started the run (focus on it, or on nothing, counts as still following). */
  start: () => HTMLElement | null
}

/** Whether some of `el` is inside the window. */
function inView(el: HTMLElement): boolean {
  const r = el.getBoundingClientRect()
  return r.bottom > 0 && r.top < window.innerHeight && r.width > 0
}

export function useFollowRun(t: FollowRunTargets) {
  const motion = usePreferredReducedMotion()
  const behavior = (): ScrollBehavior => (motion.value === 'reduce' ? 'auto' : 'smooth')

  /** Focus is where the run left it: on nothing, the Run button, or inside the progress. */
  function focusStayed(progress: HTMLElement | null): boolean {
    const active = document.activeElement
    if (!active || active === document.body) return true
    return active === t.start() || (progress?.contains(active) ?? false)
  }

  /** A run started here and its results are not out yet (results shown otherwise, say a past run opened from the history, are not followed). */
  let armed = false

  watch(t.running, async (running, was) => {
    // Ended with nothing to show (cancelled at once): nothing to follow any more.
    if (!running) void nextTick(() => (armed = false))
    if (!running || was) return
    armed = true
    await nextTick()
    const progress = t.progress()
    if (!progress?.isConnected) return
    const r = progress.getBoundingClientRect()
    if (r.top < 0 || r.bottom > window.innerHeight)
      progress.scrollIntoView({ block: 'start', behavior: behavior() })
    if (focusStayed(progress))
      progress.querySelector<HTMLElement>('button')?.focus({ preventScroll: true })
  })

  watch(t.ready, async (ready, was) => {
    if (!ready || was || !armed) return
    armed = false
    // Read before the DOM changes: a focused Cancel button leaves when the run ends.
    const progress = t.progress()
    const following = !!progress?.isConnected && inView(progress) && focusStayed(progress)
    await nextTick()
    const heading = t.heading()
    if (!following || !heading?.isConnected) return
    heading.focus({ preventScroll: true })
    // Near the top already (a wide window shows progress and results together): stay.
    const top = heading.getBoundingClientRect().top
    if (top < 0 || top > window.innerHeight * 0.4)
      heading.scrollIntoView({ block: 'start', behavior: behavior() })
  })
}
