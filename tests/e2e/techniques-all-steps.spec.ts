/**
 * "All steps here": at the X-Wing step of a Human logic replay, every deduction each
 * technique finds, easiest first; choosing one draws it on the board; "Apply"
 * continues the solve from the position after it. The puzzle is line 961 of
 * puzzles/se-rated-1771.tsv (published 3.2): its logic solve uses one X-Wing, on 2.
 */
import { expect, test, type Page } from '@playwright/test'
import { stepBy } from './helpers'

const X_WING = '..8...7...........3..786..98.......3.3.8.7.1..4.3.2.7..8.4.5.9.7.5.3.6.442.9.8.51'

/** Step by technique to the replay's X-Wing. */
async function toTheXWing(page: Page): Promise<void> {
  await page.goto(`/?p=${X_WING}&a=logic`)
  await stepBy(page, 'Single steps')
  const next = page.getByRole('button', { name: 'Next technique' })
  await expect(next).toBeEnabled()
  const xWing = page.locator('svg.board-pattern[data-technique="x-wing"]')
  for (let i = 0; i < 80 && !(await xWing.count()); i++) await next.click()
  await expect(page.getByRole('status')).toContainText('X-Wing (SE 3.2) on 2')
}

/** How many deductions of a technique the shown solve used ("Techniques used"). */
async function timesUsed(page: Page, name: string): Promise<number> {
  const row = page.getByRole('region', { name: 'Techniques used' }).locator('li', { hasText: name })
  return Number((await row.locator('.count').textContent())!.replace(/,/g, ''))
}

test('lists every deduction at the shown step, draws the one chosen, and Apply solves on from there', async ({
  page,
}) => {
  await toTheXWing(page)
  const xWings = await timesUsed(page, 'X-Wing')
  await page.locator('summary', { hasText: 'All steps here' }).click()
  const panel = page.locator('.all-steps')
  await expect(panel.locator('.summary')).toHaveText(
    /^\d+ deductions? by \d+ techniques? at step [\d,]+\.$/,
    { timeout: 30_000 },
  )
  // Easiest first: at the step that used the X-Wing, nothing easier finds anything.
  const groups = panel.locator('.group h3 > span:first-child')
  await expect(groups.first()).toHaveText('X-Wing')
  const xWingRow = panel.locator('button.deduction[data-technique="x-wing"]').first()
  await expect(xWingRow.locator('.moves')).toHaveText(/^r\dc[38] loses 2(; r\dc[38] loses 2)*$/)
  const strikes = (await xWingRow.locator('.moves').textContent())!

  // Choosing a harder technique's deduction draws it instead of the step's X-Wing.
  expect(await groups.count()).toBeGreaterThan(1)
  const other = panel.locator('.group').nth(1).locator('button.deduction').first()
  const id = (await other.getAttribute('data-technique'))!
  await other.click()
  await expect(other).toHaveAttribute('aria-pressed', 'true')
  await expect(page.locator(`svg.board-pattern[data-technique="${id}"]`)).toBeVisible()
  await expect(page.locator('svg.board-pattern[data-technique="x-wing"]')).toHaveCount(0)

  // Choose the X-Wing and apply it: the solve goes on from the position after it.
  await xWingRow.click()
  await expect(page.locator('svg.board-pattern[data-technique="x-wing"]')).toBeVisible()
  await panel.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByText(`from After X-Wing (${strikes}) at step`)).toBeVisible()
  const used = page.getByRole('region', { name: 'Techniques used' })
  await expect(used).toContainText(/Hardest step .*, SE ≈?\d\.\d/)
  // The solve starts where those 2s are struck: it needs one X-Wing fewer.
  await expect.poll(() => timesUsed(page, 'X-Wing')).toBe(xWings - 1)
})

test('a long list is never cut: it pages, 50 a page, to its last deduction', async ({ page }) => {
  // At the first step every technique finds thousands of deductions (5,555 by 61
  // techniques when written): more than the old cap of 100 in several groups.
  await page.goto(`/?p=${X_WING}&a=logic`)
  await page.locator('summary', { hasText: 'All steps here' }).click()
  const panel = page.locator('.all-steps')
  await expect(panel.locator('.summary')).toHaveText(/^\d+ deductions? by/, { timeout: 60_000 })
  const counts = await panel
    .locator('li.group h3 .meta')
    .evaluateAll((els) => els.map((e) => Number(/(\d+) found/.exec(e.textContent ?? '')![1])))
  const at = counts.findIndex((n) => n > 100)
  expect(at, `a group of more than 100 in ${counts.join(', ')}`).toBeGreaterThanOrEqual(0)
  const count = counts[at]!
  const group = panel.locator('li.group').nth(at)
  await expect(group.locator('button.deduction')).toHaveCount(6)
  await group.getByRole('button', { name: `Show all ${count}` }).click()
  await expect(group.locator('button.deduction')).toHaveCount(50)
  const pages = group.getByRole('navigation')
  await expect(pages).toContainText(`1–50 of ${count}`)
  const next = pages.getByRole('button', { name: 'Next' })
  await next.click()
  await expect(pages).toContainText(`51–100 of ${count}`)
  const last = Math.ceil(count / 50)
  for (let p = 2; p < last; p++) await next.click()
  await expect(pages).toContainText(`${50 * (last - 1) + 1}–${count} of ${count}`)
  await expect(group.locator('button.deduction')).toHaveCount(count - 50 * (last - 1))
  await expect(next).toBeDisabled()
})
