/**
 * How the CLI scales, end to end (process start, reading and writing included):
 *
 *   npx tsx scripts/cli-scale.ts [--runs N] [--skip-big] [--skip-25]
 *
 * 1. `solve --algorithm fast` over about 50,000 17-clue puzzles (17-clue-5000
 *    ten times, each copy with its digits relabelled; written to a temp dir),
 *    with --threads 1 and --threads 2, alternating, N runs each (default 5):
 *    wall time, puzzles/s, peak memory, and the ratio of the two in each pair.
 *    Every run's output is checked: one solution per puzzle, in order.
 * 2. Peak memory over a 60 MB generated collection (default threads), and the
 *    refusal of /dev/zero: both must stay under MEMORY_CEILING_MB, or the script
 *    exits 1 (the ceiling is checked here, not in a timed test).
 * 3. 25x25: the empty board and a puzzle with 54% blanks, per algorithm that
 *    takes 25x25, with --timeout 60 (median of 3).
 * Medians with their spread (min-max). Needs GNU time at /usr/bin/time.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { isSolutionOf, makePuzzle } from '../src/engine'

const MEMORY_CEILING_MB = 200
const BIN = 'bin/sudoku-lab.mjs'
const args = process.argv.slice(2)
const runs = Number(args[args.indexOf('--runs') + 1] ?? 5) || 5

interface Run {
  seconds: number
  /** User plus system CPU seconds (all threads). */
  cpu: number
  peakMb: number
  stdout: string
  status: number | null
}

/** One CLI run under GNU time: wall seconds and peak resident memory. */
function timed(cliArgs: string[], input?: string): Run {
  const r = spawnSync('/usr/bin/time', ['-f', '@@ %e %M %U %S', 'node', BIN, ...cliArgs], {
    encoding: 'utf8',
    input,
    maxBuffer: 1 << 28,
  })
  const m = /@@ ([\d.]+) (\d+) ([\d.]+) ([\d.]+)/.exec(r.stderr)
  if (!m)
    throw new Error(`no timing: ${r.status} ${r.signal} ${r.stderr} ${r.error?.message ?? ''}`)
  return {
    seconds: Number(m[1]),
    cpu: Number(m[3]) + Number(m[4]),
    peakMb: Number(m[2]) / 1024,
    stdout: r.stdout,
    status: r.status,
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  const mid = s.length >> 1
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2
}
const spread = (xs: number[], digits = 2) =>
  `${median(xs).toFixed(digits)} (${Math.min(...xs).toFixed(digits)}-${Math.max(...xs).toFixed(digits)})`

const cells = (s: string) =>
  [...s].map((ch) =>
    ch >= '1' && ch <= '9' ? +ch : ch >= 'A' && ch <= 'P' ? ch.charCodeAt(0) - 55 : 0,
  )

const dir = mkdtempSync(join(tmpdir(), 'cli-scale-'))
try {
  // ---- 1. ~50,000 17-clue puzzles, one thread against two --------------------
  const base = readFileSync('puzzles/17-clue-5000.txt', 'utf8').trim().split('\n')
  const lines: string[] = []
  for (let k = 0; k < 10; k++) {
    const relabel = (d: number) => ((d - 1 + k) % 9) + 1
    for (const l of base) lines.push(l.replace(/[1-9]/g, (ch) => String(relabel(+ch))))
  }
  const file = join(dir, '17-clue-50k.txt')
  writeFileSync(file, lines.join('\n') + '\n')
  timed(['help']) // build the bundle first if it is stale
  const puzzlesOf = lines.map((l) => makePuzzle(cells(l.slice(0, 81))))
  const check = (out: string) => {
    const answers = out.trimEnd().split('\n')
    if (answers.length !== lines.length)
      throw new Error(`${answers.length} answers for ${lines.length} puzzles`)
    answers.forEach((a, i) => {
      if (!isSolutionOf(puzzlesOf[i]!, cells(a))) throw new Error(`answer ${i + 1} is wrong: ${a}`)
    })
  }
  const one: Run[] = []
  const two: Run[] = []
  for (let i = 0; i < runs; i++) {
    for (const [threads, into] of [
      [1, one],
      [2, two],
    ] as const) {
      const r = timed(['solve', '--algorithm', 'fast', '--threads', String(threads), file])
      check(r.stdout)
      r.stdout = ''
      into.push(r)
    }
  }
  const ratios = one.map((r, i) => r.seconds / two[i]!.seconds)
  console.log(
    `solve --algorithm fast over ${lines.length} 17-clue puzzles, ${runs} runs each, median (min-max):`,
  )
  for (const [name, rs] of [
    ['--threads 1', one],
    ['--threads 2', two],
  ] as const) {
    const s = rs.map((r) => r.seconds)
    console.log(
      `  ${name}: ${spread(s)} s wall, ${Math.round(lines.length / median(s)).toLocaleString('en')} puzzles/s, peak ${spread(
        rs.map((r) => r.peakMb),
        0,
      )} MB, CPU ${spread(rs.map((r) => r.cpu))} s`,
    )
  }
  console.log(`  two threads / one: ${spread(ratios)}x (per pair of runs)`)
  const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')
  console.log(`  load average now: ${load} (other processes share the cores)`)

  let over = false
  if (!args.includes('--skip-big')) {
    // ---- 2. memory: a 60 MB collection and /dev/zero --------------------------
    const big = join(dir, 'big-60mb.txt')
    const kaggle = readFileSync('puzzles/kaggle-2000-with-solutions.txt', 'utf8').trim().split('\n')
    const chunk = [...lines, ...kaggle.map((l) => l.slice(0, 81))].join('\n') + '\n'
    writeFileSync(big, chunk.repeat(Math.ceil(60e6 / chunk.length)))
    const r = timed(['solve', '--algorithm', 'fast', big])
    const answers = r.stdout.split('\n').length - 1
    r.stdout = ''
    const mb = readFileSync(big).length / 1e6
    console.log(
      `60 MB collection (${mb.toFixed(0)} MB, ${answers} puzzles): ${r.seconds} s, peak ${r.peakMb.toFixed(0)} MB, exit ${r.status}`,
    )
    const zero = timed(['solve', '/dev/zero'])
    console.log(
      `/dev/zero: refused in ${zero.seconds} s, peak ${zero.peakMb.toFixed(0)} MB, exit ${zero.status}`,
    )
    for (const [name, peak] of [
      ['60 MB collection', r.peakMb],
      ['/dev/zero', zero.peakMb],
    ] as const)
      if (peak > MEMORY_CEILING_MB) {
        console.log(
          `  OVER THE CEILING: ${name} peaked at ${peak.toFixed(0)} MB > ${MEMORY_CEILING_MB} MB`,
        )
        over = true
      }
  }

  if (!args.includes('--skip-25')) {
    // ---- 3. 25x25 -------------------------------------------------------------
    const puzzle = readFileSync('tests/fixtures/formats/twenty-five.txt', 'utf8').trim()
    const empty = '.'.repeat(625)
    console.log(
      '25x25, solve with --timeout 60, median of 3 (min-max), seconds with process start:',
    )
    for (const algorithm of ['detour', 'dlx', 'fast', 'naive', 'markup']) {
      for (const [name, text] of [
        ['empty board', empty],
        ['54% blanks', puzzle],
      ] as const) {
        const rs = [0, 1, 2].map(() =>
          timed(['solve', '--algorithm', algorithm, '--timeout', '60', '-'], text),
        )
        const answer = rs[0]!.stdout.trim()
        const what = answer.length === 625 ? 'solved' : answer.slice(0, 60)
        console.log(
          `  ${algorithm.padEnd(6)} ${name.padEnd(11)} ${spread(rs.map((r) => r.seconds))} s: ${what}`,
        )
        if (answer.startsWith('invalid')) break
      }
    }
  }
  process.exitCode = over ? 1 : 0
} finally {
  rmSync(dir, { recursive: true, force: true })
}
