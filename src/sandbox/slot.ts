/**
 * A user solver in a Compare run, the Race or the Solve view's timing: the same calls
 * bench-client.ts makes of a built-in algorithm's fresh worker, served by a sandbox
 * (host.ts) and guarded on the page.
 *
 * - **Answers are checked here.** The sandbox reports each puzzle's timing with the
 *   answer of its first solve; the page checks the answer itself (`isSolutionOf`; a
 *   "no solution" confirmed by the detour Solver) and ignores the sandbox's `ok`.
 *   The times are the sandbox's own: a module may lie about them (only about its own).
 * - **A watchdog.** A solve in the sandbox cannot be interrupted, and a module may
 *   ignore any deadline. The harness beats before each solve; no beat for the
 *   budget plus STALL_GRACE_MS and the sandbox is ended, that puzzle counts as timed
 *   out ("stopped after N s"), and a fresh sandbox warms up and goes on from the
 *   next puzzle.
 * - **A dead sandbox** (its process gone, most often out of memory: the port closes)
 *   makes that puzzle an error ("the solver's worker stopped ...") and a fresh
 *   sandbox goes on likewise.
 * Puzzles that failed so are left out of the warm-ups and of every later round.
 */
import * as Comlink from 'comlink'
import type { Puzzle } from '@/engine'
import { readWorkload } from '@/bench/timing'
import type { PuzzleRating, PuzzleTiming } from '@/bench/types'
import type { BenchWorkerApi } from '@/workers/bench.worker'
import { solveWorkerCalls, type SolveWorkerCalls } from '@/workers/solve-client'
import type { BenchOptions, BenchReport } from '@/workers/bench-types'
import { openSandbox, PING_MS, readBeat, readDone, readRound, within, type Sandbox } from './host'

/** A beat may be this late after the budget before the solve counts as stuck, ms. */
export const STALL_GRACE_MS = 1000
/** Starting a sandbox and loading the workload into it may take this long, ms. */
const START_MS = 20_000
/** Progress reports at most this often, ms (as the bench worker). */
const REPORT_MS = 100

/** What bench-client.ts calls on each slot of a run (a built-in worker's Comlink remote has them too). */
export interface BenchSlot {
  load(lines: string[]): Promise<number>
  resolution(): Promise<number>
  firstRound(
    id: string,
    options: BenchOptions,
    report: (r: BenchReport) => void,
  ): Promise<PuzzleTiming[]>
  laterRound(id: string, options: BenchOptions, report: (r: BenchReport) => void): Promise<number[]>
  rate(
    budgetMs: number,
    report: (done: number, total: number, fresh: PuzzleRating[]) => void,
  ): Promise<PuzzleRating[]>
  /** End the sandbox (and the rating worker, if one was started). */
  end(): void
}

/** A puzzle that stopped its sandbox. */
function failed(index: number, answer: 'timeout' | 'error', note: string): PuzzleTiming {
  const zero = { us: 0, guesses: 0, backtracks: 0, calculations: 0 }
  return { index, ...zero, ok: false, timedOut: answer === 'timeout', answer, note }
}

/** How a watched call ended. */
type Watched<T> =
  | { kind: 'done'; value: T }
  | { kind: 'stalled' | 'dead'; at: number; warm: boolean; beats: number }

export function sandboxSlot(code: string): BenchSlot {
  let lines: string[] = []
  let puzzles: (Puzzle | null)[] = []
  let sandbox: Sandbox | null = null
  let ended = false
  let rater: Worker | null = null
  /** The first round, as checked here: what later rounds go by. */
  let firsts: PuzzleTiming[] = []
  /** Puzzles that stopped a sandbox (time-out, death), never solved again. */
  const stopped = new Set<number>()
  /** The worker that confirms a "no solution" (started when first needed). */
  let referee: SolveWorkerCalls | null = null
  /**
   * Whether the puzzle has no solution, by the detour Solver (the referee of every
   * other algorithm) in a solve worker: on the page it would join the first load.
   */
  const confirmNone = (p: Puzzle) =>
    (referee ??= solveWorkerCalls()).call((api) => api.hasNoSolution(p))
  /** Whoever listens to the current sandbox's notes. */
  let hear: (note: unknown) => void = () => {}

  /**
   * Sandboxes whose process died. Chromium runs every sandbox frame of a page in one
   * process, so one solver's unbounded allocation also ends another's sandbox while
   * it waits for its turn: that one is replaced before its next call, and none of its
   * puzzles is blamed for a death it did not cause.
   */
  const died = new WeakSet<Sandbox>()

  async function ready(): Promise<Sandbox> {
    if (ended) throw new Error('the run is over')
    if (sandbox && died.has(sandbox)) drop()
    if (sandbox) return sandbox
    const fresh = await openSandbox(code)
    if (ended) {
      fresh.end()
      throw new Error('the run is over')
    }
    void fresh.dead.then(() => died.add(fresh))
    fresh.onNote((n) => hear(n))
    sandbox = fresh
    try {
      await within(fresh, START_MS, fresh.api.load(lines))
    } catch (e) {
      drop()
      throw e
    }
    return fresh
  }

  function drop(): void {
    sandbox?.end()
    sandbox = null
  }

  /**
   * Run `call` on the sandbox while watching its beats: no beat for `budgetMs` +
   * STALL_GRACE_MS, or the sandbox's death, ends it (the sandbox is dropped) with
   * the puzzle the last beat named. `onNote` hears every note on the way.
   */
  async function watched<T>(
    s: Sandbox,
    budgetMs: number,
    call: Promise<T>,
    onNote: (note: unknown) => void,
  ): Promise<Watched<T>> {
    let at = -1
    let warm = false
    let beats = 0
    let last = performance.now()
    hear = (note) => {
      const beat = readBeat(note)
      if (beat !== null) {
        last = performance.now()
        beats++
        if (beat >= 0 && beat < lines.length) {
          at = beat
          warm = isWarm(note)
        }
      }
      onNote(note)
    }
    let timer = 0
    const stalled = new Promise<'stalled'>((resolve) => {
      timer = window.setInterval(() => {
        if (performance.now() - last > budgetMs + STALL_GRACE_MS) resolve('stalled')
      }, 250)
    })
    try {
      const outcome = await Promise.race([
        call.then((value) => ({ value })),
        stalled,
        s.dead.then(() => 'dead' as const),
      ])
      if (typeof outcome === 'object') return { kind: 'done', value: outcome.value }
      // A solve that ran long while the frame stopped answering its pings took the
      // process down with it (the ping's own verdict may be a second or two behind).
      const kind = outcome === 'stalled' && s.unanswered() > 2 * PING_MS ? 'dead' : outcome
      drop()
      return { kind, at, warm, beats }
    } finally {
      clearInterval(timer)
      hear = () => {}
    }
  }

  const isWarm = (note: unknown) => (note as { warm?: unknown }).warm === true

  /** What a stop says about the puzzle it happened on. */
  function stopOf(w: { kind: 'stalled' | 'dead' }, index: number, budgetMs: number) {
    return w.kind === 'stalled'
      ? failed(
          index,
          'timeout',
          `stopped after ${Math.round((budgetMs + STALL_GRACE_MS) / 1000)} s`,
        )
      : failed(index, 'error', "the solver's worker stopped (out of memory or crashed)")
  }

  return {
    async load(workload) {
      lines = workload
      puzzles = readWorkload(lines)
      firsts = []
      stopped.clear()
      drop()
      await ready()
      return lines.length
    },

    async resolution() {
      const s = await ready()
      const ms = await within(s, START_MS, s.api.resolution())
      return typeof ms === 'number' && ms > 0 && ms < 100 ? ms : 0.1
    },

    async firstRound(id, options, report) {
      const n = lines.length
      const timings: (PuzzleTiming | undefined)[] = new Array(n)
      let fresh: PuzzleTiming[] = []
      let lastReport = -Infinity
      const send = (force: boolean) => {
        if (!force && performance.now() - lastReport < REPORT_MS) return
        lastReport = performance.now()
        const done = timings.filter(Boolean) as PuzzleTiming[]
        const failures = done.filter((t) => !t.ok).length
        report({
          progress: { algorithm: id, done: done.length, total: n, failures },
          timings: fresh,
        })
        fresh = []
      }
      const put = (t: PuzzleTiming) => {
        timings[t.index] = t
        fresh.push(t)
        send(false)
      }
      send(true)
      /** The checks of the answers (one may wait for the referee). */
      const checking: Promise<void>[] = []
      let from = 0
      while (from < n) {
        let s: Sandbox
        try {
          s = await ready()
        } catch (e) {
          // A module that cannot even start again: the puzzles left fail with why.
          const why = e instanceof Error ? e.message : String(e)
          for (let i = from; i < n; i++) if (!timings[i]) put(failed(i, 'error', why))
          break
        }
        let expected = -1
        const w = await watched(
          s,
          options.budgetMs,
          s.api.firstRound(id, options, from, [...stopped]),
          (note) => {
            const beat = readBeat(note)
            if (beat !== null) expected = isWarm(note) ? -1 : beat
            const t =
              expected >= 0
                ? readDone(note, expected, puzzles[expected] ?? null, confirmNone)
                : null
            if (t) checking.push(t.then((c) => void (timings[c.index] ?? put(c))))
          },
        )
        if (w.kind === 'done') break
        // The solve the last beat named never came back (or took the sandbox with it).
        const at = w.at >= from ? w.at : from
        if (w.beats === 0 || stopped.has(at)) {
          // Not one beat: the module stops its sandbox before solving anything.
          for (let i = from; i < n; i++) if (!timings[i]) put(stopOf(w, i, options.budgetMs))
          break
        }
        put(stopOf(w, at, options.budgetMs))
        stopped.add(at)
        // Stopped in the warm-up: nothing from `from` on was timed yet.
        if (!w.warm) from = at + 1
      }
      await Promise.all(checking)
      // A puzzle the sandbox skipped without a word is no answer.
      for (let i = 0; i < n; i++)
        if (!timings[i]) put(failed(i, 'error', 'the sandbox gave no answer'))
      send(true)
      firsts = timings as PuzzleTiming[]
      return firsts
    },

    async laterRound(id, options, report) {
      const n = lines.length
      const us = firsts.map((t) => t.us)
      const progress = (done: number) =>
        report({
          progress: {
            algorithm: id,
            done,
            total: n,
            failures: firsts.filter((t) => !t.ok).length,
          },
          timings: [],
        })
      progress(0)
      let from = 0
      let lastReport = performance.now()
      while (from < n) {
        const s = await ready()
        const w = await watched(
          s,
          options.budgetMs,
          s.api.laterRound(id, options, firsts, from),
          (note) => {
            const beat = readBeat(note)
            if (beat === null || performance.now() - lastReport < REPORT_MS) return
            lastReport = performance.now()
            progress(Math.max(0, beat))
          },
        )
        if (w.kind === 'done') {
          readRound(w.value, from, n).forEach((t, k) => {
            if (firsts[from + k]?.ok) us[from + k] = t
          })
          break
        }
        // A puzzle that stops the sandbox now keeps its first time and is not timed again.
        const at = w.at >= from ? w.at : from
        if (w.beats === 0 || stopped.has(at)) break
        stopped.add(at)
        firsts[at] = { ...firsts[at]!, ok: false }
        if (!w.warm) from = at + 1
      }
      progress(n)
      return us
    },

    async rate(budgetMs, report) {
      // Rating is the engine's work, not the solver's: a built-in bench worker does it.
      rater = new Worker(new URL('../workers/bench.worker.ts', import.meta.url), { type: 'module' })
      const api = Comlink.wrap<BenchWorkerApi>(rater)
      try {
        await api.load(lines)
        return await api.rate(budgetMs, report)
      } finally {
        rater?.terminate()
        rater = null
      }
    },

    end() {
      ended = true
      drop()
      referee?.cancel()
      referee = null
      rater?.terminate()
      rater = null
    },
  }
}
