/**
 * `bench`: every algorithm over every file, answers verified, warm-up first
 * (bench/timing.ts, the timing every view of the app uses), then whole passes
 * over the file in interleaved rounds (each round one measurement of every
 * algorithm: the quickest of three passes; each round starting one further on)
 * until each has had `--seconds`; the figures are medians over those rounds, with
 * their interquartile range and 95% interval (`--json`: usPerPuzzleQ1/Q3,
 * usPerPuzzleLow/High). A plain bitmask solver (engine/algorithms/baseline.ts) is timed on every
 * file in the same run, so each algorithm also gets a ratio against it.
 *
 * Slow algorithms (naive backtracking takes minutes on some 17-clue puzzles) get
 * a budget: each puzzle may take `--puzzle-seconds` (default 5) before it counts
 * as timed out, and the verifying pass over a file stops after `--budget` seconds
 * (default 20); the row then says how many puzzles it reached. When the verifying
 * pass alone is longer than `--seconds`, its own time is the figure.
 */
import { existsSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ALGORITHMS, getAlgorithm, type Algorithm, type Puzzle } from '../engine/full'
import { answerIsRight, timeInRounds } from '../bench/timing'
import { median, medianInterval, percentile } from '../bench/stats'
import { writeOut } from './stdout'
import { checkFlags, flagNumber, flagString, UsageError, type Args } from './args'
import { baseline } from '../engine/full'
import { readEntries } from './io'

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

export interface BenchRow {
  algorithm: string
  file: string
  /** Puzzles in the file. */
  puzzles: number
  /** Puzzles the verifying pass reached within the budget. */
  attempted: number
  /** Answered correctly: a verified solution, or `unsolvable` confirmed by a second algorithm. */
  solved: number
  /** Reached but not answered correctly (wrong answer, or timed out). */
  failures: number
  timedOut: number
  usPerPuzzle: number
  puzzlesPerSecond: number
  guessesPerPuzzle: number
  noGuessShare: number
  /** Time per puzzle divided by the baseline's on the same file in this run. */
  vsBaseline: number | null
  /**
   * Puzzles/second as a share of tdoku's estimated rate on this file in this run
   * (the baseline's rate times TDOKU_VS_BASELINE), where the ratio is known.
   */
  tdokuShare: number | null
  /** Timed passes over the file (the median of their times per puzzle is `usPerPuzzle`). */
  passes: number
  /** Quartiles of the passes' times per puzzle: the interquartile range. */
  usPerPuzzleQ1?: number
  usPerPuzzleQ3?: number
  /** 95% interval of `usPerPuzzle` (bootstrap over the passes). */
  usPerPuzzleLow?: number
  usPerPuzzleHigh?: number
  stepsPerPuzzle?: number
  bytesPerStep?: number
}

interface Budget {
  seconds: number
  puzzleSeconds: number
  budgetSeconds: number
}

/** One algorithm on one file: what its verifying pass found, then its timed passes. */
interface Timed {
  algorithm: Algorithm
  record: boolean
  puzzles: Puzzle[]
  row: BenchRow
  /** Microseconds per puzzle of each timed pass. */
  passes: number[]
  /** The verifying pass stands as the measurement (it ran long, or something timed out). */
  verifyOnly: boolean
}

/** The verifying pass (and warm-up): every answer checked by an independent checker. */
function verify(
  algorithm: Algorithm,
  file: string,
  all: Puzzle[],
  budget: Budget,
  record: boolean,
): Timed {
  let solved = 0
  let timedOut = 0
  let guesses = 0
  let noGuess = 0
  let steps = 0
  let bytes = 0
  let attempted = 0
  const started = performance.now()
  const stopAt = started + budget.budgetSeconds * 1000
  for (const p of all) {
    if (performance.now() > stopAt) break
    attempted++
    const deadline = performance.now() + budget.puzzleSeconds * 1000
    const r = algorithm.solve(p, { record, limit: 1, deadline })
    if (r.timedOut) timedOut++
    else if (answerIsRight(algorithm, p, r)) solved++
    guesses += r.stats.guesses
    if (r.stats.guesses === 0) noGuess++
    if (r.log) {
      steps += r.log.length
      bytes += r.log.bytesPerStep() * r.log.length
    }
  }
  const verifyMs = performance.now() - started
  const row: BenchRow = {
    algorithm: algorithm.id,
    file,
    puzzles: all.length,
    attempted,
    solved,
    failures: attempted - solved,
    timedOut,
    usPerPuzzle: 0,
    puzzlesPerSecond: 0,
    guessesPerPuzzle: round(guesses / attempted, 2),
    noGuessShare: round(noGuess / attempted, 3),
    vsBaseline: null,
    tdokuShare: null,
    passes: 0,
  }
  if (record) {
    row.stepsPerPuzzle = Math.round(steps / attempted)
    row.bytesPerStep = steps ? round(bytes / steps, 2) : 0
  }
  // A verifying pass longer than the timing budget, or one that hit a time-out, is the measurement.
  const verifyOnly = verifyMs > budget.seconds * 1000 || timedOut > 0
  const passes = verifyOnly ? [(verifyMs * 1000) / attempted] : []
  return { algorithm, record, puzzles: all.slice(0, attempted), row, passes, verifyOnly }
}

/**
 * Timed passes through the one timing module (bench/timing.ts): each algorithm
 * warmed up, then one measurement a round (the quickest of three passes over
 * the file), in interleaved rounds (A, B, C; B, C, A; ...) so a burst of machine
 * load lands on every algorithm, until each has at least three rounds and
 * `seconds` per algorithm have gone by.
 */
function timePasses(entries: Timed[], seconds: number): void {
  const timed = entries.filter((e) => !e.verifyOnly)
  const subjects = timed.map((e) => {
    const options = { record: e.record, limit: 1 as const }
    return {
      id: e.algorithm.id,
      run: () => {
        for (const p of e.puzzles) e.algorithm.solve(p, options)
      },
    }
  })
  const enough = (rounds: readonly (readonly number[])[], elapsedMs: number) =>
    Math.min(...rounds.map((r) => r.length)) >= 3 && elapsedMs >= seconds * 1000 * timed.length
  timeInRounds(subjects, { enough }).forEach((t, i) => {
    const e = timed[i]!
    e.passes.push(...t.roundsMs.map((ms) => (ms * 1000) / e.puzzles.length))
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

function round(x: number, digits: number): number {
  const f = 10 ** digits
  return Math.round(x * f) / f
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
      r.algorithm,
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
  const budget: Budget = {
    seconds: flagNumber(args, 'seconds', { fallback: 2, min: 0, exclusive: true }),
    puzzleSeconds: flagNumber(args, 'timeout', {
      fallback: puzzleSeconds,
      min: 0,
      exclusive: true,
    }),
    budgetSeconds: flagNumber(args, 'budget', { fallback: 20, min: 0, exclusive: true }),
  }
  const files = args.positionals.length ? args.positionals : DEFAULT_BENCH_FILES
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
    const ref = nines ? verify(baseline, name, puzzles, budget, false) : null
    const timed: Timed[] = []
    for (const algorithm of algorithms) {
      if (!puzzles.every((p) => algorithm.sizes.includes(p.size))) continue
      const shared = algorithm === baseline && ref && !record
      timed.push(shared ? ref : verify(algorithm, name, puzzles, budget, record))
    }
    timePasses(ref && !timed.includes(ref) ? [ref, ...timed] : timed, budget.seconds)
    if (ref) finish(ref)
    for (const entry of timed) {
      const row = entry === ref ? ref.row : finish(entry)
      row.vsBaseline = ref ? round(row.usPerPuzzle / ref.row.usPerPuzzle, 2) : null
      const tdoku = TDOKU_VS_BASELINE[name]
      row.tdokuShare = ref && tdoku ? round(ref.row.usPerPuzzle / row.usPerPuzzle / tdoku, 3) : null
      rows.push(row)
      if (!json)
        process.stderr.write(
          `  ${row.algorithm} on ${row.file}: ${row.usPerPuzzle.toFixed(1)} us/puzzle\n`,
        )
    }
  }
  writeOut((json ? JSON.stringify(rows, null, 2) : table(rows, record)) + '\n')
  // Wrong answers and unreadable files fail the run; a slow algorithm running out
  // of time does not.
  return unreadable || rows.some((r) => r.failures > r.timedOut) ? 1 : 0
}
