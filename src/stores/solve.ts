import { defineStore } from 'pinia'
import { computed, markRaw, ref, shallowRef } from 'vue'
import {
  geometry as geometryOf,
  DEFAULT_ALGORITHM,
  explainLogStep,
  getAlgorithm,
  logContents,
  sizeRefusal,
  outlineLog,
  parsePuzzle,
  puzzleGeometry,
  Replayer,
  StepLog,
  stopFrom,
  usableStepSize,
  validatePuzzle,
  DEFAULT_STEP_SIZE,
  type LogOutline,
  type Puzzle,
  type SolveStats,
  type Step,
} from '@/engine'
import { highlightAt, makeCells, syncCells, type CellView, type Highlight } from './board-view'
import {
  cancelSolve,
  cancelTiming,
  SolveCancelled,
  solveInWorker,
  timeInWorker,
} from '@/workers/solve-client'
import {
  measuring,
  startMeasuring,
  stopMeasuring,
  trackJob,
  whenNotMeasuring,
} from '@/bench/measuring'
import type { SolveReply } from '@/workers/solve-types'
import type { Timing } from '@/bench/timing'

export interface LoadError {
  message: string
  line: number | null
  column: number | null
}

export interface Notice {
  level: 'info' | 'warning' | 'error'
  text: string
}

/** Most steps a watched solve records; the UI says when a log stops there. */
export const STEP_CAP = 2_000_000
/** Slider position 0..100 maps to 1 .. 1,000,000 steps a second (log scale). */
export const MAX_SPEED = 100
export function stepsPerSecond(speed: number): number {
  return Math.round(10 ** ((6 * speed) / MAX_SPEED))
}
/** The slider's first position: 2 moves a second, a pace a newcomer can read. */
export const DEFAULT_SPEED = 5

export type { CellView, Highlight }

const geometry3 = geometryOf(3)

/** Where a puzzle came from: a built-in collection and its number there (from 1). */
export interface PuzzleOrigin {
  collectionId: string
  number: number
}

export const useSolveStore = defineStore('solve', () => {
  const puzzle = shallowRef<Puzzle | null>(null)
  /** Cells the player filled in Play: given to the solver, drawn as placed (not bold). */
  const placed = shallowRef<ReadonlySet<number>>(new Set())
  const formatName = ref<string | null>(null)
  /** Where the puzzle came from ("Pasted text", "hardest-87 #1"). */
  const source = ref<string>('')
  /** The built-in collection and puzzle number (from 1) the puzzle came from, or null. */
  const origin = shallowRef<PuzzleOrigin | null>(null)
  const algorithmId = ref(DEFAULT_ALGORITHM)
  const cells = ref<CellView[]>([])
  const status = ref<'empty' | 'solving' | 'ready'>('empty')
  /** The solve waits for a comparison's timing to end (measuring.ts) before it starts. */
  const waiting = ref(false)
  /** Steps recorded so far by a solve under way (told only by a long one), or null. */
  const solvingSteps = ref<number | null>(null)
  const loadError = ref<LoadError | null>(null)
  const notice = ref<Notice | null>(null)
  const log = shallowRef<StepLog | null>(null)
  const outline = shallowRef<LogOutline | null>(null)
  const replayer = shallowRef<Replayer | null>(null)
  const cursor = ref(0)
  const playing = ref(false)
  /** Slow enough to follow: 2 moves a second (see stepsPerSecond). */
  const speed = ref(DEFAULT_SPEED)
  /** What one move is: a STEP_SIZES id (placements, single steps, guesses, techniques). */
  const stepSize = ref(DEFAULT_STEP_SIZE)
  const stats = ref<SolveStats | null>(null)
  /** The warm time of the solve with recording off (bench/timing.ts), once measured. */
  const timing = shallowRef<Timing | null>(null)
  /** Rounds timed so far while the time is being measured, or null when it is not. */
  const timingRounds = ref<number | null>(null)
  /** The timing waits for a comparison or a race to finish timing. */
  const timingWaiting = ref(false)
  /** Why the solve could not be timed (it took too long, it failed), or null. */
  const timingError = ref<string | null>(null)
  const solutions = ref<number | null>(null)
  const solution = shallowRef<number[] | null>(null)

  const geometry = computed(() => (puzzle.value ? puzzleGeometry(puzzle.value) : null))
  /** Why the chosen algorithm is not run on this puzzle (its size), or null: the CLI's rule. */
  const refusal = computed(() => {
    const a = getAlgorithm(algorithmId.value)
    return a && puzzle.value ? sizeRefusal(a, puzzle.value.size) : null
  })
  /** What the algorithm keeps per cell: 'kept' candidates, or 'none' (naive, dancing links). */
  const candidates = computed(() => getAlgorithm(algorithmId.value)?.candidates ?? 'kept')
  /** What the log holds (its kinds of step, how digits are placed): the legend's marks. */
  const contents = computed(() => (log.value ? logContents(log.value) : null))
  const total = computed(() => log.value?.length ?? 0)
  const atEnd = computed(() => cursor.value >= total.value)
  const capped = computed(() => log.value?.capped ?? false)
  const currentStep = computed<Step | null>(() =>
    log.value && cursor.value > 0 ? log.value.step(cursor.value - 1) : null,
  )
  const currentDepth = computed(() =>
    outline.value && cursor.value > 0 ? outline.value.depth[cursor.value - 1]! : 0,
  )
  const explanation = computed(() => {
    const g = geometry.value
    if (!g) return 'Paste a puzzle or pick one from a collection, then press Load puzzle.'
    if (status.value === 'solving' && waiting.value)
      return 'Waiting for the comparison in the Compare view to finish timing, then solving…'
    if (status.value === 'solving')
      return solvingSteps.value === null
        ? 'Solving…'
        : `Solving… ${solvingSteps.value.toLocaleString('en')} steps recorded so far.`
    if (refusal.value && !log.value) return refusal.value
    if (!log.value || !outline.value)
      return 'No steps recorded: the solve was cancelled. Press Solve again to restart it.'
    if (puzzle.value?.givens.every((d) => d !== 0))
      return 'Solved: this grid is already filled in, with no steps to play.'
    if (cursor.value === 0)
      return `${placed.value.size ? `The givens and your ${placed.value.size} ${placed.value.size === 1 ? 'digit' : 'digits'}` : 'The givens'}. ${total.value.toLocaleString('en')} ${total.value === 1 ? 'step' : 'steps'} recorded: press Play or Step forward.`
    return explainLogStep(g, log.value, outline.value, cursor.value - 1)
  })
  const highlight = computed<Highlight>(() => {
    void cursor.value // the replayer is not reactive; the cursor says when it moved
    const r = replayer.value
    return highlightAt(
      r?.g ?? geometry.value ?? geometry3,
      r?.log ?? null,
      outline.value,
      r?.position ?? 0,
    )
  })

  function syncBoard(): void {
    if (replayer.value) syncCells(cells.value, replayer.value, placed.value)
  }

  function seek(k: number): void {
    const r = replayer.value
    if (!r) return
    cursor.value = r.seek(k)
    syncBoard()
    if (cursor.value >= total.value) playing.value = false
  }
  const toStart = () => seek(0)
  const toEnd = () => seek(total.value)

  /** The stops of the chosen step size, or null when every step is one. */
  function stops(): readonly number[] | null {
    const o = outline.value
    return o ? usableStepSize(stepSize.value, o).stops(o) : null
  }

  /**
   * Move `count` moves forward (dir 1) or one back (dir -1) by the chosen step size;
   * past the last stop forward is the end, before the first back is the start.
   */
  function move(dir: 1 | -1, count = 1): void {
    const marks = stops()
    if (!marks) return seek(cursor.value + dir * count)
    seek(stopFrom(marks, cursor.value, dir, count) ?? (dir === 1 ? total.value : 0))
  }
  const stepForward = () => move(1)
  const stepBack = () => move(-1)

  /** Jump to the next (or previous) guess; returns false when there is none. */
  function jumpToGuess(dir: 1 | -1): boolean {
    const target = stopFrom(outline.value?.guesses ?? [], cursor.value, dir)
    if (target === null) return false
    seek(target)
    return true
  }

  function play(): void {
    if (!log.value) return
    if (atEnd.value) seek(0)
    playing.value = true
  }
  const pause = () => (playing.value = false)
  const togglePlay = () => (playing.value ? pause() : play())

  /** Parse, validate and solve pasted text. A text that fails keeps the current board. */
  async function loadText(text: string, from = 'Pasted text'): Promise<boolean> {
    const parsed = parsePuzzle(text)
    if (!parsed.ok) {
      loadError.value = { ...parsed.error }
      return false
    }
    return loadPuzzle(parsed.puzzle, { formatName: parsed.formatName, source: from })
  }

  async function loadPuzzle(
    p: Puzzle,
    info: {
      formatName?: string | null
      source?: string
      seekTo?: number
      origin?: PuzzleOrigin | null
      /** Cells of `p` the player filled (a board handed over from Play). */
      placed?: readonly number[]
      /** Solve it with this algorithm (an unknown id keeps the one chosen). */
      algorithmId?: string
      /**
       * Not asked for by the user (the puzzle the view opens on, a shared link):
       * the solve waits while a comparison is timing (measuring.ts).
       */
      background?: boolean
    } = {},
  ): Promise<boolean> {
    const problems = validatePuzzle(p)
    if (problems.length) {
      loadError.value = {
        message: `Conflicting givens: ${problems.join('; ')}.`,
        line: null,
        column: null,
      }
      return false
    }
    loadError.value = null
    puzzle.value = p
    placed.value = new Set(info.placed ?? [])
    formatName.value = info.formatName ?? null
    source.value = info.source ?? ''
    origin.value = info.origin ?? null
    if (info.algorithmId && getAlgorithm(info.algorithmId)) algorithmId.value = info.algorithmId
    return solveCurrent(info.seekTo ?? 0, { background: info.background })
  }

  function resetBoard(): void {
    const p = puzzle.value
    if (!p) return
    cells.value = makeCells(puzzleGeometry(p), p.givens, placed.value)
    log.value = null
    outline.value = null
    replayer.value = null
    cursor.value = 0
    playing.value = false
    stats.value = null
    timing.value = null
    timingRounds.value = null
    timingWaiting.value = false
    timingError.value = null
    solutions.value = null
    solution.value = null
  }

  /** Each solve gets a number; only the newest may touch the store when it ends. */
  let solveToken = 0

  /**
   * Solve the puzzle (again), then time it. The solve starts at once unless it is
   * `background` work (then it waits while a comparison is timing); the timing,
   * never asked for, always waits. Both count as background jobs a comparison
   * about to start waits for (measuring.ts).
   */
  async function solveCurrent(
    seekTo = 0,
    { background = false }: { background?: boolean } = {},
  ): Promise<boolean> {
    const p = puzzle.value
    if (!p) return false
    // The timing of the solve this one replaces would only share the cores with it.
    if (timingRounds.value !== null) cancelTiming()
    resetBoard()
    notice.value = null
    solvingSteps.value = null
    waiting.value = false
    if (refusal.value) {
      // Refused at once, as the CLI does: naive on 25x25 would say "Solving…" for minutes.
      if (status.value === 'solving') cancelSolve()
      ++solveToken
      status.value = 'ready'
      return false
    }
    status.value = 'solving'
    const token = ++solveToken
    const onProgress = (steps: number) => {
      if (token === solveToken && status.value === 'solving') solvingSteps.value = steps
    }
    try {
      const algorithm = algorithmId.value
      if (background && measuring.value) {
        waiting.value = true
        await whenNotMeasuring()
        if (token === solveToken) waiting.value = false
      }
      if (token !== solveToken) return false // a newer solve replaced this one meanwhile
      const reply = await trackJob(solveInWorker(p, algorithm, STEP_CAP, { onProgress }))
      if (token !== solveToken) return false // a newer solve replaced this one
      adoptSolve(p, reply)
      // A full grid has nothing to play: it opens on its end, solved (or not).
      if (seekTo) seek(seekTo)
      else if (p.givens.every((d) => d !== 0)) seek(total.value)
      // The time comes after the log, so playback can start while it is measured.
      void measureTime(p, algorithm, token)
      return true
    } catch (e) {
      if (token !== solveToken) return false
      status.value = 'ready'
      solvingSteps.value = null
      notice.value =
        e instanceof SolveCancelled
          ? {
              level: 'info',
              text: 'Solve cancelled. Pick the puzzle or an algorithm again to restart.',
            }
          : { level: 'error', text: `The solver failed: ${(e as Error).message}` }
      return false
    }
  }

  /**
   * Time the solve with recording off (bench-client.ts, as Compare times it), once
   * no comparison or race is timing, and as a measurer itself: background jobs
   * (the rating of this puzzle) keep off the cores meanwhile, and one already
   * running is waited for (at most BACKGROUND_WAIT_MS).
   */
  async function measureTime(p: Puzzle, algorithm: string, token: number): Promise<void> {
    const stale = () => token !== solveToken
    timingError.value = null
    timingWaiting.value = measuring.value
    await whenNotMeasuring()
    if (stale()) return
    timingWaiting.value = false
    timingRounds.value = 0
    await startMeasuring({ who: 'solve', cancelled: stale })
    try {
      if (stale()) return
      const onRound = (rounds: number) => {
        if (!stale()) timingRounds.value = rounds
      }
      const t = await trackJob(timeInWorker(p, algorithm, onRound))
      if (!stale()) timing.value = t
    } catch (e) {
      // Cancelled or replaced: nothing to say; a solve that cannot be timed: say why.
      if (!stale() && !(e instanceof SolveCancelled)) timingError.value = (e as Error).message
    } finally {
      stopMeasuring('solve')
      if (!stale()) timingRounds.value = null
    }
  }

  /** Walk ahead in small slices between frames, so any later jump is short. */
  function prepareKeyframes(r: Replayer): void {
    if (r.prepare(100_000) || replayer.value !== r) return
    setTimeout(() => prepareKeyframes(r), 0)
  }

  /** Take a finished solve (from the worker, or solved in-process by tests) as the current one. */
  function adoptSolve(p: Puzzle, reply: SolveReply): void {
    puzzle.value = p
    if (cells.value.length !== p.givens.length)
      cells.value = makeCells(puzzleGeometry(p), p.givens, placed.value)
    const stepLog = markRaw(StepLog.from(reply.log))
    log.value = stepLog
    outline.value = markRaw(reply.outline ?? outlineLog(stepLog))
    // A step size this log cannot use (techniques, from a solve without them) gives way.
    stepSize.value = usableStepSize(stepSize.value, outline.value).id
    const r = markRaw(new Replayer(puzzleGeometry(p), p.givens, stepLog))
    replayer.value = r
    prepareKeyframes(r)
    cursor.value = 0
    playing.value = false
    syncBoard()
    stats.value = reply.stats
    solutions.value = reply.solutions
    solution.value = reply.solution
    notice.value = noticeFor(reply.solutions, stepLog)
    status.value = 'ready'
    solvingSteps.value = null
  }

  function noticeFor(count: number, stepLog: StepLog): Notice | null {
    const cap = stepLog.capped
      ? ` The step log stopped at ${stepLog.cap.toLocaleString('en')} steps; the solve went on to the end unrecorded.`
      : ''
    if (count === 0)
      return {
        level: 'error',
        text: `This puzzle has no solution: every branch ends in a contradiction. You can watch how it fails.${cap}`,
      }
    if (count > 1)
      return {
        level: 'warning',
        text: `This puzzle has more than one solution; the solver shows the first one it finds.${cap}`,
      }
    return cap ? { level: 'warning', text: cap.trim() } : null
  }

  function cancel(): void {
    if (status.value === 'solving') cancelSolve()
  }

  async function setAlgorithm(id: string): Promise<void> {
    // The same algorithm again re-solves only when there is no log (a cancelled solve).
    if (!getAlgorithm(id) || (id === algorithmId.value && log.value)) return
    algorithmId.value = id
    if (puzzle.value) await solveCurrent()
  }

  function clearLoadError(): void {
    loadError.value = null
  }

  /** A load that failed outside the store (a bad shared link, an unreadable file). */
  function reportLoadError(e: LoadError): void {
    loadError.value = e
  }

  return {
    puzzle,
    placed,
    formatName,
    source,
    origin,
    algorithmId,
    refusal,
    cells,
    status,
    solvingSteps,
    waiting,
    loadError,
    notice,
    log,
    outline,
    replayer,
    cursor,
    playing,
    speed,
    stepSize,
    stats,
    timing,
    timingRounds,
    timingWaiting,
    timingError,
    solutions,
    solution,
    geometry,
    candidates,
    contents,
    total,
    atEnd,
    capped,
    currentStep,
    currentDepth,
    explanation,
    highlight,
    seek,
    move,
    stepForward,
    stepBack,
    toStart,
    toEnd,
    jumpToGuess,
    play,
    pause,
    togglePlay,
    loadText,
    loadPuzzle,
    solveCurrent,
    adoptSolve,
    cancel,
    setAlgorithm,
    clearLoadError,
    reportLoadError,
  }
})
