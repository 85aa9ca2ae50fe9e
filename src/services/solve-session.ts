/**
 * The Solve view's work, below its store: reading a pasted text (the pencil-mark
 * formats in a worker), solving the puzzle in its worker (or your solver's sandbox)
 * and timing it, each solve with a number (`token`) so that only the newest may
 * touch the store when it ends. The solve waits while a comparison is timing when it
 * is background work; the timing always waits, and runs as a measurer itself
 * (scheduler.ts). The store makes one session (`createSolveSession`) and keeps the
 * state; the session keeps only the current solve's number.
 */
import { ref, shallowRef } from 'vue'
import { parsePuzzle, validatePuzzle, type FormatId, type ParseResult, type Puzzle } from '@/engine'
import type { Timing } from '@/bench/timing'
import type { SolveReply } from '@/workers/solve-types'
import { measuring, startMeasuring, stopMeasuring, trackJob, whenNotMeasuring } from './scheduler'
import { SolveCancelled, solving } from './solving'

/** Why a text could not be loaded: the message, and where (when the parser knows). */
export interface LoadError {
  message: string
  line: number | null
  column: number | null
}

/** Why a solve ended without a log: cancelled, or the solver failed (its message). */
export type SolveFailure = { kind: 'cancelled' } | { kind: 'failed'; message: string }

/** Most steps a watched solve records; the UI says when a log stops there. */
export const STEP_CAP = 2_000_000

/** Where a puzzle came from: a built-in collection and its number there (from 1). */
export interface PuzzleOrigin {
  collectionId: string
  number: number
}

/** What comes with a puzzle loaded in the Solve view (the solve store's `loadPuzzle`). */
export interface LoadInfo {
  formatName?: string | null
  source?: string
  seekTo?: number
  origin?: PuzzleOrigin | null
  /** Cells of the puzzle the player filled (a board handed over from Play); `placed` when absent. */
  placed?: readonly number[]
  /** The placed digits are the player's, handed over from Play (the store's `fromPlay`). */
  fromPlay?: boolean
  /** Solve it with this algorithm (an unknown id keeps the one chosen). */
  algorithmId?: string
  /**
   * Not asked for by the user (the puzzle the view opens on, a shared link):
   * the solve waits while a comparison is timing (scheduler.ts).
   */
  background?: boolean
}

/** Why a puzzle cannot be loaded (givens in conflict), or null. */
export function conflictError(p: Puzzle): LoadError | null {
  const problems = validatePuzzle(p)
  if (!problems.length) return null
  return { message: `Conflicting givens: ${problems.join('; ')}.`, line: null, column: null }
}

/** The formats that read positions (pencil marks), read by a worker (`solving.parse`). */
const PENCIL_FORMATS: ReadonlySet<FormatId | null> = new Set(['pm-grid', 'candidates-81', 'hodoku'])

/**
 * Read a pasted text as one puzzle. A pencil-mark grid (a position) is read, and
 * checked, by a worker that knows those formats (the page's parser knows them only
 * once the whole engine is loaded); its error counts only for a text it took for one
 * (PENCIL_FORMATS). A position that contradicts itself is refused, its cells named.
 */
export async function readText(
  text: string,
): Promise<Extract<ParseResult, { ok: true }> | { ok: false; error: LoadError }> {
  let parsed = parsePuzzle(text)
  if (!parsed.ok || parsed.puzzle.candidates || parsed.puzzle.placed) {
    const full = await solving.parse(text).catch(() => null)
    if (full?.problems.length) {
      const message = `This position cannot be solved: ${full.problems.join('; ')}.`
      return { ok: false, error: { message, line: null, column: null } }
    }
    if (full && (full.result.ok || PENCIL_FORMATS.has(full.result.format))) parsed = full.result
  }
  return parsed.ok ? parsed : { ok: false, error: { ...parsed.error } }
}

/** How a solve ended: its log, a failure, or `stale` (a newer solve replaced it). */
export type SolveOutcome =
  | { kind: 'solved'; reply: SolveReply; token: number }
  | { kind: 'failed'; failure: SolveFailure }
  | { kind: 'stale' }

export function createSolveSession() {
  /** Each solve gets a number; only the newest may touch the store when it ends. */
  // A ref: startMeasuring watches `stale`, so a newer solve ends an older one's wait at once.
  const token = shallowRef(0)
  const stale = (mine: number) => mine !== token.value

  return {
    /** Replace the solve under way, if any, by none (a refused puzzle); `solving` says whether one runs. */
    drop(solvingNow: boolean): void {
      if (solvingNow) solving.cancel()
      ++token.value
    },

    cancel(): void {
      solving.cancel()
    },

    /** End the timing under way (a newer solve replaces it). */
    cancelTiming(): void {
      solving.cancelTiming()
    },

    /**
     * Solve `p` with `algorithm`, log on. Background work waits while a comparison is
     * timing (`waiting` hears when it starts and ends); `techniques` reads the switches
     * of a logic solve once the wait is over; `progress` hears the steps
     * recorded so far while a long solve runs. Counts as a background job.
     */
    async solve(
      p: Puzzle,
      algorithm: string,
      maxSteps: number,
      hooks: {
        background: boolean
        waiting: (on: boolean) => void
        /** The switches of a logic solve (absent: every technique, or not a logic solve). */
        techniques: (() => Promise<readonly string[] | undefined>) | null
        progress: (steps: number) => void
      },
    ): Promise<SolveOutcome & { techniques?: readonly string[] }> {
      const mine = ++token.value
      const onProgress = (steps: number) => {
        if (!stale(mine)) hooks.progress(steps)
      }
      try {
        if (hooks.background && measuring.value) {
          hooks.waiting(true)
          await whenNotMeasuring()
          if (!stale(mine)) hooks.waiting(false)
        }
        // Read without a wait when there are none, so the solve is tracked at once.
        const techniques = hooks.techniques ? await hooks.techniques() : undefined
        if (stale(mine)) return { kind: 'stale' } // a newer solve replaced this one meanwhile
        const reply = await trackJob(
          solving.solve(p, algorithm, maxSteps, { onProgress, techniques }),
        )
        if (stale(mine)) return { kind: 'stale' }
        return { kind: 'solved', reply, token: mine, techniques }
      } catch (e) {
        if (stale(mine)) return { kind: 'stale' }
        const failure: SolveFailure =
          e instanceof SolveCancelled
            ? { kind: 'cancelled' }
            : { kind: 'failed', message: (e as Error).message }
        return { kind: 'failed', failure }
      }
    },

    /**
     * Time solve `mine` with recording off (as Compare times it), once no comparison
     * or race is timing, and as a measurer itself: background jobs (the rating of this
     * puzzle) keep off the cores meanwhile, and one already running is waited for (at
     * most BACKGROUND_WAIT_MS). The hooks hear the wait, each round with the estimate
     * so far, and the end: a time, or why there is none (null: cancelled or replaced,
     * nothing to say). Nothing is heard once a newer solve replaced this one.
     */
    async time(
      p: Puzzle,
      algorithm: string,
      mine: number,
      techniques: readonly string[] | undefined,
      hooks: {
        waiting: (on: boolean) => void
        round: (rounds: number, estimate: Timing | null) => void
        done: (result: Timing | string | null) => void
      },
    ): Promise<void> {
      const old = () => stale(mine)
      hooks.waiting(measuring.value)
      await whenNotMeasuring()
      if (old()) return
      hooks.waiting(false)
      hooks.round(0, null)
      await startMeasuring({ who: 'solve', cancelled: old })
      let result: Timing | string | null = null
      try {
        if (old()) return
        const onRound = (rounds: number, [estimate]: Timing[]) => {
          if (!old()) hooks.round(rounds, estimate!)
        }
        result = await trackJob(solving.time(p, algorithm, onRound, techniques))
      } catch (e) {
        // Cancelled or replaced: nothing to say; a solve that cannot be timed: say why.
        if (!(e instanceof SolveCancelled)) result = (e as Error).message
      } finally {
        stopMeasuring('solve')
        if (!old()) hooks.done(result)
      }
    },
  }
}

/**
 * The timing of the current solve, as the solve store shows it (each piece a ref it
 * returns): the warm time with recording off (bench/timing.ts), the rounds and the
 * estimate while it is measured, the wait for a comparison or race, why there is none.
 */
export function createSolveTiming(session: ReturnType<typeof createSolveSession>) {
  /** The warm time of the solve with recording off, once measured. */
  const timing = shallowRef<Timing | null>(null)
  /** Rounds timed so far while the time is being measured, or null when it is not. */
  const timingRounds = ref<number | null>(null)
  /**
   * While measuring: the median of the rounds so far (a first estimate), or null before
   * the first. Read only while `timingRounds` is not null (reset as each measuring starts).
   */
  const timingEstimate = shallowRef<Timing | null>(null)
  /** The timing waits for a comparison or a race to finish timing. */
  const timingWaiting = ref(false)
  /** Why the solve could not be timed (it took too long, it failed), or null. */
  const timingError = ref<string | null>(null)

  return {
    /** The state the store returns as its own. */
    state: { timing, timingRounds, timingEstimate, timingWaiting, timingError },
    /** Forget the last solve's time (its timing, if under way, was cancelled first). */
    reset(): void {
      timing.value = null
      timingRounds.value = null
      timingWaiting.value = false
      timingError.value = null
    },
    /** Time solve `token` (session.time), its state shown here. */
    start(p: Puzzle, algorithm: string, token: number, techniques?: readonly string[]): void {
      timingError.value = null
      void session.time(p, algorithm, token, techniques, {
        waiting: (on) => (timingWaiting.value = on),
        round: (rounds, estimate) => {
          timingRounds.value = rounds
          timingEstimate.value = estimate
        },
        done: (result) => {
          if (typeof result === 'string') timingError.value = result
          else if (result) timing.value = result
          timingRounds.value = null
        },
      })
    },
  }
}
