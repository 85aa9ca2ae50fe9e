/**
 * Never a rating that is not one (issue 32). Golden Nugget (serate 11.9) takes minutes
 * on SE's nested forcing chains: past the page's time budget the Solve view's
 * difficulty box says "at least" and where it stopped, never "0.0" nor "Nothing to
 * solve: the grid is full", and offers the rest; Compare's workload line (ratings
 * within 2 s a puzzle) says "at least" too.
 */
import { expect, test } from '@playwright/test'
import { chooseAlgorithms, loadPuzzle, openApp } from './helpers'

const GOLDEN_NUGGET =
  '.......39.....1..5..3.5.8....8.9...6.7...2...1..4.......9.8..5..2....6..4..7.....'

test('pasting Golden Nugget shows a lower bound in the difficulty box', async ({ page }) => {
  await openApp(page)
  await loadPuzzle(page, GOLDEN_NUGGET)
  const box = page.locator('.import-rating')
  // The page rates for 20 s, then says how far it got.
  await expect(box).toContainText(/At least \d+\.\d \(\w+\): a lower bound, not a rating\./, {
    timeout: 90_000,
  })
  await expect(box).toContainText('The rating stopped after 20 s')
  await expect(box.getByRole('button', { name: 'Rate without a time limit' })).toBeVisible()
  await expect(box).not.toContainText('Nothing to solve')
  await expect(box).not.toContainText('At least 0.0')
})

test("Compare's workload line gives Golden Nugget's bound, never a rating", async ({ page }) => {
  await page.goto('/#/compare')
  await chooseAlgorithms(page, ['Fast'])
  await page.getByRole('radio', { name: 'Pasted puzzles' }).check()
  await page.getByRole('textbox', { name: 'Puzzles to compare' }).fill(GOLDEN_NUGGET)
  await expect(page.getByText('1 puzzle ready.')).toBeVisible({ timeout: 30_000 })
  await page.getByRole('button', { name: 'Run comparison' }).click()
  const results = page.getByRole('region', { name: 'Results', exact: true })
  const workload = results.getByText(/^Workload: /)
  await expect(workload).toContainText(/median rating at least \d+\.\d \w+ \(SE\)/, {
    timeout: 90_000,
  })
  await expect(workload).not.toContainText('0.0')
})
