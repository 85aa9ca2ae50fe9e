/**
 * Techniques on and off: turn X-Wing off and watch Human logic solve without it
 * (the page says so, the SE rating does not change), keep the choice across a reload,
 * and see Play's hint follow it. The puzzle is line 961 of puzzles/se-rated-1771.tsv
 * (published 3.2): its logic solve uses one X-Wing, on 2.
 */
import { expect, test, type Page } from '@playwright/test'
import { getAlgorithm, K, puzzleGeometry, Replayer } from '../../src/engine/full'
import { puzzleOf, solutionOf } from './helpers'

const X_WING = '..8...7...........3..786..98.......3.3.8.7.1..4.3.2.7..8.4.5.9.7.5.3.6.442.9.8.51'

const used = (page: Page) => page.getByRole('region', { name: 'Techniques used' })
const xWingSwitch = (page: Page) => page.getByRole('checkbox', { name: /^X-Wing\b/ })

/** Open the switches (a disclosure in the Solve view's techniques panel). */
async function openSwitches(page: Page): Promise<void> {
  const summary = page.locator('summary', { hasText: 'Techniques on and off' })
  if ((await summary.locator('xpath=..').getAttribute('open')) === null) await summary.click()
  await expect(xWingSwitch(page)).toBeVisible()
}

test('X-Wing off: Human logic solves without it, says so, and the choice survives a reload', async ({
  page,
}) => {
  await page.goto(`/?p=${X_WING}&a=logic`)
  await expect(used(page)).toContainText('Hardest step X-Wing, SE 3.2 (hard)')
  await expect(page.getByRole('note')).toHaveCount(0)

  await openSwitches(page)
  await xWingSwitch(page).uncheck()
  const notice = page.getByRole('note')
  await expect(notice).toHaveText(
    '1 technique off (X-Wing): Human logic solves, and its time is measured, without it.',
  )
  // The replay is solved again without it: the techniques used no longer name it.
  await expect(used(page)).not.toContainText('X-Wing')
  await expect(used(page)).toContainText(/Hardest step .*, SE ≈?\d\.\d/)
  // The rating of the puzzle is still SE's, with all of its techniques, and says so.
  await expect(
    page.getByText("Difficulty (SE scale, rated with all of SE's techniques)"),
  ).toBeVisible()
  await expect(page.getByText('3.2 (hard), hardest technique: X-Wing.')).toBeVisible()

  await page.reload()
  await expect(notice).toHaveText(
    '1 technique off (X-Wing): Human logic solves, and its time is measured, without it.',
  )
  await expect(used(page)).toContainText(/Hardest step .*, SE ≈?\d\.\d/)
  await expect(used(page)).not.toContainText('X-Wing')
  await openSwitches(page)
  await expect(xWingSwitch(page)).not.toBeChecked()

  // All on: the X-Wing is back, and the notice gone.
  await page.getByRole('button', { name: 'All on' }).click()
  await expect(notice).toHaveCount(0)
  await expect(used(page)).toContainText('Hardest step X-Wing, SE 3.2 (hard)')
})

/**
 * A Play game standing where the logic solve takes its X-Wing: the digits placed so
 * far, and the candidates left as the player's pencil marks.
 */
function gameAtTheXWing(): string {
  const puzzle = puzzleOf(X_WING)
  const g = puzzleGeometry(puzzle)
  const log = getAlgorithm('logic')!.solve(puzzle, { record: true }).log!
  let at = 0
  while (!(log.kind(at) === K.technique && (log.step(at) as { id: string }).id === 'x-wing')) at++
  const replay = new Replayer(g, puzzle.givens, log)
  replay.seek(at)
  const values = Array.from(replay.board.values)
  const marks = values.map((v, c) => (v ? 0 : replay.board.masks[c]!))
  const board = { values, marks }
  return JSON.stringify({
    version: 1,
    size: 9,
    givens: puzzle.givens,
    solution: [...solutionOf(X_WING)].map(Number),
    board,
    undo: [],
    redo: [],
    elapsed: 0,
    solved: false,
    seed: null,
    level: null,
  })
}

test("Play's hint follows the switches", async ({ page }) => {
  const game = gameAtTheXWing()
  await page.addInitScript((saved) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('sudoku-lab-play', saved)
      sessionStorage.setItem('seeded', '1')
    }
  }, game)
  await page.goto('/#/play')
  const say = page.getByRole('status')
  const hint = page.getByRole('button', { name: 'Hint' })
  await hint.click()
  await expect(say).toHaveText(/^Hint 1 of 3: Look at .+: X-Wing \(SE 3\.2\) applies\.$/)

  // Turn X-Wing off in the Solve view, and come back to the game.
  await page.getByRole('link', { name: 'Solve' }).click()
  await openSwitches(page)
  await xWingSwitch(page).uncheck()
  await page.getByRole('link', { name: 'Play' }).click()
  await hint.click()
  await expect(say).toContainText(/\(SE \d\.\d\)/)
  await expect(say).not.toContainText('X-Wing')
})
