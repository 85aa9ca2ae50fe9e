/**
 * Measures the `fast` algorithm against the plain bitmask baseline (src/cli/baseline.ts),
 * in the same run, through the public Algorithm interface.
 *
 *   npx tsx scripts/bench-fast.ts [--rounds N] [--ms MS] [FILE...]
 *
 * FILE: names in puzzles/ (default: 17-clue-5000, magictour-top1465,
 * forum-hardest-1106, top95, hardest-87, kaggle-2000-with-solutions). Every answer is
 * checked first. Then each round times, one after the other: fast to the first
 * solution, fast counting to two, and the baseline (first solution), each repeated
 * over the file for at least MS milliseconds (default 400). The table shows medians
 * over the rounds (default 7, after a warm-up): puzzles per second by wall clock,
 * by this process's CPU time (steadier on a shared machine), the ratio to the
 * baseline of the same round, the share of tdoku's reference rate, and the rate
 * the ratio implies on the reference machine (ratio x the reference baseline).
 */

import { readFileSync } from 'node:fs'
import { baseline } from '../src/cli/baseline'
import type { Algorithm } from '../src/engine/algorithm'
import { fast } from '../src/engine/algorithms/fast'
import { isSolutionOf, makePuzzle, type Puzzle } from '../src/engine/puzzle'

/** puzzles/README.md: puzzles per second on the project machine, first solution. */
const REFERENCE: Record<string, { tdoku: number; baseline: number }> = {
  '17-clue-5000.txt': { tdoku: 318_000, baseline: 28_100 },
  'magictour-top1465.txt': { tdoku: 165_000, baseline: 7_100 },
  'forum-hardest-1106.txt': { tdoku: 21_800, baseline: 1_940 },
  'top95.txt': { tdoku: 203_000, baseline: 8_600 },
  'kaggle-2000-with-solutions.txt': { tdoku: 843_000, baseline: 112_000 },
}

const DEFAULT_FILES = [
  '17-clue-5000.txt',
  'magictour-top1465.txt',
  'forum-hardest-1106.txt',
  'top95.txt',
  'hardest-87.txt',
  'kaggle-2000-with-solutions.txt',
]

function parseArgs(argv: string[]): { rounds: number; ms: number; files: string[] } {
  let rounds = 7
  let ms = 400
  const files: string[] = []
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!
    if (a === '--rounds') rounds = Number(argv[++i])
    else if (a === '--ms') ms = Number(argv[++i])
    else files.push(a.replace(/^.*\//, ''))
  }
  return { rounds, ms, files: files.length ? files : DEFAULT_FILES }
}

function load(file: string): Puzzle[] {
  return readFileSync(new URL(`../puzzles/${file}`, import.meta.url), 'utf8')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) =>
      makePuzzle([...l.slice(0, 81)].map((ch) => (ch >= '1' && ch <= '9' ? Number(ch) : 0))),
    )
}

const cpuMs = (): number => {
  const u = process.cpuUsage()
  return (u.user + u.system) / 1000
}

interface Rate {
  wall: number
  cpu: number
}

/** Solve every puzzle repeatedly for at least `ms`; puzzles per second. */
function time(algorithm: Algorithm, puzzles: Puzzle[], limit: 1 | 2, ms: number): Rate {
  const wall0 = performance.now()
  const cpu0 = cpuMs()
  let solved = 0
  do {
    for (const p of puzzles) algorithm.solve(p, { limit })
    solved += puzzles.length
  } while (performance.now() - wall0 < ms)
  const wall = performance.now() - wall0
  const cpu = Math.max(cpuMs() - cpu0, 1e-3)
  return { wall: (solved / wall) * 1000, cpu: (solved / cpu) * 1000 }
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b)
  return s[s.length >> 1]!
}

function check(puzzles: Puzzle[], file: string): { guesses: number; guesses2: number } {
  let guesses = 0
  let guesses2 = 0
  for (const p of puzzles) {
    const r = fast.solve(p)
    if (!r.solution || !isSolutionOf(p, r.solution)) throw new Error(`fast failed on ${file}`)
    guesses += r.stats.guesses
    const c = fast.solve(p, { limit: 2 })
    if (c.solutions !== 1) throw new Error(`fast counted ${c.solutions} on ${file}`)
    guesses2 += c.stats.guesses
    const b = baseline.solve(p)
    if (!b.solution || !isSolutionOf(p, b.solution)) throw new Error(`baseline failed on ${file}`)
  }
  return { guesses: guesses / puzzles.length, guesses2: guesses2 / puzzles.length }
}

const fmt = (x: number): string => Math.round(x).toLocaleString('en-US')
const pct = (x: number): string => `${(100 * x).toFixed(0)}%`

function main(): void {
  const { rounds, ms, files } = parseArgs(process.argv.slice(2))
  console.log(
    `fast vs baseline, Node ${process.version}, ${rounds} rounds of >= ${ms} ms each, medians`,
  )
  const head = [
    'file',
    'puzzles',
    'guesses/p',
    'fast /s',
    'fast cpu /s',
    'baseline /s',
    'ratio',
    'share of tdoku',
    'implied /s',
    'count2 /s',
    'count2 cpu /s',
    'count2 guesses/p',
  ]
  const rows: string[][] = []
  for (const file of files) {
    const puzzles = load(file)
    const { guesses, guesses2 } = check(puzzles, file)
    // Warm-up (the checks above warmed the code too).
    time(fast, puzzles, 1, ms / 2)
    time(baseline, puzzles, 1, ms / 2)
    const first: Rate[] = []
    const count: Rate[] = []
    const base: Rate[] = []
    const ratios: number[] = []
    for (let r = 0; r < rounds; r++) {
      const f = time(fast, puzzles, 1, ms)
      count.push(time(fast, puzzles, 2, ms))
      const b = time(baseline, puzzles, 1, ms)
      first.push(f)
      base.push(b)
      ratios.push(f.cpu / b.cpu)
    }
    const ref = REFERENCE[file]
    const fastWall = median(first.map((x) => x.wall))
    const fastCpu = median(first.map((x) => x.cpu))
    const ratio = median(ratios)
    rows.push([
      file,
      String(puzzles.length),
      guesses.toFixed(1),
      fmt(fastWall),
      fmt(fastCpu),
      fmt(median(base.map((x) => x.cpu))),
      `${ratio.toFixed(1)}x`,
      ref ? `${pct(fastWall / ref.tdoku)} / ${pct(fastCpu / ref.tdoku)} cpu` : '-',
      ref ? fmt(ratio * ref.baseline) : '-',
      fmt(median(count.map((x) => x.wall))),
      fmt(median(count.map((x) => x.cpu))),
      guesses2.toFixed(1),
    ])
  }
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ')
  console.log(line(head))
  for (const r of rows) console.log(line(r))
  console.log(
    'ratio = fast / baseline by CPU time, same round; implied = ratio x the reference baseline (puzzles/README.md).',
  )
}

main()
