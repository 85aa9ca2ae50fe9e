/**
 * The edges a newcomer hits in Play (issue 21), each at the size a tester saw it:
 * keys after pressing a control, Play's own help, the difficulty box and the
 * puzzle's level, and a finished game that says so and offers the next puzzle.
 * Screenshots of each state, light and dark, land in test-results/play-*.png.
 */
import { expect, test, type Page } from '@playwright/test'
import { axeViolations, board, focusPage, openPlay, playSays, solutionOf, STARTER } from './helpers'

const EASY = STARTER[0]!
const SOLUTION = solutionOf(EASY)
const SIZES = [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
] as const

function cell(page: Page, index: number) {
  const name = new RegExp(`^Row ${Math.floor(index / 9) + 1}, column ${(index % 9) + 1}:`)
  return board(page).getByRole('gridcell', { name })
}

/** Screenshots in both themes, each checked by axe-core (contrast included). */
async function shoot(page: Page, name: string, width: number): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    await page.screenshot({ path: `test-results/play-${name}-${width}-${colorScheme}.png` })
    expect(await axeViolations(page), `axe-core on ${name}, ${colorScheme}`).toEqual([])
  }
  await page.emulateMedia({ colorScheme: 'light' })
}

/** Accept singles until the starter is solved (the tester's way to finish it). */
async function finishBySingles(page: Page): Promise<void> {
  const accept = page.getByRole('button', { name: 'Accept singles' })
  for (let i = 0; i < 40 && (await accept.isEnabled()); i++) await accept.click()
  await expect(accept).toBeDisabled()
}

for (const size of SIZES) {
  test.describe(`${size.width}x${size.height}`, () => {
    test.use({ viewport: size })

    test('digits typed after pressing any Play control go to the selected cell', async ({
      page,
    }) => {
      await openPlay(page)
      const i = EASY.indexOf('.')
      const s = SOLUTION[i]!
      const target = cell(page, i)
      const button = (name: string) => page.getByRole('button', { name, exact: true })
      await target.click()

      await button('Pencil marks').click()
      await expect(button('Pencil marks')).toBeFocused()
      await page.keyboard.press(s)
      await expect(target).toHaveAccessibleName(new RegExp(`candidates ${s}$`))
      await page.keyboard.press('p') // the key turns pencil marks off again
      await expect(button('Pencil marks')).toHaveAttribute('aria-pressed', 'false')
      await page.keyboard.press(s)
      await expect(target).toHaveAccessibleName(new RegExp(`: ${s}$`))

      await button('Erase').click()
      await expect(target).toHaveAccessibleName(/: empty/)
      await page.keyboard.press(s)
      await expect(target).toHaveAccessibleName(new RegExp(`: ${s}$`))

      await button('Undo').click()
      await expect(target).toHaveAccessibleName(/: empty/)
      await page.keyboard.press(s)
      await expect(target).toHaveAccessibleName(new RegExp(`: ${s}$`))
      await page.keyboard.press('Backspace')
      await expect(target).toHaveAccessibleName(/: empty/)

      await button('Undo').click()
      await button('Redo').click()
      await page.keyboard.press(s)
      await expect(target).toHaveAccessibleName(new RegExp(`: ${s}$`))

      for (const name of ['Check', 'Hint']) {
        await button(name).click()
        await expect(button(name)).toBeFocused()
        await page.keyboard.press('Delete')
        await expect(target, `Delete after ${name}`).toHaveAccessibleName(/: empty/)
        await page.keyboard.press(s)
        await expect(target, `${s} after ${name}`).toHaveAccessibleName(new RegExp(`: ${s}$`))
      }

      const bar = page.getByRole('group', { name: 'Number bar' })
      await page.keyboard.press('Backspace')
      await bar.getByRole('button', { name: s, exact: true }).click()
      await expect(target).toHaveAccessibleName(new RegExp(`: ${s}$`))
      await page.keyboard.press('Backspace')
      await expect(target).toHaveAccessibleName(/: empty/)

      // The Difficulty list keeps its own keys: a digit there chooses nothing on the board.
      await page.getByLabel('Difficulty').focus()
      await page.keyboard.press(s)
      await expect(target).toHaveAccessibleName(/: empty/)
    })

    test("'?' in Play opens Play's keys; in Solve, Solve's", async ({ page }) => {
      await openPlay(page)
      await focusPage(page)
      await page.keyboard.press('?')
      const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
      await expect(help).toBeVisible()
      await expect(help.getByRole('table')).toHaveAccessibleName('Keys in the Play view')
      for (const key of ['1 – 9', 'P', 'Backspace, Delete or 0', 'Ctrl + Z'])
        await expect(help.getByRole('cell', { name: key, exact: true })).toBeVisible()
      await expect(help).toContainText('Pencil marks on or off')
      await expect(help).not.toContainText('Page Down')
      await expect(help.getByRole('cell', { name: 'Space', exact: true })).toHaveCount(0)
      await shoot(page, 'help', size.width)
      await page.keyboard.press('Escape')
      await expect(help).toHaveCount(0)

      await page.getByRole('link', { name: 'Solve' }).click()
      await expect(page).toHaveURL(/#\/solve/)
      await focusPage(page)
      await page.keyboard.press('?')
      await expect(help.getByRole('table')).toHaveAccessibleName('Keys in the Solve view')
      await expect(help.getByRole('cell', { name: 'Space', exact: true })).toBeVisible()
    })

    test('the difficulty box is for the next puzzle; the board says its own level', async ({
      page,
    }) => {
      await openPlay(page)
      const status = page.locator('.play-status')
      await expect(status).toContainText('This puzzle: easy, SE 1.2')
      const difficulty = page.getByLabel('Difficulty')
      await expect(difficulty).toHaveValue('easy')
      const box = page.getByRole('group', { name: 'Next puzzle' })
      await expect(box.getByLabel('Difficulty')).toBeVisible()
      await box.scrollIntoViewIfNeeded()
      await shoot(page, 'difficulty', size.width)

      await difficulty.selectOption('hard')
      await box.getByRole('button', { name: 'New puzzle' }).click()
      await expect(playSays(page)).toContainText(/^New hard puzzle \(SE (2\.[789]|3\.\d)\)/, {
        timeout: 30_000,
      })
      await expect(status).toContainText(/This puzzle: hard, SE (2\.[789]|3\.\d) · seed \w+/, {
        timeout: 20_000,
      })
      await expect(difficulty).toHaveValue('hard')
    })

    test('a finished game says "Solved!" with time, level and rating, and offers the next puzzle', async ({
      page,
    }) => {
      await openPlay(page)
      await finishBySingles(page)
      await expect(playSays(page)).toHaveText(/^Solved! Time \d+:\d\d · easy · SE 1\.2$/)
      const solved = page.getByRole('region', { name: 'Solved!' })
      await expect(solved).toContainText(/Time \d+:\d\d/)
      await expect(solved).toContainText('SE 1.2')
      const next = solved.getByRole('button', { name: 'Next puzzle' })
      await expect(next).toBeVisible()
      // Accept singles is disabled once the game is solved: focus moves on, not to the page.
      await expect(next).toBeFocused()
      // The panel stands where the number bar was, right under the board.
      await expect(page.getByRole('group', { name: 'Number bar' })).toHaveCount(0)
      await solved.scrollIntoViewIfNeeded()
      await shoot(page, 'solved', size.width)

      await next.click()
      await expect(playSays(page)).toContainText(/^New easy puzzle \(SE 1\.\d\)/, {
        timeout: 30_000,
      })
      await expect(solved).toHaveCount(0)
      await expect(page.getByRole('group', { name: 'Number bar' })).toBeVisible()
      await expect(page).toHaveURL(/#\/play\?level=easy&seed=\w+/)
      // The panel took focus with it: focus is back on the board, where the keys act.
      await expect(board(page).locator('[tabindex="0"]')).toBeFocused()
    })
  })
}
