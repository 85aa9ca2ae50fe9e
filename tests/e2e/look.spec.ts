/**
 * Board first, for everyone: where things are at a phone's and a laptop's size, in the
 * light and the dark theme, with the keyboard, with axe-core's accessibility rules,
 * and under the built app's Content-Security-Policy. Screenshots of both themes at
 * both widths are attached to the report.
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test'
import {
  axeViolations,
  board,
  chooseCollection,
  expectReadyAtStart,
  focusPage,
  HARDEST_87_FIRST,
  loadPuzzle,
  openApp,
  openSheet,
  playButton,
  statusText,
  STARTER_4,
  stepBy,
} from './helpers'

const SIZES = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'laptop', width: 1280, height: 800 },
] as const
const THEMES = ['light', 'dark'] as const

/** The page scrolls sideways only if something is wider than the window. */
async function pageScrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)
}

/** Mid-solve: past the first guesses, with a contradiction and a restore behind it. */
async function midSolve(page: Page): Promise<void> {
  await loadPuzzle(page, HARDEST_87_FIRST)
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Next guess' }).click()
  await stepBy(page, 'Single steps')
  await page.getByRole('button', { name: 'Step forward' }).click()
  await expect(statusText(page)).not.toHaveText(/^The givens/)
}

/** A screenshot kept as a file in the test's output folder (test-results/) and attached. */
async function shoot(page: Page, testInfo: TestInfo, name: string, fullPage = false) {
  const path = testInfo.outputPath(`${name}.png`)
  await page.screenshot({ path, fullPage })
  await testInfo.attach(name, { path, contentType: 'image/png' })
}

async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  expect(await axeViolations(page), `axe-core on ${what}`).toEqual([])
}

for (const size of SIZES) {
  test.describe(`${size.name} ${size.width}x${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } })

    test('after loading a puzzle the board and Play are in view, and nothing scrolls sideways', async ({
      page,
    }) => {
      await openApp(page)
      // Scroll away, as after reading the step log, then load from a collection.
      await page.mouse.wheel(0, 2000)
      await openSheet(page, 'Collections')
      await page
        .getByRole('combobox', { name: 'Collection' })
        .selectOption({ label: 'The 87 hardest' })
      await page.getByRole('button', { name: 'Load from collection' }).click()
      await expectReadyAtStart(page, HARDEST_87_FIRST)
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await expect(board(page)).toBeInViewport({ ratio: 1 })
      await expect(playButton(page)).toBeInViewport({ ratio: 1 })
      if (size.width === 1280) await expect(statusText(page)).toBeInViewport({ ratio: 1 })
      expect(await pageScrollsSideways(page)).toBe(false)

      // On first opening the board comes first under the header.
      await page.goto('/')
      await expect(playButton(page)).toBeEnabled({ timeout: 20_000 })
      const header = await page.getByRole('banner').boundingBox()
      const grid = await board(page).boundingBox()
      expect(grid!.y - (header!.y + header!.height), 'board right under the header').toBeLessThan(
        // Only the board's bar (Import, Collections, Export), the line kept for the depth
        // badge where the bar has no room for it (so the board never moves during
        // playback), and the column numbers between.
        130,
      )
      await expect(playButton(page)).toBeInViewport({ ratio: 1 })

      await page.goto('/#/compare')
      await expect(page.getByRole('button', { name: 'Run comparison' })).toBeVisible()
      expect(await pageScrollsSideways(page), 'Compare view').toBe(false)
    })

    test('controls are touch-sized and candidates readable', async ({ page }) => {
      await openApp(page)
      for (const name of ['Play', 'Step forward', 'Step back', 'Import', 'Help']) {
        const box = await page.getByRole('button', { name, exact: true }).boundingBox()
        expect(box!.height, `${name} height`).toBeGreaterThanOrEqual(44)
        expect(box!.width, `${name} width`).toBeGreaterThanOrEqual(44)
      }
      const px = await board(page)
        .locator('.candidate')
        .first()
        .evaluate((el) => parseFloat(getComputedStyle(el).fontSize))
      expect(px, 'candidate font size').toBeGreaterThanOrEqual(11)
    })
  })
}

/**
 * Mid-solve and with results, at both sizes in both themes. One page for all eight
 * checks: the theme follows the system's as it changes and the layout the window's
 * width as it is resized, so the solve and the comparison are each done once (a
 * comparison, with the rating that follows it, is the costliest thing these tests do).
 */
test('light and dark, phone and laptop: no axe violations on Solve (mid-solve, legend shown) and Compare (with results); screenshots', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000)
  const theme = async (colorScheme: (typeof THEMES)[number]) => {
    await page.emulateMedia({ colorScheme })
    await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme)
  }
  await page.setViewportSize(SIZES[0])
  await openApp(page)
  await midSolve(page)
  for (const size of SIZES) {
    await page.setViewportSize(size)
    for (const t of THEMES) {
      await theme(t)
      await expect(page.getByRole('list', { name: 'Highlights' })).toBeVisible()
      await expectNoAxeViolations(page, `Solve, ${t}, ${size.width}`)
      await page.evaluate(() => window.scrollTo(0, 0))
      await shoot(page, testInfo, `solve-${t}-${size.width}`)
    }
  }

  // The starter collection: a table and charts like any other, and its four puzzles
  // rate in a moment (Inkala's take a second each, a load beside the checks).
  await page.goto('/#/compare')
  await chooseCollection(page, STARTER_4)
  await page.getByRole('button', { name: 'Run comparison' }).click()
  await expect(page.getByRole('progressbar', { name: 'Comparison progress' })).toHaveAttribute(
    'aria-valuenow',
    '100',
    { timeout: 60_000 },
  )
  for (const size of SIZES) {
    await page.setViewportSize(size)
    await expect(page.getByRole('table').first()).toBeVisible()
    for (const t of THEMES) {
      await theme(t)
      await expectNoAxeViolations(page, `Compare, ${t}, ${size.width}`)
      expect(await pageScrollsSideways(page), `Compare with results, ${size.width}`).toBe(false)
      await shoot(page, testInfo, `compare-${t}-${size.width}`, true)
    }
  }
})

for (const width of [360, 390, 1280]) {
  test(`the header is one row at ${width} px, with every view, Help and the theme by name`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 740 })
    await openApp(page)
    const header = page.getByRole('banner')
    await expect(header.getByRole('heading', { name: 'Sudoku Lab' })).toBeVisible()
    for (const name of ['Solve', 'Play', 'Compare'])
      await expect(header.getByRole('link', { name })).toBeVisible()
    for (const name of ['Help', 'Dark theme'])
      await expect(header.getByRole('button', { name, exact: true })).toBeVisible()
    // Every item in flow (the skip link waits off-screen until focused) on one row.
    const rows = await header.evaluate((h) =>
      Array.from(h.children)
        .filter((c) => getComputedStyle(c).position !== 'absolute')
        .map((c) => {
          const r = c.getBoundingClientRect()
          return { top: Math.round(r.top), bottom: Math.round(r.bottom) }
        }),
    )
    expect(rows.length).toBe(3)
    const lowestTop = Math.max(...rows.map((r) => r.top))
    const highestBottom = Math.min(...rows.map((r) => r.bottom))
    expect(lowestTop, 'every item starts above where any other ends').toBeLessThan(highestBottom)
    const box = (await header.boundingBox())!
    expect(box.height, 'one 44 px row and its padding').toBeLessThanOrEqual(60)
    expect(await pageScrollsSideways(page)).toBe(false)
  })
}

test('keyboard: the skip link comes first and lands on the board; arrows move inside it', async ({
  page,
}) => {
  await openApp(page)
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to board' })
  await expect(skip).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(board(page).getByRole('gridcell', { name: /^Row 1, column 1: / })).toBeFocused()
  // One tab stop: the next Tab leaves the board.
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowDown')
  await expect(board(page).getByRole('gridcell', { name: /^Row 2, column 2: / })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(board(page).getByRole('gridcell').first()).not.toBeFocused()
  expect(await board(page).evaluate((g) => g.contains(document.activeElement))).toBe(false)
  await page.keyboard.press('Shift+Tab')
  await expect(board(page).getByRole('gridcell', { name: /^Row 2, column 2: / })).toBeFocused()

  // The skip link is first on the Compare view too.
  await page.goto('/#/compare')
  await page.keyboard.press('Tab')
  await expect(skip).toBeFocused()
})

test('"?" opens the keyboard help, Escape closes it', async ({ page }) => {
  await openApp(page)
  await focusPage(page)
  await page.keyboard.press('?')
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
  await expect(help).toBeVisible()
  await expect(help.getByRole('cell', { name: 'Space', exact: true })).toBeVisible()
  await expect(help).toContainText('Play or pause')
  await page.keyboard.press('Escape')
  await expect(help).toHaveCount(0)
  await page.getByRole('button', { name: 'Help' }).click()
  await expect(help).toBeVisible()
})

test('the theme follows the system until chosen, and the choice is remembered', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await openApp(page)
  const toggle = page.getByRole('button', { name: 'Dark theme' })
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor)
  const dark = await background()
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')
  expect(await background()).not.toBe(dark)
  await page.reload()
  await expect(playButton(page)).toBeEnabled({ timeout: 20_000 })
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')
  expect(await background()).not.toBe(dark)
})

test('the built app carries a Content-Security-Policy and breaks none of it', async ({ page }) => {
  const refused: string[] = []
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) refused.push(m.text())
  })
  await openApp(page)
  const policy = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content')
  expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval'")
  expect(policy).toContain("worker-src 'self'")
  expect(policy).not.toContain("'unsafe-eval'")
  expect(policy).not.toContain('unsafe-inline')
  expect(await page.locator('script:not([src])').count(), 'no inline script').toBe(0)

  // Solve in the worker, play, switch theme, open a sheet, run a comparison with charts.
  await loadPuzzle(page, HARDEST_87_FIRST)
  await playButton(page).click()
  await page.getByRole('button', { name: 'Dark theme' }).click()
  await openSheet(page, 'Collections')
  await page.keyboard.press('Escape')
  await page.goto('/#/compare')
  await chooseCollection(page, STARTER_4) // quick to time and to rate
  await page.getByRole('button', { name: 'Run comparison' }).click()
  await expect(page.getByRole('progressbar', { name: 'Comparison progress' })).toHaveAttribute(
    'aria-valuenow',
    '100',
    { timeout: 60_000 },
  )
  expect(refused).toEqual([])
})
