/**
 * HoDoKu's regression library through the CLI (cli-door.ts): every line, as it is
 * and relabelled, given to `sudoku-lab steps --set all` (the CLI users run, one
 * spawned process reading one file of positions), its output judged by the
 * contract's pass criterion, with a table per code and per family, the CLI's wall
 * time and its `cut:` and `timeout` lines.
 *
 *   npm run reglib -- [--code 03] [--line N] [--family fish] [--verbose]
 *                     [--seed S] [--threads 2] [--max N] [--timeout S]
 *   npm run reglib -- --harness [...] [--ms 3000] [--cap 5000] [--workers 2]
 *
 * --code P     the lines whose code starts with P (03 = every fish, 0310 = finned X-Wing)
 * --line N     the N-th test line of the library (1-based, among the `:` lines), printed
 * --family F   the lines of one family: se, fish, colouring, uniqueness, chains, als, templates
 * --verbose    every line that does not pass, with the reason (and the invalid ones)
 * --seed S     the seed of the relabelling (default 1)
 * --threads N, --max N, --timeout S   passed to `steps` as they are (default: 2 threads,
 *              no --max, no --timeout: every deduction, however long)
 * --harness    instead of the CLI, the engine directly (harness.ts): only the techniques
 *              of each line's code, each line bounded by --ms and --cap (default 3000 ms,
 *              5000), on --workers threads (default 2; 1 runs in this thread); what a
 *              technique's author runs to see why a line fails
 *
 * Exit status 1 when a deduction anywhere is unsound or a search throws (or the CLI
 * answers a line with `invalid:` or `error:`).
 */

import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads'
import { blocks, doorCases, judgeBlock, type DoorCase, type DoorTally } from './cli-door'
import {
  FAMILIES,
  LIBRARY,
  OUTCOME_TEXT,
  familyOf,
  readLibrary,
  runLine,
  select,
  validate,
  type Family,
  type JudgeOptions,
  type LineResult,
  type RegLine,
} from './harness'

interface Job {
  indices: number[]
  seed: number
  options: JudgeOptions
}

const HELP = readFileSync(new URL(import.meta.url), 'utf8')
  .split('*/')[0]!
  .split('\n')
  .slice(1)
  .map((l) => l.replace(/^ \* ?/, ''))
  .join('\n')
  .trimEnd()

function run(job: Job): LineResult[] {
  const lines = readLibrary(readFileSync(LIBRARY, 'utf8'))
  return job.indices.map((i) => runLine(lines[i - 1]!, job.seed, job.options))
}

function arg(args: string[], name: string): string | undefined {
  const i = args.indexOf(name)
  return i >= 0 ? args[i + 1] : undefined
}

async function main(): Promise<void> {
  const args = process.argv.slice(2)
  if (args.includes('--help') || args.includes('-h')) {
    console.log(HELP)
    return
  }
  const family = arg(args, '--family') as Family | undefined
  if (family !== undefined && !FAMILIES.includes(family)) {
    console.error(`unknown family ${family}; known: ${FAMILIES.join(', ')}`)
    process.exit(2)
  }
  const line = arg(args, '--line')
  const all = readLibrary(readFileSync(LIBRARY, 'utf8'))
  const chosen = select(all, {
    code: arg(args, '--code'),
    line: line === undefined ? undefined : Number(line),
    family,
  })
  const seed = Number(arg(args, '--seed') ?? 1)
  const started = performance.now()
  let results: LineResult[]
  let how: string
  if (args.includes('--harness')) {
    const options: JudgeOptions = {
      ms: Number(arg(args, '--ms') ?? 3000),
      cap: Number(arg(args, '--cap') ?? 5000),
    }
    const workers = Math.max(1, Math.min(Number(arg(args, '--workers') ?? 2), chosen.length))
    results = await runAll(
      chosen.map((l) => l.index),
      seed,
      options,
      workers,
    )
    how = `the harness, ${workers} worker${workers > 1 ? 's' : ''}`
  } else {
    const flags = ['--threads', '--max', '--timeout'].flatMap((f) => {
      const v = f === '--threads' ? (arg(args, f) ?? '2') : arg(args, f)
      return v === undefined ? [] : [f, v]
    })
    const door = await throughCli(chosen, seed, flags)
    results = door.results
    how = `the CLI: steps --set all ${flags.join(' ')}, ${door.seconds.toFixed(1)} s wall; ${door.tally.cuts} cut: lines, ${door.tally.timeouts} timeout lines`
  }
  results.sort((a, b) => a.index - b.index)
  if (line !== undefined)
    for (const r of results) console.log(`#${r.index} (file line ${r.lineNo})\n${r.text}\n`)
  if (args.includes('--verbose')) printFailures(results)
  printTables(results, all.length)
  console.log(
    `\n${results.length} lines (and as many relabelled copies) in ${((performance.now() - started) / 1000).toFixed(1)} s through ${how} (seed ${seed})`,
  )
  const broken = (r: LineResult) =>
    [r.line.outcome, r.relabelled.outcome].some((o) => o === 'unsound' || o === 'error')
  if (results.some(broken)) process.exit(1)
}

/** The CLI as users run it: bin/sudoku-lab.mjs (it builds its bundle when stale). */
const CLI = new URL('../../bin/sudoku-lab.mjs', import.meta.url)

/**
 * Every chosen line and its relabelled copy (those after the lines), in one file,
 * through one spawned `steps --set all` with `flags`; each answer judged.
 */
async function throughCli(
  chosen: readonly RegLine[],
  seed: number,
  flags: readonly string[],
): Promise<{ results: LineResult[]; seconds: number; tally: DoorTally }> {
  const cases = chosen.map((l) => ({ l, checked: validate(l) }))
  const pairs = cases.map(({ l, checked }) => doorCases(l, seed, checked))
  const dir = mkdtempSync(join(tmpdir(), 'reglib-'))
  const file = join(dir, 'positions.txt')
  const texts = [...pairs.map((p) => p.line.text), ...pairs.map((p) => p.relabelled.text)]
  writeFileSync(file, texts.join('\n') + '\n')
  const started = performance.now()
  let output: string
  try {
    output = await new Promise<string>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        [CLI.pathname, 'steps', '--set', 'all', ...flags, file],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      )
      const chunks: Buffer[] = []
      child.stdout.on('data', (b: Buffer) => chunks.push(b))
      // A whole-library run takes a long while: once a minute, how far it is.
      const progress = setInterval(() => {
        const done = blocks(Buffer.concat(chunks).toString('utf8')).length
        const s = ((performance.now() - started) / 1000).toFixed(0)
        process.stderr.write(`reglib: ${done} of ${texts.length} positions answered in ${s} s\n`)
      }, 60_000)
      child.once('error', (e) => {
        clearInterval(progress)
        reject(e)
      })
      child.once('close', (code) => {
        clearInterval(progress)
        if (code === 0) resolve(Buffer.concat(chunks).toString('utf8'))
        else reject(new Error(`steps exited with ${code}`))
      })
    })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
  const seconds = (performance.now() - started) / 1000
  const answers = blocks(output)
  if (answers.length !== texts.length)
    throw new Error(`steps answered ${answers.length} positions of ${texts.length}`)
  const tally: DoorTally = { cuts: 0, timeouts: 0 }
  const judge = (c: DoorCase, k: number) => judgeBlock(c, answers[k]!, tally)
  const results = cases.map(({ l, checked }, i): LineResult => ({
    index: l.index,
    lineNo: l.lineNo,
    text: l.text,
    code: l.code,
    base: l.base,
    family: familyOf(l.base),
    problems: checked.problems,
    line: judge(pairs[i]!.line, i),
    relabelled: judge(pairs[i]!.relabelled, pairs.length + i),
  }))
  return { results, seconds, tally }
}

/** The lines split between `workers` threads, round robin (neighbours cost alike). */
async function runAll(
  indices: number[],
  seed: number,
  options: JudgeOptions,
  workers: number,
): Promise<LineResult[]> {
  if (workers === 1) return run({ indices, seed, options })
  const parts = Array.from({ length: workers }, (_, w) =>
    indices.filter((_, k) => k % workers === w),
  )
  const done = await Promise.all(
    parts.map(
      (part) =>
        new Promise<LineResult[]>((resolve, reject) => {
          // worker.mjs registers tsx's loader (a worker starts without it), then loads this file.
          const w = new Worker(new URL('./worker.mjs', import.meta.url), {
            workerData: { indices: part, seed, options } satisfies Job,
          })
          w.once('message', resolve)
          w.once('error', reject)
        }),
    ),
  )
  return done.flat()
}

function printFailures(results: readonly LineResult[]): void {
  for (const r of results) {
    const head = `#${r.index} (file line ${r.lineNo}) ${r.code}`
    if (r.problems.length) console.log(`${head} INVALID: ${r.problems.join('; ')}`)
    for (const [what, j] of [
      ['line', r.line],
      ['relabelled', r.relabelled],
    ] as const)
      if (j.outcome !== 'pass')
        console.log(
          `${head} ${what}: ${OUTCOME_TEXT[j.outcome]}${j.reason ? ` - ${j.reason}` : ''}`,
        )
  }
  console.log('')
}

interface Row {
  lines: number
  pass: number
  passRelabelled: number
  unsound: number
  noTechnique: number
  timeout: number
  error: number
  invalid: number
  /** Milliseconds each line's search took, as it is and relabelled. */
  ms: number[]
}

const empty = (): Row => ({
  lines: 0,
  pass: 0,
  passRelabelled: 0,
  unsound: 0,
  noTechnique: 0,
  timeout: 0,
  error: 0,
  invalid: 0,
  ms: [],
})

function add(row: Row, r: LineResult): void {
  row.lines++
  if (r.line.outcome === 'pass') row.pass++
  if (r.relabelled.outcome === 'pass') row.passRelabelled++
  if (r.line.outcome === 'unsound' || r.relabelled.outcome === 'unsound') row.unsound++
  if (r.line.outcome === 'no-technique') row.noTechnique++
  if (r.line.outcome === 'timeout' || r.relabelled.outcome === 'timeout') row.timeout++
  if (r.line.outcome === 'error' || r.relabelled.outcome === 'error') row.error++
  if (r.problems.length) row.invalid++
  row.ms.push(r.line.ms, r.relabelled.ms)
}

/** The median and the largest of a row's times, in whole milliseconds. */
function times(ms: readonly number[]): [string, string] {
  const sorted = [...ms].sort((a, b) => a - b)
  const median = sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)]! : 0
  return [median.toFixed(0), (sorted.at(-1) ?? 0).toFixed(0)]
}

function table(title: string, rows: [string, Row][]): void {
  const head = [
    title,
    'lines',
    'pass',
    'relabelled',
    'unsound',
    'no tech',
    'timeout',
    'error',
    'invalid',
    'ms median',
    'ms max',
  ]
  const body = rows.map(([k, r]) => [
    k,
    r.lines,
    r.pass,
    r.passRelabelled,
    r.unsound,
    r.noTechnique,
    r.timeout,
    r.error,
    r.invalid,
    ...times(r.ms),
  ])
  const cells = [head, ...body].map((row) => row.map(String))
  const width = head.map((_, i) => Math.max(...cells.map((row) => row[i]!.length)))
  for (const row of cells)
    console.log(row.map((c, i) => (i ? c.padStart(width[i]!) : c.padEnd(width[i]!))).join('  '))
}

function printTables(results: readonly LineResult[], libraryLines: number): void {
  const byCode = new Map<string, Row>()
  const byFamily = new Map<Family, Row>()
  const total = empty()
  for (const r of results) {
    const code = `${r.base} ${r.family}`
    if (!byCode.has(code)) byCode.set(code, empty())
    add(byCode.get(code)!, r)
    if (!byFamily.has(r.family)) byFamily.set(r.family, empty())
    add(byFamily.get(r.family)!, r)
    add(total, r)
  }
  table(
    'code family',
    [...byCode].sort(([a], [b]) => a.localeCompare(b)),
  )
  console.log('')
  table(
    'family',
    FAMILIES.filter((f) => byFamily.has(f)).map((f) => [f, byFamily.get(f)!] as [string, Row]),
  )
  console.log('')
  table(`total of ${libraryLines}`, [['total', total]])
}

// Last, once every declaration above is initialised.
if (!isMainThread) parentPort!.postMessage(run(workerData as Job))
else await main()
