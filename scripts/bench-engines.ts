/**
 * The fast engines against the plain baseline, in Node or in Chromium's Worker:
 *
 *   npx tsx scripts/bench-engines.ts [--browser] [--rounds N] [--ms MS] [FILE...]
 *
 * fast and wasm, to the first solution and counting to two, and the baseline,
 * timed in interleaved rounds (scripts/bench-engines/rounds.ts; default 9 rounds
 * of >= 300 ms per entry). For each entry: the median rate with its quartiles,
 * the median of the per-round ratios to the baseline, and tdoku's share: that
 * ratio over tdoku's own ratio to the baseline (TDOKU_VS_BASELINE in
 * src/cli/bench.ts), i.e. against tdoku's rate estimated in this very run.
 * `--browser` runs the same rounds in a dedicated Worker of headless Chromium
 * (/usr/bin/chromium), bundled with esbuild and served from a local port.
 * FILE: names in puzzles/ (default: the four sets of issue 12).
 */
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { build } from 'esbuild'
import { chromium } from '@playwright/test'
import { TDOKU_VS_BASELINE } from '../src/cli/bench'
import { ENTRIES, timeFile, type FileResult } from './bench-engines/rounds'

const DEFAULT_FILES = [
  '17-clue-5000.txt',
  'magictour-top1465.txt',
  'forum-hardest-1106.txt',
  'top95.txt',
]

function parseArgs(argv: string[]) {
  let rounds = 9
  let ms = 300
  let browser = false
  const files: string[] = []
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!
    if (a === '--rounds') rounds = Number(argv[++i])
    else if (a === '--ms') ms = Number(argv[++i])
    else if (a === '--browser') browser = true
    else files.push(a.replace(/^.*\//, ''))
  }
  return { rounds, ms, browser, files: files.length ? files : DEFAULT_FILES }
}

const read = (file: string) => readFileSync(new URL(`../puzzles/${file}`, import.meta.url), 'utf8')

async function inBrowser(files: string[], rounds: number, ms: number): Promise<FileResult[]> {
  const bundle = await build({
    stdin: {
      contents: `import { timeFile } from './scripts/bench-engines/rounds'
        self.onmessage = (e) => {
          try { self.postMessage({ ok: timeFile(e.data.file, e.data.text, e.data.rounds, e.data.ms) }) }
          catch (err) { self.postMessage({ error: String(err) }) }
        }`,
      resolveDir: new URL('..', import.meta.url).pathname,
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    write: false,
    logLevel: 'error',
  })
  const worker = bundle.outputFiles[0]!.text
  const server = createServer((req, res) => {
    if (req.url === '/worker.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' })
      res.end(worker)
    } else {
      res.writeHead(200, { 'content-type': 'text/html' })
      res.end('<!doctype html><title>bench</title>')
    }
  })
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok))
  const port = (server.address() as AddressInfo).port
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
  try {
    const page = await browser.newPage()
    await page.goto(`http://127.0.0.1:${port}/`)
    const out: FileResult[] = []
    for (const file of files) {
      const result = await page.evaluate(
        (job) =>
          new Promise<{ ok?: FileResult; error?: string }>((resolve) => {
            const w = new Worker('/worker.js')
            w.onmessage = (e) => {
              w.terminate()
              resolve(e.data)
            }
            w.postMessage(job)
          }),
        { file, text: read(file), rounds, ms },
      )
      if (!result.ok) throw new Error(result.error)
      out.push(result.ok)
      process.stderr.write(`  ${file} done\n`)
    }
    return out
  } finally {
    await browser.close()
    server.close()
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!
const quartile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.round(q * (s.length - 1)))]!
}
const k = (x: number) => `${(x / 1000).toFixed(x < 10_000 ? 2 : 1)}k`

async function main(): Promise<void> {
  const { rounds, ms, browser, files } = parseArgs(process.argv.slice(2))
  const where = browser ? 'Chromium Worker' : `Node ${process.version}`
  const results = browser
    ? await inBrowser(files, rounds, ms)
    : files.map((f) => {
        const r = timeFile(f, read(f), rounds, ms)
        process.stderr.write(`  ${f} done\n`)
        return r
      })
  console.log(
    `${where}: ${rounds} interleaved rounds of >= ${ms} ms per entry; medians (quartiles)`,
  )
  if (results.some((r) => !r.wasmAvailable))
    console.log('WebAssembly SIMD unavailable: wasm ran fast')
  const head = ['file', 'entry', 'puzzles/s (Q1-Q3)', 'x baseline (Q1-Q3)', 'of tdoku']
  const rows: string[][] = []
  for (const r of results) {
    const base = r.rates.baseline!
    for (const e of ENTRIES) {
      const rates = r.rates[e.label]!
      const ratios = rates.map((x, i) => x / base[i]!)
      const tdoku = TDOKU_VS_BASELINE[r.file]
      rows.push([
        r.file,
        e.label,
        `${k(median(rates))} (${k(quartile(rates, 0.25))}-${k(quartile(rates, 0.75))})`,
        `${median(ratios).toFixed(2)} (${quartile(ratios, 0.25).toFixed(2)}-${quartile(ratios, 0.75).toFixed(2)})`,
        tdoku && e.limit === 1 ? `${((100 * median(ratios)) / tdoku).toFixed(0)}%` : '-',
      ])
    }
  }
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
  const line = (cells: string[]) =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ')
  console.log(line(head))
  for (const row of rows) console.log(line(row))
  console.log(
    "of tdoku = the median ratio to the baseline over tdoku's (9.8 / 18 / 15.5 / 31 on the four sets, measured on one machine): tdoku's rate estimated in this run.",
  )
}

await main()
