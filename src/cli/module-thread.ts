/**
 * A user's solver module (`--module FILE`) on its own worker thread, seen from
 * the main thread. The module is imported only there (module-worker.ts), never
 * in the main thread: an endless loop is ended by terminating the worker, an
 * unbounded allocation hits the worker's heap limit (`resourceLimits`) and ends
 * that worker only, and a throw is a message. The main thread keeps reading,
 * checking answers and writing whatever the module does.
 *
 * Each request gets one outcome: the worker's reply, the module's throw, a
 * time-out (the worker is terminated) or the worker's death. After a time-out
 * or a death the thread is gone: the caller starts a fresh one (the module
 * loaded again) to go on.
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import { solverId } from '../engine/full'
import { flagNumber, type Args } from './args'
import type { ModuleRequest, WorkerMessage, ModuleInfo } from './module-protocol'

export type { ModuleInfo, ModuleRequest, Portable, VerifyReply } from './module-protocol'

/** What a thread needs to load a module. */
export interface ModuleSpec {
  /** The file as the user named it (messages, `--json`). */
  file: string
  /** Its file URL (what the worker imports). */
  url: string
  /** `user-` + 12 hex digits of the SHA-256 of its code (solverId). */
  id: string
  /** The worker's old-generation heap limit, MB (--module-memory). */
  memoryMb: number
  /** The worker's module: module-worker.ts, or its bundle beside main's. */
  entry: URL
}

export type Outcome<T> =
  | { kind: 'ok'; value: T }
  | { kind: 'threw'; error: string }
  | { kind: 'timeout' }
  | { kind: 'died'; why: string }

/** Why a worker stopped, as a line says it. */
function deathOf(error: Error | null, code: number): string {
  // Past its heap limit (--module-memory) V8 stops the worker with this code.
  if ((error as NodeJS.ErrnoException | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY')
    return "the module's worker stopped (out of memory?)"
  if (error) return `the module's worker stopped (${error.message})`
  return `the module's worker stopped (exit code ${code})`
}

/**
 * A worker running `entry`. Under tsx (the source run as is) it registers tsx's
 * loader first, as pool.ts does: a worker does not inherit it.
 */
function startWorker(spec: ModuleSpec): Worker {
  const options = {
    workerData: { url: spec.url, id: spec.id },
    resourceLimits: { maxOldGenerationSizeMb: spec.memoryMb },
    // What the module prints goes to stderr: stdout holds only the answers.
    stdout: true,
    stderr: true,
  }
  const { entry } = spec
  if (!entry.pathname.endsWith('.ts')) return new Worker(entry, options)
  const tsx = import.meta.resolve('tsx/esm/api')
  const code = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}) })`
  return new Worker(code, { ...options, eval: true })
}

export class ModuleThread {
  private readonly worker: Worker
  private pending: ((m: WorkerMessage | { type: 'exit'; why: string }) => void) | null = null
  private lastError: Error | null = null
  private exited: string | null = null
  private ending = false

  private constructor(spec: ModuleSpec) {
    this.worker = startWorker(spec)
    this.worker.stdout.pipe(process.stderr, { end: false })
    this.worker.stderr.pipe(process.stderr, { end: false })
    this.worker.on('message', (m: WorkerMessage) => this.settle(m))
    this.worker.on('error', (e) => (this.lastError = e))
    this.worker.on('exit', (code) => {
      this.exited = deathOf(this.lastError, code)
      if (!this.ending) this.settle({ type: 'exit', why: this.exited })
    })
  }

  private settle(m: WorkerMessage | { type: 'exit'; why: string }): void {
    const pending = this.pending
    this.pending = null
    pending?.(m)
  }

  /** The next message, the worker's exit, or `timeout` after `timeoutMs` (0: none). */
  private next(
    timeoutMs: number,
  ): Promise<WorkerMessage | { type: 'exit'; why: string } | 'timeout'> {
    if (this.exited !== null) return Promise.resolve({ type: 'exit', why: this.exited })
    return new Promise((resolve) => {
      const timer = timeoutMs > 0 ? setTimeout(() => resolve('timeout'), timeoutMs) : null
      this.pending = (m) => {
        if (timer) clearTimeout(timer)
        resolve(m)
      }
    })
  }

  /**
   * A thread with the module loaded and checked (readSolverModule), or why not.
   * Loading has `loadMs` (a module may loop at its top level).
   */
  static async start(
    spec: ModuleSpec,
    loadMs: number,
  ): Promise<{ ok: true; thread: ModuleThread; info: ModuleInfo } | { ok: false; error: string }> {
    const thread = new ModuleThread(spec)
    loadMs = Math.max(loadMs, MIN_LOAD_MS)
    const m = await thread.next(loadMs)
    if (m !== 'timeout' && m.type === 'ready') return { ok: true, thread, info: m.info }
    await thread.end()
    if (m === 'timeout') return { ok: false, error: `it did not load within ${loadMs / 1000} s` }
    if (m.type === 'failed') return { ok: false, error: m.error }
    if (m.type === 'exit') return { ok: false, error: m.why }
    return { ok: false, error: `unexpected message ${m.type} while loading` }
  }

  /** Whether the worker is still there (no time-out, no death). */
  get alive(): boolean {
    return this.exited === null && !this.ending
  }

  /** One request; after `timeout` or `died` this thread is gone. */
  async call<T>(request: ModuleRequest, timeoutMs: number): Promise<Outcome<T>> {
    if (!this.alive) return { kind: 'died', why: this.exited ?? "the module's worker was ended" }
    const reply = this.next(timeoutMs)
    this.worker.postMessage(request)
    const m = await reply
    if (m === 'timeout') {
      await this.end()
      return { kind: 'timeout' }
    }
    if (m.type === 'exit') return { kind: 'died', why: m.why }
    if (m.type === 'reply') return { kind: 'ok', value: m.value as T }
    if (m.type === 'threw') return { kind: 'threw', error: m.error }
    // Something else spoke on the worker's port (the module may reach it): not to be trusted further.
    await this.end()
    return { kind: 'died', why: "the module's worker sent a message out of turn" }
  }

  /** Terminate the worker (whatever it is doing). */
  async end(): Promise<void> {
    if (this.ending) return
    this.ending = true
    this.settle({ type: 'exit', why: "the module's worker was ended" })
    await this.worker.terminate()
  }
}

/** What a module's worker runs: the bundle beside this one, or the source under tsx. */
export const MODULE_WORKER = new URL(
  import.meta.url.endsWith('.ts') ? './module-worker.ts' : './module-worker.mjs',
  import.meta.url,
)

/**
 * Loading a module (and, in bench, handing its worker a file's puzzles) may take
 * the per-puzzle limit, but never less than this, ms: a small `--timeout` is
 * about solving, not about starting a worker and compiling the module.
 */
export const MIN_LOAD_MS = 10_000

/** The old-generation heap of a module's worker, MB, unless --module-memory says otherwise. */
export const MODULE_MEMORY_MB = 2048

/** A module's worker heap (--module-memory), MB. */
export function moduleMemory(args: Args): number {
  return flagNumber(args, 'module-memory', { fallback: MODULE_MEMORY_MB, min: 16, integer: true })
}

/**
 * The spec of `--module FILE`: its URL and its id (the SHA-256 of its code, as
 * the app names a user solver), or why the file cannot be read.
 */
export async function moduleSpec(
  file: string,
  memoryMb: number,
): Promise<{ ok: true; spec: ModuleSpec; hash: string } | { ok: false; error: string }> {
  let code: string
  try {
    code = readFileSync(file, 'utf8')
  } catch (e) {
    const { code: errno, message } = e as NodeJS.ErrnoException
    const why =
      errno === 'ENOENT' ? 'no such file' : errno === 'EISDIR' ? 'it is a directory' : message
    return { ok: false, error: why }
  }
  const id = await solverId(code)
  const url = pathToFileURL(resolve(file)).href
  return {
    ok: true,
    spec: { file, url, id, memoryMb, entry: MODULE_WORKER },
    hash: id.slice('user-'.length),
  }
}
