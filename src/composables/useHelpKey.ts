import { useEventListener } from '@vueuse/core'
import { isEditable } from './usePlaybackKeyboard'

/** Inputs where a key types nothing: "?" there is still the help shortcut. */
const NO_TEXT = /^(checkbox|radio|range|button|submit|reset|color|file)$/

/** Whether "?" pressed on `el` would type a character (a text box, a select's type-ahead). */
export function typesText(el: Element): boolean {
  if (el instanceof HTMLInputElement) return !NO_TEXT.test(el.type)
  return isEditable(el)
}

/** "?" anywhere on the page (a checkbox, a button, the board; but not while typing) calls `open`. */
export function useHelpKey(open: () => void): void {
  useEventListener(window, 'keydown', (e: KeyboardEvent) => {
    if (e.key !== '?' || e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey) return
    if (e.target instanceof Element && typesText(e.target)) return
    e.preventDefault()
    open()
  })
}
