/**
 * Your solvers (issue 20): the code of each solver you added in Compare, in
 * IndexedDB (database 'sudoku-lab-solvers', version 1, object store 'solvers',
 * key `id`). A database of its own, not a third store of 'sudoku-lab': adding a
 * store there would mean a version 3 and an upgrade that waits on every other open
 * tab, for data that has nothing to do with saved runs.
 *
 * Records are read as untrusted, like the saved runs (history.ts): each is checked
 * against SavedSolverSchema, its id must be the hash of its code (the id names the
 * solver in saved runs, so a record whose code was changed behind the app's back
 * would put its runs under the wrong name), and one that fails is skipped and
 * counted, never thrown. The code is at most MAX_SOLVER_BYTES (2 MB) of UTF-8:
 * a solver is a program, not a data file, and a bigger one would be copied into
 * every sandbox that runs it. When the browser gives the page no IndexedDB, every
 * call rejects with a SolversUnavailable whose message can be shown as is.
 *
 * Loaded only by the solvers store's `import()`: idb and this schema stay out of
 * the page's first load.
 */
import type { DBSchema } from 'idb'
import * as v from 'valibot'
import { isUserAlgorithm, solverId } from '@/engine'
import { databaseOpener, errorText } from './idb'

export const SOLVERS_DB = 'sudoku-lab-solvers'
export const SOLVERS_DB_VERSION = 1
export const SOLVERS = 'solvers'
export const SAVED_SOLVER_VERSION = 1
/** The largest solver kept: 2 MB of UTF-8 (a wasm solver with its module inlined as base64 fits). */
export const MAX_SOLVER_BYTES = 2_000_000
export const MAX_SOLVER_TEXT = '2 MB (2,000,000 bytes)'

/** The sides a solver may take (the contract's sizes). */
const SIDES = [4, 9, 16, 25] as const

export const SavedSolverSchema = v.object({
  version: v.literal(SAVED_SOLVER_VERSION),
  /** `user-` and the first 12 hex digits of the SHA-256 of `code`. */
  id: v.pipe(
    v.string(),
    v.check((id) => isUserAlgorithm(id), 'not a solver id'),
  ),
  /** The name you gave it (or the module's own). */
  name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200)),
  description: v.pipe(v.string(), v.maxLength(2000)),
  sizes: v.pipe(
    v.array(v.picklist(SIDES)),
    v.minLength(1),
    v.check((s) => new Set(s).size === s.length, 'a side listed twice'),
  ),
  code: v.pipe(v.string(), v.minLength(1)),
  /** When it was added, ISO 8601. */
  added: v.pipe(v.string(), v.isoTimestamp()),
  /** The code's length in UTF-8 bytes. */
  bytes: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_SOLVER_BYTES)),
  /** It exports `counters()`; absent in records saved before this was kept (taken as yes). */
  counters: v.optional(v.boolean()),
})
export type SavedSolver = v.InferOutput<typeof SavedSolverSchema>

interface SolversSchema extends DBSchema {
  solvers: {
    key: string
    /** What was written is a SavedSolver; what is read is checked before use. */
    value: unknown
  }
}

/** IndexedDB cannot be used; `message` is written for the user. */
export class SolversUnavailable extends Error {
  override name = 'SolversUnavailable'
}

export interface SolverList {
  /** Oldest first: the order you added them, the order the pickers list them. */
  solvers: SavedSolver[]
  /** Records that could not be read (corrupt, another format version, code not matching its id). */
  skipped: number
}

const UNAVAILABLE =
  'Your solvers cannot be kept: this browser does not let the page store data (private browsing or blocked storage).'
/** The database was upgraded by a newer version of the app: this page is the older one. */
export const NEWER_SOLVERS =
  'Your solvers were upgraded by a newer version of Sudoku Lab (in another tab, or since this page loaded). Reload this page to use them; close any other tab of Sudoku Lab that is still on the old version.'
/** An upgrade of the database waits for another tab that holds an older version open. */
export const BLOCKED_SOLVERS =
  'Your solvers are waiting for another tab of Sudoku Lab that holds an older version of them. Close that tab and reload this page.'

/** The UTF-8 length of a text, the size the 2 MB limit is about. */
export function utf8Bytes(code: string): number {
  return new TextEncoder().encode(code).length
}

/** "1.2 MB", "340 KB", "812 bytes". */
export function sizeText(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`
  if (bytes >= 1000) return `${Math.round(bytes / 1000)} KB`
  return `${bytes} byte${bytes === 1 ? '' : 's'}`
}

/**
 * Why this code cannot be a solver before it is even run, in words that say what to
 * do, or null: nothing pasted, or more than MAX_SOLVER_BYTES.
 */
export function codeProblem(code: string): string | null {
  if (code.trim() === '') return "Paste a solver's code (an ES module) or open a .js file first."
  const bytes = utf8Bytes(code)
  if (bytes > MAX_SOLVER_BYTES)
    return `The code is ${sizeText(bytes)} (${bytes.toLocaleString('en')} bytes); a solver may be at most ${MAX_SOLVER_TEXT}. Leave out test data and long comments.`
  return null
}

const database = databaseOpener<SolversSchema>({
  name: SOLVERS_DB,
  version: SOLVERS_DB_VERSION,
  upgrade(db) {
    db.createObjectStore(SOLVERS, { keyPath: 'id' })
  },
  words: { unavailable: UNAVAILABLE, newer: NEWER_SOLVERS, blocked: BLOCKED_SOLVERS },
  Unavailable: SolversUnavailable,
})
const open = database.open

/** Close the connection (tests, and tabs asked to step aside for an upgrade). */
export const closeSolvers = database.close

/** A record as a SavedSolver when it reads and its code hashes to its id; null otherwise. */
export async function readSolver(record: unknown): Promise<SavedSolver | null> {
  const parsed = v.safeParse(SavedSolverSchema, record)
  if (!parsed.success) return null
  const solver = parsed.output
  if (solver.bytes !== utf8Bytes(solver.code)) return null
  return (await solverId(solver.code)) === solver.id ? solver : null
}

/** Every readable solver, oldest first, and how many records were skipped. */
export async function listSolvers(): Promise<SolverList> {
  const db = await open()
  const records = await db.getAll(SOLVERS)
  const solvers: SavedSolver[] = []
  let skipped = 0
  for (const record of records) {
    const solver = await readSolver(record)
    if (solver) solvers.push(solver)
    else skipped++
  }
  solvers.sort((a, b) => (a.added < b.added ? -1 : a.added > b.added ? 1 : 0))
  return { solvers, skipped }
}

/** Save a solver (replacing one with the same id: the same code renamed). */
export async function saveSolver(solver: SavedSolver): Promise<void> {
  const db = await open()
  // Checked on the way in as on the way out: a record this module would skip is never written.
  const record = v.parse(SavedSolverSchema, { ...solver, sizes: [...solver.sizes] })
  try {
    await db.put(SOLVERS, record)
  } catch (e) {
    if (e instanceof DOMException && e.name === 'QuotaExceededError')
      throw new Error(
        "The solver could not be saved: the browser's storage for this page is full. Delete some saved runs or solvers and try again.",
        { cause: e },
      )
    throw new Error(`The solver could not be saved: ${errorText(e)}`, { cause: e })
  }
}

/** Delete solver `id` (nothing happens when there is none). */
export async function deleteSolver(id: string): Promise<void> {
  const db = await open()
  await db.delete(SOLVERS, id)
}

/** Delete the records listSolvers skips; returns how many went. */
export async function deleteUnreadableSolvers(): Promise<number> {
  const db = await open()
  let gone = 0
  const keys = await db.getAllKeys(SOLVERS)
  for (const key of keys) {
    if (await readSolver(await db.get(SOLVERS, key))) continue
    await db.delete(SOLVERS, key)
    gone++
  }
  return gone
}

/** Delete every solver (tests). */
export async function clearSolvers(): Promise<void> {
  const db = await open()
  await db.clear(SOLVERS)
}
