/**
 * Play hands a game to the Solve view: a digit that conflicts, or one that cannot be
 * right, is named in the player's terms before Play is left (with "Watch from the
 * givens" as the way on); a board that is fine arrives with the player's digits drawn
 * as theirs, not as bold givens.
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test'
import { boardCell, boardDigits, openApp, solutionOf, STARTER } from './helpers'

const EASY = STARTER[0]!
const SOLUTION = solutionOf(EASY)
// r1c1 is empty in EASY; row 1 holds a given 4 at r1c3.
const R1C1 = 0

async function openPlayWith(page: Page, digit: string): Promise<void> {
  // The starter puzzle, from the Solve view, as a user first meets it.
  await openApp(page)
  await page.getByRole('button', { name: 'Play this puzzle' }).click()
  await expect(page).toHaveURL(/#\/play/)
  await boardCell(page, 1, 1).click()
  await page.keyboard.press(digit)
  // A clashing digit's name says so (", in conflict").
  await expect(boardCell(page, 1, 1)).toHaveAccessibleName(
    new RegExp(`: ${digit}(, in conflict)?$`),
  )
}

/** A digit for r1c1 that no related given holds, but not the solution's. */
function wrongButQuiet(): string {
  const row = EASY.slice(0, 9)
  const col = [...Array(9)].map((_, r) => EASY[r * 9]).join('')
  const box = EASY.slice(0, 3) + EASY.slice(9, 12) + EASY.slice(18, 21)
  return '123456789'
    .split('')
    .find((d) => d !== SOLUTION[R1C1] && !row.includes(d) && !col.includes(d) && !box.includes(d))!
}

async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`)
  await page.screenshot({ path })
  await testInfo.attach(name, { path, contentType: 'image/png' })
}

const alert = (page: Page) => page.locator('.play-handoff')

for (const size of [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
]) {
  test.describe(`${size.width}x${size.height}`, () => {
    test.use({ viewport: size })

    test('a conflicting digit is named before leaving Play; Watch from the givens goes on', async ({
      page,
    }, testInfo) => {
      await openPlayWith(page, '4')
      await page.getByRole('button', { name: 'Watch the solver from here' }).click()
      await expect(page.getByRole('alert')).toContainText(
        'Your 4 at r1c1 conflicts with the given 4 at r1c3.',
      )
      await expect(page).toHaveURL(/#\/play/)
      await alert(page).scrollIntoViewIfNeeded()
      await expect(alert(page)).toBeInViewport({ ratio: 1 })
      const box = (await alert(page).boundingBox())!
      expect(box.x + box.width).toBeLessThanOrEqual(size.width)
      for (const theme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: theme })
        await shoot(page, testInfo, `handoff-conflict-${size.width}-${theme}`)
      }
      await page.getByRole('button', { name: 'Watch from the givens' }).click()
      await expect(page).toHaveURL(/#\/solve/)
      await expect.poll(() => boardDigits(page), { timeout: 20_000 }).toBe(EASY)
      await expect(page.getByRole('dialog')).toHaveCount(0) // no Import sheet, no error
    })

    test('a digit that cannot be right is named; Keep playing leaves the board as it was', async ({
      page,
    }, testInfo) => {
      const d = wrongButQuiet()
      await openPlayWith(page, d)
      await page.getByRole('button', { name: 'Watch the solver from here' }).click()
      await expect(page.getByRole('alert')).toContainText(
        `Your digits cannot all be right: from the givens alone the puzzle has a solution, but not with your ${d} at r1c1.`,
      )
      await expect(boardCell(page, 1, 1)).toHaveClass(/mark-wrong/) // Check's marks, on the board
      await alert(page).scrollIntoViewIfNeeded()
      for (const theme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: theme })
        await shoot(page, testInfo, `handoff-wrong-${size.width}-${theme}`)
      }
      await page.getByRole('button', { name: 'Keep playing' }).click()
      await expect(page.getByRole('alert')).toHaveCount(0)
      await expect(page).toHaveURL(/#\/play/)
      await expect(boardCell(page, 1, 1)).toHaveAccessibleName(new RegExp(`: ${d}$`))
    })
  })
}

test('a right digit arrives in the Solve view as placed by you, the givens still given', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await openPlayWith(page, SOLUTION[R1C1]!)
  await page.getByRole('button', { name: 'Watch the solver from here' }).click()
  await expect(page).toHaveURL(/#\/solve/)
  await expect(boardCell(page, 1, 1)).toHaveAccessibleName(
    `Row 1, column 1: ${SOLUTION[R1C1]}, placed by you`,
  )
  await expect(boardCell(page, 1, 3)).toHaveAccessibleName('Row 1, column 3: 4, given')
  await expect(page.getByRole('status').first()).toContainText('The givens and your 1 digit.')
  // Italic, regular weight: not drawn as a bold given.
  const style = await boardCell(page, 1, 1)
    .locator('.cell-digit')
    .evaluate((el) => [getComputedStyle(el).fontWeight, getComputedStyle(el).fontStyle])
  expect(style).toEqual(['400', 'italic'])
  await expect(page.locator('.board-legend').getByRole('list', { name: 'Digits' })).toContainText(
    'placed by you (in Play)',
  )
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme })
    await shoot(page, testInfo, `handoff-placed-1280-${theme}`)
    const path = testInfo.outputPath(`handoff-placed-legend-${theme}.png`)
    await page.locator('.board-legend').screenshot({ path })
  }
  // The board is the game itself: the way back returns to it, the digit still the player's.
  await expect(page.getByRole('button', { name: 'Play this puzzle' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Back to your game in Play' }).click()
  await expect(page).toHaveURL(/#\/play/)
  await expect(boardCell(page, 1, 1)).toHaveAccessibleName(
    new RegExp(`^Row 1, column 1: ${SOLUTION[R1C1]}$`),
  )
  await expect(page.getByRole('button', { name: 'Undo' })).toBeEnabled()
})
