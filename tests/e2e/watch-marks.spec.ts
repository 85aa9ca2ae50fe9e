/**
 * Watching a logic solve: each deduction drawn whole on the board. On top95 #8 the
 * logic algorithm finds a WXYZ-Wing (r8c6 loses 7) and then an alternating inference
 * chain (r2c1 loses 6): what each removes is its own named mark, the chain's links are
 * drawn and named, the pattern legend lists what is drawn; on a phone the board and the
 * step buttons are in view together at the chain; the deductions strip sits in the
 * timeline, lined up with the slider, and a click on it goes to a deduction.
 */
import { expect, test, type Locator, type Page } from '@playwright/test'
import { stepBy } from './helpers'

const TOP95_8 = '.524.........7.1..............8.2...3.....6...9.5.....1.6.3...........897........'

const status = (page: Page) => page.getByRole('status')

/**
 * Open top95 #8 with Human logic and go, deduction by deduction, to the first `id`.
 * The full set (HoDoKu's order) meets a hidden rectangle between the wing and the
 * chain: switched off, the chain follows the wing as on SE's path.
 */
async function goToTechnique(page: Page, id: string): Promise<Locator> {
  await page.addInitScript(() =>
    localStorage.setItem(
      'sudoku-lab-techniques',
      JSON.stringify({ version: 1, off: ['hidden-rectangle'] }),
    ),
  )
  await page.goto(`/?p=${TOP95_8}&a=logic`)
  await stepBy(page, 'Single steps')
  const next = page.getByRole('button', { name: 'Next technique' })
  await expect(next).toBeEnabled()
  const drawn = page.locator(`svg.board-pattern[data-technique="${id}"]`)
  for (let i = 0; i < 120 && !(await drawn.count()); i++) await next.click()
  await expect(drawn).toHaveCount(1)
  return drawn
}

/** Whether a locator's box lies wholly inside the window. */
async function inView(page: Page, part: Locator): Promise<boolean> {
  const box = await part.boundingBox()
  const size = page.viewportSize()!
  return (
    !!box &&
    box.y >= 0 &&
    box.x >= 0 &&
    box.y + box.height <= size.height &&
    box.x + box.width <= size.width
  )
}

test('a wing and a chain: what each removes is struck in its own named mark, with a key', async ({
  page,
}) => {
  const wing = await goToTechnique(page, 'wxyz-wing')
  await expect(status(page)).toContainText('WXYZ-Wing (SE 5.5)')
  // Drawn from the sentence on, before the strike is made, and while it is made.
  const loses7 = wing.getByRole('img', { name: 'r8c6 loses 7' })
  await expect(loses7).toBeVisible()
  const legend = page.getByRole('region', { name: 'Pattern legend' })
  await expect(legend).toContainText('WXYZ-Wing')
  // Open at first on a wide screen.
  await expect(legend.locator('[data-mark="eliminated"]')).toBeVisible()
  await expect(legend.locator('[data-mark="strong"]')).toHaveCount(0)
  await page.getByRole('button', { name: 'Step forward' }).click()
  await expect(status(page)).toHaveText('7 struck from r8c6 (WXYZ-Wing).')
  await expect(wing.getByRole('img', { name: 'r8c6 loses 7' })).toBeVisible()

  // On to the chain: its links named, strong and weak, and what it removes.
  await page.getByRole('button', { name: 'Next technique' }).click()
  const chain = page.locator('svg.board-pattern[data-technique="aic"]')
  await expect(status(page)).toContainText('Alternating inference chain (SE 7.2)')
  await expect(status(page)).toContainText('Result: r2c1 loses 6.')
  await expect(chain.getByRole('img', { name: 'r2c1 loses 6' })).toBeVisible()
  await expect(chain.getByRole('img', { name: /^strong link: / }).first()).toBeVisible()
  await expect(chain.getByRole('img', { name: /^weak link: / }).first()).toBeVisible()
  expect(await chain.locator('path.pattern-strong, path.pattern-weak').count()).toBe(9)
  // The legend, open as the reader left it, now keys the links.
  await expect(legend.locator('[data-mark="strong"]')).toBeVisible()
  await expect(legend.locator('[data-mark="weak"]')).toBeVisible()
  await expect(legend.locator('[data-mark="eliminated"]')).toBeVisible()
  // The struck 6 is drawn in the strike colour, not the chain's own ring colour.
  const colours = await chain.getByRole('img', { name: 'r2c1 loses 6' }).evaluate((g) => ({
    digit: getComputedStyle(g.querySelector('.strike-digit')!).fill,
    ring: getComputedStyle(document.querySelector('.pattern-digit')!).stroke,
  }))
  expect(colours.digit).not.toBe(colours.ring)

  // The chain in Eureka notation, every link's digit as forum posts write it: open
  // beside the board on a wide screen, and folded away on demand.
  const notation = page.getByLabel('The chain in Eureka notation')
  const toggle = page.getByRole('button', { name: 'Notation' })
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(notation).toHaveText('(6)r2c1-(6=9)r1c1-(9=7)r1c7-(7)r8c7=(7-6)r8c4=(6)r2c4-(6)r2c1')
  await toggle.click()
  await expect(notation).toBeHidden()
  await toggle.click()

  // Human logic keeps no detour: the big legend lists none of its marks.
  const key = page.locator('.board-legend')
  await expect(key).not.toContainText('Detour source')
  await expect(key).not.toContainText('Related cell')
})

for (const [width, height] of [
  [360, 740],
  [1280, 800],
] as const)
  test(`at ${width}x${height}, mid-chain, the board and the step buttons are in view together`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height })
    await goToTechnique(page, 'aic')
    await page.evaluate(() => window.scrollTo(0, 0))
    const board = page.getByRole('grid', { name: 'Sudoku board' })
    for (const part of [
      board,
      page.getByRole('button', { name: 'Step forward' }),
      page.getByRole('button', { name: 'Step back' }),
      page.getByRole('button', { name: 'Play', exact: true }),
    ])
      expect(await inView(page, part), await part.evaluate((e) => e.outerHTML.slice(0, 80))).toBe(
        true,
      )
    if (width < 760) {
      // The long sentence is one line, with a button that opens the rest.
      const more = page.getByRole('button', { name: 'More' })
      await expect(more).toHaveAttribute('aria-expanded', 'false')
      const line = await status(page).boundingBox()
      expect(line!.height).toBeLessThan(30)
      await more.click()
      await expect(page.getByRole('button', { name: 'Less' })).toHaveAttribute(
        'aria-expanded',
        'true',
      )
      expect((await status(page).boundingBox())!.height).toBeGreaterThan(60)
      // Still open after a reload (the session remembers it).
      await page.reload()
      await expect(page.getByRole('button', { name: 'Less' })).toBeVisible({ timeout: 30_000 })
    }
  })

test('the deductions strip sits in the timeline, lined up with the slider, and goes to a deduction', async ({
  page,
}) => {
  await goToTechnique(page, 'wxyz-wing')
  const timeline = page.locator('.playback-timeline')
  const strip = timeline.getByTestId('deduction-strip')
  await expect(strip).toBeVisible()
  await strip.scrollIntoViewIfNeeded()
  const slider = page.getByRole('slider', { name: 'Timeline' })
  const s = (await strip.boundingBox())!
  const r = (await slider.boundingBox())!
  // Inset by half the slider's thumb (8 px) on each side: a tick is above its step.
  expect(Math.abs(s.x - (r.x + 8))).toBeLessThan(2)
  expect(Math.abs(s.x + s.width - (r.x + r.width - 8))).toBeLessThan(2)
  expect(s.height).toBeGreaterThanOrEqual(32)
  expect(s.y + s.height).toBeLessThanOrEqual(r.y + 1)

  // A click on a tick goes to its deduction: the tick farthest from its neighbours, so
  // the click cannot be nearer another one.
  const ticks = await strip.locator('rect').evaluateAll((rects) =>
    rects.map((r) => {
      const b = r.getBoundingClientRect()
      return { x: b.x + b.width / 2, step: Number(r.getAttribute('data-step')) }
    }),
  )
  const gap = (i: number) =>
    Math.min(
      i > 0 ? ticks[i]!.x - ticks[i - 1]!.x : Infinity,
      i < ticks.length - 1 ? ticks[i + 1]!.x - ticks[i]!.x : Infinity,
    )
  const lonely = ticks.map((_, i) => i).sort((a, b) => gap(b) - gap(a))[0]!
  expect(gap(lonely)).toBeGreaterThan(3)
  await page.mouse.click(ticks[lonely]!.x, s.y + s.height - 2)
  const step = ticks[lonely]!.step
  await expect(slider).toHaveAttribute('aria-valuetext', new RegExp(`^Step ${step} of `))
  await expect(status(page)).toContainText(/\(SE \d+\.\d\)/)
})
