/**
 * Pastes too large for a textarea. Chromium needed 39 s of one main-thread task to
 * put 60 MB into a bare textarea (the app's own box: 47 s), where opening the same
 * text as a file takes about 10 s in a worker with the page free. So a paste longer
 * than LARGE_PASTE never reaches the box: its `paste` event is cancelled and the
 * text goes to the path that opens files (the user collection's `read`, in the
 * collection worker).
 *
 * The text goes to the worker as a string, not wrapped in a File: posting a 60 MB
 * string took 0.17 s here, building a File of it (UTF-8 encoding, a copy into blob
 * storage) 1.2 s. Reading it off the clipboard (`getData`) costs what it costs: 0.6
 * to 1.9 s here, the one long task left.
 */
import { useEventListener } from '@vueuse/core'
import type { MaybeRefOrGetter } from 'vue'
import { megabytes } from './useFileDrop'

/**
 * Pasted texts longer than this (characters) are read as a collection, off the box.
 * A megabyte is about 12,000 one-line puzzles, which a textarea takes in a fraction
 * of a second, and far more than any one puzzle needs (a bordered 25x25 grid is a
 * few kilobytes); 60 times more froze the page for most of a minute.
 */
export const LARGE_PASTE = 1_000_000

/** The name a large paste is read under (what "Your collection: …" shows). */
export const PASTED_NAME = 'Pasted text'

/** What the user is told once a large paste is read as a collection. */
export function pastedNote(length: number): string {
  return `Pasted ${megabytes(length)}: loaded as a collection, as if opened from a file.`
}

/**
 * Listen for pastes on `target`; a large one is cancelled (the browser never puts it
 * in the box) and its text handed to `onLarge`. Small pastes go in as usual.
 */
export function useLargePaste(
  target: MaybeRefOrGetter<HTMLElement | null | undefined>,
  onLarge: (text: string) => void,
): void {
  useEventListener(target, 'paste', (e: ClipboardEvent) => {
    const text = e.clipboardData?.getData('text/plain') ?? ''
    if (text.length <= LARGE_PASTE) return
    e.preventDefault()
    onLarge(text)
  })
}
