/**
 * History's unreadable records: a corrupt record is skipped with a notice while the
 * readable runs still list, and a broken run can be deleted. (A finished comparison
 * kept, listed after a reload, exported as CSV and deleted: compare-one-run.spec.ts.)
 */
import { expect, test, type Page } from '@playwright/test'
import { shootSizesAndThemes } from './helpers'

function historyPanel(page: Page) {
  return page.getByRole('region', { name: 'History', exact: true })
}

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
