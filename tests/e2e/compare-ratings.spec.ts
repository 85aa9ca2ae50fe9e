/**
 * Ratings after timing: the results are final as soon as the timing ends, and the
 * workload's median rating (said once, above the table) and the scatter's rating axis fill in as each puzzle
 * is rated (Inkala's puzzles take about a second each), "rating n of N…" saying
 * how far it has got. Cancel then keeps the results whole and the ratings so far.
 * The run is saved when its timing ends, and that record gets the ratings.
 */
import { expect, test, type Page } from '@playwright/test'
import { chooseAlgorithms, chooseCollection, INKALA_TOP_10 } from './helpers'

/** Compare Fast alone over Inkala's ten puzzles (about a second each to rate). */
async function runFastOnInkala(page: Page): Promise<void> {
  await page.goto('/#/compare')
  await chooseAlgorithms(page, ['Fast'])
  await chooseCollection(page, INKALA_TOP_10)
  await page.getByRole('button', { name: 'Run comparison' }).click()
}

test('the results show when timing ends, the ratings fill in as they come, and Cancel keeps them', async ({
  page,
}) => {
  await runFastOnInkala(page)

  // The timing is over: the results are final while the puzzles are still being rated.
  const progress = page.getByRole('region', { name: 'Progress' })
  await expect(progress).toContainText('Timing done: the results below are final.', {
    timeout: 60_000,
  })
  const results = page.getByRole('region', { name: 'Results', exact: true })
  const fast = results.getByRole('table').first().getByRole('row', { name: /^Fast/ })
  const workload = results.getByText(/^Workload: 10 puzzles/)
  await expect(fast).toContainText(/\d (µs|ms)/)
  await expect(workload).toContainText(/rating \d+ of 10…/)
  await expect(results).not.toContainText('Partial results')
  await expect(progress.getByRole('button', { name: 'Cancel' })).toBeVisible()
  // Saved already: closing the tab while rating would not lose the run.
  const history = page.getByRole('region', { name: 'History', exact: true })
  await expect(history.getByText('1 saved run')).toBeVisible()
  await expect(workload).toContainText(/rating \d+ of 10…/)

  // The scatter can already put time against the ratings that are in.
  const scatter = page.getByRole('figure').filter({ hasText: 'Each puzzle: time against' })
  await scatter.getByRole('radio', { name: 'Rating' }).check()
  await expect(scatter).toContainText(
    /Rating \d+ of 10… Each puzzle joins the plot once it is rated/,
  )

  // A first rating arrives (the median of those in so far) while the rest are still coming...
  await expect(workload).toContainText(
    /median rating so far (at least )?\d+\.\d \(SE\), rating ([2-9]|10) of 10…/,
    {
      timeout: 30_000,
    },
  )
  const cell = await fast.textContent()
  // ...and Cancel keeps the results whole, with the ratings so far.
  await progress.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Rating cancelled' })).toBeAttached()
  await expect(workload).not.toContainText(/rating \d+ of 10…/)
  await expect(workload).toContainText(
    /median rating (at least )?\d+\.\d (easy|medium|hard|expert|extreme) \(SE\)(, \d+ of them (a )?lower bounds?)?, \d+ not rated/,
  )
  expect(cell).toMatch(/\d (µs|ms)/)
  await expect(results).not.toContainText('Partial results')
  await scatter.getByRole('button', { name: 'Show as table' }).click()
  await expect(scatter.getByRole('table')).toContainText('not rated: cancelled')

  // The saved run gained its ratings (one record, not two): after a reload it is
  // shown again, ratings and all.
  await expect(history.getByText('1 saved run')).toBeVisible()
  await page.reload()
  await expect(results.getByText(/^Workload: 10 puzzles/)).toContainText(
    /median rating (at least )?\d+\.\d (easy|medium|hard|expert|extreme) \(SE\)(, \d+ of them (a )?lower bounds?)?, \d+ not rated/,
  )
})

test('a run whose tab is reloaded while rating is kept, with its times and why it has no ratings', async ({
  page,
}) => {
  await runFastOnInkala(page)
  const results = page.getByRole('region', { name: 'Results', exact: true })
  const fast = () => results.getByRole('table').first().getByRole('row', { name: /^Fast/ })
  await expect(results.getByText(/^Workload: 10 puzzles/)).toContainText(/rating \d+ of 10…/, {
    timeout: 60_000,
  })
  const history = page.getByRole('region', { name: 'History', exact: true })
  await expect(history.getByText('1 saved run')).toBeVisible()

  await page.reload()
  await expect(history.getByText('1 saved run')).toBeVisible()
  await expect(fast()).toContainText(/\d (µs|ms)/)
  // Its ratings say why they are missing.
  await expect(results.getByText(/^Workload: 10 puzzles/)).toContainText('none rated')
  const scatter = page.getByRole('figure').filter({ hasText: 'Each puzzle: time against' })
  await scatter.getByRole('button', { name: 'Show as table' }).click()
  await expect(scatter.getByRole('table')).toContainText('not rated: the page closed while rating')
})
