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

/** A saved run's summary: one puzzle in 42 µs. */
const SUMMARY = {
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
const WORKLOAD = { kind: 'pasted', name: 'Pasted collection (1 puzzle)', puzzles: ['.'.repeat(81)] }

/** Write records straight into the saved runs' stores, past the app's checks. */
async function putRecords(page: Page, records: { runs: unknown[]; headers?: unknown[] }) {
  await page.evaluate(async (records) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('sudoku-lab')
      open.onsuccess = () => resolve(open.result)
      open.onerror = () => reject(open.error)
    })
    const tx = db.transaction(Object.keys(records), 'readwrite')
    for (const [store, list] of Object.entries(records))
      for (const record of list) tx.objectStore(store).add(record)
    await new Promise((resolve) => (tx.oncomplete = resolve))
    db.close()
  }, records)
}

test('a corrupt record is skipped with a notice and the other runs still list', async ({
  page,
}) => {
  await page.goto('/#/compare')
  await expect(historyPanel(page)).toContainText('No saved runs yet.') // the database exists now
  const good = {
    version: 1,
    date: '2025-05-01T08:00:00.000Z',
    browser: 'Firefox 128',
    algorithms: ['fast'],
    workload: WORKLOAD,
    results: [{ algorithm: 'fast', name: 'Fast bitboard engine', summary: SUMMARY, puzzles: [] }],
    partial: false,
  }
  await putRecords(page, {
    runs: [good, { ...good, results: 'not a list' }, { version: 0, date: '2020-01-01' }],
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
  const results = [{ algorithm: 'fast', name: 'Fast bitboard engine', summary: SUMMARY }]
  const run = (id: number, date: string, browser: string) => ({
    id,
    version: 1,
    date,
    browser,
    algorithms: ['fast'],
    workload: WORKLOAD,
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
  await putRecords(page, {
    runs: [
      run(1, '2025-05-01T08:00:00.000Z', 'Firefox 128'),
      // The newest run, broken in both stores: it threw on every render of the list.
      { ...run(2, '2025-05-02T08:00:00.000Z', 'Broken'), workload: null },
    ],
    headers: [
      header(1, '2025-05-01T08:00:00.000Z', 'Firefox 128'),
      { ...header(2, '2025-05-02T08:00:00.000Z', 'Broken'), workload: null },
    ],
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
