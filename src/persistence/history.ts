/**
 * Saved comparison runs, in IndexedDB (database 'sudoku-lab'): object store 'runs'
 * (autoIncrement key `id`, an index on `date`) holds whole runs, and 'headers'
 * (same `id`, an index on `date`) a small header of each (what it was and its
 * summary figures, no per-puzzle timings), so the History panel can list a page
 * of runs without reading thousands of timings. Version 2 added 'headers' and
 * fills it from the runs already saved.
 *
 * Records are read as untrusted: every one is checked against its schema (below:
 * BenchRunSchema for a run, RunHeaderSchema for a header), and one that is corrupt
 * or from another format version is skipped and counted, never thrown. When the browser gives the page no IndexedDB
 * (some private modes, storage blocked by policy), every call rejects with a
 * HistoryUnavailable whose message can be shown as is; the rest of the app works on.
 */
import type { DBSchema, IDBPDatabase } from 'idb'
import * as v from 'valibot'
import { BENCH_RUN_VERSION, type BenchRun } from '@/bench/types'
import { forHistory, puzzleCount } from '@/bench/history-size'
import { databaseOpener, errorText } from './idb'

export const DB_NAME = 'sudoku-lab'
export const DB_VERSION = 2
export const RUNS = 'runs'
export const HEADERS = 'headers'

interface HistorySchema extends DBSchema {
  runs: {
    key: number
    /** What was written is a BenchRun; what is read is checked before use. */
    value: unknown
    indexes: { date: string }
  }
  headers: {
    key: number
    /** What was written is a RunHeader; what is read is checked (isRunHeader) before use. */
    value: unknown
    indexes: { date: string }
  }
}

/** The header of a saved run. */
export function headerOf(run: BenchRun & { id: number }): RunHeader {
  const { id, date, browser, algorithms, partial, workload, results } = run
  return {
    id,
    date,
    browser,
    algorithms: [...algorithms],
    partial,
    workload: { kind: workload.kind, name: workload.name, count: puzzleCount(workload) },
    results: results.map(({ algorithm, name, summary }) => ({ algorithm, name, summary })),
  }
}

/** IndexedDB cannot be used; `message` is written for the user. */
export class HistoryUnavailable extends Error {
  override name = 'HistoryUnavailable'
}

export interface RunList {
  /** Newest first. */
  runs: BenchRun[]
  /** Records that could not be read (corrupt, or an older or newer format). */
  skipped: number
}

const UNAVAILABLE =
  'Saved runs are off: this browser does not let the page store data (private browsing or blocked storage). Comparisons still work, but they are not kept.'
/** The database was upgraded by a newer version of the app: this page is the older one. */
export const NEWER =
  'Saved runs were upgraded by a newer version of Sudoku Lab (in another tab, or since this page loaded). Reload this page to use them; close any other tab of Sudoku Lab that is still on the old version.'
export const BLOCKED =
  'Saved runs are waiting for another tab of Sudoku Lab that holds an older version of them. Close that tab and reload this page.'

const database = databaseOpener<HistorySchema>({
  name: DB_NAME,
  version: DB_VERSION,
  async upgrade(db, oldVersion, _newVersion, tx) {
    if (oldVersion < 1) {
      const runs = db.createObjectStore(RUNS, { keyPath: 'id', autoIncrement: true })
      runs.createIndex('date', 'date')
    }
    if (oldVersion < 2) {
      const headers = db.createObjectStore(HEADERS, { keyPath: 'id' })
      headers.createIndex('date', 'date')
      for await (const cursor of tx.objectStore(RUNS)) {
        const run = cursor.value
        if (isBenchRun(run) && run.id !== undefined)
          await headers.put(headerOf({ ...run, id: run.id }))
      }
    }
  },
  words: { unavailable: UNAVAILABLE, newer: NEWER, blocked: BLOCKED },
  Unavailable: HistoryUnavailable,
})
const open = database.open

/** Close the connection (tests, and tabs asked to step aside for an upgrade). */
export const closeHistory = database.close

/**
 * A deep copy of plain objects and arrays. A run may come held in a Vue reactive
 * proxy (the compare store's), which IndexedDB's structured clone refuses; reading
 * it through the proxy into fresh objects gives plain data without this module
 * knowing about Vue.
 */
function plain<T>(value: T): T {
  if (Array.isArray(value)) return value.map((x: unknown) => plain(x)) as T
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [k, x] of Object.entries(value)) out[k] = plain(x)
    return out as T
  }
  return value
}

/** Save a run as a new record (any `id` it carries is ignored); returns the new id. */
export async function saveRun(run: BenchRun): Promise<number> {
  const db = await open()
  const { id: _id, ...record } = plain(forHistory(run))
  try {
    const tx = db.transaction([RUNS, HEADERS], 'readwrite')
    const id = await tx.objectStore(RUNS).add(record)
    await tx.objectStore(HEADERS).put(headerOf({ ...record, id }))
    await tx.done
    return id
  } catch (e) {
    if (e instanceof DOMException && e.name === 'QuotaExceededError')
      throw new Error(
        "The run could not be saved: the browser's storage for this page is full. Delete some saved runs and try again.",
        { cause: e },
      )
    throw new Error(`The run could not be saved: ${errorText(e)}`, { cause: e })
  }
}

/**
 * Replace the saved run `id` with `run` (a run saved when its timing ended, now
 * with its ratings). Returns false, writing nothing, when there is no run `id`
 * any more: one deleted meanwhile (in this tab or another) stays deleted.
 */
export async function updateRun(id: number, run: BenchRun): Promise<boolean> {
  const db = await open()
  const { id: _id, ...record } = plain(forHistory(run))
  try {
    const tx = db.transaction([RUNS, HEADERS], 'readwrite')
    const runs = tx.objectStore(RUNS)
    if ((await runs.getKey(id)) === undefined) {
      await tx.done
      return false
    }
    await runs.put({ ...record, id })
    await tx.objectStore(HEADERS).put(headerOf({ ...record, id }))
    await tx.done
    return true
  } catch (e) {
    throw new Error(`The run's ratings could not be saved: ${errorText(e)}`, { cause: e })
  }
}

/** Every readable run, newest first, and how many records were skipped. */
export async function listRuns(): Promise<RunList> {
  const db = await open()
  // The whole store, not the date index: a corrupt record may lack a date and must still be counted.
  const records = await db.getAll(RUNS)
  const runs: BenchRun[] = []
  let skipped = 0
  for (const r of records) {
    if (isBenchRun(r)) runs.push(r)
    else skipped++
  }
  runs.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : (b.id ?? 0) - (a.id ?? 0)))
  return { runs, skipped }
}

/** One run, or null when there is none with that id or it cannot be read. */
export async function getRun(id: number): Promise<BenchRun | null> {
  const db = await open()
  const record = await db.get(RUNS, id)
  return isBenchRun(record) ? record : null
}

/**
 * Whether run `id` is there but cannot be read (its record corrupt, or of another
 * format version) while its header reads: the History panel lists from headers, so it
 * was listed and counted. Its header is then deleted, so from now on the run is
 * counted as unreadable (`listPage`'s `skipped`) and `deleteUnreadable` removes it.
 */
export async function dropDamaged(id: number): Promise<boolean> {
  const db = await open()
  const record: unknown = await db.get(RUNS, id)
  if (record === undefined || isBenchRun(record)) return false
  await db.delete(HEADERS, id)
  return true
}

/** The newest readable run (by date), or null when there is none. */
export async function newestRun(): Promise<BenchRun | null> {
  const db = await open()
  const tx = db.transaction(RUNS)
  let cursor = await tx.store.index('date').openCursor(null, 'prev')
  let found: BenchRun | null = null
  while (cursor && !found) {
    if (isBenchRun(cursor.value)) found = cursor.value
    else cursor = await cursor.continue()
  }
  await tx.done
  return found
}

export interface RunPage {
  /** Newest first. */
  headers: RunHeader[]
  /** Readable runs in all. */
  total: number
  /**
   * Headers the pages are cut from, readable or not: a broken header still takes its
   * place on its page, so every readable run stays on a page that can be reached.
   */
  places: number
  /** Records that could not be read (corrupt, or an older or newer format). */
  skipped: number
}

/**
 * `limit` run headers from the `offset`-th newest on, how many runs there are,
 * and how many records are unreadable. Reads only that page of headers (and the
 * keys of both stores, to give any run saved without a header its header).
 */
export async function listPage(offset: number, limit: number): Promise<RunPage> {
  const db = await open()
  const unreadable = await mendHeaders(db)
  const tx = db.transaction(HEADERS)
  // The ids in date order (oldest first, ties by id, as the index keeps them), then
  // the page's headers asked for all at once: a cursor would wait for each in turn.
  const ids = await tx.store.index('date').getAllKeys()
  const page = ids.reverse().slice(Math.max(0, offset), Math.max(0, offset) + limit)
  const records: unknown[] = await Promise.all(page.map((id) => tx.store.get(id)))
  await tx.done
  // A header is read as untrusted too: one that does not fit is written again from its
  // run when the run reads, else its row is left out (and counted as unreadable).
  const headers: RunHeader[] = []
  let broken = 0
  for (const [i, record] of records.entries()) {
    const header = isRunHeader(record) ? record : await mendHeader(db, page[i]!)
    if (header) headers.push(header)
    else broken++
  }
  return { headers, total: ids.length - broken, places: ids.length, skipped: unreadable + broken }
}

/** The header of run `id` written again from the run, or null when the run does not read. */
async function mendHeader(db: IDBPDatabase<HistorySchema>, id: number): Promise<RunHeader | null> {
  const run = await db.get(RUNS, id)
  if (!isBenchRun(run)) return null
  const header = headerOf({ ...run, id })
  await db.put(HEADERS, header)
  return header
}

/**
 * Write the header of every readable run that lacks one (or whose header has no
 * date, so the date index cannot list it); returns how many runs are unreadable.
 * Reads keys only, unless something is missing.
 */
async function mendHeaders(db: IDBPDatabase<HistorySchema>): Promise<number> {
  const [runKeys, allHeaderKeys, datedKeys] = await Promise.all([
    db.getAllKeys(RUNS),
    db.getAllKeys(HEADERS),
    db.getAllKeysFromIndex(HEADERS, 'date'),
  ])
  let headerKeys = allHeaderKeys
  if (datedKeys.length !== allHeaderKeys.length) {
    const dated = new Set(datedKeys)
    for (const id of allHeaderKeys) if (!dated.has(id)) await db.delete(HEADERS, id)
    headerKeys = datedKeys
  }
  if (runKeys.length === headerKeys.length) return 0
  const have = new Set(headerKeys)
  let unreadable = 0
  for (const id of runKeys) {
    if (have.has(id)) continue
    const run = await db.get(RUNS, id)
    if (isBenchRun(run)) await db.put(HEADERS, headerOf({ ...run, id }))
    else unreadable++
  }
  // Headers whose run has gone (deleted in another tab mid-way) go too.
  const runs = new Set(runKeys)
  for (const id of headerKeys) if (!runs.has(id)) await db.delete(HEADERS, id)
  return unreadable
}

/**
 * Every readable run (or those with the given ids) in the order they were saved,
 * `batch` at a time, each batch read in its own short transaction and handed to
 * `each`, with a pause between batches so a long export never holds the page.
 */
export async function forEachRun(
  ids: readonly number[] | null,
  each: (runs: BenchRun[]) => void,
  batch = 20,
): Promise<void> {
  const db = await open()
  const wanted = ids ? new Set(ids) : null
  let after: number | null = null
  for (;;) {
    const range: IDBKeyRange | null = after === null ? null : IDBKeyRange.lowerBound(after, true)
    const records = await db.getAll(RUNS, range, batch)
    if (!records.length) return
    const runs = records.filter(isBenchRun).filter((r) => !wanted || wanted.has(r.id!))
    if (runs.length) each(runs)
    const last = records.at(-1) as { id?: unknown }
    if (typeof last.id !== 'number') return
    after = last.id
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
}

export async function deleteRun(id: number): Promise<void> {
  const db = await open()
  const tx = db.transaction([RUNS, HEADERS], 'readwrite')
  await Promise.all([tx.objectStore(RUNS).delete(id), tx.objectStore(HEADERS).delete(id), tx.done])
}

export async function clearRuns(): Promise<void> {
  const db = await open()
  const tx = db.transaction([RUNS, HEADERS], 'readwrite')
  await Promise.all([tx.objectStore(RUNS).clear(), tx.objectStore(HEADERS).clear(), tx.done])
}

/**
 * Delete the runs that do not read (and their headers), and the headers that do not
 * read and have no readable run to be written again from; returns how many runs went.
 */
export async function deleteUnreadable(): Promise<number> {
  const db = await open()
  const tx = db.transaction([RUNS, HEADERS], 'readwrite')
  const runs = tx.objectStore(RUNS)
  const headers = tx.objectStore(HEADERS)
  let removed = 0
  for await (const cursor of runs) {
    if (isBenchRun(cursor.value)) continue
    await headers.delete(cursor.primaryKey)
    await cursor.delete()
    removed++
  }
  for await (const cursor of headers) {
    if (isRunHeader(cursor.value)) continue
    const run = await runs.get(cursor.primaryKey)
    if (isBenchRun(run)) await cursor.update(headerOf({ ...run, id: cursor.primaryKey }))
    else {
      await cursor.delete()
      if (run !== undefined) await runs.delete(cursor.primaryKey)
    }
  }
  await tx.done
  return removed
}

// --- The saved shapes ------------------------------------------------------

/** A number a run can hold: NaN and Infinity are numbers too, but no run has them. */
const finite = v.pipe(v.number(), v.finite())

const TimingSchema = v.object({
  index: finite,
  us: finite,
  guesses: finite,
  backtracks: finite,
  calculations: finite,
  ok: v.boolean(),
  timedOut: v.boolean(),
  answer: v.optional(
    v.picklist(['solved', 'filled', 'unsolvable', 'timeout', 'invalid', 'error', 'wrong']),
  ),
  note: v.optional(v.string()),
})

const SummarySchema = v.object({
  puzzles: finite,
  solved: finite,
  failures: finite,
  medianUs: finite,
  p95Us: finite,
  meanUs: finite,
  puzzlesPerSecond: finite,
  guessesPerPuzzle: finite,
  backtracksPerPuzzle: finite,
  calculationsPerPuzzle: finite,
  noGuessShare: finite,
  roundUs: v.optional(v.array(finite)),
  medianLowUs: v.optional(finite),
  medianHighUs: v.optional(finite),
})

/** A date a run can have: a string Date.parse reads. */
const DateSchema = v.pipe(
  v.string(),
  v.check((d) => !Number.isNaN(Date.parse(d)), 'the date is not a date'),
)

const WorkloadKindSchema = v.picklist(['current', 'collection', 'pasted', 'user'])

/** Ratings (optional: runs saved before them have none): a rating, or null with the reason. */
const RatingSchema = v.object({
  rating: v.nullable(finite),
  hardest: v.optional(v.string()),
  ms: v.optional(v.number()),
  why: v.optional(
    v.picklist([
      'over-budget',
      'filled',
      'not-9x9',
      'not-unique',
      'invalid',
      'stuck',
      'cancelled',
      'interrupted',
    ]),
  ),
})

/**
 * A record of the 'runs' store: a BenchRun of format version BENCH_RUN_VERSION (1),
 * with every field of the right type and every number finite. The fields marked
 * optional came in later without a new version: runs saved before them lack them.
 * Its type is BenchRun (src/bench/types.ts, where the bench worker, below this
 * layer, makes runs); `SameType` below keeps the two from drifting apart.
 */
export const BenchRunSchema = v.object({
  id: v.optional(finite),
  version: v.literal(BENCH_RUN_VERSION),
  date: DateSchema,
  browser: v.string(),
  algorithms: v.array(v.string()),
  workload: v.object({
    kind: WorkloadKindSchema,
    name: v.string(),
    puzzles: v.array(v.string()),
    collectionId: v.optional(v.string()),
    numbers: v.optional(v.array(finite)),
    count: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
    digest: v.optional(v.string()),
  }),
  results: v.array(
    v.object({
      algorithm: v.string(),
      name: v.string(),
      summary: SummarySchema,
      puzzles: v.array(TimingSchema),
    }),
  ),
  ratings: v.optional(v.array(RatingSchema)),
  partial: v.boolean(),
  clock: v.optional(v.object({ resolutionUs: finite, isolated: v.boolean() })),
})

/** True only when A and B are the same type (each assignable to the other, member by member). */
type SameType<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false
/** Fails to compile when BenchRunSchema and BenchRun disagree on any field. */
const runSchemaIsBenchRun: SameType<v.InferOutput<typeof BenchRunSchema>, BenchRun> = true
void runSchemaIsBenchRun

/**
 * A record of the 'headers' store (added in database version 2; a header has no
 * version of its own: it is written again from its run whenever it does not read):
 * a saved run without its puzzles and per-puzzle timings, what a History row shows.
 */
export const RunHeaderSchema = v.object({
  id: finite,
  date: DateSchema,
  browser: v.string(),
  algorithms: v.array(v.string()),
  partial: v.boolean(),
  workload: v.object({
    kind: WorkloadKindSchema,
    name: v.string(),
    count: v.pipe(v.number(), v.integer(), v.minValue(0)),
  }),
  results: v.array(v.object({ algorithm: v.string(), name: v.string(), summary: SummarySchema })),
})

export type RunHeader = v.InferOutput<typeof RunHeaderSchema>

/** True when `x` is a whole RunHeader: what a History row reads (a header is untrusted too). */
export function isRunHeader(x: unknown): x is RunHeader {
  return v.is(RunHeaderSchema, x)
}

/** True when `x` is a BenchRun of the current version, with every field of the right type (numbers finite). */
export function isBenchRun(x: unknown): x is BenchRun {
  return v.is(BenchRunSchema, x)
}
