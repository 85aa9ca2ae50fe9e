/**
 * The check of a module before it is added (Compare's "Add your solver"): loaded in a
 * fresh sandbox, read as a solver module, and made to solve one easy puzzle, its
 * answer checked by the referee the caller hands in (the engine's check, in a solve
 * worker: src/services/user-solvers.ts wires it).
 */
import { makePuzzle, serialize, type Puzzle } from '@/engine'
import type { RecordedSolve } from './protocol'
import { errorMessage } from './bounds'
import { openSandbox, SandboxTimeout, within, type Sandbox } from './frame'
import { readInfo, readRecorded, type SolverInfo } from './replies'

export type { SolverInfo }

/**
 * Checks a recorded solve of `puzzle` as the Solve view checks a user solver's answer;
 * rejects, saying what is wrong, when it is not a solution.
 */
export type Referee = (puzzle: Puzzle, recorded: RecordedSolve) => Promise<void>

/**
 * An easy puzzle of side `size` for the smoke test: a full grid of the pattern
 * `(r mod b)·b + r div b + c` with one cell in five emptied, each forced by its row.
 */
export function easyPuzzle(size: number): Puzzle {
  const box = Math.round(Math.sqrt(size))
  const givens: number[] = []
  for (let r = 0; r < size; r++)
    for (let c = 0; c < size; c++) {
      const digit = (((r % box) * box + Math.floor(r / box) + c) % size) + 1
      givens.push((r * size + c) % 5 === 0 ? 0 : digit)
    }
  return makePuzzle(givens)
}

/**
 * Load `code` in a fresh sandbox, read it as a solver module and solve one easy
 * puzzle of a size it takes, checked by `referee`; then end the sandbox. The error says
 * what went wrong, for the person who wrote the module: a syntax error (with line
 * and column when the browser gives them), a missing default export, a throw, a
 * wrong answer, no answer within `timeoutMs`, a worker that died.
 */
export async function inspectSolver(
  code: string,
  referee: Referee,
  timeoutMs = 10_000,
): Promise<{ ok: true; info: SolverInfo } | { ok: false; error: string }> {
  const sandbox = await openSandbox(code)
  try {
    return await within(sandbox, timeoutMs, smokeTest(sandbox, referee))
  } catch (e) {
    const why = errorMessage(e)
    const failed = sandbox.lastError()
    return { ok: false, error: failed && e instanceof SandboxTimeout ? `${why} (${failed})` : why }
  } finally {
    sandbox.end()
  }
}

async function smokeTest(
  sandbox: Sandbox,
  referee: Referee,
): Promise<{ ok: true; info: SolverInfo } | { ok: false; error: string }> {
  const info = readInfo(await sandbox.api.info())
  if (typeof info === 'string') return { ok: false, error: info }
  const size = info.sizes.includes(9) ? 9 : info.sizes[0]!
  const puzzle = easyPuzzle(size)
  let recorded: RecordedSolve
  try {
    recorded = readRecorded(await sandbox.api.solve(serialize(puzzle, 'line'), 100_000), 100_000)
  } catch (e) {
    return { ok: false, error: `it threw on an easy ${size}x${size} puzzle: ${errorMessage(e)}` }
  }
  // Checked as the Solve view checks a user solver's answer (the referee: the engine's
  // check lives in the full engine, which the page loads only in a solve worker).
  const hasSteps = recorded.events.length > 0
  try {
    await referee(puzzle, recorded)
  } catch (e) {
    return { ok: false, error: `${errorMessage(e)} (an easy ${size}x${size} puzzle)` }
  }
  return { ok: true, info: { ...info, hasSteps } }
}
