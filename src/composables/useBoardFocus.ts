import { nextTick, onBeforeUnmount, onMounted, type Ref } from 'vue'

/**
 * Focus the shown board's tab stop (its grid's one focusable cell), or the main
 * content when the view shows no board. What "Skip to board" does, and where focus
 * goes when the control that held it leaves the page.
 */
export function focusShownBoard(): void {
  const main = document.querySelector<HTMLElement>('main')
  const grids = main?.querySelectorAll<HTMLElement>('[role="grid"]') ?? []
  const grid = [...grids].find((g) => g.getClientRects().length > 0)
  const target = grid?.querySelector<HTMLElement>('[tabindex="0"]') ?? main
  target?.focus()
  target?.scrollIntoView({ block: 'nearest' })
}

/**
 * A panel that appears in place of the control that had focus (the number bar, when the
 * last digit solves the game; Accept singles, disabled once it is) takes focus on its
 * first button, since focus would otherwise fall to the page; and when the panel goes while focus is in it, focus goes
 * to the board, where the keys act, not to the page's start.
 */
export function usePanelFocus(panel: Ref<HTMLElement | null>): void {
  onMounted(() => {
    // Focus that fell to the page, or rests on a control the finished game disabled.
    const active = document.activeElement
    const lost = !active || active === document.body || active.matches(':disabled')
    if (!lost) return
    panel.value?.querySelector<HTMLElement>('button:not([disabled])')?.focus()
  })
  onBeforeUnmount(() => {
    // In the panel, or fallen to the page when its button was disabled (Next puzzle
    // while the puzzle is made).
    const active = document.activeElement
    if (!active || active === document.body || panel.value?.contains(active))
      void nextTick(focusShownBoard)
  })
}
