import { execFileSync, spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { rateLine } from '../../src/cli/rate'
import { makePuzzle } from '../../src/engine/puzzle'
import { cells, lines } from '../fixtures/puzzles'

const tsx = 'node_modules/.bin/tsx'
function cli(args: string[], input?: string): string {
  return execFileSync(tsx, ['src/cli/main.ts', ...args], { encoding: 'utf8', input })
}

/** Published ratings from the shared file, one per band, and what we answer. */
const RATED: [string, string][] = [
  // line 2 of se-rated-1771.tsv: published 7.1, and so do we
  [
    '2...5...6.1.....9.6..8.1..3..7.9.6.....7.3...9...8...21.......5.6.9.2.1...3.6.2..',
    '7.1 extreme aic',
  ],
]

describe('cli rate', () => {
  it('answers every line of a mixed collection, in order', () => {
    const out = cli(['rate', 'tests/fixtures/cli/mixed.txt']).trim().split('\n')
    expect(out).toEqual([
      '2.6 medium pointing',
      'invalid: Line 3, column 81: expected 81 cells in a one-line puzzle, found 80',
      'invalid: Row 1 has three 5s: r1c1, r1c2 and r1c9; Column 1 has two 5s: r1c1 and r8c1',
      'unsolvable',
      // The empty grid has many solutions: SE rates one-solution puzzles only, and no
      // logic finishes it, so it gets no rating (it was '0.0 easy none guess').
      'several solutions',
    ])
  })

  it('reads stdin and rates in the published band', () => {
    const input = RATED.map(([p]) => p).join('\n') + '\n'
    expect(cli(['rate', '-'], input).trim().split('\n')).toEqual(RATED.map(([, line]) => line))
  })

  it.each([
    // An easy-bucket puzzle (published < 1.5): hidden singles in boxes and full houses.
    [lines('puzzles/se-rated-1771.tsv')[1300]!.split('\t')[0]!, /^1\.2 easy hidden-single-box$/],
    // An X-Wing puzzle from the hard bucket (published 3.2).
    [lines('puzzles/se-rated-1771.tsv')[960]!.split('\t')[0]!, /^3\.2 hard x-wing$/],
  ])('rates %s', (puzzle, expected) => {
    expect(rateLine(makePuzzle(cells(puzzle)))).toMatch(expected)
  })

  it('--erpd gives ER/EP/ED a line; --json an object a line, invalid ones too', () => {
    const input = `${RATED[0]![0]}\nabc\n`
    expect(cli(['rate', '--erpd', '-'], input).trim().split('\n')).toEqual([
      '7.1/1.2/1.2',
      "invalid: Line 2, column 1: expected a digit 1-9 or '0' for an empty cell, found 'a'",
    ])
    const json = cli(['rate', '--json', '-'], input)
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l))
    expect(json[0]).toMatchObject({ status: 'rated', rating: 7.1, technique: 'aic' })
    expect(json[1]).toMatchObject({ status: 'invalid' })
  })

  it('refuses --erpd with --json, and with --scale hodoku', () => {
    for (const flags of [
      ['--erpd', '--json'],
      ['--erpd', '--scale', 'hodoku'],
    ]) {
      const r = spawnSync(tsx, ['src/cli/main.ts', 'rate', ...flags, '-'], {
        encoding: 'utf8',
        input: '',
      })
      expect(r.status).toBe(2)
      expect(r.stderr).toMatch(/--erpd/)
    }
  })
})
