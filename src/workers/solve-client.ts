/**
 * The page's handles on solve workers. A client runs its calls in order on one
 * worker; `cancel` ends the worker outright (a long naive solve cannot be
 * interrupted any other way), every pending call rejects with SolveCancelled, and
 * the next call starts a fresh worker. The Solve view and the race each have
 * their own client, so neither cancels the other.
 *
 * A user's solver solves in a sandbox of its own, which hands back its raw answer and
 * steps; the solve worker then builds the step log from them and checks the answer,
 * so the Solve view and the Race replay it like any other algorithm's. The client
 * knows no sandbox: whoever makes it hands it `userSolve` (src/services/solving.ts
 * wires the sandbox in), and the page's clients live there.
 */
import * as Comlink from 'comlink'
import { loadTechniqueText, type ExportFormat, type Puzzle } from '@/engine'
import type { SolveWorkerApi } from './solve.worker'
import type { ParsedText, PuzzleRating, SolveReply } from './solve-types'

export class SolveCancelled extends Error {
  constructor() {
    super('The solve was cancelled.')
  }
}

export interface SolveClient {
  /**
   * Solve with the log on (untimed: `timeInWorker` times it). `onProgress` hears the
   * steps recorded so far while a long solve runs; `techniques` are the registry ids
   * a logic solve may use (absent: all).
   */
  solve(
    puzzle: Puzzle,
    algorithmId: string,
    maxSteps: number,
    options?: { onProgress?: (steps: number) => void; techniques?: readonly string[] },
  ): Promise<SolveReply>
  /** The puzzle's SE-scale rating; a new call replaces a running one. */
  /** The SE rating within `budgetMs` (absent: RATING_BUDGET_MS; 0: no limit). */
  rate(puzzle: Puzzle, budgetMs?: number): Promise<PuzzleRating>
  /**
   * Read a text with every format, the pencil-mark ones included, and check the
   * position it holds (waits its turn).
   */
  parse(text: string): Promise<ParsedText>
  /** Write a puzzle or a position in any export format (waits its turn; throws as serialize does). */
  write(puzzle: Puzzle, format: ExportFormat): Promise<string>
  cancel(): void
}

/** One solve worker's calls: started on first need, ended by `cancel`. */
export interface SolveWorkerCalls {
  /** Run `run` on the worker (started if need be); rejects with SolveCancelled on `cancel`. */
  call<T>(run: (api: Comlink.Remote<SolveWorkerApi>) => Promise<T>): Promise<T>
  /** End the worker (the only way to stop a call) and reject every pending call. */
  cancel(): void
  /** Whether a call is under way. */
  busy(): boolean
}

/** A solve worker of one's own, for the solve client and the steps client. */
export function solveWorkerCalls(): SolveWorkerCalls {
  let worker: Worker | null = null
  let remote: Comlink.Remote<SolveWorkerApi> | null = null
  const pending = new Set<(e: Error) => void>()

  function cancel(): void {
    worker?.terminate()
    worker = null
    remote = null
    for (const reject of pending) reject(new SolveCancelled())
    pending.clear()
  }

  function call<T>(run: (api: Comlink.Remote<SolveWorkerApi>) => Promise<T>): Promise<T> {
    if (!remote) {
      worker = new Worker(new URL('./solve.worker.ts', import.meta.url), { type: 'module' })
      remote = Comlink.wrap<SolveWorkerApi>(worker)
    }
    const api = remote
    return new Promise<T>((resolve, reject) => {
      pending.add(reject)
      run(api)
        .then(resolve, reject)
        .finally(() => pending.delete(reject))
    })
  }

  return { call, cancel, busy: () => pending.size > 0 }
}

/**
 * A user solver's solve: recorded elsewhere (a sandbox), its log built and its answer
 * checked by `call` on the client's solve worker. Rejects when `signal` aborts.
 */
export type UserSolve = (
  call: SolveWorkerCalls['call'],
  puzzle: Puzzle,
  maxSteps: number,
  signal: AbortSignal,
) => Promise<SolveReply>

/**
 * A solve client. `userSolve(id)` gives the solve of a user solver's id (undefined
 * for a built-in algorithm); without it every id solves in the worker.
 */
export function createSolveClient({
  userSolve = () => undefined,
}: { userSolve?: (algorithmId: string) => UserSolve | undefined } = {}): SolveClient {
  const worker = solveWorkerCalls()
  const { call } = worker
  /** The user solver's sandbox at work, if any (ended by `cancel`). */
  let sandboxed: AbortController | null = null
  const busy = () => worker.busy() || sandboxed !== null
  function cancel(): void {
    sandboxed?.abort()
    sandboxed = null
    worker.cancel()
  }

  async function solveUser(
    solve: UserSolve,
    puzzle: Puzzle,
    maxSteps: number,
  ): Promise<SolveReply> {
    const abort = new AbortController()
    sandboxed = abort
    try {
      return await solve(call, puzzle, maxSteps, abort.signal)
    } catch (e) {
      throw abort.signal.aborted ? new SolveCancelled() : e
    } finally {
      if (sandboxed === abort) sandboxed = null
    }
  }

  return {
    async solve(puzzle, algorithmId, maxSteps, options = {}) {
      // A new solve replaces any running one.
      if (busy()) cancel()
      const user = userSolve(algorithmId)
      if (user) return solveUser(user, puzzle, maxSteps)
      const progress = options.onProgress && Comlink.proxy(options.onProgress)
      // A Human logic log explains its technique steps with sentences loaded on first need.
      const sentences = algorithmId === 'logic' ? loadTechniqueText() : null
      const reply = await call((api) =>
        api.solve(puzzle, algorithmId, maxSteps, progress, options.techniques),
      )
      await sentences
      return reply
    },

    rate(puzzle, budgetMs) {
      if (busy()) cancel()
      return call((api) => api.rate(puzzle, budgetMs))
    },
    parse: (text) => call((api) => api.parse(text)),
    write: (puzzle, format) => call((api) => api.write(puzzle, format)),
    cancel,
  }
}
