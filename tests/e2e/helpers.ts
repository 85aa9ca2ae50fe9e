/**
 * Shared steps for the end-to-end tests: find things the way a user (or a screen
 * reader) does, by role and accessible name, and compute what the board should show
 * with the engine itself (it is pure TypeScript, so it runs here in Node).
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test'
import {
  explainLogStep,
  getAlgorithm,
  outlineLog,
  parsePuzzle,
  puzzleGeometry,
  type Puzzle,
} from '../../src/engine/full'
import { puzzleLines } from '../fixtures/puzzles'

/** The store records at most this many steps (STEP_CAP in src/stores/solve.ts). */
const STEP_CAP = 2_000_000

/** The first `count` puzzles of a file in puzzles/, one line each ('#' lines skipped). */
export const collectionLines = puzzleLines

/** Puzzles used across the specs (one-line form, '.' = empty). */
export const STARTER = collectionLines('starter-4.txt', 4)
export const INKALA = collectionLines('inkala-top10.txt', 10)
export const HARDEST_87_FIRST = collectionLines('hardest-87.txt', 1)[0]!
export const SEVENTEEN_FIRST = collectionLines('17-clue-5000.txt', 1)[0]!

export function puzzleOf(text: string): Puzzle {
  const parsed = parsePuzzle(text)
  if (!parsed.ok) throw new Error(`test puzzle does not parse: ${parsed.error.message}`)
  return parsed.puzzle
}

/** A one-line puzzle as 81 characters, '.' for empty (the shape boardDigits returns). */
export function normalLine(line: string): string {
  return line.replace(/[0*_-]/g, '.')
}

/** The unique solution of a puzzle, as 81 digits, checked to be unique by the engine. */
export function solutionOf(line: string): string {
  const algorithm = getAlgorithm('dlx') ?? getAlgorithm('detour')!
  const result = algorithm.solve(puzzleOf(line), { limit: 2 })
  if (result.solutions !== 1 || !result.solution)
    throw new Error(`test puzzle has ${result.solutions} solutions, expected exactly one`)
  return result.solution.join('')
}

/** What the page records for a puzzle with the default (detour) algorithm, solved here. */
export function recordedSolve(line: string, algorithmId = 'detour') {
  const puzzle = puzzleOf(line)
  const result = getAlgorithm(algorithmId)!.solve(puzzle, {
    record: true,
    maxSteps: STEP_CAP,
    limit: 1,
  })
  const log = result.log!
  const outline = outlineLog(log)
  const g = puzzleGeometry(puzzle)
  return {
    total: log.length,
    /** The status sentence shown when the cursor stands at step k (1-based, k >= 1). */
    explain: (k: number) => explainLogStep(g, log, outline, k - 1),
    /** 0-based log positions of the guesses. */
    guesses: outline.guesses,
  }
}

// --- Text formats written out from a one-line puzzle --------------------------

function rowsOf(line: string, empty: string): string[] {
  const cells = normalLine(line).replace(/\./g, empty)
  return Array.from({ length: 9 }, (_, r) => cells.slice(r * 9, r * 9 + 9))
}

/** Sudoku Puzzle (.sdk) with metadata lines and the optional [Puzzle] header. */
export function toSdk(line: string, meta: { author: string; description: string }): string {
  return [
    `#A ${meta.author}`,
    `#D ${meta.description}`,
    '#L Hard',
    '[Puzzle]',
    ...rowsOf(line, '.'),
  ]
    .join('\n')
    .concat('\n')
}

/** Simple Sudoku (.ss) in its framed print form. */
export function toFramedSs(line: string): string {
  const rows = rowsOf(line, '.').map((r) => `|${r.slice(0, 3)}|${r.slice(3, 6)}|${r.slice(6, 9)}|`)
  const bar = '|---+---+---|'
  const edge = '*-----------*'
  return [edge, ...rows.slice(0, 3), bar, ...rows.slice(3, 6), bar, ...rows.slice(6), edge]
    .join('\n')
    .concat('\n')
}

/** Simple Sudoku, old style: 9 lines of 9 cells, X (or x) for an empty cell. */
export function toOldSs(line: string): string {
  return rowsOf(line, 'X')
    .map((r, i) => (i % 2 ? r.toLowerCase() : r))
    .join('\n')
    .concat('\n')
}

// --- The page -----------------------------------------------------------------

export function board(page: Page): Locator {
  return page.getByRole('grid', { name: 'Sudoku board' })
}

/** The board's cell at `row`, `col` (from 1), by the start of its accessible name. */
export function boardCell(page: Page, row: number, col: number): Locator {
  return board(page).getByRole('gridcell', { name: new RegExp(`^Row ${row}, column ${col}:`) })
}

export function statusText(page: Page): Locator {
  return page.getByRole('status')
}

export function playButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Play', exact: true })
}

export function pauseButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Pause', exact: true })
}

export function timeline(page: Page): Locator {
  return page.getByRole('slider', { name: 'Timeline' })
}

const CELL_NAME = /^Row (\d+), column (\d+): (empty|[1-9A-P])\b(.*)$/

export interface CellName {
  row: number
  col: number
  /** The digit, or '.' when the cell says "empty". */
  digit: string
  /** What follows the digit: ", given", ", guessed", ", candidates 1 2" ... */
  rest: string
}

/** Every gridcell's accessible name, read from the accessibility tree. */
export async function cellNames(page: Page): Promise<CellName[]> {
  const snapshot = await board(page).ariaSnapshot()
  const names = [...snapshot.matchAll(/gridcell "([^"]*)"/g)].map((m) => m[1]!)
  return names.map((name) => {
    const m = CELL_NAME.exec(name)
    if (!m) throw new Error(`a gridcell name does not follow the contract: "${name}"`)
    return { row: +m[1]!, col: +m[2]!, digit: m[3] === 'empty' ? '.' : m[3]!, rest: m[4]! }
  })
}

/** The board as 81 characters, row by row, '.' for a cell whose name says "empty". */
export async function boardDigits(page: Page): Promise<string> {
  const cells = await cellNames(page)
  expect(cells, 'the board has 81 gridcells').toHaveLength(81)
  cells.forEach((c, i) => {
    expect(c.row, `gridcell ${i} is in row order`).toBe(Math.floor(i / 9) + 1)
    expect(c.col, `gridcell ${i} is in column order`).toBe((i % 9) + 1)
  })
  return cells.map((c) => c.digit).join('')
}

/** Wait until the board shows exactly these digits ('.' = empty). */
export async function expectBoard(page: Page, digits: string, message?: string): Promise<void> {
  await expect
    .poll(() => boardDigits(page), { message: message ?? 'the board' })
    .toBe(normalLine(digits))
}

/** Wait until a loaded puzzle is solved and standing at its givens, ready to play. */
export async function expectReadyAtStart(page: Page, line: string): Promise<void> {
  await expect(statusText(page)).toHaveText(/^The givens\. [\d,]+ steps recorded/, {
    timeout: 20_000,
  })
  await expect(playButton(page)).toBeEnabled()
  await expectBoard(page, line, 'the board shows the givens only')
}

/** Open the Solve view and wait for the starter puzzle it shows first. */
export async function openApp(page: Page, path = '/'): Promise<void> {
  await page.goto(path)
  await expect(board(page)).toBeVisible()
  await expect(playButton(page)).toBeEnabled({ timeout: 20_000 })
}

/**
 * Open one of the board bar's sheets ("Import", "Collections", "Export"), closing any
 * other first, as a user would.
 */
export async function openSheet(page: Page, name: 'Import' | 'Collections' | 'Export') {
  const button = page.getByRole('button', { name, exact: true })
  if ((await button.getAttribute('aria-expanded')) === 'true') return
  if (await page.locator('dialog[open]').count()) await page.keyboard.press('Escape')
  await button.click()
  await expect(page.getByRole('dialog')).toBeVisible()
}

/** Open the Import sheet, paste a text into "Puzzle text" and press "Load puzzle". */
export async function pasteAndLoad(page: Page, text: string): Promise<void> {
  await openSheet(page, 'Import')
  await page.getByRole('textbox', { name: 'Puzzle text' }).fill(text)
  await page.getByRole('button', { name: 'Load puzzle' }).click()
}

/** Paste and load a puzzle text, then wait until `line` stands at its givens, ready to play. */
export async function loadPuzzle(page: Page, text: string, line = text): Promise<void> {
  await pasteAndLoad(page, text)
  await expectReadyAtStart(page, line)
}

/** Choose what Play and the step buttons move by, then move focus off the choice. */
export async function stepBy(
  page: Page,
  size: 'Placements' | 'Single steps' | 'Guesses' | 'Techniques',
) {
  await page.getByRole('radio', { name: size }).check()
  await focusPage(page)
}

/** Move keyboard focus off every control, as a click on the page's heading does. */
export async function focusPage(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Sudoku Lab' }).click()
}

/**
 * Let the page draw `count` frames. Playback and smooth scrolling move on animation
 * frames, so after these anything that was going to move has moved: a wait on the
 * page's own clock, not a guess at wall time.
 */
export async function animationFrames(page: Page, count: number): Promise<void> {
  await page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        const next = (left: number) =>
          left > 0 ? requestAnimationFrame(() => next(left - 1)) : resolve()
        next(n)
      }),
    count,
  )
}

/**
 * From now on, record for each key whether the page prevented its keydown's default
 * action (a scroll, for Space and Page Down): `keyPrevented(page, key)` reads it.
 */
export async function watchKeydowns(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: Record<string, boolean> = {}
    ;(window as unknown as { keydownPrevented: Record<string, boolean> }).keydownPrevented = seen
    // On window, bubbling: after the app's own handlers have had their say.
    window.addEventListener('keydown', (e) => (seen[e.key] = e.defaultPrevented))
  })
}

export function keyPrevented(page: Page, key: string): Promise<boolean | undefined> {
  return page.evaluate(
    (k) => (window as unknown as { keydownPrevented: Record<string, boolean> }).keydownPrevented[k],
    key,
  )
}

/** "Step 12 of 452" (the Timeline's readout and value text). */
export function stepReadout(k: number, total: number): string {
  return `Step ${k.toLocaleString('en')} of ${total.toLocaleString('en')}`
}

/** The stats panel's value for a term ("Steps recorded" -> "452"). */
export function statValue(page: Page, term: string): Locator {
  return page
    .getByRole('region', { name: 'Solve statistics' })
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]')
}

/**
 * axe-core's rules, all of them, on the page as it stands: its violations. In the
 * page itself (`axe.run`; the app has no frames) rather than in parts finished in a
 * second, blank page, and with a full list of nodes for violations only (passes and
 * the rest keep one node each): the same violations in a quarter of the time (4 s
 * against 14 s on the mid-solve Solve view, 2 s against 7 s once warm), the costliest
 * step of the suite.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze()
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
}

/**
 * Screenshots at 360 and 1280 px, light and dark, into
 * `test-results/NAME-WIDTH-SCHEME.png`: of `part` itself, or (`page: true`) of the
 * window with `part` scrolled into view.
 */
export async function shootSizesAndThemes(
  page: Page,
  part: Locator,
  name: string,
  options: { page?: boolean } = {},
): Promise<void> {
  for (const [width, height] of [
    [360, 740],
    [1280, 800],
  ] as const)
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height })
      await page.emulateMedia({ colorScheme })
      await part.scrollIntoViewIfNeeded()
      const path = `test-results/${name}-${width}-${colorScheme}.png`
      await (options.page ? page : part).screenshot({ path })
    }
}

// --- The Play view --------------------------------------------------------------

/** What the Play view says of the game (its status line). */
export function playSays(page: Page): Locator {
  return page.locator('.play-status').getByRole('status')
}

/** Open the Play view and wait for its game: a new one, or the one saved. */
export async function openPlay(page: Page): Promise<void> {
  await page.goto('/#/play')
  await expect(board(page)).toBeVisible()
  await expect(playSays(page)).toContainText(/New game|back where you left it/)
}

/** A screenshot of the window, light and dark, attached to the test as `NAME-SCHEME`. */
export async function shootThemes(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme })
    const path = testInfo.outputPath(`${name}-${theme}.png`)
    await page.screenshot({ path })
    await testInfo.attach(`${name}-${theme}`, { path, contentType: 'image/png' })
  }
  await page.emulateMedia({ colorScheme: 'light' })
}

// --- The Compare view -----------------------------------------------------------

/**
 * In the Compare view, uncheck every algorithm (Run is then disabled, and the group
 * says why), then check these, each named by the start of its label.
 *
 * The view is loaded lazily (defineAsyncComponent) and `all()` does not wait: right
 * after `page.goto('/#/compare')` it can find no checkbox at all, uncheck nothing, and
 * leave Run enabled. So first wait for the boxes, all drawn at once by one v-for.
 */
export async function chooseAlgorithms(page: Page, names: readonly string[]): Promise<void> {
  const group = page.getByRole('group', { name: 'Algorithms' })
  await expect(group.getByRole('checkbox').first()).toBeVisible()
  for (const box of await group.getByRole('checkbox').all()) await box.uncheck()
  await expect(page.getByRole('button', { name: 'Run comparison' })).toBeDisabled()
  await expect(group).toContainText('Choose at least one algorithm.')
  for (const name of names)
    await group.getByRole('checkbox', { name: new RegExp(`^${name}\\b`) }).check()
}

/** Choose a built-in collection as the workload, by its label ("Top 95 (95)"). */
export async function chooseCollection(page: Page, label: string): Promise<void> {
  await page.getByRole('radio', { name: 'Built-in collection' }).check()
  await page.getByRole('combobox', { name: 'Collection' }).selectOption({ label })
}

export const INKALA_TOP_10 = "Arto Inkala's top 10 (10)"
/**
 * Four easy-to-evil puzzles: timed in a few seconds and rated in well under one (each
 * of Inkala's takes about a second to rate), for tests that need results of some run.
 */
export const STARTER_4 = 'Starter (easy to evil) (4)'

/** The status that says a comparison ended, timing and rating both. */
export function comparisonFinished(page: Page): Locator {
  return page.getByRole('status').filter({ hasText: 'Comparison finished.' })
}

/**
 * The status that says the timing is over: its results are final (the puzzles may
 * still be being rated, which for a big workload takes longer than the timing).
 */
export function timingFinished(page: Page): Locator {
  return page
    .getByRole('status')
    .filter({ hasText: /^(Timing finished; rating the puzzles\.|Comparison finished\.)$/ })
}

/** Press Run and wait until the comparison has finished, its puzzles rated (about 1 s each). */
export async function runComparison(page: Page, timeout = 60_000): Promise<void> {
  await page.getByRole('button', { name: 'Run comparison' }).click()
  await expect(comparisonFinished(page)).toBeAttached({ timeout })
}
