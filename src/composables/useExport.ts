import { useClipboard, useTimeoutFn } from '@vueuse/core'
import { storeToRefs } from 'pinia'
import { computed, shallowRef, watchEffect, type Ref } from 'vue'
import { serialize, type ExportFormat, type Puzzle } from '@/engine'
import { positionAt } from '@/board/position'
import { downloadFile } from '@/persistence/download'
import { useSolveStore } from '@/stores/solve'
import { solving } from '@/services/solving'

export interface ExportFormatChoice {
  id: ExportFormat
  name: string
  extension: string
  /** Writes the position at the current step (digits and candidates), not the puzzle. */
  position: boolean
}

export const EXPORT_FORMATS: ExportFormatChoice[] = [
  { id: 'line', name: 'One line', extension: 'txt', position: false },
  { id: 'sdk', name: 'Sudoku Puzzle (.sdk)', extension: 'sdk', position: false },
  { id: 'ss', name: 'Simple Sudoku (.ss)', extension: 'ss', position: false },
  { id: 'pm-grid', name: 'Pencil-mark grid', extension: 'txt', position: true },
  { id: 'candidates-81', name: 'Candidates of 81 cells', extension: 'txt', position: true },
  { id: 'hodoku', name: 'HoDoKu library line', extension: 'txt', position: true },
]

/** The text an export shows, or why there is none. */
export interface ExportedText {
  text: string
  problem: string | null
}

/**
 * The Export sheet's I/O: the Solve store's puzzle (or the position the board shows)
 * written in `format` (the pencil-mark formats by a worker that has them), copied to
 * the clipboard (the old way where there is no Clipboard API: `box`, selected) or
 * saved as a file; `message` says what happened, for four seconds.
 */
export function useExport(format: Ref<ExportFormat>, box: Ref<HTMLTextAreaElement | null>) {
  const store = useSolveStore()
  const { puzzle, source, cursor, candidates } = storeToRefs(store)
  const chosen = computed(() => EXPORT_FORMATS.find((f) => f.id === format.value)!)
  const message = shallowRef('')
  const { copy, isSupported } = useClipboard()
  const { start: clearMessageSoon } = useTimeoutFn(() => (message.value = ''), 4000, {
    immediate: false,
  })

  function say(text: string): void {
    message.value = text
    clearMessageSoon()
  }

  /** The position the board shows: the replay's current step (its candidates, when kept). */
  function shownPosition(): Puzzle | null {
    void cursor.value // the replayer is not reactive; the cursor says when it moved
    const p = puzzle.value
    const r = store.replayer
    return p && r ? positionAt(p, r, candidates.value === 'kept') : p
  }

  const exported = shallowRef<ExportedText>({ text: '', problem: null })
  /** Each export gets a number; only the newest one's text is shown. */
  let writing = 0
  watchEffect(() => {
    const token = ++writing
    const f = chosen.value
    const p = f.position ? shownPosition() : puzzle.value
    if (!p) {
      exported.value = { text: '', problem: 'Load a puzzle to export it.' }
      return
    }
    const cannot = {
      text: '',
      // .sdk, .ss and the pencil-mark forms describe 9x9 puzzles only.
      problem: `A ${p.size}x${p.size} puzzle can only be exported as one line.`,
    }
    if (!f.position) {
      try {
        exported.value = { text: serialize(p, f.id), problem: null }
      } catch {
        exported.value = cannot
      }
      return
    }
    // The pencil-mark formats are written by a worker that has them (services/solving.ts).
    exported.value = { text: '', problem: null }
    solving.write(p, f.id).then(
      (text) => token === writing && (exported.value = { text, problem: null }),
      () => token === writing && (exported.value = cannot),
    )
  })

  async function copyText(): Promise<void> {
    if (isSupported.value) {
      await copy(exported.value.text)
      return say('Copied')
    }
    // No Clipboard API (a page served over plain http): select the text, try the old way.
    const el = box.value
    el?.focus()
    el?.select()
    const copied = el !== null && document.execCommand?.('copy') === true
    say(
      copied
        ? 'Copied'
        : 'This browser does not allow copying here. The text is selected: press Ctrl+C (⌘C on a Mac).',
    )
  }

  /** "The 87 hardest #1" -> "the-87-hardest-1". */
  function fileBase(): string {
    const slug = source.value
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
    return slug.slice(0, 60) || 'sudoku'
  }

  function download(): void {
    const fileName = `${fileBase()}.${chosen.value.extension}`
    downloadFile(exported.value.text, fileName, 'text/plain')
    say(`Saved as ${fileName}`)
  }

  return { chosen, exported, message, copyText, download }
}
