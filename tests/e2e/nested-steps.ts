/**
 * Steps shared by the nested-chain specs (nested-chains.spec.ts, and the slow
 * nested-chains-slow.spec.ts): a logic solve checked to be free of guesses, the way
 * to its first nested forcing chain, and what that step must show.
 */
import { expect, type Page } from '@playwright/test'
import { stepBy } from './helpers'

/** The sentence "nested forcing chain, level 2, chains 2 deep" a nesting mark is heard as. */
const HEARD = /nested forcing chain, level [2-9], chains [2-9] deep/

/**
 * Open a puzzle with Human logic, wait for the solve (a limit of waiting: it takes
 * seconds, minutes for Golden Nugget), and check that it went through without a guess:
 * no guess in the timeline's key or the statistics, no snapshot (depth stays 0).
 */
export async function solveWithoutGuessing(page: Page, line: string, wait: number): Promise<void> {
  await page.goto(`/?p=${line}&a=logic`)
  const next = page.getByRole('button', { name: 'Next technique' })
  await expect(next).toBeEnabled({ timeout: wait })
  const marks = page.getByRole('list', { name: 'Timeline marks' })
  await expect(marks).toContainText('Guesses 0')
  await expect(marks).toContainText('Depth, max 0')
  await expect(page.getByRole('button', { name: 'Next guess' })).toBeDisabled()
  await expect(page.getByRole('region', { name: 'Techniques used' })).not.toContainText(
    /Out of techniques|ran out/i,
  )
}

/** Step deduction by deduction to the first nested forcing chain; its board drawing. */
export async function goToNested(page: Page) {
  await stepBy(page, 'Single steps')
  const next = page.getByRole('button', { name: 'Next technique' })
  const drawn = page.locator('svg.board-pattern[data-technique^="nested-"]')
  for (let i = 0; i < 600 && !(await drawn.count()); i++) await next.click()
  await expect(drawn).toHaveCount(1)
  return drawn
}

/** Everything a nested step shows: sentence, drawing, key, notation, and the three marks. */
export async function expectNestedStep(page: Page): Promise<void> {
  const drawn = page.locator('svg.board-pattern[data-technique^="nested-"]')
  // The sentence: SE's name, what was assumed, the inner chains by name and count, the level.
  const status = page.getByRole('status')
  await expect(status).toContainText(/^Dynamic forcing chains \(\+ .*\) \(SE \d+\.\d\) from r\dc\d/)
  await expect(status).toContainText(
    /then \d+ (dynamic |multiple )?forcing chains?[^;]* struck more candidates \(nesting level \d/,
  )
  await expect(status).toContainText(/so that result holds\. Result: r\dc\d (loses|= )/)

  // The board draws the outer chain: strong and weak links between candidates.
  expect(await drawn.locator('path.pattern-strong').count()).toBeGreaterThan(1)
  expect(await drawn.locator('path.pattern-weak').count()).toBeGreaterThan(0)
  // The board's key names the technique and says what the links are.
  const legend = page.getByRole('region', { name: 'Pattern legend' })
  if ((await legend.locator('details').getAttribute('open')) === null)
    await legend.locator('summary').click()
  await expect(legend.locator('[data-mark="strong"]')).toBeVisible()
  await expect(legend.locator('[data-mark="nested"]')).toContainText(
    /level \d\): the links drawn are the outer chain/,
  )

  // The notation: the chain in Eureka notation, shown on demand.
  const toggle = page.getByRole('button', { name: 'Notation' })
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
  const notation = page.getByLabel('The chain in Eureka notation')
  await expect(notation).toHaveText(/^\([\d-]+\)r\dc\d[=-]\(.*\)r\dc\d(; .*)?$/)
  // Dozens of branches: the box scrolls rather than pushing the step buttons away.
  expect((await notation.boundingBox())!.height).toBeLessThan(240)
  expect(await notation.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true)

  // The status line's mark and the step log's selected row: "nested L2", heard in full.
  const meta = page.locator('.status-meta')
  await expect(meta.getByTestId('nest-badge')).toHaveText(/nested L\d/)
  await expect(meta.getByTestId('nest-badge')).toBeVisible()
  const log = page.getByRole('listbox', { name: 'Step log' })
  const row = log.getByRole('option', { selected: true })
  await expect(row).toHaveAccessibleName(HEARD)
  await expect(row.getByTestId('nest-badge')).toBeVisible()
  await expect(row.getByTestId('nest-badge')).toHaveAttribute('title', HEARD)
  // Its neighbour, an ordinary step, has no mark.
  const at = Number(await row.getAttribute('aria-posinset'))
  await expect(log.locator(`[aria-posinset="${at - 1}"]`).getByTestId('nest-badge')).toHaveCount(0)

  // The timeline: the nested step's tick has its bar, at this very step, and the key counts it.
  const cap = page.getByTestId('deduction-strip').locator(`rect.is-nested[data-step="${at}"]`)
  await expect(cap).toHaveCount(1)
  await expect(page.getByTestId('nest-key')).toContainText(/Bar on top: a nested forcing chain \d/)
}
