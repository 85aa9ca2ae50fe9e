import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { RECORD, type PuzzleRecord } from '../../src/engine'
import { answerBatch, emptyBatch, addRecord, type Piece } from '../../src/cli/answer'
import { ByteReader } from '../../src/cli/input'
import { quickLineEnd } from '../../src/cli/quick'

const fixture = (name: string) => readFileSync(`tests/fixtures/formats/${name}`, 'utf8')
/** A one-liner with a comment after it (the general path), and its 81 cells alone (the quick path). */
const RATED = fixture('one-line.txt').trim()
const ONE = RATED.slice(0, 81)
const SDK = fixture('plain.sdk').trim()
const CONFLICT = '11' + ONE.slice(2)

/** Lines the last call of `records` read on the quick path. */
let quickLines = 0

/**
 * The records a text gives, read in chunks of `size` bytes: with the fast path,
 * each quick line as a line record (from its bytes); without, the general path's.
 */
function records(text: string, size: number, quick: boolean): [number, number, string][] {
  const out: [number, number, string][] = []
  quickLines = 0
  const push = (r: PuzzleRecord) => out.push([r.kind, r.no, r.text])
  const sink = {
    record: push,
    quick: (bytes: Uint8Array, no: number, count: number) => {
      let at = 0
      quickLines += count
      for (let i = 0; i < count; i++) {
        const end = quickLineEnd(bytes, at)
        push({
          kind: RECORD.line,
          no: no + i,
          text: Buffer.from(bytes.subarray(at, at + 81)).toString(),
        })
        at = end
      }
      expect(at).toBe(bytes.length)
    },
    pause: async () => {},
  }
  const reader = new ByteReader('test', quick ? sink : { record: push, pause: sink.pause })
  const bytes = Buffer.from(text)
  for (let at = 0; at < bytes.length; at += size) reader.push(bytes.subarray(at, at + size))
  reader.end()
  return out
}

const TEXTS = {
  'one-liners': [ONE, ONE, ONE].join('\n') + '\n',
  'CRLF, no final break': [ONE, ONE, ONE].join('\r\n'),
  'lone CR': [ONE, ONE, ONE].join('\r') + '\r',
  'BOM, comments and blank lines': `\uFEFF${ONE}\n# note\n\n${ONE}\n${RATED}\n${ONE}\n`,
  'multi-line puzzles between': [ONE, SDK, '', SDK, ONE, ONE].join('\n'),
  'starts with a separator or a star': [ONE, '-'.repeat(81), '*' + ONE.slice(1), ONE].join('\n'),
  'non-ASCII and long lines': [ONE, 'é'.repeat(90), ONE, 'x'.repeat(12_000), ONE].join('\n'),
  'a conflict': [CONFLICT, ONE].join('\n'),
}

describe('the quick path of one-liners', () => {
  it.each(Object.entries(TEXTS))(
    'gives the records of the general path: %s, at every chunk size',
    (_name, text) => {
      const general = records(text, 1 << 20, false)
      for (const size of [1, 2, 3, 7, 80, 81, 82, 83, 84, 163, 1000, 1 << 20]) {
        expect(records(text, size, true), `chunks of ${size}`).toEqual(general)
        // Every whole 81-cell line ended by \n or \r\n went the quick way.
        expect(quickLines).toBe(
          text
            .replace(/^\uFEFF/, '')
            .split(/\r?\n/)
            .filter((l, i, all) => /^[.1-9]{81}$/.test(l) && i < all.length - 1).length,
        )
      }
    },
  )

  it('answers a quick batch as the same lines in records would be answered', () => {
    const text = [ONE, CONFLICT, ONE.replace(/[1-9]/, '.')].join('\r\n') + '\n'
    const bytes = new Uint8Array(Buffer.from(text))
    const job = { command: 'count', algorithm: 'fast', timeoutMs: 0 }
    const answer = (batch: Parameters<typeof answerBatch>[0]) => {
      const pieces: Piece[] = []
      answerBatch(batch, job, (p) => pieces.push(p))
      return pieces.map((p) => Buffer.from(p.bytes).toString()).join('')
    }
    const lines = emptyBatch(0)
    text
      .trim()
      .split('\r\n')
      .forEach((t, i) => addRecord(lines, { kind: RECORD.line, no: i + 1, text: t }))
    const quick = answer({ quick: true, seq: 0, bytes, no: 1, count: 3 })
    expect(quick).toBe(answer(lines))
    expect(quick).toMatch(/^1\ninvalid: Row 1 has three 1s: r1c1, r1c2 and r1c8; .*\n1\n$/)
  })
})

describe('worker threads from the source', () => {
  it('run under tsx as in the bundle: the same answers on two threads as on one', () => {
    // Three full batches from stdin: the workers start.
    const input = readFileSync('puzzles/17-clue-5000.txt', 'utf8')
      .split('\n')
      .slice(0, 3000)
      .join('\n')
    const run = (threads: string) =>
      execFileSync(
        'node_modules/.bin/tsx',
        ['src/cli/main.ts', 'count', '--algorithm', 'fast', '--threads', threads, '-'],
        {
          encoding: 'utf8',
          input,
        },
      )
    const one = run('1')
    expect(one.split('\n').length).toBe(3001)
    expect(run('2')).toBe(one)
  })
})
