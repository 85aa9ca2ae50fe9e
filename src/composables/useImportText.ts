/**
 * The import text box's state: the text, the errors that belong to it, a quiet
 * "looks like" hint, and putting the caret where a parse error points.
 *
 * Nothing here is quadratic in the text: the hint waits until typing pauses and
 * skips texts over HINT_MAX_LENGTH, and the load refuses texts over the engine's
 * MAX_TEXT_LENGTH before parsing anything.
 */
import { watchDebounced } from '@vueuse/core'
import { storeToRefs } from 'pinia'
import { computed, nextTick, ref, shallowRef, type Ref } from 'vue'
import {
  MAX_TEXT_LENGTH,
  notAPuzzle,
  parseMany,
  readsAsCollection,
  type FormatId,
  type ParsedMany,
} from '@/engine'
import { useSolveStore, type LoadError } from '@/stores/solve'

export const HINT_MAX_LENGTH = 100_000
export const HINT_DELAY_MS = 400

/** What a text of each format "looks like", as the end of a sentence. */
const LOOKS_LIKE: Partial<Record<FormatId, string>> = {
  line: 'a one-line puzzle',
  sdk: 'a Sudoku Puzzle (.sdk) file',
  ss: 'a Simple Sudoku (.ss) file',
  'ss-old': 'an old-style Simple Sudoku file (X for blanks)',
  grid: 'a grid of digits, one row per line',
  bordered: 'a bordered grid',
}

/**
 * The hint of the pencil-mark formats (pencil-hint.ts), loaded when the first hint
 * is: not part of the page's first load.
 */
let pencil: typeof import('./pencil-hint') | null = null
let loadingPencil: Promise<unknown> | null = null
export function loadPencilHint(): Promise<unknown> {
  loadingPencil ??= import('./pencil-hint').then((m) => (pencil = m))
  return loadingPencil
}

import type { TextHint } from './pencil-hint'
export type { TextHint }

/**
 * The hint for a text, one or two sentences: the format it looks like (and whether
 * it reads; for a collection, how many puzzles and which lines are none), or null
 * when there is nothing to say.
 */
export function formatHint(text: string): TextHint | null {
  if (text.trim() === '' || text.length > HINT_MAX_LENGTH) return null
  const position = pencil?.pencilHint(text)
  if (position) return position
  const parsed = parseMany(text)
  const { format, formatName, entries } = parsed
  if (!format) return null
  if (format === 'collection') return collectionHint(text, parsed)
  const looks = LOOKS_LIKE[format] ?? formatName ?? format
  const first = entries[0]
  return {
    text:
      first && !first.ok
        ? `Looks like ${looks}, with a problem on line ${first.error.line}.`
        : `Looks like ${looks}.`,
    collection: false,
  }
}

/** The hint for a collection: its puzzles counted, its first line that is no puzzle named. */
function collectionHint(text: string, parsed: ParsedMany): TextHint {
  const { entries } = parsed
  // What Load reads as a collection (the collection worker asks the same question).
  if (!readsAsCollection(parsed))
    return { text: 'This does not look like a puzzle: line 1 does not read.', collection: false }
  // As the collection reader counts: puzzles of the first one's size; the rest are skipped.
  const cells = entries.find((e) => e.ok)?.puzzle.givens.length ?? 0
  const good = entries.filter((e) => e.ok && e.puzzle.givens.length === cells).length
  const bad = entries.length - good
  const opens = `Looks like a collection of ${good} ${good === 1 ? 'puzzle' : 'puzzles'}: Load puzzle opens it as your collection.`
  if (!bad) return { text: opens, collection: true }
  const lines = text.split('\n')
  const firstBad = entries.find((e) => !e.ok || e.puzzle.givens.length !== cells)
  const no = firstBad && !firstBad.ok ? firstBad.error.line : null
  const error = firstBad && !firstBad.ok ? firstBad.error : undefined
  const reason = no ? `${notAPuzzle({ no, text: lines[no - 1] ?? '' }, cells, error)}.` : ''
  const others = bad - (no ? 1 : 0)
  const more = others
    ? ` ${others} more ${others === 1 ? 'line is' : 'lines are'} not ${others === 1 ? 'a puzzle' : 'puzzles'}.`
    : ''
  return {
    text: `${opens} ${reason}${more} Lines that are not puzzles are skipped.`,
    collection: true,
  }
}

/** The character offset of a 1-based line and column in a text with "\n" line breaks. */
export function textOffset(text: string, line: number, column: number): number {
  let start = 0
  for (let l = 1; l < line; l++) {
    const next = text.indexOf('\n', start)
    if (next < 0) return text.length
    start = next + 1
  }
  const end = text.indexOf('\n', start)
  const lineEnd = end < 0 ? text.length : end
  return Math.min(start + Math.max(0, column - 1), lineEnd)
}

/** What a text box holds: one kind of line break, no byte order mark (as the engine counts). */
export function normaliseText(text: string): string {
  return text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n')
}

export function useImportText(textarea: Readonly<Ref<HTMLTextAreaElement | null>>) {
  const store = useSolveStore()
  const { loadError } = storeToRefs(store)
  const text = ref('')
  /** Problems found before the engine is asked: nothing pasted, too long, a bad file. */
  const localError = shallowRef<string | null>(null)
  const hint = shallowRef<TextHint | null>(null)
  watchDebounced(
    text,
    async (t) => {
      await loadPencilHint()
      if (t === text.value) hint.value = formatHint(t)
    },
    { debounce: HINT_DELAY_MS },
  )

  /**
   * The hint for the text as it is now, not as it was when typing last paused: Load
   * reads it at once (a paste then Load within the debounce must not race it).
   */
  function hintNow(): TextHint | null {
    hint.value = formatHint(text.value)
    return hint.value
  }

  const error = computed<LoadError | null>(() =>
    localError.value ? { message: localError.value, line: null, column: null } : loadError.value,
  )

  /** Select the character the error points at (and bring it into view). */
  function showErrorPlace(focus: boolean): void {
    const el = textarea.value
    const e = error.value
    if (!el || !e || e.line === null || e.column === null) return
    const at = textOffset(el.value, e.line, e.column)
    const lineEnd = el.value.indexOf('\n', at)
    const to = Math.min(at + 1, lineEnd < 0 ? el.value.length : lineEnd)
    if (focus) el.focus()
    el.setSelectionRange(at, to)
    const lineHeight = parseFloat(getComputedStyle(el).lineHeight) || 20
    const top = (e.line - 1) * lineHeight
    if (top < el.scrollTop || top > el.scrollTop + el.clientHeight - lineHeight)
      el.scrollTop = Math.max(0, top - el.clientHeight / 2)
  }

  /** Put a text in the box (a file, a link) without loading it. */
  function setText(t: string): void {
    text.value = normaliseText(t)
  }

  async function load(from = 'Pasted text', focus = true): Promise<boolean> {
    localError.value = null
    if (text.value.trim() === '') localError.value = 'Paste a puzzle first.'
    else if (text.value.length > MAX_TEXT_LENGTH)
      localError.value = `This text has ${text.value.length.toLocaleString('en')} characters; the most that can be read is ${MAX_TEXT_LENGTH.toLocaleString('en')}. Paste one puzzle, or open a smaller file.`
    if (localError.value) {
      store.clearLoadError()
      return false
    }
    const ok = await store.loadText(text.value, from)
    if (!ok) {
      await nextTick()
      showErrorPlace(focus)
    }
    return ok
  }

  /** The user edited the text: whatever was wrong with the old text no longer applies. */
  function edited(): void {
    localError.value = null
    if (loadError.value) store.clearLoadError()
  }

  function fail(message: string): void {
    store.clearLoadError()
    localError.value = message
  }

  return { text, hint, hintNow, error, setText, load, edited, fail, showErrorPlace }
}
