/** Saved comparison runs for the performance scripts, written straight into the app's IndexedDB. */
import type { Page } from '@playwright/test'

/** N saved runs straight into the app's database (runs and their headers, schema version 2). */
export async function seedHistory(page: Page, base: string, n: number): Promise<void> {
  await page.goto(`${base}/#/solve`)
  await page.evaluate(async (count) => {
    const line = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........'
    const algorithms = ['detour', 'dlx', 'fast']
    const names = ['Detour solver', 'Dancing links', 'Fast bitboard engine']
    const summary = (m: number) => ({
      puzzles: 95,
      solved: 95,
      failures: 0,
      medianUs: m,
      p95Us: m * 4,
      meanUs: m * 1.5,
      puzzlesPerSecond: 1e6 / (m * 1.5),
      guessesPerPuzzle: 20,
      backtracksPerPuzzle: 15,
      calculationsPerPuzzle: 20000,
      noGuessShare: 0.1,
      roundUs: [m, m * 1.02, m * 0.98, m, m * 1.01],
      medianLowUs: m * 0.98,
      medianHighUs: m * 1.02,
    })
    const db: IDBDatabase = await new Promise((resolve, reject) => {
      const req = indexedDB.open('sudoku-lab', 2)
      req.onupgradeneeded = () => {
        const d = req.result
        if (!d.objectStoreNames.contains('runs'))
          d.createObjectStore('runs', { keyPath: 'id', autoIncrement: true }).createIndex(
            'date',
            'date',
          )
        if (!d.objectStoreNames.contains('headers'))
          d.createObjectStore('headers', { keyPath: 'id' }).createIndex('date', 'date')
      }
      req.onsuccess = () => resolve(req.result)
      req.onerror = () => reject(req.error)
    })
    const tx = db.transaction(['runs', 'headers'], 'readwrite')
    for (let i = 0; i < count; i++) {
      const date = new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString()
      const results = algorithms.map((algorithm, k) => ({
        algorithm,
        name: names[k]!,
        summary: summary(10 + k * 50 + (i % 7)),
        puzzles: Array.from({ length: 95 }, (_, index) => ({
          index,
          us: 10 + index,
          guesses: index % 30,
          backtracks: 3,
          calculations: 9000,
          ok: true,
          timedOut: false,
          answer: 'solved',
        })),
      }))
      const workload = {
        kind: 'collection',
        name: 'Top 95',
        puzzles: Array.from({ length: 95 }, () => line),
        collectionId: 'top95',
      }
      const run = {
        version: 1,
        date,
        browser: 'Chrome 150',
        algorithms,
        workload,
        results,
        partial: false,
      }
      const id = i + 1
      tx.objectStore('runs').put({ ...run, id })
      tx.objectStore('headers').put({
        id,
        date,
        browser: run.browser,
        algorithms,
        partial: false,
        workload: { kind: 'collection', name: 'Top 95', count: 95 },
        results: results.map(({ algorithm, name, summary }) => ({ algorithm, name, summary })),
      })
    }
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve()
      tx.onerror = () => reject(tx.error)
    })
    db.close()
  }, n)
}
