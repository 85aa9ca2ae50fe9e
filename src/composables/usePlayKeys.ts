import { useEventListener } from '@vueuse/core'
import { useView } from '@/composables/useView'
import { usePlayStore } from '@/stores/play'

/**
 * The Play board's keys (the arrows belong to the roving grid): a digit places it
 * (with Shift, Alt or Ctrl, or in pencil mode, toggles the pencil mark), letters
 * A-G give 10-16 on a 16x16 board (not with Ctrl or Cmd: those are the browser's),
 * 0 / Backspace / Delete erase, P toggles pencil
 * mode. Undo and redo keys work anywhere in the Play view (usePlayUndoKeys).
 */
export function usePlayKeys() {
  const store = usePlayStore()

  function digitOf(e: KeyboardEvent): number | null {
    // Shift turns "1" into "!": read the physical key's digit.
    const m = /^(?:Digit|Numpad)(\d)$/.exec(e.code)
    const d = m ? Number(m[1]) : /^\d$/.test(e.key) ? Number(e.key) : null
    if (d !== null) return d
    // Ctrl or Cmd with a letter is the browser's (copy, select all, find), never 12, 10, 15.
    if (e.ctrlKey || e.metaKey) return null
    const letter = /^[a-g]$/i.test(e.key) ? e.key.toUpperCase().charCodeAt(0) - 55 : null
    return letter !== null && store.size === 16 ? letter : null
  }

  function onKeydown(e: KeyboardEvent): void {
    const ctrl = e.ctrlKey || e.metaKey
    if (ctrl && /^[zy]$/i.test(e.key)) return
    if (e.key === 'Backspace' || e.key === 'Delete') store.erase()
    else if (!ctrl && e.key.toLowerCase() === 'p') store.pencil = !store.pencil
    else {
      const d = digitOf(e)
      if (d === null || d > store.size) return
      if (d === 0) store.erase()
      else store.input(d, store.pencil || e.shiftKey || e.altKey || e.ctrlKey)
    }
    e.preventDefault()
  }

  return { onKeydown }
}

/** Where a key press belongs to the control itself: text fields, selects, an open dialog. */
function ownsKeys(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false
  return !!target.closest(
    'textarea, select, dialog, [contenteditable]:not([contenteditable="false"]), input:not([type="checkbox"], [type="radio"], [type="button"])',
  )
}

/**
 * The board's keys wherever focus is in the Play view: after pressing Pencil marks, a
 * number bar button, Undo, Hint or Check (focus stays on that button), a digit still
 * goes to the selected cell. The board handles its own key presses first (and marks
 * them handled); text fields, the Difficulty select and dialogs keep theirs. Enter and
 * Space are not board keys, so a focused button still presses on them.
 */
export function usePlayViewKeys() {
  const { view } = useView()
  const { onKeydown } = usePlayKeys()
  useEventListener(document, 'keydown', (e: KeyboardEvent) => {
    if (view.value !== 'play' || e.defaultPrevented || ownsKeys(e.target)) return
    onKeydown(e)
  })
}

/**
 * Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo, wherever focus is in the Play view
 * (after pressing Check, say), except in a text field, whose own undo comes first.
 */
export function usePlayUndoKeys() {
  const store = usePlayStore()
  const { view } = useView()
  useEventListener(document, 'keydown', (e: KeyboardEvent) => {
    if (view.value !== 'play' || !(e.ctrlKey || e.metaKey)) return
    if ((e.target as HTMLElement).closest('input, textarea, select')) return
    const key = e.key.toLowerCase()
    if (key === 'z' && e.shiftKey) store.redo()
    else if (key === 'z') store.undo()
    else if (key === 'y') store.redo()
    else return
    e.preventDefault()
  })
}
