/**
 * `bench`: every algorithm over every file, answers verified, warm-up first,
 * then whole passes repeated until `--seconds` have passed; the figures are
 * medians over those passes. A plain bitmask solver (baseline.ts) is timed on
 * every file in the same run, so each algorithm also gets a ratio against it.
 *
 * Slow algorithms (naive backtracking takes minutes on some 17-clue puzzles) get
 * a budget: each puzzle may take `--puzzle-seconds` (default 5) before it counts
 * as timed out, and the verifying pass over a file stops after `--budget` seconds
 * (default 20); the row then says how many puzzles it reached. When the verifying
 * pass alone is longer than `--seconds`, its own time is the figure.
 */
import { basename } from 'node:path'
import { ALGORITHMS, getAlgorithm, type Algorithm, type Puzzle } from '../engine'
import { answerIsRight, median } from '../engine/bench-stats'
import { checkFlags, flagNumber, flagString, UsageError, type Args } from './args'
import { baseline } from './baseline'
import { readEntries } from './io'

export const DEFAULT_BENCH_FILES = [
  'puzzles/17-clue-5000.txt',
  'puzzles/magictour-top1465.txt',
  'puzzles/forum-hardest-1106.txt',
  'puzzles/top95.txt',
  'puzzles/hardest-87.txt',
]

/**
 * tdoku's puzzles/second on the project machine (first solution; shared/puzzles/README.md),
 * by file. The 17-clue figure is for the whole 49k set; our file holds its first 5,000.
 */
const TDOKU: Record<string, number> = {
  '17-clue-5000.txt': 318_000,
  'magictour-top1465.txt': 165_000,
  'forum-hardest-1106.txt': 21_800,
  'top95.txt': 203_000,
  'kaggle-2000-with-solutions.txt': 843_000,
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
  /** Puzzles/second as a share of tdoku's figure for this file (when known). */
  tdokuShare: number | null
  passes: number
  stepsPerPuzzle?: number
  bytesPerStep?: number
}

interface Budget {
  seconds: number
  puzzleSeconds: number
  budgetSeconds: number
}

function benchOne(
  algorithm: Algorithm,
  file: string,
  all: Puzzle[],
  budget: Budget,
  record: boolean,
): BenchRow {
  // Verify (and warm up): every answer checked by an independent checker.
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
  const puzzles = all.slice(0, attempted)
  // Time whole passes until the budget is spent (at least three), unless one
  // verifying pass already took longer than that: then it is the measurement.
  const perPuzzleUs: number[] = []
  if (verifyMs > budget.seconds * 1000 || timedOut) perPuzzleUs.push((verifyMs * 1000) / attempted)
  else {
    const options = { record, limit: 1 as const }
    const deadline = performance.now() + budget.seconds * 1000
    while (perPuzzleUs.length < 3 || performance.now() < deadline) {
      const t0 = performance.now()
      for (const p of puzzles) algorithm.solve(p, options)
      perPuzzleUs.push(((performance.now() - t0) * 1000) / puzzles.length)
    }
  }
  const us = median(perPuzzleUs)
  const tdoku = TDOKU[file]
  const row: BenchRow = {
    algorithm: algorithm.id,
    file,
    puzzles: all.length,
    attempted,
    solved,
    failures: attempted - solved,
    timedOut,
    usPerPuzzle: round(us, 2),
    puzzlesPerSecond: Math.round(1e6 / us),
    guessesPerPuzzle: round(guesses / attempted, 2),
    noGuessShare: round(noGuess / attempted, 3),
    vsBaseline: null,
    tdokuShare: tdoku ? round(1e6 / us / tdoku, 3) : null,
    passes: perPuzzleUs.length,
  }
  if (record) {
    row.stepsPerPuzzle = Math.round(steps / attempted)
    row.bytesPerStep = steps ? round(bytes / steps, 2) : 0
  }
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
    const ref = nines ? benchOne(baseline, basename(file), puzzles, budget, false) : null
    for (const algorithm of algorithms) {
      if (!puzzles.every((p) => algorithm.sizes.includes(p.size))) continue
      const row =
        algorithm === baseline && ref && !record
          ? ref
          : benchOne(algorithm, basename(file), puzzles, budget, record)
      row.vsBaseline = ref ? round(row.usPerPuzzle / ref.usPerPuzzle, 2) : null
      rows.push(row)
      if (!json)
        process.stderr.write(
          `  ${row.algorithm} on ${row.file}: ${row.usPerPuzzle.toFixed(1)} us/puzzle\n`,
        )
    }
  }
  process.stdout.write((json ? JSON.stringify(rows, null, 2) : table(rows, record)) + '\n')
  // Wrong answers and unreadable files fail the run; a slow algorithm running out
  // of time does not.
  return unreadable || rows.some((r) => r.failures > r.timedOut) ? 1 : 0
}
