/**
 * The one way the app opens an IndexedDB database (idb's openDB): the saved runs
 * (history.ts) and your solvers (solvers.ts) each get an opener from here. An opener
 * keeps one connection and hands it to every call, and takes care of what can go
 * wrong between tabs of the app, each failure an error of the caller's own class
 * with a message written for the user:
 *
 * - no IndexedDB at all (some private modes, storage blocked by policy): `unavailable`;
 * - the database is at a newer version than this page asks for (another tab, or a
 *   reload elsewhere, upgraded it): `newer`;
 * - an upgrade waits on an older connection another tab holds open (`blocked`):
 *   rejected at once, not left to wait forever, and the connection that opens
 *   once that tab is gone is closed, not kept by a call that already failed;
 * - a newer version in another tab asks this one to step aside (`blocking`): the
 *   connection is closed, and the next call opens again;
 * - the browser closes the connection itself (`terminated`): the next call opens again.
 *
 * A failed open is forgotten, so a later call tries again.
 */
import { openDB, type DBSchema, type IDBPDatabase, type OpenDBCallbacks } from 'idb'

/** What the user reads when the database cannot be used, one message for each reason. */
export interface UnavailableWords {
  /** The browser gives the page no IndexedDB (the open's own error is added in brackets). */
  unavailable: string
  /** The database was upgraded by a newer version of the app: this page is the older one. */
  newer: string
  /** An upgrade waits for another tab that holds an older version open. */
  blocked: string
}

export interface DatabaseSpec<S extends DBSchema> {
  name: string
  version: number
  upgrade: NonNullable<OpenDBCallbacks<S>['upgrade']>
  words: UnavailableWords
  /** The caller's error class for a database that cannot be used (HistoryUnavailable...). */
  Unavailable: new (message: string, options?: ErrorOptions) => Error
}

export interface DatabaseOpener<S extends DBSchema> {
  /** The open connection (opened on the first call), or a rejection with an `Unavailable`. */
  open(): Promise<IDBPDatabase<S>>
  /** Close the connection (tests, and tabs asked to step aside for an upgrade). */
  close(): void
}

export function databaseOpener<S extends DBSchema>(spec: DatabaseSpec<S>): DatabaseOpener<S> {
  const { name, version, upgrade, words, Unavailable } = spec
  let opening: Promise<IDBPDatabase<S>> | null = null

  function close(): void {
    const was = opening
    opening = null
    void was?.then((db) => db.close()).catch(() => undefined)
  }

  function open(): Promise<IDBPDatabase<S>> {
    if (opening) return opening
    if (typeof indexedDB === 'undefined' || !indexedDB)
      return Promise.reject(new Unavailable(words.unavailable))
    const started = new Promise<IDBPDatabase<S>>((resolve, reject) => {
      let gaveUp = false
      openDB<S>(name, version, {
        upgrade,
        blocked: () => {
          gaveUp = true
          reject(new Unavailable(words.blocked))
        },
        blocking: () => close(),
        terminated: () => {
          if (opening === started) opening = null
        },
      }).then(
        (db) => (gaveUp ? db.close() : resolve(db)),
        (e: unknown) =>
          reject(
            isVersionError(e)
              ? new Unavailable(words.newer, { cause: e })
              : new Unavailable(`${words.unavailable} (${errorText(e)})`, { cause: e }),
          ),
      )
    })
    opening = started
    started.catch(() => {
      if (opening === started) opening = null
    })
    return started
  }

  return { open, close }
}

/** The open failed because the database is at a newer version than this code asks for. */
export function isVersionError(e: unknown): boolean {
  return typeof e === 'object' && e !== null && (e as { name?: unknown }).name === 'VersionError'
}

/** An error's message for the user's brackets. */
export function errorText(e: unknown): string {
  return e instanceof Error ? e.message || e.name : String(e)
}
