import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  loadPencilFormats,
  parseLines,
  parseMany,
  parsePuzzle,
  readsAsCollection,
  serialize,
} from '../../src/engine/formats'
import { PENCIL_WRITERS, readHodokuComment } from '../../src/engine/formats/pencil'
import {
  RECORD,
  RecordSplitter,
  recordLines,
  type PuzzleRecord,
} from '../../src/engine/formats/records'
import { positionMasks } from '../../src/engine/position'
import { validatePuzzle, type Puzzle } from '../../src/engine/puzzle'

// The page loads the pencil-mark formats' detection and parsers on demand
// (formats/pencil-hooks.ts); their writers are PENCIL_WRITERS, passed to serialize.
await loadPencilFormats()

const fixture = (name: string) =>
  readFileSync(new URL(`../fixtures/positions/${name}`, import.meta.url), 'utf8')

const PM = fixture('sudopedia-pm.txt')
const REGLIB = fixture('reglib-lines.txt')
const reglibLine = (i: number) => REGLIB.split('\n').filter((l) => l.startsWith(':'))[i]!

function read(text: string): Puzzle {
  const r = parsePuzzle(text)
  if (!r.ok) throw new Error(r.error.message)
  return r.puzzle
}

/** The candidates of cell r,c (1-based) as a string of digits. */
function cell(p: Puzzle, r: number, c: number): string {
  const m = positionMasks(p)[9 * (r - 1) + c - 1]!
  return [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => (m >> (d - 1)) & 1).join('')
}

describe('pm-grid', () => {
  it("reads Sudopedia's framed pencil-mark grid as a position", () => {
    const r = parsePuzzle(PM)
    expect(r.ok && r.format).toBe('pm-grid')
    const p = read(PM)
    expect(p.givens.slice(0, 9)).toEqual([0, 7, 0, 2, 0, 3, 0, 8, 0])
    expect(cell(p, 1, 1)).toBe('19')
    expect(cell(p, 9, 3)).toBe('349')
    expect(cell(p, 7, 4)).toBe('13469')
    expect(validatePuzzle(p)).toEqual([])
  })

  it('reads the same grid without its frame, and writes it back exactly', () => {
    const bare = PM.split('\n')
      .filter((l) => l.includes('|'))
      .map((l) => l.replaceAll('|', ' '))
      .join('\n')
    const p = read(bare)
    expect(p).toEqual(read(PM))
    const written = serialize(p, 'pm-grid', PENCIL_WRITERS)
    expect(parsePuzzle(written).format).toBe('pm-grid')
    expect(read(written)).toEqual(p)
  })

  it('is written with the writers it is given, and refused without them', () => {
    const p = read(PM)
    expect(serialize(p, 'pm-grid', PENCIL_WRITERS)).toBe(PENCIL_WRITERS.serializePmGrid(p))
    expect(() => serialize(p, 'pm-grid')).toThrow(/PENCIL_WRITERS/)
  })

  it('names the line and column of a bad cell, a short row and an empty list', () => {
    const zero = PM.replace('| 19    7 ', '| 19    0 ')
    expect(parsePuzzle(zero)).toMatchObject({
      ok: false,
      error: { line: 2, column: 9, message: "Line 2, column 9: expected a digit 1-9, found '0'" },
    })
    const short = PM.replace('| 6     2     349  |', '| 6     349        |')
    const r = parsePuzzle(short)
    expect(r.ok).toBe(false)
    expect(!r.ok && r.error.message).toMatch(
      /^Line 12, column \d+: expected 9 cells in a row, found 8$/,
    )
    const twice = PM.replace('| 19 ', '| 191')
    expect(!parsePuzzle(twice).ok && parsePuzzle(twice)).toMatchObject({
      error: { line: 2, column: 5 },
    })
  })
})

describe('candidates-81', () => {
  const p = read(PM)

  it('reads the comma form and the 729-character form to the same position', () => {
    const commas = serialize(p, 'candidates-81', PENCIL_WRITERS)
    expect(commas.startsWith('19,7,169,2,156,3,459,8,49,3,')).toBe(true)
    expect(parsePuzzle(commas).format).toBe('candidates-81')
    expect(read(commas)).toEqual(p)
    expect(read(commas.replaceAll(',', ' '))).toEqual(p)
    const wide = commas
      .split(',')
      .map((list) =>
        [1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => (list.includes(String(d)) ? d : '.')).join(''),
      )
      .join('')
    expect(wide).toHaveLength(729)
    expect(parsePuzzle(wide).format).toBe('candidates-81')
    expect(read(wide)).toEqual(p)
  })

  it('names an empty list, a bad digit and a missing cell', () => {
    const commas = serialize(p, 'candidates-81', PENCIL_WRITERS)
    expect(parsePuzzle(commas.replace('19,7,', '19,,')).ok).toBe(false)
    expect(parsePuzzle(commas.replace('19,7,', '19,7x,'))).toMatchObject({
      error: { line: 1, column: 5, message: "Line 1, column 5: expected a digit 1-9, found 'x'" },
    })
    const r = parsePuzzle(commas.replace(/,5$/, ''))
    expect(!r.ok && r.error.message).toMatch(/expected 81 candidate lists, found 80$/)
  })
})

describe('hodoku', () => {
  it('reads a library line: givens, placed digits, deleted candidates, the test kept in meta', () => {
    const line = reglibLine(2)
    const r = parsePuzzle(line)
    expect(r.ok && r.format).toBe('hodoku')
    const p = read(line)
    expect(p.placed).toContain(2) // '+8' at r1c3
    expect(p.givens[2]).toBe(8)
    // 224: r2c4 lost 2.
    expect(cell(p, 2, 4)).not.toContain('2')
    expect(readHodokuComment(p.meta)).toEqual({
      code: '0603',
      digits: '3',
      eliminations: '364 365',
      placements: '',
      extra: '',
    })
    expect(serialize(p, 'hodoku', PENCIL_WRITERS)).toBe(line)
  })

  it('writes any position with code 0000, and reads it back', () => {
    const p = read(PM)
    const line = serialize(p, 'hodoku', PENCIL_WRITERS)
    expect(line.startsWith(':0000::.7.2.3.8.')).toBe(true)
    const back = read(line)
    expect(back.givens).toEqual(p.givens)
    expect(Array.from(positionMasks(back))).toEqual(Array.from(positionMasks(p)))
  })

  it('reads a file of library lines as a collection of positions', () => {
    const m = parseMany(REGLIB)
    expect(readsAsCollection(m)).toBe(true)
    expect(m.entries).toHaveLength(3)
    expect(m.entries.every((e) => e.ok && e.puzzle.candidates !== undefined)).toBe(true)
  })

  it('names a bad triple, a bad cell and a short board', () => {
    const line = reglibLine(1)
    expect(parsePuzzle(line.replace(':845 ', ':8x5 '))).toMatchObject({
      error: {
        message: expect.stringMatching(
          /^Line 1, column \d+: expected a candidate as digit, row and column/,
        ),
      },
    })
    expect(parsePuzzle(line.replace(':..23', ':.x23'))).toMatchObject({
      error: { line: 1, column: 10 },
    })
    const r = parsePuzzle(line.replace(':..23', ':23'))
    expect(!r.ok && r.error.message).toMatch(/expected 81 cells, found 79$/)
  })
})

describe('plain puzzles', () => {
  it('keep their formats: a one-liner is still a line, nine rows of digits still a grid', () => {
    const line = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......'
    expect(parsePuzzle(line).format).toBe('line')
    const rows = Array.from({ length: 9 }, (_, r) =>
      line.slice(9 * r, 9 * r + 9).replaceAll('.', '0'),
    )
    expect(parsePuzzle(rows.join('\n')).format).toBe('grid')
  })
})

describe('streams and collections of positions', () => {
  it('a stream keeps a framed pencil-mark grid as one record and reads it as a position', () => {
    const records: PuzzleRecord[] = []
    const splitter = new RecordSplitter((r) => records.push(r))
    for (const line of PM.trimEnd().split('\n')) splitter.push(line)
    splitter.end()
    expect(records).toHaveLength(1)
    expect(records[0]!.kind).toBe(RECORD.block)
    expect(parseLines(recordLines(records[0]!)).entries[0]).toMatchObject({
      ok: true,
      format: 'pm-grid',
    })
  })

  it('reads lines of 81 candidate lists as a collection of positions', () => {
    const line = serialize(read(PM), 'candidates-81', PENCIL_WRITERS)
    const m = parseMany(`${line}\n${line.replaceAll(',', ' ')}\n`)
    expect(readsAsCollection(m)).toBe(true)
    expect(m.entries.map((e) => e.ok && e.puzzle.candidates)).toEqual([
      read(PM).candidates,
      read(PM).candidates,
    ])
  })
})
