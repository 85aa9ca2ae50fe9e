/**
 * The worker thread of a user's solver module (`--module FILE`), inside the
 * module's host process (module-host.ts, which passes its messages to and from
 * the CLI, module-process.ts): imports the module (its file URL), checks its
 * exports (readSolverModule) and answers the CLI's requests one at a time. It
 * only runs the module: every answer is checked in the CLI, which never trusts it.
 *
 * Requests:
 * - `solve`/`count` a puzzle line: the module's raw answer (Portable);
 * - `load` a bench file's puzzles, `verify` one of them (the answer, the time
 *   and the guesses), `warm` and `measure` a whole pass over them: the timing
 *   of src/bench/timing.ts (warm-up, span, quickest of three batches) on the
 *   module's Algorithm adapter (userAlgorithm), in this thread.
 *
 * An error the module leaves uncaught (thrown in a setTimeout callback, a
 * rejected promise nobody handles) is reported (`uncaught`) and the worker goes
 * on: the module's answers so far and to come are its answers, and no puzzle is
 * blamed for what a timer did between them.
 *
 * Built as its own bundle (dist-cli/module-worker.mjs).
 */
import { parentPort, workerData } from 'node:worker_threads'
import {
  makePuzzle,
  readSolverModule,
  userAlgorithm,
  type Algorithm,
  type Puzzle,
  type UserSolver,
} from '../engine/full'
import {
  counterValue,
  messageOf,
  portable,
  puzzleLine,
  type ModuleRequest,
  type VerifyReply,
  type WorkerMessage,
} from './module-protocol'
import { clockResolution, measure, spanFor, warmUp } from '../bench/timing'

const port = parentPort!
const { url, id } = workerData as { url: string; id: string }
let solver: UserSolver | null = null
let algorithm: Algorithm | null = null
let puzzles: Puzzle[] = []
let lines: string[] = []
let span = 0

/** One whole pass over the loaded puzzles, as bench times a built-in algorithm's. */
function pass(): void {
  for (const p of puzzles) {
    try {
      algorithm!.solve(p, { limit: 1 })
    } catch {
      // The verifying pass said what went wrong with this puzzle; the pass goes on.
    }
  }
}

function answer(request: ModuleRequest): unknown {
  const s = solver!
  switch (request.op) {
    case 'solve':
      return portable(s.solve(request.line))
    case 'count':
      return portable(s.count!(request.line))
    case 'load':
      puzzles = request.puzzles.map((givens) => makePuzzle(givens))
      lines = puzzles.map(puzzleLine)
      algorithm = userAlgorithm(id, s)
      span = spanFor(clockResolution())
      return null
    case 'verify': {
      const t0 = performance.now()
      const a = s.solve(lines[request.index]!)
      const ms = performance.now() - t0
      let guesses = 0
      try {
        guesses = counterValue((s.counters?.() as { guesses?: unknown } | undefined)?.guesses)
      } catch {
        // Counters are optional: a throw there (or from its getter) counts as 0, no answer's failure.
      }
      return { answer: portable(a), ms, guesses } satisfies VerifyReply
    }
    case 'warm':
      return warmUp(pass, span)
    case 'measure':
      return measure(pass, span).ms
  }
}

const uncaught = (e: unknown) =>
  port.postMessage({ type: 'uncaught', error: messageOf(e) } satisfies WorkerMessage)
process.on('uncaughtException', uncaught)
process.on('unhandledRejection', uncaught)

port.on('message', (request: ModuleRequest) => {
  let message: WorkerMessage
  try {
    message = { type: 'reply', value: answer(request) }
  } catch (e) {
    message = { type: 'threw', error: messageOf(e) }
  }
  port.postMessage(message)
})

import(url).then(
  (mod: unknown) => {
    const read = readSolverModule(mod)
    if (!read.ok) return port.postMessage({ type: 'failed', error: read.error })
    solver = read.solver
    const { name, description, sizes, hasCount } = read.solver
    const own = (mod as { name?: unknown }).name
    const named = typeof own === 'string' && own.trim() !== ''
    port.postMessage({ type: 'ready', info: { named, name, description, sizes, hasCount } })
  },
  (e: unknown) => port.postMessage({ type: 'failed', error: messageOf(e) }),
)
