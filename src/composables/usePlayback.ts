import { useRafFn } from '@vueuse/core'
import { storeToRefs } from 'pinia'
import { watch } from 'vue'
import { stepsPerSecond, useSolveStore } from '@/stores/solve'

/**
 * The longest frame the clock counts, in ms. After a tab switch or a long pause
 * the browser reports one huge frame; counting it whole would make playback jump.
 */
export const MAX_FRAME_MS = 100

/**
 * The playback clock: while the store is playing, move the cursor forward by
 * `stepsPerSecond(speed) * elapsed seconds` moves every animation frame (a move is a
 * step, a placement or a guess: the store's step size).
 *
 * The first move is made on the first frame; then the fractional remainder carries over
 * between frames, so at 1 step/s the cursor moves once a second, and at top speed one frame moves it thousands of steps with a
 * single `store.move` (one reactive update a frame, whatever the speed).
 * `store.seek` stops playing at the end of the log, which stops the loop.
 * Mount it once (PlaybackControls does).
 */
export function usePlayback() {
  const store = useSolveStore()
  const { playing } = storeToRefs(store)
  /** Steps owed but not yet taken (always < 1 after a frame). */
  let carry = 0

  const { pause, resume, isActive } = useRafFn(
    ({ delta }) => {
      if (!store.playing) return
      carry += (stepsPerSecond(store.speed) * Math.min(delta, MAX_FRAME_MS)) / 1000
      const whole = Math.floor(carry)
      if (whole < 1) return
      carry -= whole
      store.move(1, whole)
    },
    { immediate: false },
  )

  watch(
    playing,
    (on) => {
      // Play answers at once with the first move, then keeps the pace: at two moves a
      // second a press would otherwise show nothing for half a second.
      carry = on ? 1 : 0
      if (on) resume()
      else pause()
    },
    { immediate: true },
  )

  return { running: isActive }
}
