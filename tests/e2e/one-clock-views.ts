/**
 * Arto Inkala's hardest puzzle timed by Detour and Naive backtracking in every view
 * that shows a solve time, in one page session: the Solve view's statistics, three
 * Races and a Compare run. Shared by `one-clock.spec.ts` (which checks that every view
 * shows its times the same way, from the same clock) and `scripts/perf-one-clock.ts`
 * (which reports how the figures agree: that depends on the machine, so only a script
 * reports it, and no test asserts it).
 */
import { expect, type Locator, type Page } from '@playwright/test'
import { chooseAlgorithms } from './helpers'

export const ARTO =
  '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..'
export const NAMES = { detour: 'Detour solver', naive: 'Naive backtracking' } as const
export type Id = keyof typeof NAMES

/** A time as the app writes it ("333 µs", "15.6 ms", "1.23 s"), in ms. */
export function ms(text: string): number {
  const m = /([\d.,]+)\s*(µs|ms|s)\b/.exec(text)
  if (!m) throw new Error(`no time in "${text}"`)
  const x = Number(m[1]!.replace(/,/g, ''))
  return m[2] === 'µs' ? x / 1000 : m[2] === 'ms' ? x : x * 1000
}

/** A median and its 95% interval, ms, as one view shows them. */
export interface Shown {
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

/** "... a clock that reads in steps of 5 µs." in a view's note on how it timed: "5 µs". */
function clockOf(note: string): string {
  const m = /a clock that reads in steps of (\d[\d.,]*\s*(?:ns|µs|ms|s))\b/.exec(note)
  if (!m) throw new Error(`no clock in "${note}"`)
  return m[1]!
}

/**
 * Limits of waiting, each sized for a machine several times slower and busier than the
 * project's shared one (where the whole test takes 10-40 s): the Solve view times an
 * algorithm in a few seconds, a Race both in some more, Compare both at once.
 */
const SOLVE_STATS_MS = 60_000
const RACE_MS = 90_000
const COMPARE_MS = 120_000
/** The whole flow at those limits (two solves, three Races, one Compare) and the page loads. */
export const FLOW_MS = 2 * SOLVE_STATS_MS + 3 * RACE_MS + COMPARE_MS + 30_000

interface Seen {
  times: Shown
  /** The clock the view says it timed with ("5 µs"), where it says so. */
  clock?: string
  rounds?: number
}

async function solveStats(page: Page, id: Id): Promise<Seen> {
  await page.getByLabel('Algorithm', { exact: true }).selectOption({ label: NAMES[id] })
  const stats = page.getByRole('region', { name: 'Solve statistics' })
  const time = stats.locator('.stats-row', { hasText: 'Solve time' }).locator('dd')
  await expect(time).toHaveText(/\d (µs|ms|s)$/, { timeout: SOLVE_STATS_MS })
  const note = await stats.locator('[data-test="timing-note"]').innerText()
  expect(note, 'Solve statistics: how it timed').toMatch(/ timed rounds?, after a warm-up /)
  const rounds = Number(/the median of (\d+) timed round/.exec(note)![1])
  const interval = /95% confidence interval ([^)]+)\)/.exec(note)![1]!
  return {
    times: shown('Solve statistics', await time.innerText(), interval),
    clock: clockOf(note),
    rounds,
  }
}

async function race(page: Page, n: number): Promise<{ seen: Seen[]; winner: string }> {
  const region = page.getByRole('region', { name: 'Race', exact: true })
  await region.getByRole('combobox', { name: 'Slow motion' }).selectOption({ label: 'Real time' })
  await region.getByRole('button', { name: 'Start race' }).click()
  await expect(region).toContainText(/ wins: |Within noise: /, { timeout: RACE_MS })
  const seen: Seen[] = []
  for (const id of ['detour', 'naive'] as const) {
    const lane = region.getByRole('region', { name: new RegExp(NAMES[id]) })
    const text = await lane.locator('[data-test="lane-timing"]').innerText()
    const m = /Warm median (.+?) \(95%: (.+?), (\d+) rounds?\)/.exec(text)
    expect(m, `Race ${n}, ${NAMES[id]}: "${text}"`).not.toBeNull()
    seen.push({ times: shown(`Race ${n}`, m![1]!, m![2]!), rounds: Number(m![3]) })
  }
  const verdict = (await region.innerText()).match(/(.+?) wins: |Within noise: /)
  return { seen, winner: verdict?.[1]?.split('\n').pop() ?? 'tie' }
}

async function compare(page: Page): Promise<Seen[]> {
  await chooseAlgorithms(page, [NAMES.detour, NAMES.naive])
  await page.getByRole('radio', { name: /Current puzzle/ }).check()
  await page.getByRole('button', { name: 'Run comparison' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Comparison finished.' })).toBeAttached({
    timeout: COMPARE_MS,
  })
  const table: Locator = page.getByRole('table', { name: /^Current puzzle/ })
  const how = await page.locator('.compare-table-how').first().innerText()
  const rounds = Number(/Timed in (\d+) interleaved round/.exec(how)?.[1])
  const out: Seen[] = []
  for (const id of ['detour', 'naive'] as const) {
    const row = table.getByRole('row', { name: new RegExp(`^${NAMES[id]}`) })
    const cell = await row.getByRole('cell').first().innerText()
    const m = /^(.+?)\s+95%:\s*(.+)$/s.exec(cell.trim())
    expect(m, `Compare, ${NAMES[id]}: "${cell}"`).not.toBeNull()
    out.push({
      times: shown('Compare', m![1]!, m![2]!.replace(/\s+/g, ' ')),
      clock: clockOf(how),
      rounds,
    })
  }
  return out
}

/** What every view showed, in order: Solve statistics, Race 1-3, Compare. */
export interface AllViews {
  seen: Record<Id, Seen[]>
  /** The Races' verdicts: the winner's name, or 'tie' (within noise). */
  winners: string[]
}

/** Open Inkala's hardest and time it in every view (about 10-40 s on the shared machine). */
export async function timeInEveryView(page: Page): Promise<AllViews> {
  await page.goto(`/?p=${ARTO}&a=detour`)
  const seen: Record<Id, Seen[]> = { detour: [], naive: [] }
  for (const id of ['detour', 'naive'] as const) seen[id].push(await solveStats(page, id))

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
    const { seen: lanes, winner } = await race(page, n)
    seen.detour.push(lanes[0]!)
    seen.naive.push(lanes[1]!)
    winners.push(winner)
  }
  const [detour, naive] = await compare(page)
  seen.detour.push(detour!)
  seen.naive.push(naive!)
  return { seen, winners }
}

/** Naive's time over Detour's in one view, with the interval the two intervals allow. */
export function ratio(naive: Shown, detour: Shown): Shown {
  return {
    view: naive.view,
    median: naive.median / detour.median,
    lo: naive.lo / detour.hi,
    hi: naive.hi / detour.lo,
  }
}

/** Whether two figures agree within `bar`: the intervals leave their ratio within it either way. */
export function agree(a: Shown, b: Shown, bar: number): boolean {
  return a.lo / b.hi <= bar && a.hi / b.lo >= 1 / bar
}

/** The figures, one line each: each view's time per algorithm, and Naive over Detour where interleaved. */
export function figures(all: AllViews): string[] {
  const { seen } = all
  const ratios = seen.naive.slice(1).map((n, i) => ratio(n.times, seen.detour[i + 1]!.times))
  return [
    ...Object.entries(seen).flatMap(([id, list]) =>
      list.map(({ times: v }) => `${id} ${v.view}: ${v.median} ms (${v.lo}-${v.hi})`),
    ),
    ...ratios.map(
      (r) =>
        `naive/detour ${r.view}: ${r.median.toFixed(1)} (${r.lo.toFixed(1)}-${r.hi.toFixed(1)})`,
    ),
    `Race winners: ${all.winners.join(', ')}`,
  ]
}
