import { useDocumentVisibility, useEventListener, useIntervalFn } from '@vueuse/core'
import { computed, watch } from 'vue'
import { useView } from '@/composables/useView'
import { saneElapsed } from '@/persistence/play-save'
import { usePlayStore } from '@/stores/play'

/**
 * The game's clock: counts while the Play view is shown and the page visible (the
 * store stops it once solved). A tick is not saved; when the clock stops (the view
 * is left or the page hidden) the time played is, and when the page is left (a phone
 * switching apps may never come back to unload it).
 */
export function usePlayTimer() {
  const store = usePlayStore()
  const hidden = useDocumentVisibility()
  const { view } = useView()
  const visible = computed(() => hidden.value === 'visible' && view.value === 'play')
  let last = performance.now()
  const { pause, resume } = useIntervalFn(() => {
    const now = performance.now()
    store.tick(now - last)
    last = now
  }, 1000)
  watch(
    visible,
    (v, was) => {
      last = performance.now()
      if (v) resume()
      else {
        pause()
        if (was) store.save()
      }
    },
    { immediate: true },
  )
  useEventListener(window, 'pagehide', () => store.save())
}

/** "4:05", "1:02:09"; never an exponent: a time that is no sane time (see saneElapsed) reads 0:00. */
export function formatTime(ms: number): string {
  const s = Math.floor(saneElapsed(ms) / 1000)
  const mm = String(Math.floor(s / 60) % 60)
  const ss = String(s % 60).padStart(2, '0')
  return s >= 3600 ? `${Math.floor(s / 3600)}:${mm.padStart(2, '0')}:${ss}` : `${mm}:${ss}`
}
