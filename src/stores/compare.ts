import { defineStore } from 'pinia'
import { computed, ref, shallowRef, watch } from 'vue'
import { findCollection } from '@/collections'
import { ALGORITHMS, getAlgorithm, isUserAlgorithm } from '@/engine'
import { runFraction } from '@/bench/run-record'
import type { BenchProgress, BenchRun, Workload } from '@/bench/types'
import { comparison } from '@/services/comparison'
import { readPastedText, sourceOf, type PastedWorkload } from '@/services/workload'
import {
  resolveWorkload,
  solveTarget,
  workloadProblem,
  type WorkloadChoice,
} from '@/services/workload-choice'
import { useHistoryStore } from './history'
import { useSolveStore } from './solve'
import { useSolversStore } from './solvers'
import { useUserCollectionStore } from './user-collection'

export { browserName } from '@/services/comparison'
export { MAX_PASTED, readPasted, type PastedWorkload, type SkippedLine } from '@/services/workload'

export type WorkloadKind = Workload['kind']

/** Collections bigger than this offer "only the first N puzzles" (on by default). */
export const FIRST_N_THRESHOLD = 100

/**
 * Compare: what to compare (algorithms, workload, precision), the run under way or
 * shown, and the run of history it is set against. The work is the services':
 * reading the workload (services/workload.ts), running and saving the comparison
 * (services/comparison.ts).
 */
export const useCompareStore = defineStore('compare', () => {
  // --- What to compare ---
  const selected = ref<string[]>(
    ['detour', 'dlx', 'fast'].filter((id) => getAlgorithm(id) !== undefined),
  )
  const workloadKind = ref<WorkloadKind>('collection')
  const collectionId = ref('inkala-top10')
  const useFirstN = ref(true)
  const firstN = ref(100)
  const pastedText = ref('')
  /** Your collection: the whole of it, or a random sample of `sampleSize` puzzles. */
  const userWhole = ref(false)
  const sampleSize = ref(100)
  /**
   * Precise timing: more rounds (policy.ts ROUNDS: 5 to 25, until the intervals are
   * narrow or 3 s have passed) for a tighter 95% interval; off, the quick default
   * (QUICK_ROUNDS: from 3, 1 s) gives a first figure in about a third of the wait.
   */
  const precise = ref(false)

  // --- The run ---
  const running = ref(false)
  /** One entry per algorithm of the running (or last) comparison, in run order. */
  const progress = ref<BenchProgress[]>([])
  /** Rating the puzzles after the timing (the results are final by then): how many are rated, or null when not rating. */
  const rating = ref<{ done: number; total: number } | null>(null)
  const run = shallowRef<BenchRun | null>(null)
  /** An earlier run the table compares the current one with (set by the History panel). */
  const compareWith = shallowRef<BenchRun | null>(null)
  /** A puzzle of the results picked for the Race (it takes it on its next Start), or null. */
  const racePuzzle = shallowRef<{ line: string; source: string } | null>(null)
  const error = ref<string | null>(null)

  const solve = useSolveStore()
  const user = useUserCollectionStore()
  const history = useHistoryStore()
  const solvers = useSolversStore()
  // A solver of yours that is removed is no longer asked for (its saved runs keep it).
  watch(
    () => solvers.list,
    (list) => {
      const gone = selected.value.filter(
        (id) => isUserAlgorithm(id) && !list.some((s) => s.id === id),
      )
      if (gone.length) selected.value = selected.value.filter((id) => !gone.includes(id))
    },
  )
  // A saved run picked in the History panel (history.ts `picked`): shown, compared with,
  // or the newest, shown when nothing is (the results survive a reload).
  watch(
    () => history.picked,
    (p) => {
      if (p?.as === 'compare') compareWith.value = p.run
      else if (p && (p.as === 'show' || (!run.value && !running.value))) run.value = p.run
    },
    { flush: 'sync', immediate: true },
  )
  /** Set by cancel(); a run checks it after loading its workload and while it waits for background jobs (before the worker starts). */
  // A ref: startMeasuring watches it, so Cancel ends a wait for background jobs at once.
  const cancelRequested = shallowRef(false)

  /** The pasted text as read (services/workload.ts: a long one in the worker). */
  const { read: pastedRead, now: pastedNow } = readPastedText(pastedText)
  const pasted = computed(() => pastedRead.value.result)
  const collectionInfo = computed(() => findCollection(collectionId.value) ?? null)
  const limited = computed(
    () => (collectionInfo.value?.count ?? 0) > FIRST_N_THRESHOLD && useFirstN.value,
  )

  /** The workload chosen (services/workload-choice.ts), its pasted text read by `read`. */
  const choice = (read: () => PastedWorkload): WorkloadChoice => ({
    kind: workloadKind.value,
    current: solve.puzzle ? { puzzle: solve.puzzle, source: solve.source } : null,
    collectionId: collectionId.value,
    firstN: limited.value ? firstN.value : null,
    pasted: read,
    yours: user.collection,
    sample: userWhole.value ? null : sampleSize.value,
  })

  /** Why "Run comparison" is disabled, or null when it can run. */
  const blocker = computed<string | null>(() => {
    if (running.value) return 'A comparison is running.'
    if (!selected.value.length) return 'Choose at least one algorithm.'
    return workloadProblem(choice(() => pasted.value))
  })

  /** Overall share done, 0..1, over every algorithm of the run (bench/run-record.ts). */
  const fraction = computed(() =>
    rating.value || (!running.value && run.value && !run.value.partial)
      ? 1
      : runFraction(progress.value, precise.value),
  )

  /** Run the comparison (services/comparison.ts), showing each change of it. */
  async function runComparison(): Promise<BenchRun | null> {
    if (blocker.value) return null
    // The pickers' order: the built-ins, then yours.
    const ids = [...ALGORITHMS, ...solvers.infos]
      .map((a) => a.id)
      .filter((id) => selected.value.includes(id))
    running.value = true
    error.value = null
    cancelRequested.value = false
    progress.value = ids.map((algorithm) => ({ algorithm, done: 0, total: 0, failures: 0 }))
    const outcome = await comparison
      .run({
        algorithms: ids,
        workload: () => resolveWorkload(choice(pastedNow)),
        precise: precise.value,
        cancelled: () => cancelRequested.value,
        show: (state, snapshot) => {
          progress.value = [...state.progress]
          rating.value = state.rating
          if (snapshot) run.value = snapshot
        },
        save: (saved) => void history.record(saved),
      })
      .finally(() => {
        running.value = false
        rating.value = null
      })
    error.value = outcome.error
    if (outcome.run) run.value = outcome.run
    return outcome.run
  }

  function cancel(): void {
    if (!running.value) return
    cancelRequested.value = true
    comparison.cancel()
  }

  /** Show a past run (from history) in the table and charts. */
  function showRun(past: BenchRun): void {
    run.value = past
  }

  function setCompareWith(earlier: BenchRun | null): void {
    compareWith.value = earlier
  }

  /** Hand puzzle `index` of the shown run to the Race; false when there is no such puzzle. */
  function raceWith(index: number): boolean {
    const workload = run.value?.workload
    const line = workload?.puzzles[index]
    if (!workload || line === undefined) return false
    const source = sourceOf(workload, index, user.collection?.name ?? null)
    racePuzzle.value = { line, source }
    return true
  }

  /**
   * Make puzzle `index` of the shown run the Solve view's, with `algorithmId` (the
   * caller shows the view). A solver of yours removed since the run opens the puzzle
   * with the Solve view's algorithm: the puzzle is still worth a look.
   */
  async function openInSolve(algorithmId: string, index: number): Promise<boolean> {
    const workload = run.value?.workload
    if (!workload || (!getAlgorithm(algorithmId) && !isUserAlgorithm(algorithmId))) return false
    const target = solveTarget(workload, index, user.collection?.name ?? null)
    if (!target) return false
    const { parsed, source, origin } = target
    return solve.loadPuzzle(parsed.puzzle, {
      formatName: parsed.formatName,
      source,
      origin,
      algorithmId,
    })
  }

  return {
    selected,
    workloadKind,
    collectionId,
    useFirstN,
    firstN,
    pastedText,
    userWhole,
    sampleSize,
    precise,
    pastedRead,
    running,
    progress,
    rating,
    run,
    compareWith,
    racePuzzle,
    error,
    pasted,
    collectionInfo,
    limited,
    blocker,
    fraction,
    runComparison,
    cancel,
    showRun,
    setCompareWith,
    openInSolve,
    raceWith,
  }
})
