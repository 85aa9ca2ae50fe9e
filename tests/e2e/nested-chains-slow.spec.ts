/**
 * SLOW, skipped unless E2E_SLOW=1 (`E2E_SLOW=1 npx playwright test
 * tests/e2e/nested-chains-slow.spec.ts`): a watched logic solve of Golden Nugget (SE 11.9
 * published), the test issue 32 names. It takes minutes in the page's worker (about 3 min
 * on the project's 2-core machine under a load of 17), so the suite's check of the same
 * marks is the fast nested-chains.spec.ts (hardest #1, about 12 s). It ends without a
 * guess, and its first nested forcing chain (+ Multiple Forcing Chains, level 3) has a
 * sentence naming its inner chains, a drawing, notation and its marks, at 1280 px and
 * then at 360 px on the same solve. The solve time is printed for the record, not asserted.
 */
import { test } from '@playwright/test'
import { expectNestedStep, goToNested, solveWithoutGuessing } from './nested-steps'

const GOLDEN_NUGGET =
  '.......39.....1..5..3.5.8....8.9...6.7...2...1..4.......9.8..5..2....6..4..7.....'

test.skip(!process.env.E2E_SLOW, 'minutes long: set E2E_SLOW=1 to run it')

test('Golden Nugget: solved by logic without a guess, its nested chains told, drawn and marked', async ({
  page,
}) => {
  test.setTimeout(1_800_000)
  await page.setViewportSize({ width: 1280, height: 800 })
  const started = Date.now()
  await solveWithoutGuessing(page, GOLDEN_NUGGET, 1_500_000)
  console.log(`Golden Nugget, logic, in the page: ${((Date.now() - started) / 1000).toFixed(1)} s`)
  await goToNested(page)
  await expectNestedStep(page)
  await page.setViewportSize({ width: 360, height: 740 })
  await expectNestedStep(page)
})
