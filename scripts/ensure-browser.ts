/**
 * The browser step of `npm test`: the Playwright tests drive Debian's Chromium
 * (/usr/bin/chromium, or CHROMIUM_PATH). When it is missing, install it if we can
 * (root with apt-get, as on a fresh Debian machine or in CI); otherwise stop at once
 * with one line saying how, rather than letting every browser test fail to launch.
 */
import { spawnSync } from 'node:child_process'
import { accessSync, constants } from 'node:fs'
import { pathToFileURL } from 'node:url'

export const DEFAULT_CHROMIUM = '/usr/bin/chromium'

export type BrowserPlan = 'ready' | 'install' | 'explain'

/** What to do, from what the machine has. */
export function browserPlan(has: { browser: boolean; root: boolean; apt: boolean }): BrowserPlan {
  if (has.browser) return 'ready'
  return has.root && has.apt ? 'install' : 'explain'
}

/** The one line printed when we cannot install the browser ourselves. */
export function howToInstall(path: string, custom: boolean): string {
  return custom
    ? `Browser tests need Chromium at CHROMIUM_PATH=${path}, which is not there: fix the path, or install Chromium with "sudo apt-get install chromium" and unset CHROMIUM_PATH.`
    : `Browser tests need Chromium at ${path}: install it with "sudo apt-get install chromium" (Debian/Ubuntu) or set CHROMIUM_PATH to a Chromium binary, then run npm test again.`
}

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK)
    return true
  } catch {
    return false
  }
}

function onPath(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0
}

function main(): number {
  const custom = process.env.CHROMIUM_PATH
  const path = custom ?? DEFAULT_CHROMIUM
  const plan = browserPlan({
    browser: executable(path),
    // A custom path is the user's to provide: never install over it.
    root: !custom && process.getuid?.() === 0,
    apt: onPath('apt-get'),
  })
  if (plan === 'ready') return 0
  if (plan === 'explain') {
    console.error(howToInstall(path, !!custom))
    return 1
  }
  console.log("Installing Debian's Chromium for the browser tests (apt-get install chromium)...")
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const run = spawnSync('apt-get', args, { stdio: 'inherit', env })
    if (run.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed: ${howToInstall(path, false)}`)
      return 1
    }
  }
  if (executable(path)) return 0
  console.error(`Chromium was installed but ${path} is still missing: ${howToInstall(path, false)}`)
  return 1
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exit(main())
