/**
 * Where the time goes when the Compare view opens with N saved runs: a Chromium
 * trace (top-level main-thread tasks over 50 ms, what they are made of) and a CPU
 * profile (the functions with the most self time inside the longest task).
 *
 *   npx vite build && npx tsx scripts/profile-compare.ts --url http://localhost:4189 [--runs-in-history 2000]
 */
import type { Page } from '@playwright/test'
import { launch } from './perf-browser'
import { seedHistory } from './perf-seed'

const argv = process.argv.slice(2)
const option = (name: string, fallback: string) => {
  const i = argv.indexOf(`--${name}`)
  return i >= 0 && argv[i + 1] ? argv[i + 1]! : fallback
}
const BASE = option('url', 'http://localhost:4189')
const COUNT = Number(option('runs-in-history', '2000'))

interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { name?: string; data?: Record<string, unknown> }
}
interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
}

async function main(): Promise<void> {
  const browser = await launch(['--js-flags=--expose-gc'])
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  await context.addInitScript('globalThis.__name = (f) => f')
  const seeder = await context.newPage()
  await seedHistory(seeder, BASE, COUNT)
  await seeder.close()
  await new Promise((r) => setTimeout(r, 2000))
  const page: Page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  const events: TraceEvent[] = []
  cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])))
  const done = new Promise<void>((r) => cdp.once('Tracing.tracingComplete', () => r()))
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
  await cdp.send('Profiler.start')
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8,blink.user_timing',
    transferMode: 'ReportEvents',
  })
  const t0 = Date.now()
  await page.goto(`${BASE}/#/compare`)
  const history = page.getByRole('region', { name: 'History', exact: true })
  await history.getByText(`${COUNT.toLocaleString('en')} saved run`).waitFor({ timeout: 60_000 })
  await page.getByRole('region', { name: 'Results' }).getByRole('table').first().waitFor()
  const opened = Date.now() - t0
  await page.waitForTimeout(1000)
  await cdp.send('Tracing.end')
  await done
  const { profile } = (await cdp.send('Profiler.stop')) as {
    profile: { nodes: ProfileNode[]; startTime: number; samples: number[]; timeDeltas: number[] }
  }
  await browser.close()
  console.log(`opened in ${opened} ms (with tracing on)`)

  const main = events.find(
    (e) =>
      e.name === 'thread_name' &&
      e.args?.name === 'CrRendererMain' &&
      events.some((x) => x.pid === e.pid && x.name === 'ParseHTML'),
  )
  if (!main) throw new Error('no renderer main thread in the trace')
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X')
  const tasks = onMain.filter(
    (e) => e.name === 'RunTask' && (e.dur ?? 0) > Number(option('min-task', '30')) * 1000,
  )
  const first = Math.min(...onMain.map((e) => e.ts))
  const byTs = new Map(profile.nodes.map((n) => [n.id, n]))
  // Sample times, same clock as the trace.
  const sampleTimes: number[] = []
  let t = profile.startTime
  for (const d of profile.timeDeltas) sampleTimes.push((t += d))
  const busy = onMain.filter((e) => e.name === 'RunTask').reduce((n, e) => n + (e.dur ?? 0), 0)
  console.log(
    `main thread busy ${(busy / 1000).toFixed(0)} ms in tasks; ${tasks.length} over the threshold`,
  )
  if (argv.includes('--timeline')) {
    const top = onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 4000)
    const nav = events.find((e) => e.name === 'navigationStart' || e.name === 'NavigationTiming')
    console.log('timeline (tasks over 4 ms; what takes most of each):')
    for (const task of top) {
      const end = task.ts + task.dur!
      const kids = onMain.filter(
        (e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && e.name !== 'RunTask',
      )
      const labels = kids
        .filter((e) =>
          /FunctionCall|EvaluateScript|v8.evaluateModule|Layout|ParseHTML|HandlePostMessage|TimerFire|FireAnimationFrame|MinorGC|MajorGC|Paint|UpdateLayoutTree|XHRLoad|ResourceReceivedData/.test(
            e.name,
          ),
        )
        .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
        .slice(0, 3)
        .map(
          (e) =>
            `${e.name}${e.args?.data?.url ? ' ' + String(e.args.data.url).replace(/^.*\//, '') : ''}${e.args?.data?.functionName ? ' ' + String(e.args.data.functionName) : ''} ${((e.dur ?? 0) / 1000).toFixed(0)}`,
        )
      console.log(
        `  +${((task.ts - first) / 1000).toFixed(0).padStart(5)} ${(task.dur! / 1000).toFixed(0).padStart(4)} ms  ${labels.join(' | ')}`,
      )
    }
    void nav
  }
  for (const task of tasks) {
    const end = task.ts + task.dur!
    console.log(
      `\nTask at +${((task.ts - first) / 1000).toFixed(0)} ms, ${(task.dur! / 1000).toFixed(0)} ms`,
    )
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end)
    const sum = new Map<string, number>()
    for (const e of inside) {
      const key =
        e.name === 'FunctionCall' || e.name === 'EvaluateScript' || e.name === 'v8.compile'
          ? `${e.name} ${String(e.args?.data?.functionName ?? '')} ${String(e.args?.data?.url ?? '').replace(/^.*\//, '')}`
          : e.name
      sum.set(key, (sum.get(key) ?? 0) + (e.dur ?? 0))
    }
    for (const [k, v] of [...sum].sort((a, b) => b[1] - a[1]).slice(0, 18))
      console.log(`  ${(v / 1000).toFixed(1).padStart(7)} ms  ${k}`)
    const self = new Map<string, number>()
    profile.samples.forEach((id, i) => {
      const at = sampleTimes[i]!
      if (at < task.ts || at > end) return
      const f = byTs.get(id)!.callFrame
      const key = `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*\//, '')}:${f.lineNumber + 1}`
      self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i + 1] ?? 0))
    })
    console.log('  self time by function (CPU profile):')
    for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 15))
      console.log(`  ${(v / 1000).toFixed(1).padStart(7)} ms  ${k}`)
  }
}

await main()
