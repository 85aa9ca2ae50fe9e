/**
 * The URL as the address of one moment of one solve (its keys are read and written
 * by src/persistence/url.ts):
 *
 *   /?p=4...3.......6..8...&a=detour&s=123&c=hardest-87&n=12#/solve
 *      p  the puzzle, one line, '.' for an empty cell (81 characters for 9x9)
 *      a  the algorithm id
 *      s  the step the replay stands at (left out at 0)
 *      c  the built-in collection the puzzle came from, and
 *      n  its number there (from 1): with these the puzzle keeps its name after
 *         a reload ("The 87 hardest #12"); `p` still says which puzzle it is,
 *         and wins when the two disagree
 *      m  a position's placed digits and candidates (left out for a plain puzzle)
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
import { getAlgorithm } from '@/engine'
import {
  normalLine,
  parseLinkPuzzle,
  puzzleParam,
  readUrlState,
  rememberedPuzzleName,
  rememberPuzzleName,
  writeUrlState,
  type UrlState,
} from '@/persistence/url'
import { useSolveStore } from '@/stores/solve'

type MarksCodec = typeof import('@/persistence/url-marks')
/** The marks' reader and writer (url-marks.ts), loaded when first needed. */
const codec = shallowRef<MarksCodec | null>(null)
let loadingCodec: Promise<MarksCodec> | null = null
function marksCodec(): Promise<MarksCodec> {
  loadingCodec ??= import('@/persistence/url-marks').then((m) => (codec.value = m))
  return loadingCodec
}

/** The fastest the URL is rewritten while the solve moves. */
export const THROTTLE_MS = 300

export interface UrlStateOptions {
  /** Show a link's puzzle text that could not be loaded, so its error can be pointed at. */
  showText?: (text: string) => void
}

export function useUrlState(options: UrlStateOptions = {}) {
  const store = useSolveStore()
  const { puzzle, algorithmId, cursor, playing, status, origin, source, placed } =
    storeToRefs(store)
  /** What was wrong with the link, in words (null when nothing). */
  const linkMessage = shallowRef<string | null>(null)

  /** What the URL should say now, or null while there is nothing steady to say. */
  function stateNow() {
    if (!puzzle.value || status.value === 'solving') return null
    // A position keeps its placed digits and candidates (a plain puzzle: none): the
    // URL waits for the marks' writer rather than name the digits alone.
    const position = puzzle.value.candidates !== undefined || placed.value.size > 0
    if (position && !codec.value) return null
    return {
      puzzle: puzzleParam(puzzle.value),
      marks: position ? codec.value!.marksParam(puzzle.value, placed.value) : null,
      algorithm: algorithmId.value,
      step: cursor.value,
      origin: origin.value,
    }
  }
  watch([puzzle, placed], ([p, cells]) => {
    if (p && (p.candidates !== undefined || cells.size > 0)) void marksCodec()
  })
  // The name of a puzzle from nowhere in particular, for a reload of this tab.
  watch([puzzle, source], ([p, name]) => {
    if (p && name) rememberPuzzleName(puzzleParam(p), name)
  })

  /** The puzzle a link's collection and number name, when it is the link's `p` too (or `p` is absent). */
  async function fromCollection(state: UrlState): Promise<boolean> {
    if (!state.origin || state.marks) return false
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
      // The position's marks: a link whose marks do not read loads the digits alone, and says so.
      const marked = state.marks
        ? (await marksCodec()).readMarksParam(state.marks, link.puzzle)
        : link.puzzle
      if (typeof marked === 'string') linkMessage.value = [...problems, marked].join(' ')
      const position = typeof marked === 'string' ? link.puzzle : marked
      await store.loadPuzzle(position, {
        formatName: link.formatName,
        source: rememberedPuzzleName(puzzleParam(link.puzzle)) ?? 'Shared link',
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
