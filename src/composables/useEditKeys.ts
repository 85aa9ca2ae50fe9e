import { useEventListener } from '@vueuse/core'
import { useView } from '@/composables/useView'
import { useEditStore } from '@/stores/edit'

/**
 * The editor's keys, as Play's board takes them (usePlayKeys): a digit places it
 * (with Shift, Alt or Ctrl, or with "Candidates" on, strikes or restores that
 * candidate), letters give 10 and up on a 16x16 or 25x25 board (not with Ctrl or
 * Cmd: those are the browser's), 0 / Backspace / Delete erase, P toggles
 * "Candidates", Ctrl+Z undoes and Ctrl+Shift+Z or Ctrl+Y redo. The arrows belong to
 * the roving grid. Returns whether the key was the editor's (the caller then
 * prevents its default, so the playback shortcuts leave it alone).
 */
export interface EditKeyTarget {
  size: number
  pencil: boolean
  input(digit: number, asMark?: boolean): void
  erase(): void
  undo(): void
  redo(): void
}

/** The digit a key press means, or null: the physical key's digit (Shift turns 1 into !). */
export function keyDigit(e: KeyboardEvent, size: number): number | null {
  const m = /^(?:Digit|Numpad)(\d)$/.exec(e.code)
  const d = m ? Number(m[1]) : /^\d$/.test(e.key) ? Number(e.key) : null
  if (d !== null) return d
  if (e.ctrlKey || e.metaKey || size < 16 || !/^[a-z]$/i.test(e.key)) return null
  const letter = e.key.toUpperCase().charCodeAt(0) - 55 // A = 10
  return letter <= size ? letter : null
}

export function editKey(e: KeyboardEvent, edit: EditKeyTarget): boolean {
  const target = e.target instanceof Element ? e.target : null
  if (target?.closest('input, textarea, select')) return false
  const ctrl = e.ctrlKey || e.metaKey
  const key = e.key.toLowerCase()
  if (ctrl && key === 'z') {
    if (e.shiftKey) edit.redo()
    else edit.undo()
    return true
  }
  if (ctrl && key === 'y') {
    edit.redo()
    return true
  }
  if (e.key === 'Backspace' || e.key === 'Delete') {
    edit.erase()
    return true
  }
  // P toggles "Candidates" (on a 25x25 board, P is the digit 25 instead).
  if (!ctrl && key === 'p' && edit.size < 25) {
    edit.pencil = !edit.pencil
    return true
  }
  const d = keyDigit(e, edit.size)
  if (d === null || d > edit.size) return false
  if (d === 0) edit.erase()
  else edit.input(d, edit.pencil || e.shiftKey || e.altKey || e.ctrlKey)
  return true
}

/**
 * The editor's keys wherever focus is in the Solve view (after pressing a digit button,
 * Undo or Candidates, focus stays on that button); dialogs and text fields keep theirs.
 * Held while the editor (EditPosition) is mounted.
 */
export function useEditKeys(): void {
  const edit = useEditStore()
  const { view } = useView()
  useEventListener(document, 'keydown', (e: KeyboardEvent) => {
    // The Solve view stays mounted behind the others: the keys are its own only while shown.
    if (
      view.value !== 'solve' ||
      e.defaultPrevented ||
      (e.target instanceof Element && e.target.closest('dialog'))
    )
      return
    if (editKey(e, edit)) e.preventDefault()
  })
}
