/**
 * The WebAssembly SIMD engine in the app: watched in the Solve view (through the
 * fast engine's recording, as its description says), timed in the Compare view's
 * Worker beside Fast, and named as unavailable where WebAssembly SIMD is missing.
 */
import { expect, test } from '@playwright/test'
import {
  chooseAlgorithms,
  chooseCollection,
  expectBoard,
  HARDEST_87_FIRST,
  loadPuzzle,
  openApp,
  recordedSolve,
  solutionOf,
  statusText,
  stepReadout,
  timingFinished,
} from './helpers'

test('watch the WebAssembly engine solve: the same search as Fast, said so', async ({ page }) => {
  const refused: string[] = []
  page.on('console', (m) => {
    if (/WebAssembly|Refused/i.test(m.text())) refused.push(m.text())
  })
  await openApp(page)
  await loadPuzzle(page, HARDEST_87_FIRST)
  const algorithm = page.getByRole('combobox', { name: 'Algorithm' })
  await algorithm.selectOption({ label: 'WebAssembly SIMD engine' })
  await expect(page.getByText(/replays Fast's step-by-step recording/)).toBeVisible()
  await expect(statusText(page)).toHaveText(/^The givens\./, { timeout: 20_000 })
  // Every step of Fast's recording, no more, no less.
  const fast = recordedSolve(HARDEST_87_FIRST, 'fast')
  await expect(page.getByText(stepReadout(0, fast.total), { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Go to end' }).click()
  await expectBoard(page, solutionOf(HARDEST_87_FIRST))
  // The page compiled the module (the Content-Security-Policy allows WebAssembly, not eval).
  expect(refused).toEqual([])
})

test('time it beside Fast in the Compare view', async ({ page }) => {
  await page.goto('/#/compare')
  await chooseAlgorithms(page, ['Fast bitboard engine', 'WebAssembly SIMD engine'])
  await chooseCollection(page, 'Top 95 (95)')
  await page.getByRole('button', { name: 'Run comparison' }).click()
  // The results are final once the timing ends; rating the 95 puzzles after it, which
  // this test does not look at, would take longer than the timing did.
  await expect(timingFinished(page)).toBeAttached({ timeout: 120_000 })
  const table = page.getByRole('table', { name: /^Top 95/ })
  await expect(table.getByRole('row')).toHaveCount(3)
  const row = table.getByRole('row', { name: /^WebAssembly SIMD engine/ })
  // Every answer right: no failures in its row.
  await expect(row).not.toContainText(/fail|wrong|timed out/i)
  await expect(row.getByRole('cell').first()).toHaveText(/^\d[\d.,]* (µs|ms)/)
})

test('where WebAssembly SIMD is missing, the app says so and runs Fast', async ({ page }) => {
  await page.addInitScript(() => {
    WebAssembly.validate = () => false
  })
  await openApp(page)
  await loadPuzzle(page, HARDEST_87_FIRST)
  const algorithm = page.getByRole('combobox', { name: 'Algorithm' })
  await expect(algorithm.getByRole('option', { name: /^WebAssembly SIMD engine/ })).toHaveText(
    'WebAssembly SIMD engine (unavailable: runs Fast)',
  )
  await algorithm.selectOption({ label: 'WebAssembly SIMD engine (unavailable: runs Fast)' })
  await expect(
    page.getByText(/WebAssembly SIMD is not available here, so this entry runs the Fast/),
  ).toBeVisible()
})
