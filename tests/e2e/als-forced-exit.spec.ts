/**
 * HoDoKu's forced exit in the page (issue 31). The regression library's 0711-4 line
 * (file line 1072, the unit test's in reglib-chains.test.ts) holds an AIC with ALS
 * nodes that leaves the set r5c47 through r5c1, a cell seeing the whole set that the
 * set's other digits force: `(5=28)r5c1-(28=6)r5c47`, striking r7c5 6 and r8c5 4.
 * Loaded with Human logic and chosen in "All steps here", it is drawn on the board
 * with the set and the forced cell each a node of its own, tinted as the legend names
 * it, the strong link from the forced 5 into the set and both strikes; its detail
 * writes the chain through the forced exit and its sentence says what the set forces.
 * At a phone's width and a desktop's; screenshots of the board and its legend in both
 * themes for the record.
 */
import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { expectBoard, openApp, pasteAndLoad, playButton, statusText } from './helpers'

/** File line 1072 of the library: 0711-4, whose moves are r7c5<>6 and r8c5<>4. */
const LINE = readFileSync('tests/fixtures/reglib/reglib-1.3.txt', 'utf8').split('\n')[1071]!

const TECHNIQUE = 'AIC with ALS nodes'
/** The chosen deduction's row in the list: its moves. */
const MOVES = 'r7c5 loses 6; r8c5 loses 4'
/** The forced exit, as the chain's notation writes it. */
const FORCED_EXIT = '-(5=28)r5c1-(28=6)r5c47-'
/** What the sentence says the set forces. */
const FORCES = 'without its 6, (6=28)r5c47 holds 2 and 8, which r5c1 sees, so r5c1 holds 5'

/** Where the screenshots go (the scratch folder; the test results when it is absent). */
const SHOTS = process.env.SHOTS_DIR ?? 'test-results'

const drawing = (page: Page) =>
  page.getByRole('group', { name: `${TECHNIQUE}, drawn on the board` })
const legend = (page: Page) => page.getByRole('region', { name: 'Pattern legend' })
const boardGrid = (page: Page) => page.getByRole('grid', { name: 'Sudoku board' })

/** The parts drawn on the board, "node 3: r5c7 6", read as [node, candidate]. */
async function nodesDrawn(page: Page): Promise<[string, string][]> {
  const names = await drawing(page)
    .getByRole('img', { name: /^node \d+: / })
    .evaluateAll((marks) => marks.map((m) => m.getAttribute('aria-label') ?? ''))
  return names.map((name) => name.split(': ') as [string, string])
}

/** The node names that hold these candidates ("r5c1 5"), one each. */
function nodesOf(drawn: [string, string][], candidates: string[]): string[] {
  return [...new Set(drawn.filter(([, c]) => candidates.includes(c)).map(([node]) => node))]
}

/** The board and its legend (opened), in both themes, at the width the page has. */
async function shoot(page: Page, what: string): Promise<void> {
  const width = page.viewportSize()!.width
  await boardGrid(page).scrollIntoViewIfNeeded()
  // One picture of both, in the document's coordinates (the legend sits under the board).
  const clip = await page.evaluate(() => {
    const rects = [
      document.querySelector('[role="grid"][aria-label="Sudoku board"]')!,
      document.querySelector('[aria-label="Pattern legend"]')!,
    ].map((e) => e.getBoundingClientRect())
    const x = Math.min(...rects.map((r) => r.left)) + window.scrollX - 4
    const y = Math.min(...rects.map((r) => r.top)) + window.scrollY - 4
    const right = Math.max(...rects.map((r) => r.right)) + window.scrollX + 4
    const bottom = Math.max(...rects.map((r) => r.bottom)) + window.scrollY + 4
    return { x: Math.max(0, x), y: Math.max(0, y), width: right - x, height: bottom - y }
  })
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    await page.screenshot({
      path: `${SHOTS}/${what}-${width}-${colorScheme}.png`,
      clip,
      fullPage: true,
    })
  }
  await page.emulateMedia({ colorScheme: 'light' })
}

for (const [width, height] of [
  [360, 780],
  [1280, 800],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } })
    // The search of the position runs every technique of the full set (ALS chains
    // included): about five seconds here, more on a loaded machine.
    test.describe.configure({ timeout: 180_000 })

    test('an AIC leaving an ALS through a forced cell: drawn, keyed and written', async ({
      page,
    }) => {
      expect(LINE, 'file line 1072 is 0711-4').toMatch(/^:0711-4:/)
      await openApp(page, '/?a=logic')
      await pasteAndLoad(page, LINE)
      await expectBoard(page, LINE.split(':')[3]!.replace(/\+/g, ''))
      await expect(playButton(page)).toBeEnabled({ timeout: 30_000 })
      await page.locator('summary', { hasText: 'All steps here' }).click()
      await expect(page.getByText(/^\d+ deductions by \d+ techniques at step 0\.$/)).toBeVisible({
        timeout: 90_000,
      })

      // The technique's list, all of it, and the row that strikes the line's two moves.
      const steps = page
        .locator('li.group')
        .filter({ has: page.getByRole('heading', { name: new RegExp(`^${TECHNIQUE} (SE|≈)`) }) })
      await steps.getByRole('button', { name: /^Show all \d+$/ }).click()
      const row = steps
        .locator('button.deduction')
        .filter({ has: page.locator('.moves', { hasText: new RegExp(`^${MOVES}$`) }) })
      await expect(row).toHaveCount(1)
      await row.click()
      await expect(row).toHaveAttribute('aria-pressed', 'true')

      // Drawn: the set r5c47 one node, the forced cell r5c1 (its 5, 2 and 8) another.
      const drawn = drawing(page)
      await expect(drawn.getByRole('img', { name: /^node \d+: r5c1 5$/ })).toHaveCount(1)
      const nodes = await nodesDrawn(page)
      const forced = nodesOf(nodes, ['r5c1 5', 'r5c1 2', 'r5c1 8'])
      const set = nodesOf(nodes, ['r5c4 2', 'r5c4 8', 'r5c7 6', 'r5c7 2', 'r5c7 8'])
      expect(forced, 'the forced cell is one node').toHaveLength(1)
      expect(set, 'the set is one node').toHaveLength(1)
      expect(forced[0], 'the forced cell is a node apart from the set').not.toBe(set[0])
      expect(
        nodes.filter(([node]) => node === forced[0]).map(([, c]) => c),
        "the forced cell's node holds its three candidates, and nothing else",
      ).toEqual(['r5c1 5', 'r5c1 2', 'r5c1 8'])
      expect(
        nodes
          .filter(([node]) => node === set[0])
          .map(([, c]) => c)
          .sort(),
      ).toEqual(['r5c4 2', 'r5c4 8', 'r5c7 2', 'r5c7 6', 'r5c7 8'])
      // The chain comes to the forced 5 weakly and goes on from it strongly, into the set's 6.
      await expect(drawn.getByRole('img', { name: 'weak link: r4c3 5 to r5c1 5' })).toHaveCount(1)
      await expect(drawn.getByRole('img', { name: 'strong link: r5c1 5 to r5c7 6' })).toHaveCount(1)
      // The two strikes, and no other.
      await expect(drawn.getByRole('img', { name: / loses / })).toHaveCount(2)
      await expect(drawn.getByRole('img', { name: 'r7c5 loses 6' })).toHaveCount(1)
      await expect(drawn.getByRole('img', { name: 'r8c5 loses 4' })).toHaveCount(1)

      // The legend names each node on the tint the board gives it.
      const key = legend(page)
      // Open at first on a wide screen, shut on a phone: opened for the screenshots.
      const details = key.locator('details')
      if (!(await details.evaluate((d: HTMLDetailsElement) => d.open)))
        await key.locator('summary').click()
      await expect(details).toHaveAttribute('open', '')
      await expect(key.locator('summary')).toContainText(TECHNIQUE)
      await expect(key).toContainText('removed: the candidate this deduction strikes out')
      await expect(key).toContainText('or a cell such a set forces')
      for (const node of [forced[0]!, set[0]!]) {
        const tint = await drawn
          .getByRole('img', { name: new RegExp(`^${node}: `) })
          .first()
          .getAttribute('data-part')
        await expect(key.locator(`.part[data-part="${tint}"]`)).toContainText(node)
      }

      // Written: the chain through the forced exit, and what the set forces, in the
      // row's detail and in the status.
      const detail = steps.locator('.detail')
      await expect(detail.locator('code')).toContainText(FORCED_EXIT)
      await expect(detail.locator('p')).toContainText(FORCES)
      await expect(statusText(page)).toContainText('so r5c1 holds 5')

      await shoot(page, 'als-forced-exit')
    })
  })
}
