/**
 * Your solvers (issue 20): the app's one place for them. Which code each id runs and
 * what the pickers call it is the engine catalog's one map of user solvers
 * (`registerUserAlgorithm`: names and sizes everywhere, the code for the sandbox);
 * they are kept in IndexedDB (src/persistence/solvers.ts) and checked, before one is
 * added, in a fresh sandbox (src/sandbox/inspect.ts) refereed by a solve worker.
 *
 * In the page's first load (the Solve view's picker lists your solvers), so it stays
 * small: the persistence module (idb, the schema) and the sandbox are loaded by
 * `import()` when first needed.
 */
import * as Comlink from 'comlink'
import {
  forgetUserAlgorithm,
  registerUserAlgorithm,
  solverId,
  userAlgorithmCode,
  type AlgorithmInfo,
  type Puzzle,
} from '@/engine'
import type { SavedSolver, SolverList } from '@/persistence/solvers'
import type { RecordedSolve } from '@/sandbox/protocol'
import type { SolverInfo } from '@/sandbox/inspect'
import { solveWorkerCalls } from '@/workers/solve-client'

export type { SavedSolver, SolverInfo }

const persistence = () => import('@/persistence/solvers')

/**
 * The smoke test's referee: a solve worker of its own builds the log from the
 * recorded solve and checks the answer, as the Solve view does for a user solver (the
 * engine's check lives in the full engine, which the page loads only in a worker).
 */
async function referee(puzzle: Puzzle, recorded: RecordedSolve): Promise<void> {
  const worker = solveWorkerCalls()
  try {
    const { events } = recorded
    await worker.call((api) =>
      api.solveUser(puzzle, 'it', 100_000, Comlink.transfer(recorded, [events.buffer]), null),
    )
  } finally {
    worker.cancel()
  }
}

/** What the solvers store asks; one object, so a test can replace any of it. */
export const userSolvers = {
  /** Make a solver known everywhere: its catalog entry, and the code its id runs. */
  register(info: AlgorithmInfo, code: string): void {
    registerUserAlgorithm(info, code)
  },
  forget(id: string): void {
    forgetUserAlgorithm(id)
  },
  /** The code a user solver's id runs, or undefined (a built-in algorithm). */
  codeOf(id: string): string | undefined {
    return userAlgorithmCode(id)
  },
  /** The saved solvers (and how many records could not be read). */
  async list(): Promise<SolverList> {
    return (await persistence()).listSolvers()
  },
  /** Why code cannot be kept as a solver (empty, too big), or null. */
  async codeProblem(code: string): Promise<string | null> {
    return (await persistence()).codeProblem(code)
  },
  /**
   * Check code as a solver in a fresh sandbox (it loads, exports what the contract
   * asks, solves an easy puzzle). The error is the sandbox's own words.
   */
  async inspect(
    code: string,
  ): Promise<{ ok: true; id: string; info: SolverInfo } | { ok: false; error: string }> {
    const [id, { inspectSolver }] = await Promise.all([solverId(code), import('@/sandbox/inspect')])
    const result = await inspectSolver(code, referee)
    return result.ok ? { ok: true, id, info: result.info } : result
  },
  /** The record to save for checked code (its size counted, its version stamped). */
  async record(
    code: string,
    fields: Omit<SavedSolver, 'version' | 'code' | 'bytes' | 'added'>,
  ): Promise<SavedSolver> {
    const { utf8Bytes, SAVED_SOLVER_VERSION } = await persistence()
    const added = new Date().toISOString()
    return { version: SAVED_SOLVER_VERSION, ...fields, code, added, bytes: utf8Bytes(code) }
  },
  async save(saved: SavedSolver): Promise<void> {
    await (await persistence()).saveSolver(saved)
  },
  async remove(id: string): Promise<void> {
    await (await persistence()).deleteSolver(id)
  },
  async removeUnreadable(): Promise<void> {
    await (await persistence()).deleteUnreadableSolvers()
  },
}
