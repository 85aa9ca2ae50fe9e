import { execFileSync, spawnSync } from 'node:child_process'
import { describe, expect, it, vi } from 'vitest'
import { stepsLines } from '../../src/cli/steps'
import { REGISTRY_IDS } from '../../src/engine/logic/registry'
import { positionState } from '../../src/engine/logic/position'
import { makePuzzle } from '../../src/engine/puzzle'
import { clock } from '../../src/engine/clock'
import { cells } from '../fixtures/puzzles'
import { answerOnVirtualClock, CERTAIN_TIMEOUT } from './cli-clock'

/** A deduction (ID CODE MOVES), a list's cut, or the uniqueness techniques left out. */
const STEP_LINE =
  /^([a-z0-9-]+ (\d{4}|-)( r\d+c\d+(=|<>)\d+)+|cut: [a-z0-9-]+ after \d+ \((time|cap)\)|skipped: uniqueness \([a-z ]+\))$/

const tsx = 'node_modules/.bin/tsx'
function cli(args: string[], input?: string): string {
  return execFileSync(tsx, ['src/cli/main.ts', ...args], { encoding: 'utf8', input })
}

// se-rated-1771.tsv line 961, published 3.2: an X-Wing puzzle.
const XWING = '..8...7...........3..786..98.......3.3.8.7.1..4.3.2.7..8.4.5.9.7.5.3.6.442.9.8.51'

describe('cli steps', () => {
  it('prints every deduction of the techniques asked for, ID CODE MOVES, a blank line after each position', () => {
    // Two X-Wings strike 3 from r2c7 (3 in columns 2 and 7 by rows 5 and 8, and another
    // pair): one line, the same words; one strikes 8 from r2c8; the skyscrapers on the same
    // digits give the same strikes. Easiest first: X-Wing 3.2, skyscraper 4.0.
    const block = [
      'x-wing 0300 r2c7<>3',
      'x-wing 0300 r2c8<>8',
      'skyscraper 0400 r2c7<>3',
      'skyscraper 0400 r2c8<>8',
      '',
    ]
    const out = cli(
      ['steps', '--technique', 'x-wing,skyscraper,two-string-kite,xy-wing', '-'],
      `${XWING}\n${XWING}\n`,
    )
    expect(out).toBe([...block, ...block].join('\n') + '\n')
  })

  it('answers an unreadable or broken position with invalid and goes on', () => {
    const out = cli(['steps', '--technique', 'full-house', 'tests/fixtures/cli/mixed.txt'])
    expect(out.split('\n')).toEqual([
      // 4.....8.5.3...: no unit has one empty cell left.
      '',
      'invalid: Line 3, column 81: expected 81 cells in a one-line puzzle, found 80',
      '',
      'invalid: Row 1 has three 5s: r1c1, r1c2 and r1c9; Column 1 has two 5s: r1c1 and r8c1',
      '',
      'invalid: r1c9 has no candidate left',
      '',
      // The empty grid: nothing to find.
      '',
      '',
    ])
  })

  it('places and strikes, with placements first (a placed digit as HoDoKu writes it)', () => {
    const lines = stepsLines(makePuzzle(cells(XWING)), ['hidden-single-box', 'naked-pair'])
    expect(lines.slice(0, 3)).toEqual([
      'hidden-single-box 0002 r8c2=9',
      'hidden-single-box 0002 r7c9=7',
      'hidden-single-box 0002 r8c8=8',
    ])
    expect(lines).toContain('naked-pair 0200 r8c2<>1 r8c8<>2 r7c5<>1 r7c5<>2')
    expect(lines.at(-1)).toBe('')
  })

  it('takes the pencil marks of a position', () => {
    const puzzle = makePuzzle(cells(XWING))
    const marks = Array.from(positionState(puzzle)!.masks)
    // r1c1's pencil marks keep only its lowest candidate: a naked single there.
    const keep = marks[0]! & -marks[0]!
    marks[0] = keep
    const digit = 31 - Math.clz32(keep) + 1
    expect(stepsLines({ ...puzzle, candidates: marks }, ['naked-single'])).toContain(
      `naked-single 0003 r1c1=${digit}`,
    )
    marks[0] = 0
    expect(stepsLines({ ...puzzle, candidates: marks }, ['naked-single'])).toEqual([
      'invalid: r1c1 has no candidate left',
      '',
    ])
  })

  it('lists every deduction by default, past the old cap of 100; --max N cuts each list and says so', async () => {
    // The finned mutant jellyfish give 185 different lines at the X-Wing puzzle's start.
    const p = makePuzzle(cells(XWING))
    const all = stepsLines(p, ['finned-mutant-jellyfish'])
    expect(all.length - 1).toBeGreaterThan(100)
    expect(all.filter((l) => l.startsWith('cut:'))).toEqual([])
    for (const line of all.slice(0, -1)) expect(line).toMatch(STEP_LINE)
    // Through the CLI's answering (what each thread runs), --max 30: 30 deductions at
    // most, each one of the whole list, then the cut line.
    const { lines } = await answerOnVirtualClock(
      {
        command: 'steps',
        algorithm: 'fastest',
        timeoutMs: 0,
        techniques: ['finned-mutant-jellyfish'],
        max: 30,
      },
      [XWING],
    )
    expect(lines.at(-2)).toBe('cut: finned-mutant-jellyfish after 30 (cap)')
    const kept = lines.slice(0, -2)
    expect(kept.length).toBeGreaterThan(0)
    expect(kept.length).toBeLessThanOrEqual(30)
    for (const line of kept) expect(all).toContain(line)
  }, 60_000)

  it('steps --help says what bounds there are and how to lift them', () => {
    const help = cli(['steps', '--help'])
    expect(help).toContain('--max N ')
    expect(help).toMatch(/No list is cut and no search is timed by default/)
    expect(help).toMatch(/--timeout S bounds each position's\s+whole search/)
  })

  it('says on stderr how far a long search is, every 10 s of it (on a virtual clock)', () => {
    let readings = 0
    const now = vi.spyOn(clock, 'now').mockImplementation(() => (readings += 50))
    const said: string[] = []
    try {
      const lines = stepsLines(makePuzzle(cells(XWING)), ['finned-mutant-jellyfish'], {
        progress: (words) => said.push(words),
      })
      expect(lines.filter((l) => l.startsWith('cut:') || l === 'timeout')).toEqual([])
    } finally {
      now.mockRestore()
    }
    expect(said.length).toBeGreaterThan(1)
    for (const w of said)
      expect(w).toMatch(/^finned-mutant-jellyfish has searched \d+ s, \d+ found so far$/)
    const seconds = said.map((w) => Number(/searched (\d+) s/.exec(w)![1]))
    for (let i = 1; i < seconds.length; i++)
      expect(seconds[i]! - seconds[i - 1]!).toBeGreaterThanOrEqual(10)
  }, 60_000)

  it('--set se keeps to the SE set; an unknown technique or set is a usage error', () => {
    const ids = ['--technique', 'pointing,claiming', '-']
    expect(cli(['steps', '--set', 'all', ...ids], XWING)).toBe(
      cli(['steps', '--set', 'se', ...ids], XWING),
    )
    const notSe = spawnSync(
      tsx,
      ['src/cli/main.ts', 'steps', '--set', 'se', '--technique', 'locked-pair', '-'],
      { encoding: 'utf8', input: XWING },
    )
    expect(notSe.status).toBe(2)
    expect(notSe.stderr).toMatch(/^unknown technique locked-pair; known: full-house, /)
    const bad = spawnSync(tsx, ['src/cli/main.ts', 'steps', '--technique', 'x-wings', '-'], {
      encoding: 'utf8',
      input: XWING,
    })
    expect(bad.status).toBe(2)
    expect(bad.stderr).toMatch(
      /^unknown technique x-wings; known: full-house, naked-single, hidden-single-box, /,
    )
    const set = spawnSync(tsx, ['src/cli/main.ts', 'steps', '--set', 'hodoku', '-'], {
      encoding: 'utf8',
      input: XWING,
    })
    expect(set.status).toBe(2)
    expect(set.stderr).toMatch(/^unknown --set 'hodoku'; known: all, se/)
  })

  it('ends a position at --timeout with the lines found so far and timeout', async () => {
    // On a virtual clock (one millisecond a reading), so where it stops is the same on
    // every machine: some techniques have listed their deductions by then.
    const { lines } = await answerOnVirtualClock(
      { command: 'steps', algorithm: 'detour', timeoutMs: 400, techniques: [...REGISTRY_IDS] },
      [XWING],
    )
    expect(lines.slice(-2)).toEqual(['timeout', ''])
    const found = lines.slice(0, -2)
    expect(found.length).toBeGreaterThan(0)
    for (const line of found) expect(line).toMatch(STEP_LINE)
  })

  it('--timeout through the CLI: a deadline no search can meet gives timeout and the blank line', () => {
    const out = cli(['steps', '--timeout', CERTAIN_TIMEOUT, '-'], `${XWING}\n${XWING}\n`).split(
      '\n',
    )
    // Every line before each `timeout` is a deduction found before the clock was read.
    const ends = out.flatMap((line, i) => (line === 'timeout' ? [i] : []))
    expect(ends).toHaveLength(2)
    for (const at of ends) expect(out[at + 1]).toBe('')
    for (const line of out) if (line && line !== 'timeout') expect(line).toMatch(STEP_LINE)
  })
})
