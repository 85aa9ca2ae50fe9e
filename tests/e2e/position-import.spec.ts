/**
 * Positions in and out: a pencil-mark grid pasted from a forum post shows its own
 * candidates on the board (not recomputed from its digits); Export writes the
 * position shown in the pencil-mark formats and says which it writes; Play's "Watch
 * the solver from here" brings the player's pencil marks along.
 */
import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { boardCell, openApp, openSheet, pasteAndLoad, shootThemes, statusText } from './helpers'

const PM_GRID = readFileSync('tests/fixtures/positions/sudopedia-pm.txt', 'utf8')

for (const size of [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
]) {
  test.describe(`${size.width}x${size.height}`, () => {
    test.use({ viewport: size })

    test('a pasted pencil-mark grid shows its candidates; Export writes the position', async ({
      page,
    }, testInfo) => {
      await openApp(page)
      await pasteAndLoad(page, PM_GRID)
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await expect(statusText(page).first()).toHaveText(/^The givens\./, { timeout: 20_000 })
      // The grid's own marks: r1c1 "19", r1c3 "169", r3c7 "3579"; the digits alone allow more.
      await expect(boardCell(page, 1, 1)).toHaveAccessibleName(
        'Row 1, column 1: empty, candidates 1 9',
      )
      await expect(boardCell(page, 1, 3)).toHaveAccessibleName(
        'Row 1, column 3: empty, candidates 1 6 9',
      )
      await expect(boardCell(page, 3, 7)).toHaveAccessibleName(
        'Row 3, column 7: empty, candidates 3 5 7 9',
      )
      await expect(page.getByText(/^Recognised: Pencil-mark grid/)).toBeVisible()
      await shootThemes(page, testInfo, `position-pasted-${size.width}`)
      // Export: the pencil-mark grid of the position shown, r1c1 still "19".
      await openSheet(page, 'Export')
      await page.getByRole('radio', { name: 'Pencil-mark grid' }).check()
      await expect(
        page.getByText(
          /^Writes the position at step 0 of [\d,]+: its digits and each empty cell's candidates as the board shows them\.$/,
        ),
      ).toBeVisible()
      const text = page.getByRole('textbox', { name: 'Exported text' })
      await expect(text).toHaveValue(/\| *19 +7 +169 /)
      await page.getByRole('radio', { name: 'One line' }).check()
      await expect(
        page.getByText('Writes the puzzle as loaded: its digits, without candidates.'),
      ).toBeVisible()
      await expect(text).toHaveValue(/^\.7\.2\.3\.8\.345798126/)
      await shootThemes(page, testInfo, `position-export-${size.width}`)
    })

    test("Play's Watch the solver from here brings the pencil marks along", async ({
      page,
    }, testInfo) => {
      await openApp(page)
      await page.getByRole('button', { name: 'Play this puzzle' }).click()
      await expect(page).toHaveURL(/#\/play/)
      const play = page.getByRole('grid', { name: 'Sudoku board' }).last()
      const r1c1 = play.getByRole('gridcell', { name: /^Row 1, column 1:/ })
      // The starter's r1c1 allows 2 6 7 8 (its digit is 2). Marks 6 and 7 leave it out:
      // the hand-off is refused, the cell named.
      await r1c1.click()
      await page.getByRole('button', { name: 'Pencil marks' }).click()
      await r1c1.click()
      await page.keyboard.press('6')
      await page.keyboard.press('7')
      await expect(r1c1).toHaveAccessibleName('Row 1, column 1: empty, candidates 6 7')
      await page.getByRole('button', { name: 'Watch the solver from here' }).click()
      await expect(page.getByRole('alert')).toContainText(
        'Your pencil marks at r1c1 leave out the digit that belongs there',
      )
      await expect(page.getByRole('alert')).toContainText('fix its marks')
      await expect(page).toHaveURL(/#\/play/)
      // With 2 marked too, the Solve view starts from the marks.
      await page.getByRole('button', { name: 'Keep playing' }).click()
      await r1c1.click()
      await page.keyboard.press('2')
      await page.getByRole('button', { name: 'Watch the solver from here' }).click()
      await expect(page).toHaveURL(/#\/solve/)
      await expect(statusText(page).first()).toHaveText(/^The givens\./, { timeout: 20_000 })
      await expect(boardCell(page, 1, 1)).toHaveAccessibleName(
        'Row 1, column 1: empty, candidates 2 6 7',
      )
      // A cell without marks keeps what the digits allow (r1c2: 2 6 7 8).
      await expect(boardCell(page, 1, 2)).toHaveAccessibleName(
        'Row 1, column 2: empty, candidates 2 6 7 8',
      )
      await shootThemes(page, testInfo, `position-from-play-${size.width}`)
      // The solver keeps to the marks: at the end, r1c1 holds 2.
      await page.getByRole('button', { name: 'Go to end' }).click()
      await expect(boardCell(page, 1, 1)).toHaveAccessibleName(
        /^Row 1, column 1: 2, placed by logic$/,
      )
    })
  })
}
