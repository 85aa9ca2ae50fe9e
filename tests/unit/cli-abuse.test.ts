/**
 * The CLI as scripts run it over big inputs: bounded time, Unix manners on a
 * closed pipe or a full disk, strict numbers, inputs in other encodings.
 * Timings here are hang checks with generous bounds, not performance claims.
 */
import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

/** The CLI as users run it: the compiled entry point (rebuilt when stale). */
const BIN = 'bin/sudoku-lab.mjs'

/** Run a shell command line (pipes, redirections) from the repository; its wall time too. */
function sh(line: string) {
  const t0 = performance.now()
  const r = spawnSync('sh', ['-c', line], { encoding: 'utf8' })
  return {
    out: r.stdout,
    err: r.stderr,
    status: r.status,
    seconds: (performance.now() - t0) / 1000,
  }
}

describe('cli output errors', () => {
  it('generate --count 100000 | head -1 ends at once, quietly', () => {
    const r = sh(`node ${BIN} generate --count 100000 --seed pipe | head -1`)
    expect(r.out).toMatch(/^[0-9]{81}\n$/)
    expect(r.err).toBe('')
    expect(r.seconds).toBeLessThan(5)
  })

  it.each([
    ['solve', 'solve puzzles/top95.txt'],
    ['count', 'count puzzles/top95.txt'],
    ['rate', 'rate tests/fixtures/cli/mixed.txt'],
    ['generate', 'generate --count 3 --seed full'],
    ['help', 'help'],
  ])('%s > /dev/full: one line on stderr, exit 1', (_name, args) => {
    const r = sh(`node ${BIN} ${args} > /dev/full`)
    expect(r.status).toBe(1)
    expect(r.err).toMatch(/^cannot write to standard output: ENOSPC[^\n]*\n$/)
  })
})
