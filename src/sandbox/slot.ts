/**
 * A user solver in a Compare run, the Race or the Solve view's timing: the same calls
 * the bench client makes of a built-in algorithm's fresh worker (BenchSlot), served by
 * a sandbox (frame.ts) and guarded on the page. The engine's own work (confirming "no
 * solution", rating the puzzles) is the referee's, handed in by the caller
 * (src/services/solving.ts gives it solve and bench workers).
 *
 * - **Answers are checked here.** The sandbox reports each puzzle's timing with the
 *   answer of its first solve; the page checks the answer itself (`isSolutionOf`; a
 *   "no solution" confirmed by the detour Solver) and ignores the sandbox's `ok`.
 *   The times are the sandbox's own: a module may lie about them (only about its own).
 * - **A watchdog on the page's clock.** A solve in the sandbox cannot be interrupted,
 *   and a module may ignore any deadline. The harness beats before each solve; each
 *   puzzle gets the budget plus STALL_GRACE_MS on the page's clock from the first beat
 *   that names it (`Watch`): a beat that names no new puzzle never gives more time, so
 *   even a module that could post beats could not keep a solve going. Past that the
 *   sandbox is ended, that puzzle counts as timed out ("stopped after N s"), and a
 *   fresh sandbox warms up and goes on from the next puzzle.
 * - **The page's own time.** Each puzzle is timed on the page too, from its beat to its
 *   `done` (first round) or `again` (later rounds): a reported time far below it is not
 *   believed, and a puzzle over the budget by the page's clock is timed out, whatever
 *   the sandbox says (bounds.ts judgeTime).
 * - **A dead sandbox** (its process gone, most often out of memory: the port closes)
 *   makes that puzzle an error ("the solver's worker stopped ...") and a fresh
 *   sandbox goes on likewise.
 * Puzzles that failed so are left out of the warm-ups and of every later round.
 */
import type { Puzzle } from '@/engine'
import { readWorkload } from '@/bench/timing'
import type { PuzzleRating, PuzzleTiming } from '@/bench/types'
import type { BenchOptions, BenchSlot } from '@/bench/options'
import { formatUs } from '@/bench/format'
import { openSandbox, PING_MS, SANDBOX_STOPPED, within, type Sandbox } from './frame'
import { readAgain, readBeat, readDone, readRound, readSolves } from './replies'
import { judgeTime, shorten } from './bounds'

/** A beat may be this late after the budget before the solve counts as stuck, ms. */
export const STALL_GRACE_MS = 1000
/** Starting a sandbox and loading the workload into it may take this long, ms. */
const START_MS = 20_000
/** Progress reports at most this often, ms (as the bench worker). */
const REPORT_MS = 100

export type { BenchSlot }

/** The engine's work for a slot, done outside the sandbox (the module is not trusted with it). */
export interface SlotReferee {
  /** Whether the puzzle has no solution, by the detour Solver (the referee of every algorithm). */
  confirmNone(puzzle: Puzzle): Promise<boolean>
  /** Rate the workload's puzzles (the engine's work, not the solver's). */
  rate(
    lines: string[],
    budgetMs: number,
    report: (done: number, total: number, fresh: PuzzleRating[]) => void,
  ): Promise<PuzzleRating[]>
  /** End whatever workers it started. */
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
  | { kind: 'stalled' | 'dead'; at: number; warm: boolean; beats: number; why: string }

/** A clock of the page's (performance, or a test's). */
export interface PageClock {
  now(): number
}

/**
 * The deadline of a watched call on the page's clock. It starts at the budget plus
 * STALL_GRACE_MS from when the page asked, and only a beat that names a puzzle not
 * named before moves it to the budget plus STALL_GRACE_MS from then: in the warm-up,
 * each of its first `warmup` puzzles; in a round, a puzzle after the last one named.
 * So a call can last at most (warm-up puzzles + puzzles) × (budget + grace), and a
 * solve that never returns is stopped at the budget plus grace however many beats
 * arrive. `started(i)` is when the beat naming puzzle `i` arrived (its page time).
 */
export class Watch {
  private deadline: number
  private readonly warmSeen = new Set<number>()
  private last = -1
  private readonly starts = new Map<number, number>()
  constructor(
    private readonly clock: PageClock,
    private readonly limitMs: number,
    private readonly warmup: number,
    private readonly puzzles: number,
  ) {
    this.deadline = clock.now() + limitMs
  }

  /** A beat about puzzle `at` (warm-up or round); whether it moved the deadline. */
  beat(at: number, warm: boolean): boolean {
    if (!Number.isInteger(at) || at < 0 || at >= this.puzzles) return false
    if (warm) {
      if (this.warmSeen.has(at) || this.warmSeen.size >= Math.max(1, this.warmup)) return false
      this.warmSeen.add(at)
    } else {
      if (at <= this.last) return false
      this.last = at
      this.starts.set(at, this.clock.now())
    }
    this.deadline = this.clock.now() + this.limitMs
    return true
  }

  /** The page time the round's beat for puzzle `at` arrived, if it did. */
  started(at: number): number | undefined {
    return this.starts.get(at)
  }

  overdue(): boolean {
    return this.clock.now() > this.deadline
  }
}

const pageClock: PageClock = { now: () => performance.now() }

export function sandboxSlot(
  code: string,
  referee: SlotReferee,
  clock: PageClock = pageClock,
): BenchSlot {
  let lines: string[] = []
  let puzzles: (Puzzle | null)[] = []
  let sandbox: Sandbox | null = null
  let ended = false
  /** The first round, as checked here: what later rounds go by. */
  let firsts: PuzzleTiming[] = []
  /** Puzzles that stopped a sandbox (time-out, death), never solved again. */
  const stopped = new Set<number>()
  const confirmNone = (p: Puzzle) => referee.confirmNone(p)
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
   * Run `call` on the sandbox while watching its beats on the page's clock (`Watch`):
   * past its deadline, or on the sandbox's death, it ends (the sandbox is dropped)
   * with the puzzle the last beat named. `onNote` hears every note on the way, with
   * the watch (for the page's own time of each puzzle).
   */
  async function watched<T>(
    s: Sandbox,
    options: BenchOptions,
    call: Promise<T>,
    onNote: (note: unknown, watch: Watch) => void,
  ): Promise<Watched<T>> {
    let at = -1
    let warm = false
    let beats = 0
    const watch = new Watch(clock, options.budgetMs + STALL_GRACE_MS, options.warmup, lines.length)
    hear = (note) => {
      const beat = readBeat(note)
      if (beat !== null) {
        beats++
        if (watch.beat(beat, isWarm(note))) {
          at = beat
          warm = isWarm(note)
        }
      }
      onNote(note, watch)
    }
    let timer = 0
    const stalled = new Promise<'stalled'>((resolve) => {
      timer = window.setInterval(() => {
        if (watch.overdue()) resolve('stalled')
      }, 250)
    })
    try {
      const outcome = await Promise.race([
        call.then((value) => ({ value })),
        stalled,
        s.dead.then((why) => ({ dead: why })),
      ])
      if (typeof outcome === 'object' && 'value' in outcome)
        return { kind: 'done', value: outcome.value }
      // A solve that ran long while the frame stopped answering its pings took the
      // process down with it (the ping's own verdict may be a second or two behind).
      const why = typeof outcome === 'object' ? outcome.dead : SANDBOX_STOPPED
      const kind = outcome === 'stalled' && s.unanswered() <= 2 * PING_MS ? 'stalled' : 'dead'
      drop()
      return { kind, at, warm, beats, why }
    } finally {
      clearInterval(timer)
      hear = () => {}
    }
  }

  const isWarm = (note: unknown) => (note as { warm?: unknown }).warm === true

  /** What a stop says about the puzzle it happened on. */
  function stopOf(w: { kind: 'stalled' | 'dead'; why: string }, index: number, budgetMs: number) {
    return w.kind === 'stalled'
      ? failed(
          index,
          'timeout',
          `stopped after ${Math.round((budgetMs + STALL_GRACE_MS) / 1000)} s`,
        )
      : failed(index, 'error', shorten(w.why))
  }

  /**
   * A checked timing with the page's own time of the puzzle (`elapsed`: from its beat
   * to its `done`) set against the sandbox's claim (bounds.ts judgeTime).
   */
  function onPageClock(
    t: PuzzleTiming,
    solves: number,
    elapsed: number,
    budgetMs: number,
  ): PuzzleTiming {
    const verdict = judgeTime(t.us, solves, elapsed, budgetMs, STALL_GRACE_MS)
    if (verdict.timedOut && t.answer !== 'timeout')
      return {
        ...t,
        us: verdict.us,
        ok: false,
        timedOut: true,
        answer: 'timeout',
        note: `took ${(elapsed / 1000).toFixed(1)} s by the page's clock`,
      }
    if (!verdict.doubted) return t
    const said = `its own clock said ${formatUs(t.us)}, the page measured ${formatUs(elapsed * 1000)}`
    return { ...t, us: verdict.us, note: t.note ? `${t.note}; ${said}` : said }
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
          options,
          s.api.firstRound(id, options, from, [...stopped]),
          (note, watch) => {
            const beat = readBeat(note)
            if (beat !== null) expected = isWarm(note) ? -1 : beat
            const t =
              expected >= 0
                ? readDone(note, expected, puzzles[expected] ?? null, confirmNone)
                : null
            if (!t) return
            // The page's own time of the puzzle, read as its `done` arrives (the
            // check of the answer may wait for the referee).
            const began = watch.started(expected)
            const elapsed = began === undefined ? null : clock.now() - began
            const solves = readSolves(note)
            checking.push(
              t.then((c) => {
                const k = elapsed === null ? c : onPageClock(c, solves, elapsed, options.budgetMs)
                return void (timings[k.index] ?? put(k))
              }),
            )
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
      /** Each puzzle's time on the page's clock (from its beat to its `again`) and its solves. */
      const onPage = new Map<number, { elapsed: number; solves: number }>()
      while (from < n) {
        const s = await ready()
        const w = await watched(
          s,
          options,
          s.api.laterRound(id, options, firsts, from),
          (note, watch) => {
            const again = readAgain(note)
            const began = again ? watch.started(again.at) : undefined
            if (again && began !== undefined)
              onPage.set(again.at, { elapsed: clock.now() - began, solves: again.solves })
            const beat = readBeat(note)
            if (beat === null || performance.now() - lastReport < REPORT_MS) return
            lastReport = performance.now()
            progress(Math.max(0, beat))
          },
        )
        if (w.kind === 'done') {
          readRound(w.value, from, n).forEach((t, k) => {
            if (!firsts[from + k]?.ok) return
            // A time far below the page's own figure is not believed (bounds.ts judgeTime).
            const seen = onPage.get(from + k)
            const verdict =
              seen && judgeTime(t, seen.solves, seen.elapsed, options.budgetMs, STALL_GRACE_MS)
            us[from + k] = verdict && verdict.doubted ? verdict.us : t
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

    // Rating is the engine's work, not the solver's: the referee does it.
    rate: (budgetMs, report) => referee.rate(lines, budgetMs, report),

    end() {
      ended = true
      drop()
      referee.end()
    },
  }
}
