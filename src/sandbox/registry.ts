/**
 * Which code each user solver runs, by its algorithm id (`user-` and 12 hex digits
 * of the code's SHA-256). The solvers store fills it at start and on Add; the timing
 * and solve clients read it to start a sandbox (bench-client.ts, solve-client.ts).
 * Tiny and free of imports, so the first load may hold it.
 */
const codes = new Map<string, string>()

export function setUserSolverCode(id: string, code: string): void {
  codes.set(id, code)
}

export function userSolverCode(id: string): string | undefined {
  return codes.get(id)
}

/** Forget a removed solver's code. */
export function forgetUserSolverCode(id: string): void {
  codes.delete(id)
}
