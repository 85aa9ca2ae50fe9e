import { useEventListener } from '@vueuse/core'
import { isEditable } from './usePlaybackKeyboard'

/** "?" anywhere on the page (but not while typing) calls `open`. */
export function useHelpKey(open: () => void): void {
  useEventListener(window, 'keydown', (e: KeyboardEvent) => {
    if (e.key !== '?' || e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey) return
    if (e.target instanceof Element && isEditable(e.target)) return
    e.preventDefault()
    open()
  })
}
