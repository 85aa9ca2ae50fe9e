/**
 * Moving through a recorded solve: start, the Timeline slider, the keyboard
 * shortcuts, guess jumps, and cancelling a solve that takes too long.
 */
import { expect, test } from '@playwright/test'
import {
  animationFrames,
  board,
  cellNames,
  expectBoard,
  focusPage,
  stepBy,
  INKALA,
  keyPrevented,
  loadPuzzle,
  openApp,
  pauseButton,
  playButton,
  recordedSolve,
  SEVENTEEN_FIRST,
  solutionOf,
  statusText,
  stepReadout,
  timeline,
  shootSizesAndThemes,
  watchKeydowns,
} from './helpers'
import { counterDefinition, counterMeaning } from '../../src/engine/counters'

/** Arto Inkala's "Everest": guesses, contradictions and restores, ~1,000 steps. */
const LINE = INKALA[0]!

test.beforeEach(async ({ page }) => {
  await openApp(page)
  await loadPuzzle(page, LINE)
})

test('"Go to start" shows the givens only; the Timeline slider seeks and the readout follows', async ({
  page,
}) => {
  const solve = recordedSolve(LINE)
  const mid = Math.floor(solve.total / 2)

  await page.getByRole('button', { name: 'Go to end' }).click()
  await expectBoard(page, solutionOf(LINE))
  await page.getByRole('button', { name: 'Go to start' }).click()
  await expect(statusText(page)).toHaveText(/^The givens\./)
  await expectBoard(page, LINE, 'only the givens after "Go to start"')
  const cells = await cellNames(page)
  for (const c of cells.filter((c) => c.digit === '.'))
    expect(c.rest, `r${c.row}c${c.col} is empty with its candidates`).toMatch(/^, candidates/)
  await expect(page.getByText(stepReadout(0, solve.total), { exact: true })).toBeVisible()

  // Scrub to the middle (fill sets the slider's value the way a drag does).
  await timeline(page).fill(String(mid))
  await expect(statusText(page)).toHaveText(solve.explain(mid))
  await expect(page.getByText(stepReadout(mid, solve.total), { exact: true })).toBeVisible()
  await expect(timeline(page)).toHaveAttribute('aria-valuetext', stepReadout(mid, solve.total))
  expect(await cellNames(page), 'the board moved on from the givens').not.toEqual(cells)

  // The slider by keyboard: one step per arrow press.
  await timeline(page).focus()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByText(stepReadout(mid + 1, solve.total), { exact: true })).toBeVisible()
  await expect(statusText(page)).toHaveText(solve.explain(mid + 1))
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('ArrowLeft')
  await expect(page.getByText(stepReadout(mid - 1, solve.total), { exact: true })).toBeVisible()
  await expect(statusText(page)).toHaveText(solve.explain(mid - 1))
})

test('keyboard: Space plays and pauses, ArrowRight steps once, Home and End', async ({ page }) => {
  const solve = recordedSolve(LINE)
  await stepBy(page, 'Single steps')
  const speed = page.getByRole('slider', { name: 'Speed' })
  await speed.fill('30') // about 63 steps a second: visible motion, far from the end
  await focusPage(page)

  await page.keyboard.press('Space')
  await expect(pauseButton(page)).toBeVisible()
  await expect(playButton(page)).toHaveCount(0)
  await expect(timeline(page)).not.toHaveValue('0')
  await page.keyboard.press('Space')
  await expect(playButton(page)).toBeVisible()
  const paused = Number(await timeline(page).inputValue())
  expect(paused).toBeGreaterThan(0)
  expect(paused).toBeLessThan(solve.total)
  // Paused means paused: the cursor stays where it stopped. Playing, it moves on every
  // animation frame at this speed, so twenty frames would have moved it.
  await animationFrames(page, 20)
  await expect(timeline(page)).toHaveValue(String(paused))
  await expect(statusText(page)).toHaveText(solve.explain(paused))

  await page.keyboard.press('ArrowRight')
  await expect(timeline(page)).toHaveValue(String(paused + 1))
  await expect(statusText(page)).toHaveText(solve.explain(paused + 1))

  await page.keyboard.press('End')
  await expect(timeline(page)).toHaveValue(String(solve.total))
  await expect(statusText(page)).toHaveText(/^Solved:/)
  await expectBoard(page, solutionOf(LINE))

  await page.keyboard.press('Home')
  await expect(timeline(page)).toHaveValue('0')
  await expectBoard(page, LINE)

  // Space on the focused Play button presses it once (not twice).
  await playButton(page).focus()
  await page.keyboard.press('Space')
  await expect(pauseButton(page)).toBeVisible()
  await page.keyboard.press('Space')
  await expect(playButton(page)).toBeVisible()
})

test('"Next guess" lands on a guess, and the next step shows the guessed digit', async ({
  page,
}) => {
  const solve = recordedSolve(LINE)
  const nextGuess = page.getByRole('button', { name: 'Next guess' })
  await nextGuess.click()
  const first = solve.guesses[0]! + 1
  await expect(timeline(page)).toHaveValue(String(first))
  await expect(statusText(page)).toHaveText(
    /^r(\d)c(\d) has the fewest candidates \([\d, ]+ or \d\): snapshot \d+, try (\d)\.$/,
  )
  const [, row, col, digit] = /^r(\d)c(\d) has .*, try (\d)\.$/.exec(
    (await statusText(page).textContent())!,
  )!

  await page.getByRole('button', { name: 'Step forward' }).click()
  await expect(
    board(page).getByRole('gridcell', { name: `Row ${row}, column ${col}: ${digit}, guessed` }),
  ).toBeVisible()

  await nextGuess.click()
  await expect(timeline(page)).toHaveValue(String(solve.guesses[1]! + 1))
  await expect(statusText(page)).toHaveText(/^r\dc\d has the fewest candidates/)
  await page.getByRole('button', { name: 'Previous guess' }).click()
  await expect(timeline(page)).toHaveValue(String(first))
})

test('on a phone the board keeps its keys: Page Up/Down jump between guesses, and neither they nor Space scroll the page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 })
  const solve = recordedSolve(LINE)
  const last = solve.guesses.at(-1)! + 1
  await page.getByRole('button', { name: 'Go to end' }).click()
  const cell = board(page).getByRole('gridcell', { name: /^Row 1, column 1: / })
  await cell.focus()
  await expect(board(page)).toBeInViewport({ ratio: 1 })
  const scrollY = () => page.evaluate(() => window.scrollY)
  const before = await scrollY()
  await watchKeydowns(page)

  // Page Down with no guess left to jump to does nothing, scrolls nothing, keeps focus:
  // the page took the key (no native scroll follows a prevented keydown), and a
  // scroll that had started anyway would show within a few frames.
  await page.keyboard.press('PageDown')
  await expect(timeline(page)).toHaveValue(String(solve.total))
  await expect.poll(() => keyPrevented(page, 'PageDown'), 'Page Down taken').toBe(true)
  await animationFrames(page, 5)
  expect(await scrollY(), 'Page Down on the board').toBe(before)
  await expect(cell).toBeFocused()

  // Page Up on the board jumps back to the last guess.
  await page.keyboard.press('PageUp')
  await expect(timeline(page)).toHaveValue(String(last))
  await page.keyboard.press('PageDown')
  await expect(timeline(page)).toHaveValue(String(last))
  await page.keyboard.press('End') // the board's own key: the last cell of the row
  await expect(board(page).getByRole('gridcell', { name: /^Row 1, column 9: / })).toBeFocused()
  await expect(timeline(page)).toHaveValue(String(last))

  await page.keyboard.press('Space')
  await expect(pauseButton(page)).toBeVisible()
  await page.keyboard.press('Space')
  await expect(playButton(page)).toBeVisible()
  await expect.poll(() => keyPrevented(page, ' '), 'Space taken').toBe(true)
  await animationFrames(page, 5)
  expect(await scrollY(), 'Space on the board').toBe(before)
  await expect(board(page)).toBeInViewport({ ratio: 1 })

  // Behind another view the Solve view's keys rest: Space scrolls the Compare page.
  await page.getByRole('link', { name: 'Compare' }).click()
  await expect(page.getByRole('button', { name: 'Run comparison' })).toBeVisible()
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.getByRole('heading', { name: 'Sudoku Lab' }).click()
  await page.keyboard.press('Space')
  await expect.poll(scrollY).toBeGreaterThan(0)
  await page.getByRole('link', { name: 'Solve' }).click()
  await expect(playButton(page)).toBeVisible()
})

test('Cancel stops a long solve and the page stays usable', async ({ page }) => {
  // Naive backtracking needs minutes on this 17-clue puzzle (its first empty cells
  // are the worst possible order; more than two minutes in Node here), so the solve is
  // surely still running at Cancel, on a machine many times quicker too. No wait
  // before Cancel: "Solving…" and the Cancel button are the state it acts on.
  await loadPuzzle(page, SEVENTEEN_FIRST)
  const algorithm = page.getByRole('combobox', { name: 'Algorithm' })
  await algorithm.selectOption({ label: 'Naive backtracking' })
  await expect(statusText(page)).toHaveText('Solving…')
  const cancel = page.getByRole('button', { name: 'Cancel' })
  await expect(cancel).toBeVisible()

  await cancel.click()
  await expect(page.getByText(/Solve cancelled\./)).toBeVisible()
  await expect(cancel).toHaveCount(0)
  await expect(algorithm).toBeEnabled()
  await expectBoard(page, SEVENTEEN_FIRST, 'the givens stay on the board')

  // Still responsive: another algorithm solves the same puzzle and plays.
  await algorithm.selectOption({ label: 'Detour solver' })
  await expect(statusText(page)).toHaveText(/^The givens\./, { timeout: 20_000 })
  await page.getByRole('button', { name: 'Go to end' }).click()
  await expectBoard(page, solutionOf(SEVENTEEN_FIRST))
})

test('each counter of the statistics shows its definition on hover and on keyboard focus', async ({
  page,
}) => {
  const stats = page.getByRole('region', { name: 'Solve statistics' })
  const guesses = stats.getByRole('button', { name: 'Guesses', exact: true })
  const tip = page.getByRole('tooltip')
  await expect(tip.filter({ visible: true })).toHaveCount(0)

  await guesses.hover()
  const shown = page.getByRole('tooltip').filter({ visible: true })
  await expect(shown).toHaveCount(1)
  await expect(shown).toContainText(counterDefinition('guesses').definition)
  const meaning = counterMeaning('guesses', 'detour')
  await expect(shown).toContainText(`Detour solver: ${meaning.counted ? meaning.means : ''}`)
  await expect(guesses).toHaveAccessibleDescription(/^Choices of a digit/)
  await focusPage(page)
  await page.mouse.move(0, 0)
  await expect(page.getByRole('tooltip').filter({ visible: true })).toHaveCount(0)

  // By keyboard: Tab onto the next counter, its tip shows; Escape hides it.
  await guesses.focus()
  await page.keyboard.press('Tab')
  const backtracks = stats.getByRole('button', { name: 'Backtracks', exact: true })
  await expect(backtracks).toBeFocused()
  await expect(page.getByRole('tooltip').filter({ visible: true })).toContainText(
    counterDefinition('backtracks').definition,
  )
  await shootSizesAndThemes(page, stats, 'counters-stats')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('tooltip').filter({ visible: true })).toHaveCount(0)

  // An algorithm that does not count a counter shows "—", not 0, and says why.
  await page.getByRole('combobox', { name: 'Algorithm' }).selectOption('naive')
  await expect(statusText(page)).toContainText('steps recorded', { timeout: 30_000 })
  const detours = stats
    .getByRole('term')
    .filter({ hasText: /^Detours$/ })
    .locator('xpath=following-sibling::dd[1]')
  await expect(detours).toHaveText(/^— \(not counted: It does not propagate/)
  await shootSizesAndThemes(page, stats, 'counters-stats-naive')
})
