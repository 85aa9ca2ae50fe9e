/**
 * The Compare view end to end: choose two algorithms and a collection, run the
 * comparison in the bench worker, read the table and the chart, and open one of
 * the slowest puzzles in the Solve view.
 */
import { expect, test, type Locator, type Page } from '@playwright/test'
import { expectReadyAtStart, INKALA } from './helpers'
import { counterDefinition } from '../../src/engine/counters'

const CHOSEN = ['Detour solver', 'Dancing links']

async function chooseAlgorithms(page: Page, names: string[]): Promise<void> {
  const group = page.getByRole('group', { name: 'Algorithms' })
  const boxes = group.getByRole('checkbox')
  for (const box of await boxes.all()) await box.uncheck()
  await expect(page.getByRole('button', { name: 'Run comparison' })).toBeDisabled()
  await expect(group).toContainText('Choose at least one algorithm.')
  for (const name of names)
    await group.getByRole('checkbox', { name: new RegExp(`^${name}\\b`) }).check()
}

/** How many pixels of a canvas are drawn on (not fully transparent). */
function paintedPixels(page: Page, name: RegExp): Promise<number> {
  return page.getByRole('img', { name }).evaluate((canvas) => {
    const c = canvas as HTMLCanvasElement
    const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data
    let n = 0
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) n++
    return n
  })
}

test('compare two algorithms on a collection, then open a slow puzzle in the Solve view', async ({
  page,
}) => {
  await page.goto('/#/compare')
  await expect(page.getByRole('button', { name: 'Run comparison' })).toBeVisible()

  await chooseAlgorithms(page, CHOSEN)
  await page.getByRole('radio', { name: 'Built-in collection' }).check()
  await page
    .getByRole('combobox', { name: 'Collection' })
    .selectOption({ label: "Arto Inkala's top 10 (10)" })
  await page.getByRole('button', { name: 'Run comparison' }).click()

  const progress = page.getByRole('progressbar', { name: 'Comparison progress' })
  await expect(progress).toHaveAttribute('aria-valuenow', '100', { timeout: 30_000 })
  // After the timing, each puzzle is rated (about a second a puzzle on Inkala's).
  await expect(page.getByRole('status').filter({ hasText: 'Comparison finished.' })).toBeAttached({
    timeout: 60_000,
  })
  await expect(page.getByRole('button', { name: 'Cancel' })).toHaveCount(0)

  const table = page.getByRole('table', { name: /^Arto Inkala's top 10: 10 puzzles/ })
  await expect(table.getByRole('row')).toHaveCount(1 + CHOSEN.length)
  for (const name of CHOSEN) {
    const row = table.getByRole('row', { name: new RegExp(`^${name}`) })
    const cells = await row.getByRole('cell').allInnerTexts()
    // Median with its interval, against the fastest, 95th percentile: times;
    // puzzles/s: a number; failures: none.
    expect(cells[0]).toMatch(/^\d[\d.,]* (µs|ms)\s+95%: \d[\d.,]*( µs| ms)? ?– ?\d[\d.,]* (µs|ms)$/)
    expect(cells[1]).toMatch(/^the fastest|x slower|within noise/)
    expect(cells[2]).toMatch(/^\d[\d.,]* (µs|ms)$/)
    expect(cells[3]).toMatch(/^\d[\d.,]*$/)
    expect(cells.at(-1)).toBe('0')
  }
  await expect(table.getByText('fastest', { exact: true })).toHaveCount(1)

  // Each counter's header shows its definition, and what each algorithm counts, on hover.
  await table.getByRole('button', { name: 'Backtracks / puzzle' }).hover()
  const tip = page.getByRole('tooltip').filter({ visible: true })
  await expect(tip).toContainText(counterDefinition('backtracks').definition)
  await expect(tip).toContainText(/Dancing links: Each search level undone/)
  await expect(tip).toContainText(/Detour solver: Each return to a snapshot/)

  // The bar chart is drawn (Chart.js loads with this view) and described in words.
  const bars = /^Bar chart of the median time per puzzle/
  await expect(page.getByRole('img', { name: bars })).toHaveAttribute(
    'aria-label',
    /Detour solver \d.*Dancing links \d|Dancing links \d.*Detour solver \d/,
  )
  await expect.poll(() => paintedPixels(page, bars), { timeout: 10_000 }).toBeGreaterThan(2000)
  await expect.poll(() => paintedPixels(page, /^Scatter plot of 20 solves/)).toBeGreaterThan(2000)

  // The slowest puzzle of Dancing links opens in the Solve view, with that algorithm.
  const open = page.getByRole('button', { name: /^Open #\d+ in Solve view with Dancing links$/ })
  const label = (await open.first().textContent())!
  const n = Number(/#(\d+)/.exec(label)![1])
  await open.first().click()

  await expect(page).toHaveURL(/#\/solve$/)
  await expect(page.getByRole('link', { name: 'Solve' })).toHaveAttribute('aria-current', 'page')
  await expectReadyAtStart(page, INKALA[n - 1]!)
  await expect(page.getByText(`from Arto Inkala's top 10 #${n}`)).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Algorithm' })).toHaveValue('dlx')

  // Back in Compare, the results and the chart are still there.
  await page.getByRole('link', { name: 'Compare' }).click()
  await expect(table.getByRole('row')).toHaveCount(1 + CHOSEN.length)
  await expect.poll(() => paintedPixels(page, bars)).toBeGreaterThan(2000)
})

test('Cancel stops a slow comparison and keeps the results so far', async ({ page }) => {
  await page.goto('/#/compare')
  await chooseAlgorithms(page, ['Detour solver', 'Naive backtracking'])
  await page.getByRole('radio', { name: 'Built-in collection' }).check()
  await page.getByRole('combobox', { name: 'Collection' }).selectOption({ label: 'Top 95 (95)' })
  await page.getByRole('button', { name: 'Run comparison' }).click()

  // The detour solver finishes in a moment; naive backtracking takes seconds on these puzzles.
  const progress = page.getByRole('region', { name: 'Progress' })
  await expect(progress.getByRole('listitem').filter({ hasText: 'Detour solver' })).toContainText(
    '95 / 95',
    { timeout: 30_000 },
  )
  await page.getByRole('button', { name: 'Cancel' }).click()

  await expect(page.getByText('Partial results: the comparison was cancelled')).toBeVisible()
  await expect(progress.getByRole('status')).toHaveText(/cancelled/)
  const table = page.getByRole('table', { name: /^Top 95: 95 puzzles/ })
  await expect(table).toContainText('partial')
  const detour = await table
    .getByRole('row', { name: /^Detour solver/ })
    .getByRole('cell')
    .allInnerTexts()
  expect(detour[0]).toMatch(/^\d[\d.,]* (µs|ms)$/)
  await expect(page.getByRole('button', { name: 'Run comparison' })).toBeEnabled()
  await expect(page.getByRole('button', { name: 'Cancel' })).toHaveCount(0)
  const value = Number(await progress.getByRole('progressbar').getAttribute('aria-valuenow'))
  // One algorithm's first round of two algorithms' five rounds (at least) is 10%.
  expect(value).toBeGreaterThanOrEqual(10)
  expect(value).toBeLessThan(100)
})

/** Two quick algorithms on Inkala's ten: a run of some seconds. */
async function startQuickRun(page: Page): Promise<void> {
  await page.goto('/#/compare')
  await chooseAlgorithms(page, CHOSEN)
  await page.getByRole('radio', { name: 'Built-in collection' }).check()
  await page
    .getByRole('combobox', { name: 'Collection' })
    .selectOption({ label: "Arto Inkala's top 10 (10)" })
  await page.getByRole('button', { name: 'Run comparison' }).click()
}

function finished(page: Page): Locator {
  return page.getByRole('status').filter({ hasText: 'Comparison finished.' })
}

for (const size of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`at ${size.width}x${size.height} the progress shows where Run was pressed, and the results come into view and take focus`, async ({
    page,
  }) => {
    await page.setViewportSize(size)
    await startQuickRun(page)
    await expect(page.getByRole('progressbar', { name: 'Comparison progress' })).toBeInViewport()
    // The disabled Run button dropped focus: it is on Cancel, by the progress.
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeFocused()
    await expect(finished(page)).toBeAttached({ timeout: 60_000 })
    const heading = page.getByRole('heading', { name: 'Results' })
    await expect(heading).toBeInViewport()
    await expect(heading).toBeFocused()
    await expect(page.getByRole('table', { name: /^Arto Inkala's top 10/ })).toBeInViewport()
  })
}

test('at 360x740 a user who scrolled back up during the run is left there', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await startQuickRun(page)
  const progress = page.getByRole('progressbar', { name: 'Comparison progress' })
  await expect(progress).toBeInViewport()
  // Once the smooth scroll to the progress has settled, back up to the setup.
  const progressTop = () =>
    page.getByRole('region', { name: 'Progress' }).evaluate((el) => el.getBoundingClientRect().top)
  await expect.poll(progressTop).toBeLessThan(20)
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
  // The setup is disabled while it runs: reading it, focus on the header's Help.
  await page.getByRole('button', { name: 'Help' }).focus()
  await expect(finished(page)).toBeAttached({ timeout: 60_000 })
  await page.waitForTimeout(500)
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  await expect(page.getByRole('button', { name: 'Help' })).toBeFocused()
})
