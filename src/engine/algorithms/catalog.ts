/**
 * What the page knows of every algorithm without its code: id, name, description,
 * sizes and what its empty cells show (`AlgorithmInfo`). The page's pickers,
 * legends and refusals read these; the code that solves (algorithms/registry.ts,
 * `@/engine/full`) runs in the Workers and the CLI, and on the page's main thread
 * only in chunks loaded when first needed (docs/contracts/engine-faces.md). Each
 * algorithm's own object is made from its entry here (`defineAlgorithm`), so the two
 * never differ.
 *
 * This module imports no algorithm: keep it so, or every algorithm's code comes
 * back into the first page load (`npm run size` fails over its budget).
 */
import { solvesSize, type Algorithm } from '../algorithm'
import { isUserAlgorithm } from '../custom/contract'

/** An algorithm without its code: everything the page shows of it. */
export type AlgorithmInfo = Omit<Algorithm, 'solve'>

/** The registered algorithms, in the order the UI lists them. */
export const ALGORITHM_IDS = ['detour', 'naive', 'markup', 'dlx', 'fast', 'wasm', 'logic'] as const
export type AlgorithmId = (typeof ALGORITHM_IDS)[number]

/** A module that uses one SIMD128 instruction (i8x16.popcnt of a splat): valid only where SIMD is. */
const SIMD_PROBE = new Uint8Array([
  0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0, 253, 15,
  253, 98, 11,
])

const webAssembly = (globalThis as { WebAssembly?: { validate(bytes: Uint8Array): boolean } })
  .WebAssembly

/**
 * Whether this host runs the `wasm` engine: `ok`, or the reason it does not (no
 * WebAssembly at all, or no SIMD128). Read from a 31-byte probe, so that the page
 * can name the engine without loading it; the engine itself (algorithms/wasm.ts)
 * still falls back to Fast should its module not compile.
 */
export const wasmSupport: { ok: boolean; reason: string } = !webAssembly
  ? { ok: false, reason: 'WebAssembly is not available here' }
  : webAssembly.validate(SIMD_PROBE)
    ? { ok: true, reason: '' }
    : { ok: false, reason: 'WebAssembly SIMD is not available here' }

export const ABOUT: Readonly<Record<AlgorithmId, AlgorithmInfo>> = {
  detour: {
    id: 'detour',
    name: 'Detour solver',
    description:
      'Propagates candidates in passes, follows each placement straight to its related cells, and guesses from a snapshot when stuck.',
    sizes: [4, 9, 16, 25],
    candidates: 'kept',
  },
  naive: {
    id: 'naive',
    name: 'Naive backtracking',
    description:
      'Fills the empty cells in reading order, trying 1, 2, 3… in each and checking its row, column and box; steps back a cell when no digit fits.',
    // Without propagation it does not finish even an empty 25x25 board (still
    // searching after 60 s, see the README), so it does not take that size.
    sizes: [4, 9, 16],
    candidates: 'none',
  },
  markup: {
    id: 'markup',
    name: 'Candidate backtracking',
    description:
      "Writes down each empty cell's candidates once from the givens, then fills the cells in reading order, trying only those candidates and stepping back a cell when none fits.",
    // With its markup fixed at the start it does not finish even an empty 25x25
    // board (still searching after 60 s, see the README), so it does not take that size.
    sizes: [4, 9, 16],
    candidates: 'kept',
  },
  dlx: {
    id: 'dlx',
    name: 'Dancing links',
    description:
      'Treats the grid as an exact-cover problem (each cell, and each digit in each row, column and box, exactly once) and searches it with Knuth’s dancing links, always branching on the constraint with the fewest options.',
    sizes: [4, 9, 16, 25],
    candidates: 'none',
  },
  fast: {
    id: 'fast',
    name: 'Fast bitboard engine',
    description:
      'Band bitboards (a 27-bit word per digit and band), locked candidates from triad tables, hidden and naked singles, and branching on the most constraining two-candidate cell.',
    sizes: [4, 9, 16, 25],
    candidates: 'kept',
  },
  wasm: {
    id: 'wasm',
    name: wasmSupport.ok
      ? 'WebAssembly SIMD engine'
      : 'WebAssembly SIMD engine (unavailable: runs Fast)',
    description: wasmSupport.ok
      ? "The fast bitboard engine compiled to WebAssembly with SIMD128 (9x9 only): the same rules and search tree as Fast, in fewer instructions. Watching it replays Fast's step-by-step recording of that same search."
      : `${wasmSupport.reason}, so this entry runs the Fast bitboard engine instead (9x9 only).`,
    sizes: [9],
    candidates: 'kept',
  },
  logic: {
    id: 'logic',
    name: 'Human logic',
    description:
      "Applies, at each step, the first human technique that makes progress, in HoDoKu's order (singles, intersections, subsets, fish, single-digit patterns, wings, uniqueness, finned fish, colouring, chains and loops, almost locked sets, complex fish, templates, forcing chains); each step rated on the Sudoku Explainer scale (≈ where SE has no such technique); guesses only when the techniques run out.",
    sizes: [4, 9, 16],
    candidates: 'kept',
  },
}

/**
 * An algorithm: its entry here and its code. Each algorithm's file calls it marked
 * `/* @__PURE__ *\/`, so that a bundle that reaches the file without using the
 * algorithm (the page, through bench/timing.ts) leaves it out.
 */
export function defineAlgorithm(id: AlgorithmId, code: Pick<Algorithm, 'solve'>): Algorithm {
  return { ...ABOUT[id], solve: code.solve }
}

/** Every registered algorithm, without its code, in the order the UI lists them. */
export const ALGORITHMS: readonly AlgorithmInfo[] = ALGORITHM_IDS.map((id) => ABOUT[id])

/**
 * The user's own solvers this thread knows of (src/engine/custom/), the one map of
 * them: each one's entry, and the code it runs (in a sandbox, src/sandbox/; absent
 * where only its name matters, as in a test). The page's solvers store fills it at
 * start and when the user adds one (through src/services/user-solvers.ts), so that
 * every view that names an algorithm by id (History, legends, progress) names them
 * too, and the solve and timing clients know which ids to run in a sandbox.
 */
const userSolvers = new Map<string, { info: AlgorithmInfo; code?: string }>()

/**
 * Make a user solver known by its id (`user-` and 12 hex digits, `solverId`), with
 * its code when it is to be run; a second call with the same id replaces the first (a
 * renamed solver). Throws for any other id, so that a user solver can never stand in
 * for a built-in one.
 */
export function registerUserAlgorithm(info: AlgorithmInfo, code?: string): void {
  if (!isUserAlgorithm(info.id)) throw new Error(`not a user solver's id: ${info.id}`)
  const entry = { info: { ...info, sizes: info.sizes.slice() } }
  userSolvers.set(info.id, code === undefined ? entry : { ...entry, code })
}

/** Forget a user solver (removed by the user); an unknown id is no error. */
export function forgetUserAlgorithm(id: string): void {
  userSolvers.delete(id)
}

/** The registered user solvers, in the order they were first registered. */
export function userAlgorithmInfos(): AlgorithmInfo[] {
  return [...userSolvers.values()].map((s) => s.info)
}

/** The code a registered user solver runs, or undefined (a built-in id, or no code given). */
export function userAlgorithmCode(id: string): string | undefined {
  return userSolvers.get(id)?.code
}

/** A built-in algorithm, or a registered user solver, by id. */
export function getAlgorithm(id: string): AlgorithmInfo | undefined {
  return ALGORITHMS.find((a) => a.id === id) ?? userSolvers.get(id)?.info
}

export const DEFAULT_ALGORITHM = 'detour'

/** "a", "a or b", "a, b or c" (or "and"). */
function list(words: readonly string[], last: 'or' | 'and'): string {
  return words.length < 2
    ? (words[0] ?? '')
    : `${words.slice(0, -1).join(', ')} ${last} ${words.at(-1)}`
}

/**
 * Why `algorithm` is not run on a puzzle of side `size`, in a sentence that names
 * the algorithms that are; null when it takes that size. The rule is `solvesSize`,
 * the one the CLI applies.
 */
export function sizeRefusal(algorithm: AlgorithmInfo, size: number): string | null {
  if (solvesSize(algorithm, size)) return null
  const side = (n: number) => `${n}x${n}`
  const others = ALGORITHMS.filter((a) => a.id !== algorithm.id && solvesSize(a, size)).map(
    (a) => a.name,
  )
  const choose = others.length ? `; choose ${list(others, 'or')}` : ''
  const takes = list(algorithm.sizes.map(side), 'and')
  return `${algorithm.name} does not solve ${side(size)} puzzles (it takes ${takes})${choose}.`
}
