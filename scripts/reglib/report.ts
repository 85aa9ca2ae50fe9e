/**
 * HoDoKu's regression library against our techniques (harness.ts): every line, as
 * it is and relabelled, with a table per code and per family.
 *
 *   npm run reglib -- [--code 03] [--line N] [--family fish] [--verbose]
 *                     [--seed S] [--ms 3000] [--cap 5000] [--workers 2]
 *
 * --code P     the lines whose code starts with P (03 = every fish, 0310 = finned X-Wing)
 * --line N     the N-th test line of the library (1-based, among the `:` lines), printed
 * --family F   the lines of one family: se, fish, colouring, uniqueness, chains, als, templates
 * --verbose    every line that does not pass, with the reason (and the invalid ones)
 * --seed S     the seed of the relabelling (default 1)
 * --ms, --cap  time and deductions one line may take (default 3000 ms, 5000)
 * --workers N  worker threads (default 2; 1 runs in this thread)
 *
 * Exit status 1 when a deduction anywhere is unsound or a search throws.
 */

import { readFileSync } from 'node:fs'
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads'
import {
  FAMILIES,
  LIBRARY,
  OUTCOME_TEXT,
  readLibrary,
  runLine,
  select,
  type Family,
  type JudgeOptions,
  type LineResult,
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
  const options: JudgeOptions = {
    ms: Number(arg(args, '--ms') ?? 3000),
    cap: Number(arg(args, '--cap') ?? 5000),
  }
  const workers = Math.max(1, Math.min(Number(arg(args, '--workers') ?? 2), chosen.length))
  const started = performance.now()
  const results = await runAll(
    chosen.map((l) => l.index),
    seed,
    options,
    workers,
  )
  results.sort((a, b) => a.index - b.index)
  if (line !== undefined)
    for (const r of results) console.log(`#${r.index} (file line ${r.lineNo})\n${r.text}\n`)
  if (args.includes('--verbose')) printFailures(results)
  printTables(results, all.length)
  console.log(
    `\n${results.length} lines in ${((performance.now() - started) / 1000).toFixed(1)} s (${workers} worker${workers > 1 ? 's' : ''}, seed ${seed})`,
  )
  const broken = (r: LineResult) =>
    [r.line.outcome, r.relabelled.outcome].some((o) => o === 'unsound' || o === 'error')
  if (results.some(broken)) process.exit(1)
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
