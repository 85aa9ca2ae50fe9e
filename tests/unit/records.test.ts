import { readFileSync } from 'node:fs'
import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { parseMany, RECORD, RecordSplitter, type PuzzleRecord } from '../../src/engine'
import { parseRecord } from '../../src/cli/io'
import { InputError, MAX_LINE, readLines, TooLong } from '../../src/cli/lines'

const fixture = (name: string) => readFileSync(`tests/fixtures/formats/${name}`, 'utf8')

/** The records a text splits into, line by line. */
function split(text: string): PuzzleRecord[] {
  const out: PuzzleRecord[] = []
  const splitter = new RecordSplitter((r) => out.push(r))
  for (const line of text.split(/\r\n|\r|\n/)) splitter.push(line)
  splitter.end()
  return out
}

/** What parseMany gives a whole text, and what the records give one by one. */
function bothWays(text: string) {
  const whole = parseMany(text).entries.map((e) =>
    e.ok ? e.puzzle.givens.join('') : e.error.message,
  )
  const streamed = split(text).map((r) => {
    const e = parseRecord(r)
    return e.ok ? e.puzzle.givens.join('') : e.reason
  })
  return { whole, streamed }
}

describe('splitting a stream into puzzles', () => {
  it.each([
    'collection.txt',
    'plain.sdk',
    'starter.sdk',
    'dashed.ss',
    'framed.ss',
    'old.ss',
    'bordered.txt',
    'bordered-compact.txt',
    'digits.txt',
    'spaced-digits.txt',
    'four-rows.txt',
    'four.txt',
    'sixteen-rows.txt',
    'sixteen.txt',
    'one-line.txt',
    'twenty-five.txt',
  ])('reads %s line by line as parseMany reads it whole', (name) => {
    const { whole, streamed } = bothWays(fixture(name))
    expect(streamed).toEqual(whole)
  })

  it.each([
    ['#c\n\nabc', 'Line 3, column 1'],
    ['# a note\n\n\n1.3\n...\n...', 'Line 4, column 4'],
  ])(
    'names the line of an error past blank lines after a comment, as parseMany does (%j)',
    (text, where) => {
      const { whole, streamed } = bothWays(text)
      expect(streamed).toEqual(whole)
      expect(streamed[0]).toContain(where)
    },
  )

  it('keeps sixteen 4x4 one-liners as sixteen puzzles, not a 16x16 grid', () => {
    const four = '1..4.4.3.3.....1'
    const records = split(Array(17).fill(four).join('\n'))
    expect(records.map((r) => r.kind)).toEqual(Array(17).fill(RECORD.line))
  })

  it('reads several multi-line puzzles a blank line apart, between one-liners and comments', () => {
    const sdk = fixture('plain.sdk').trim()
    const line = fixture('one-line.txt').trim()
    const records = split(['# a mixed file', line, sdk, '', sdk, line].join('\n'))
    expect(records.map((r) => [r.kind, r.no])).toEqual([
      [RECORD.line, 2],
      [RECORD.block, 3],
      [RECORD.block, 3 + sdk.split('\n').length + 1],
      [RECORD.line, 3 + 2 * sdk.split('\n').length + 1],
    ])
  })

  it('refuses a puzzle of more than 100 lines, then goes on after the next blank line', () => {
    const rows = Array(150).fill('123456789').join('\n')
    const records = split(`${rows}\n\n${fixture('one-line.txt').trim()}`)
    expect(records.map((r) => r.kind)).toEqual([RECORD.refused, RECORD.line])
    expect(records[0]!.text).toMatch(/^Line 1: a puzzle of more than 100 lines/)
  })
})

async function collect(chunks: string[]): Promise<(string | number)[]> {
  const out: (string | number)[] = []
  for await (const lines of readLines(Readable.from(chunks.map((c) => Buffer.from(c))), 'test'))
    for (const l of lines) out.push(l instanceof TooLong ? l.length : l)
  return out
}

describe('reading lines of a stream', () => {
  it('cuts at \\n, \\r\\n and \\r, also when a \\r\\n is split between chunks', async () => {
    expect(await collect(['\uFEFFa\r', '\nb\rc\n', 'd'])).toEqual(['a', 'b', 'c', 'd'])
  })

  it('gives a too-long line as its length only, and goes on', async () => {
    const long = 'x'.repeat(MAX_LINE + 5)
    expect(await collect([long.slice(0, 7000), long.slice(7000) + '\nok\n'])).toEqual([
      MAX_LINE + 5,
      'ok',
    ])
  })

  it('stops at a NUL character, naming its line and column', async () => {
    await expect(collect(['ab\ncd\0e'])).rejects.toThrow(
      new InputError('test: line 2, column 3 holds a NUL character: this is not a text file'),
    )
  })
})
