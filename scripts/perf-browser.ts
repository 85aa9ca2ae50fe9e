/**
 * What the browser performance scripts share: serve dist/ with `vite preview`,
 * wait for it, launch Chromium, and summarise repeated measurements.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { chromium, type Browser } from '@playwright/test'

export async function waitForServer(url: string, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs
  while (Date.now() < end) {
    try {
      const res = await fetch(url)
      if (res.ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`no server answered at ${url}`)
}

export function startPreview(port: number): ChildProcess {
  const child = spawn('npx', ['vite', 'preview', '--port', String(port), '--strictPort'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true, // its own process group, so stopping it stops npx's children too
  })
  return child
}

export function stopPreview(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null) return
  try {
    process.kill(-child.pid, 'SIGTERM')
  } catch {
    // already gone
  }
}

/** Chromium for measuring; `extraArgs` are added to its command line. */
export async function launch(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      ...extraArgs,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
}
