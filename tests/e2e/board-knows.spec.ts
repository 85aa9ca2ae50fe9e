/**
 * The board claims only what the algorithm knows: naive backtracking keeps no
 * candidates (empty cells stay blank), candidate backtracking shows the lists it
 * computed from the givens, and the legend lists only the marks the solve draws.
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test'
import { geometry } from '../../src/engine'
import { board, focusPage, openApp, STARTER } from './helpers'

const EASY = STARTER[0]!
const g = geometry(3)

function legendItems(page: Page, list: 'Digits' | 'Highlights') {
  return page.locator('.board-legend').getByRole('list', { name: list }).getByRole('listitem')
}

/** The first empty cell's accessible name. */
async function firstEmptyName(page: Page): Promise<string> {
  const names = await board(page)
    .getByRole('gridcell')
    .evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label') ?? ''))
  return names.find((n) => /: empty/.test(n))!
}

async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  for (const [part, locator] of [
    ['board', page.locator('.solve-board')],
    ['legend', page.locator('.board-legend')],
  ] as const) {
    const path = testInfo.outputPath(`${name}-${part}.png`)
    await locator.screenshot({ path })
    await testInfo.attach(`${name}-${part}`, { path, contentType: 'image/png' })
  }
}

for (const size of [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
]) {
  test(`${size.width}px: naive backtracking shows no candidates, and its legend only its marks`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(size)
    await openApp(page, `/?p=${EASY}&a=naive`)
    await expect(page.getByRole('combobox', { name: 'Algorithm' })).toHaveValue('naive')
    await expect(page.locator('.board-legend')).toContainText(
      'Naive backtracking keeps no candidates, so empty cells stay blank.',
    )
    for (let i = 0; i < 6; i++) await page.getByRole('button', { name: 'Step forward' }).click()
    await focusPage(page)
    expect(await firstEmptyName(page)).toMatch(/^Row \d, column \d: empty$/)
    await expect(board(page).locator('.candidates')).toHaveCount(0)
    await expect(legendItems(page, 'Highlights')).toHaveText([/^Current cell:/, /^Contradiction:/])
    await expect(legendItems(page, 'Digits')).toHaveText([/given/, /guessed, or tried/])
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme })
      await shoot(page, testInfo, `naive-${size.width}-${theme}`)
    }
  })
}

test('candidate backtracking shows the candidate lists it computed from the givens', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await openApp(page, `/?p=${EASY}&a=markup`)
  // The first placement comes after the markup is computed.
  await page.getByRole('button', { name: 'Step forward' }).click()
  const name = await firstEmptyName(page)
  const [, r, c] = /^Row (\d), column (\d)/.exec(name)!
  const cell = (Number(r) - 1) * 9 + Number(c) - 1
  const ruledOut = new Set(g.peers[cell]!.map((p) => EASY[p]))
  const markup = '123456789'.split('').filter((d) => !ruledOut.has(d))
  expect(name).toBe(`Row ${r}, column ${c}: empty, candidates ${markup.join(' ')}`)
  await expect(legendItems(page, 'Highlights')).toContainText([/^Cause:/])
  await expect(page.locator('.board-legend')).not.toContainText('Detour source')
  await expect(page.locator('.board-legend')).not.toContainText('keeps no candidates')
})

test('the detour Solver keeps its full legend', async ({ page }) => {
  await openApp(page, `/?p=${EASY}`)
  await expect(legendItems(page, 'Highlights').filter({ hasText: /^Detour source:/ })).toHaveCount(
    1,
  )
  await expect(
    legendItems(page, 'Highlights').filter({ hasText: /^Struck candidate:/ }),
  ).toHaveCount(1)
})
