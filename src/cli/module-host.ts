/**
 * The host process of a user's solver module (`--module FILE`): a Node process
 * of its own, started by the CLI (module-process.ts), that runs the module on a
 * worker thread (module-worker.ts) and passes messages between that worker and
 * the CLI (IPC). Its main thread is this file only: the module runs on the
 * worker, so whatever it does (loop, allocate, throw, block), this thread stays
 * free to pass messages on and to clean up.
 *
 * Why a process, not only a thread in the CLI: a process has file descriptors
 * of its own. The CLI starts this one with stdin from /dev/null and both its
 * stdout and stderr on the CLI's stderr, so nothing the module writes
 * (`console.log`, `process.stdout.write`, `fs.writeSync(1, ...)`, a child
 * process started with inherited stdio) reaches the CLI's stdout, which holds
 * the answers; and it cannot read the puzzles from the CLI's stdin.
 *
 * It leads a process group of its own (the CLI starts it detached), which the
 * module's child processes join: the CLI kills the whole group when it is done
 * with the module, times it out, or ends; this process kills its group itself
 * when its worker stops or the CLI goes away (its IPC channel closes).
 *
 * Every message from the worker is the module's to forge, so a message is
 * passed on with its texts cut to one short line (oneLine) and only when it
 * can be sent at all.
 */
import { Worker } from 'node:worker_threads'
import {
  isPortable,
  shortened,
  type HostConfig,
  type HostMessage,
  type WorkerMessage,
} from './module-protocol'
import { MESSAGE_MAX, oneLine } from './one-line'

const config = JSON.parse(process.argv[2] ?? '{}') as HostConfig

/** Kill this process's group: this process and every process the module started (that stayed in it). */
function endGroup(): never {
  try {
    process.kill(-process.pid, 'SIGKILL')
  } catch {
    // No group of its own (run by hand): at least this process ends.
  }
  process.exit(1)
}

/** Why the worker stopped, as a line says it. */
function deathOf(error: Error | null, code: number): string {
  // Past its heap limit (--module-memory) V8 stops the worker with this code.
  if ((error as NodeJS.ErrnoException | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY')
    return "the module's worker stopped (out of memory?)"
  if (error) return `the module's worker stopped (${oneLine(messageText(error), MESSAGE_MAX)})`
  return `the module's worker stopped (exit code ${code})`
}

/** An error's message; reading it is safe here (an Error cloned from the worker, or Node's own). */
function messageText(e: Error): string {
  return typeof e.message === 'string' && e.message ? e.message : String(e.name)
}

/** A text of the worker's message, cut to one short line; any non-text becomes text first. */
function clip(text: unknown): string {
  return oneLine(typeof text === 'string' ? text : String(text), MESSAGE_MAX)
}

/** A reply with a long string answer (a solve's, a verify's) as its length and start. */
function shortenedReply(value: unknown): unknown {
  if (isPortable(value)) return shortened(value)
  const verify = value as { answer?: unknown } | null
  if (typeof verify === 'object' && verify !== null && isPortable(verify.answer))
    return { ...verify, answer: shortened(verify.answer) }
  return value
}

/** The message to pass on: texts cut; anything that is no message of ours as the type alone. */
function passable(m: unknown): HostMessage {
  if (typeof m !== 'object' || m === null) return { type: 'stray' }
  const { type } = m as { type?: unknown }
  switch (type) {
    case 'failed':
    case 'threw':
    case 'uncaught':
      return { type, error: clip((m as { error?: unknown }).error) }
    case 'reply':
      return { type, value: shortenedReply((m as { value?: unknown }).value) }
    case 'ready':
      return m as WorkerMessage
    default:
      return { type: 'stray' }
  }
}

/**
 * Send to the CLI; resolves once written (or when the channel is gone). A
 * message that cannot be sent (a value the channel cannot carry) goes as `stray`.
 */
function send(m: HostMessage): Promise<void> {
  return new Promise((resolve) => {
    const sent = (message: HostMessage) => {
      try {
        return process.send!(message, undefined, {}, () => resolve()) || true
      } catch {
        return false
      }
    }
    if (!process.connected || !(sent(m) || sent({ type: 'stray' }))) resolve()
  })
}

/**
 * A worker running `entry`. Under tsx (the source run as is) it registers tsx's
 * loader first, as pool.ts does: a worker does not inherit it.
 */
function startWorker(): Worker {
  const entry = new URL(
    import.meta.url.endsWith('.ts') ? './module-worker.ts' : './module-worker.mjs',
    import.meta.url,
  )
  const options = {
    workerData: { url: config.url, id: config.id },
    resourceLimits: { maxOldGenerationSizeMb: config.memoryMb },
    // The worker's process.stdout and stderr go to this process's: the CLI's stderr.
  }
  if (!entry.pathname.endsWith('.ts')) return new Worker(entry, options)
  const tsx = import.meta.resolve('tsx/esm/api')
  const code = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}) })`
  return new Worker(code, { ...options, eval: true })
}

const worker = startWorker()
let lastError: Error | null = null
let ending = false

worker.on('message', (m: unknown) => void send(passable(m)))
worker.on('error', (e) => (lastError = e))
worker.on('exit', (code) => {
  if (ending) return
  void send({ type: 'died', why: deathOf(lastError, code) }).then(endGroup)
})

process.on('message', (request) => worker.postMessage(request))
// The CLI is done with the module (or gone): stop the worker, which hands on
// what it printed last, then end the group.
process.on('disconnect', () => {
  ending = true
  void worker.terminate().finally(endGroup)
})
