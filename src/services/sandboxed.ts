/**
 * The workers and the sandbox wired together. They are siblings that never import
 * each other: a solve client is handed `userSolve` and a bench client `userSlot`,
 * and the sandbox is handed its referee (solve and bench workers doing the engine's
 * work: checking answers, confirming "no solution", rating). The sandbox's code is
 * loaded by `import()` when a user solver first runs.
 */
import * as Comlink from 'comlink'
import { getAlgorithm, serialize } from '@/engine'
import type { BenchSlot } from '@/bench/options'
import type { BenchWorkerApi } from '@/workers/bench.worker'
import { solveWorkerCalls, type SolveWorkerCalls, type UserSolve } from '@/workers/solve-client'
import { userSolvers } from './user-solvers'

/**
 * The Solve view's and the Race's solve of a user solver's id (undefined for a
 * built-in): recorded in a fresh sandbox (src/sandbox/record.ts), then its answer
 * checked and its log built in the client's solve worker (solve.worker.ts
 * `solveUser`), which returns an ordinary SolveReply. Its errors name the solver as
 * the pickers do ("My solver (code 3fa2c1e09b7d)"), not by id.
 */
export function userSolve(algorithmId: string): UserSolve | undefined {
  const code = userSolvers.codeOf(algorithmId)
  if (code === undefined) return undefined
  return async (call, puzzle, maxSteps, signal) => {
    const { recordInSandbox } = await import('@/sandbox/record')
    const line = serialize(puzzle, 'line')
    const { recorded, count } = await recordInSandbox(code, line, maxSteps, signal)
    const { events } = recorded
    return call((api) =>
      api.solveUser(
        puzzle,
        getAlgorithm(algorithmId)?.name ?? 'Your solver',
        maxSteps,
        Comlink.transfer(recorded, [events.buffer]),
        count,
      ),
    )
  }
}

/**
 * A timing slot for a user solver's id (undefined for a built-in): its sandbox
 * (src/sandbox/slot.ts), refereed by a solve worker (the detour Solver confirms a
 * "no solution"; on the page it would join the first load) and a bench worker (the
 * rating), each started when first needed and ended with the slot.
 */
export function userSlot(id: string): Promise<BenchSlot> | undefined {
  const code = userSolvers.codeOf(id)
  if (code === undefined) return undefined
  let solver: SolveWorkerCalls | null = null
  let rater: Worker | null = null
  return import('@/sandbox/slot').then(({ sandboxSlot }) =>
    sandboxSlot(code, {
      confirmNone: (p) => (solver ??= solveWorkerCalls()).call((api) => api.hasNoSolution(p)),
      async rate(lines, budgetMs, report) {
        rater = new Worker(new URL('../workers/bench.worker.ts', import.meta.url), {
          type: 'module',
        })
        const api = Comlink.wrap<BenchWorkerApi>(rater)
        try {
          await api.load(lines)
          return await api.rate(budgetMs, report)
        } finally {
          rater?.terminate()
          rater = null
        }
      },
      end() {
        solver?.cancel()
        solver = null
        rater?.terminate()
        rater = null
      },
    }),
  )
}
