/**
 * History end to end: a finished comparison is saved in IndexedDB, is listed again
 * after a reload, exports as CSV and can be deleted; a corrupt record is skipped
 * with a notice while the readable runs still list.
 */
import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { shootSizesAndThemes } from './helpers'

const CHOSEN = ['Detour solver', 'Dancing links']

function historyPanel(page: Page) {
  return page.getByRole('region', { name: 'History', exact: true })
}

async function runSmallComparison(page: Page): Promise<void> {
  const group = page.getByRole('group', { name: 'Algorithms' })
  for (const box of await group.getByRole('checkbox').all()) await box.uncheck()
  for (const name of CHOSEN)
    await group.getByRole('checkbox', { name: new RegExp(`^${name}\\b`) }).check()
  await page.getByRole('radio', { name: 'Built-in collection' }).check()
  await page
    .getByRole('combobox', { name: 'Collection' })
    .selectOption({ label: "Arto Inkala's top 10 (10)" })
  await page.getByRole('button', { name: 'Run comparison' }).click()
  await expect(page.getByRole('progressbar', { name: 'Comparison progress' })).toHaveAttribute(
    'aria-valuenow',
    '100',
    { timeout: 30_000 },
  )
  // After the timing, each puzzle is rated (about a second a puzzle on Inkala's): then it is saved.
  await expect(page.getByRole('status').filter({ hasText: 'Comparison finished.' })).toBeAttached({
    timeout: 60_000,
  })
}

test('a finished comparison is kept, exports as CSV, and can be deleted', async ({ page }) => {
  await page.goto('/#/compare')
  await expect(historyPanel(page)).toContainText('No saved runs yet.')
  await runSmallComparison(page)
  await expect(historyPanel(page).getByRole('listitem')).toHaveCount(1)

  await page.reload()
  const rows = historyPanel(page).getByRole('listitem')
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText("Arto Inkala's top 10 · 10 puzzles")
  await expect(rows.first()).toContainText(CHOSEN.join(', '))
  await expect(rows.first()).toContainText(/(Fastest: .+, median [\d.,]+ (µs|ms))/)

  const download = page.waitForEvent('download')
  await historyPanel(page).getByRole('button', { name: 'Export CSV' }).click()
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
  await expect(page.getByRole('table', { name: /^Arto Inkala's top 10: 10 puzzles/ })).toBeVisible()

  const del = rows.first().getByRole('button', { name: 'Delete' })
  await del.click()
  await expect(rows).toHaveCount(1)
  await rows.first().getByRole('button', { name: 'Really delete?' }).click()
  await expect(rows).toHaveCount(0)
  await expect(historyPanel(page)).toContainText('No saved runs yet.')
  await page.reload()
  await expect(historyPanel(page)).toContainText('No saved runs yet.')
})

test('a corrupt record is skipped with a notice and the other runs still list', async ({
  page,
}) => {
  await page.goto('/#/compare')
  await expect(historyPanel(page)).toContainText('No saved runs yet.') // the database exists now
  await page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('sudoku-lab')
      open.onsuccess = () => resolve(open.result)
      open.onerror = () => reject(open.error)
    })
    const summary = {
      puzzles: 1,
      solved: 1,
      failures: 0,
      medianUs: 42,
      p95Us: 42,
      meanUs: 42,
      puzzlesPerSecond: 23809,
      guessesPerPuzzle: 0,
      backtracksPerPuzzle: 0,
      calculationsPerPuzzle: 100,
      noGuessShare: 1,
    }
    const good = {
      version: 1,
      date: '2025-05-01T08:00:00.000Z',
      browser: 'Firefox 128',
      algorithms: ['fast'],
      workload: { kind: 'pasted', name: 'Pasted collection (1 puzzle)', puzzles: ['.'.repeat(81)] },
      results: [{ algorithm: 'fast', name: 'Fast bitboard engine', summary, puzzles: [] }],
      partial: false,
    }
    const tx = db.transaction('runs', 'readwrite')
    tx.objectStore('runs').add(good)
    tx.objectStore('runs').add({ ...good, results: 'not a list' })
    tx.objectStore('runs').add({ version: 0, date: '2020-01-01' })
    await new Promise((resolve) => (tx.oncomplete = resolve))
    db.close()
  })
  await page.reload()
  await expect(historyPanel(page)).toContainText(
    '2 saved runs could not be read and are not shown.',
  )
  const rows = historyPanel(page).getByRole('listitem')
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText('Firefox 128')
  await expect(rows.first()).toContainText('Fast bitboard engine: median 42.0 µs')
})

test('a run whose header and record are broken is left out and counted out, with a notice, and deletes', async ({
  page,
}) => {
  await page.goto('/#/compare')
  await expect(historyPanel(page)).toContainText('No saved runs yet.') // the database exists now
  await page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('sudoku-lab')
      open.onsuccess = () => resolve(open.result)
      open.onerror = () => reject(open.error)
    })
    const summary = {
      puzzles: 1,
      solved: 1,
      failures: 0,
      medianUs: 42,
      p95Us: 42,
      meanUs: 42,
      puzzlesPerSecond: 23809,
      guessesPerPuzzle: 0,
      backtracksPerPuzzle: 0,
      calculationsPerPuzzle: 100,
      noGuessShare: 1,
    }
    const results = [{ algorithm: 'fast', name: 'Fast bitboard engine', summary }]
    const run = (id: number, date: string, browser: string) => ({
      id,
      version: 1,
      date,
      browser,
      algorithms: ['fast'],
      workload: { kind: 'pasted', name: 'Pasted collection (1 puzzle)', puzzles: ['.'.repeat(81)] },
      results: results.map((r) => ({ ...r, puzzles: [] })),
      partial: false,
    })
    const header = (id: number, date: string, browser: string) => ({
      id,
      date,
      browser,
      algorithms: ['fast'],
      partial: false,
      workload: { kind: 'pasted', name: 'Pasted collection (1 puzzle)', count: 1 },
      results,
    })
    const tx = db.transaction(['runs', 'headers'], 'readwrite')
    tx.objectStore('runs').add(run(1, '2025-05-01T08:00:00.000Z', 'Firefox 128'))
    tx.objectStore('headers').add(header(1, '2025-05-01T08:00:00.000Z', 'Firefox 128'))
    // The newest run, broken in both stores: it threw on every render of the list.
    tx.objectStore('runs').add({ ...run(2, '2025-05-02T08:00:00.000Z', 'Broken'), workload: null })
    tx.objectStore('headers').add({
      ...header(2, '2025-05-02T08:00:00.000Z', 'Broken'),
      workload: null,
    })
    await new Promise((resolve) => (tx.oncomplete = resolve))
    db.close()
  })
  await page.reload()
  const panel = historyPanel(page)
  await expect(panel).toContainText('1 saved run could not be read and is not shown.')
  await expect(panel).toContainText(/^History1 saved run\b/)
  const rows = panel.getByRole('listitem')
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText('Firefox 128')
  await shootSizesAndThemes(page, panel, 'history-unreadable')
  await panel.getByRole('button', { name: 'Delete the unreadable run' }).click()
  await expect(panel).not.toContainText('could not be read')
  await expect(rows).toHaveCount(1)
  await page.reload()
  await expect(historyPanel(page).getByRole('listitem')).toHaveCount(1)
  await expect(historyPanel(page)).not.toContainText('could not be read')
})
