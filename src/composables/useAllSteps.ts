/**
 * The I/O of "All steps here" (TechniqueAllSteps.vue): at the position the replay
 * shows, every deduction each technique that is on finds, searched on a worker of
 * its own (workers/steps-client.ts) so a long chain search never freezes the page.
 * It searches again once the cursor has settled while playback is paused (a newer
 * search ends the one running: tokens tell their answers apart), hears each
 * technique's list as it is done and how far a long search is, and applies a
 * deduction: the position after it is loaded into the Solve view.
 */
import { storeToRefs } from 'pinia'
import { computed, onBeforeUnmount, ref, shallowRef, watch } from 'vue'
import { techniqueName, type Deduction } from '@/engine'
import { useSolveStore } from '@/stores/solve'
import { useTechniquesStore } from '@/stores/techniques'
import { SolveCancelled } from '@/workers/solve-client'
import type { Position, StepGroup } from '@/workers/solve-types'
import { createStepsClient } from '@/workers/steps-client'

/** Wait this long after the cursor stops before searching (stepping quickly searches once). */
export const SETTLE_MS = 250

export function useAllSteps(hooks: { letGo: () => void }) {
  const solve = useSolveStore()
  const { puzzle, geometry, cells, cursor, log, playing, candidates, source } = storeToRefs(solve)
  const { allowed } = storeToRefs(useTechniquesStore())

  const client = createStepsClient()
  const groups = shallowRef<StepGroup[]>([])
  const searching = ref(false)
  /** The technique being searched, or null. */
  const current = ref<string | null>(null)
  /** What the technique being searched has found so far (its progress). */
  const currentFound = ref(0)
  const failed = ref<string | null>(null)
  /** Why the uniqueness techniques are left out at this position, or null. */
  const skipped = ref<string | null>(null)
  /** The step the list belongs to, or null before the first search. */
  const searchedAt = ref<number | null>(null)
  /** The position the list belongs to. */
  const position = shallowRef<Position | null>(null)
  const applying = ref(false)
  /** What the last search that ran to its end was asked: the log, the step and the techniques. */
  let finished: { log: unknown; at: number; techniques: unknown } | null = null
  let token = 0
  let timer: ReturnType<typeof setTimeout> | undefined

  /** The position shown: every digit on the board, and the candidates when the algorithm keeps them. */
  function positionShown(): Position | null {
    const p = puzzle.value
    if (!p || !geometry.value) return null
    const cs = cells.value
    return {
      size: p.size,
      meta: p.meta,
      givens: cs.map((c) => c.value),
      // An algorithm that keeps no candidates (naive, dancing links) shows none: the digits decide.
      ...(candidates.value === 'kept' ? { candidates: cs.map((c) => (c.value ? 0 : c.mask)) } : {}),
      placed: cs.filter((c) => c.value && c.how !== 'given').map((c) => c.index),
    }
  }

  async function search(): Promise<void> {
    const at = positionShown()
    if (!at) return
    const mine = ++token
    position.value = at
    finished = null
    hooks.letGo()
    groups.value = []
    failed.value = null
    skipped.value = null
    searchedAt.value = cursor.value
    if (at.givens.every((d) => d !== 0)) {
      searching.value = false
      return
    }
    searching.value = true
    const asked = { log: log.value, at: cursor.value, techniques: allowed.value }
    const ifMine = (f: () => void) => mine === token && f()
    try {
      await client.steps(at, allowed.value, {
        onGroup: (g) => ifMine(() => (groups.value = [...groups.value, g])),
        onTechnique: (id) =>
          ifMine(() => {
            current.value = id
            currentFound.value = 0
          }),
        onSkipped: (why) => ifMine(() => (skipped.value = why)),
        onProgress: (_id, found) => ifMine(() => (currentFound.value = found)),
      })
      if (mine === token) finished = asked
    } catch (e) {
      if (mine === token && !(e instanceof SolveCancelled)) failed.value = (e as Error).message
    } finally {
      ifMine(() => {
        searching.value = false
        current.value = null
      })
    }
  }

  /** A new position (or new switches): search again once the cursor has settled and playback is paused. */
  watch(
    [cursor, log, allowed, playing],
    () => {
      clearTimeout(timer)
      hooks.letGo()
      if (playing.value) {
        // Playback moves on faster than a search: stop it, and search where it pauses.
        if (searching.value) client.cancel()
        return
      }
      // Paused where the last whole list was made, for the same solve and switches: it stands.
      const f = finished
      if (f && f.log === log.value && f.at === cursor.value && f.techniques === allowed.value)
        return
      timer = setTimeout(() => void search(), SETTLE_MS)
    },
    { immediate: true },
  )

  onBeforeUnmount(() => {
    clearTimeout(timer)
    ++token
    client.cancel()
    hooks.letGo()
  })

  /** Deductions listed so far (those of the technique being searched included). */
  const total = computed(
    () =>
      groups.value.reduce((n, g) => n + g.deductions.length, 0) +
      (searching.value ? currentFound.value : 0),
  )

  /**
   * Continue from the position after `d` (`words`: its moves in words): it is loaded
   * and solved like any puzzle, saying where it came from.
   */
  async function apply(d: Deduction, words: string): Promise<void> {
    const from = position.value
    if (!from || applying.value) return
    applying.value = true
    try {
      if (searching.value) client.cancel()
      ++token
      const next = await client.apply(from, d)
      const step = (searchedAt.value ?? 0).toLocaleString('en')
      const was = source.value || 'the puzzle'
      hooks.letGo()
      await solve.loadPuzzle(next, {
        source: `After ${techniqueName(d.technique)} (${words}) at step ${step} of ${was}`,
        placed: next.placed ?? [],
      })
    } catch (e) {
      if (!(e instanceof SolveCancelled)) failed.value = (e as Error).message
    } finally {
      applying.value = false
    }
  }

  return {
    groups,
    searching,
    current,
    failed,
    skipped,
    searchedAt,
    position,
    applying,
    total,
    apply,
  }
}
