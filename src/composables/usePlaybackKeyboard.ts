import { useEventListener } from '@vueuse/core'
import { useSolveStore } from '@/stores/solve'
import { useView } from './useView'

/** Keys a slider moves its value by: the page must not take them over. */
const SLIDER_KEYS = new Set([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
])
/** The keys playback answers to, besides Space. */
const PLAYBACK_KEYS = new Set(['ArrowRight', 'ArrowLeft', 'Home', 'End', 'PageDown', 'PageUp'])
/** Keys the board grid moves between cells by (useRovingGrid); Page Up / Down are playback's. */
const GRID_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'])

function isSpace(e: KeyboardEvent): boolean {
  return e.key === ' ' || e.key === 'Spacebar'
}

function onBoard(e: KeyboardEvent): boolean {
  return e.target instanceof Element && e.target.closest('[role="grid"]') !== null
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
  // The board keeps its own arrow / Home / End navigation and a slider its value keys
  // (the step list preventDefaults the keys it uses, which the first check above honours).
  if (SLIDER_KEYS.has(e.key) && target.closest('[role="slider"]')) return false
  if (GRID_KEYS.has(e.key) && target.closest('[role="grid"]')) return false
  return true
}

/**
 * Page-wide playback shortcuts: Space plays or pauses, ArrowRight / ArrowLeft step,
 * Home / End go to the start / end, PageDown / PageUp jump to the next / previous guess.
 *
 * Only while the Solve view is shown (it stays mounted behind the others, whose pages
 * scroll with these keys). Keys typed into a text field, select or contenteditable are
 * left alone, as are arrows, Home and End inside the board grid (Page Up / Down there
 * jump between guesses) and a slider's keys. Space on a focused button presses that
 * button (so a focused Play button toggles once, not twice). Every key handled here is
 * `preventDefault`ed, also when it has nothing to do (no guess left to jump to; on the
 * board, no solve yet): a key that sometimes scrolls the page takes the board out of view.
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
    if (view.value !== 'solve' || !shouldHandle(e)) return
    if (store.log) {
      if (act(e)) e.preventDefault()
    } else if (onBoard(e) && (isSpace(e) || PLAYBACK_KEYS.has(e.key))) {
      // No solve yet: the keys are still the board's, not the page's.
      e.preventDefault()
    }
  })
}
