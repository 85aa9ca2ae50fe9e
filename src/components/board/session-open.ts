import { ref, watch, type Ref } from 'vue'

/**
 * Whether a fold (a `<details>`) is open, remembered for the session (sessionStorage,
 * so a reload keeps it and a new tab starts afresh). Until the reader chooses, it is
 * open on a screen wide enough for it beside the board and shut on a phone, where the
 * board and the step buttons must fit in one view.
 */
export function useSessionOpen(name: string): Ref<boolean> {
  const key = `sudoku-lab:open:${name}`
  const stored = read(key)
  const open = ref(stored ?? !narrow())
  watch(open, (value) => {
    try {
      sessionStorage.setItem(key, value ? '1' : '0')
    } catch {
      // Storage refused (private mode, quota): the choice lasts while the page does.
    }
  })
  return open
}

function read(key: string): boolean | null {
  try {
    const value = sessionStorage.getItem(key)
    return value === null ? null : value === '1'
  } catch {
    return null
  }
}

/** A phone-sized window (the Solve view's one-column layout, under 760 px). */
function narrow(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(max-width: 759px)').matches
}
