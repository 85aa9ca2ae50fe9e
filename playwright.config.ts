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
 * Specs that measure the machine (one-clock: five views' times must agree; large-paste:
 * a frame within a second while 60 MB are read) or load it heavily (big-collection: a
 * 20 MB file read, 250,000 puzzles held, a sample compared; beside another test it
 * once missed its 60 s) need it quiet: they run in their own project, one at a time,
 * after every other spec has finished.
 */
const QUIET = ['**/one-clock.spec.ts', '**/large-paste.spec.ts', '**/big-collection.spec.ts']
/**
 * Spec files named on the command line (`playwright test tests/e2e/one-clock.spec.ts`):
 * then just those run, without the whole parallel project first.
 */
const namesSpecs = process.argv.some((arg) =>
  /\.spec(\.ts)?$|one-clock|large-paste|big-collection/.test(arg),
)

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  timeout: 60_000,
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
