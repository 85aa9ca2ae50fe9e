import { defineStore } from 'pinia'
import { computed, ref, shallowRef } from 'vue'
import { DEFAULT_ALGORITHM, type AlgorithmInfo } from '@/engine'
import { userSolvers, type SavedSolver, type SolverInfo } from '@/services/user-solvers'
import { useSolveStore } from './solve'

/** One of your solvers as the page lists it (its code stays in the catalog's map, services/user-solvers.ts). */
export interface YourSolver {
  id: string
  /** The first 12 hex digits of the SHA-256 of its code (the id without `user-`). */
  hash: string
  name: string
  description: string
  sizes: number[]
  added: string
  bytes: number
  /** It exports `counters()`: false says Compare's guess figures are "not reported". */
  counters: boolean
}

/** Your solvers' names are at most this long (the saved shape's limit). */
export const MAX_NAME = 200

/** The code hash of a user solver's id: `user-3fa2c1e09b7d` -> `3fa2c1e09b7d`. */
export function codeHash(id: string): string {
  return id.replace(/^user-/, '')
}

/**
 * The name a user solver has wherever a run, a lane or a legend names it: "My solver
 * (code 3fa2c1e09b7d)". The hash is part of the name because it is part of the id: a
 * changed solver is another algorithm, and its runs must not read as the old one's.
 */
export function hashedName(name: string, id: string): string {
  return `${name} (code ${codeHash(id)})`
}

/** The catalog entry of a user solver: it keeps no candidates (the contract's steps are placements). */
function infoOf(s: YourSolver): AlgorithmInfo {
  return {
    id: s.id,
    name: hashedName(s.name, s.id),
    description: s.description || 'Your solver (no description given).',
    sizes: [...s.sizes],
    candidates: 'none',
    reportsCounters: s.counters,
  }
}

function yours(s: SavedSolver): YourSolver {
  const { id, name, description, sizes, added, bytes } = s
  const counters = s.counters ?? true
  return { id, hash: codeHash(id), name, description, sizes: [...sizes], added, bytes, counters }
}

export type Checked = { ok: true; id: string; info: SolverInfo } | { ok: false; error: string }

/**
 * Your solvers (issue 20): ES modules you added in Compare, kept in IndexedDB and run
 * only in the sandbox (services/user-solvers.ts does the I/O). `load()` at the app's
 * start registers each saved one: its catalog entry (names and sizes everywhere) and
 * the code its id runs. The pickers list `list` after the built-ins.
 */
export const useSolversStore = defineStore('solvers', () => {
  /** Oldest first. Replaced, never mutated. */
  const list = shallowRef<YourSolver[]>([])
  /** Saved records that could not be read (corrupt, or code not matching its id). */
  const skipped = ref(0)
  /** Why your solvers are not kept (no IndexedDB), or a load that failed; null when all is well. */
  const problem = ref<string | null>(null)
  const loaded = ref(false)

  /** The catalog entries of your solvers, in `list` order. */
  const infos = computed(() => list.value.map(infoOf))

  function register(s: YourSolver, code: string): void {
    userSolvers.register(infoOf(s), code)
  }

  let loading: Promise<void> | null = null
  /** Read the saved solvers and register them; once (later calls wait for the first). */
  function load(): Promise<void> {
    loading ??= (async () => {
      try {
        const read = await userSolvers.list()
        for (const s of read.solvers) register(yours(s), s.code)
        // Added in this page meanwhile (load is slow on a busy machine) stay listed.
        const known = new Set(read.solvers.map((s) => s.id))
        list.value = [...read.solvers.map(yours), ...list.value.filter((s) => !known.has(s.id))]
        skipped.value = read.skipped
      } catch (e) {
        problem.value = (e as Error).message
      } finally {
        loaded.value = true
      }
    })()
    return loading
  }

  /**
   * Check code as a solver without keeping it: its size, then in a fresh sandbox
   * (inspectSolver: it loads, exports what the contract asks, solves an easy puzzle).
   * The error says what to fix.
   */
  async function check(code: string): Promise<Checked> {
    const wrong = await userSolvers.codeProblem(code)
    if (wrong) return { ok: false, error: wrong }
    const result = await userSolvers.inspect(code)
    if (result.ok) return result
    // The sandbox says what it found ("the module has no default export"): a sentence of it.
    const why = result.error.trim()
    return { ok: false, error: `Not added: ${why}${/[.!?]$/.test(why) ? '' : '.'}` }
  }

  /**
   * Add a solver: check it (or take `checked`, a check of this very code), then save
   * and register it under `name` (its module's name when blank). The same code twice
   * is refused, saying under which name it is already there.
   */
  async function add(
    code: string,
    name: string,
    checked?: Checked,
  ): Promise<{ ok: true; solver: YourSolver } | { ok: false; error: string }> {
    const result = checked ?? (await check(code))
    if (!result.ok) return result
    const { id, info } = result
    const there = list.value.find((s) => s.id === id)
    if (there)
      return {
        ok: false,
        error: `This code is already added, as “${there.name}” (code ${there.hash}). Change the code to add it again as another solver.`,
      }
    const saved = await userSolvers.record(code, {
      id,
      name: (name.trim() || info.name.trim() || 'My solver').slice(0, MAX_NAME),
      description: info.description.slice(0, 2000),
      sizes: [...info.sizes] as SavedSolver['sizes'],
      counters: info.hasCounters,
    })
    const solver = yours(saved)
    try {
      await userSolvers.save(saved)
    } catch (e) {
      // Not kept, but usable in this page: say so, and carry on.
      problem.value = `${(e as Error).message} “${solver.name}” works until the page is closed.`
    }
    register(solver, code)
    list.value = [...list.value, solver]
    return { ok: true, solver }
  }

  /** Remove a solver: from storage, the catalog and the pickers. Saved runs keep its name. */
  async function remove(id: string): Promise<void> {
    try {
      await userSolvers.remove(id)
    } catch (e) {
      problem.value = (e as Error).message
    }
    list.value = list.value.filter((s) => s.id !== id)
    userSolvers.forget(id)
    // The Solve view leaves it for the default: its picker no longer lists it.
    const solve = useSolveStore()
    if (solve.algorithmId === id) void solve.setAlgorithm(DEFAULT_ALGORITHM)
  }

  /** Delete the saved records that could not be read. */
  async function dropUnreadable(): Promise<void> {
    try {
      await userSolvers.removeUnreadable()
      skipped.value = 0
    } catch (e) {
      problem.value = (e as Error).message
    }
  }

  return { list, infos, skipped, problem, loaded, load, check, add, remove, dropUnreadable }
})
