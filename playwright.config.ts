import { defineConfig, devices } from '@playwright/test'

// Browsers cannot be downloaded here: Playwright drives Debian's Chromium.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
// Several checkouts can run their browser tests at once, each on its own port.
const port = Number(process.env.E2E_PORT ?? 4173)

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
}

/**
 * Specs that load the machine heavily (large-paste: 60 MB pasted and read, twice;
 * big-collection: a 20 MB file read, 250,000 puzzles held, a sample compared) run in
 * their own project, one at a time, after every other spec has finished, so that the
 * others do not share the machine with them. None of them measures the machine: no
 * test asserts a time (a time-dependent figure is printed for the record or reported
 * by a script in scripts/), and their limits of waiting are sized for a machine
 * several times slower, so beside another test they would pass as well, only later.
 */
const QUIET = ['**/large-paste.spec.ts', '**/big-collection.spec.ts']
/**
 * Spec files named on the command line (`playwright test tests/e2e/large-paste.spec.ts`):
 * then just those run, without the whole parallel project first.
 */
const namesSpecs = process.argv.some((arg) => /\.spec(\.ts)?$|large-paste|big-collection/.test(arg))

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  // Limits of waiting, not expectations of speed: sized for a machine several times
  // slower and busier than the project's shared one (2 cores, four people's work),
  // where the slowest test under the default takes 14 s and a state waited for after
  // an action (a solve shown, a sheet open) comes within a few seconds. A test that
  // needs more says so with test.setTimeout; a passing test never waits them out.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  // Every other test opens its own browser context (its own IndexedDB and
  // localStorage), so two run at once; a file whose tests share one page says so
  // with test.describe.configure({ mode: 'serial' }).
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    // A failed test keeps its trace: every action with the page's DOM as it stood,
    // without the trace's screencast. Those screenshots, taken all through every
    // test, cost more than the DOM snapshots: with them the playback spec took 175 s
    // of test time, without 109 s (no trace at all: 115-126 s, the machine is noisy).
    trace: { mode: 'retain-on-failure', screenshots: false },
  },
  projects: [
    { name: 'chromium', use: chromium, testIgnore: QUIET },
    {
      name: 'quiet',
      use: chromium,
      testMatch: QUIET,
      // Alone: after the parallel project, one worker.
      dependencies: namesSpecs ? [] : ['chromium'],
      workers: 1,
    },
  ],
  webServer: {
    command: `npx vite preview --port ${port} --strictPort`,
    url: `http://localhost:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
})
