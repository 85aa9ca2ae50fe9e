/**
 * The full technique set in the Solve view. Watched: top95 #16's Human logic solve
 * takes a Finned X-Wing (the 19th or so technique of its path): stepping to it by
 * technique shows it drawn with its fins and said in the status; with the family
 * "Finned and complex fish" off the solve goes without it. Then a position loaded from HoDoKu's regression
 * library (its first Finned X-Wing line, 0310: a finned X-Wing on 3 strikes r1c5 and
 * r3c5) holds, in "All steps here", a finned fish, a colouring and ALS moves. Chosen,
 * each is drawn on the board with its fin or its parts named, its key in the pattern
 * legend and its sentence in the list; turning the family "Finned and complex fish"
 * off takes the fish out of the list and leaves the rest. At a phone's width and a
 * desktop's; screenshots of the drawings in both themes for the record.
 */
import { expect, test, type Page } from '@playwright/test'
import { expectBoard, openApp, pasteAndLoad, playButton, statusText } from './helpers'

/** top95 #16: its logic solve (the full set) takes a Finned X-Wing. */
const TOP95_16 = '6..3.2....4.....1..........7.26............543.........8.15........4.2........7..'

const FINNED_X_WING =
  ':0310:3:1.........5.....61..8+1..2...7...9.......1.3..4...5...6.+6.+398+14+2+9+42+5+71+6..+8+136+4279+5:962:315 335::'

/** Where the screenshots go (the scratch folder; the test results when it is absent). */
const SHOTS = process.env.SHOTS_DIR ?? 'test-results'

const drawing = (page: Page, name: string) =>
  page.getByRole('group', { name: `${name}, drawn on the board` })
const legend = (page: Page) => page.getByRole('region', { name: 'Pattern legend' })
/** A technique's part of "All steps here", by its heading ("Finned X-Wing ≈3.4 · 1 found"). */
const stepsOf = (page: Page, name: string) =>
  page
    .locator('li.group')
    .filter({ has: page.getByRole('heading', { name: new RegExp(`^${name} (SE|≈)`) }) })

/** Load the position with Human logic, and open "All steps here" at its step 0, searched to the end. */
async function allStepsAtTheFinnedFish(page: Page): Promise<void> {
  await openApp(page, '/?a=logic')
  await pasteAndLoad(page, FINNED_X_WING)
  // The line's digits, given and placed ('+'), stand on the board.
  await expectBoard(page, FINNED_X_WING.split(':')[3]!.replace(/\+/g, ''))
  await expect(playButton(page)).toBeEnabled({ timeout: 30_000 })
  await page.locator('summary', { hasText: 'All steps here' }).click()
  await expect(page.getByText(/^\d+ deductions by \d+ techniques at step 0\.$/)).toBeVisible({
    timeout: 45_000,
  })
}

/** Choose a technique's first deduction in the list (it is drawn on the board). */
async function choose(page: Page, name: string): Promise<void> {
  const button = stepsOf(page, name).locator('button.deduction').first()
  await button.click()
  await expect(button).toHaveAttribute('aria-pressed', 'true')
}

/** The board and its legend, in both themes, at the width the page has. */
async function shoot(page: Page, what: string): Promise<void> {
  const width = page.viewportSize()!.width
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    await page.getByRole('grid', { name: 'Sudoku board' }).scrollIntoViewIfNeeded()
    await page.screenshot({ path: `${SHOTS}/${what}-${width}-${colorScheme}.png` })
  }
  await page.emulateMedia({ colorScheme: 'light' })
}

for (const [width, height] of [
  [360, 780],
  [1280, 900],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } })
    // Each search of the position runs every technique of the full set (ALS and fish
    // searches included): about ten seconds on a loaded machine, and a test runs three.
    test.describe.configure({ timeout: 180_000 })

    test('watching: the solve takes a Finned X-Wing, drawn with its fins; its family off, it goes without', async ({
      page,
    }) => {
      // Sukaku Explainer's strong-linked fishes (grouped turbot fish, three and four
      // strong links) come before the finned fish in the full set: off with them.
      await page.addInitScript(() =>
        localStorage.setItem(
          'sudoku-lab-techniques',
          JSON.stringify({
            version: 1,
            off: ['grouped-turbot-fish', 'three-strong-links', 'four-strong-links'],
          }),
        ),
      )
      await openApp(page, `/?p=${TOP95_16}&a=logic`)
      const used = page.getByRole('region', { name: 'Techniques used' })
      await expect(used).toContainText('Finned X-Wing', { timeout: 30_000 })
      // Technique by technique to the fish.
      const next = page.getByRole('button', { name: 'Next technique' })
      const fish = drawing(page, 'Finned X-Wing')
      for (let i = 0; i < 60 && !(await fish.count()); i++) await next.click()
      await expect(fish.getByRole('img', { name: /^fin: r\dc\d \d$/ }).first()).toBeVisible()
      await expect(fish.getByRole('img', { name: /loses/ }).first()).toBeVisible()
      await expect(statusText(page)).toContainText('Finned X-Wing')
      await expect(legend(page)).toContainText('fin: a candidate outside the fish')
      await shoot(page, 'watch-finned-x-wing')

      // The family off: solved again without any finned, Franken or mutant fish.
      await page.locator('summary', { hasText: 'Techniques on and off' }).click()
      await page.getByRole('checkbox', { name: 'All of Finned and complex fish' }).uncheck()
      await expect(page.getByRole('note')).toContainText('techniques off')
      await expect(used).not.toContainText('Finned X-Wing', { timeout: 30_000 })
      await expect(used).toContainText('Hardest step')
    })

    test('a finned fish drawn with its fin, and gone from the list with its family off', async ({
      page,
    }) => {
      await allStepsAtTheFinnedFish(page)
      const fish = stepsOf(page, 'Finned X-Wing')
      await expect(fish.getByRole('heading')).toHaveText(/^Finned X-Wing\s*≈3\.4 · 1 found\s*$/)
      await choose(page, 'Finned X-Wing')

      // The fin is marked apart from the pattern's rings, and named; the strikes too.
      const drawn = drawing(page, 'Finned X-Wing')
      await expect(drawn.getByRole('img', { name: 'fin: r2c6 3' })).toHaveCount(1)
      await expect(drawn.getByRole('img', { name: 'r1c5 loses 3' })).toHaveCount(1)
      await expect(drawn.getByRole('img', { name: 'r3c5 loses 3' })).toHaveCount(1)
      // Its key names the fin, and writes the rating as our estimate; the list says the pattern.
      await expect(legend(page)).toContainText('≈3.4')
      await expect(legend(page)).toContainText('fin: a candidate outside the fish')
      await expect(fish.locator('.detail p').first()).toContainText('Finned X-Wing')
      await shoot(page, 'finned-x-wing')

      // The family off: the fish (finned, Franken, mutant) leave the list, the colourings stay.
      await page.locator('summary', { hasText: 'Techniques on and off' }).click()
      const family = page.getByRole('checkbox', { name: 'All of Finned and complex fish' })
      await family.uncheck()
      await expect(page.getByRole('note')).toContainText('techniques off')
      await expect(page.getByText(/^\d+ deductions by \d+ techniques at step 0\.$/)).toBeVisible({
        timeout: 45_000,
      })
      await expect(stepsOf(page, 'Finned X-Wing')).toHaveCount(0)
      await expect(stepsOf(page, 'Finned Franken X-Wing')).toHaveCount(0)
      await expect(stepsOf(page, 'X-colours')).toHaveCount(1)
      await expect(drawing(page, 'Finned X-Wing')).toHaveCount(0)

      // On again: the fish are back.
      await family.check()
      await expect(stepsOf(page, 'Finned X-Wing')).toHaveCount(1, { timeout: 45_000 })
    })

    test("a colouring's two colours and an ALS move's sets, each drawn and named", async ({
      page,
    }) => {
      await allStepsAtTheFinnedFish(page)

      await choose(page, 'X-colours')
      const colours = drawing(page, 'X-colours')
      await expect(colours.getByRole('img', { name: /^colour A: r\dc\d 3$/ }).first()).toBeVisible()
      await expect(colours.getByRole('img', { name: /^colour B: r\dc\d 3$/ }).first()).toBeVisible()
      await expect(legend(page)).toContainText('colour A')
      await expect(legend(page)).toContainText('colour B:')
      await expect(stepsOf(page, 'X-colours').locator('.detail p').first()).toContainText(
        'X-colours',
      )
      await shoot(page, 'x-colours')

      await choose(page, 'ALS-XZ')
      const als = drawing(page, 'ALS-XZ')
      await expect(als.getByRole('img', { name: /^set 1: / }).first()).toBeVisible()
      await expect(als.getByRole('img', { name: /^set 2: / }).first()).toBeVisible()
      await expect(legend(page)).toContainText('almost locked sets')
      await shoot(page, 'als-xz')
    })
  })
}
