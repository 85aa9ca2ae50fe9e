/**
 * Watching the logic algorithm solve one of the hardest puzzles known without a guess
 * (issue 32, "Watch it"): the forum's hardest list #1 (SE 10.3), which our logic solves
 * with one nested forcing chain among dynamic ones, in about 12 s in the page's worker
 * on the project's machine. At the nested step, on a phone and on a desktop: its sentence
 * says what was assumed, names the inner chains and the nesting level; the board draws
 * the outer chain and its key says so; the notation gives the chain; the step log, the
 * status line and the timeline mark the nesting level. Screenshots in both themes go to
 * the test's output (test-results/), not the repository.
 *
 * Golden Nugget, which takes minutes, is in nested-chains-slow.spec.ts (E2E_SLOW=1).
 */
import { expect, test } from '@playwright/test'
import { axeViolations, shootThemes } from './helpers'
import { expectNestedStep, goToNested, solveWithoutGuessing } from './nested-steps'

const HARDEST_1 =
  '........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3'

for (const [width, height] of [
  [360, 740],
  [1280, 800],
] as const)
  test(`hardest #1 at ${width} px: solved without a guess, its nested chain told, drawn and marked`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(300_000)
    await page.setViewportSize({ width, height })
    await solveWithoutGuessing(page, HARDEST_1, 240_000)
    await expect(page.getByRole('region', { name: 'Techniques used' })).toContainText(
      /Hardest step Dynamic forcing chains \(\+ /,
    )
    await goToNested(page)
    await expectNestedStep(page)
    // Readable in both themes: no contrast (or other) violation at the nested step.
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme })
      expect(await axeViolations(page)).toEqual([])
    }
    await page.locator('.playback-status').scrollIntoViewIfNeeded()
    await shootThemes(page, testInfo, `nested-step-${width}`)
  })
