/**
 * The URL as the address of one moment of one solve:
 *
 *   /?p=4...3.......6..8...&a=detour&s=123&c=hardest-87&n=12#/solve
 *      p  the puzzle, one line, '.' for an empty cell (81 characters for 9x9)
 *      a  the algorithm id
 *      s  the step the replay stands at (left out at 0)
 *      c  the built-in collection the puzzle came from, and
 *      n  its number there (from 1): with these the puzzle keeps its name after
 *         a reload ("The 87 hardest #12"); `p` still says which puzzle it is,
 *         and wins when the two disagree
 *
 * A puzzle from nowhere in particular (pasted, opened from a file) keeps its
 * name for the tab's life in sessionStorage, so a reload does not rename it.
 *
 * Only the query is ours: the hash (the app's views, `#/solve`, `#/compare`) and
 * any other query keys are left as they are. The URL is rewritten with
 * `history.replaceState` (no history entries), at most every THROTTLE_MS, and not
 * while playback runs: `s` follows when playback pauses or the user seeks.
 *
 * `useUrlState` is called once, from ImportPanel (the panel owns loading, so it
 * also loads what a link names). If the store already holds a puzzle when it
 * starts (the view was mounted again), it only keeps the URL in step.
 */
import { useEventListener, useThrottleFn } from '@vueuse/core'
import { storeToRefs } from 'pinia'
import { computed, shallowRef, watch } from 'vue'
import { COLLECTIONS, loadCollection } from '@/collections'
import {
  serialize,
  getAlgorithm,
  parsePuzzle,
  validatePuzzle,
  type ParseError,
  type Puzzle,
} from '@/engine'
import { useSolveStore, type PuzzleOrigin } from '@/stores/solve'

export const URL_KEYS = {
  puzzle: 'p',
  algorithm: 'a',
  step: 's',
  collection: 'c',
  number: 'n',
} as const
/** sessionStorage key of the last puzzle's name: `{ line, source }`. */
const NAME_KEY = 'sudoku-lab:puzzle-name'
export const THROTTLE_MS = 300
/**
 * Longest `p` read from a link. The longest puzzle is a 25x25 one-liner (625
 * characters); the margin lets a slightly wrong paste reach the parser, whose
 * error names the line and column, rather than this blunt refusal.
 */
export const MAX_PARAM_LENGTH = 1024

export interface UrlState {
  /** The puzzle as one line, or null when the URL names none. */
  puzzle: string | null
  algorithm: string | null
  /** The step position (0 when absent). */
  step: number
  /** The collection and number the puzzle came from, or null. */
  origin: PuzzleOrigin | null
  /** Why a value in the URL was ignored, for the user. */
  problems: string[]
}

/** A link's `p` in the one-line form (it may use 0 for empty cells), or the text as it is. */
function normalLine(text: string): string {
  const parsed = parsePuzzle(text)
  return parsed.ok ? puzzleParam(parsed.puzzle) : text
}

/** The one-line form of a puzzle, '.' for an empty cell. */
export function puzzleParam(p: Puzzle): string {
  return serialize(p, 'line')
}

/** Read our keys from a query string (`?p=...&a=...&s=...`, with or without the `?`). */
export function readUrlState(search: string): UrlState {
  const q = new URLSearchParams(search)
  const problems: string[] = []
  const p = q.get(URL_KEYS.puzzle)?.trim() || null
  const a = q.get(URL_KEYS.algorithm)?.trim() || null
  const s = q.get(URL_KEYS.step)?.trim() ?? ''
  let step = 0
  if (/^\d{1,9}$/.test(s)) step = Number(s)
  else if (s !== '')
    problems.push(
      `The step "${s.slice(0, 20)}" in the link is not a step number; starting at the first step.`,
    )
  const c = q.get(URL_KEYS.collection)?.trim() || null
  const n = q.get(URL_KEYS.number)?.trim() ?? ''
  const origin = c && /^\d{1,7}$/.test(n) ? { collectionId: c, number: Number(n) } : null
  return { puzzle: p, algorithm: a, step, origin, problems }
}

/**
 * The address with our keys set to `state` (a null puzzle or algorithm removes
 * its key, step 0 removes `s`); the path, other keys and the hash stay as they are.
 * Returns path + query + hash, ready for `history.replaceState`.
 */
export function writeUrlState(
  href: string,
  state: Pick<UrlState, 'puzzle' | 'algorithm' | 'step'> & { origin?: PuzzleOrigin | null },
): string {
  const url = new URL(href)
  const q = url.searchParams
  const set = (key: string, value: string | null) =>
    value === null ? q.delete(key) : q.set(key, value)
  set(URL_KEYS.puzzle, state.puzzle)
  set(URL_KEYS.algorithm, state.algorithm)
  set(URL_KEYS.step, state.step > 0 ? String(Math.floor(state.step)) : null)
  set(URL_KEYS.collection, state.origin?.collectionId ?? null)
  set(URL_KEYS.number, state.origin ? String(state.origin.number) : null)
  const search = q.toString()
  return `${url.pathname}${search ? `?${search}` : ''}${url.hash}`
}

export type LinkPuzzle =
  { ok: true; puzzle: Puzzle; formatName: string } | { ok: false; error: ParseError | string }

/** The puzzle a link's `p` names, or why it cannot be used. */
export function parseLinkPuzzle(text: string): LinkPuzzle {
  if (text.length > MAX_PARAM_LENGTH)
    return {
      ok: false,
      error: `The puzzle in the link is ${text.length.toLocaleString('en')} characters long; a link's puzzle can have at most ${MAX_PARAM_LENGTH.toLocaleString('en')} (a 25x25 puzzle has 625).`,
    }
  const parsed = parsePuzzle(text)
  if (!parsed.ok) return { ok: false, error: parsed.error }
  const problems = validatePuzzle(parsed.puzzle)
  if (problems.length) return { ok: false, error: `Conflicting givens: ${problems.join('; ')}.` }
  return { ok: true, puzzle: parsed.puzzle, formatName: parsed.formatName }
}

export interface UrlStateOptions {
  /** Show a link's puzzle text that could not be loaded, so its error can be pointed at. */
  showText?: (text: string) => void
}

export function useUrlState(options: UrlStateOptions = {}) {
  const store = useSolveStore()
  const { puzzle, algorithmId, cursor, playing, status, origin, source } = storeToRefs(store)
  /** What was wrong with the link, in words (null when nothing). */
  const linkMessage = shallowRef<string | null>(null)

  /** What the URL should say now, or null while there is nothing steady to say. */
  function stateNow() {
    if (!puzzle.value || status.value === 'solving') return null
    return {
      puzzle: puzzleParam(puzzle.value),
      algorithm: algorithmId.value,
      step: cursor.value,
      origin: origin.value,
    }
  }
  // The name of a puzzle from nowhere in particular, for a reload of this tab.
  watch([puzzle, source], ([p, name]) => {
    if (!p || !name) return
    try {
      sessionStorage.setItem(NAME_KEY, JSON.stringify({ line: puzzleParam(p), source: name }))
    } catch {
      // Storage blocked: a reload then calls the puzzle "Shared link".
    }
  })
  function savedName(line: string): string | null {
    try {
      const saved = JSON.parse(sessionStorage.getItem(NAME_KEY) ?? 'null') as {
        line?: unknown
        source?: unknown
      } | null
      return saved?.line === line && typeof saved.source === 'string' ? saved.source : null
    } catch {
      return null
    }
  }

  /** The puzzle a link's collection and number name, when it is the link's `p` too (or `p` is absent). */
  async function fromCollection(state: UrlState): Promise<boolean> {
    if (!state.origin) return false
    const loaded = await loadCollection(state.origin.collectionId)
    const p = loaded.ok ? loaded.collection.puzzles[state.origin.number - 1] : undefined
    if (!loaded.ok || !p) return false
    if (state.puzzle && puzzleParam(p) !== normalLine(state.puzzle)) return false
    await store.loadPuzzle(p, {
      formatName: loaded.collection.formatName,
      source: `${loaded.collection.info.name} #${state.origin.number}`,
      origin: state.origin,
      seekTo: state.step,
      background: true,
    })
    return true
  }
  /** Playback moves the cursor every frame: the URL follows only when it stops. */
  const wanted = computed(() => (playing.value ? null : stateNow()))

  function write(state: ReturnType<typeof stateNow>): void {
    if (!state) return
    const next = writeUrlState(window.location.href, state)
    const here = `${window.location.pathname}${window.location.search}${window.location.hash}`
    if (next !== here) window.history.replaceState(window.history.state, '', next)
  }
  const writeNow = () => write(stateNow())
  const writeSoon = useThrottleFn(() => write(wanted.value), THROTTLE_MS, true, true)
  watch(wanted, (state) => state && writeSoon())
  // Leaving mid-play or right after a seek still leaves the latest step in the URL.
  useEventListener(window, 'pagehide', writeNow)

  async function loadStarter(): Promise<void> {
    const starter = COLLECTIONS[0]!
    const loaded = await loadCollection(starter.id)
    if (!loaded.ok) {
      linkMessage.value = loaded.message
      return
    }
    const first = loaded.collection.puzzles[0]
    if (first)
      void store.loadPuzzle(first, {
        formatName: loaded.collection.formatName,
        source: `${starter.name} #1`,
        origin: { collectionId: starter.id, number: 1 },
        background: true,
      })
  }

  /** Load what the URL names, or the first starter puzzle; never throws. */
  async function start(): Promise<void> {
    if (store.puzzle) return
    const state = readUrlState(window.location.search)
    const problems = [...state.problems]
    if (state.algorithm) {
      if (getAlgorithm(state.algorithm)) await store.setAlgorithm(state.algorithm)
      else
        problems.push(
          `The link names an algorithm "${state.algorithm.slice(0, 30)}" that this app does not have; using ${getAlgorithm(algorithmId.value)?.name ?? algorithmId.value}.`,
        )
    }
    linkMessage.value = problems.length ? problems.join(' ') : null
    if (await fromCollection(state)) return
    if (!state.puzzle) return loadStarter()
    const link = parseLinkPuzzle(state.puzzle)
    if (link.ok) {
      await store.loadPuzzle(link.puzzle, {
        formatName: link.formatName,
        source: savedName(puzzleParam(link.puzzle)) ?? 'Shared link',
        seekTo: state.step,
        background: true,
      })
      return
    }
    // Keep the page useful: show the starter puzzle, and the link's text with its error.
    options.showText?.(state.puzzle)
    await loadStarter()
    if (typeof link.error === 'string')
      store.reportLoadError({ message: link.error, line: null, column: null })
    else
      store.reportLoadError({
        ...link.error,
        message: `The puzzle in the link could not be read. ${link.error.message}`,
      })
  }

  const ready = start().catch((e: unknown) => {
    linkMessage.value = `The puzzle in the link could not be loaded: ${(e as Error).message}`
  })

  return { linkMessage, ready, writeNow }
}
