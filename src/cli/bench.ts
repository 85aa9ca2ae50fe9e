/**
 * `bench`: every algorithm over every file, answers verified, warm-up first,
 * then whole passes repeated until `--seconds` have passed; the figures are
 * medians over those passes. A plain bitmask solver (baseline.ts) is timed on
 * every file in the same run, so each algorithm also gets a ratio against it.
 */
import { basename } from 'node:path'
import { ALGORITHMS, getAlgorithm, isSolutionOf, type Algorithm, type Puzzle } from '../engine'
import { flagString, type Args } from './args'
import { baseline } from './baseline'
import { readInput, readPuzzles } from './io'

export const DEFAULT_BENCH_FILES = [
  'puzzles/inkala-top10.txt',
  'puzzles/hardest-87.txt',
  'puzzles/top95.txt',
  'puzzles/magictour-top1465.txt',
  'puzzles/forum-hardest-1106.txt',
  'puzzles/17-clue-5000.txt',
  'puzzles/kaggle-2000-with-solutions.txt',
]

export interface BenchRow {
  algorithm: string
  file: string
  puzzles: number
  solved: number
  failures: number
  usPerPuzzle: number
  puzzlesPerSecond: number
  guessesPerPuzzle: number
  noGuessShare: number
  /** Time per puzzle divided by the baseline's on the same file in this run. */
  vsBaseline: number | null
  passes: number
  stepsPerPuzzle?: number
  bytesPerStep?: number
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b)
  const m = s.length >> 1
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2
}

function benchOne(
  algorithm: Algorithm,
  file: string,
  puzzles: Puzzle[],
  seconds: number,
  record: boolean,
): BenchRow {
  const options = { record, limit: 1 as const }
  // Verify (and warm up): every answer checked by an independent checker.
  let solved = 0
  let guesses = 0
  let noGuess = 0
  let steps = 0
  let bytes = 0
  for (const p of puzzles) {
    const r = algorithm.solve(p, options)
    if (r.solution && isSolutionOf(p, r.solution)) solved++
    guesses += r.stats.guesses
    if (r.stats.guesses === 0) noGuess++
    if (r.log) {
      steps += r.log.length
      bytes += r.log.bytesPerStep() * r.log.length
    }
  }
  // Time whole passes until the budget is spent (at least three).
  const perPuzzleUs: number[] = []
  const deadline = performance.now() + seconds * 1000
  while (perPuzzleUs.length < 3 || performance.now() < deadline) {
    const t0 = performance.now()
    for (const p of puzzles) algorithm.solve(p, options)
    perPuzzleUs.push(((performance.now() - t0) * 1000) / puzzles.length)
  }
  const us = median(perPuzzleUs)
  const row: BenchRow = {
    algorithm: algorithm.id,
    file,
    puzzles: puzzles.length,
    solved,
    failures: puzzles.length - solved,
    usPerPuzzle: round(us, 2),
    puzzlesPerSecond: Math.round(1e6 / us),
    guessesPerPuzzle: round(guesses / puzzles.length, 2),
    noGuessShare: round(noGuess / puzzles.length, 3),
    vsBaseline: null,
    passes: perPuzzleUs.length,
  }
  if (record) {
    row.stepsPerPuzzle = Math.round(steps / puzzles.length)
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
    'guesses/puzzle',
    'no-guess',
    'failures',
  ]
  if (record) head.push('steps/puzzle', 'bytes/step')
  const body = rows.map((r) => {
    const cells = [
      r.algorithm,
      r.file,
      String(r.puzzles),
      r.puzzlesPerSecond.toLocaleString('en'),
      r.usPerPuzzle.toFixed(1),
      r.vsBaseline === null ? '-' : r.vsBaseline.toFixed(2),
      r.guessesPerPuzzle.toFixed(1),
      `${(r.noGuessShare * 100).toFixed(1)}%`,
      String(r.failures),
    ]
    if (record) cells.push(String(r.stepsPerPuzzle ?? '-'), String(r.bytesPerStep ?? '-'))
    return cells
  })
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)))
  const line = (cells: string[]) =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ')
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n')
}

export function runBench(args: Args): number {
  const ids =
    flagString(args, 'algorithms')?.split(',').filter(Boolean) ?? ALGORITHMS.map((a) => a.id)
  const algorithms: Algorithm[] = []
  for (const id of ids) {
    const a = id === 'baseline' ? baseline : getAlgorithm(id)
    if (!a) {
      process.stderr.write(
        `unknown algorithm '${id}'; known: ${ALGORITHMS.map((x) => x.id).join(', ')}\n`,
      )
      return 2
    }
    algorithms.push(a)
  }
  const record = args.flags.has('record')
  const json = args.flags.has('json')
  const seconds = Number(flagString(args, 'seconds') ?? 2)
  const files = args.positionals.length ? args.positionals : DEFAULT_BENCH_FILES
  const rows: BenchRow[] = []
  for (const file of files) {
    const entries = readPuzzles(readInput(file))
    const puzzles = entries.flatMap((e) => (e.ok ? [e.puzzle] : []))
    const invalid = entries.length - puzzles.length
    if (invalid) process.stderr.write(`${file}: ${invalid} invalid puzzles skipped\n`)
    if (!puzzles.length) continue
    const nines = puzzles.every((p) => p.size === 9)
    const ref = nines ? benchOne(baseline, basename(file), puzzles, seconds, false) : null
    for (const algorithm of algorithms) {
      if (!puzzles.every((p) => algorithm.sizes.includes(p.size))) continue
      const row =
        algorithm === baseline && ref && !record
          ? ref
          : benchOne(algorithm, basename(file), puzzles, seconds, record)
      row.vsBaseline = ref ? round(row.usPerPuzzle / ref.usPerPuzzle, 2) : null
      rows.push(row)
      if (!json)
        process.stderr.write(
          `  ${row.algorithm} on ${row.file}: ${row.usPerPuzzle.toFixed(1)} us/puzzle\n`,
        )
    }
  }
  process.stdout.write((json ? JSON.stringify(rows, null, 2) : table(rows, record)) + '\n')
  return rows.some((r) => r.failures > 0) ? 1 : 0
}
