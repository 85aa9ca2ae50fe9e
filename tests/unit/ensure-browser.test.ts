import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { browserPlan, howToInstall } from '../../scripts/ensure-browser'

const SCRIPT = fileURLToPath(new URL('../../scripts/ensure-browser.ts', import.meta.url))

describe("npm test's browser step", () => {
  it.each([
    [{ browser: true, root: false, apt: false }, 'ready'],
    [{ browser: true, root: true, apt: true }, 'ready'],
    [{ browser: false, root: true, apt: true }, 'install'],
    [{ browser: false, root: false, apt: true }, 'explain'],
    [{ browser: false, root: true, apt: false }, 'explain'],
  ] as const)('%o: %s', (has, plan) => {
    expect(browserPlan(has)).toBe(plan)
  })

  it('says how in one line', () => {
    for (const custom of [false, true]) {
      const line = howToInstall('/usr/bin/chromium', custom)
      expect(line).not.toContain('\n')
      expect(line).toContain('apt-get install chromium')
      expect(line).toContain('CHROMIUM_PATH')
    }
  })

  it('stops at once, with that one line, when the browser is missing and not ours to install', () => {
    const run = spawnSync('npx', ['tsx', SCRIPT], {
      env: { ...process.env, CHROMIUM_PATH: '/nonexistent/chromium' },
      encoding: 'utf8',
      timeout: 30_000,
    })
    expect(run.status).toBe(1)
    const lines = run.stderr.split('\n').filter((l) => l && !l.startsWith('npm warn'))
    expect(lines).toEqual([howToInstall('/nonexistent/chromium', true)])
  })
})
