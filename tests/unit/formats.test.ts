import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  FORMAT_NAMES,
  MAX_TEXT_LENGTH,
  parseMany,
  parsePuzzle,
  serialize,
  type FormatId,
} from '@/engine/formats'
import { isSolutionOf, makePuzzle, validatePuzzle } from '@/engine/puzzle'

const FIXTURES = new URL('../fixtures/formats/', import.meta.url)
const PUZZLES = new URL('../../puzzles/', import.meta.url)

function fixture(name: string): string {
  return readFileSync(new URL(name, FIXTURES), 'utf8')
}

/** "..4.3.." -> [0, 0, 4, 0, 3, ...]; letters A-G are 10-16. */
function givensOf(line: string): number[] {
  return [...line].map((ch) => (/[1-9A-G]/.test(ch) ? parseInt(ch, 17) : 0))
}

/** The puzzle every 9x9 fixture holds: puzzles/starter-4.txt, line 1. */
const STARTER = '..4.3..1...92..685..51..3.23.1.4.9..4..6.3..1..7.2.8.49.6..72..543..21...1..5.4..'

describe('valid fixtures', () => {
  it.each<[string, FormatId]>([
    ['starter.sdk', 'sdk'],
    ['plain.sdk', 'sdk'],
    ['dashed.ss', 'ss'],
    ['framed.ss', 'ss'],
    ['old.ss', 'ss-old'],
    ['digits.txt', 'grid'],
    ['spaced-digits.txt', 'grid'],
    ['bordered.txt', 'bordered'],
    ['bordered-compact.txt', 'bordered'],
    ['one-line.txt', 'line'],
  ])('%s is read as %s', (file, format) => {
    const r = parsePuzzle(fixture(file))
    expect(r).toMatchObject({ ok: true, format, formatName: FORMAT_NAMES[format] })
    if (!r.ok) return
    expect(r.puzzle.size).toBe(9)
    expect(r.puzzle.givens).toEqual(givensOf(STARTER))
  })

  it('keeps the .sdk metadata, #C lines joined by a newline', () => {
    const r = parsePuzzle(fixture('starter.sdk'))
    expect(r.ok && r.puzzle.meta).toEqual({
      author: 'Sudoku Lab',
      description: 'Starter puzzle 1',
      comment: 'An easy one to begin with.\nSolve it by singles alone.',
      date: '2024-05-01',
      source: 'puzzles/starter-4.txt',
      level: 'Easy',
      url: 'https://example.org/sudoku/1',
    })
  })

  it.each([
    ['four.txt', 4, '1..4.4.3.3.....1'],
    ['sixteen.txt', 16, fixture('sixteen.txt').trim()],
  ])('%s is a one-line %ix%i puzzle', (file, size, cells) => {
    const r = parsePuzzle(fixture(file))
    expect(r).toMatchObject({ ok: true, format: 'line' })
    expect(r.ok && r.puzzle).toEqual(makePuzzle(givensOf(cells)))
    expect(r.ok && r.puzzle.size).toBe(size)
  })

  it.each([
    ['four-rows.txt', 4, fixture('four.txt').trim()],
    ['sixteen-rows.txt', 16, fixture('sixteen.txt').trim()],
  ])('%s is a grid of side %i, one row per line', (file, size, cells) => {
    const r = parsePuzzle(fixture(file))
    expect(r).toMatchObject({ ok: true, format: 'grid', formatName: 'Lines of digits' })
    expect(r.ok && r.puzzle).toEqual(makePuzzle(givensOf(cells)))
    expect(r.ok && r.puzzle.size).toBe(size)
    expect(parseMany(fixture(file)).entries).toEqual([r])
  })

  it.each<[string, (rows: string[]) => string]>([
    ['0 for blanks', (rows) => rows.join('\n').replace(/\./g, '0')],
    ['spaces between cells', (rows) => rows.map((r) => [...r].join(' ')).join('\n')],
    ['comments and a [Puzzle] header', (rows) => '# big\n[Puzzle]\n' + rows.join('\n\n')],
  ])('reads a 16x16 grid with %s', (_, write) => {
    const cells = fixture('sixteen.txt').trim()
    const r = parsePuzzle(write(cells.match(/.{16}/g)!))
    expect(r).toMatchObject({ ok: true, format: 'grid' })
    expect(r.ok && r.puzzle.givens).toEqual(givensOf(cells))
  })

  it('keeps sixteen 4x4 one-liners a collection (a 16x16 puzzle uses more than 4 digits)', () => {
    const four = fixture('four.txt').trim()
    const lines = Array.from({ length: 16 }, (_, i) => (i % 2 ? four : four + '  rated 1.0'))
    const many = parseMany(lines.join('\n'))
    expect(many.format).toBe('collection')
    expect(many.entries).toHaveLength(16)
    expect(many.entries.every((e) => e.ok && e.puzzle.size === 4)).toBe(true)
    expect(parsePuzzle(lines.join('\n'))).toMatchObject({
      ok: false,
      format: 'collection',
      error: { line: 2, message: expect.stringContaining('holds 16 puzzles') },
    })
  })

  it('reads a collection, skipping # comments and blank lines', () => {
    const many = parseMany(fixture('collection.txt'))
    expect(many.format).toBe('collection')
    expect(many.formatName).toBe('Collection (one puzzle per line)')
    const expected = readFileSync(new URL('starter-4.txt', PUZZLES), 'utf8').trim().split('\n')
    expect(many.entries.map((e) => e.ok && e.puzzle.givens)).toEqual(expected.map(givensOf))
  })

  it('gives one entry for a single puzzle in parseMany', () => {
    const many = parseMany(fixture('starter.sdk'))
    expect(many).toMatchObject({ format: 'sdk', formatName: 'Sudoku Puzzle (.sdk)' })
    expect(many.entries).toHaveLength(1)
    expect(many.entries[0]).toEqual(parsePuzzle(fixture('starter.sdk')))
  })
})

/** Ways the same text reaches us from editors, clipboards and other systems. */
const TRANSFORMS: [string, (t: string) => string][] = [
  ['Windows line endings', (t) => t.replace(/\n/g, '\r\n')],
  ['old Mac line endings', (t) => t.replace(/\n/g, '\r')],
  ['a byte order mark', (t) => '\uFEFF' + t],
  ['blank lines around it', (t) => '\n \n\t\n' + t + '\n\n   \n'],
  ['indented lines, trailing spaces', (t) => t.replace(/^(.*)$/gm, '\t  $1 \t')],
  ['no final newline', (t) => t.trimEnd()],
]

describe.each(TRANSFORMS)('text with %s', (_, transform) => {
  it.each([
    'starter.sdk',
    'dashed.ss',
    'framed.ss',
    'old.ss',
    'digits.txt',
    'bordered.txt',
    'one-line.txt',
    'four-rows.txt',
    'sixteen-rows.txt',
  ])('%s reads the same', (file) => {
    const plain = parsePuzzle(fixture(file))
    expect(parsePuzzle(transform(fixture(file)))).toEqual(plain)
  })

  it('collection.txt reads the same', () => {
    const plain = parseMany(fixture('collection.txt'))
    expect(parseMany(transform(fixture('collection.txt')))).toEqual(plain)
  })
})

describe('malformed fixtures', () => {
  it.each<[string, FormatId | null, number, number, string]>([
    ['bad-char.sdk', 'sdk', 4, 7, "expected a digit 1-9 or '.' for an empty cell, found 'q'"],
    ['bad-char-old.ss', 'ss-old', 5, 3, "expected a digit 1-9 or 'X' for an empty cell, found 'q'"],
    [
      'bad-char-bordered.txt',
      'bordered',
      7,
      11,
      "expected a digit 1-9 or '.' for an empty cell, found '?'",
    ],
    ['short-row.sdk', 'sdk', 9, 9, 'expected 9 cells in a row, found 8'],
    ['long-row.txt', 'grid', 2, 10, 'expected 9 cells in a row, found 10'],
    ['too-many-rows.txt', 'grid', 10, 1, 'expected 9 rows, found 10'],
    ['too-few-rows.sdk', 'sdk', 7, 10, 'expected 9 rows, found 7'],
    ['missing-dash.ss', 'ss', 8, 1, 'expected a line of dashes after row 6, found another row'],
    ['extra-dash.ss', 'ss', 2, 1, 'expected row 2, found a line of dashes'],
    ['truncated.ss', 'ss', 10, 14, 'expected 9 rows, found 7'],
    ['short-line.txt', 'line', 1, 81, 'expected 81 cells in a one-line puzzle, found 80'],
    ['long-line.txt', 'line', 1, 82, 'expected 81 cells in a one-line puzzle, found 82'],
    ['letter-line.txt', 'line', 1, 5, "expected a digit 1-9 or '.' for an empty cell, found 'A'"],
    [
      'bad-sixteen.txt',
      'line',
      1,
      21,
      "expected a digit 1-9, a letter A-G or '.' for an empty cell, found 'H'",
    ],
    [
      'bad-sixteen-rows.txt',
      'grid',
      7,
      5,
      "expected a digit 1-9, a letter A-G or '.' for an empty cell, found 'H'",
    ],
    ['bad-four-rows.txt', 'grid', 4, 3, "expected a digit 1-4 or '.' for an empty cell, found '5'"],
    [
      'collection.txt',
      'collection',
      3,
      1,
      'this text holds 3 puzzles, one per line; load one at a time',
    ],
    ['empty.txt', null, 1, 1, 'expected a puzzle, found an empty text'],
    ['only-comments.txt', null, 1, 1, 'expected a puzzle, found only comments'],
  ])('bad/%s: %s error at line %i, column %i', (file, format, line, column, message) => {
    const r = parsePuzzle(fixture(`bad/${file}`))
    expect(r).toEqual({
      ok: false,
      format,
      error: { line, column, message: `Line ${line}, column ${column}: ${message}` },
    })
  })

  it.each<[string, (rows: string[]) => string, number, number, string]>([
    [
      'a short row',
      (rows) => rows.map((r, i) => (i === 9 ? r.slice(1) : r)).join('\n'),
      10,
      16,
      'expected 16 cells in a row, found 15',
    ],
    [
      'a long row',
      (rows) => rows.map((r, i) => (i === 2 ? r + '1' : r)).join('\n'),
      3,
      17,
      'expected 16 cells in a row, found 17',
    ],
  ])('names the row of a 16x16 grid with %s', (_, write, line, column, message) => {
    const rows = fixture('sixteen.txt').trim().match(/.{16}/g)!
    expect(parsePuzzle(write(rows))).toEqual({
      ok: false,
      format: 'grid',
      error: { line, column, message: `Line ${line}, column ${column}: ${message}` },
    })
  })

  it('reports the first line of a text that is no collection, not "holds N puzzles"', () => {
    // A binary file as a browser or readFileSync(…, 'utf8') decodes it: bytes from
    // a fixed generator (this seed gives a long first line and no `|`, so detection
    // says collection; other seeds give a barred grid, reported by its own rules).
    let seed = 42
    const bytes = Uint8Array.from({ length: 4000 }, () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      return seed >>> 16
    })
    const text = new TextDecoder().decode(bytes)
    const many = parseMany(text)
    expect(many.format).toBe('collection')
    expect(many.entries.length).toBeGreaterThan(2)
    const r = parsePuzzle(text)
    expect(r).toEqual({ ...many.entries[0], format: 'collection' })
    expect(r.ok).toBe(false)
    expect(!r.ok && r.error.line).toBe(1)
    expect(!r.ok && r.error.message).not.toMatch(/puzzles/)
  })

  it('reports a first line that is not a one-liner before counting the lines', () => {
    const text = STARTER.slice(0, 80) + '\n' + STARTER
    expect(parsePuzzle(text)).toEqual({
      ok: false,
      format: 'collection',
      error: {
        line: 1,
        column: 81,
        message: 'Line 1, column 81: expected 81 cells in a one-line puzzle, found 80',
      },
    })
  })

  it('keeps reading a collection past a bad line', () => {
    const many = parseMany(fixture('bad/collection.txt'))
    expect(many.format).toBe('collection')
    expect(many.entries.map((e) => e.ok)).toEqual([true, false, true])
    expect(many.entries[1]).toMatchObject({
      format: 'collection',
      error: { line: 3, column: 81, message: expect.stringContaining('found 80') },
    })
  })

  it('gives one error entry when parseMany finds no puzzle', () => {
    expect(parseMany(fixture('bad/only-comments.txt'))).toEqual({
      format: null,
      formatName: null,
      entries: [parsePuzzle(fixture('bad/only-comments.txt'))],
    })
  })
})

describe('edge cases', () => {
  it('refuses text longer than MAX_TEXT_LENGTH at line 1, column 1', () => {
    const r = parsePuzzle(STARTER + ' '.repeat(MAX_TEXT_LENGTH))
    expect(r).toMatchObject({ ok: false, format: null, error: { line: 1, column: 1 } })
    expect(parsePuzzle(STARTER + ' '.repeat(MAX_TEXT_LENGTH - 81)).ok).toBe(true)
  })

  it('reads conflicting givens: validation is the caller’s job', () => {
    const r = parsePuzzle('55' + '.'.repeat(79))
    expect(r.ok).toBe(true)
    if (r.ok) expect(validatePuzzle(r.puzzle)).toEqual(['Row 1 has two 5s: r1c1 and r1c2'])
  })

  it.each<[string, string, FormatId]>([
    ['nine rows with . are .sdk', STARTER.match(/.{9}/g)!.join('\n'), 'sdk'],
    ['nine rows with 0 are a grid', STARTER.replace(/\./g, '0').match(/.{9}/g)!.join('\n'), 'grid'],
    ['nine rows with . and 0 are .sdk', ('0' + STARTER.slice(1)).match(/.{9}/g)!.join('\n'), 'sdk'],
    [
      'a # comment does not make .sdk',
      '# hi\n' + STARTER.replace(/\./g, '0').match(/.{9}/g)!.join('\n'),
      'grid',
    ],
    [
      'an #A tag makes .sdk',
      '#A me\n' + STARTER.replace(/\./g, '0').match(/.{9}/g)!.join('\n'),
      'sdk',
    ],
    ['a one-liner with a comment is one line', '# top\n' + STARTER, 'line'],
    [
      'other blanks in a one-liner',
      STARTER.replace(/\./g, (_, i: number) => '.0*_-'[i % 5]!),
      'line',
    ],
  ])('%s', (_, text, format) => {
    const r = parsePuzzle(text)
    expect(r).toMatchObject({ ok: true, format })
    expect(r.ok && r.puzzle.givens).toEqual(givensOf(STARTER))
  })

  it('names the unprintable character it cannot read', () => {
    const r = parsePuzzle('\u0007' + STARTER.slice(1))
    expect(!r.ok && r.error.message).toBe(
      "Line 1, column 1: expected a digit 1-9 or '.' for an empty cell, found U+0007",
    )
  })

  /**
   * Texts of MAX_TEXT_LENGTH that a reader slower than linear would take hours over
   * (2 million characters): each is answered, with the error a user sees and the
   * entries a collection view lists. No elapsed time is asserted; a reader that
   * hangs fails on the test's time-out.
   */
  it.each<[string, () => string, string, number]>([
    [
      'one huge line',
      () => '-'.repeat(MAX_TEXT_LENGTH - 1) + 'x',
      'Line 1, column 626: expected 625 cells in a one-line puzzle, found 2000000',
      1,
    ],
    [
      'only newlines',
      () => '\n'.repeat(MAX_TEXT_LENGTH),
      'Line 1, column 1: expected a puzzle, found an empty text',
      1,
    ],
    [
      'only spaces',
      () => ' '.repeat(MAX_TEXT_LENGTH),
      'Line 1, column 1: expected a puzzle, found an empty text',
      1,
    ],
    [
      'rows of bars',
      () => ('|'.repeat(99) + '\n').repeat(MAX_TEXT_LENGTH / 100),
      'Line 1, column 100: expected 9 cells in a row, found 0',
      1,
    ],
    [
      'a line of dashes, then rows',
      () => '-'.repeat(MAX_TEXT_LENGTH / 2) + '\n1.\n'.repeat(MAX_TEXT_LENGTH / 8),
      'Line 2, column 3: expected 9 cells in a row, found 2',
      1,
    ],
    [
      'a huge collection',
      () => (STARTER + '\n').repeat(Math.floor(MAX_TEXT_LENGTH / 82)),
      'Line 2, column 1: this text holds 24390 puzzles, one per line; load one at a time',
      24390,
    ],
    [
      'sixteen huge rows',
      () => ('1'.repeat(MAX_TEXT_LENGTH / 16 - 1) + '\n').repeat(16),
      'Line 1, column 626: expected 625 cells in a one-line puzzle, found 124999',
      16,
    ],
  ])('answers %s of MAX_TEXT_LENGTH', (_, make, message, entries) => {
    const text = make()
    const one = parsePuzzle(text)
    expect(!one.ok && one.error.message).toBe(message)
    expect(parseMany(text).entries).toHaveLength(entries)
  })
})

describe('the puzzle files in puzzles/', () => {
  const COUNTS: Record<string, number> = {
    '17-clue-5000.txt': 5000,
    'forum-hardest-1106.txt': 375,
    'hardest-87.txt': 87,
    'inkala-top10.txt': 10,
    'kaggle-2000-with-solutions.txt': 2000,
    'magictour-top1465.txt': 1465,
    'norvig-hardest-11.txt': 11,
    'starter-4.txt': 4,
    'top95.txt': 95,
  }

  it('lists every file', () => {
    expect(
      readdirSync(PUZZLES)
        .filter((f) => f.endsWith('.txt'))
        .sort(),
    ).toEqual(Object.keys(COUNTS).sort())
  })

  it.each(Object.entries(COUNTS))('%s holds %i puzzles, all read', (file, count) => {
    const many = parseMany(readFileSync(new URL(file, PUZZLES), 'utf8'))
    expect(many.format).toBe('collection')
    expect(many.entries).toHaveLength(count)
    expect(many.entries.filter((e) => !e.ok)).toEqual([])
  })

  it('reads the kaggle file: 0 for blanks, the solution column ignored (and right)', () => {
    const text = readFileSync(new URL('kaggle-2000-with-solutions.txt', PUZZLES), 'utf8')
    const [first] = parseMany(text).entries
    const [quiz = '', solution = ''] = text.split('\n')[0]!.split(' ')
    expect(first?.ok && first.puzzle.givens).toEqual(givensOf(quiz))
    if (first?.ok) expect(isSolutionOf(first.puzzle, givensOf(solution))).toBe(true)
  })
})

describe('serialize', () => {
  const starter = parsePuzzle(fixture('starter.sdk'))
  if (!starter.ok) throw new Error('starter.sdk must parse')
  const p = starter.puzzle

  it('writes one line with . for blanks', () => {
    expect(serialize(p, 'line')).toBe(STARTER)
  })

  it('writes .sdk with the metadata in the order #A #D #C #B #S #L #U', () => {
    const shuffled = { ...p, meta: { url: 'u', level: 'l', comment: 'c1\nc2', author: 'a' } }
    expect(serialize(shuffled, 'sdk')).toBe(
      ['#A a', '#C c1', '#C c2', '#L l', '#U u', ...STARTER.match(/.{9}/g)!, ''].join('\n'),
    )
    expect(serialize(p, 'sdk')).toBe(fixture('starter.sdk').replace('[Puzzle]\n', ''))
  })

  it('writes .ss in the dashed form', () => {
    expect(serialize(p, 'ss')).toBe(fixture('dashed.ss').split('\n\n')[0] + '\n')
  })

  it('writes 16x16 digits as letters', () => {
    const big = makePuzzle(Array.from({ length: 256 }, (_, i) => i % 17))
    expect(serialize(big, 'line').slice(0, 20)).toBe('.123456789ABCDEFG.12')
  })

  it.each<['sdk' | 'ss']>([['sdk'], ['ss']])('refuses a 4x4 puzzle as %s', (format) => {
    expect(() => serialize(makePuzzle(new Array(16).fill(0)), format)).toThrow(/9x9/)
  })
})
