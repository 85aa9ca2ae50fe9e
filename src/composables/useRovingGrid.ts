import { ref, toValue, watch, type MaybeRefOrGetter, type Ref } from 'vue'

const MOVES: Record<string, readonly [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
}

/**
 * The cell a key moves the tab stop to in an n x n grid, or null for a key the grid
 * leaves alone: arrows one cell (stopping at the edge), Home / End the first / last
 * cell of the row, Ctrl+Home / Ctrl+End the first / last cell of the grid.
 */
export function gridTarget(e: KeyboardEvent, active: number, n: number): number | null {
  if (e.altKey || e.metaKey) return null
  const r = Math.floor(active / n)
  const c = active % n
  if (e.ctrlKey) return e.key === 'Home' ? 0 : e.key === 'End' ? n * n - 1 : null
  if (e.key === 'Home') return r * n
  if (e.key === 'End') return r * n + n - 1
  const move = MOVES[e.key]
  if (!move) return null
  const clamp = (v: number) => Math.max(0, Math.min(n - 1, v))
  return clamp(r + move[0]) * n + clamp(c + move[1])
}

/**
 * Roving tabindex over an ARIA grid (one cell is the tab stop; the grid keys move it).
 * Cells carry `data-index`; bind `onKeydown` and `onFocusin` on the grid element and
 * give the cell whose index is `active` tabindex 0.
 */
export function useRovingGrid(
  grid: Readonly<Ref<HTMLElement | null>>,
  size: MaybeRefOrGetter<number>,
) {
  const active = ref(0)
  watch(
    () => toValue(size),
    (n) => {
      if (active.value >= n * n) active.value = 0
    },
  )

  function onKeydown(e: KeyboardEvent): void {
    const target = gridTarget(e, active.value, toValue(size))
    if (target === null) return
    // These keys belong to the grid while a cell has focus; every other key goes on to playback.
    e.preventDefault()
    e.stopPropagation()
    active.value = target
    grid.value?.querySelector<HTMLElement>(`[data-index="${target}"]`)?.focus()
  }

  function onFocusin(e: FocusEvent): void {
    const index = (e.target as HTMLElement).closest('[data-index]')?.getAttribute('data-index')
    if (index != null) active.value = Number(index)
  }

  return { active, onKeydown, onFocusin }
}
