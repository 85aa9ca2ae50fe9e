/**
 * Positions in the Solve view: type a puzzle into the board and watch it solved;
 * strike a candidate from the position a replay shows and solve from there (the
 * struck candidate stays gone); a position that contradicts itself is refused, its
 * cells named, the edits kept. Screenshots at 360 and 1280 wide, light and dark.
 */
import { expect, test, type Page } from '@playwright/test'
import {
  boardCell,
  boardDigits,
  openApp,
  shootThemes,
  solutionOf,
  STARTER,
  statusText,
} from './helpers'

const EASY = STARTER[0]!
const SOLUTION = solutionOf(EASY)

const editor = (page: Page) => page.getByRole('grid', { name: 'Board being edited' })

function editCell(page: Page, row: number, col: number) {
  return editor(page).getByRole('gridcell', { name: new RegExp(`^Row ${row}, column ${col}:`) })
}

/** The digits of a candidates name: "Row 1, column 1: empty, candidates 6 7 8" -> "678". */
async function candidatesOf(cell: ReturnType<typeof editCell>): Promise<string> {
  const name = (await cell.getAttribute('aria-label')) ?? ''
  return /candidates ([\d ]+)$/.exec(name)?.[1]?.replace(/ /g, '') ?? ''
}

for (const size of [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
]) {
  test.describe(`${size.width}x${size.height}`, () => {
    test.use({ viewport: size })

    test('type a puzzle into an empty board and watch it solved', async ({ page }, testInfo) => {
      await openApp(page)
      await page.getByRole('button', { name: 'Edit', exact: true }).click()
      await expect(editor(page)).toBeVisible()
      await page.getByRole('button', { name: 'Empty board' }).click()
      await expect(editCell(page, 1, 1)).toHaveAccessibleName(
        'Row 1, column 1: empty, candidates 1 2 3 4 5 6 7 8 9',
      )
      for (let c = 0; c < 81; c++) {
        if (EASY[c] === '.') continue
        await editCell(page, Math.floor(c / 9) + 1, (c % 9) + 1).click()
        await page.keyboard.press(EASY[c]!)
      }
      // A conflict is marked and said as it is typed; Backspace takes it back.
      await editCell(page, 1, 1).click()
      await page.keyboard.press('4')
      await expect(page.getByRole('status').filter({ hasText: 'r1c1 is 4.' })).toHaveText(
        'r1c1 is 4. Row 1 has two 4s: r1c1 and r1c3. Column 1 has two 4s: r1c1 and r5c1.',
      )
      await expect(editCell(page, 1, 1)).toHaveClass(/mark-conflict/)
      if (size.width === 1280)
        await shootThemes(page, testInfo, `position-typed-conflict-${size.width}`)
      await page.keyboard.press('Backspace')
      await expect(editCell(page, 1, 1)).not.toHaveClass(/mark-conflict/)
      await page.getByRole('button', { name: 'Solve from here' }).click()
      await expect(editor(page)).toHaveCount(0)
      await expect(statusText(page).first()).toHaveText(/^The givens\. [\d,]+ steps recorded/, {
        timeout: 20_000,
      })
      expect(await boardDigits(page)).toBe(EASY)
      await page.getByRole('button', { name: 'Go to end' }).click()
      await expect.poll(() => boardDigits(page)).toBe(SOLUTION)
    })

    test('strike a candidate mid-replay and solve from here: it stays gone', async ({
      page,
    }, testInfo) => {
      await openApp(page)
      await page.getByRole('combobox', { name: 'Algorithm' }).selectOption('logic')
      await expect(statusText(page).first()).toHaveText(/^The givens\./, { timeout: 20_000 })
      // A few steps in, then edit the position shown.
      for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Step forward' }).click()
      const shownBefore = await boardDigits(page)
      await page.getByRole('button', { name: 'Edit', exact: true }).click()
      await expect(editor(page)).toBeVisible()
      // r1c1: strike a candidate that is not the solution's digit.
      const cell = editCell(page, 1, 1)
      const before = await candidatesOf(cell)
      const wrong = [...before].find((d) => d !== SOLUTION[0])!
      expect(wrong, `r1c1 has a wrong candidate among ${before}`).toBeTruthy()
      await cell.click()
      await page.getByRole('button', { name: 'Candidates', exact: true }).click()
      await expect(page.getByRole('button', { name: 'Candidates', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      )
      await cell.click()
      await page.keyboard.press(wrong)
      await expect(cell).toHaveAccessibleName(
        `Row 1, column 1: empty, candidates ${[...before.replace(wrong, '')].join(' ')}`,
      )
      await expect(page.getByRole('status').filter({ hasText: 'struck' })).toHaveText(
        `${wrong} struck from r1c1.`,
      )
      // Undo and redo the strike.
      await page.getByRole('button', { name: 'Undo' }).click()
      await expect(cell).toHaveAccessibleName(new RegExp(`candidates ${[...before].join(' ')}$`))
      await page.getByRole('button', { name: 'Redo' }).click()
      await shootThemes(page, testInfo, `position-struck-${size.width}`)
      await page.getByRole('button', { name: 'Solve from here' }).click()
      await expect(editor(page)).toHaveCount(0)
      await expect(statusText(page).first()).toHaveText(/^The givens(\.| and )/, {
        timeout: 20_000,
      })
      // Step 0 is the position: the digits shown then, the struck candidate gone.
      expect(await boardDigits(page)).toBe(shownBefore)
      await expect(boardCell(page, 1, 1)).not.toHaveAccessibleName(
        new RegExp(`candidates [\\d ]*${wrong}`),
      )
      // Step through: the struck candidate never comes back; the solve ends solved.
      for (let i = 0; i < 20; i++) {
        await page.getByRole('button', { name: 'Step forward' }).click()
        await expect(boardCell(page, 1, 1)).not.toHaveAccessibleName(
          new RegExp(`candidates [\\d ]*${wrong}`),
        )
      }
      await page.getByRole('button', { name: 'Go to end' }).click()
      await expect.poll(() => boardDigits(page)).toBe(SOLUTION)
    })

    test('a position that contradicts itself is refused, its cells named, the edits kept', async ({
      page,
    }, testInfo) => {
      await openApp(page)
      await page.getByRole('button', { name: 'Edit', exact: true }).click()
      const cell = editCell(page, 1, 1)
      await cell.click()
      const all = await candidatesOf(cell)
      // Shift with a digit strikes it, as in Play.
      for (const d of all) await page.keyboard.press(`Shift+Digit${d}`)
      await expect(cell).toHaveAccessibleName('Row 1, column 1: empty, no candidates')
      await page.getByRole('button', { name: 'Solve from here' }).click()
      await expect(page.getByRole('alert')).toContainText('r1c1 has no candidates left.')
      await expect(editor(page)).toBeVisible()
      await expect(cell).toHaveAccessibleName('Row 1, column 1: empty, no candidates')
      await expect(cell).toHaveClass(/mark-source/)
      await page.getByRole('alert').scrollIntoViewIfNeeded()
      const box = (await page.getByRole('alert').boundingBox())!
      expect(box.x + box.width).toBeLessThanOrEqual(size.width)
      await shootThemes(page, testInfo, `position-refused-${size.width}`)
      // Ctrl+Z gives a candidate back; then the position solves.
      await page.keyboard.press('Control+z')
      await expect(cell).toHaveAccessibleName(/candidates \d$/)
      await page.getByRole('button', { name: 'Solve from here' }).click()
      await expect(editor(page)).toHaveCount(0)
      await expect(statusText(page).first()).toHaveText(/^The givens\./, { timeout: 20_000 })
    })
  })
}
