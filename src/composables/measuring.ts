import { ref, watch } from 'vue'

/**
 * True while a comparison is timing algorithms (set by the compare store). Work the
 * page can put off, like mounting the Solve view and solving its starter puzzle
 * behind a page opened on Compare, waits until it is false: on a machine with few
 * cores it would land on the timed rounds of the first run.
 */
export const measuring = ref(false)

/** Resolves at once when no comparison is timing, else when the timing ends. */
export function whenNotMeasuring(): Promise<void> {
  if (!measuring.value) return Promise.resolve()
  return new Promise((resolve) => {
    const stop = watch(measuring, (on) => {
      if (on) return
      stop()
      resolve()
    })
  })
}
