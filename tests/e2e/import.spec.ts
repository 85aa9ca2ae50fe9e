/**
 * Import problems a user can make (bad characters, conflicting givens, puzzles with
 * many or no solutions), the built-in collections, and export with copy.
 */
import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import {
  board,
  boardDigits,
  collectionLines,
  expectBoard,
  expectReadyAtStart,
  HARDEST_87_FIRST,
  INKALA,
  loadPuzzle,
  openApp,
  openSheet,
  pasteAndLoad,
  playButton,
  STARTER,
  statusText,
  toSdk,
} from './helpers'

const puzzleText = (page: import('@playwright/test').Page) =>
  page.getByRole('textbox', { name: 'Puzzle text' })

/** Every row, column and box of an 81-digit grid holds 1..9 once. */
function isValidSolution(grid: string): boolean {
  const units: number[][] = []
  for (let i = 0; i < 9; i++) {
    units.push(Array.from({ length: 9 }, (_, j) => i * 9 + j))
    units.push(Array.from({ length: 9 }, (_, j) => j * 9 + i))
    const r0 = Math.floor(i / 3) * 3
    const c0 = (i % 3) * 3
    units.push(Array.from({ length: 9 }, (_, j) => (r0 + Math.floor(j / 3)) * 9 + c0 + (j % 3)))
  }
  return units.every(
    (u) =>
      u
        .map((i) => grid[i])
        .sort()
        .join('') === '123456789',
  )
}

test.beforeEach(async ({ page }) => {
  await openApp(page)
  // The page opens on the first starter puzzle.
  await expectReadyAtStart(page, STARTER[0]!)
})

test('a bad character is reported by line and column, and the board stays', async ({ page }) => {
  const before = await boardDigits(page)
  const bad = readFileSync(new URL('../fixtures/formats/bad/bad-char.sdk', import.meta.url), 'utf8')
  await pasteAndLoad(page, bad)
  const alert = page.getByRole('alert')
  await expect(alert).toHaveText(/Line 4, column 7/)
  await expect(alert).toContainText("found 'q'")
  await expect(puzzleText(page)).toHaveAttribute('aria-invalid', 'true')
  expect(await boardDigits(page)).toBe(before)
  await expect(statusText(page)).toHaveText(/^The givens\./)

  // Editing the text clears the complaint.
  await puzzleText(page).press('End')
  await puzzleText(page).pressSequentially(' ')
  await expect(alert).toHaveCount(0)
  await expect(puzzleText(page)).not.toHaveAttribute('aria-invalid', 'true')
})

test('conflicting givens name the cells involved', async ({ page }) => {
  const before = await boardDigits(page)
  await pasteAndLoad(page, '55' + '.'.repeat(79))
  await expect(page.getByRole('alert')).toContainText('Row 1 has two 5s: r1c1 and r1c2')
  await expect(puzzleText(page)).toHaveAttribute('aria-invalid', 'true')
  expect(await boardDigits(page)).toBe(before)
})

test('an empty grid warns that it has many solutions and can still be watched', async ({
  page,
}) => {
  const empty = '.'.repeat(81)
  await loadPuzzle(page, empty)
  await expect(page.getByText(/more than one solution/)).toBeVisible()
  await expect(page.getByText('Warning:')).toBeVisible()
  await page.getByRole('button', { name: 'Go to end' }).click()
  await expect(statusText(page)).toHaveText(/^Solved:/)
  const grid = await boardDigits(page)
  expect(grid, 'a complete, valid grid').toMatch(/^[1-9]{81}$/)
  expect(isValidSolution(grid)).toBe(true)
})

test('an unsolvable puzzle says it has no solution and shows how it fails', async ({ page }) => {
  // r1c9 can only be 9, but a 9 already stands in its column (r2c9).
  const line = '12345678.' + '........9' + '.'.repeat(63)
  await loadPuzzle(page, line)
  await expect(page.getByText(/This puzzle has no solution/)).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)
  await page.getByRole('button', { name: 'Go to end' }).click()
  await expect(statusText(page)).toHaveText(/no solution/i)
})

test('a puzzle from "The 87 hardest" collection loads with its givens', async ({ page }) => {
  await openSheet(page, 'Collections')
  await page.getByRole('combobox', { name: 'Collection' }).selectOption({ label: 'The 87 hardest' })
  await expect(page.getByText('of 87', { exact: true })).toBeVisible()
  await page.getByRole('spinbutton', { name: 'Puzzle' }).fill('1')
  await page.getByRole('button', { name: 'Load from collection' }).click()
  await expectReadyAtStart(page, HARDEST_87_FIRST)
  await expect(page.getByText(/from The 87 hardest #1/)).toBeVisible()

  // Loading closes the sheet and shows the board; "Next" moves to puzzle 2 of the collection.
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(board(page)).toBeInViewport()
  await openSheet(page, 'Collections')
  await page.getByRole('button', { name: 'Next', exact: true }).click()
  await expectReadyAtStart(page, collectionLines('hardest-87.txt', 2)[1]!)
})

test('export as .sdk keeps the metadata, and Copy puts it on the clipboard', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const line = INKALA[1]!
  await loadPuzzle(page, toSdk(line, { author: 'Arto Inkala', description: 'Second' }), line)

  await openSheet(page, 'Export')
  await page.getByRole('radio', { name: 'Sudoku Puzzle (.sdk)' }).check()
  const exported = page.getByRole('textbox', { name: 'Exported text' })
  await expect(exported).toHaveValue(/^#A Arto Inkala$/m)
  const text = await exported.inputValue()
  const lines = text.split('\n').filter((l) => l !== '')
  expect(lines.filter((l) => l.startsWith('#')).length).toBeGreaterThanOrEqual(2)
  const rows = lines.filter((l) => /^[1-9.]{9}$/.test(l))
  expect(rows.join('')).toBe(line)

  await page.getByRole('button', { name: 'Copy' }).click()
  await expect(page.getByText('Copied', { exact: true })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text)

  // The exported text loads back as the same puzzle.
  await loadPuzzle(page, text, line)
  await expect(page.getByText('Recognised: Sudoku Puzzle (.sdk)')).toBeVisible()
  await expect(playButton(page)).toBeEnabled()
  await expectBoard(page, line)
})
