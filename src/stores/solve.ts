import { defineStore } from 'pinia'
import { computed, ref, shallowRef } from 'vue'
import {
  DEFAULT_ALGORITHM,
  getAlgorithm,
  logContents,
  sizeRefusal,
  puzzleGeometry,
  usableStepSize,
  DEFAULT_STEP_SIZE,
  type Puzzle,
  type SolveStats,
} from '@/engine'
import { createBoardPlayback, DEFAULT_SPEED } from '@/board/board-playback'
import { createBoardReplay } from '@/board/board-replay'
import {
  conflictError,
  createSolveSession,
  createSolveTiming,
  readText,
  STEP_CAP,
  type LoadError,
  type LoadInfo,
  type PuzzleOrigin,
  type SolveFailure,
} from '@/services/solve-session'
import type { SolveReply } from '@/workers/solve-types'

export type { LoadError, LoadInfo, PuzzleOrigin, SolveFailure }
export { DEFAULT_SPEED, MAX_SPEED, stepsPerSecond } from '@/board/board-playback'
export { STEP_CAP } from '@/services/solve-session'

export const useSolveStore = defineStore('solve', () => {
  const puzzle = shallowRef<Puzzle | null>(null)
  /** Cells the player filled in Play: given to the solver, drawn as placed (not bold). */
  const placed = shallowRef<ReadonlySet<number>>(new Set())
  /**
   * The `placed` digits are the player's, handed over from Play ("Watch the solver"):
   * "Back to your game in Play" then goes back to that game. Otherwise they are a
   * position's (Solve from here, Apply, an imported HoDoKu line): placed before it.
   */
  const fromPlay = ref(false)
  const formatName = ref<string | null>(null)
  /** Where the puzzle came from ("Pasted text", "hardest-87 #1"). */
  const source = ref<string>('')
  /** The built-in collection and puzzle number (from 1) the puzzle came from, or null. */
  const origin = shallowRef<PuzzleOrigin | null>(null)
  const algorithmId = ref(DEFAULT_ALGORITHM)
  /** The board: its cells, the log, its outline and replayer, the position (`cursor`). */
  const board = createBoardReplay()
  const { cells, log, outline, replayer, total, capped, highlight } = board
  const cursor = board.position
  const status = ref<'empty' | 'solving' | 'ready'>('empty')
  /** The solve waits for a comparison's timing to end (services/scheduler.ts) before it starts. */
  const waiting = ref(false)
  /** Steps recorded so far by a solve under way (told only by a long one), or null. */
  const solvingSteps = ref<number | null>(null)
  const loadError = ref<LoadError | null>(null)
  /** Why the last solve ended without a log, or null (the notices' words: solve-words.ts). */
  const failure = shallowRef<SolveFailure | null>(null)
  /**
   * The editor is shown in place of the board (components/edit, loaded when first
   * opened), on the position the board showed (its "Empty board" starts afresh).
   */
  const editing = ref(false)
  /** Slow enough to follow: 2 moves a second (see stepsPerSecond). */
  const speed = ref(DEFAULT_SPEED)
  /** What one move is: a STEP_SIZES id (placements, single steps, guesses, techniques). */
  const stepSize = ref(DEFAULT_STEP_SIZE)
  /** Moving through the log: seek, move by the step size, play (board/board-playback.ts). */
  const playback = createBoardPlayback(board, stepSize)
  const { playing, seek } = playback
  const stats = ref<SolveStats | null>(null)
  /** The solves and their timing, each with a number (services/solve-session.ts). */
  const session = createSolveSession()
  /** The time of the current solve and its measuring (services/solve-session.ts). */
  const timed = createSolveTiming(session)
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
  /** Parse, validate and solve pasted text. A text that fails keeps the current board. */
  async function loadText(text: string, from = 'Pasted text'): Promise<boolean> {
    const parsed = await readText(text)
    if (!parsed.ok) {
      loadError.value = parsed.error
      return false
    }
    return loadPuzzle(parsed.puzzle, { formatName: parsed.formatName, source: from })
  }

  async function loadPuzzle(p: Puzzle, info: LoadInfo = {}): Promise<boolean> {
    loadError.value = conflictError(p)
    if (loadError.value) return false
    editing.value = false // a puzzle loaded from elsewhere (Play, a link) ends an edit
    puzzle.value = p
    placed.value = new Set(info.placed ?? p.placed ?? [])
    fromPlay.value = !!info.fromPlay
    formatName.value = info.formatName ?? null
    source.value = info.source ?? ''
    origin.value = info.origin ?? null
    if (info.algorithmId && getAlgorithm(info.algorithmId)) algorithmId.value = info.algorithmId
    return solveCurrent(info.seekTo ?? 0, { background: info.background })
  }

  function resetBoard(): void {
    const p = puzzle.value
    if (!p) return
    board.show(puzzleGeometry(p), p.givens, placed.value, p.candidates)
    playing.value = false
    stats.value = null
    timed.reset()
    solutions.value = null
    solution.value = null
  }

  /**
   * Solve the puzzle (again), then time it. The solve starts at once unless it is
   * `background` work (then it waits while a comparison is timing); the timing,
   * never asked for, always waits. Both count as background jobs a comparison
   * about to start waits for (services/scheduler.ts).
   */
  async function solveCurrent(
    seekTo = 0,
    { background = false }: { background?: boolean } = {},
  ): Promise<boolean> {
    const p = puzzle.value
    if (!p) return false
    // The timing of the solve this one replaces would only share the cores with it.
    if (timed.state.timingRounds.value !== null) session.cancelTiming()
    resetBoard()
    failure.value = null
    solvingSteps.value = null
    waiting.value = false
    if (refusal.value) {
      // Refused at once, as the CLI does: naive on 25x25 would say "Solving…" for minutes.
      session.drop(status.value === 'solving')
      status.value = 'ready'
      return false
    }
    status.value = 'solving'
    const algorithm = algorithmId.value
    const outcome = await session.solve(p, algorithm, STEP_CAP, {
      background,
      waiting: (on) => (waiting.value = on),
      // The technique switches (stores/techniques.ts), loaded with the first Human logic
      // solve; its time too: the switches apply to the steps and the time alike.
      techniques:
        algorithm === 'logic'
          ? async () => (await import('@/stores/techniques')).useTechniquesStore().allowed
          : null,
      progress: (steps) => {
        if (status.value === 'solving') solvingSteps.value = steps
      },
    })
    if (outcome.kind === 'stale') return false
    if (outcome.kind === 'failed') {
      status.value = 'ready'
      solvingSteps.value = null
      failure.value = outcome.failure
      return false
    }
    adoptSolve(p, outcome.reply)
    // A full grid has nothing to play: it opens on its end, solved (or not).
    if (seekTo) seek(Math.min(seekTo, total.value))
    else if (p.givens.every((d) => d !== 0)) seek(total.value)
    // The time comes after the log, so playback can start while it is measured.
    timed.start(p, algorithm, outcome.token, outcome.techniques)
    return true
  }

  /** Take a finished solve (from the worker, or solved in-process by tests) as the current one. */
  function adoptSolve(p: Puzzle, reply: SolveReply): void {
    puzzle.value = p
    board.load(p, reply.log, reply.outline, placed.value)
    // A step size this log cannot use (techniques, from a solve without them) gives way.
    stepSize.value = usableStepSize(stepSize.value, outline.value!).id
    board.prepareAhead()
    playing.value = false
    stats.value = reply.stats
    solutions.value = reply.solutions
    solution.value = reply.solution
    status.value = 'ready'
    solvingSteps.value = null
  }

  function cancel(): void {
    if (status.value === 'solving') session.cancel()
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
    ...playback,
    puzzle,
    placed,
    fromPlay,
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
    failure,
    log,
    outline,
    replayer,
    cursor,
    editing,
    speed,
    stepSize,
    stats,
    ...timed.state,
    solutions,
    solution,
    geometry,
    candidates,
    contents,
    total,
    capped,
    highlight,
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
