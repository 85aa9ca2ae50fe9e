/**
 * Your own solver, end to end on one page (serial: a failure skips the rest): the
 * plain backtracking example pasted into "Add your solver", named and added (checked
 * in its sandbox first); two pastes refused inline; compared with Dancing links over
 * Inkala's top 10 (its row, its bars and points, its History entry with its code
 * hash); raced against Detour; chosen in the Solve view; still there after a reload
 * (IndexedDB); removed, its saved run keeping its name. Screens of the Add panel and
 * of the results at 360 and 1280 px, light and dark, go to test-results/.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { expect, test, type Locator, type Page } from '@playwright/test'
import {
  axeViolations,
  chooseAlgorithms,
  chooseCollection,
  INKALA_TOP_10,
  shootSizesAndThemes,
  statusText,
  timingFinished,
} from './helpers'

const EXAMPLE = readFileSync('examples/solvers/backtracking.mjs', 'utf8')
/** The id's hash: the first 12 hex digits of the SHA-256 of the code (the contract's). */
const HASH = createHash('sha256').update(EXAMPLE, 'utf8').digest('hex').slice(0, 12)
const NAME = 'My backtracker'
/** Its name wherever a run names it. */
const RUN_NAME = `${NAME} (code ${HASH})`

test.describe.configure({ mode: 'serial' })

let page: Page

const panel = () => page.getByRole('region', { name: 'Your solvers' })
const codeBox = () => page.getByRole('textbox', { name: 'Solver code' })
const addButton = () => panel().getByRole('button', { name: 'Add', exact: true })
const algorithms = () => page.getByRole('group', { name: 'Algorithms' })
const historyPanel = () => page.getByRole('region', { name: 'History', exact: true })
const resultsTable = () => page.getByRole('table', { name: /^Arto Inkala's top 10: 10 puzzles/ })
const scatter = () => page.getByRole('figure').filter({ hasText: 'Each puzzle: time against' })

/** Open "Add your solver" (a toggle) unless it is open. */
async function openPanel(): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Add your solver' })
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
  await expect(codeBox()).toBeVisible()
}

/** Screens of `part` at 360 and 1280 px, light and dark (test-results/NAME-WIDTH-SCHEME.png), then back to 1280 light. */
async function shoot(part: Locator, name: string): Promise<void> {
  await shootSizesAndThemes(page, part, name)
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.emulateMedia({ colorScheme: 'light' })
}

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage()
})

test.afterAll(async () => {
  await page.close()
})

test('the example, pasted and named, is checked, added, listed with its code hash and ticked', async () => {
  await page.goto('/#/compare')
  await openPanel()
  await expect(panel()).toContainText('None yet.')
  await codeBox().fill(EXAMPLE)
  await panel().getByRole('textbox', { name: 'Name' }).fill(NAME)
  await addButton().click()
  await expect(panel().getByRole('status')).toHaveText(
    `Added “${NAME}” (code ${HASH}); it is ticked in Algorithms.`,
    { timeout: 20_000 },
  )
  const row = panel().getByRole('listitem').filter({ hasText: NAME })
  await expect(row).toContainText(`9x9`)
  await expect(row).toContainText(`code ${HASH}`)
  await expect(codeBox()).toHaveValue('')
  await expect(
    algorithms().getByRole('checkbox', { name: new RegExp(`^${NAME} \\(yours\\)`) }),
  ).toBeChecked()
})

test('a syntax error and a module without a default export are refused inline, saying what to fix', async () => {
  await codeBox().fill('export default function solve(puzzle) {\n  return puzzle.split(\n}\n')
  await addButton().click()
  const alert = panel().getByRole('alert')
  await expect(alert).toContainText(/syntax|unexpected/i, { timeout: 20_000 })
  await expect(addButton()).toBeEnabled()

  await codeBox().fill(
    'export function solve(puzzle) { return null }\nexport const name = "Nameless"\n',
  )
  await addButton().click()
  await expect(alert).toContainText(/no default export/i, { timeout: 20_000 })
  // Nothing more was added; the name field was left as it was.
  await expect(panel().getByRole('listitem')).toHaveCount(1)
  await shoot(panel(), 'add-solver')
  // The panel open, an error showing and one solver listed: nothing axe-core objects to.
  expect(await axeViolations(page)).toEqual([])
  await codeBox().fill('')
})

test("compared with Dancing links over Inkala's top 10: its row, its bars and points, all solved", async () => {
  test.setTimeout(180_000)
  await chooseAlgorithms(page, [NAME, 'Dancing links'])
  await chooseCollection(page, INKALA_TOP_10)
  await page.getByRole('button', { name: 'Run comparison' }).click()
  await expect(timingFinished(page)).toBeAttached({ timeout: 150_000 })

  const row = resultsTable().getByRole('row', {
    name: new RegExp(`^${RUN_NAME.replace(/[()]/g, '\\$&')}`),
  })
  const cells = await row.getByRole('cell').allInnerTexts()
  // A median with its 95% interval; no failures: 10 solved of 10.
  expect(cells[0]).toMatch(/^\d[\d.,]* (µs|ms)\s+95%: \d[\d.,]*( µs| ms)? ?– ?\d[\d.,]* (µs|ms)$/)
  expect(cells.at(-1)).toBe('0')

  await expect(
    page.getByRole('img', { name: /^Bar chart of the median time per puzzle/ }),
  ).toHaveAttribute('aria-label', new RegExp(RUN_NAME.replace(/[()]/g, '\\$&')))
  const toggle = scatter().getByRole('button', { name: 'Show as table' })
  await toggle.click()
  const points = scatter().getByRole('row').filter({ hasText: RUN_NAME })
  await expect(points).toHaveCount(10)
  for (const point of await points.all()) await expect(point).toContainText('solved')
  await toggle.click()
  // The table's scroller (on a phone the table scrolls sideways inside it).
  await shoot(page.getByRole('region', { name: 'Results table' }), 'compare-table-your-solver')
})

test('History names the run with the solver and its code hash', async () => {
  await expect(historyPanel().getByRole('listitem').first()).toContainText(RUN_NAME, {
    timeout: 20_000,
  })
})

test('raced against Detour: the race finishes and both lanes show a time', async () => {
  test.setTimeout(120_000)
  const race = page.getByRole('region', { name: 'Race', exact: true })
  await race
    .getByRole('combobox', { name: 'Left algorithm' })
    .selectOption({ label: `${NAME} (yours)` })
  await race
    .getByRole('combobox', { name: 'Right algorithm' })
    .selectOption({ label: 'Detour solver' })
  await race.getByRole('combobox', { name: 'Slow motion' }).selectOption({ label: 'Real time' })
  await race.getByRole('button', { name: 'Start race' }).click()
  await expect(race).toContainText(/ wins: |Within noise: /, { timeout: 90_000 })
  for (const name of [RUN_NAME, 'Detour solver']) {
    const lane = race.getByRole('region', { name: new RegExp(name.replace(/[()]/g, '\\$&')) })
    await expect(lane.locator('[data-test="clock"]')).toContainText(/\d (µs|ms)/)
    await expect(lane.locator('[data-test="lane-timing"]')).toContainText(/\d (µs|ms)/)
  }
})

test('after a reload it is still listed, and the Solve view solves with it', async () => {
  await page.reload()
  await openPanel()
  await expect(panel().getByRole('listitem').filter({ hasText: NAME })).toContainText(
    `code ${HASH}`,
  )
  await expect(
    algorithms().getByRole('checkbox', { name: new RegExp(`^${NAME} \\(yours\\)`) }),
  ).toBeVisible()

  await page.getByRole('link', { name: 'Solve' }).click()
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeEnabled({
    timeout: 20_000,
  })
  const picker = page.getByRole('combobox', { name: 'Algorithm' })
  await picker.selectOption({ label: `${NAME} (yours)` })
  await expect(statusText(page)).toHaveText(/^The givens\. [\d,]+ steps recorded/, {
    timeout: 20_000,
  })
  // The link names it (a=user-…); opened afresh, the page waits for your solvers and uses it.
  await expect(page).toHaveURL(new RegExp(`[?&]a=user-${HASH}`))
  await page.reload()
  await expect(picker).toHaveValue(`user-${HASH}`)
  await expect(statusText(page)).toHaveText(/^The givens\. [\d,]+ steps recorded/, {
    timeout: 20_000,
  })
  await expect(page.getByText('that this app does not have')).toHaveCount(0)
})

test('removed: gone from the panel and the pickers; its saved run keeps its name', async () => {
  await page.getByRole('link', { name: 'Compare' }).click()
  await openPanel()
  await panel()
    .getByRole('button', { name: `Remove ${NAME}` })
    .click()
  await expect(panel()).toContainText('None yet.')
  await expect(algorithms().getByRole('checkbox', { name: new RegExp(`^${NAME}`) })).toHaveCount(0)
  await expect(
    page
      .getByRole('combobox', { name: 'Left algorithm' })
      .getByRole('option', { name: `${NAME} (yours)` }),
  ).toHaveCount(0)
  await expect(historyPanel().getByRole('listitem').first()).toContainText(RUN_NAME)
  // The table of that run still reads: the name comes from the run record.
  await expect(resultsTable().getByRole('row', { name: new RegExp(`^${NAME}`) })).toHaveCount(1)
})
