import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseMany, parsePuzzle, serialize, type ParseResult } from '@/engine/formats'
import type { Puzzle, PuzzleMeta } from '@/engine/puzzle'

/** The lines of a text as the parser numbers them (a leading BOM is not a column). */
function linesOf(text: string): string[] {
  return text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)
}

/** A result is well formed; an error points into the text and its message says where. */
function checkResult(text: string, r: ParseResult): void {
  if (r.ok) {
    expect(r.puzzle.givens).toHaveLength(r.puzzle.size * r.puzzle.size)
    for (const d of r.puzzle.givens) expect(d >= 0 && d <= r.puzzle.size).toBe(true)
    return
  }
  const { line, column, message } = r.error
  const lines = linesOf(text)
  expect(line).toBeGreaterThanOrEqual(1)
  expect(line).toBeLessThanOrEqual(lines.length)
  expect(column).toBeGreaterThanOrEqual(1)
  expect(column).toBeLessThanOrEqual((lines[line - 1] ?? '').length + 1)
  expect(message.startsWith(`Line ${line}, column ${column}: `)).toBe(true)
}

function checkText(text: string): void {
  checkResult(text, parsePuzzle(text))
  const many = parseMany(text)
  expect(many.entries.length).toBeGreaterThan(0)
  for (const e of many.entries) checkResult(text, e)
}

/** Pieces of every format, so random texts come close to real ones. */
const PIECES = [
  ...'.0123456789ABCDEFGHXx*_-|+#[] \t',
  '\n',
  '\r\n',
  '\r',
  '\uFEFF',
  '.........',
  '000000000',
  '2..|.8.|..3',
  '-----------',
  '|---+---+---|',
  '*-----------*',
  '+-------+-------+-------+',
  '| 5 3 . | . 7 . | . . . |',
  '[Puzzle]',
  '#A ',
  '#C ',
  '# ',
  '.'.repeat(81),
  '.'.repeat(16),
  '.'.repeat(256),
]

const pieceText = fc.array(fc.constantFrom(...PIECES), { maxLength: 200 }).map((a) => a.join(''))

/** Nine rows in a shape, with random cells: close to valid, often not. */
const gridLike = fc
  .tuple(
    fc.constantFrom('\n', '\r\n'),
    fc.array(fc.string({ unit: fc.constantFrom(...'.0123456789Xx| '), maxLength: 12 }), {
      minLength: 7,
      maxLength: 11,
    }),
    fc.constantFrom('', '#A x\n', '[Puzzle]\n', '-----------\n'),
  )
  .map(([eol, rows, head]) => head + rows.join(eol))

describe('parsing never throws', () => {
  it.each([
    ['any string', fc.string()],
    ['any unicode string', fc.string({ unit: 'binary', maxLength: 300 })],
    ['pieces of the formats', pieceText],
    ['grid-like texts', gridLike],
  ])('on %s', (_, texts) => {
    fc.assert(fc.property(texts, checkText), { numRuns: 500 })
  })
})

/** A metadata value as the formats keep it: one line, trimmed, not empty. */
const metaValue = fc
  .string({ unit: 'binary', maxLength: 20 })
  .map((s) => s.replace(/[\r\n]+/g, ' ').trim())
  .filter((s) => s !== '')

/** A comment: lines, each trimmed, some maybe empty, not all. */
const commentValue = fc
  .array(
    metaValue.map(String).chain((s) => fc.constantFrom(s, '')),
    { minLength: 1, maxLength: 4 },
  )
  .filter((lines) => lines.some((l) => l !== ''))
  .map((lines) => lines.join('\n'))

const meta: fc.Arbitrary<PuzzleMeta> = fc.record(
  {
    author: metaValue,
    description: metaValue,
    comment: commentValue,
    date: metaValue,
    source: metaValue,
    level: metaValue,
    url: metaValue,
  },
  { requiredKeys: [] },
)

function puzzleOf(size: number, withMeta: boolean): fc.Arbitrary<Puzzle> {
  const cells = size * size
  return fc
    .tuple(
      fc.array(fc.integer({ min: 0, max: size }), { minLength: cells, maxLength: cells }),
      withMeta ? meta : fc.constant({}),
    )
    .map(([givens, m]) => ({ size, givens, meta: m }))
}

describe('parse(serialize(p)) is p', () => {
  it.each([
    ['line', 4, false],
    ['line', 9, false],
    ['line', 16, false],
    ['ss', 9, false],
    ['sdk', 9, true],
  ] as const)('%s, %ix%i', (format, size, withMeta) => {
    fc.assert(
      fc.property(puzzleOf(size, withMeta), (p) => {
        const text = serialize(p, format)
        const r = parsePuzzle(text)
        expect(r.ok && r.puzzle).toEqual(p)
        expect(parseMany(text).entries).toEqual([r])
      }),
      { numRuns: 300 },
    )
  })

  it('survives Windows line endings, a BOM and indentation', () => {
    fc.assert(
      fc.property(puzzleOf(9, true), fc.constantFrom('line', 'sdk', 'ss' as const), (p, format) => {
        const text = '\uFEFF' + serialize(p, format).replace(/^/gm, '  ').replace(/\n/g, '\r\n')
        const r = parsePuzzle(text)
        expect(r.ok && r.puzzle).toEqual(format === 'sdk' ? p : { ...p, meta: {} })
      }),
      { numRuns: 200 },
    )
  })
})
