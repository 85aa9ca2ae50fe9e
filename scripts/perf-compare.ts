/**
 * Performance of the Compare view's history and of big collections, measured in
 * Chromium against the built app (not a test: it reports, it does not judge).
 *
 *   npx vite build && npx tsx scripts/perf-compare.ts [--runs 3] [--runs-in-history 2000]
 *                        [--megabytes 50] [--only history,file,paste] [--url http://localhost:4189]
 *
 * Without --url it serves dist/ itself with `vite preview` on port 4189. Each
 * measurement runs --runs times in a fresh browser context; the median and the
 * range (min–max) are reported, the machine being shared and noisy.
 *
 *  history  IndexedDB is filled with 1 saved run (the baseline: page load, app start,
 *           charts), then with N (3 algorithms x 95 puzzles each, the size of a Top 95
 *           comparison), and each time the Compare view is opened:
 *           the time from navigation until the History panel lists its first page
 *           and the last run's results are shown, and the longest main-thread task
 *           meanwhile; then Export JSON of all runs: until the download starts, and
 *           its longest task.
 *  file     a collection file of M megabytes of one-line puzzles is opened with
 *           "Open file…": the time until "Puzzle 1 of N" is shown, and the longest
 *           main-thread task meanwhile (the reading is the worker's).
 *  paste    60 MB of one-line puzzles (735,000) pasted with Ctrl+V into Import's
 *           "Puzzle text", as tests/e2e/large-paste.spec.ts does: how long the page
 *           took to draw its next frame once the read's progress showed (the test
 *           checks that the page answers, this measures how soon), the time until
 *           "Puzzle 1 of N" is shown, and the longest main-thread task meanwhile.
 */
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from '@playwright/test'
import { launch, startPreview, stopPreview, waitForServer } from './perf-browser'
import { seedHistory } from './perf-seed'
import { readFileSync } from 'node:fs'

const argv = process.argv.slice(2)
const option = (name: string, fallback: string) => {
  const i = argv.indexOf(`--${name}`)
  return i >= 0 && argv[i + 1] ? argv[i + 1]! : fallback
}
const RUNS = Math.max(1, Number(option('runs', '3')))
const HISTORY = Number(option('runs-in-history', '2000'))
const MEGABYTES = Number(option('megabytes', '50'))
const ONLY = new Set(option('only', 'history,file,paste').split(','))
const PORT = 4189
const OWN_SERVER = !argv.includes('--url')
const BASE = option('url', `http://localhost:${PORT}`)

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  const m = s.length >> 1
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2
}
const report = (what: string, xs: number[]) =>
  console.log(
    `${what.padEnd(44)} median ${median(xs).toFixed(0).padStart(6)} ms   range ${Math.min(...xs).toFixed(0)}–${Math.max(...xs).toFixed(0)} ms   (${xs.length} runs)`,
  )

/** Start collecting long tasks in the page; `longest()` gives the longest since `reset()`. */
async function watchLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __long: number[] }
    w.__long = []
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__long.push(e.duration)
    }).observe({ type: 'longtask', buffered: true })
  })
}
const longest = (page: Page) =>
  page.evaluate(() => Math.max(0, ...(window as unknown as { __long: number[] }).__long))
const resetLong = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __long: number[] }).__long = []))

async function measureHistory(browser: Browser, count: number): Promise<void> {
  const open: number[] = []
  const openLong: number[] = []
  const exported: number[] = []
  const exportLong: number[] = []
  for (let r = 0; r < RUNS; r++) {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      acceptDownloads: true,
    })
    // tsx (esbuild, keepNames) wraps named functions in __name(); the page has no such helper.
    await context.addInitScript('globalThis.__name = (f) => f')
    // Seed in a page of its own, collect its garbage and close it, so none of it is
    // collected in the measured page's time (pages of one site share a main thread).
    const seeder = await context.newPage()
    await seedHistory(seeder, BASE, count)
    await seeder.evaluate(() => (globalThis as unknown as { gc?: () => void }).gc?.())
    await seeder.close()
    await new Promise((r) => setTimeout(r, 3000))
    const page = await context.newPage()
    await watchLongTasks(page)
    const t0 = Date.now()
    await page.goto(`${BASE}/#/compare`)
    const history = page.getByRole('region', { name: 'History', exact: true })
    const saved = `${count.toLocaleString('en')} saved run${count === 1 ? '' : 's'}`
    await history.getByText(saved).waitFor({ timeout: 60_000 })
    await page.getByRole('region', { name: 'Results' }).getByRole('table').first().waitFor()
    open.push(Date.now() - t0)
    openLong.push(await longest(page))

    await resetLong(page)
    const t1 = Date.now()
    const download = page.waitForEvent('download', { timeout: 120_000 })
    await history.getByRole('button', { name: 'Export JSON' }).click()
    await download
    exported.push(Date.now() - t1)
    exportLong.push(await longest(page))
    await context.close()
  }
  report(`Open Compare with ${count} run${count === 1 ? '' : 's'} in History`, open)
  report('  longest main-thread task meanwhile', openLong)
  report(`Export JSON of ${count} run${count === 1 ? '' : 's'} (until the download)`, exported)
  report('  longest main-thread task meanwhile', exportLong)
}

async function measureFile(browser: Browser): Promise<void> {
  const source = readFileSync(new URL('../puzzles/17-clue-5000.txt', import.meta.url), 'utf8')
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'))
  const lines = Math.floor((MEGABYTES * 1024 * 1024) / 82)
  const file = join(mkdtempSync(join(tmpdir(), 'sudoku-perf-')), `collection-${MEGABYTES}mb.txt`)
  writeFileSync(file, Array.from({ length: lines }, (_, i) => source[i % source.length]).join('\n'))
  const total: number[] = []
  const long: number[] = []
  for (let r = 0; r < RUNS; r++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    await context.addInitScript('globalThis.__name = (f) => f')
    const page = await context.newPage()
    await watchLongTasks(page)
    await page.goto(`${BASE}/`)
    await page.getByRole('button', { name: 'Play', exact: true }).waitFor({ timeout: 60_000 })
    await page.waitForTimeout(500) // the starter puzzle's solve settles
    await resetLong(page)
    const t0 = Date.now()
    await page.locator('input[type=file]').setInputFiles(file)
    await page.getByText(`Puzzle 1 of ${lines.toLocaleString('en')}`).waitFor({ timeout: 180_000 })
    total.push(Date.now() - t0)
    long.push(await longest(page))
    await context.close()
  }
  report(`Open a ${MEGABYTES} MB file (${lines.toLocaleString('en')} puzzles)`, total)
  report('  longest main-thread task meanwhile', long)
}

async function measurePaste(browser: Browser): Promise<void> {
  const source = readFileSync(new URL('../puzzles/17-clue-5000.txt', import.meta.url), 'utf8')
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'))
    .slice(0, 5000)
  const repeat = 147 // 5,000 lines of 82 bytes, 147 times: 60.3 MB
  const count = (source.length * repeat).toLocaleString('en')
  const frame: number[] = []
  const total: number[] = []
  const long: number[] = []
  for (let r = 0; r < RUNS; r++) {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      permissions: ['clipboard-read', 'clipboard-write'],
    })
    await context.addInitScript('globalThis.__name = (f) => f')
    const page = await context.newPage()
    await watchLongTasks(page)
    await page.goto(`${BASE}/`)
    await page.getByRole('button', { name: 'Play', exact: true }).waitFor({ timeout: 60_000 })
    await page.evaluate(
      async ({ lines, repeat }) =>
        navigator.clipboard.writeText((lines.join('\n') + '\n').repeat(repeat)),
      { lines: source, repeat },
    )
    await page.getByRole('button', { name: 'Import', exact: true }).click()
    await page.getByRole('textbox', { name: 'Puzzle text' }).focus()
    await resetLong(page)
    const t0 = Date.now()
    await page.keyboard.press('Control+V')
    await page.getByRole('progressbar', { name: /^Reading Pasted text/ }).waitFor()
    frame.push(
      await page.evaluate(() => {
        const start = performance.now()
        return new Promise<number>((resolve) =>
          requestAnimationFrame(() => resolve(performance.now() - start)),
        )
      }),
    )
    await page.getByText(`Puzzle 1 of ${count}`).waitFor({ timeout: 180_000 })
    total.push(Date.now() - t0)
    long.push(await longest(page))
    await context.close()
  }
  report(`Paste 60 MB into Import (${count} puzzles)`, total)
  report('  next frame once the progress shows', frame)
  report('  longest main-thread task meanwhile', long)
}

async function main(): Promise<void> {
  const server = OWN_SERVER ? startPreview(PORT) : null
  let browser: Browser | null = null
  try {
    await waitForServer(BASE)
    browser = await launch(['--js-flags=--expose-gc'])
    // One saved run first: the baseline (page load, app start, the charts) in the same session.
    if (ONLY.has('history')) for (const n of [1, HISTORY]) await measureHistory(browser, n)
    if (ONLY.has('file')) await measureFile(browser)
    if (ONLY.has('paste')) await measurePaste(browser)
  } finally {
    await browser?.close()
    if (server) stopPreview(server)
  }
}

await main()
