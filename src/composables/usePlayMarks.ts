import { storeToRefs } from 'pinia'
import { computed } from 'vue'
import { usePlayStore } from '@/stores/play'

/**
 * What each cell of the Play board shows besides its digit, as BoardCell's `mark`
 * string (each word becomes a `mark-*` class; PlayBoard draws the play ones):
 *   focus     the selected cell (solid frame)
 *   same      holds the selected cell's digit (option "highlight same digit")
 *   conflict  shares its digit with a peer (as it happens, option) or found by Check (hatched)
 *   wrong     a digit Check found wrong (crossed)
 *   naked / hidden  a naked or hidden single's cell (option; a corner tag "N" / "H")
 *   hint      a cell the current hint points at (dashed frame)
 */
export function usePlayMarks() {
  const store = usePlayStore()
  const { board, selected, options, conflicts, singles, check, hint } = storeToRefs(store)
  return computed(() => {
    const values = board.value.values
    const chosen = values[selected.value] ?? 0
    const wrong = new Set(check.value?.wrong ?? [])
    const clash = new Set(
      check.value ? check.value.conflicts : options.value.conflicts ? conflicts.value : [],
    )
    const hinted = new Set(hint.value?.cells ?? [])
    return values.map((v, c) => {
      const m: string[] = []
      if (c === selected.value) m.push('focus')
      if (options.value.sameDigit && chosen && v === chosen && c !== selected.value) m.push('same')
      if (clash.has(c)) m.push('conflict')
      if (wrong.has(c)) m.push('wrong')
      if (options.value.singles && singles.value.naked.has(c)) m.push('naked')
      if (options.value.singles && singles.value.hidden.has(c)) m.push('hidden')
      if (hinted.has(c)) m.push('source')
      return m.join(' ')
    })
  })
}
