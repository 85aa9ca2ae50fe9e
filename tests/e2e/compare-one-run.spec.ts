/**
 * One comparison, read every way: Detour and Dancing links over Arto Inkala's top 10,
 * run once (timing, then rating: some 20 s) on one page by the first test, which the
 * others then share, in order (serial: a failure skips the rest). Its table and charts; the scatter's table with every point and rating; a
 * Race on one of its puzzles; one of the slowest puzzles opened in the Solve view and
 * kept across a reload; and the run kept in History, back after a reload, exported as
 * CSV and deleted.
 */
import { readFile } from 'node:fs/promises'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { counterDefinition } from '../../src/engine/counters'
import {
  chooseAlgorithms,
  chooseCollection,
  comparisonFinished,
  expectReadyAtStart,
  INKALA,
  INKALA_TOP_10,
  openSheet,
} from './helpers'

const CHOSEN = ['Detour solver', 'Dancing links']

test.describe.configure({ mode: 'serial' })

let page: Page

const results = () => page.getByRole('region', { name: 'Results', exact: true })
const historyPanel = () => page.getByRole('region', { name: 'History', exact: true })
const resultsTable = () => page.getByRole('table', { name: /^Arto Inkala's top 10: 10 puzzles/ })
const scatter = () => page.getByRole('figure').filter({ hasText: 'Each puzzle: time against' })
const BARS = /^Bar chart of the median time per puzzle/

/** How many pixels of a canvas are drawn on (not fully transparent). */
function paintedPixels(name: RegExp): Promise<number> {
  return page.getByRole('img', { name }).evaluate((canvas) => {
    const c = canvas as HTMLCanvasElement
    const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data
    let n = 0
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) n++
    return n
  })
}

/** Show the scatter plot as its table (the button is a toggle). */
async function scatterAsTable(): Promise<Locator> {
  const toggle = scatter().getByRole('button', { name: 'Show as table' })
  if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click()
  return scatter()
}

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage()
})

test.afterAll(async () => {
  await page.close()
})

// The run itself is the first test (not set-up), so that its time counts as a test's.
test("Detour and Dancing links over Inkala's top 10 run to the end, timed and then rated", async () => {
  await page.goto('/#/compare')
  await expect(page.getByRole('button', { name: 'Run comparison' })).toBeVisible()
  await expect(historyPanel()).toContainText('No saved runs yet.')
  await chooseAlgorithms(page, CHOSEN)
  await chooseCollection(page, INKALA_TOP_10)
  await page.getByRole('button', { name: 'Run comparison' }).click()
  await expect(page.getByRole('progressbar', { name: 'Comparison progress' })).toHaveAttribute(
    'aria-valuenow',
    '100',
    { timeout: 30_000 },
  )
  // After the timing, each puzzle is rated (about a second a puzzle on Inkala's).
  await expect(comparisonFinished(page)).toBeAttached({ timeout: 60_000 })
  await expect(historyPanel().getByRole('listitem')).toHaveCount(1)
})

test('the table reads as times, the counters explain themselves, and the charts are drawn', async () => {
  await expect(page.getByRole('button', { name: 'Cancel' })).toHaveCount(0)
  const table = resultsTable()
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
  await page.mouse.move(0, 0)

  // The bar chart is drawn (Chart.js loads with this view) and described in words.
  await expect(page.getByRole('img', { name: BARS })).toHaveAttribute(
    'aria-label',
    /Detour solver \d.*Dancing links \d|Dancing links \d.*Detour solver \d/,
  )
  await expect.poll(() => paintedPixels(BARS)).toBeGreaterThan(2000)
  await expect.poll(() => paintedPixels(/^Scatter plot of 20 solves/)).toBeGreaterThan(2000)
})

test("the scatter's table lists every point, the slowest puzzle of each algorithm included", async () => {
  const figure = await scatterAsTable()
  const table = figure.getByRole('table', { name: /Each puzzle and algorithm: 20 points/ })
  await expect(table.getByRole('row')).toHaveCount(1 + 20)

  for (const name of CHOSEN) {
    // The slowest puzzle of this algorithm, as the Slowest list names it...
    const open = page.getByRole('button', {
      name: new RegExp(`^Open #\\d+ in Solve view with ${name}$`),
    })
    const n = /#(\d+)/.exec((await open.first().textContent())!)![1]
    // ...is a row of the chart's table, with its answer.
    const row = table.getByRole('row', { name: new RegExp(`^#${n} ${name}`) })
    await expect(row).toHaveCount(1)
    await expect(row).toContainText('solved')
  }
  // Each puzzle's SE rating is listed beside it (Inkala's puzzles are all rated 7 or more;
  // where the techniques or the 2 s budget ran out, a stated lower bound) ...
  await expect(table.getByRole('columnheader', { name: 'Rating (SE)' })).toBeVisible()
  const ratings = await table
    .getByRole('row')
    .filter({ hasText: 'Dancing links' })
    .evaluateAll((rows) => rows.map((r) => r.children[4]!.textContent!.trim()))
  expect(ratings).toHaveLength(10)
  for (const r of ratings)
    expect(r).toMatch(/^(([7-9]|1\d)\.\d|≥ \d+\.\d \((the techniques ran out|stopped at 2 s)\))$/)
  // ... the workload's median rating is given once, above the results table ...
  const figures = results().getByRole('table').first()
  await expect(figures.getByRole('columnheader', { name: 'Median rating (SE)' })).toHaveCount(0)
  await expect(results().getByText(/^Workload: 10 puzzles/)).toContainText(
    /median rating (at least )?(9|1\d)\.\d \w+ \(SE\)/,
  )
  // ... and the chart can put time against it.
  await figure.getByRole('button', { name: 'Show as table' }).click()
  await figure.getByRole('radio', { name: 'Rating' }).check()
  await expect(figure).toContainText('Each puzzle: time against rating')

  // The bar chart has its table too: a median and its 95% interval per algorithm.
  const bars = page.getByRole('figure').filter({ hasText: 'Median time per puzzle' }).first()
  await bars.getByRole('button', { name: 'Show as table' }).click()
  await expect(bars.getByRole('row')).toHaveCount(3)
  await expect(bars.getByRole('row', { name: /^Dancing links/ })).toContainText(/\d.*–.*\d/)
  // Back to the chart, as the tests after this one read it.
  await bars.getByRole('button', { name: 'Show as table' }).click()
  await expect(bars.getByRole('button', { name: 'Show as table' })).toHaveAttribute(
    'aria-pressed',
    'false',
  )
})

test('the Race takes any puzzle from the results, and its winner line weighs the noise', async () => {
  const figure = await scatterAsTable()
  await figure.getByRole('button', { name: 'Race puzzle #7' }).first().click()
  const race = page.getByRole('region', { name: 'Race', exact: true })
  await expect(race).toContainText("Puzzle: Arto Inkala's top 10 #7")
  await expect(race.getByRole('button', { name: 'Start race' })).toBeFocused()
  await race.getByRole('button', { name: 'Start race' }).click()
  await expect(race).toContainText(/(wins: .* faster)|(Within noise: .*includes 1)/, {
    timeout: 30_000,
  })
})

test('a slow puzzle opens at the top of the Solve view, named, with its algorithm, and keeps its name after a reload', async () => {
  // The slowest puzzle of Dancing links opens in the Solve view, with that algorithm.
  const open = page.getByRole('button', { name: /^Open #\d+ in Solve view with Dancing links$/ })
  await open.first().scrollIntoViewIfNeeded()
  const n = Number(/#(\d+)/.exec((await open.first().textContent())!)![1])
  await open.first().click()

  await expect(page).toHaveURL(new RegExp(`c=inkala-top10&n=${n}.*#/solve$`))
  await expect(page).toHaveURL(/a=dlx/)
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  await expect(page.getByRole('link', { name: 'Solve' })).toHaveAttribute('aria-current', 'page')
  await expectReadyAtStart(page, INKALA[n - 1]!)
  await expect(page.getByText(`from Arto Inkala's top 10 #${n}`)).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Algorithm' })).toHaveValue('dlx')

  // Back in Compare, the results and the chart are still there.
  await page.getByRole('link', { name: 'Compare' }).click()
  await expect(resultsTable().getByRole('row')).toHaveCount(1 + CHOSEN.length)
  await expect.poll(() => paintedPixels(BARS)).toBeGreaterThan(2000)
  await page.getByRole('link', { name: 'Solve' }).click()

  // The Collections sheet names the same collection and number.
  await openSheet(page, 'Collections')
  await expect(page.getByRole('combobox', { name: 'Collection' })).toHaveValue('inkala-top10')
  await expect(page.getByRole('spinbutton', { name: 'Puzzle' })).toHaveValue(String(n))
  await page.keyboard.press('Escape')

  await page.reload()
  await expect(page.getByText(`from Arto Inkala's top 10 #${n}`)).toBeVisible({ timeout: 20_000 })
  await openSheet(page, 'Collections')
  await expect(page.getByRole('spinbutton', { name: 'Puzzle' })).toHaveValue(String(n))
})

test('the finished run is kept: back after a reload, shown, exported as CSV, and deleted', async () => {
  await page.goto('/#/compare')
  await expect(historyPanel().getByRole('listitem')).toHaveCount(1)
  await page.reload()
  // The last results come back after a reload, and History says which run they are.
  await expect(results().getByRole('table').first()).toHaveAccessibleName(
    /^Arto Inkala's top 10: 10 puzzles/,
  )
  for (const name of CHOSEN)
    await expect(
      results()
        .getByRole('table')
        .first()
        .getByRole('row', { name: new RegExp(`^${name}`) }),
    ).toContainText(/\d (µs|ms)/)
  const rows = historyPanel().getByRole('listitem')
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText('Shown')
  await expect(rows.first()).toContainText("Arto Inkala's top 10 · 10 puzzles")
  await expect(rows.first()).toContainText(CHOSEN.join(', '))
  await expect(rows.first()).toContainText(/(Fastest: .+, median [\d.,]+ (µs|ms))/)

  const download = page.waitForEvent('download')
  await historyPanel().getByRole('button', { name: 'Export CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^sudoku-lab-run-\d{4}-\d\d-\d\d\.csv$/)
  const lines = (await readFile((await file.path())!, 'utf8')).trim().split('\r\n')
  expect(lines[0]).toBe(
    'date,browser,workload,puzzles,algorithm,median us,p95 us,puzzles/s,guesses/puzzle,backtracks/puzzle,calculations/puzzle,failures',
  )
  expect(lines).toHaveLength(1 + CHOSEN.length)
  for (const [i, name] of CHOSEN.entries()) {
    const fields = lines[i + 1]!.split(',')
    expect(fields[2]).toBe("Arto Inkala's top 10")
    expect(fields[3]).toBe('10')
    expect(fields[4]).toBe(name)
    expect(Number(fields[5])).toBeGreaterThan(0)
    expect(fields[11]).toBe('0')
  }

  // Show puts the saved run back in the results table.
  await rows.first().getByRole('button', { name: 'Show' }).click()
  await expect(resultsTable()).toBeVisible()

  const del = rows.first().getByRole('button', { name: 'Delete' })
  await del.click()
  await expect(rows).toHaveCount(1)
  await rows.first().getByRole('button', { name: 'Really delete?' }).click()
  await expect(rows).toHaveCount(0)
  await expect(historyPanel()).toContainText('No saved runs yet.')
  await page.reload()
  await expect(historyPanel()).toContainText('No saved runs yet.')
})
