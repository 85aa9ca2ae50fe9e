/**
 * Boards at the edges: a grid that is already full opens as solved, with nothing
 * to play; a 25x25 board renders every cell, legibly, and zooms.
 */
import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { digitChar } from '../../src/engine'
import { patternSolution } from '../fixtures/puzzles'
import { board, cellNames, statusText, statValue } from './helpers'

const line = (values: number[]) => values.map(digitChar).join('')

test('a filled 4x4, 9x9 and 16x16 grid in a link opens as solved, with no step to play', async ({
  page,
}) => {
  // One page for the three sizes: each link is a fresh load of the app.
  for (const box of [2, 3, 4]) {
    const n = box * box
    const grid = line(patternSolution(box))
    await page.goto(`/?p=${grid}`)
    await expect(statusText(page), `${n}x${n}`).toContainText('Solved', { timeout: 20_000 })
    // Said as already solved, not as a cancelled or failed solve.
    await expect(statusText(page), `${n}x${n}`).toContainText(/already (solved|filled)/i)
    await expect(statusText(page), `${n}x${n}`).not.toContainText(/cancel|fail/i)
    const cells = await cellNames(page)
    expect(cells, `${n}x${n}`).toHaveLength(n * n)
    expect(cells.map((c) => c.digit).join('')).toBe(grid)
    expect(cells.every((c) => c.rest.startsWith(', given'))).toBe(true)
    for (const term of ['Placements', 'Guesses', 'Backtracks'])
      await expect(statValue(page, term), `${n}x${n} ${term}`).toHaveText('0')
    await expect(page.getByRole('button', { name: 'Step forward' })).toBeDisabled()
  }
})

test('a 25x25 puzzle renders all 625 cells with letters, and the board zooms', async ({ page }) => {
  const puzzle = readFileSync('tests/fixtures/formats/twenty-five.txt', 'utf8').trim()
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(`/?p=${puzzle}&a=fast`)
  await expect(statusText(page)).toContainText('steps recorded', { timeout: 30_000 })
  const cells = await cellNames(page)
  expect(cells).toHaveLength(625)
  expect(cells.map((c) => c.digit).join('')).toBe(puzzle)
  expect(cells.at(-1)).toMatchObject({ row: 25, col: 25 })
  // A cell is big enough to read: at least 20 px a side at 100%.
  const cell = page.getByRole('gridcell', { name: /^Row 1, column 1: A/ })
  const before = (await cell.boundingBox())!
  expect(before.width).toBeGreaterThanOrEqual(20)
  await page.getByLabel('Zoom').selectOption('3')
  // 625 cells to lay out again: on a busy machine that takes seconds.
  await expect
    .poll(async () => (await cell.boundingBox())!.width, { timeout: 20_000 })
    .toBeGreaterThan(2.5 * before.width)
  // Zoomed in, the board scrolls inside its column rather than pushing the page wider.
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(pageWidth).toBeLessThanOrEqual(1280)
  await expect(board(page)).toBeVisible()
})
