import { until } from '@vueuse/core'
import { ref } from 'vue'

/**
 * True while a comparison is timing algorithms (set by the compare store). Work the
 * page can put off, like mounting the Solve view and solving its starter puzzle
 * behind a page opened on Compare, waits until it is false: on a machine with few
 * cores it would land on the timed rounds of the first run.
 */
export const measuring = ref(false)

/** Resolves at once when no comparison is timing, else when the timing ends. */
export function whenNotMeasuring(): Promise<boolean> {
  return until(measuring).toBe(false)
}
