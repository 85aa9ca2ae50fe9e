/**
 * Positions keep what they are through the CLI (issue 31): a HoDoKu line's placed
 * digits (`+`) and deleted candidates reach the techniques, with one thread or two,
 * from a file or from standard input. The avoidable rectangles rest on the placed
 * digits, so they are the test: every AR line of HoDoKu's library, and a copy of
 * each relabelled here (transposed, digits permuted), must give HoDoKu's move.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { allDeductions, solutionsKnown } from '../../src/engine/logic/all'
import { FULL_TECHNIQUES, UNIQUENESS } from '../../src/engine/logic/registry'
import { makePuzzle } from '../../src/engine/puzzle'

const tsx = 'node_modules/.bin/tsx'
function cli(args: string[], input?: string): string {
  return execFileSync(tsx, ['src/cli/main.ts', ...args], { encoding: 'utf8', input })
}

const AR = ['--technique', 'avoidable-rectangle-1,avoidable-rectangle-2']

/** Every avoidable-rectangle line of HoDoKu's library (0607 type 1, 0608 type 2). */
const LINES = readFileSync('tests/fixtures/reglib/reglib-1.3.txt', 'utf8')
  .split('\n')
  .filter((l) => /^:060[78]-/.test(l))

/** Digit d becomes PERM[d]; a cell (r, c) becomes (c, r). */
const PERM = [0, 4, 7, 1, 9, 2, 8, 3, 6, 5]

/** A HoDoKu line transposed and its digits permuted: the same test, other labels. */
function relabel(line: string): string {
  const f = line.split(':')
  // The board: 81 cells, each `.`, a digit, or `+` and a digit (placed).
  const cells = f[3]!.match(/\+?[1-9]|\./g)!
  expect(cells).toHaveLength(81)
  const board = Array.from({ length: 81 }, (_, i) => {
    const cell = cells[(i % 9) * 9 + Math.floor(i / 9)]!
    return cell === '.' ? cell : cell.replace(/[1-9]/, (d) => String(PERM[Number(d)]))
  })
  const triples = (field: string) =>
    field
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map((t) => `${PERM[Number(t[0])]}${t[2]}${t[1]}`)
      .join(' ')
  f[2] = [...f[2]!].map((d) => PERM[Number(d)]).join('')
  f[3] = board.join('')
  f[4] = triples(f[4]!)
  f[5] = triples(f[5]!)
  return f.join(':')
}

/** HoDoKu's eliminations of a line, as `steps` writes them (`r5c1<>9`). */
function expected(line: string): string[] {
  return line
    .split(':')[5]!
    .trim()
    .split(/\s+/)
    .map((t) => `r${t[1]}c${t[2]}<>${t[0]}`)
}

/** Which lines' blocks hold a deduction with all of HoDoKu's eliminations. */
function failing(lines: readonly string[], out: string): string[] {
  const blocks = out.split('\n\n')
  return lines.filter((line, i) => {
    const found = (blocks[i] ?? '')
      .split('\n')
      .filter((l) => /^avoidable-rectangle-[12] 060[78] /.test(l))
      .map((l) => new Set(l.split(' ').slice(2)))
    return !found.some((moves) => expected(line).every((m) => moves.has(m)))
  })
}

describe('cli steps keeps a position what it is', () => {
  it('holds the 25 avoidable-rectangle lines of the library', () => {
    expect(LINES).toHaveLength(25)
  })

  const both = [...LINES, ...LINES.map(relabel)]
  const dir = mkdtempSync(join(tmpdir(), 'sudoku-lab-ar-'))
  const file = join(dir, 'ar.txt')
  writeFileSync(file, both.join('\n') + '\n')

  for (const threads of ['1', '2'])
    it(`finds every avoidable rectangle, on the lines and relabelled, with ${threads} thread(s), file and stdin`, () => {
      const fromFile = cli(['steps', '--threads', threads, ...AR, file])
      expect(failing(both, fromFile)).toEqual([])
      const fromStdin = cli(['steps', '--threads', threads, ...AR, '-'], both.join('\n') + '\n')
      expect(fromStdin).toBe(fromFile)
    })

  it('one line on standard input: the example of issue 31', () => {
    expect(cli(['steps', ...AR, '-'], LINES[0] + '\n')).toBe(
      'avoidable-rectangle-1 0607 r5c1<>9\n\n',
    )
  })
})

describe('cli steps reads right', () => {
  const TOP95_1 = readFileSync('puzzles/top95.txt', 'utf8').split('\n')[0]!
  const out = cli(['steps', '-'], TOP95_1 + '\n')
  const lines = out.split('\n').filter(Boolean)

  it('prints no line twice (direct-claiming 0101 r3c1=1 came twice)', () => {
    expect(lines.filter((l, i) => lines.indexOf(l) !== i)).toEqual([])
  })

  it('runs the groups easiest first (by SE rating)', () => {
    const rating = new Map(
      FULL_TECHNIQUES.flatMap((t) =>
        [t.id, ...(t.gives ?? [])].map((id) => [id, t.rating] as const),
      ),
    )
    const ratings = lines
      .filter((l) => !l.startsWith('cut:') && !l.startsWith('skipped:'))
      .map((l) => rating.get(l.split(' ')[0]!)!)
    expect(ratings.length).toBeGreaterThan(100)
    for (let i = 1; i < ratings.length; i++)
      expect(ratings[i]!).toBeGreaterThanOrEqual(ratings[i - 1]!)
  })
})

describe('uniqueness techniques assume one solution', () => {
  // A unique puzzle's solution with a swappable rectangle emptied, and two more cells:
  // several solutions. A unique rectangle (type 1) there strikes 2 and 3 from r1c8,
  // where one of the solutions has 2 or 3.
  const SEVERAL =
    '5.81497..9745231.83127865498576149..239857416641392875183465297795231684426978351'

  it('lists none of them at a position with several solutions, and says why', () => {
    const out = cli(['steps', '-'], SEVERAL + '\n').split('\n')
    const uniqueness = out.filter((l) => UNIQUENESS.has(l.split(' ')[0]!))
    expect(uniqueness).toEqual([])
    expect(out).toContain('skipped: uniqueness (the position has two solutions or more)')
    expect(out.at(-1)).toBe('')
  })

  it('lists them where the position has one solution (and says nothing)', () => {
    const out = cli(['steps', ...AR, '-'], LINES[0] + '\n')
    expect(out).not.toMatch(/skipped/)
  })

  it('the engine alone would list the unsound unique rectangle there (the case is real)', () => {
    const givens = [...SEVERAL].map((ch) => (ch === '.' ? 0 : Number(ch)))
    const p = makePuzzle(givens)
    expect(solutionsKnown(p)).toBe('several')
    const all = allDeductions(p, { techniques: ['unique-rectangle-1'] })
    expect(all.lists[0]!.deductions.length).toBeGreaterThan(0)
    expect(
      allDeductions(p, { techniques: ['unique-rectangle-1'], uniqueness: false }).lists,
    ).toEqual([])
  })
})

describe('avoidable rectangles rest on the givens alone', () => {
  // HoDoKu's 0904-1 line: the position (givens and `+` digits) has one solution, but
  // its givens alone have two, so a placed digit could be swapped; an avoidable
  // rectangle over placed digits there struck r1c4's 4, the solution's digit.
  const LINE =
    ':0904-1:4:.....+8+7.3..82+3.5.....+71.+428.8..7193....+8..+2...9652+3+18.84+7+16.+3..+9+25+3+876..3+619..+8..:411 498 499:426::'

  it('lists none there, through the CLI', () => {
    const givensAlone = LINE.split(':')[3]!.replace(/\+\d/g, '.')
    expect(cli(['count', '-'], givensAlone + '\n')).toBe('2\n')
    expect(cli(['count', '-'], LINE + '\n')).toBe('1\n')
    expect(cli(['steps', ...AR, '-'], LINE + '\n')).toBe('\n')
  })
})
