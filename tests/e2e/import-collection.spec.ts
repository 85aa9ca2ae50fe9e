/**
 * A pasted collection and Load pressed at once: no race with the "looks like" hint
 * (it opens as your collection, with no error), and a line that is no puzzle is
 * named by its number while the good ones load.
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test'
import { openApp, openSheet, STARTER } from './helpers'

const TEXT = [STARTER[0], STARTER[1], '12345', STARTER[2]].join('\n')
const REASON = "Line 3: '12345' is not a puzzle (5 cells; a puzzle has 81)"

async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`)
  await page.screenshot({ path })
  await testInfo.attach(name, { path, contentType: 'image/png' })
}

for (const size of [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
]) {
  test.describe(`${size.width}x${size.height}`, () => {
    test.use({ viewport: size })

    test('paste then Load at once opens the collection, and names the line that is no puzzle', async ({
      page,
    }, testInfo) => {
      await openApp(page)
      await openSheet(page, 'Import')
      const box = page.getByRole('textbox', { name: 'Puzzle text' })
      await box.fill(TEXT)
      await page.getByRole('button', { name: 'Load puzzle' }).click() // well within 150 ms
      const picker = page.locator('.user-collection-picker')
      await expect(picker).toContainText('Puzzle 1 of 3')
      await expect(picker).toContainText('1 line skipped')
      await expect(picker.getByText(REASON)).toBeVisible()
      await expect(page.getByRole('alert')).toHaveCount(0)
      await picker.scrollIntoViewIfNeeded()
      for (const theme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: theme })
        await shoot(page, testInfo, `collection-loaded-${size.width}-${theme}`)
      }
    })

    test('the hint counts the puzzles and names the line that is no puzzle', async ({
      page,
    }, testInfo) => {
      await openApp(page)
      await openSheet(page, 'Import')
      await page.getByRole('textbox', { name: 'Puzzle text' }).fill(TEXT)
      const hint = page.locator('.import-hint')
      await expect(hint).toContainText('Looks like a collection of 3 puzzles')
      await expect(hint).toContainText(`${REASON}.`)
      for (const theme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: theme })
        await shoot(page, testInfo, `collection-hint-${size.width}-${theme}`)
      }
    })
  })
}
