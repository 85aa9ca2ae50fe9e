/**
 * The Compare view while it runs: Cancel stops a slow comparison and keeps the
 * results so far, and the page moves the progress and then the results into view
 * (unless the user scrolled away). A finished run read every way (table, charts,
 * opening a slow puzzle in the Solve view): compare-one-run.spec.ts.
 */
import { expect, test, type Page } from '@playwright/test'
import {
  animationFrames,
  chooseAlgorithms,
  chooseCollection,
  comparisonFinished,
  INKALA_TOP_10,
} from './helpers'

test('Cancel stops a slow comparison and keeps the results so far', async ({ page }) => {
  await page.goto('/#/compare')
  await chooseAlgorithms(page, ['Detour solver', 'Naive backtracking'])
  await chooseCollection(page, '17-clue puzzles (first 5000) (5,000)')
  await page.getByRole('button', { name: 'Run comparison' }).click()

  // The first 100 of them (a collection that big is cut to its first 100 unless told).
  // The detour solver times them in a moment; naive backtracking needs minutes on the
  // first alone (over a minute in Node here), so Cancel surely finds it running,
  // however quick the machine. (On Top 95, which naive times in seconds, a quick
  // machine could finish before Cancel, and the results would not be partial.)
  const progress = page.getByRole('region', { name: 'Progress' })
  await expect(progress.getByRole('listitem').filter({ hasText: 'Detour solver' })).toContainText(
    '100 / 100',
    { timeout: 30_000 },
  )
  await page.getByRole('button', { name: 'Cancel' }).click()

  await expect(page.getByText('Partial results: the comparison was cancelled')).toBeVisible()
  await expect(progress.getByRole('status')).toHaveText(/cancelled/)
  const table = page.getByRole('table', { name: /^17-clue puzzles.*: 100 puzzles/ })
  await expect(table).toContainText('partial')
  const detour = await table
    .getByRole('row', { name: /^Detour solver/ })
    .getByRole('cell')
    .allInnerTexts()
  expect(detour[0]).toMatch(/^\d[\d.,]* (µs|ms)$/)
  await expect(page.getByRole('button', { name: 'Run comparison' })).toBeEnabled()
  await expect(page.getByRole('button', { name: 'Cancel' })).toHaveCount(0)
  const value = Number(await progress.getByRole('progressbar').getAttribute('aria-valuenow'))
  // One algorithm's first round of two algorithms' five rounds (at least) is 10%.
  expect(value).toBeGreaterThanOrEqual(10)
  expect(value).toBeLessThan(100)
})

/** Quick algorithms (Detour and Dancing links unless told) on Inkala's ten: some seconds. */
async function startQuickRun(
  page: Page,
  names: readonly string[] = ['Detour solver', 'Dancing links'],
): Promise<void> {
  await page.goto('/#/compare')
  await chooseAlgorithms(page, names)
  await chooseCollection(page, INKALA_TOP_10)
  await page.getByRole('button', { name: 'Run comparison' }).click()
}

for (const size of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`at ${size.width}x${size.height} the progress shows where Run was pressed, the results come into view and take focus${size.width === 360 ? ', and the page never scrolls sideways' : ''}`, async ({
    page,
  }) => {
    const phone = size.width === 360
    await page.setViewportSize(size)
    // On the phone, three algorithms: a table as wide as it gets.
    await startQuickRun(
      page,
      phone ? ['Detour solver', 'Dancing links', 'Fast'] : ['Detour solver', 'Dancing links'],
    )
    await expect(page.getByRole('progressbar', { name: 'Comparison progress' })).toBeInViewport()
    // The disabled Run button dropped focus: it is on Cancel, by the progress.
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeFocused()
    await expect(comparisonFinished(page)).toBeAttached({ timeout: 60_000 })
    const heading = page.getByRole('heading', { name: 'Results' })
    await expect(heading).toBeInViewport()
    await expect(heading).toBeFocused()
    await expect(page.getByRole('table', { name: /^Arto Inkala's top 10/ })).toBeInViewport()
    if (phone) {
      // The page does not scroll sideways: the table does, and shows a cue.
      const results = page.getByRole('region', { name: 'Results' })
      await expect(results.getByText('More columns: scroll sideways')).toBeVisible()
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(width).toBeLessThanOrEqual(360)
    }
  })
}

/**
 * From the next page load on, record the page's scrolling: the last scroll event's kind
 * ('scroll' while a scroll moves, 'scrollend' once it has settled) and how many scroll
 * events came since `scrolls(page, true)` last reset the count.
 */
async function trackScrolls(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const s = { last: '', moves: 0 }
    ;(window as unknown as { scrolls: typeof s }).scrolls = s
    document.addEventListener('scroll', () => ((s.last = 'scroll'), s.moves++))
    document.addEventListener('scrollend', () => (s.last = 'scrollend'))
  })
}

function scrolls(page: Page, reset = false): Promise<{ last: string; moves: number; y: number }> {
  return page.evaluate((reset) => {
    const s = (window as unknown as { scrolls: { last: string; moves: number } }).scrolls
    const now = { ...s, y: window.scrollY }
    if (reset) s.moves = 0
    return now
  }, reset)
}

test('at 360x740 a user who scrolled back up during the run is left there', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await trackScrolls(page)
  await startQuickRun(page)
  const progress = page.getByRole('progressbar', { name: 'Comparison progress' })
  await expect(progress).toBeInViewport()
  // Once the smooth scroll to the progress has ended, back up to the setup. Not sooner:
  // scrolled to the top while the smooth scroll still moved, the page took the smooth
  // scroll's last step (in Chromium the compositor hands the page scroll deltas) on top
  // of the new position, and was left at 1 px, once 12 px, from the top.
  const progressTop = () =>
    page.getByRole('region', { name: 'Progress' }).evaluate((el) => el.getBoundingClientRect().top)
  await expect.poll(progressTop).toBeLessThan(20)
  await expect.poll(async () => (await scrolls(page)).last, 'the scroll ended').toBe('scrollend')
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
  await expect
    .poll(async () => ({ ...(await scrolls(page)), moves: 0 }), 'at the top, the scroll ended')
    .toEqual({ last: 'scrollend', moves: 0, y: 0 })
  await scrolls(page, true)
  // The setup is disabled while it runs: reading it, focus on the header's Help.
  await page.getByRole('button', { name: 'Help' }).focus()
  await expect(comparisonFinished(page)).toBeAttached({ timeout: 60_000 })
  // The results were ready (and followed, or not) before the comparison finished
  // rating them; a smooth scroll to them would have moved within a few frames.
  await animationFrames(page, 5)
  // Left at the top, not scrolled at all since: the results, hundreds of pixels down,
  // were not scrolled to.
  expect(await scrolls(page)).toEqual({ last: 'scrollend', moves: 0, y: 0 })
  await expect(page.getByRole('button', { name: 'Help' })).toBeFocused()
})
