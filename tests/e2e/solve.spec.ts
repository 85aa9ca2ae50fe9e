/**
 * Loading a puzzle in each of the three classic formats and watching it to the end:
 * the board must end on the puzzle's one solution (computed here with the engine).
 */
import { expect, test } from '@playwright/test'
import {
  boardDigits,
  cellNames,
  expectBoard,
  focusPage,
  INKALA,
  loadPuzzle,
  openApp,
  pauseButton,
  playButton,
  recordedSolve,
  solutionOf,
  STARTER,
  statusText,
  statValue,
  stepReadout,
  timeline,
  toFramedSs,
  toOldSs,
  toSdk,
} from './helpers'

const SOLVED = /^Solved: every cell holds a digit/

test.beforeEach(async ({ page }) => {
  await openApp(page)
})

test('a .sdk with metadata loads, shows its author, and "Go to end" shows the solution', async ({
  page,
}) => {
  const line = INKALA[0]!
  await loadPuzzle(page, toSdk(line, { author: 'Arto Inkala', description: 'Everest' }), line)

  await expect(page.getByText('Recognised: Sudoku Puzzle (.sdk)')).toBeVisible()
  const author = page.getByRole('term').filter({ hasText: /^Author$/ })
  await expect(author).toBeVisible()
  await expect(author.locator('xpath=following-sibling::dd[1]')).toHaveText('Arto Inkala')
  await expect(page.getByText('Everest', { exact: true })).toBeVisible()

  const total = recordedSolve(line).total
  await expect(statValue(page, 'Steps recorded')).toHaveText(total.toLocaleString('en'))

  await page.getByRole('button', { name: 'Go to end' }).click()
  await expect(statusText(page)).toHaveText(SOLVED)
  await expect(page.getByText(stepReadout(total, total), { exact: true })).toBeVisible()
  expect(await boardDigits(page)).toBe(solutionOf(line))
})

test('a framed .ss plays at top speed to the solution and the Play button comes back', async ({
  page,
}) => {
  const line = STARTER[3]!
  await loadPuzzle(page, toFramedSs(line), line)
  await expect(page.getByText('Recognised: Simple Sudoku (.ss)')).toBeVisible()

  await page.getByRole('slider', { name: 'Speed' }).fill('100')
  await playButton(page).click()
  await expect(statusText(page)).toHaveText(SOLVED, { timeout: 20_000 })
  await expect(playButton(page)).toBeVisible()
  await expect(pauseButton(page)).toHaveCount(0)
  const { total } = recordedSolve(line)
  await expect(timeline(page)).toHaveValue(String(total))
  expect(await boardDigits(page)).toBe(solutionOf(line))
})

test('an old-style .ss with X for blanks loads, and the End key shows the solution', async ({
  page,
}) => {
  const line = INKALA[2]!
  await loadPuzzle(page, toOldSs(line), line)
  await expect(page.getByText(/^Recognised: Simple Sudoku, old style/)).toBeVisible()

  await focusPage(page)
  await page.keyboard.press('End')
  await expect(statusText(page)).toHaveText(SOLVED)
  await expectBoard(page, solutionOf(line), 'the board shows the solution')
  // Every digit that was not given is named as found by logic or guessed.
  const cells = await cellNames(page)
  line.split('').forEach((given, i) => {
    expect(cells[i]!.rest).toMatch(given === '.' ? /^, (placed by logic|guessed)$/ : /^, given$/)
  })
})

test('a mid-solve screenshot of the board is attached', async ({ page }, testInfo) => {
  const line = INKALA[0]!
  await loadPuzzle(page, line)
  await page.getByRole('button', { name: 'Next guess' }).click()
  await page.getByRole('button', { name: 'Next guess' }).click()
  for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Step forward' }).click()
  await expect(statusText(page)).not.toHaveText(/^The givens/)
  // A tall window rather than fullPage: a full-page capture resizes the viewport
  // and resets the step list's scroll position, which the picture would then show.
  await page.setViewportSize({ width: 1400, height: 1150 })
  await page.evaluate(() => window.scrollTo(0, 0))
  const path = testInfo.outputPath('mid-solve.png')
  await page.screenshot({ path })
  await testInfo.attach('mid-solve', { path, contentType: 'image/png' })
  // The board is drawn: every cell has a box, none collapsed.
  const box = await page.getByRole('grid', { name: 'Sudoku board' }).boundingBox()
  expect(box?.width).toBeGreaterThan(300)
  expect(Math.abs((box?.width ?? 0) - (box?.height ?? 0))).toBeLessThan(4)
})
