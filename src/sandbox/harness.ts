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
 * answer itself and reads every reply as unknown (replies.ts, slot.ts). What the harness
 * does for the page is keep it informed while it may still be listening: a beat
 * before each solve it starts, so a solve that never returns is noticed (slot.ts's
 * watchdog).
 */
import {
  readSolverModule,
  recordSteps,
  reportedCounters,
  userAlgorithm,
  type Algorithm,
  type Puzzle,
  type SolveResult,
  type UserSolver,
} from '@/engine'
import {
  clockResolution,
  readWorkload,
  runTiming,
  timeAgain,
  timePuzzle,
  warmUpOn,
} from '@/bench/timing'
import type { PuzzleTiming } from '@/bench/types'
import type { BenchOptions } from '@/bench/options'
import { MAX_ANSWER, MAX_TEXT, NoteBudget } from './bounds'
import type { ModuleInfo, RecordedSolve, SandboxNote } from './protocol'

/** In the warm-up, a beat at most this often once each puzzle has had its first. */
const WARM_BEAT_MS = 20

// --- Taken before the user's module runs -------------------------------------------
// The module may replace any global or prototype method once it runs; these are the
// originals, called without looking anything up again (bound, or `call` bound).
/** `f` as a function taking its `this` first (`f.call` bound now, not looked up later). */
function uncurry(f: (...args: never[]) => unknown): (self: unknown, ...args: unknown[]) => unknown {
  return Function.prototype.bind.call(Function.prototype.call, f) as never
}
const portPost = MessagePort.prototype.postMessage
const sliceText = uncurry(String.prototype.slice) as (s: string, from: number, to: number) => string
const dataOf = uncurry(Object.getOwnPropertyDescriptor(MessageEvent.prototype, 'data')!.get!) as (
  e: unknown,
) => unknown
const TypedArray = Object.getPrototypeOf(Int32Array.prototype) as object
const typedTag = uncurry(Object.getOwnPropertyDescriptor(TypedArray, Symbol.toStringTag)!.get!) as (
  x: unknown,
) => string | undefined
const typedLength = uncurry(Object.getOwnPropertyDescriptor(TypedArray, 'length')!.get!) as (
  x: unknown,
) => number
const isArray = Array.isArray
const apply = Reflect.apply
const hasOwn = Object.hasOwn
const Int32 = Int32Array
const Float64 = Float64Array
const toText = String
const now = performance.now.bind(performance)

/** Post on the page's port (set once, before the module runs). */
let send: (message: unknown, transfer?: Transferable[]) => void = () => {}
let loaded: Promise<UserSolver | string> = Promise.resolve('the sandbox got no module')
const notes = new NoteBudget(now())

// --- Bounded values, built here from what the module may have touched ---------------

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null
const num = (x: unknown): number => (typeof x === 'number' ? x : 0)

/** A string cut to `most` characters, with its length said; '' for anything else. */
function cap(x: unknown, most: number): string {
  if (typeof x !== 'string') return ''
  if (x.length <= most) return x
  return `${sliceText(x, 0, most)}… (${grouped(x.length)} characters)`
}

/** 100000000 as "100,000,000" (not toLocaleString: the module may have replaced it). */
function grouped(n: number): string {
  const digits = `${n}`
  let out = ''
  for (let end = digits.length; end > 0; end -= 3)
    out = sliceText(digits, Math.max(0, end - 3), end) + (out ? `,${out}` : '')
  return out
}

/** What was thrown, as a bounded message. */
function thrownText(e: unknown): string {
  if (typeof e === 'string') return cap(e, MAX_TEXT)
  try {
    if (isObject(e) && typeof e.message === 'string') return cap(e.message, MAX_TEXT)
    return cap(toText(e), MAX_TEXT)
  } catch {
    return 'the solver threw something that cannot be read'
  }
}

/** A copy of the digits of an answer (at most MAX_ANSWER of them), or null. */
function digitsOf(x: unknown): number[] | null {
  if (!isArray(x)) return null
  const n = x.length
  if (typeof n !== 'number' || n > MAX_ANSWER) return null
  const out: number[] = []
  for (let i = 0; i < n; i++) out[i] = num(x[i])
  return out
}

function timingOf(t: unknown): PuzzleTiming {
  const r = isObject(t) ? t : {}
  const note = cap(r.note, MAX_TEXT)
  return {
    index: num(r.index),
    us: num(r.us),
    guesses: num(r.guesses),
    backtracks: num(r.backtracks),
    calculations: num(r.calculations),
    ok: r.ok === true,
    timedOut: r.timedOut === true,
    answer: cap(r.answer, 20) as PuzzleTiming['answer'],
    ...(note ? { note } : {}),
  }
}

/** A note for the page, built afresh from numbers and short strings; dropped past the budget. */
function note(message: SandboxNote): void {
  if (!notes.take(now())) return
  let out: SandboxNote
  if (message.sandbox === 'beat')
    out = { sandbox: 'beat', at: num(message.at), warm: message.warm === true }
  else if (message.sandbox === 'again')
    out = { sandbox: 'again', at: num(message.at), solves: num(message.solves) }
  else
    out = {
      sandbox: 'done',
      timing: timingOf(message.timing),
      answer: digitsOf(message.answer),
      solves: num(message.solves),
    }
  send(out)
}

/** The module's description, bounded (readSolverModule already cut it, with methods the module may have replaced). */
function infoOf(x: unknown): ModuleInfo {
  const r = isObject(x) ? x : {}
  if (r.ok !== true)
    return { ok: false, error: cap(r.error, 500) || 'the module could not be read' }
  const given = isArray(r.sizes) ? r.sizes : []
  const has = (size: number) => {
    for (let i = 0; i < 8 && i < given.length; i++) if (given[i] === size) return true
    return false
  }
  return {
    ok: true,
    name: cap(r.name, 80),
    description: cap(r.description, 1000),
    // Sizes it does not take are 0 here; the page keeps 4, 9, 16 and 25 only.
    sizes: [has(4) ? 4 : 0, has(9) ? 9 : 0, has(16) ? 16 : 0, has(25) ? 25 : 0],
    hasCount: r.hasCount === true,
    hasCounters: r.hasCounters === true,
  }
}

/** At most `most` whole steps of a recorded solve, in an array of the harness's own. */
function eventsOf(x: unknown, most: number): Int32Array {
  let n = 0
  try {
    if (typedTag(x) === 'Int32Array') n = typedLength(x)
  } catch {
    n = 0
  }
  n = Math.min(n - (n % 3), 3 * Math.max(0, most))
  const out = new Int32(n)
  const from = x as Int32Array
  for (let i = 0; i < n; i++) out[i] = from[i]!
  return out
}

/** The answer as it can cross to the page, a string at most MAX_ANSWER long. */
function answerOf(answer: unknown): unknown {
  if (typeof answer === 'string')
    return answer.length <= MAX_ANSWER ? answer : sliceText(answer, 0, MAX_ANSWER)
  const t = typeof answer
  // A primitive as it is (the page's check says "the answer is a number, not a string"),
  // anything else as an empty object (a function would not survive the copy).
  return answer === null || t === 'number' || t === 'boolean' || t === 'undefined' ? answer : {}
}

function recordedOf(x: unknown, most: number): RecordedSolve {
  const r = isObject(x) ? x : {}
  return {
    answer: answerOf(r.answer),
    events: eventsOf(r.events, most),
    ignored: num(r.ignored),
    capped: r.capped === true,
    guesses: num(r.guesses),
    backtracks: num(r.backtracks),
    ms: num(r.ms),
  }
}

/**
 * What the harness says back for each call, bounded: whatever the module made of
 * the value on its way (a `then` on Object.prototype can change what an async call
 * resolves to), the reply has the call's shape and size.
 */
const replies: Record<string, (value: unknown, args: unknown[]) => unknown> = {
  info: infoOf,
  resolution: num,
  load: num,
  firstRound: num,
  laterRound: (value) => {
    const us = isArray(value) ? value : []
    const n = Math.min(us.length, lines.length)
    const out = new Float64(n)
    for (let i = 0; i < n; i++) out[i] = num(us[i])
    return out
  },
  solve: (value, args) => recordedOf(value, num(args[1])),
  count: (value) => (value === 0 || value === 1 || value === 2 ? value : null),
}

/**
 * Serve the page's Comlink calls (its `wrap` sends `{ id, type: 'APPLY', path: [name],
 * argumentList: [{ type: 'RAW', value }] }` and waits for `{ id, type: 'RAW', value }`,
 * or a thrown error as Comlink's `throw` handler writes it): one reply per call, built
 * by `replies`, transferring only the buffers of arrays made here.
 */
function serve(port: MessagePort): void {
  const post = portPost.bind(port) as (message: unknown, transfer?: Transferable[]) => void
  send = post
  let owed = 0
  const reply = (message: unknown, transfer: Transferable[] = []) => {
    if (owed <= 0) return
    owed--
    post(message, transfer)
  }
  port.addEventListener('message', (event) => {
    const data = dataOf(event)
    if (!isObject(data)) return
    owed++
    void answer(data).then(({ message, transfer }) => reply(message, transfer))
  })
  port.start()
}

async function answer(
  data: Record<string, unknown>,
): Promise<{ message: unknown; transfer: Transferable[] }> {
  const id = typeof data.id === 'string' ? data.id : ''
  const path = isArray(data.path) ? data.path : []
  const name = typeof path[0] === 'string' ? path[0] : ''
  const list = isArray(data.argumentList) ? data.argumentList : []
  const arg = (i: number) => (isObject(list[i]) ? list[i].value : undefined)
  const args = [arg(0), arg(1), arg(2), arg(3)]
  if (data.type !== 'APPLY' || !hasOwn(api, name))
    return { message: { id, type: 'RAW', value: undefined }, transfer: [] }
  try {
    const method = api[name as keyof typeof api] as (...a: unknown[]) => Promise<unknown>
    const value = replies[name]!(await apply(method, api, args), args)
    const events = name === 'solve' ? (value as RecordedSolve).events.buffer : null
    return { message: { id, type: 'RAW', value }, transfer: events ? [events] : [] }
  } catch (e) {
    const error = { message: thrownText(e), name: 'Error', stack: '' }
    return {
      message: { id, type: 'HANDLER', name: 'throw', value: { isError: true, value: error } },
      transfer: [],
    }
  }
}

/**
 * What went wrong loading the module, with the line and column when the browser
 * gives them (a syntax error's stack names the blob URL with `:line:column`).
 */
function loadError(e: unknown, url: string): string {
  if (!(e instanceof Error)) return `the module could not be loaded: ${thrownText(e)}`
  const at = new RegExp(`${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:(\\d+):(\\d+)`).exec(
    typeof e.stack === 'string' ? e.stack : '',
  )
  const where = at ? ` (line ${at[1]}, column ${at[2]})` : ''
  const message = thrownText(e)
  return e.name === 'SyntaxError'
    ? `syntax error${where}: ${message}`
    : `the module threw while loading${where}: ${cap(e.name, 40)}: ${message}`
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
      hasCounters: s.hasCounters,
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
    // The answer of each puzzle's first solve (its verification), for the page, and
    // how many solves its timing took (the page sets its own clock against them).
    let first: SolveResult | null = null
    let solves = 0
    const algorithm = withSolve(inner, (p, o) => {
      solves++
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
      solves = 0
      const t = timePuzzle(algorithm, puzzles[i]!, i, timing)
      note({ sandbox: 'done', timing: t, answer: firstAnswer(), solves })
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
    const inner = userAlgorithm(id, await solver())
    let solves = 0
    const algorithm = withSolve(inner, (p, o) => {
      solves++
      return inner.solve(p, o)
    })
    const failed = new Set(firsts.filter((t) => !t.ok).map((t) => t.index))
    if (!warmed) warmUp(inner, options, from, failed)
    const timing = runTiming(options)
    const us: number[] = []
    for (let i = from; i < puzzles.length; i++) {
      const timed = !failed.has(i)
      if (timed) note({ sandbox: 'beat', at: i, warm: false })
      solves = 0
      us.push(timeAgain(algorithm, puzzles[i]!, firsts[i]!, timing))
      if (timed) note({ sandbox: 'again', at: i, solves })
    }
    return us
  },

  /** One solve with its steps recorded (at most `cap`), for the Solve view and the Race. */
  async solve(line: string, cap: number): Promise<RecordedSolve> {
    const s = await solver()
    const t0 = now()
    const recorded = recordSteps(s, line, cap)
    const ms = now() - t0
    // Malformed or throwing counters count as 0 (the README), as in a timed solve.
    const { guesses, backtracks } = reportedCounters(s)
    return { ...recorded, guesses, backtracks, ms }
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
  // Served before the module is imported: its code runs only once `import()` has
  // fetched it, after every original above is taken and the port is listened to.
  serve(e.data.port)
  const url = URL.createObjectURL(new Blob([e.data.code], { type: 'text/javascript' }))
  loaded = import(/* @vite-ignore */ url).then(
    (mod: unknown) => {
      const read = readSolverModule(mod)
      return read.ok ? read.solver : read.error
    },
    (err: unknown) => loadError(err, url),
  )
}
