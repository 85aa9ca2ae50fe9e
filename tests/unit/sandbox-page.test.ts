/**
 * public/sandbox.html allows its inline bootstrap by the script's SHA-256 in its own
 * Content-Security-Policy: an edit of the script (or Prettier reflowing it) without a
 * new hash would leave the bootstrap blocked and every user solver dead. These read
 * the page as it ships and recompute the hash.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const html = readFileSync(new URL('../../public/sandbox.html', import.meta.url), 'utf8')
const policy = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html)?.[1] ?? ''
const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!)

function directive(name: string): string[] {
  const found = policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name)
  return found ? found.slice(1) : []
}

describe('public/sandbox.html', () => {
  it('allows its one inline script by the hash of exactly that script', () => {
    expect(scripts).toHaveLength(1)
    const hash = createHash('sha256').update(scripts[0]!).digest('base64')
    expect(directive('script-src')).toContain(`'sha256-${hash}'`)
  })

  it('allows no other script, no network and no navigation', () => {
    expect(directive('default-src')).toEqual(["'none'"])
    expect(directive('script-src').filter((s) => !s.startsWith("'sha256-"))).toEqual([
      'blob:',
      "'wasm-unsafe-eval'",
    ])
    expect(directive('worker-src')).toEqual(['blob:'])
    expect(directive('connect-src')).toEqual(["'none'"])
    expect(directive('base-uri')).toEqual(["'none'"])
    expect(directive('form-action')).toEqual(["'none'"])
  })

  it('listens to its parent only, once, and starts a classic worker', () => {
    const boot = scripts[0]!
    expect(boot).toContain('e.source !== parent')
    expect(boot).toContain('onmessage = null')
    // A module worker from a blob fails in an opaque origin; a classic one works.
    expect(boot).toMatch(/new Worker\(\s*URL\.createObjectURL\([^)]*\)\s*,?\s*\)/)
  })
})
