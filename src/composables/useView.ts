import { createGlobalState, useEventListener } from '@vueuse/core'
import { readonly, ref } from 'vue'

/** The app's views; the hash names the one shown (#/solve, #/play, #/compare). */
export const VIEWS = [
  { id: 'solve', label: 'Solve' },
  { id: 'play', label: 'Play' },
  { id: 'compare', label: 'Compare' },
] as const
export type ViewId = (typeof VIEWS)[number]['id']

function fromHash(hash: string): ViewId {
  const id = hash.replace(/^#\/?/, '').split(/[/?]/)[0]
  return VIEWS.find((v) => v.id === id)?.id ?? 'solve'
}

/** The current view, following the hash (back/forward work); `go` switches view. */
export const useView = createGlobalState(() => {
  const current = ref<ViewId>(fromHash(location.hash))
  useEventListener(window, 'hashchange', () => (current.value = fromHash(location.hash)))
  function go(id: ViewId): void {
    current.value = id
    location.hash = `#/${id}`
  }
  return { view: readonly(current), go }
})
