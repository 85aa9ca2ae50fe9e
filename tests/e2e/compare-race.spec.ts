/** The race end to end: two algorithms on the Solve view's puzzle, both lanes advance, one wins. */
import { expect, test, type Locator } from '@playwright/test'
import { openSheet } from './helpers'

async function stepsOf(lane: Locator): Promise<[number, number]> {
  const text = await lane.getByText(/^Step [\d,]+ of [\d,]+/).innerText()
  const [, k, n] = /^Step ([\d,]+) of ([\d,]+)/.exec(text)!
  return [Number(k!.replace(/,/g, '')), Number(n!.replace(/,/g, ''))]
}

test('race two algorithms: both step counters advance and a winner is named', async ({ page }) => {
  await page.goto('/')
  // A hard puzzle in the Solve view, so the race has thousands of steps to show.
  await openSheet(page, 'Collections')
  await page.getByRole('combobox', { name: 'Collection' }).selectOption({ label: 'The 87 hardest' })
  await page.getByRole('button', { name: 'Load from collection' }).click()
  await expect(page.getByRole('status')).toHaveText(/^The givens\./, { timeout: 20_000 })
  await page.getByRole('link', { name: 'Compare' }).click()

  const race = page.getByRole('region', { name: 'Race', exact: true })
  await expect(race).toContainText('Puzzle: The 87 hardest #1')
  await race
    .getByRole('combobox', { name: 'Left algorithm' })
    .selectOption({ label: 'Detour solver' })
  await race
    .getByRole('combobox', { name: 'Right algorithm' })
    .selectOption({ label: 'Dancing links' })
  await expect(race.getByRole('combobox', { name: 'Slow motion' })).toHaveValue('0') // slower one: 10 s
  await race.getByRole('button', { name: 'Start race' }).click()

  const left = race.getByRole('region', { name: /Detour solver/ })
  const right = race.getByRole('region', { name: /Dancing links/ })
  await expect(left).toBeVisible({ timeout: 20_000 })
  await expect(right).toBeVisible()
  await expect(left).toContainText(/[\d.]+ ms of [\d.]+ ms/)

  // Both counters move off zero; the slower lane is seen part of the way through.
  let seenMidway = false
  await expect
    .poll(
      async () => {
        const [[a, n], [b, m]] = await Promise.all([stepsOf(left), stepsOf(right)])
        if ((a > 0 && a < n) || (b > 0 && b < m)) seenMidway = true
        return a > 0 && b > 0 && seenMidway
      },
      { timeout: 20_000, intervals: [100] },
    )
    .toBe(true)

  // One winner, or both when the difference is within the noise of the timing.
  // The slower lane plays for 10 s; a busy machine draws its frames late.
  await expect(race).toContainText(/((Detour solver|Dancing links) wins: )|(Within noise: )/, {
    timeout: 40_000,
  })
  const tie = (await race.textContent())!.includes('Within noise')
  await expect(race.getByText(tie ? 'Winner (tie)' : 'Winner')).toHaveCount(tie ? 2 : 1)
  for (const lane of [left, right]) {
    const [k, n] = await stepsOf(lane)
    expect(n).toBeGreaterThan(0)
    expect(k).toBe(n)
  }
})
