/**
 * Never a rating that is not one (issue 32): Golden Nugget, which none of SE's
 * techniques can start, reads as a stated lower bound in the Solve view's difficulty
 * box, never "0.0" nor "Nothing to solve: the grid is full".
 */
import { expect, test } from '@playwright/test'
import { loadPuzzle, openApp } from './helpers'

const GOLDEN_NUGGET =
  '.......39.....1..5..3.5.8....8.9...6.7...2...1..4.......9.8..5..2....6..4..7.....'

test('pasting Golden Nugget shows a lower bound in the difficulty box', async ({ page }) => {
  await openApp(page)
  await loadPuzzle(page, GOLDEN_NUGGET)
  const box = page.locator('.import-rating')
  await expect(box).toContainText('At least 9.0 (extreme): a lower bound, not a rating.', {
    timeout: 60_000,
  })
  await expect(box).not.toContainText('Nothing to solve')
  await expect(box).not.toContainText('0.0')
})
