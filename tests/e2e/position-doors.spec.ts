/**
 * Positions keep what they are through the page's doors (issue 31). A HoDoKu library
 * line of an avoidable rectangle (0607: it rests on the placed digits, `+`) is
 * hinted as what it is, loaded by Import, and "All steps here" finds the avoidable
 * rectangle at its step 0; Apply of it gives a position whose link a reload keeps.
 * Its share link carries the placed digits and the struck candidates (`m`): opened
 * in a fresh browser context, the board shows the same candidates and "All steps
 * here" finds the avoidable rectangle again.
 */
import { expect, test, type Page } from '@playwright/test'
import { board, cellNames, expectBoard, openApp, openSheet, playButton } from './helpers'

const AR =
  ':0607-1:19:+6+45.+3..+1.+1+9+3..268.7+2+8+6.14+3.+3+5+21.68...+1+63+8.....87.+2+51+638+712.43.+6+53+4.6..2+126+9.+1+3.+4+8:714 717 919 525 945 749 757 957 958 559 759 959:951::'

/** The line's digits, given and placed. */
const DIGITS = AR.split(':')[3]!.replace(/\+/g, '')

/** Open "All steps here" and wait for the avoidable rectangle: r5c1 loses 9 (HoDoKu's 951). */
async function findsTheAvoidableRectangle(page: Page): Promise<void> {
  await page.locator('summary', { hasText: 'All steps here' }).click()
  const group = page
    .locator('li.group')
    .filter({ has: page.getByRole('heading', { name: /^Avoidable rectangle \(type 1\)/ }) })
  // Groups come easiest first and as each technique is done: the rectangle (4.5) is
  // listed long before the search reaches the chains.
  await expect(group.locator('button.deduction .moves')).toContainText(['r5c1 loses 9'], {
    timeout: 60_000,
  })
}

test.describe.configure({ timeout: 120_000 })

test('Import of a HoDoKu line: hinted as one, and All steps here finds its avoidable rectangle', async ({
  page,
}) => {
  await openApp(page, '/?a=logic')
  await openSheet(page, 'Import')
  await page.getByRole('textbox', { name: 'Puzzle text' }).fill(AR)
  await expect(page.getByText(/^Looks like a HoDoKu library line/)).toBeVisible()
  await page.getByRole('button', { name: 'Load puzzle' }).click()
  await expectBoard(page, DIGITS)
  await expect(playButton(page)).toBeEnabled({ timeout: 30_000 })
  // r1c1 was placed (+6), r1c3 given (5); r1c4 lost 7 (714) though its digits allow it.
  await expect(
    board(page).getByRole('gridcell', { name: /^Row 1, column 1:/ }),
  ).toHaveAccessibleName(/^Row 1, column 1: 6, placed/)
  await expect(
    board(page).getByRole('gridcell', { name: /^Row 1, column 3:/ }),
  ).toHaveAccessibleName('Row 1, column 3: 5, given')
  await expect(
    board(page).getByRole('gridcell', { name: /^Row 1, column 4:/ }),
  ).not.toHaveAccessibleName(/candidates .*7/)
  await findsTheAvoidableRectangle(page)

  // Apply it: the position after it (r5c1 without 9) is the link's, and a reload keeps it.
  const row = page.locator('button.deduction[data-technique="avoidable-rectangle-1"]', {
    hasText: 'r5c1 loses 9',
  })
  await row.click()
  await page.locator('.all-steps').getByRole('button', { name: 'Apply' }).click()
  await expect(
    page.getByText(/from After Avoidable rectangle \(type 1\) \(r5c1 loses 9\)/),
  ).toBeVisible()
  await expect(playButton(page)).toBeEnabled({ timeout: 30_000 })
  const r5c1 = board(page).getByRole('gridcell', { name: /^Row 5, column 1:/ })
  await expect(r5c1).toHaveAccessibleName(/^Row 5, column 1: empty, candidates [1-8 ]+$/)
  await expect(page).toHaveURL(/[?&]m=[A-Za-z0-9_-]{162}(&|#|$)/)
  const applied = await cellNames(page)
  await page.reload()
  await expect(playButton(page)).toBeEnabled({ timeout: 30_000 })
  expect(await cellNames(page)).toEqual(applied)
})

test('the share link of a position keeps its placed digits and candidates, in a fresh browser', async ({
  page,
  browser,
}) => {
  await openApp(page, '/?a=logic')
  await openSheet(page, 'Import')
  await page.getByRole('textbox', { name: 'Puzzle text' }).fill(AR)
  await page.getByRole('button', { name: 'Load puzzle' }).click()
  await expectBoard(page, DIGITS)
  await expect(playButton(page)).toBeEnabled({ timeout: 30_000 })
  await expect(page).toHaveURL(/[?&]m=[A-Za-z0-9_-]{162}(&|#|$)/)
  const shown = await cellNames(page)
  const link = page.url()

  const fresh = await browser.newContext()
  try {
    const other = await fresh.newPage()
    // A fresh context has no baseURL, no storage: the whole link, as pasted in a new browser.
    await openApp(other, link)
    await expectBoard(other, DIGITS)
    await expect(playButton(other)).toBeEnabled({ timeout: 30_000 })
    // The same board: every digit, given or placed, and every cell's candidates.
    expect(await cellNames(other)).toEqual(shown)
    await findsTheAvoidableRectangle(other)
  } finally {
    await fresh.close()
  }
})
