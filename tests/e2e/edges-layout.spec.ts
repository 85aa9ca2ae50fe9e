/**
 * Where the eye is, at 320, 360 and 1280 px (issue 34, items 3 and 4): the board in
 * view when a deduction is chosen in "All steps here"; Edit's refusal in view and
 * focused; the board and Play's Hint button staying put during playback; a conflict
 * in Play said in the cell's name and the status; Compare's results at 360 with
 * the summary first and no sideways page; the header on one line at 320; a 25x25
 * board inside its column at 1280. Every wait is for a state, never for time.
 */
import { readFileSync } from 'node:fs'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { getAlgorithm, K } from '../../src/engine/full'
import {
  board,
  cellNames,
  chooseAlgorithms,
  chooseCollection,
  comparisonFinished,
  INKALA,
  INKALA_TOP_10,
  loadPuzzle,
  openApp,
  puzzleOf,
  statusText,
  stepBy,
  timeline,
} from './helpers'

/** "All steps here" finds several techniques' deductions here (techniques-all-steps.spec.ts). */
const X_WING = '..8...7...........3..786..98.......3.3.8.7.1..4.3.2.7..8.4.5.9.7.5.3.6.442.9.8.51'

const PHONE = { width: 360, height: 740 }
const NARROW = { width: 320, height: 640 }
const WIDE = { width: 1280, height: 800 }

/** Every pixel of the element inside the window. */
async function wholeInView(page: Page, part: Locator): Promise<boolean> {
  const box = (await part.boundingBox())!
  const { width, height } = page.viewportSize()!
  return box.y >= 0 && box.x >= 0 && box.y + box.height <= height && box.x + box.width <= width
}

/** The element's top in the page (not the window): it moves only when the layout does. */
function pageTop(part: Locator): Promise<number> {
  return part.evaluate((el) => el.getBoundingClientRect().top + window.scrollY)
}

/** Take a screenshot of the window in the light and dark themes into test-results/. */
async function shoot(page: Page, name: string): Promise<void> {
  const { width } = page.viewportSize()!
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    await page.screenshot({ path: `test-results/edges-${name}-${width}-${scheme}.png` })
  }
  await page.emulateMedia({ colorScheme: 'light' })
}

for (const size of [WIDE, PHONE, NARROW]) {
  test.describe(`${size.width}x${size.height}`, () => {
    test.use({ viewport: size })

    test('a deduction chosen in "All steps here" is drawn on a board in view', async ({ page }) => {
      await page.goto(`/?p=${X_WING}&a=logic`)
      await expect(statusText(page)).toHaveText(/^The givens\./, { timeout: 20_000 })
      await page.locator('summary', { hasText: 'All steps here' }).click()
      const panel = page.locator('.all-steps')
      await expect(panel.locator('.summary')).toHaveText(/^\d+ deductions? by/, { timeout: 30_000 })
      // Far down the list: the last group's first deduction.
      const row = panel.locator('.group').last().locator('button.deduction').first()
      await row.scrollIntoViewIfNeeded()
      await row.click()
      await expect(row).toHaveAttribute('aria-pressed', 'true')
      const drawn = page.locator('svg.board-pattern')
      await expect(drawn).toBeVisible()
      await expect.poll(() => wholeInView(page, board(page)), { message: 'the board' }).toBe(true)
      await shoot(page, 'all-steps-chosen')
      if (size.width < 760) {
        // On a phone the list is far below: a button brings back the deduction chosen.
        await page.getByRole('button', { name: 'Back to the list of steps' }).click()
        await expect(row).toBeFocused()
        await expect(row).toBeInViewport()
      }
    })

    test("Edit's refusal of a contradictory position is in view and focused", async ({ page }) => {
      await openApp(page)
      await page.getByRole('button', { name: 'Edit', exact: true }).click()
      const editor = page.getByRole('grid', { name: 'Board being edited' })
      const cell = editor.getByRole('gridcell', { name: /^Row 1, column 1:/ })
      await cell.click()
      const name = (await cell.getAttribute('aria-label')) ?? ''
      const all = /candidates ([\d ]+)$/.exec(name)![1]!.replace(/ /g, '')
      for (const d of all) await page.keyboard.press(`Shift+Digit${d}`)
      await expect(cell).toHaveAccessibleName('Row 1, column 1: empty, no candidates')
      // The top panel does not describe the replay the editor stands in for.
      await expect(page.locator('.playback-status').getByRole('status')).toHaveText(
        /^Editing the position/,
      )
      await page.getByRole('button', { name: 'Solve from here' }).click()
      const alert = page.getByRole('alert')
      await expect(alert).toContainText('r1c1 has no candidates left.')
      await expect(alert).toBeFocused()
      await expect.poll(() => wholeInView(page, alert), { message: 'the refusal' }).toBe(true)
      await shoot(page, 'edit-refused')
    })

    test('the board stays put across a restore step', async ({ page }) => {
      const line = INKALA[0]!
      const log = getAlgorithm('detour')!.solve(puzzleOf(line), {
        record: true,
        maxSteps: 2_000_000,
        limit: 1,
      }).log!
      let restore = -1
      for (let j = 0; j < log.length && restore < 0; j++) if (log.kind(j) === K.restore) restore = j
      expect(restore, 'the solve backtracks').toBeGreaterThan(0)
      await openApp(page)
      await loadPuzzle(page, line)
      const grid = board(page)
      const top = await pageTop(grid)
      // Just before the restore, then Step forward onto it: the badge says so.
      await timeline(page).fill(String(restore))
      await stepBy(page, 'Single steps')
      await page.getByRole('button', { name: 'Step forward' }).click()
      const badge = page.getByTestId('depth-badge')
      await expect(badge).toHaveText(/^Back to snapshot \d+$/)
      expect(await pageTop(grid), 'the board top with the badge').toBe(top)
      await page.getByRole('button', { name: 'Step forward' }).click()
      await expect(badge).not.toHaveText(/^Back to snapshot/)
      expect(await pageTop(grid), 'the board top after the badge').toBe(top)
      await page.getByRole('button', { name: 'Go to start' }).click()
      await expect(statusText(page)).toHaveText(/^The givens\./)
      // Step 0 says the candidates shown are not yet struck by the givens.
      await expect(statusText(page)).toContainText('not yet struck by the givens')
      expect(await pageTop(grid), 'the board top at step 0').toBe(top)
    })

    test("Play's Hint button stays put from one press to the next", async ({ page }) => {
      await page.goto('/#/play')
      await expect(board(page)).toBeVisible()
      const hint = page.getByRole('button', { name: 'Hint', exact: true })
      await expect(hint).toBeEnabled()
      const say = page.locator('.play-status').getByRole('status')
      const tops: number[] = []
      let said = ''
      for (let i = 0; i < 3; i++) {
        await hint.click()
        await expect(say).not.toHaveText(said)
        said = (await say.textContent()) ?? ''
        tops.push(await pageTop(hint))
      }
      expect(new Set(tops).size, `the Hint button's tops: ${tops.join(', ')}`).toBe(1)
    })

    test('a conflict in Play is said in the cell name and the status', async ({ page }) => {
      await page.goto('/#/play')
      await expect(board(page)).toBeVisible()
      await expect(page.locator('.play-status').getByRole('status')).toContainText(/New game/)
      const cells = await cellNames(page)
      // An empty cell, and a given digit of its row.
      const empty = cells.find(
        (c) => c.digit === '.' && cells.some((o) => o.row === c.row && o.digit !== '.'),
      )!
      const given = cells.find((o) => o.row === empty.row && o.digit !== '.')!
      const target = board(page).getByRole('gridcell', {
        name: new RegExp(`^Row ${empty.row}, column ${empty.col}:`),
      })
      await target.click()
      await page.keyboard.press(given.digit)
      await expect(target).toHaveAccessibleName(
        `Row ${empty.row}, column ${empty.col}: ${given.digit}, in conflict`,
      )
      await expect(page.locator('.play-status').getByRole('status')).toContainText(
        `Row ${empty.row} has two ${given.digit}s`,
      )
      await shoot(page, 'play-conflict')
      // Taken back: neither says so any more.
      await page.keyboard.press('Backspace')
      await expect(page.locator('.play-status').getByRole('status')).not.toContainText('has two')
    })

    test('the header fits on one line', async ({ page }) => {
      await page.goto('/')
      const header = page.locator('.app-header')
      await expect(board(page)).toBeVisible()
      const tops = await header.evaluate((el) =>
        [
          el.querySelector('.app-title'),
          el.querySelector('.app-nav'),
          el.querySelector('.app-tools'),
        ].map((part) => Math.round(part!.getBoundingClientRect().top)),
      )
      const links = page.getByRole('navigation', { name: 'Views' }).getByRole('link')
      const linkTops = await links.evaluateAll((as) => as.map((a) => a.getBoundingClientRect().top))
      expect(new Set(linkTops).size, 'the view links on one line').toBe(1)
      const box = (await header.boundingBox())!
      expect(box.height, 'one line of 44 px targets').toBeLessThan(60)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        size.width,
      )
      expect(tops.length).toBe(3)
      if (size.width === 320)
        await page.screenshot({
          path: 'test-results/edges-header-320.png',
          clip: { x: 0, y: 0, width: 320, height: 120 },
        })
    })
  })
}

test.describe('360x740', () => {
  test.use({ viewport: PHONE })
  test("Compare's results: the summary first, and the page never scrolls sideways", async ({
    page,
  }) => {
    await page.goto('/#/compare')
    await chooseAlgorithms(page, ['Detour solver', 'Dancing links', 'Fast'])
    await chooseCollection(page, INKALA_TOP_10)
    await page.getByRole('button', { name: 'Run comparison' }).click()
    await expect(comparisonFinished(page)).toBeAttached({ timeout: 60_000 })
    const results = page.getByRole('region', { name: 'Results' })
    const lead = results.locator('.compare-table-lead')
    await expect(lead).toHaveText(/^Fastest: .+, .+ a puzzle \(median\)\.$/)
    // The summary comes before the table; the explanation is folded below it.
    const leadTop = await pageTop(lead)
    const table = page.getByRole('region', { name: 'Results table' })
    expect(leadTop).toBeLessThan(await pageTop(table))
    const how = results.getByText('How these are timed and ranked')
    await expect(how).toBeVisible()
    await expect(results.locator('.compare-table-how')).toBeHidden()
    expect(await pageTop(how)).toBeGreaterThan(await pageTop(table))
    // The key column stays put while the figures scroll inside their box.
    const key = table.getByRole('rowheader').first()
    const x = (await key.boundingBox())!.x
    await table.evaluate((el) => el.scrollBy({ left: 400, behavior: 'instant' }))
    expect((await key.boundingBox())!.x).toBe(x)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    await lead.scrollIntoViewIfNeeded()
    await shoot(page, 'compare-results')
  })
})

test.describe('1280x800', () => {
  test.use({ viewport: WIDE })
  test('a 25x25 board fits inside its column at 100% zoom', async ({ page }) => {
    const puzzle = readFileSync('tests/fixtures/formats/twenty-five.txt', 'utf8').trim()
    await page.goto(`/?p=${puzzle}&a=fast`)
    await expect(statusText(page)).toContainText('steps recorded', { timeout: 30_000 })
    const column = page.getByRole('region', { name: 'Board' })
    const grid = board(page)
    const [col, box] = [(await column.boundingBox())!, (await grid.boundingBox())!]
    expect(box.x).toBeGreaterThanOrEqual(col.x)
    expect(box.x + box.width, 'the grid ends inside its column').toBeLessThanOrEqual(
      col.x + col.width,
    )
    // Nothing hidden behind a sideways scroll.
    const scrolls = await page
      .locator('.solve-board .board-scroll')
      .evaluate((el) => el.scrollWidth > el.clientWidth)
    expect(scrolls).toBe(false)
    const cell = page.getByRole('gridcell', { name: /^Row 1, column 1: A/ })
    expect((await cell.boundingBox())!.width).toBeGreaterThanOrEqual(20)
    await shoot(page, 'board-25')
  })
})
