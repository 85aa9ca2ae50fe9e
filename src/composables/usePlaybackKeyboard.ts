import { useEventListener } from '@vueuse/core'
import { useSolveStore } from '@/stores/solve'
import { useView } from './useView'

/** Keys whose native job in a grid, listbox or slider we must not take over. */
const NAVIGATION_KEYS = new Set([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
])

function isSpace(e: KeyboardEvent): boolean {
  return e.key === ' ' || e.key === 'Spacebar'
}

/** Elements where keys type text or change a value: the page leaves their keys alone. */
export function isEditable(el: Element): boolean {
  if (el instanceof HTMLElement && el.isContentEditable) return true
  if (el.closest('[contenteditable]:not([contenteditable="false"])')) return true
  return el.matches('textarea, select, input')
}

/** Elements that Space (or Enter) activates natively: a focused button gets its own press. */
function isActivatable(el: Element): boolean {
  return el.matches(
    'button, summary, a[href], [role="button"], [role="link"], [role="checkbox"], [role="switch"], [role="tab"], [role="menuitem"]',
  )
}

/**
 * Whether the playback shortcuts should handle this key press, given where it
 * happened. Exported for tests.
 */
export function shouldHandle(e: KeyboardEvent): boolean {
  if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return false
  const target = e.target instanceof Element ? e.target : null
  if (!target) return true
  if (isSpace(e)) {
    // A range input ignores Space, so playing from a just-moved slider is fine.
    if (target.matches('input[type="range"]')) return true
    return !isEditable(target) && !isActivatable(target)
  }
  if (isEditable(target)) return false
  // The board keeps its own arrow / Home / End navigation (the step list
  // preventDefaults the keys it uses, which the first check above honours).
  if (NAVIGATION_KEYS.has(e.key) && target.closest('[role="grid"], [role="slider"]')) return false
  return true
}

/**
 * Page-wide playback shortcuts: Space plays or pauses, ArrowRight / ArrowLeft step,
 * Home / End go to the start / end, PageDown / PageUp jump to the next / previous guess.
 *
 * Keys typed into a text field, select or contenteditable are left alone, as are
 * arrows, Home and End inside the board grid. Space on a focused button presses
 * that button (so a focused Play button toggles once, not twice). Handled keys are
 * `preventDefault`ed so Space does not scroll the page.
 */
export function usePlaybackKeyboard() {
  const store = useSolveStore()
  // The Solve view stays mounted behind the others: its keys are its own.
  const { view } = useView()

  function act(e: KeyboardEvent): boolean {
    if (isSpace(e)) {
      if (!e.repeat) store.togglePlay()
      return true
    }
    switch (e.key) {
      case 'ArrowRight':
        store.stepForward()
        return true
      case 'ArrowLeft':
        store.stepBack()
        return true
      case 'Home':
        store.toStart()
        return true
      case 'End':
        store.toEnd()
        return true
      case 'PageDown':
        store.jumpToGuess(1)
        return true
      case 'PageUp':
        store.jumpToGuess(-1)
        return true
    }
    return false
  }

  useEventListener(window, 'keydown', (e: KeyboardEvent) => {
    if (view.value !== 'solve' || !store.log || !shouldHandle(e)) return
    if (act(e)) e.preventDefault()
  })
}
