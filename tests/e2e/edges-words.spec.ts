/**
 * Words that say the right thing, and switches that apply (issue 34, items 1 and 2):
 * - after "Solve from here" and "Apply", the digits placed before the position are
 *   said to be that, not "placed by you", and there is no way "back to your game";
 * - while a deduction chosen in "All steps here" is drawn, the status sentence is its;
 * - a solver of yours without counters() reads "not reported" in Compare;
 * - the Race's Human logic lane keeps to the technique switches, and says so.
 * Screens at 360 and 1280 px, light and dark, go to test-results/.
 */
import { expect, test, type Page } from '@playwright/test'
import { board, chooseAlgorithms, shootSizesAndThemes, stepBy, timingFinished } from './helpers'

const X_WING = '..8...7...........3..786..98.......3.3.8.7.1..4.3.2.7..8.4.5.9.7.5.3.6.442.9.8.51'

const boardCell = (page: Page, row: number, col: number) =>
  board(page).getByRole('gridcell', { name: new RegExp(`^Row ${row}, column ${col}:`) })
const status = (page: Page) => page.locator('.playback-status [role="status"]')
const legend = (page: Page) =>
  page.locator('.board-legend').getByRole('list', { name: 'Digits', exact: true })

/** The words of a position's placed digits, and none of a Play hand-off's. */
async function expectPositionWords(page: Page, placedCell: { row: number; col: number }) {
  await expect(status(page)).toHaveText(
    /^The givens and \d+ digits? placed before this position\. /,
    { timeout: 30_000 },
  )
  await expect(status(page)).not.toContainText('your')
  await expect(legend(page)).toContainText('placed before this position')
  await expect(legend(page)).not.toContainText('placed by you')
  await expect(boardCell(page, placedCell.row, placedCell.col)).toHaveAccessibleName(
    /: \d, placed before this position$/,
  )
  // Not a game of Play: nothing to go back to, the position itself can be played.
  await expect(page.getByRole('button', { name: 'Back to your game in Play' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Play this puzzle' })).toBeVisible()
}

/** The first cell (row, column) whose name says its digit was placed (not given). */
async function firstPlaced(page: Page): Promise<{ row: number; col: number }> {
  const cell = page.locator('[role="gridcell"][aria-label*="placed before this position"]').first()
  const name = (await cell.getAttribute('aria-label'))!
  const m = /^Row (\d+), column (\d+)/.exec(name)!
  return { row: Number(m[1]), col: Number(m[2]) }
}

for (const size of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`Solve from here at ${size.width} px: the digits placed so far are not "yours"`, async ({
    page,
  }) => {
    await page.setViewportSize(size)
    await page.goto('/')
    await expect(status(page)).toHaveText(/^The givens\. /, { timeout: 30_000 })
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Step forward' }).click()
    await page.getByRole('button', { name: 'Edit', exact: true }).click()
    await page.getByRole('button', { name: 'Solve from here' }).click()
    await expect(status(page)).toHaveText(
      /^The givens and 3 digits placed before this position\./,
      {
        timeout: 30_000,
      },
    )
    await expectPositionWords(page, await firstPlaced(page))
    if (size.width === 1280)
      await shootSizesAndThemes(page, page.locator('.playback-status'), 'edges-solve-from-here', {
        page: true,
      })
  })
}

test('Apply in "All steps here": the status says the chosen deduction while it is drawn, then the position\'s words', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(`/?p=${X_WING}&a=logic`)
  await stepBy(page, 'Single steps')
  const next = page.getByRole('button', { name: 'Next technique' })
  await expect(next).toBeEnabled({ timeout: 30_000 })
  const xWing = page.locator('svg.board-pattern[data-technique="x-wing"]')
  for (let i = 0; i < 80 && !(await xWing.count()); i++) await next.click()
  await expect(status(page)).toContainText('X-Wing (SE 3.2) on 2')

  await page.locator('summary', { hasText: 'All steps here' }).click()
  const panel = page.locator('.all-steps')
  await expect(panel.locator('.summary')).toHaveText(/^\d+ deductions? by \d+ techniques?/, {
    timeout: 30_000,
  })
  // A harder technique's deduction, chosen: the sentence is its own, not the X-Wing's.
  const other = panel.locator('.group').nth(1).locator('button.deduction').first()
  const id = (await other.getAttribute('data-technique'))!
  const name = (await panel.locator('.group').nth(1).locator('h3 > span').first().textContent())!
  await other.click()
  await expect(page.locator(`svg.board-pattern[data-technique="${id}"]`)).toBeVisible()
  await expect(status(page)).toHaveText(new RegExp(`^Chosen in "All steps here": ${name}`))
  await expect(status(page)).not.toContainText('X-Wing (SE 3.2)')
  await shootSizesAndThemes(page, page.locator('.playback-status'), 'edges-chosen-deduction', {
    page: true,
  })
  await page.setViewportSize({ width: 1280, height: 800 })

  // Apply the X-Wing: the solve goes on from the position after it, whose digits the
  // logic placed (not the user).
  await panel.locator('button.deduction[data-technique="x-wing"]').first().click()
  await expect(status(page)).toContainText('Chosen in "All steps here": X-Wing')
  await panel.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByText(/from After X-Wing .* at step/)).toBeVisible({ timeout: 30_000 })
  await expectPositionWords(page, await firstPlaced(page))
  await shootSizesAndThemes(page, page.locator('.playback-status'), 'edges-after-apply', {
    page: true,
  })
})

/** A plain backtracker that exports no counters(). */
const QUIET = `export const name = 'Quiet backtracking with a long name'
export default function solve(line) {
  const g = [...line].map((c) => (c >= '1' && c <= '9' ? Number(c) : 0))
  const ok = (i, d) => {
    const r = Math.floor(i / 9), c = i % 9, br = r - (r % 3), bc = c - (c % 3)
    for (let k = 0; k < 9; k++)
      if (g[r * 9 + k] === d || g[k * 9 + c] === d || g[(br + Math.floor(k / 3)) * 9 + bc + (k % 3)] === d)
        return false
    return true
  }
  const go = (i) => {
    while (i < 81 && g[i]) i++
    if (i === 81) return true
    for (let d = 1; d <= 9; d++)
      if (ok(i, d)) {
        g[i] = d
        if (go(i + 1)) return true
      }
    g[i] = 0
    return false
  }
  return go(0) ? g.join('') : null
}
`

test('a solver of yours without counters() reads "not reported" in Compare, not 0 and 100%', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/#/compare')
  await page.getByRole('button', { name: 'Add your solver' }).click()
  const solvers = page.getByRole('region', { name: 'Your solvers' })
  await page.getByRole('textbox', { name: 'Solver code' }).fill(QUIET)
  await solvers.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(solvers.getByRole('status')).toContainText('Added', { timeout: 30_000 })
  await chooseAlgorithms(page, ['Quiet backtracking', 'Dancing links'])
  await page.getByRole('radio', { name: 'Built-in collection' }).check()
  await page
    .getByRole('combobox', { name: 'Collection' })
    .selectOption({ label: 'Starter (easy to evil) (4)' })
  await page.getByRole('button', { name: 'Run comparison' }).click()
  await expect(timingFinished(page)).toBeAttached({ timeout: 150_000 })
  const table = page.getByRole('table', { name: /^Starter/ })
  const heads = await table.locator('thead th').allInnerTexts()
  const col = (name: string) => heads.findIndex((h) => h.startsWith(name)) - 1
  const quiet = await table
    .getByRole('row', { name: /^Quiet backtracking/ })
    .getByRole('cell')
    .allInnerTexts()
  expect(quiet[col('Guesses')]).toBe('not reported')
  expect(quiet[col('Backtracks')]).toBe('not reported')
  expect(quiet[col('No guessing')]).toBe('not reported')
  const dlx = await table
    .getByRole('row', { name: /^Dancing links/ })
    .getByRole('cell')
    .allInnerTexts()
  expect(dlx[col('Guesses')]).not.toBe('not reported')
  await shootSizesAndThemes(
    page,
    page.getByRole('region', { name: 'Results table' }),
    'edges-not-reported',
  )
  await shootSizesAndThemes(
    page,
    page.getByRole('figure').filter({ hasText: 'Median time per puzzle' }).first(),
    'edges-bar-labels',
  )
})

test("the Race's Human logic lane keeps to the technique switches, and says so", async ({
  page,
}) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(`/?p=${X_WING}&a=logic`)
  const used = page.getByRole('region', { name: 'Techniques used' })
  await expect(used).toContainText('Hardest step X-Wing', { timeout: 30_000 })
  await page.locator('summary', { hasText: 'Techniques on and off' }).click()
  await page.getByRole('checkbox', { name: /^X-Wing\b/ }).uncheck()
  await expect(used).not.toContainText('X-Wing', { timeout: 30_000 })
  await expect(page.getByRole('note')).toHaveText(
    '1 technique off (X-Wing): Human logic solves, and its time is measured, without it.',
  )

  await page.getByRole('link', { name: 'Compare' }).click()
  const race = page.getByRole('region', { name: 'Race', exact: true })
  await race
    .getByRole('combobox', { name: 'Left algorithm' })
    .selectOption({ label: 'Human logic' })
  await race
    .getByRole('combobox', { name: 'Right algorithm' })
    .selectOption({ label: 'Dancing links' })
  await race.getByRole('combobox', { name: 'Slow motion' }).selectOption({ label: 'Real time' })
  await race.getByRole('button', { name: 'Start race' }).click()
  await expect(race).toContainText(/ wins: |Within noise: /, { timeout: 120_000 })
  const logic = race.getByRole('region', { name: /Human logic/ })
  await expect(logic.locator('[data-test="lane-techniques"]')).toHaveText(
    'Solved and timed without the 1 technique switched off in the Solve view.',
  )
  await expect(
    race.getByRole('region', { name: /Dancing links/ }).locator('[data-test="lane-techniques"]'),
  ).toHaveCount(0)
  await shootSizesAndThemes(page, race, 'edges-race-switches')
})
