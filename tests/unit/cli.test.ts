import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { isSolutionOf, makePuzzle } from '../../src/engine/puzzle'

const tsx = 'node_modules/.bin/tsx'
function cli(args: string[], input?: string): string {
  return execFileSync(tsx, ['src/cli/main.ts', ...args], { encoding: 'utf8', input })
}
const digits = (s: string) => [...s].map((ch) => (/[1-9]/.test(ch) ? Number(ch) : 0))

describe('cli solve and count', () => {
  it('solves a collection file: one verified line per puzzle, in order', () => {
    const lines = readFileSync('puzzles/top95.txt', 'utf8').trim().split('\n')
    const out = cli(['solve', 'puzzles/top95.txt']).trim().split('\n')
    expect(out).toHaveLength(95)
    out.forEach((solution, i) => {
      expect(solution).toMatch(/^[1-9]{81}$/)
      expect(isSolutionOf(makePuzzle(digits(lines[i]!)), digits(solution))).toBe(true)
    })
  })

  it('says invalid, unsolvable or counts, and goes on with the next puzzle', () => {
    const solve = cli(['solve', 'tests/fixtures/cli/mixed.txt']).trim().split('\n')
    expect(solve).toHaveLength(5)
    expect(solve[0]).toMatch(/^[1-9]{81}$/)
    expect(solve[1]).toMatch(/^invalid: .*81/)
    expect(solve[2]).toMatch(/^invalid: Row 1 has three 5s: r1c1, r1c2 and r1c9/)
    expect(solve[3]).toBe('unsolvable')
    expect(solve[4]).toMatch(/^[1-9]{81}$/)
    const count = cli(['count', 'tests/fixtures/cli/mixed.txt']).trim().split('\n')
    expect(count[0]).toBe('1')
    expect(count[1]).toMatch(/^invalid: /)
    expect(count[3]).toBe('0')
    expect(count[4]).toBe('2')
  })

  it('reads one puzzle in a multi-line format from stdin', () => {
    const sdk = [
      '#A Anonymous',
      '[Puzzle]',
      '..4.3..1.',
      '..92..685',
      '..51..3.2',
      '3.1.4.9..',
      '4..6.3..1',
      '..7.2.8.4',
      '9.6..72..',
      '543..21..',
      '.1..5.4..',
    ].join('\n')
    const out = cli(['solve', '-'], sdk).trim().split('\n')
    expect(out).toHaveLength(1)
    expect(out[0]).toMatch(/^[1-9]{81}$/)
  })

  it('benchmarks with --json in the contract shape', () => {
    const rows = JSON.parse(
      cli([
        'bench',
        '--algorithms',
        'detour',
        '--record',
        '--json',
        '--seconds',
        '0.05',
        'puzzles/inkala-top10.txt',
      ]),
    ) as Record<string, unknown>[]
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      algorithm: 'detour',
      file: 'inkala-top10.txt',
      puzzles: 10,
      solved: 10,
      failures: 0,
    })
    for (const key of [
      'usPerPuzzle',
      'puzzlesPerSecond',
      'guessesPerPuzzle',
      'noGuessShare',
      'stepsPerPuzzle',
      'bytesPerStep',
    ])
      expect(typeof rows[0]![key]).toBe('number')
    expect(rows[0]!.bytesPerStep as number).toBeLessThanOrEqual(16)
  })

  it('reports the spread of the timed passes beside their median', () => {
    const [row] = JSON.parse(
      cli([
        'bench',
        '--algorithms',
        'fast,dlx',
        '--json',
        '--seconds',
        '0.3',
        'puzzles/inkala-top10.txt',
      ]),
    ) as Record<string, number>[]
    const { usPerPuzzle: us, usPerPuzzleQ1: q1, usPerPuzzleQ3: q3 } = row!
    const { usPerPuzzleLow: lo, usPerPuzzleHigh: hi, passes } = row!
    expect(passes).toBeGreaterThanOrEqual(3)
    expect(q1).toBeLessThanOrEqual(us!)
    expect(q3).toBeGreaterThanOrEqual(us!)
    expect(lo).toBeLessThanOrEqual(us!)
    expect(hi).toBeGreaterThanOrEqual(us!)
  })

  it('counts a confirmed "unsolvable" as a right answer in bench, and exits 0', () => {
    const out = cli([
      'bench',
      '--algorithms',
      'dlx,fast',
      '--json',
      '--seconds',
      '0.05',
      'tests/fixtures/cli/unsolvable.txt',
    ])
    for (const row of JSON.parse(out) as Record<string, unknown>[])
      expect(row).toMatchObject({ puzzles: 1, solved: 1, failures: 0 })
  })
})
