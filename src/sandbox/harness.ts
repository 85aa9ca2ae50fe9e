/// <reference lib="webworker" />
/**
 * The worker inside a solver's sandbox (public/sandbox.html starts it from a blob, as
 * a classic script: scripts/sandbox-harness.ts bundles this file and what it imports
 * into one). It loads the user's module from a blob URL (`import()`, which a classic
 * worker may do), checks it (readSolverModule) and serves the page over Comlink on
 * the port the page sent: the same calls as the built-in bench worker, timed with the
 * same method (src/bench/timing.ts on the engine's adapter `userAlgorithm`), plus a
 * recorded solve for the Solve view and the Race.
 *
 * Nothing here is trusted by the page. The user's module runs in this very worker
 * and may replace any global, the harness's replies included: the page checks every
 * answer itself and reads every reply as unknown (host.ts, slot.ts). What the harness
 * does for the page is keep it informed while it may still be listening: a beat
 * before each solve it starts, so a solve that never returns is noticed (slot.ts's
 * watchdog).
 */
import * as Comlink from 'comlink'
import type { Algorithm, Puzzle, SolveResult } from '@/engine'
import {
  clockResolution,
  readWorkload,
  runTiming,
  timeAgain,
  timePuzzle,
  warmUpOn,
} from '@/bench/timing'
import type { PuzzleTiming } from '@/bench/types'
// Straight from the engine's files, not `@/engine/full`: the harness is one script
// string on the page, and the full face would bring every algorithm into it.
import { readSolverModule, type UserSolver } from '@/engine/custom/contract'
import { recordSteps, userAlgorithm } from '@/engine/custom/adapter'
import type { BenchOptions } from '@/workers/bench-types'
import type { ModuleInfo, RecordedSolve, SandboxNote } from './protocol'

/** In the warm-up, a beat at most this often once each puzzle has had its first. */
const WARM_BEAT_MS = 20

// Taken before the user's module runs, so replacing them there changes nothing here.
const portPost = MessagePort.prototype.postMessage
const now = performance.now.bind(performance)

let port: MessagePort | null = null
let loaded: Promise<UserSolver | string> = Promise.resolve('the sandbox got no module')

function note(message: SandboxNote): void {
  if (port) portPost.call(port, message)
}

/**
 * What went wrong loading the module, with the line and column when the browser
 * gives them (a syntax error's stack names the blob URL with `:line:column`).
 */
function loadError(e: unknown, url: string): string {
  if (!(e instanceof Error)) return `the module could not be loaded: ${String(e)}`
  const at = new RegExp(`${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:(\\d+):(\\d+)`).exec(
    e.stack ?? '',
  )
  const where = at ? ` (line ${at[1]}, column ${at[2]})` : ''
  return e.name === 'SyntaxError'
    ? `syntax error${where}: ${e.message}`
    : `the module threw while loading${where}: ${e.name}: ${e.message}`
}

async function solver(): Promise<UserSolver> {
  const s = await loaded
  if (typeof s === 'string') throw new Error(s)
  return s
}

let lines: string[] = []
let puzzles: (Puzzle | null)[] = []
/** Whether this worker has warmed the solver up (a later round in a fresh sandbox must). */
let warmed = false

/** `algorithm` with another `solve` (a beat, or keeping the answer, around its own). */
function withSolve(algorithm: Algorithm, solve: Algorithm['solve']): Algorithm {
  const { id, name, description, sizes, candidates } = algorithm
  return { id, name, description, sizes, candidates, solve }
}

/**
 * Warm up on the first `options.warmup` puzzles from `from` on that have not failed,
 * with a beat before each first solve of a puzzle (so a solve that never returns
 * names its puzzle) and then at most every WARM_BEAT_MS.
 */
function warmUp(algorithm: Algorithm, options: BenchOptions, from: number, skip: Set<number>) {
  const some = puzzles.map((p, i) => (i >= from && !skip.has(i) ? p : null))
  const index = new Map<Puzzle, number>()
  some.forEach((p, i) => p && index.set(p, i))
  const seen = new Set<number>()
  let last = -Infinity
  const beating = withSolve(algorithm, (p, o) => {
    const at = index.get(p) ?? -1
    if (!seen.has(at) || now() - last >= WARM_BEAT_MS) {
      seen.add(at)
      last = now()
      note({ sandbox: 'beat', at, warm: true })
    }
    return algorithm.solve(p, o)
  })
  warmUpOn(beating, some, { ...runTiming(options), puzzles: options.warmup })
  warmed = true
}

/**
 * The answer as it can cross to the page: a primitive as it is (the page's check says
 * "the answer is a number, not a string"), anything else as an empty object (a
 * function would not survive the copy).
 */
function cloneable(answer: unknown): unknown {
  const t = typeof answer
  return answer === null || ['string', 'number', 'boolean', 'undefined'].includes(t) ? answer : {}
}

const api = {
  /** The module's name, description, sizes and whether it counts, or why it is not a solver. */
  async info(): Promise<ModuleInfo> {
    const s = await loaded
    if (typeof s === 'string') return { ok: false, error: s }
    return {
      ok: true,
      name: s.name,
      description: s.description,
      sizes: s.sizes,
      hasCount: s.hasCount,
    }
  },

  resolution(): number {
    return clockResolution()
  },

  load(workload: string[]): number {
    lines = workload
    puzzles = readWorkload(lines)
    return puzzles.length
  },

  /**
   * The first round from puzzle `from` on, leaving out `failed` (puzzles that stopped
   * an earlier sandbox): a warm-up, then each puzzle solved, verified and timed
   * (timing.ts timePuzzle), with a beat before each and its timing and answer
   * after (`done`, for the page to check again). Returns how many it did.
   */
  async firstRound(
    id: string,
    options: BenchOptions,
    from: number,
    failed: number[],
  ): Promise<number> {
    const inner = userAlgorithm(id, await solver())
    // The answer of each puzzle's first solve (its verification), for the page.
    let first: SolveResult | null = null
    const algorithm = withSolve(inner, (p, o) => {
      const r = inner.solve(p, o)
      first ??= r
      return r
    })
    // Read through a call: the assignment above happens inside timePuzzle.
    const firstAnswer = () => first?.solution ?? null
    const skip = new Set(failed)
    warmUp(inner, options, from, skip)
    const timing = runTiming(options)
    let done = 0
    for (let i = from; i < puzzles.length; i++) {
      if (skip.has(i)) continue
      note({ sandbox: 'beat', at: i, warm: false })
      first = null
      const t = timePuzzle(algorithm, puzzles[i]!, i, timing)
      note({ sandbox: 'done', timing: t, answer: firstAnswer() })
      done++
    }
    return done
  },

  /**
   * A later round from puzzle `from` on: microseconds per puzzle (timing.ts
   * timeAgain), `firsts` being the first round's timings as the page checked them.
   */
  async laterRound(
    id: string,
    options: BenchOptions,
    firsts: PuzzleTiming[],
    from: number,
  ): Promise<number[]> {
    const algorithm = userAlgorithm(id, await solver())
    const failed = new Set(firsts.filter((t) => !t.ok).map((t) => t.index))
    if (!warmed) warmUp(algorithm, options, from, failed)
    const timing = runTiming(options)
    const us: number[] = []
    for (let i = from; i < puzzles.length; i++) {
      if (!failed.has(i)) note({ sandbox: 'beat', at: i, warm: false })
      us.push(timeAgain(algorithm, puzzles[i]!, firsts[i]!, timing))
    }
    return us
  },

  /** One solve with its steps recorded (at most `cap`), for the Solve view and the Race. */
  async solve(line: string, cap: number): Promise<RecordedSolve> {
    const s = await solver()
    const t0 = now()
    const recorded = recordSteps(s, line, cap)
    const ms = now() - t0
    const counted = s.counters ? s.counters() : null
    const read = (key: string) => {
      const v =
        counted && typeof counted === 'object' ? (counted as Record<string, unknown>)[key] : 0
      return typeof v === 'number' && Number.isFinite(v) ? v : 0
    }
    const reply: RecordedSolve = {
      answer: cloneable(recorded.answer),
      events: recorded.events,
      ignored: recorded.ignored,
      capped: recorded.capped,
      guesses: read('guesses'),
      backtracks: read('backtracks'),
      ms,
    }
    return Comlink.transfer(reply, [recorded.events.buffer])
  },

  /** The module's own count of solutions (0, 1 or 2), when it exports `count`. */
  async count(line: string): Promise<unknown> {
    const s = await solver()
    return s.count ? s.count(line) : null
  },
}

export type HarnessApi = typeof api

// The one set-up message from the sandbox page: the port to the page and the module's code.
self.onmessage = (e: MessageEvent<{ code: string; port: MessagePort }>) => {
  self.onmessage = null
  port = e.data.port
  const url = URL.createObjectURL(new Blob([e.data.code], { type: 'text/javascript' }))
  loaded = import(/* @vite-ignore */ url).then(
    (mod: unknown) => {
      const read = readSolverModule(mod)
      return read.ok ? read.solver : read.error
    },
    (err: unknown) => loadError(err, url),
  )
  Comlink.expose(api, port)
}
