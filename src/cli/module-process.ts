/**
 * A user's solver module (`--module FILE`) in a process of its own, seen from
 * the CLI. The module is never loaded in the CLI's process: a host process
 * (module-host.ts) runs it on a worker thread (module-worker.ts). An endless
 * loop is ended by killing the host, an unbounded allocation hits the worker's
 * heap limit (`resourceLimits`) and ends that worker only, and a throw is a
 * message. The CLI keeps reading, checking answers and writing whatever the
 * module does.
 *
 * The host's stdin is /dev/null and its stdout and stderr are the CLI's stderr:
 * what the module writes, to fd 1 or otherwise, and what its child processes
 * write, never reaches the CLI's stdout. The host leads a process group of its
 * own (detached), which the module's child processes join: the group is killed
 * when the CLI is done with the host (end, close), when the host stops, and
 * when the CLI exits or is stopped by SIGINT, SIGTERM or SIGHUP (the host also
 * kills its group when the CLI goes away without a word).
 *
 * This keeps a careless module in its place; it is no sandbox. The module runs
 * with the user's rights: on purpose it can still kill the CLI
 * (`process.kill(process.ppid)`), write garbage into the IPC channel (the
 * host's fd 3: Node's parser then throws in the CLI), write to the CLI's stdout
 * through /proc/PID/fd/1, or start a child that leaves the group (setsid).
 *
 * Each request gets one outcome: the reply, the module's throw, a time-out (the
 * host is killed) or the death of the worker or the host. After a time-out or
 * a death the process is gone: the caller starts a fresh one (the module loaded
 * again) to go on. What happens between requests is told on stderr, one line
 * each, never on stdout and never blamed on a puzzle: an uncaught error of the
 * module (a setTimeout callback: the module goes on), or its worker stopping
 * (the next puzzle gets a fresh process).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { solverId } from '../engine/full'
import { flagNumber, type Args } from './args'
import type { HostConfig, HostMessage, ModuleInfo, ModuleRequest } from './module-protocol'
import { MESSAGE_MAX, oneLine } from './one-line'

export type { ModuleInfo, ModuleRequest, Portable, VerifyReply } from './module-protocol'

/** What a process needs to load a module. */
export interface ModuleSpec {
  /** The file as the user named it (messages, `--json`). */
  file: string
  /** Its file URL (what the worker imports). */
  url: string
  /** `user-` + 12 hex digits of the SHA-256 of its code (solverId). */
  id: string
  /** The worker's old-generation heap limit, MB (--module-memory). */
  memoryMb: number
  /** The host process's module: module-host.ts, or its bundle beside main's. */
  entry: URL
}

export type Outcome<T> =
  | { kind: 'ok'; value: T }
  | { kind: 'threw'; error: string }
  | { kind: 'timeout' }
  | { kind: 'died'; why: string }

type Event = HostMessage | { type: 'exit'; why: string }

/** Host processes alive, killed (with their groups) when the CLI exits or is stopped. */
const hosts = new Set<ChildProcess>()
let guarded = false

/** Kill a host's process group: the host and the module's children in it. */
function killGroup(child: ChildProcess): void {
  if (child.pid === undefined) return
  try {
    process.kill(-child.pid, 'SIGKILL')
  } catch {
    // The group is gone already.
  }
}

/** Once: on exit, and on the signals that end the CLI, kill every host's group first. */
function guardExit(): void {
  if (guarded) return
  guarded = true
  process.on('exit', () => hosts.forEach(killGroup))
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
    process.once(signal, () => {
      hosts.forEach(killGroup)
      // Then end as the signal would have: the shell sees the same status.
      process.kill(process.pid, signal)
    })
}

/** Uncaught errors told on stderr, at most (a module may throw from a timer for ever). */
const TOLD = 10
let told = 0

/** One line on stderr about module FILE (its text cut to one short line). */
function tell(file: string, what: string): void {
  if (told > TOLD) return
  process.stderr.write(
    ++told > TOLD
      ? `module ${file}: more uncaught errors and stops between puzzles are not shown\n`
      : `module ${file}: ${oneLine(what, MESSAGE_MAX + 100)}\n`,
  )
}

/** The host's command line: Node, tsx's loader under tsx (the source run as is), the host, its config. */
function hostArgs(spec: ModuleSpec): string[] {
  const config: HostConfig = { url: spec.url, id: spec.id, memoryMb: spec.memoryMb }
  const loader = spec.entry.pathname.endsWith('.ts')
    ? ['--import', import.meta.resolve('tsx/esm')]
    : []
  return [...loader, fileURLToPath(spec.entry), JSON.stringify(config)]
}

/** Whether `info` has the shape of a ModuleInfo (the host passes on what the worker posts). */
function isModuleInfo(info: unknown): info is ModuleInfo {
  const i = info as ModuleInfo | null
  return (
    typeof i === 'object' &&
    i !== null &&
    typeof i.named === 'boolean' &&
    typeof i.name === 'string' &&
    typeof i.hasCount === 'boolean' &&
    Array.isArray(i.sizes) &&
    i.sizes.every((n) => [4, 9, 16, 25].includes(n))
  )
}

export class ModuleProcess {
  private readonly child: ChildProcess
  private pending: ((m: Event) => void) | null = null
  private exited: string | null = null
  private ending = false
  private readonly closed: Promise<void>

  private constructor(private readonly spec: ModuleSpec) {
    guardExit()
    this.child = spawn(process.execPath, hostArgs(spec), {
      // No stdin; stdout and stderr on the CLI's stderr: stdout holds only the answers.
      stdio: ['ignore', 2, 2, 'ipc'],
      serialization: 'advanced',
      detached: true,
    })
    hosts.add(this.child)
    this.child.on('message', (m: HostMessage) => this.heard(m))
    this.closed = new Promise((resolve) => {
      let done = false
      const gone = (why: string) => {
        if (done) return
        done = true
        hosts.delete(this.child)
        killGroup(this.child)
        this.stopped(why)
        resolve()
      }
      // Gone: the host has exited and its channel is closed (every message it sent has been read).
      let exit: string | null = null
      const whenGone = () => {
        if (exit !== null && !this.child.connected) gone(exit)
      }
      this.child.on('exit', (code, signal) => {
        exit = `the module's process stopped (${signal ? `signal ${signal}` : `exit code ${code}`})`
        whenGone()
      })
      this.child.on('disconnect', whenGone)
      // A failed send (the host gone: its close follows), or a host that did not start at all.
      this.child.on('error', (e) => {
        if (this.child.pid === undefined) gone(`the module's process did not start (${e.message})`)
      })
    })
  }

  private heard(m: HostMessage): void {
    if (m?.type === 'uncaught') return tell(this.spec.file, `uncaught error: ${m.error}`)
    if (m?.type === 'died') return this.stopped(m.why)
    this.settle(m)
  }

  /** The worker or the host stopped (the first word on it counts). */
  private stopped(why: string): void {
    if (this.exited !== null) return
    this.exited = why
    if (this.ending) return
    if (this.pending) this.settle({ type: 'exit', why })
    else tell(this.spec.file, `${why} between puzzles; a fresh one takes the next`)
  }

  private settle(m: Event): void {
    const pending = this.pending
    this.pending = null
    pending?.(m)
  }

  /** The next message, the host's or worker's end, or `timeout` after `timeoutMs` (0: none). */
  private next(timeoutMs: number): Promise<Event | 'timeout'> {
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
   * A process with the module loaded and checked (readSolverModule), or why not.
   * Loading has `loadMs` (a module may loop at its top level).
   */
  static async start(
    spec: ModuleSpec,
    loadMs: number,
  ): Promise<{ ok: true; host: ModuleProcess; info: ModuleInfo } | { ok: false; error: string }> {
    const host = new ModuleProcess(spec)
    loadMs = Math.max(loadMs, MIN_LOAD_MS)
    const m = await host.next(loadMs)
    if (m !== 'timeout' && m.type === 'ready' && isModuleInfo(m.info))
      return { ok: true, host, info: m.info }
    await host.end()
    if (m === 'timeout') return { ok: false, error: `it did not load within ${loadMs / 1000} s` }
    if (m.type === 'failed') return { ok: false, error: oneLine(m.error, MESSAGE_MAX + 100) }
    if (m.type === 'exit') return { ok: false, error: m.why }
    return { ok: false, error: `unexpected message ${oneLine(String(m.type), 20)} while loading` }
  }

  /** Whether the process is still there (no time-out, no death). */
  get alive(): boolean {
    return this.exited === null && !this.ending
  }

  /**
   * One request; after `timeout` or `died` this process is gone. `valid` says
   * whether a reply has the shape the request asks for: the reply is the
   * module's to forge, and one of another shape ends the process.
   */
  async call<T>(
    request: ModuleRequest,
    timeoutMs: number,
    valid: (value: unknown) => value is T,
  ): Promise<Outcome<T>> {
    if (!this.alive) return { kind: 'died', why: this.exited ?? "the module's process was ended" }
    const reply = this.next(timeoutMs)
    // A send that fails means the host is gone: its close settles the request.
    this.child.send(request, () => {})
    const m = await reply
    if (m === 'timeout') {
      await this.end()
      return { kind: 'timeout' }
    }
    if (m.type === 'exit') return { kind: 'died', why: m.why }
    if (m.type === 'reply' && valid(m.value)) return { kind: 'ok', value: m.value }
    if (m.type === 'threw') return { kind: 'threw', error: oneLine(m.error, MESSAGE_MAX + 100) }
    // Something else spoke on the worker's port (the module may reach it): not to be trusted further.
    await this.end()
    return { kind: 'died', why: "the module's worker sent a message out of turn" }
  }

  /** Kill the host and its group at once (whatever the module is doing). */
  async end(): Promise<void> {
    if (!this.ending) {
      this.ending = true
      this.settle({ type: 'exit', why: "the module's process was ended" })
      killGroup(this.child)
    }
    await this.closed
  }

  /**
   * The run is done with the module: the host stops its worker, which hands on
   * what the module printed last, and kills its group; if that takes longer
   * than CLOSE_MS (a worker stuck in a system call), the CLI kills the group.
   */
  async close(): Promise<void> {
    if (this.ending || this.exited !== null) return this.end()
    this.ending = true
    this.settle({ type: 'exit', why: "the module's process was ended" })
    const timer = setTimeout(() => killGroup(this.child), CLOSE_MS)
    try {
      this.child.disconnect()
    } catch {
      killGroup(this.child)
    }
    await this.closed
    clearTimeout(timer)
  }
}

/** How long a host may take to stop its worker at the end of a run before it is killed, ms. */
const CLOSE_MS = 2000

/** What a module's host process runs: the bundle beside this one, or the source under tsx. */
export const MODULE_HOST = new URL(
  import.meta.url.endsWith('.ts') ? './module-host.ts' : './module-host.mjs',
  import.meta.url,
)

/**
 * Loading a module (and, in bench, handing its worker a file's puzzles) may take
 * the per-puzzle limit, but never less than this, ms: a small `--timeout` is
 * about solving, not about starting a worker and compiling the module.
 */
export const MIN_LOAD_MS = 10_000

/** The old-generation heap of a module's worker thread, MB, unless --module-memory says otherwise. */
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
    spec: { file, url, id, memoryMb, entry: MODULE_HOST },
    hash: id.slice('user-'.length),
  }
}
