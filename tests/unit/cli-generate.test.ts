import { execFileSync, spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

const tsx = 'node_modules/.bin/tsx'
function cli(args: string[], input?: string): string {
  return execFileSync(tsx, ['src/cli/main.ts', ...args], { encoding: 'utf8', input })
}

describe('cli generate', () => {
  it.each(['easy', 'medium', 'hard', 'expert', 'extreme'])(
    '%s: N lines, each counted unique and rated in the band by the other commands',
    (level) => {
      const out = cli(['generate', '--difficulty', level, '--count', '3', '--seed', 'cli'])
      const puzzles = out.trim().split('\n')
      expect(puzzles).toHaveLength(3)
      for (const p of puzzles) expect(p).toMatch(/^[0-9]{81}$/)
      expect(cli(['count', '--threads', '1', '-'], out).trim().split('\n')).toEqual(['1', '1', '1'])
      const rates = cli(['rate', '--threads', '1', '-'], out).trim().split('\n')
      for (const r of rates) expect(r.split(' ')[1]).toBe(level)
      // The same seed, the same lines.
      expect(cli(['generate', '--difficulty', level, '--count', '3', '--seed', 'cli'])).toBe(out)
    },
  )

  it('refuses an unknown level with a usage error naming the levels', () => {
    const r = spawnSync(tsx, ['src/cli/main.ts', 'generate', '--difficulty', 'insane'], {
      encoding: 'utf8',
    })
    expect(r.status).toBe(2)
    expect(r.stderr).toContain(
      "--difficulty must be one of easy, medium, hard, expert, extreme, not 'insane'",
    )
  })
})
