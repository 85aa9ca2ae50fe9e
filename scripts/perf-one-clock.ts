/**
 * How the views' solve times agree, measured in Chromium against the built app (not a
 * test: it reports, it does not judge).
 *
 *   npx vite build && npx tsx scripts/perf-one-clock.ts [--runs 3] [--url http://localhost:4191]
 *
 * Without --url it serves dist/ itself with `vite preview` on port 4191. Each run opens
 * a fresh page and times Arto Inkala's hardest with Detour and Naive backtracking in
 * the Solve view's statistics, three Races and a Compare run, as
 * tests/e2e/one-clock.spec.ts does (the test checks that every view shows its times
 * the same way, from the same clock; how the times compare is a measurement, and
 * this script's). For each run it prints every view's figures, then:
 *
 *  winners   the three Races' verdicts (in the figures), and whether Detour is
 *            quicker in every view (its interval below Naive's);
 *  ratio     whether Naive over Detour agrees between the interleaved views (the
 *            Races, Compare) by the app's rule for two separate runs (a difference
 *            counts only when the 95% intervals put it clear of BETWEEN_RUNS_NOISE,
 *            1.25x): interleaving cancels most of what the machine does;
 *  swing     whether each algorithm's time agrees between all five views within
 *            2x. Those are measured seconds apart, and the shared machine's speed
 *            swings by up to 1.8x between two moments; a view that measured
 *            differently (cold, once, on the coarse clock) was off by 2.8x (Naive)
 *            to 90x (Fast).
 */
import { BETWEEN_RUNS_NOISE } from '../src/bench/stats'
import {
  agree,
  figures,
  NAMES,
  ratio,
  timeInEveryView,
  type Id,
} from '../tests/e2e/one-clock-views'
import { launch, startPreview, stopPreview, waitForServer } from './perf-browser'

const argv = process.argv.slice(2)
const option = (name: string, fallback: string) => {
  const i = argv.indexOf(`--${name}`)
  return i >= 0 && argv[i + 1] ? argv[i + 1]! : fallback
}
const RUNS = Math.max(1, Number(option('runs', '3')))
const PORT = 4191
const URL_GIVEN = option('url', '')
/** How far the shared machine's speed swings between two moments (see above). */
const HOST_SWING = 2

async function main(): Promise<void> {
  const server = URL_GIVEN ? null : startPreview(PORT)
  const baseURL = URL_GIVEN || `http://localhost:${PORT}`
  try {
    await waitForServer(baseURL)
    const browser = await launch()
    try {
      for (let run = 1; run <= RUNS; run++) {
        const context = await browser.newContext({ baseURL })
        const page = await context.newPage()
        const all = await timeInEveryView(page)
        const isolated = await page.evaluate(() => globalThis.crossOriginIsolated)
        await context.close()
        const { seen } = all
        const ids = Object.keys(seen) as Id[]
        const quicker = seen.detour.every((d, i) => d.times.hi < seen.naive[i]!.times.lo)
        const ratios = seen.naive.slice(1).map((n, i) => ratio(n.times, seen.detour[i + 1]!.times))
        const ratioMisses = ratios.flatMap((a, i) =>
          ratios
            .slice(i + 1)
            .filter((b) => !agree(a, b, BETWEEN_RUNS_NOISE))
            .map((b) => `${a.view} vs ${b.view}`),
        )
        const swingMisses = ids.flatMap((id) =>
          seen[id].flatMap((a, i) =>
            seen[id]
              .slice(i + 1)
              .filter((b) => !agree(a.times, b.times, HOST_SWING))
              .map((b) => `${NAMES[id]}: ${a.times.view} vs ${b.times.view}`),
          ),
        )
        console.log(`\nRun ${run} of ${RUNS} (cross-origin isolated: ${isolated})`)
        for (const line of figures(all)) console.log(`  ${line}`)
        console.log(`  Detour quicker in every view: ${quicker ? 'yes' : 'no'}`)
        console.log(
          `  ratio within ${BETWEEN_RUNS_NOISE}x between interleaved views: ${ratioMisses.length ? `no (${ratioMisses.join('; ')})` : 'yes'}`,
        )
        console.log(
          `  each time within ${HOST_SWING}x between all views: ${swingMisses.length ? `no (${swingMisses.join('; ')})` : 'yes'}`,
        )
      }
    } finally {
      await browser.close()
    }
  } finally {
    if (server) stopPreview(server)
  }
}

main().catch((e: unknown) => {
  console.error(e)
  process.exitCode = 1
})
