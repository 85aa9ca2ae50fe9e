/**
 * Play: a person solves a puzzle with the keyboard or the number bar, checks,
 * undoes, climbs the hint ladder, reloads and resumes, and makes a new puzzle.
 */
import { expect, test, type Page } from '@playwright/test'
import { board, boardDigits, openPlay, playSays, solutionOf, STARTER } from './helpers'

const EASY = STARTER[0]!
const SOLUTION = solutionOf(EASY)

function cell(page: Page, row: number, col: number) {
  return board(page).getByRole('gridcell', { name: new RegExp(`^Row ${row}, column ${col}:`) })
}

/**
 * The keys that walk the board from r1c1 to every empty cell and type its digit: row
 * by row, each row's empty cells taken from the end nearer to where the last row left
 * off, so no key is spent on a given (each press is a round trip to the browser).
 */
function keysToSolve(): string[] {
  const keys: string[] = []
  let row = 0
  let col = 0
  for (let r = 0; r < 9; r++) {
    const empty = [...Array(9).keys()].filter((c) => EASY[r * 9 + c] === '.')
    if (!empty.length) continue
    if (Math.abs(col - empty.at(-1)!) < Math.abs(col - empty[0]!)) empty.reverse()
    for (const c of empty) {
      for (; row < r; row++) keys.push('ArrowDown')
      for (; col < c; col++) keys.push('ArrowRight')
      for (; col > c; col--) keys.push('ArrowLeft')
      keys.push(SOLUTION[r * 9 + c]!)
    }
  }
  return keys
}

test('play the starter puzzle to the end by keyboard only', async ({ page }) => {
  await openPlay(page)
  await page.keyboard.press('Tab') // the skip link is first
  await expect(page.getByRole('link', { name: 'Skip to board' })).toBeFocused()
  await page.keyboard.press('Enter')
  await page.keyboard.press('Control+Home')
  for (const key of keysToSolve()) await page.keyboard.press(key)
  expect(await boardDigits(page)).toBe(SOLUTION)
  await expect(playSays(page)).toHaveText(/^Solved! Time \d+:\d\d · easy · SE 1\.2$/)
})

test('a mistake is marked by Check, then undone', async ({ page }) => {
  await openPlay(page)
  const i = EASY.indexOf('.')
  const target = cell(page, Math.floor(i / 9) + 1, (i % 9) + 1)
  await target.click()
  const wrong = String((Number(SOLUTION[i]) % 9) + 1)
  await page.keyboard.press(wrong)
  // The wrong digit may clash with a peer's: the name then says so.
  await expect(target).toHaveAccessibleName(new RegExp(`: ${wrong}(, in conflict)?$`))
  await page.getByRole('button', { name: 'Check' }).click()
  await expect(playSays(page)).toContainText('1 wrong digit')
  await expect(target).toHaveClass(/mark-wrong/)
  await page.keyboard.press('Control+z')
  await expect(target).toHaveAccessibleName(/: empty/)
  await page.getByRole('button', { name: 'Check' }).click()
  await expect(playSays(page)).toContainText('No mistakes so far')
})

test('climb the hint ladder: where, then why with the pattern, then the move', async ({ page }) => {
  await openPlay(page)
  const before = await boardDigits(page)
  const hint = page.getByRole('button', { name: 'Hint' })
  await hint.click()
  await expect(playSays(page)).toHaveText(/^Hint 1 of 3: Look at .+: .+ \(SE \d\.\d\) applies\.$/)
  await hint.click()
  await expect(playSays(page)).toContainText('Hint 2 of 3: ')
  // The pattern is drawn over the board, named for its technique.
  await expect(page.getByRole('group', { name: /, drawn on the board$/ })).toBeVisible()
  await hint.click()
  await expect(playSays(page)).toContainText('Hint 3 of 3: ')
  expect(await boardDigits(page)).not.toBe(before)
  await page.getByRole('button', { name: 'Undo' }).click()
  expect(await boardDigits(page)).toBe(before)
})

test('reload mid-game and resume: digits, pencil marks and undo', async ({ page }) => {
  await openPlay(page)
  const i = EASY.indexOf('.')
  const target = cell(page, Math.floor(i / 9) + 1, (i % 9) + 1)
  await target.click()
  await page.keyboard.press('Shift+4') // a pencil mark
  await expect(target).toHaveAccessibleName(/candidates 4$/)
  await page.keyboard.press(SOLUTION[i]!)
  await page.reload()
  await expect(playSays(page)).toContainText('back where you left it')
  await expect(target).toHaveAccessibleName(new RegExp(`: ${SOLUTION[i]}$`))
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(target).toHaveAccessibleName(/candidates 4$/)
})

test('a corrupt saved game is dropped with a notice', async ({ page }) => {
  await page.goto('/')
  await page.evaluate(() => localStorage.setItem('sudoku-lab-play', '{"version":1,"size":'))
  await page.goto('/#/play')
  await expect(playSays(page)).toContainText('could not be read')
  expect(await boardDigits(page)).toBe(EASY)
})

test('generate a new extreme puzzle; the link makes the same one again', async ({
  page,
  browser,
}) => {
  await openPlay(page)
  await page.getByLabel('Difficulty').selectOption('extreme')
  await page.getByRole('button', { name: 'New puzzle' }).click()
  await expect(playSays(page)).toContainText(/New extreme puzzle \(SE ([6-9]|1\d)\.\d\)/, {
    timeout: 30_000,
  })
  await expect(page).toHaveURL(/#\/play\?level=extreme&seed=\w+/)
  const made = await boardDigits(page)
  expect(made.replace(/\./g, '').length).toBeLessThan(40)
  // Someone else opens the link (a fresh browser: no saved game; clearing this page's
  // storage races the clock, which saves the game every second).
  const other = await browser.newPage()
  await other.goto(page.url())
  await expect(playSays(other)).toContainText('New extreme puzzle', { timeout: 30_000 })
  expect(await boardDigits(other)).toBe(made)
  await other.close()
})

test('Clear, type givens, "Use as puzzle" says when there is more than one solution', async ({
  page,
}) => {
  await openPlay(page)
  await page.getByRole('button', { name: 'Clear' }).click()
  await cell(page, 1, 1).click()
  await page.keyboard.press('5')
  await page.getByRole('button', { name: 'Use as puzzle' }).click()
  await expect(playSays(page)).toContainText('more than one solution')
})

test('"Play this puzzle" from Solve, and "Watch the solver from here" back', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeEnabled({
    timeout: 20_000,
  })
  await page.getByRole('button', { name: 'Play this puzzle' }).click()
  await expect(page).toHaveURL(/#\/play/)
  await expect(playSays(page)).toContainText('New game')
  const i = EASY.indexOf('.')
  await cell(page, Math.floor(i / 9) + 1, (i % 9) + 1).click()
  await page.keyboard.press(SOLUTION[i]!)
  await page.getByRole('button', { name: 'Watch the solver from here' }).click()
  await expect(page).toHaveURL(/#\/solve/)
  const expected = EASY.slice(0, i) + SOLUTION[i] + EASY.slice(i + 1)
  await expect.poll(() => boardDigits(page), { timeout: 20_000 }).toBe(expected)
})

test.describe('phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true })
  test('play on a 360 px phone with the number bar', async ({ page }) => {
    await openPlay(page)
    const bar = page.getByRole('group', { name: 'Number bar' })
    for (const name of ['1', '5', '9', 'Erase', 'Pencil marks']) {
      const box = (await bar.getByRole('button', { name, exact: true }).boundingBox())!
      expect(box.width, name).toBeGreaterThanOrEqual(44)
      expect(box.height, name).toBeGreaterThanOrEqual(44)
      expect(box.x + box.width, name).toBeLessThanOrEqual(360)
    }
    const grid = (await board(page).boundingBox())!
    expect(grid.x + grid.width).toBeLessThanOrEqual(360)
    const barBox = (await bar.boundingBox())!
    expect(barBox.y + barBox.height, 'board and number bar fit 740 px').toBeLessThanOrEqual(740)
    const i = EASY.indexOf('.')
    const target = cell(page, Math.floor(i / 9) + 1, (i % 9) + 1)
    await target.tap()
    await bar.getByRole('button', { name: SOLUTION[i]!, exact: true }).tap()
    await expect(target).toHaveAccessibleName(new RegExp(`: ${SOLUTION[i]}$`))
    await bar.getByRole('button', { name: 'Pencil marks' }).tap()
    await expect(bar.getByRole('button', { name: 'Pencil marks' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  })
})
