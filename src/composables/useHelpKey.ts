import { useEventListener } from '@vueuse/core'
import { isEditable } from './usePlaybackKeyboard'

/** "?" anywhere on the page (a checkbox or button too; but not while typing) calls `open`. */
export function useHelpKey(open: () => void): void {
  useEventListener(window, 'keydown', (e: KeyboardEvent) => {
    if (e.key !== '?' || e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey) return
    const t = e.target
    // An input that types nothing (a checkbox, radio, range, button) leaves "?" to the help.
    if (
      t instanceof Element &&
      isEditable(t) &&
      !/^(checkbox|radio|range|button|submit|reset)$/.test((t as HTMLInputElement).type)
    )
      return
    e.preventDefault()
    open()
  })
}
