/**
 * One clock: on Arto Inkala's hardest puzzle, in one page session, the Solve
 * view's statistics, three Races and a Compare run of Detour and Naive
 * backtracking agree. This is a test of consistency, not of speed: every view
 * measures the same way (src/bench/timing.ts), so it asserts how the views agree
 * with each other, never how fast anything is.
 *
 * - The winner is the same every time: three Races, and Detour quicker in every view.
 * - Where both algorithms are timed in interleaved rounds (the Races, Compare),
 *   the ratio of their times agrees between views by the app's own rule for two
 *   separate runs (BETWEEN_RUNS_NOISE, 1.25x): a difference counts only when the
 *   95% intervals put it clear of 1.25x either way. Interleaving cancels whatever
 *   the machine does, so this is the tight check.
 * - Each algorithm's own time agrees between all five views within HOST_SWING.
 *   The project's shared machine changes speed by up to 1.8x from one second to
 *   the next, on both cores and in CPU time as in wall time (the same warm Detour
 *   solve reads 0.33 ms or 0.58 ms, and Naive 8.4 ms or 15.0 ms, depending on the
 *   moment, in Node as in Chromium), which no way of timing can remove from two
 *   measurements made seconds apart. A view that measured differently (cold, once,
 *   on the coarse clock) is off by 2.8x (Naive) to 90x (Fast) and still fails.
 */
import { expect, test, type Locator, type Page } from '@playwright/test'
import { BETWEEN_RUNS_NOISE } from '../../src/bench/stats'
import { chooseAlgorithms } from './helpers'

const ARTO = '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..'
const NAMES = { detour: 'Detour solver', naive: 'Naive backtracking' } as const
type Id = keyof typeof NAMES

/** A time as the app writes it ("333 µs", "15.6 ms", "1.23 s"), in ms. */
function ms(text: string): number {
  const m = /([\d.,]+)\s*(µs|ms|s)\b/.exec(text)
  if (!m) throw new Error(`no time in "${text}"`)
  const x = Number(m[1]!.replace(/,/g, ''))
  return m[2] === 'µs' ? x / 1000 : m[2] === 'ms' ? x : x * 1000
}

/** A median and its 95% interval, ms. */
interface Shown {
  view: string
  median: number
  lo: number
  hi: number
}

/** "333 µs" and "320 µs–345 µs" (or "320–345 µs"): the median and its interval. */
function shown(view: string, median: string, interval: string): Shown {
  const [a, b] = interval.split(/\s*–\s*/)
  const unit = /(µs|ms|s)\s*$/.exec(b!)![1]
  const withUnit = (x: string) => (/(µs|ms|s)\s*$/.test(x) ? x : `${x} ${unit}`)
  return { view, median: ms(median), lo: ms(withUnit(a!)), hi: ms(b!) }
}

async function solveStats(page: Page, id: Id): Promise<Shown> {
  await page.getByLabel('Algorithm', { exact: true }).selectOption({ label: NAMES[id] })
  const stats = page.getByRole('region', { name: 'Solve statistics' })
  const time = stats.locator('.stats-row', { hasText: 'Solve time' }).locator('dd')
  await expect(time).toHaveText(/\d (µs|ms|s)$/, { timeout: 60_000 })
  const note = await stats.locator('[data-test="timing-note"]').innerText()
  const interval = /95% confidence interval ([^)]+)\)/.exec(note)![1]!
  return shown('Solve statistics', await time.innerText(), interval)
}

async function race(page: Page, n: number): Promise<{ times: Shown[]; winner: string }> {
  const region = page.getByRole('region', { name: 'Race', exact: true })
  await region.getByRole('combobox', { name: 'Slow motion' }).selectOption({ label: 'Real time' })
  await region.getByRole('button', { name: 'Start race' }).click()
  await expect(region).toContainText(/ wins: |Within noise: /, { timeout: 90_000 })
  const times: Shown[] = []
  for (const id of ['detour', 'naive'] as const) {
    const lane = region.getByRole('region', { name: new RegExp(NAMES[id]) })
    const text = await lane.locator('[data-test="lane-timing"]').innerText()
    const m = /Warm median (.+?) \(95%: (.+?), \d+ rounds?\)/.exec(text)!
    times.push(shown(`Race ${n}`, m[1]!, m[2]!))
  }
  const verdict = (await region.innerText()).match(/(.+?) wins: |Within noise: /)
  return { times, winner: verdict?.[1]?.split('\n').pop() ?? 'tie' }
}

async function compare(page: Page): Promise<Shown[]> {
  await chooseAlgorithms(page, [NAMES.detour, NAMES.naive])
  await page.getByRole('radio', { name: /Current puzzle/ }).check()
  await page.getByRole('button', { name: 'Run comparison' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Comparison finished.' })).toBeAttached({
    timeout: 120_000,
  })
  const table: Locator = page.getByRole('table', { name: /^Current puzzle/ })
  const out: Shown[] = []
  for (const id of ['detour', 'naive'] as const) {
    const row = table.getByRole('row', { name: new RegExp(`^${NAMES[id]}`) })
    const cell = await row.getByRole('cell').first().innerText()
    const m = /^(.+?)\s+95%:\s*(.+)$/s.exec(cell.trim())!
    out.push(shown('Compare', m[1]!, m[2]!.replace(/\s+/g, ' ')))
  }
  return out
}

/** How far this machine's speed swings between two moments (see above). */
const HOST_SWING = 2

/** Whether two figures agree within `bar`: the intervals leave their ratio within it either way. */
function agree(a: Shown, b: Shown, bar: number): boolean {
  return a.lo / b.hi <= bar && a.hi / b.lo >= 1 / bar
}

/** Naive's time over Detour's in one view, with the interval the two intervals allow. */
function ratio(naive: Shown, detour: Shown): Shown {
  return {
    view: naive.view,
    median: naive.median / detour.median,
    lo: naive.lo / detour.hi,
    hi: naive.hi / detour.lo,
  }
}

test('the Solve statistics, three Races and Compare agree on Inkala’s hardest', async ({
  page,
}) => {
  test.setTimeout(360_000)
  await page.goto(`/?p=${ARTO}&a=detour`)
  expect(await page.evaluate(() => globalThis.crossOriginIsolated)).toBe(true)

  const views: Record<Id, Shown[]> = { detour: [], naive: [] }
  for (const id of ['detour', 'naive'] as const) views[id].push(await solveStats(page, id))

  await page.getByRole('link', { name: 'Compare' }).click()
  const region = page.getByRole('region', { name: 'Race', exact: true })
  await region
    .getByRole('combobox', { name: 'Left algorithm' })
    .selectOption({ label: NAMES.detour })
  await region
    .getByRole('combobox', { name: 'Right algorithm' })
    .selectOption({ label: NAMES.naive })
  const winners: string[] = []
  for (let n = 1; n <= 3; n++) {
    const { times, winner } = await race(page, n)
    views.detour.push(times[0]!)
    views.naive.push(times[1]!)
    winners.push(winner)
  }
  const [detour, naive] = await compare(page)
  views.detour.push(detour!)
  views.naive.push(naive!)
  // The interleaved views: the three Races and Compare.
  const ratios = views.naive.slice(1).map((n, i) => ratio(n, views.detour[i + 1]!))

  const report = [
    ...Object.entries(views).flatMap(([id, list]) =>
      list.map((v) => `${id} ${v.view}: ${v.median} ms (${v.lo}-${v.hi})`),
    ),
    ...ratios.map(
      (r) =>
        `naive/detour ${r.view}: ${r.median.toFixed(1)} (${r.lo.toFixed(1)}-${r.hi.toFixed(1)})`,
    ),
  ].join('\n')
  test.info().annotations.push({ type: 'times', description: report })
  console.log(report)

  // The same winner every time: three Races, and Detour quicker in every view.
  expect(winners).toEqual([NAMES.detour, NAMES.detour, NAMES.detour])
  views.detour.forEach((d, i) => expect(d.hi, d.view).toBeLessThan(views.naive[i]!.lo))
  // The interleaved views agree on the ratio by the app's between-runs rule.
  for (const a of ratios)
    for (const b of ratios)
      if (a !== b)
        expect(agree(a, b, BETWEEN_RUNS_NOISE), `ratio: ${a.view} vs ${b.view}`).toBe(true)
  // Every view agrees on each algorithm's time, within what the machine does between them.
  for (const [id, list] of Object.entries(views))
    for (const a of list)
      for (const b of list)
        if (a !== b) expect(agree(a, b, HOST_SWING), `${id}: ${a.view} vs ${b.view}`).toBe(true)
})
