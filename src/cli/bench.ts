/**
 * `bench`: every algorithm over every file, answers verified, warm-up first
 * (bench/timing.ts, the timing every view of the app uses), then whole passes
 * over the file in interleaved rounds (each round one measurement of every
 * algorithm: the quickest of three passes; each round starting one further on)
 * until each has had `--seconds` (quick by default, 0.5 s and at least 3 rounds;
 * `--precise` 2 s and 7: BENCH_BUDGETS); the figures are medians over those rounds, with
 * their interquartile range and 95% interval (`--json`: usPerPuzzleQ1/Q3,
 * usPerPuzzleLow/High). A plain bitmask solver (engine/algorithms/baseline.ts) is timed on every
 * file in the same run, so each algorithm also gets a ratio against it.
 *
 * Slow algorithms (naive backtracking takes minutes on some 17-clue puzzles) get
 * a budget: each puzzle may take `--puzzle-seconds` (default 5) before it counts
 * as timed out, and the verifying pass over a file stops after `--budget` seconds
 * (default 5 quick, 20 with --precise); the row then says how many puzzles it reached. When the verifying
 * pass alone is longer than `--seconds`, its own time is the figure.
 *
 * `--module FILE` (repeatable) adds a user's solver module: its rows are made
 * like an algorithm's, its solves run and are timed on a worker thread in a
 * process of its own (bench-module.ts), in the same rounds as the built-in
 * algorithms.
 */
import { existsSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ALGORITHMS, getAlgorithm, type Algorithm, type Puzzle } from '../engine/full'
import { answerIsRight, clockResolution, measure, spanFor, warmUp } from '../bench/timing'
import { median, medianInterval, percentile } from '../bench/stats'
import { writeOut } from './stdout'
import { checkFlags, flagNumber, flagString, flagStrings, UsageError, type Args } from './args'
import { clock } from '../engine/full'
import { loadBenchModule, verifyModule, type BenchModule } from './bench-module'
import { countGuesses, round, startCounts, verifiedRow } from './bench-row'
import { moduleMemory } from './module-process'
import { LINE_MAX, oneLine } from './one-line'
import { baseline } from '../engine/full'
import { readEntries } from './io'
import type { BenchRow, Budget, RoundSubject, Timed, TimedRow } from './bench-types'

/** The built-in collections bench runs over without files: in the package's puzzles/. */
export const DEFAULT_BENCH_FILES = [
  '17-clue-5000.txt',
  'magictour-top1465.txt',
  'forum-hardest-1106.txt',
  'top95.txt',
  'hardest-87.txt',
].map((name) => join(packageRoot(), 'puzzles', name))

/**
 * The package's directory: the nearest one above this module holding a
 * package.json (the bundle is in dist-cli/, the source in src/cli/), so `bench`
 * finds its collections from any working directory.
 */
function packageRoot(): string {
  const here = dirname(fileURLToPath(import.meta.url))
  for (let dir = here; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir
    if (dirname(dir) === dir) return join(here, '..')
  }
}

/**
 * tdoku's rate (first solution) as a multiple of the plain baseline's (engine/algorithms/baseline.ts),
 * both measured in one run on one machine (issue 12: tdoku built -O3
 * -march=native at 226k / 111k / 15.8k / 146k puzzles/s beside a plain bitmask
 * solver at 23.0k / 6.13k / 1.02k / 4.74k). tdoku cannot be built here, so the
 * bench estimates its rate on this machine, in this run, as the baseline's rate
 * times this ratio: machine speed and load cancel out, where fixed absolute
 * figures from another machine would not.
 */
export const TDOKU_VS_BASELINE: Record<string, number> = {
  '17-clue-5000.txt': 9.8,
  'magictour-top1465.txt': 18,
  'forum-hardest-1106.txt': 15.5,
  'top95.txt': 31,
}

/**
 * The two stated timing budgets. Quick (the default) gives each algorithm 0.5 s of
 * rounds a file, at least 3 rounds: a first figure in seconds, its 95% interval
 * typically within a few per cent on a quiet machine and wider under load (the
 * row's interval says which); a slow algorithm's verifying pass stops after 5 s
 * (its row then says how many puzzles it reached). --precise gives 2 s, at least 7
 * rounds and 20 s of verifying: a tighter interval and more puzzles for the slow
 * ones, about four times the wait. --seconds and --budget set those either way.
 */
export const BENCH_BUDGETS = {
  quick: { seconds: 0.5, minRounds: 3, budgetSeconds: 5 },
  precise: { seconds: 2, minRounds: 7, budgetSeconds: 20 },
} as const

/** The budget line bench writes on stderr before timing (what the wait buys). */
export function budgetLine(
  precise: boolean,
  seconds: number,
  files: number,
  subjects: number,
): string {
  const { minRounds } = precise ? BENCH_BUDGETS.precise : BENCH_BUDGETS.quick
  const total = Math.ceil(seconds * files * subjects)
  const name = precise ? 'precise' : 'quick'
  const other = precise ? '' : '; --precise for a tighter interval (2 s, 7 rounds, 20 s verifying)'
  return `bench: ${name} timing, ${seconds} s an algorithm a file (at least ${minRounds} rounds): about ${total} s of rounds for ${subjects} algorithm${subjects === 1 ? '' : 's'} on ${files} file${files === 1 ? '' : 's'}, plus verifying${other}\n`
}

/**
 * Progress on the terminal: one line rewritten in place, only when stderr is a
 * terminal (piped or redirected stderr, and --json's stdout, get none of it).
 */
export class TerminalProgress {
  private shown = false
  constructor(
    private readonly out: { isTTY?: boolean; write(s: string): unknown } = process.stderr,
  ) {}
  get live(): boolean {
    return this.out.isTTY === true
  }
  show(text: string): void {
    if (!this.live) return
    this.out.write(`\r\x1b[K${text}`)
    this.shown = true
  }
  clear(): void {
    if (!this.shown) return
    this.out.write('\r\x1b[K')
    this.shown = false
  }
}

/** The verifying pass (and warm-up): every answer checked by an independent checker. */
function verify(
  algorithm: Algorithm,
  file: string,
  all: Puzzle[],
  budget: Budget,
  record: boolean,
): Timed {
  const c = startCounts(algorithm.id, file, all.length)
  let steps = 0
  let bytes = 0
  const started = performance.now()
  const stopAt = started + budget.budgetSeconds * 1000
  for (const p of all) {
    if (performance.now() > stopAt) break
    c.attempted++
    const deadline = performance.now() + budget.puzzleSeconds * 1000
    const r = algorithm.solve(p, { record, limit: 1, deadline })
    if (r.timedOut) c.timedOut++
    else if (answerIsRight(algorithm, p, r)) c.solved++
    countGuesses(c, r.stats.guesses)
    if (r.log) {
      steps += r.log.length
      bytes += r.log.bytesPerStep() * r.log.length
    }
  }
  const verifyMs = performance.now() - started
  const { attempted, timedOut } = c
  const row = verifiedRow(c)
  if (record) {
    row.stepsPerPuzzle = Math.round(steps / attempted)
    row.bytesPerStep = steps ? round(bytes / steps, 2) : 0
  }
  // A verifying pass longer than the timing budget, or one that hit a time-out, is the measurement.
  const verifyOnly = verifyMs > budget.seconds * 1000 || timedOut > 0
  const verifyUs = (verifyMs * 1000) / attempted
  const passes = verifyOnly ? [verifyUs] : []
  return {
    algorithm,
    verifyUs,
    record,
    puzzles: all.slice(0, attempted),
    row,
    passes,
    verifyOnly,
  }
}

/** A built-in algorithm's passes, timed in this thread. */
function builtinSubject(e: TimedRow, algorithm: Algorithm, spanMs: number): RoundSubject {
  const options = { record: e.record, limit: 1 as const }
  const run = () => {
    for (const p of e.puzzles) algorithm.solve(p, options)
  }
  return {
    warm: async () => void warmUp(run, spanMs),
    measure: async () => measure(run, spanMs).ms,
  }
}

/**
 * Timed passes through the one timing module (bench/timing.ts): each algorithm
 * warmed up, then one measurement a round (the quickest of three passes over
 * the file), in interleaved rounds (A, B, C; B, C, A; ...) so a burst of machine
 * load lands on every algorithm, until each has at least three rounds and
 * `seconds` per algorithm have gone by.
 *
 * The loop is timeInRounds' (warm each, then rounds each starting one further
 * on), written out here because a module's measurement is made on its own
 * thread and awaited; each measurement is still timing.ts's `measure` (a
 * module's in its thread, with its thread's span). A module whose measurement
 * fails (its worker or process stopped, or it hung) leaves the rounds with what it had.
 */
async function timePasses(
  entries: Timed[],
  seconds: number,
  minRounds: number = BENCH_BUDGETS.quick.minRounds,
  progress?: (text: string) => void,
): Promise<void> {
  const timed = entries.filter((e) => !e.verifyOnly)
  const span = spanFor(clockResolution())
  const subjects = timed.map((e) => e.subject ?? builtinSubject(e, e.algorithm, span))
  for (const s of subjects) await s.warm()
  const rounds = timed.map(() => [] as number[])
  const live = timed.map(() => true)
  const start = clock.now()
  const enough = () => {
    const going = rounds.filter((_, i) => live[i])
    if (!going.length) return true
    const elapsedMs = clock.now() - start
    return (
      Math.min(...going.map((r) => r.length)) >= minRounds &&
      elapsedMs >= seconds * 1000 * timed.length
    )
  }
  const planned = seconds * timed.length
  for (let r = 0; subjects.length && !enough(); r++) {
    const elapsed = (clock.now() - start) / 1000
    progress?.(
      `round ${r + 1} (at least ${minRounds}), ${elapsed.toFixed(1)} of ~${planned.toFixed(1)} s`,
    )
    for (let k = 0; k < subjects.length; k++) {
      const i = (k + r) % subjects.length
      if (!live[i]) continue
      const ms = await subjects[i]!.measure()
      if (ms === null) live[i] = false
      else rounds[i]!.push(ms)
    }
  }
  timed.forEach((e, i) => {
    const ms = rounds[i]!
    e.passes.push(...(ms.length ? ms.map((m) => (m * 1000) / e.puzzles.length) : [e.verifyUs]))
  })
}

/** The row's time figures from its passes: the median, its IQR and 95% interval. */
function finish({ row, passes }: Timed): BenchRow {
  const us = median(passes)
  const { lo, hi } = medianInterval(passes)
  row.usPerPuzzle = round(us, 2)
  row.puzzlesPerSecond = Math.round(1e6 / us)
  row.passes = passes.length
  row.usPerPuzzleQ1 = round(percentile(passes, 25), 2)
  row.usPerPuzzleQ3 = round(percentile(passes, 75), 2)
  row.usPerPuzzleLow = round(lo, 2)
  row.usPerPuzzleHigh = round(hi, 2)
  return row
}

/** A row's name in the table: a module's with its code hash. */
function rowName(r: BenchRow): string {
  return r.codeHash ? `${r.algorithm} (${r.codeHash})` : r.algorithm
}

function table(rows: BenchRow[], record: boolean): string {
  const head = [
    'algorithm',
    'file',
    'puzzles',
    'puzzles/s',
    'us/puzzle',
    '95% interval',
    'x baseline',
    'of tdoku',
    'guesses/puzzle',
    'no-guess',
    'failures',
  ]
  if (record) head.push('steps/puzzle', 'bytes/step')
  const body = rows.map((r) => {
    const cells = [
      rowName(r),
      r.file,
      r.attempted < r.puzzles ? `${r.attempted} of ${r.puzzles}` : String(r.puzzles),
      r.puzzlesPerSecond.toLocaleString('en'),
      r.usPerPuzzle.toFixed(1),
      r.passes > 1 ? `${r.usPerPuzzleLow!.toFixed(1)}-${r.usPerPuzzleHigh!.toFixed(1)}` : '-',
      r.vsBaseline === null ? '-' : r.vsBaseline.toFixed(2),
      r.tdokuShare === null ? '-' : `${(r.tdokuShare * 100).toFixed(0)}%`,
      r.guessesPerPuzzle.toFixed(1),
      `${(r.noGuessShare * 100).toFixed(1)}%`,
      r.timedOut ? `${r.failures} (${r.timedOut} timed out)` : String(r.failures),
    ]
    if (record) cells.push(String(r.stepsPerPuzzle ?? '-'), String(r.bytesPerStep ?? '-'))
    return cells
  })
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)))
  const line = (cells: string[]) =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ')
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n')
}

export async function runBench(args: Args): Promise<number> {
  checkFlags(args, [
    'algorithms',
    'record',
    'json',
    'seconds',
    'puzzle-seconds',
    'budget',
    'timeout',
    'module',
    'module-memory',
    'precise',
  ])
  const ids =
    flagString(args, 'algorithms')?.split(',').filter(Boolean) ?? ALGORITHMS.map((a) => a.id)
  const algorithms: Algorithm[] = []
  for (const id of ids) {
    const a = id === 'baseline' ? baseline : getAlgorithm(id)
    if (!a)
      throw new UsageError(
        `unknown algorithm '${id}'; known: ${ALGORITHMS.map((x) => x.id).join(', ')}`,
      )
    algorithms.push(a)
  }
  const record = args.flags.has('record')
  const json = args.flags.has('json')
  // --timeout is --puzzle-seconds under the name every command takes.
  const puzzleSeconds = flagNumber(args, 'puzzle-seconds', { fallback: 5, min: 0, exclusive: true })
  const precise = args.flags.has('precise')
  const chosen = precise ? BENCH_BUDGETS.precise : BENCH_BUDGETS.quick
  const budget: Budget = {
    seconds: flagNumber(args, 'seconds', { fallback: chosen.seconds, min: 0, exclusive: true }),
    minRounds: chosen.minRounds,
    puzzleSeconds: flagNumber(args, 'timeout', {
      fallback: puzzleSeconds,
      min: 0,
      exclusive: true,
    }),
    budgetSeconds: flagNumber(args, 'budget', {
      fallback: chosen.budgetSeconds,
      min: 0,
      exclusive: true,
    }),
  }
  const files = args.positionals.length ? args.positionals : DEFAULT_BENCH_FILES
  // Every module is loaded and checked before anything is timed (stderr, exit code 1).
  const modules: BenchModule[] = []
  const memory = moduleMemory(args)
  if (args.flags.has('module-memory') && !args.flags.has('module'))
    throw new UsageError('--module-memory goes with --module')
  try {
    for (const file of flagStrings(args, 'module')) {
      const loaded = await loadBenchModule(file, memory, budget.puzzleSeconds * 1000)
      if (typeof loaded === 'string') {
        process.stderr.write(`cannot load module ${file}: ${oneLine(loaded, LINE_MAX)}\n`)
        return 1
      }
      modules.push(loaded)
    }
    const subjects = algorithms.length + modules.length
    const progress = new TerminalProgress()
    // What the wait buys, before it starts (stderr: --json's stdout stays JSON).
    if (progress.live || !json)
      process.stderr.write(budgetLine(precise, budget.seconds, files.length, subjects))
    return await benchFiles(files, algorithms, modules, budget, record, json, progress)
  } finally {
    await Promise.all(modules.map((m) => m.host?.close()))
  }
}

async function benchFiles(
  files: readonly string[],
  algorithms: Algorithm[],
  modules: BenchModule[],
  budget: Budget,
  record: boolean,
  json: boolean,
  progress = new TerminalProgress(),
): Promise<number> {
  const rows: BenchRow[] = []
  let unreadable = 0
  for (const file of files) {
    const read = await readEntries(file)
    if (read.unreadable) unreadable++
    const entries = read.entries
    const puzzles = entries.flatMap((e) => (e.ok ? [e.puzzle] : []))
    const invalid = entries.length - puzzles.length
    if (invalid) process.stderr.write(`${file}: ${invalid} invalid puzzles skipped\n`)
    if (!puzzles.length) continue
    const nines = puzzles.every((p) => p.size === 9)
    const name = basename(file)
    progress.show(`${name}: verifying baseline`)
    const ref = nines ? verify(baseline, name, puzzles, budget, false) : null
    const timed: Timed[] = []
    for (const algorithm of algorithms) {
      if (!puzzles.every((p) => algorithm.sizes.includes(p.size))) continue
      progress.show(`${name}: verifying ${algorithm.id}`)
      const shared = algorithm === baseline && ref && !record
      timed.push(shared ? ref : verify(algorithm, name, puzzles, budget, record))
    }
    for (const m of modules) {
      if (!puzzles.every((p) => m.info.sizes.includes(p.size))) continue
      timed.push(await verifyModule(m, name, puzzles, budget))
    }
    await timePasses(
      ref && !timed.includes(ref) ? [ref, ...timed] : timed,
      budget.seconds,
      budget.minRounds,
      (text) => progress.show(`${name}: timing, ${text}`),
    )
    progress.clear()
    if (ref) finish(ref)
    for (const entry of timed) {
      const row = entry === ref ? ref.row : finish(entry)
      row.vsBaseline = ref ? round(row.usPerPuzzle / ref.row.usPerPuzzle, 2) : null
      const tdoku = TDOKU_VS_BASELINE[name]
      row.tdokuShare = ref && tdoku ? round(ref.row.usPerPuzzle / row.usPerPuzzle / tdoku, 3) : null
      rows.push(row)
      if (!json)
        process.stderr.write(
          `  ${rowName(row)} on ${row.file}: ${row.usPerPuzzle.toFixed(1)} us/puzzle\n`,
        )
    }
  }
  writeOut((json ? JSON.stringify(rows, null, 2) : table(rows, record)) + '\n')
  // Wrong answers and unreadable files fail the run; a slow algorithm running out
  // of time does not.
  return unreadable || rows.some((r) => r.failures > r.timedOut) ? 1 : 0
}
