/**
 * Collections of any size: a 20 MB file of one-line puzzles is read in a worker
 * with a progress bar, becomes "your collection" (puzzle n of N) in the Solve
 * view, where puzzle 100,000 can be picked and watched, and is a workload in
 * Compare, sampled.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { collectionLines, expectReadyAtStart, openSheet, playButton, statusText } from './helpers'

const SOURCE = collectionLines('17-clue-5000.txt', 5000)
/** About 20 MB: the 17-clue puzzles over and over, one a line. */
const LINES = 250_000
const FILE = 'test-results/big-collection-20mb.txt'

test.beforeAll(async () => {
  await mkdir('test-results', { recursive: true })
  const text = Array.from({ length: LINES }, (_, i) => SOURCE[i % SOURCE.length]).join('\n')
  await writeFile(FILE, text + '\n')
})

test('a 20 MB collection opens in a worker, puzzle 100,000 plays, and Compare samples it', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.goto('/')
  await expect(playButton(page)).toBeEnabled({ timeout: 20_000 })
  await openSheet(page, 'Import')
  await page.locator('input[type=file]').setInputFiles(FILE)
  // The page stays responsive while the worker reads: the progress bar is there to see.
  await expect(
    page.getByRole('progressbar', { name: /^Reading big-collection-20mb\.txt/ }),
  ).toBeVisible()
  await expect(page.getByText('Puzzle 1 of 250,000')).toBeVisible({ timeout: 60_000 })
  await expectReadyAtStart(page, SOURCE[0]!)

  await page.getByRole('spinbutton', { name: 'Puzzle number' }).fill('100000')
  await page.getByRole('button', { name: 'Load number' }).click()
  await expect(page.getByText('Puzzle 100,000 of 250,000')).toBeVisible()
  await expectReadyAtStart(page, SOURCE[99_999 % SOURCE.length]!)
  await expect(page.getByText('from big-collection-20mb.txt #100,000')).toBeVisible()
  await playButton(page).click()
  await expect(statusText(page)).not.toHaveText(/^The givens\./)

  await page.getByRole('link', { name: 'Compare' }).click()
  await page.getByRole('radio', { name: /^Your collection \(250,000 puzzles\)/ }).check()
  await page.getByRole('spinbutton', { name: 'Puzzles in the sample' }).fill('30')
  await page.getByRole('button', { name: 'Run comparison' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Comparison finished.' })).toBeAttached({
    timeout: 60_000,
  })
  await expect(page.getByRole('table').first()).toHaveAccessibleName(
    /^Your collection: big-collection-20mb\.txt \(30 of 250,000 puzzles, sampled\)/,
  )
})
