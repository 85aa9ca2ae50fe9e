/**
 * `bench --module FILE`: a user's solver module benchmarked like a built-in
 * algorithm. Its solves run in a process of its own (module-process.ts), on
 * that process's worker thread: the verifying pass one puzzle a request, each
 * answer checked here in the CLI (module-check.ts), each solve stopped at
 * `--puzzle-seconds` by killing the process (the puzzle is a timed-out
 * failure, a fresh process loads the module again and the pass goes on); a
 * throw or a dead worker is a failure of that puzzle. Its timed passes are
 * timing.ts's warm-up and `measure` run in the worker (module-worker.ts), one
 * measurement a round, in bench.ts's rounds beside the built-in algorithms.
 */
import type { Puzzle } from '../engine/full'
import type { BenchRow, Budget, RoundSubject, Timed } from './bench-types'
import { countGuesses, startCounts, verifiedRow } from './bench-row'
import { judgeSolve } from './module-check'
import { isAmount, isNull, isVerifyReply, moduleName } from './module-protocol'
import { MESSAGE_MAX, oneLine } from './one-line'
import {
  MIN_LOAD_MS,
  ModuleProcess,
  moduleSpec,
  type ModuleInfo,
  type ModuleSpec,
  type VerifyReply,
} from './module-process'

export interface BenchModule {
  spec: ModuleSpec
  /** 12 hex digits of the SHA-256 of its code. */
  hash: string
  info: ModuleInfo
  /** What rows call it: its `name` export, else its file's name. */
  name: string
  /** Its process, with `loaded` loaded; null once stopped (a time-out, a death). */
  host: ModuleProcess | null
  loaded: readonly Puzzle[] | null
  /** How long loading the module (or a file's puzzles) may take, ms (at least MIN_LOAD_MS). */
  loadMs: number
}

/** Failures of one row told on stderr, at most (the row counts them all). */
const TOLD = 3

/** Load and check a module (its first process); why not, as a string. */
export async function loadBenchModule(
  file: string,
  memoryMb: number,
  loadMs: number,
): Promise<BenchModule | string> {
  const read = await moduleSpec(file, memoryMb)
  if (!read.ok) return read.error
  const started = await ModuleProcess.start(read.spec, loadMs)
  if (!started.ok) return started.error
  const { info } = started
  return {
    spec: read.spec,
    hash: read.hash,
    info,
    name: moduleName(info, file),
    host: started.host,
    loaded: null,
    loadMs: Math.max(loadMs, MIN_LOAD_MS),
  }
}

/** The module's process with `puzzles` loaded (a fresh one when it was stopped), or why not. */
async function ready(m: BenchModule, puzzles: readonly Puzzle[]): Promise<ModuleProcess | string> {
  if (!m.host?.alive) {
    m.host = null
    m.loaded = null
    const started = await ModuleProcess.start(m.spec, m.loadMs)
    if (!started.ok) return `the module did not load again: ${started.error}`
    m.host = started.host
  }
  if (m.loaded !== puzzles) {
    const load = await m.host.call(
      { op: 'load', puzzles: puzzles.map((p) => [...p.givens]) },
      m.loadMs,
      isNull,
    )
    if (load.kind !== 'ok') {
      await m.host.end()
      m.host = null
      return load.kind === 'threw'
        ? load.error
        : load.kind === 'timeout'
          ? 'loading timed out'
          : load.why
    }
    m.loaded = puzzles
  }
  return m.host
}

/** The verifying pass of a module over one file, as bench.ts's `verify` of an algorithm. */
export async function verifyModule(
  m: BenchModule,
  file: string,
  all: Puzzle[],
  budget: Budget,
): Promise<Timed> {
  const c = startCounts(m.name, file, all.length)
  let stopped = 0
  let verifyMs = 0
  let told = 0
  const tell = (index: number, what: string) => {
    if (told++ < TOLD)
      process.stderr.write(
        `  ${m.name} on ${file}, puzzle ${index + 1}: ${oneLine(what, MESSAGE_MAX + 100)}\n`,
      )
  }
  const stopAt = performance.now() + budget.budgetSeconds * 1000
  for (let i = 0; i < all.length; i++) {
    if (performance.now() > stopAt) break
    const host = await ready(m, all)
    if (typeof host === 'string') {
      // Without a process no puzzle can be tried: the row says how far it got.
      tell(i, `error: ${host}`)
      break
    }
    c.attempted++
    const sent = performance.now()
    const outcome = await host.call<VerifyReply>(
      { op: 'verify', index: i },
      budget.puzzleSeconds * 1000,
      isVerifyReply,
    )
    if (outcome.kind === 'ok') {
      const { answer, ms, guesses: g } = outcome.value
      verifyMs += ms
      countGuesses(c, g)
      const verdict = judgeSolve(all[i]!, answer)
      if (verdict.kind === 'wrong') tell(i, `invalid: ${verdict.why}`)
      else c.solved++
      continue
    }
    // No time of the solve's own: the time until the failure was known stands for it.
    verifyMs += performance.now() - sent
    if (outcome.kind === 'timeout') {
      c.timedOut++
      tell(i, `timeout after ${budget.puzzleSeconds} s`)
    } else if (outcome.kind === 'died') {
      stopped++
      tell(i, `error: ${outcome.why}`)
    } else tell(i, `error: ${outcome.error}`)
  }
  if (told > TOLD) process.stderr.write(`  ${m.name} on ${file}: ${told - TOLD} more failures\n`)
  const row: BenchRow = { ...verifiedRow(c), module: m.spec.file, codeHash: m.hash }
  const { attempted, timedOut } = c
  const puzzles = all.slice(0, attempted)
  const verifyUs = attempted ? (verifyMs * 1000) / attempted : 0
  // As for an algorithm: a long verifying pass, or one with a time-out, is the
  // measurement; so is one whose worker stopped (timed passes would stop it again).
  const verifyOnly = !attempted || verifyMs > budget.seconds * 1000 || timedOut > 0 || stopped > 0
  return {
    subject: moduleSubject(m, puzzles, verifyMs),
    verifyUs,
    record: false,
    puzzles,
    row,
    passes: verifyOnly ? [verifyUs] : [],
    verifyOnly,
  }
}

/**
 * The module's timed passes, in its worker: a warm-up, then one measurement a
 * round. Each request has a watchdog (a pass took `passMs` when verified; a
 * measurement is at most a few of them, the warm-up at most 1.5 s more): a
 * module that hangs or dies there ends its rounds, keeping those it had.
 */
function moduleSubject(m: BenchModule, puzzles: readonly Puzzle[], passMs: number): RoundSubject {
  const watchdogMs = 10_000 + 8 * passMs
  let live = true
  const call = async (op: 'warm' | 'measure'): Promise<number | null> => {
    const host = live ? await ready(m, puzzles) : null
    if (typeof host === 'string' || !host) return null
    const outcome = await host.call({ op }, watchdogMs, isAmount)
    if (outcome.kind === 'ok') return outcome.value
    live = false
    const why =
      outcome.kind === 'timeout'
        ? `no answer in ${watchdogMs / 1000} s`
        : outcome.kind === 'died'
          ? outcome.why
          : outcome.error
    process.stderr.write(
      `  ${m.name}: its timed passes stopped (${oneLine(why, MESSAGE_MAX + 100)})\n`,
    )
    return null
  }
  return {
    warm: async () => void (await call('warm')),
    measure: () => call('measure'),
  }
}
