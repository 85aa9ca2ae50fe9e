import { chromium } from '@playwright/test'
const X = '..8...7...........3..786..98.......3.3.8.7.1..4.3.2.7..8.4.5.9.7.5.3.6.442.9.8.51'
const out = process.argv[2] ?? '/tmp'
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
for (const [w, h] of [[360, 740], [1280, 800]]) for (const scheme of ['light', 'dark']) {
  const ctx = await b.newContext({ viewport: { width: w, height: h }, colorScheme: scheme })
  const p = await ctx.newPage()
  await p.goto(`http://localhost:4316/?p=${X}&a=logic`)
  await p.getByRole('radio', { name: 'Single steps' }).check()
  const next = p.getByRole('button', { name: 'Next technique' })
  await next.waitFor()
  for (let i = 0; i < 80 && !(await p.locator('svg.board-pattern[data-technique="x-wing"]').count()); i++) await next.click()
  await p.locator('summary', { hasText: 'Techniques on and off' }).click()
  await p.getByRole('checkbox', { name: /^Swordfish/ }).uncheck()
  await p.getByRole('checkbox', { name: /^Jellyfish/ }).uncheck()
  await p.waitForTimeout(1500)
  for (let i = 0; i < 80 && !(await p.locator('svg.board-pattern[data-technique="x-wing"]').count()); i++) await next.click()
  await p.locator('summary', { hasText: 'All steps here' }).click()
  await p.locator('.all-steps .summary').filter({ hasText: /deductions? by/ }).waitFor({ timeout: 30000 })
  const chain = p.locator('button.deduction[data-technique$="chain"], button.deduction[data-technique="aic"]').first()
  if (await chain.count()) await chain.click(); else await p.locator('button.deduction').nth(1).click()
  await p.waitForTimeout(300)
  const panel = p.getByRole('region', { name: 'Human techniques' })
  await panel.screenshot({ path: `${out}/steps-panel-${w}-${scheme}.png` })
  // The board with the chosen deduction drawn, and the panel's top, as a user scrolls to it.
  await p.locator('.all-steps .detail').scrollIntoViewIfNeeded()
  await p.screenshot({ path: `${out}/steps-view-${w}-${scheme}.png` })
  await p.locator('.board').first().scrollIntoViewIfNeeded()
  await p.screenshot({ path: `${out}/steps-board-${w}-${scheme}.png` })
  // The switches, open, with two off.
  await p.locator('summary', { hasText: 'All steps here' }).click()
  const switches = p.locator('details.switches')
  await switches.scrollIntoViewIfNeeded()
  await switches.screenshot({ path: `${out}/steps-switches-${w}-${scheme}.png` })
  await ctx.close()
}
await b.close()
