/**
 * The page's side of a user solver's sandbox: its frame's lifecycle (loaded when first
 * needed: Compare's "Add your solver", or a run, a race or a solve with a user
 * solver). What its replies are taken for is replies.ts; the check before a solver
 * is added, inspect.ts; a recorded solve, record.ts; a timing run, slot.ts.
 *
 * One sandbox = one hidden `<iframe sandbox="allow-scripts"
 * allow="cross-origin-isolated" src="sandbox.html">` running one classic worker (the
 * harness, harness.ts) with the user's module in it. `sandbox` without
 * `allow-same-origin` gives the frame an opaque origin: no IndexedDB, localStorage or
 * cookies of the app, no reach into the page (`parent`, `top` are cross-origin), and
 * sandbox.html's own policy lets it fetch nothing. Chromium puts the cross-origin
 * frame in a process of its own, so an endless loop never stalls the page and an
 * allocation without bound kills only that process. `allow="cross-origin-isolated"`
 * keeps the frame isolated like the page (the page is; a frame is only when allowed),
 * so its clock reads in the page's 5 µs steps and its times compare with the built-in
 * algorithms'.
 *
 * The page pings the frame (its bootstrap answers on the status port, whatever its
 * worker does): a frame that stops answering has lost its process, most often to an
 * allocation without bound, and `dead` says so.
 *
 * The page talks to the harness with Comlink over a MessagePort, and hands it no
 * callback (a proxied page function would let the sandbox call into the page): the
 * harness's progress and beats come as plain messages on the same port. Every reply
 * is read as unknown and checked (replies.ts `read*`), for the user's module shares the
 * worker with the harness and can forge anything it says.
 */
import * as Comlink from 'comlink'
import harnessSource from 'virtual:sandbox-harness?raw'
import type { HarnessApi } from './harness'
import { FloodGauge, shorten, TOO_MANY_MESSAGES } from './bounds'

/** Why a sandbox ended without being asked to: its process died (most likely out of memory). */
export const SANDBOX_STOPPED = "the solver's worker stopped (out of memory or crashed)"

/** The frame is pinged this often, ms... */
export const PING_MS = 500
/** ...and taken for dead when a ping goes this long unanswered, ms. */
export const SILENT_MS = 3000

export interface Sandbox {
  api: Comlink.Remote<HarnessApi>
  /**
   * Settles when the sandbox's process dies (SANDBOX_STOPPED) or when the page ends it
   * for sending too many messages (TOO_MANY_MESSAGES); never once ended otherwise.
   */
  dead: Promise<string>
  /** Hears every plain message the harness posts (unchecked: see readBeat, readReport). */
  onNote(listener: (note: unknown) => void): void
  /** How long the frame has left a ping unanswered, ms (0: none pending). */
  unanswered(): number
  /** The last error the sandbox page reported about its worker, if any. */
  lastError(): string | null
  /** Remove the frame (its process and the worker with it). */
  end(): void
}

/**
 * A fresh sandbox running `code`, ready for calls once its frame has loaded. The
 * frame is appended to `document.body`, hidden and out of the accessibility tree.
 *
 * Every message from it is counted (bounds.ts FloodGauge, on both ports): past
 * FLOOD_LIMIT within FLOOD_WINDOW_MS the sandbox is ended at once and `dead` settles
 * with TOO_MANY_MESSAGES, before the page spends its frames on the flood. So does the
 * sandbox page's own word that its worker raised too many errors (`flood`).
 */
export async function openSandbox(code: string): Promise<Sandbox> {
  const frame = document.createElement('iframe')
  frame.setAttribute('sandbox', 'allow-scripts')
  frame.setAttribute('allow', 'cross-origin-isolated')
  frame.setAttribute('aria-hidden', 'true')
  frame.tabIndex = -1
  frame.title = 'Solver sandbox'
  frame.hidden = true
  frame.src = `${import.meta.env.BASE_URL}sandbox.html`
  const loaded = new Promise<void>((resolve) =>
    frame.addEventListener('load', () => resolve(), { once: true }),
  )
  document.body.append(frame)
  await loaded

  const channel = new MessageChannel()
  const status = new MessageChannel()
  const listeners: ((note: unknown) => void)[] = []
  let error: string | null = null
  let ended = false
  let resolveDead: (why: string) => void = () => {}
  const dead = new Promise<string>((resolve) => (resolveDead = resolve))
  const gauge = new FloodGauge()
  /** The sandbox is gone (or sent too much): stop listening, and say why once. */
  const die = (why: string) => {
    if (ended) return
    clearInterval(pinger)
    if (why === TOO_MANY_MESSAGES) end()
    resolveDead(why)
  }
  /** Whether this message is one too many (the sandbox is then ended). */
  const flooded = () => {
    if (ended) return true
    if (!gauge.hear(performance.now())) return false
    die(TOO_MANY_MESSAGES)
    return true
  }
  // Whether the frame's process lives: the sandbox page answers pings on the status
  // port. (A port whose other end died would fire `close`, but Chromium 156 does not
  // ship that event.) A ping unanswered for SILENT_MS: the process is gone. Judged
  // from the ping's own time, so timers throttled in a background tab do no harm.
  let pingedAt: number | null = null
  let pings = 0
  const pinger = window.setInterval(() => {
    if (pingedAt === null) {
      pingedAt = performance.now()
      status.port1.postMessage(++pings)
    } else if (performance.now() - pingedAt > SILENT_MS) {
      die(SANDBOX_STOPPED)
    }
  }, PING_MS)
  // Ahead of Comlink's own listener (added by `wrap` below), so a flood's message is
  // stopped here: `stopImmediatePropagation` keeps it from Comlink too.
  channel.port1.addEventListener('message', (e: MessageEvent<unknown>) => {
    if (flooded()) return e.stopImmediatePropagation()
    const data = e.data
    if (data && typeof data === 'object' && 'sandbox' in data) for (const l of listeners) l(data)
  })
  status.port1.addEventListener('message', (e: MessageEvent<unknown>) => {
    if (flooded()) return
    const data = e.data as { error?: unknown; alive?: unknown; flood?: unknown } | null
    if (data && data.flood === true) return die(TOO_MANY_MESSAGES)
    if (data && typeof data.error === 'string') error = shorten(data.error)
    if (data && data.alive === pings) pingedAt = null
  })
  status.port1.start()
  const api = Comlink.wrap<HarnessApi>(channel.port1)
  function end(): void {
    ended = true
    clearInterval(pinger)
    channel.port1.close()
    status.port1.close()
    frame.remove()
  }
  frame.contentWindow!.postMessage(
    { harness: harnessSource, code, port: channel.port2, status: status.port2 },
    '*',
    [channel.port2, status.port2],
  )
  return {
    api,
    dead,
    onNote: (l) => listeners.push(l),
    lastError: () => error,
    unanswered: () => (pingedAt === null ? 0 : performance.now() - pingedAt),
    end,
  }
}

/** Settles with `work`, or rejects when the sandbox dies or `ms` pass first. */
export function within<T>(sandbox: Sandbox, ms: number, work: Promise<T>): Promise<T> {
  let timer = 0
  const limit = new Promise<never>((_, reject) => {
    timer = window.setTimeout(
      () => reject(new SandboxTimeout(`the solver did not answer within ${ms / 1000} s`)),
      ms,
    )
  })
  const death = sandbox.dead.then((why) => Promise.reject(new Error(why)))
  return Promise.race([work, limit, death]).finally(() => clearTimeout(timer))
}

export class SandboxTimeout extends Error {
  override name = 'SandboxTimeout'
}
