/**
 * The share link, for the whole app (docs/contracts/links.md): the
 * puzzle, algorithm and step a link names are loaded, and from then on the URL
 * follows the solve, whichever view is shown (useUrlState does both).
 *
 * App.vue calls providePuzzleLink once, with when to start: when the Solve view is
 * first mounted, so the solve of the linked (or starter) puzzle waits for the view
 * the page opened on, as it always has. The import panel (usePuzzleLink) shows
 * what was wrong with a link, and puts a link's puzzle text that could not be read
 * in its box, so the error can point into it.
 */
import {
  computed,
  effectScope,
  inject,
  provide,
  shallowRef,
  watch,
  type InjectionKey,
  type Ref,
} from 'vue'
import { useUrlState } from './useUrlState'

export interface PuzzleLink {
  /** What was wrong with the link, in words (null when nothing). */
  message: Readonly<Ref<string | null>>
  /** The link's puzzle text when it could not be loaded (for the import box), or null. */
  text: Readonly<Ref<string | null>>
  /** Settles once what the link names (or the starter puzzle) is loaded, or failed to. */
  ready: Promise<void>
}

const PUZZLE_LINK: InjectionKey<PuzzleLink> = Symbol('puzzle link')

/** Read the link once `when()` first holds, keep the URL in step after; for the components below. */
export function providePuzzleLink(when: () => boolean = () => true): PuzzleLink {
  const text = shallowRef<string | null>(null)
  const state = shallowRef<ReturnType<typeof useUrlState> | null>(null)
  const message = computed(() => state.value?.linkMessage.value ?? null)
  let settle = () => {}
  const ready = new Promise<void>((resolve) => (settle = resolve))
  // Started later than setup, yet stopped with the component that provides it.
  const scope = effectScope()
  watch(
    when,
    (on) => {
      if (!on || state.value) return
      state.value = scope.run(() => useUrlState({ showText: (t) => (text.value = t) })) ?? null
      void state.value?.ready.then(settle)
    },
    { immediate: true },
  )
  const link: PuzzleLink = { message, text, ready }
  provide(PUZZLE_LINK, link)
  return link
}

/** The app's share link (providePuzzleLink), or null where none was provided. */
export function usePuzzleLink(): PuzzleLink | null {
  return inject(PUZZLE_LINK, null)
}
