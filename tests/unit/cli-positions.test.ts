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
