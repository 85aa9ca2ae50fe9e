import { useDocumentVisibility, useIntervalFn } from '@vueuse/core'
import { computed, watch } from 'vue'
import { useView } from '@/composables/useView'
import { usePlayStore } from '@/stores/play'

/**
 * The game's clock: counts while the Play view is shown and the page visible (the
 * store stops it once solved). A tick is not saved; when the clock stops (the view
 * is left or the page hidden) the time played is (the store also saves on pagehide).
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
}
