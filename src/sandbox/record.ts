/**
 * A recorded solve of a user solver (the Solve view, the Race): its steps and its
 * own count of solutions, from a fresh sandbox. The answer is not checked here: the
 * solve worker builds the log and checks it (src/services/solving.ts wires them).
 */
import { errorMessage } from './bounds'
import { openSandbox, within } from './frame'
import type { RecordedSolve } from './protocol'
import { readCount, readInfo, readRecorded } from './replies'

/** A recorded solve (and a count) may take this long in the sandbox, ms. */
export const SOLVE_LIMIT_MS = 60_000

/**
 * Solve `line` in a fresh sandbox with its steps recorded (at most `cap`), and count
 * its solutions with the module's own `count` when it exports one (null otherwise);
 * then end the sandbox. Rejects when the module cannot be read, throws, takes over
 * SOLVE_LIMIT_MS or stops its sandbox, or when `signal` aborts (a newer solve, a
 * cancel). The answer is not checked here: the solve worker builds the log and
 * checks it (solve.worker.ts `solveUser`).
 */
export async function recordInSandbox(
  code: string,
  line: string,
  cap: number,
  signal: AbortSignal,
): Promise<{ recorded: RecordedSolve; count: 0 | 1 | 2 | null }> {
  const sandbox = await openSandbox(code)
  const aborted = new Promise<never>((_, reject) => {
    const stop = () => reject(new Error('the solve was cancelled'))
    if (signal.aborted) stop()
    signal.addEventListener('abort', stop, { once: true })
  })
  const work = async () => {
    const info = readInfo(await sandbox.api.info())
    if (typeof info === 'string') throw new Error(info)
    const recorded = readRecorded(await sandbox.api.solve(line, cap), cap)
    const count = info.hasCount ? readCount(await sandbox.api.count(line)) : null
    return { recorded, count }
  }
  try {
    return await within(sandbox, SOLVE_LIMIT_MS, Promise.race([work(), aborted]))
  } catch (e) {
    // Whatever the module threw, the page keeps a short message of it, and not the
    // original (its message may be 100 MB).
    // eslint-disable-next-line preserve-caught-error
    throw new Error(errorMessage(e))
  } finally {
    sandbox.end()
  }
}
