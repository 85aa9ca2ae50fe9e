/**
 * Takes docs/screenshot.png, the README's picture: the Solve view at 1280x800 in the
 * light theme, in the middle of a solve. Serve the built app first:
 *   npx vite build && npx vite preview --port 4277 &
 *   npx tsx scripts/readme-screenshot.ts http://localhost:4277
 */
import { chromium } from '@playwright/test'

const base = process.argv[2] ?? 'http://localhost:4173'
const PUZZLE = '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..'

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
})
const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, colorScheme: 'light' })
await page.goto(`${base}/?p=${PUZZLE}&a=detour`)
const play = page.getByRole('button', { name: 'Play', exact: true })
await play.waitFor()
await page.getByRole('button', { name: 'Next guess' }).click()
await page.getByRole('button', { name: 'Next guess' }).click()
for (let i = 0; i < 2; i++) await page.getByRole('button', { name: 'Step forward' }).click()
await page.getByRole('heading', { name: 'Sudoku Lab' }).click()
await page.waitForTimeout(500)
await page.screenshot({ path: 'docs/screenshot.png' })
await browser.close()
