import { defineStore } from 'pinia'
import { useDebounceFn } from '@vueuse/core'
import { computed, ref, shallowRef, watch } from 'vue'
import { findCollection, loadCollection } from '@/collections'
import {
  ALGORITHMS,
  getAlgorithm,
  isUserAlgorithm,
  collectionLineNumbers,
  parseMany,
  parsePuzzle,
  serialize,
  validatePuzzle,
  type Puzzle,
  blockLine,
  sampleIndices,
} from '@/engine'
import { QUICK_ROUNDS, ROUNDS } from '@/bench/policy'
import { BenchCancelled, cancelBench, runBench } from '@/workers/bench-client'
import { DEFAULT_BENCH_OPTIONS } from '@/workers/bench-types'
import type { BenchProgress, BenchRun, Workload } from '@/bench/types'
import { foldRun, savedWhenTimed, snapshotRun, startRun, type RunEvent } from '@/bench/run-record'
import { startMeasuring, stopMeasuring } from '@/services/scheduler'
import { useHistoryStore } from './history'
import { useSolveStore } from './solve'
import { useSolversStore } from './solvers'
import { LONG_TEXT, useUserCollectionStore } from './user-collection'
import { ReadCancelled, readInWorker } from '@/workers/collection-client'

export type WorkloadKind = Workload['kind']

/** Collections bigger than this offer "only the first N puzzles" (on by default). */
export const FIRST_N_THRESHOLD = 100
/** The most puzzles a pasted collection may hold; the rest are left out (and the user told, under the box). */
export const MAX_PASTED = 1_000_000
/** Pasted texts this long (about 250 one-line puzzles) are read when typing pauses. */
const LONG_PASTE = 20_000

export interface SkippedLine {
  /** 1-based line of the pasted text (null when the text was one multi-line puzzle). */
  line: number | null
  reason: string
}

export interface PastedWorkload {
  puzzles: string[]
  skipped: SkippedLine[]
  /** Good puzzles beyond MAX_PASTED, left out. */
  leftOut: number
  /** Skipped lines beyond those listed in `skipped` (a long paste keeps the first reasons only). */
  moreSkipped?: number
  /** Why nothing can be run (empty text, nothing readable), or null. */
  problem: string | null
}

/** Read a pasted text: every good puzzle as a one-liner, every bad line or conflicting puzzle skipped with its reason. */
export function readPasted(text: string): PastedWorkload {
  if (text.trim() === '')
    return {
      puzzles: [],
      skipped: [],
      leftOut: 0,
      problem: 'Paste one puzzle, or one puzzle per line.',
    }
  const parsed = parseMany(text)
  const puzzles: string[] = []
  const skipped: SkippedLine[] = []
  const lines = parsed.format === 'collection' ? collectionLineNumbers(text) : []
  parsed.entries.forEach((entry, i) => {
    if (!entry.ok) {
      skipped.push({ line: entry.error.line, reason: entry.error.message })
      return
    }
    const conflicts = validatePuzzle(entry.puzzle)
    const line = lines[i] ?? null
    if (conflicts.length) {
      const where = line === null ? '' : `Line ${line}: `
      skipped.push({ line, reason: `${where}conflicting givens: ${conflicts.join('; ')}` })
    } else puzzles.push(serialize(entry.puzzle, 'line'))
  })
  const leftOut = Math.max(0, puzzles.length - MAX_PASTED)
  if (leftOut) puzzles.length = MAX_PASTED
  const problem = puzzles.length ? null : 'None of the pasted text could be read as a puzzle.'
  return { puzzles, skipped, leftOut, problem }
}

/** "Chrome 126", "Firefox 128", "Safari 17": enough to tell runs on different browsers apart. */
export function browserName(ua: string): string {
  const m =
    /(Edg|OPR|Firefox|Chrome|Chromium)\/(\d+)/.exec(ua) ?? /Version\/(\d+).*(Safari)/.exec(ua)
  if (!m) return ua ? ua.slice(0, 40) : 'unknown'
  const [name, version] = m[2] === 'Safari' ? ['Safari', m[1]] : [m[1], m[2]]
  const names: Record<string, string> = { Edg: 'Edge', OPR: 'Opera' }
  return `${names[name!] ?? name} ${version}`
}

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
  /** Set by cancel(); a run checks it after loading its workload and while it waits for background jobs (before the worker starts). */
  // A ref: startMeasuring watches it, so Cancel ends a wait for background jobs at once.
  const cancelRequested = shallowRef(false)

  /**
   * The pasted text as read. A long paste (thousands of puzzles take ~100 ms to
   * read) is re-read once typing pauses; a short one at every change.
   */
  const pastedRead = shallowRef({ text: '', result: readPasted('') })
  const readNow = (text: string) => (pastedRead.value = { text, result: readPasted(text) })
  const readLater = useDebounceFn((text: string) => {
    if (text === pastedText.value) readNow(text) // else a newer change was read already
  }, 250)
  /** A paste over LONG_TEXT is read in the collection worker, the page free meanwhile. */
  async function readInBackground(text: string): Promise<void> {
    const reading = 'Reading the pasted text…'
    pastedRead.value = { text: '', result: { ...readPasted(''), problem: reading } }
    let result: Awaited<ReturnType<typeof readInWorker>>
    try {
      result = await readInWorker(text, () => {})
    } catch (e) {
      if (text !== pastedText.value || e instanceof ReadCancelled) return
      const problem = `The pasted text could not be read: ${(e as Error).message}`
      pastedRead.value = { text, result: { ...readPasted(''), problem } }
      return
    }
    if (text !== pastedText.value) return // a newer paste is being read
    if (result.kind === 'text') return void readNow(text)
    const { block } = result
    const puzzles: string[] = []
    for (let i = 0; i < Math.min(block.count, MAX_PASTED); i++) {
      puzzles.push(blockLine(block, i))
      if (i % 20_000 === 19_999) await new Promise((r) => setTimeout(r, 0))
    }
    if (text !== pastedText.value) return
    const skipped = block.reasons.map((reason) => ({ line: null, reason }))
    pastedRead.value = {
      text,
      result: {
        puzzles,
        skipped,
        moreSkipped: block.skipped - skipped.length,
        leftOut: Math.max(0, block.count - MAX_PASTED),
        problem: puzzles.length ? null : 'None of the pasted text could be read as a puzzle.',
      },
    }
  }
  watch(
    pastedText,
    (text) => {
      if (text.length > LONG_TEXT) void readInBackground(text)
      else if (text.length < LONG_PASTE) readNow(text)
      else void readLater(text)
    },
    { flush: 'sync' },
  )
  const pasted = computed(() => pastedRead.value.result)
  const collectionInfo = computed(() => findCollection(collectionId.value) ?? null)
  const limited = computed(
    () => (collectionInfo.value?.count ?? 0) > FIRST_N_THRESHOLD && useFirstN.value,
  )

  /** Why "Run comparison" is disabled, or null when it can run. */
  const blocker = computed<string | null>(() => {
    if (running.value) return 'A comparison is running.'
    if (!selected.value.length) return 'Choose at least one algorithm.'
    if (workloadKind.value === 'current' && !solve.puzzle)
      return 'There is no current puzzle: load one in the Solve view, or pick a collection.'
    if (workloadKind.value === 'collection' && !collectionInfo.value) return 'Choose a collection.'
    if (workloadKind.value === 'collection' && limited.value) {
      const n = firstN.value
      if (!Number.isInteger(n) || n < 1) return 'Enter how many puzzles to take (1 or more).'
    }
    if (workloadKind.value === 'pasted') return pasted.value.problem
    if (workloadKind.value === 'user') {
      if (!user.collection)
        return 'There is no collection of yours: open a file or paste a collection in the Solve view.'
      const n = sampleSize.value
      if (!userWhole.value && (!Number.isInteger(n) || n < 1))
        return 'Enter how many puzzles to sample (1 or more).'
    }
    return null
  })

  /**
   * Overall share done, 0..1, over every algorithm of the run, counting ROUNDS.min
   * rounds (a run may stop after fewer when it is long, or take more when it is quick
   * and noisy: the bar then waits at its end).
   */
  const fraction = computed(() => {
    if (rating.value || (!running.value && run.value && !run.value.partial)) return 1
    const rounds = precise.value ? ROUNDS.min : QUICK_ROUNDS.min
    const all = progress.value.reduce((n, p) => n + p.total, 0) * rounds
    const done = progress.value.reduce((n, p) => n + (p.round ?? 0) * p.total + p.done, 0)
    return all ? Math.min(1, done / all) : 0
  })

  async function resolveWorkload(): Promise<Workload | string> {
    if (workloadKind.value === 'current') {
      const p = solve.puzzle
      if (!p) return 'There is no current puzzle.'
      const name = solve.source ? `Current puzzle (${solve.source})` : 'Current puzzle'
      return { kind: 'current', name, puzzles: [serialize(p, 'line')] }
    }
    if (workloadKind.value === 'pasted') {
      if (pastedRead.value.text !== pastedText.value && pastedText.value.length <= LONG_TEXT)
        readNow(pastedText.value)
      const { puzzles } = pasted.value
      const name = `Pasted collection (${puzzles.length.toLocaleString('en')} puzzle${puzzles.length === 1 ? '' : 's'})`
      return { kind: 'pasted', name, puzzles: [...puzzles] }
    }
    if (workloadKind.value === 'user') return userWorkload()
    const result = await loadCollection(collectionId.value)
    if (!result.ok) return result.message
    const { info, puzzles } = result.collection
    const take: Puzzle[] = limited.value ? puzzles.slice(0, firstN.value) : puzzles
    const name =
      take.length < puzzles.length
        ? `${info.name} (first ${take.length.toLocaleString('en')})`
        : info.name
    const lines = take.map((p) => serialize(p, 'line'))
    return { kind: 'collection', name, puzzles: lines, collectionId: info.id }
  }

  /** What puzzle `index` of a workload is called: "The 87 hardest #12", "puzzles.txt #40,213". */
  function sourceOf(workload: Workload, index: number): string {
    if (workload.kind === 'current') return workload.name
    const number = (workload.numbers?.[index] ?? index + 1).toLocaleString('en')
    const mine = workload.kind === 'user' && user.collection ? user.collection.name : null
    return `${mine ?? workload.name} #${number}`
  }

  /** Your collection as a workload: whole, or a seeded random sample (in collection order). */
  async function userWorkload(): Promise<Workload | string> {
    const c = user.collection
    if (!c) return 'There is no collection of yours.'
    const { count } = c.block
    const whole = userWhole.value || sampleSize.value >= count
    const picked = whole ? null : sampleIndices(count, sampleSize.value)
    const total = picked?.length ?? count
    const puzzles: string[] = new Array<string>(total)
    // In slices, so a collection of half a million puzzles never holds the page for long.
    for (let i = 0; i < total; i++) {
      puzzles[i] = blockLine(c.block, picked ? picked[i]! : i)
      if (i % 20_000 === 19_999) await new Promise((r) => setTimeout(r, 0))
    }
    const n = (x: number) => x.toLocaleString('en')
    const name = whole
      ? `Your collection: ${c.name} (${n(count)} puzzles)`
      : `Your collection: ${c.name} (${n(total)} of ${n(count)} puzzles, sampled)`
    return { kind: 'user', name, puzzles, ...(picked ? { numbers: picked.map((i) => i + 1) } : {}) }
  }

  /**
   * Run the comparison: load the workload, keep the background jobs off the
   * cores (services/scheduler.ts), and fold the bench worker's events into the run record
   * (run-record.ts), showing each snapshot and saving the run when its timing
   * ends and again when it ends (history store).
   */
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
    // Background work already in the workers (the Solve view's starter solve and
    // its timing, a rating) goes first, unless Cancel comes meanwhile.
    const quiet = startMeasuring({ cancelled: () => cancelRequested.value })
    const workload = await resolveWorkload()
    await quiet
    if (typeof workload === 'string' || cancelRequested.value) {
      if (typeof workload === 'string') error.value = workload
      running.value = false
      stopMeasuring()
      return null
    }
    let state = startRun({
      workload,
      algorithms: ids,
      date: new Date().toISOString(),
      browser: browserName(globalThis.navigator?.userAgent ?? ''),
    })
    const fold = (event: RunEvent) => {
      state = foldRun(state, event)
      progress.value = [...state.progress]
      rating.value = state.rating
      if (event.kind !== 'report') run.value = snapshotRun(state)
    }
    run.value = snapshotRun(state)
    progress.value = [...state.progress]
    try {
      await runBench(
        workload.puzzles,
        ids,
        {
          clock: (resolutionMs) =>
            fold({
              kind: 'clock',
              clock: {
                resolutionUs: resolutionMs * 1000,
                isolated: globalThis.crossOriginIsolated === true,
              },
            }),
          report: ({ progress: p, timings }, round) =>
            fold({ kind: 'report', progress: p, timings, round }),
          finished: (algorithm, timings) => fold({ kind: 'finished', algorithm, timings }),
          round: (algorithm, us) => fold({ kind: 'round', algorithm, us }),
          timed: () => {
            stopMeasuring()
            fold({ kind: 'timed' })
            // Saved now, so closing the tab while rating loses nothing.
            const saved = savedWhenTimed(state)
            if (saved) void history.record(saved)
          },
          rating: (done, total, fresh) => fold({ kind: 'rating', done, total, fresh }),
          rated: (ratings) => fold({ kind: 'rated', ratings }),
        },
        { ...DEFAULT_BENCH_OPTIONS, rounds: precise.value ? ROUNDS : QUICK_ROUNDS },
      )
      fold({ kind: 'end' })
    } catch (e) {
      if (!(e instanceof BenchCancelled))
        error.value = `The comparison failed: ${(e as Error).message}`
      fold({ kind: 'cancel' })
    } finally {
      running.value = false
      rating.value = null
      stopMeasuring()
    }
    const ended = snapshotRun(state)
    run.value = ended
    if (ended.results.length) void history.record(ended)
    return ended
  }

  function cancel(): void {
    if (!running.value) return
    cancelRequested.value = true
    cancelBench()
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
    const source = sourceOf(workload, index)
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
    const line = workload?.puzzles[index]
    if (!workload || line === undefined) return false
    if (!getAlgorithm(algorithmId) && !isUserAlgorithm(algorithmId)) return false
    const parsed = parsePuzzle(line)
    if (!parsed.ok) return false
    const info = workload.collectionId ? findCollection(workload.collectionId) : undefined
    const source = info ? `${info.name} #${index + 1}` : sourceOf(workload, index)
    const origin = info ? { collectionId: info.id, number: index + 1 } : null
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
