/**
 * Performance of the Solve view, measured in Chromium against the built app.
 *
 *   npx vite build && npx tsx scripts/perf-solve-view.ts [--runs 5] [--only a,b,c]
 *                        [--url http://localhost:4173] [--profile | --trace] [--json]
 *
 * Without --url it serves dist/ itself with `vite preview` on port 4188 and stops it
 * at the end. Each measurement runs --runs times in a fresh page; medians are
 * reported (the machine is shared and noisy, so single runs mean little).
 *
 *  (a) playback at top speed (Single steps, Speed 100 = a million a second) through a log of
 *      100,000+ steps (markup = candidate backtracking on hardest-87 #1; the count is
 *      read from "Steps recorded") while a PerformanceObserver collects long tasks;
 *      also the frames drawn and the longest gap between frames.
 *  (b) jumping: 20 random Timeline positions; from setting the slider until the status
 *      text has changed and a requestAnimationFrame has run (and, separately, until the
 *      frame after it has been laid out and painted). On the logs of hardest-87 #1 by
 *      the detour solver (thousands of steps), markup (hundreds of thousands) and
 *      naive backtracking (2,000,000: the store's cap; its solve takes ~10 s).
 *  (c) loading: from the click on "Load puzzle" (hardest-87 #1, detour solver) until the
 *      log has arrived (Play enabled, "The givens. N steps recorded"), and until the
 *      first step is on screen when Play is pressed the moment it is ready.
 *
 * --profile records a CPU profile (Chrome DevTools protocol) of one run of each and
 * prints where the main thread's time went, by function (self time). Build with
 * `npx vite build --minify false` first to get readable function names.
 *
 * --trace records a Chrome trace of one run of each and prints, for the page's main
 * thread, the long tasks with their wall time *and* the CPU time the thread really
 * got in them (on a loaded machine a task is long because the thread waits for a
 * core), and the CPU split into script, forced layout, style, layout, paint, commit
 * and GC. Tracing slows the page a little: its numbers are for attribution only.
 */
import { readFileSync } from 'node:fs'
import type { Browser, Page } from '@playwright/test'
import { launch, startPreview, stopPreview, waitForServer } from './perf-browser'

// --- Options ------------------------------------------------------------------

const argv = process.argv.slice(2)
const flag = (name: string) => argv.includes(`--${name}`)
const option = (name: string, fallback: string) => {
  const i = argv.indexOf(`--${name}`)
  return i >= 0 && argv[i + 1] ? argv[i + 1]! : fallback
}
const RUNS = Math.max(1, Number(option('runs', '5')))
const PORT = 4188
const OWN_SERVER = !argv.includes('--url')
const BASE = option('url', `http://localhost:${PORT}`)
const PROFILE = flag('profile')
const TRACE = flag('trace')
const JSON_OUT = flag('json')
const JUMPS = 20
/** Which measurements to run: --only a,b,c (default all). */
const ONLY = new Set(option('only', 'a,b,c').split(','))

const HARDEST_87_FIRST = readFileSync(new URL('../puzzles/hardest-87.txt', import.meta.url), 'utf8')
  .split('\n')
  .find((l) => l.trim() && !l.startsWith('#'))!
  .trim()

const log = (...parts: unknown[]) => {
  if (!JSON_OUT) console.log(...parts)
}

// --- Statistics -----------------------------------------------------------------

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b)
  const m = s.length >> 1
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2
}
const max = (xs: number[]) => Math.max(...xs)
const ms = (x: number) => `${x.toFixed(1)} ms`

// --- Server and browser ---------------------------------------------------------

async function openPage(browser: Browser, query = ''): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } })
  // tsx (esbuild, keepNames) wraps named functions in __name(); the page has no such helper.
  await page.addInitScript('globalThis.__name = (f) => f')
  await page.goto(`${BASE}/${query}`)
  await page
    .getByRole('status')
    .filter({ hasText: /^The givens\./ })
    .waitFor({ timeout: 120_000 })
  return page
}

async function stepsRecorded(page: Page): Promise<number> {
  const dd = page
    .getByRole('term')
    .filter({ hasText: /^Steps recorded$/ })
    .locator('xpath=following-sibling::dd[1]')
  return Number((await dd.textContent())!.replace(/\D/g, ''))
}

// --- CPU profile ----------------------------------------------------------------

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }
  hitCount?: number
}
interface CpuProfile {
  nodes: ProfileNode[]
  samples?: number[]
  timeDeltas?: number[]
}

/** Run `body` under the V8 sampling profiler; print the functions with the most self time. */
async function profiled<T>(page: Page, label: string, body: () => Promise<T>): Promise<T> {
  if (!PROFILE) return body()
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 })
  await cdp.send('Profiler.start')
  const result = await body()
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile }
  await cdp.detach()
  const self = new Map<number, number>()
  const samples = profile.samples ?? []
  const deltas = profile.timeDeltas ?? []
  samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (deltas[i] ?? 0) / 1000))
  const byFunction = new Map<string, number>()
  let total = 0
  for (const node of profile.nodes) {
    const t = self.get(node.id) ?? 0
    const { functionName, url, lineNumber, columnNumber } = node.callFrame
    if (functionName === '(idle)' || functionName === '(program)') continue
    total += t
    const file = url.split('/').pop() ?? ''
    const key = `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}:${columnNumber + 1}`
    byFunction.set(key, (byFunction.get(key) ?? 0) + t)
  }
  log(`\n  CPU profile, ${label}: ${ms(total)} busy on the main thread; top self time:`)
  ;[...byFunction.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 15)
    .forEach(([key, t]) => log(`    ${ms(t).padStart(10)}  ${key}`))
  return result
}

// --- Chrome trace: wall versus CPU, and what the main thread did -------------------

interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  tdur?: number
  args?: { name?: string }
}

const SCRIPT = new Set([
  'FireAnimationFrame',
  'FunctionCall',
  'EventDispatch',
  'TimerFire',
  'RunMicrotasks',
])
const BUCKET: Record<string, string> = {
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  Commit: 'commit',
  MajorGC: 'gc',
  MinorGC: 'gc',
}

/** Summarise a trace's renderer main thread: long tasks (wall and CPU) and CPU by kind of work. */
function summariseTrace(events: TraceEvent[], label: string): void {
  const threadNames = new Map<string, string>()
  for (const e of events)
    if (e.ph === 'M' && e.name === 'thread_name')
      threadNames.set(`${e.pid}:${e.tid}`, e.args?.name ?? '')
  const byThread = new Map<string, TraceEvent[]>()
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`
    if (e.ph !== 'X' || threadNames.get(key) !== 'CrRendererMain') continue
    if (!byThread.has(key)) byThread.set(key, [])
    byThread.get(key)!.push(e)
  }
  const busy = (list: TraceEvent[]) =>
    list.filter((e) => e.name === 'RunTask').reduce((t, e) => t + (e.dur ?? 0), 0)
  const main = [...byThread.values()].sort((a, b) => busy(b) - busy(a))[0]
  if (!main) return log(`\n  trace, ${label}: no renderer main thread found`)
  main.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
  const tasks = main.filter((e) => e.name === 'RunTask')
  const long = tasks.filter((e) => (e.dur ?? 0) > 50_000)
  const cpu: Record<string, number> = {}
  const add = (k: string, us: number) => (cpu[k] = (cpu[k] ?? 0) + us / 1000)
  // Attribute each event's CPU to the outermost counted event it sits in.
  let openUntil = -1
  let openIsScript = false
  for (const e of main) {
    const end = e.ts + (e.dur ?? 0)
    const inside = e.ts < openUntil
    if (SCRIPT.has(e.name) && !inside) {
      add('script (incl. forced layout)', e.tdur ?? 0)
      openUntil = end
      openIsScript = true
    } else if (BUCKET[e.name] && !inside) {
      add(BUCKET[e.name]!, e.tdur ?? 0)
      openUntil = end
      openIsScript = false
    } else if (inside && openIsScript && (e.name === 'Layout' || e.name === 'UpdateLayoutTree'))
      add('forced layout/style (part of script)', e.tdur ?? 0)
  }
  const wall = tasks.reduce((t, e) => t + (e.dur ?? 0), 0) / 1000
  const cpuAll = tasks.reduce((t, e) => t + (e.tdur ?? 0), 0) / 1000
  log(`\n  trace, ${label}: main thread tasks ${ms(wall)} wall, ${ms(cpuAll)} CPU`)
  log(
    `    CPU by kind: ${Object.entries(cpu)
      .sort((a, b) => b[1] - a[1])
      .map(([k, v]) => `${k} ${ms(v)}`)
      .join(', ')}`,
  )
  log(
    `    tasks over 50 ms: ${long.length}${
      long.length
        ? ` (wall / CPU: ${long
            .slice(0, 12)
            .map((e) => `${((e.dur ?? 0) / 1000).toFixed(0)}/${((e.tdur ?? 0) / 1000).toFixed(0)}`)
            .join(', ')} ms)`
        : ''
    }`,
  )
}

/** Run `body` under Chrome tracing (one page) and summarise it. */
async function traced<T>(
  browser: Browser,
  page: Page,
  label: string,
  body: () => Promise<T>,
): Promise<T> {
  if (!TRACE) return body()
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
  })
  const result = await body()
  const buffer = await browser.stopTracing()
  const parsed = JSON.parse(buffer.toString()) as { traceEvents?: TraceEvent[] } | TraceEvent[]
  summariseTrace(Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []), label)
  return result
}

// --- (a) Playback at top speed ---------------------------------------------------

interface PlaybackResult {
  steps: number
  playMs: number
  frames: number
  longestFrameGapMs: number
  longTasks: number
  longestTaskMs: number
  loadLongTasks: number
  loadLongestTaskMs: number
  taskList: number[][]
}

async function measurePlayback(browser: Browser, withProfile: boolean): Promise<PlaybackResult> {
  const page = await openPage(browser, `?p=${HARDEST_87_FIRST}&a=markup`)
  const steps = await stepsRecorded(page)
  // A million single steps a second (builds before step sizes have no such choice).
  const single = page.getByRole('radio', { name: 'Single steps' })
  if (await single.count()) await single.check()
  await page.getByRole('slider', { name: 'Speed' }).fill('100')
  const play = await page.getByRole('button', { name: 'Play', exact: true }).elementHandle()
  const slider = await page.getByRole('slider', { name: 'Timeline' }).elementHandle()
  const run = () =>
    page.evaluate(
      async ([play, slider]) => {
        const tasks: { start: number; duration: number }[] = []
        const observer = new PerformanceObserver((list) => {
          for (const e of list.getEntries())
            tasks.push({ start: e.startTime, duration: e.duration })
        })
        observer.observe({ type: 'longtask', buffered: true })
        const frames: number[] = []
        const t0 = performance.now()
        ;(play as HTMLButtonElement).click()
        await new Promise<void>((resolve) => {
          const tick = (t: number) => {
            frames.push(t)
            const range = slider as HTMLInputElement
            const done = range.value === range.max && play!.textContent!.trim() === 'Play'
            if (done || performance.now() - t0 > 60_000) resolve()
            else requestAnimationFrame(tick)
          }
          requestAnimationFrame(tick)
        })
        const t1 = performance.now()
        await new Promise((r) => setTimeout(r, 100)) // let the last long task be reported
        observer.disconnect()
        const during = tasks.filter((t) => t.start >= t0 && t.start <= t1)
        const before = tasks.filter((t) => t.start < t0)
        let gap = 0
        for (let i = 1; i < frames.length; i++) gap = Math.max(gap, frames[i]! - frames[i - 1]!)
        return {
          playMs: t1 - t0,
          frames: frames.length,
          longestFrameGapMs: gap,
          longTasks: during.length,
          longestTaskMs: Math.max(0, ...during.map((t) => t.duration)),
          loadLongTasks: before.length,
          loadLongestTaskMs: Math.max(0, ...before.map((t) => t.duration)),
          /** [start after Play, duration] of each long task while playing, ms. */
          taskList: during.map((t) => [Math.round(t.start - t0), Math.round(t.duration)]),
          finalValue: Number((slider as HTMLInputElement).value),
        }
      },
      [play, slider] as const,
    )
  const label = '(a) playback at top speed'
  const r = withProfile
    ? await (PROFILE ? profiled(page, label, run) : traced(browser, page, label, run))
    : await run()
  if (r.finalValue !== steps) throw new Error(`playback stopped at ${r.finalValue} of ${steps}`)
  await page.close()
  return { steps, ...r }
}

// --- (b) Jumping to random steps -------------------------------------------------

interface JumpResult {
  steps: number
  toRaf: number[]
  toPaint: number[]
  sync: number[]
  unchanged: number
}

async function measureJumps(
  browser: Browser,
  algorithm: string,
  withProfile: boolean,
): Promise<JumpResult> {
  const page = await openPage(browser, `?p=${HARDEST_87_FIRST}&a=${algorithm}`)
  const steps = await stepsRecorded(page)
  const targets = Array.from({ length: JUMPS }, () => Math.floor(Math.random() * (steps + 1)))
  const slider = await page.getByRole('slider', { name: 'Timeline' }).elementHandle()
  const status = await page.getByRole('status').elementHandle()
  const run = () =>
    page.evaluate(
      async ([slider, status, targets]) => {
        const range = slider as HTMLInputElement
        const frame = () => new Promise<number>((r) => requestAnimationFrame(() => r(0)))
        /** Resolves after the current frame's style, layout and paint (a task queued from rAF). */
        const afterPaint = () =>
          new Promise<void>((resolve) => {
            const channel = new MessageChannel()
            channel.port1.onmessage = () => resolve()
            requestAnimationFrame(() => channel.port2.postMessage(0))
          })
        const out = { toRaf: [] as number[], toPaint: [] as number[], sync: [] as number[] }
        let unchanged = 0
        for (const k of targets) {
          await afterPaint()
          await new Promise((r) => setTimeout(r, 30))
          const before = status!.textContent
          const t0 = performance.now()
          range.value = String(k)
          range.dispatchEvent(new Event('input', { bubbles: true }))
          await Promise.resolve() // Vue patches the DOM in a microtask
          out.sync.push(performance.now() - t0)
          await frame()
          out.toRaf.push(performance.now() - t0)
          if (status!.textContent === before) unchanged++
          await new Promise<void>((resolve) => {
            const channel = new MessageChannel()
            channel.port1.onmessage = () => resolve()
            channel.port2.postMessage(0)
          })
          out.toPaint.push(performance.now() - t0)
        }
        return { ...out, unchanged }
      },
      [slider, status, targets] as const,
    )
  const label = `(b) ${JUMPS} jumps, ${algorithm}`
  const r = withProfile
    ? await (PROFILE ? profiled(page, label, run) : traced(browser, page, label, run))
    : await run()
  await page.close()
  return { steps, ...r }
}

// --- (c) Load to ready ------------------------------------------------------------

interface LoadResult {
  steps: number
  toReady: number
  toFirstStep: number
  longTasks: number
  longestTaskMs: number
}

async function measureLoad(browser: Browser, withProfile: boolean): Promise<LoadResult> {
  const page = await openPage(browser)
  await page.waitForTimeout(300)
  // The import panel opens from the board's bar (builds before it show it at once).
  const importSheet = page.getByRole('button', { name: 'Import', exact: true })
  if (await importSheet.count()) await importSheet.click()
  await page.getByRole('textbox', { name: 'Puzzle text' }).fill(HARDEST_87_FIRST)
  const load = await page.getByRole('button', { name: 'Load puzzle' }).elementHandle()
  const play = await page.getByRole('button', { name: 'Play', exact: true }).elementHandle()
  const status = await page.getByRole('status').elementHandle()
  const run = () =>
    page.evaluate(
      async ([load, play, status]) => {
        const tasks: { start: number; duration: number }[] = []
        const observer = new PerformanceObserver((list) => {
          for (const e of list.getEntries())
            tasks.push({ start: e.startTime, duration: e.duration })
        })
        observer.observe({ type: 'longtask' })
        let t0 = 0
        const result = new Promise<{ ready: number; firstStep: number; steps: number }>(
          (resolve) => {
            let ready = 0
            let givens = ''
            const check = () => {
              const text = status!.textContent!.trim()
              const button = play as HTMLButtonElement
              if (!ready) {
                const m = /^The givens\. ([\d,]+) steps recorded/.exec(text)
                if (m && !button.disabled && performance.now() > t0 && t0 > 0) {
                  ready = performance.now() - t0
                  givens = text
                  button.click()
                }
              } else if (text !== givens) {
                mo.disconnect()
                requestAnimationFrame(() => {
                  const steps = Number(
                    /steps recorded/.test(givens) ? givens.replace(/\D/g, '') : 0,
                  )
                  resolve({ ready, firstStep: performance.now() - t0, steps })
                })
              }
            }
            const mo = new MutationObserver(check)
            mo.observe(document.body, {
              subtree: true,
              childList: true,
              characterData: true,
              attributes: true,
            })
          },
        )
        // A status text from an earlier load must not count: wait for "Solving…" first.
        const solving = new Promise<void>((resolve) => {
          const mo = new MutationObserver(() => {
            if (status!.textContent!.trim().startsWith('Solving')) {
              mo.disconnect()
              resolve()
            }
          })
          mo.observe(status!, { subtree: true, childList: true, characterData: true })
        })
        load!.addEventListener('click', () => (t0 = performance.now()), {
          capture: true,
          once: true,
        })
        ;(load as HTMLButtonElement).click()
        await solving
        const r = await result
        await new Promise((res) => setTimeout(res, 100))
        observer.disconnect()
        return {
          toReady: r.ready,
          toFirstStep: r.firstStep,
          steps: r.steps,
          longTasks: tasks.length,
          longestTaskMs: Math.max(0, ...tasks.map((t) => t.duration)),
        }
      },
      [load, play, status] as const,
    )
  const label = '(c) load hardest-87 #1'
  const r = withProfile
    ? await (PROFILE ? profiled(page, label, run) : traced(browser, page, label, run))
    : await run()
  await page.close()
  return r
}

// --- Main -------------------------------------------------------------------------

async function main(): Promise<void> {
  const server = OWN_SERVER ? startPreview(PORT) : null
  const stop = () => server && stopPreview(server)
  process.on('SIGINT', () => {
    stop()
    process.exit(130)
  })
  let browser: Browser | null = null
  try {
    await waitForServer(BASE)
    browser = await launch()
    log(`Solve view performance, ${RUNS} runs each, medians (max in brackets where it matters)`)

    // (c) first: the page is otherwise idle.
    const loads: LoadResult[] = []
    if (ONLY.has('c'))
      for (let i = 0; i < RUNS; i++)
        loads.push(await measureLoad(browser, (PROFILE || TRACE) && i === 0))
    if (loads.length) {
      log(
        `\n(c) Load hardest-87 #1 (detour, ${loads[0]!.steps.toLocaleString('en')} steps), target < 200 ms`,
      )
      log(
        `    click -> ready (Play enabled):      ${ms(median(loads.map((l) => l.toReady)))} [max ${ms(max(loads.map((l) => l.toReady)))}]`,
      )
      log(`    click -> first step on screen:      ${ms(median(loads.map((l) => l.toFirstStep)))}`)
      log(
        `    long tasks during the load:         ${median(loads.map((l) => l.longTasks))} (longest ${ms(max(loads.map((l) => l.longestTaskMs)))})`,
      )
      log(
        `    each run, click -> ready:           ${loads.map((l) => l.toReady.toFixed(0)).join(', ')} ms`,
      )
    }

    const jumpSets: [string, JumpResult[]][] = []
    for (const algorithm of ONLY.has('b') ? ['detour', 'markup', 'naive'] : []) {
      const results: JumpResult[] = []
      for (let i = 0; i < RUNS; i++)
        results.push(await measureJumps(browser, algorithm, (PROFILE || TRACE) && i === 0))
      jumpSets.push([algorithm, results])
      const all = (f: (r: JumpResult) => number[]) => results.flatMap(f)
      log(
        `\n(b) ${JUMPS} random Timeline jumps x ${RUNS}, ${algorithm} log of ${results[0]!.steps.toLocaleString('en')} steps, target < 50 ms`,
      )
      log(
        `    input -> DOM patched:               median ${ms(median(all((r) => r.sync)))}, max ${ms(max(all((r) => r.sync)))}`,
      )
      log(
        `    input -> status changed + rAF:      median ${ms(median(all((r) => r.toRaf)))}, max ${ms(max(all((r) => r.toRaf)))}`,
      )
      log(
        `    input -> frame laid out + painted:  median ${ms(median(all((r) => r.toPaint)))}, max ${ms(max(all((r) => r.toPaint)))}`,
      )
      const unchanged = results.reduce((n, r) => n + r.unchanged, 0)
      if (unchanged) log(`    (${unchanged} jumps left the status text as it was: same sentence)`)
    }

    const plays: PlaybackResult[] = []
    if (ONLY.has('a'))
      for (let i = 0; i < RUNS; i++)
        plays.push(await measurePlayback(browser, (PROFILE || TRACE) && i === 0))
    if (plays.length) {
      log(
        `\n(a) Play at top speed through ${plays[0]!.steps.toLocaleString('en')} steps (markup, hardest-87 #1), target: no long task over 50 ms`,
      )
      log(`    play time:                          ${ms(median(plays.map((p) => p.playMs)))}`)
      log(
        `    frames drawn:                       ${median(plays.map((p) => p.frames))}, longest gap ${ms(median(plays.map((p) => p.longestFrameGapMs)))} [max ${ms(max(plays.map((p) => p.longestFrameGapMs)))}]`,
      )
      log(
        `    long tasks while playing:           ${median(plays.map((p) => p.longTasks))} per run [max ${max(plays.map((p) => p.longTasks))}], longest ${ms(median(plays.map((p) => p.longestTaskMs)))} [max ${ms(max(plays.map((p) => p.longestTaskMs)))}]`,
      )
      log(
        `    long tasks while the log arrived:   ${median(plays.map((p) => p.loadLongTasks))}, longest ${ms(median(plays.map((p) => p.loadLongestTaskMs)))} [max ${ms(max(plays.map((p) => p.loadLongestTaskMs)))}]`,
      )
    }

    if (JSON_OUT)
      console.log(
        JSON.stringify(
          { runs: RUNS, load: loads, jumps: Object.fromEntries(jumpSets), playback: plays },
          null,
          2,
        ),
      )
  } finally {
    await browser?.close()
    stop()
  }
}

main().catch((e: unknown) => {
  console.error(e)
  process.exitCode = 1
})
