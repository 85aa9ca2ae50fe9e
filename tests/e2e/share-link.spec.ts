/**
 * The URL names one moment of one solve (?p=puzzle&a=algorithm&s=step): a copied
 * link opens the same puzzle at the same step, and a reload keeps it.
 */
import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import {
  boardDigits,
  cellNames,
  INKALA,
  loadPuzzle,
  openApp,
  recordedSolve,
  statusText,
  shootSizesAndThemes,
  stepReadout,
  timeline,
} from './helpers'

const LINE = INKALA[4]!

/** What a user sees of a moment: the sentence, the readout and every cell's name. */
async function moment(page: Page) {
  return {
    status: await statusText(page).textContent(),
    slider: await timeline(page).inputValue(),
    cells: await cellNames(page),
  }
}

test('a shared link opens the same step, and a reload keeps it', async ({ page, context }) => {
  const solve = recordedSolve(LINE)
  const step = Math.floor(solve.total * 0.6)

  await openApp(page)
  await loadPuzzle(page, LINE)
  await timeline(page).fill(String(step))
  await expect(statusText(page)).toHaveText(solve.explain(step))
  await expect(page).toHaveURL(new RegExp(`[?&]s=${step}(&|#|$)`))
  const url = new URL(page.url())
  expect(url.searchParams.get('p')).toBe(LINE)
  expect(url.searchParams.get('a')).toBe('detour')
  const here = await moment(page)
  expect(here.cells.map((c) => c.digit).join('')).not.toBe(LINE)

  const other = await context.newPage()
  await other.goto(url.href)
  await expect(statusText(other)).toHaveText(solve.explain(step), { timeout: 20_000 })
  await expect(other.getByText(stepReadout(step, solve.total), { exact: true })).toBeVisible()
  await expect(other.getByText(/from Shared link/)).toBeVisible()
  expect(await moment(other)).toEqual(here)

  await other.reload()
  await expect(statusText(other)).toHaveText(solve.explain(step), { timeout: 20_000 })
  expect(await moment(other)).toEqual(here)
  await other.close()
})

test('a link with a bad puzzle shows the problem and the starter puzzle', async ({ page }) => {
  await openApp(page, `/?p=${'1'.repeat(5)}x&a=detour`)
  await expect(page.getByRole('alert')).toContainText('The puzzle in the link could not be read')
  await expect(page.getByRole('textbox', { name: 'Puzzle text' })).toHaveValue('11111x')
  expect(await boardDigits(page)).toMatch(/^[1-9.]{81}$/)
})

test('a 25x25 link with naive backtracking is refused at once, naming the algorithms that take it', async ({
  page,
}) => {
  const line = (await readFile('tests/fixtures/formats/twenty-five.txt', 'utf8')).trim()
  await page.goto(`/?p=${line}&a=naive`)
  // At once: no "Solving…" for minutes, as the CLI answers such a line "invalid" at once.
  await expect(statusText(page)).toHaveText(
    'Naive backtracking does not solve 25x25 puzzles (it takes 4x4, 9x9 and 16x16); choose Detour solver, Dancing links or Fast bitboard engine.',
  )
  await expect(page.getByRole('button', { name: 'Solve again' })).toHaveCount(0)
  await expect(page.getByText('choose another above')).toBeVisible()
  await shootSizesAndThemes(page, statusText(page), 'refusal-25x25', { page: true })
  await page.getByRole('combobox', { name: 'Algorithm' }).selectOption('fast')
  await expect(statusText(page)).toHaveText(/^The givens\. [\d,]+ steps? recorded/, {
    timeout: 20_000,
  })
})
