import { describe, expect, it } from 'vitest'
import {
  CSV_HEADER,
  csvField,
  exportFileName,
  exportParts,
  runsToCsv,
  runsToJson,
} from '@/persistence/export'
import { benchRun } from './history-fixture'

/** A small RFC 4180 reader, to check what a spreadsheet would see. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!
    if (quoted && ch === '"' && text[i + 1] === '"') {
      field += '"'
      i++
    } else if (ch === '"') {
      quoted = !quoted
    } else if (!quoted && ch === ',') {
      row.push(field)
      field = ''
    } else if (!quoted && ch === '\r' && text[i + 1] === '\n') {
      row.push(field)
      rows.push(row)
      row = []
      field = ''
      i++
    } else {
      field += ch
    }
  }
  return rows
}

describe('CSV export', () => {
  it.each([
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=SUM(A1)', "'=SUM(A1)"],
  ])('quotes %j as %j', (value, expected) => {
    expect(csvField(value)).toBe(expected)
  })

  it('writes a header and one row per algorithm per run', () => {
    const runs = [benchRun('2025-05-01T08:00:00.000Z'), benchRun('2025-05-02T08:00:00.000Z')]
    const rows = parseCsv(runsToCsv(runs))
    expect(rows[0]).toEqual([...CSV_HEADER])
    expect(rows).toHaveLength(1 + 2 * 2)
    expect(rows[1]).toEqual([
      '2025-05-01T08:00:00.000Z',
      'Chrome 126',
      "Arto Inkala's top 10",
      '2',
      'Detour',
      '250',
      '500',
      '2666.667',
      '3.5',
      '2',
      '1234.5',
      '0',
    ])
    expect(rows.slice(1).map((r) => [r[0]!.slice(0, 10), r[4]])).toEqual([
      ['2025-05-01', 'Detour'],
      ['2025-05-01', 'Fast'],
      ['2025-05-02', 'Detour'],
      ['2025-05-02', 'Fast'],
    ])
  })

  it('keeps names with commas, quotes and line breaks in one field each', () => {
    const run = benchRun('2025-05-01T08:00:00.000Z', {
      browser: 'Firefox, "nightly"',
      workload: { kind: 'pasted', name: 'Mine,\nsecond line', puzzles: ['1'.repeat(81)] },
    })
    const rows = parseCsv(runsToCsv([run]))
    expect(rows).toHaveLength(3)
    expect(rows.every((r) => r.length === CSV_HEADER.length)).toBe(true)
    expect(rows[1]!.slice(1, 4)).toEqual(['Firefox, "nightly"', 'Mine,\nsecond line', '1'])
  })
})

describe('JSON export', () => {
  it('round-trips the full records', () => {
    const runs = [
      { ...benchRun('2025-05-01T08:00:00.000Z'), id: 3 },
      { ...benchRun('2025-05-02T08:00:00.000Z', { partial: true }), id: 4 },
    ]
    expect(JSON.parse(runsToJson(runs))).toEqual(runs)
  })

  it('names the file after the newest run', () => {
    const runs = [benchRun('2025-05-01T08:00:00.000Z'), benchRun('2025-06-02T08:00:00.000Z')]
    expect(exportFileName(runs, 'json')).toBe('sudoku-lab-runs-2025-06-02.json')
    expect(exportFileName(runs.slice(0, 1), 'csv')).toBe('sudoku-lab-run-2025-05-01.csv')
  })
})

describe('an export built in batches', () => {
  const runs = [benchRun('2025-05-01T08:00:00.000Z'), benchRun('2025-05-02T08:00:00.000Z')]
  const read = async (each: (batch: typeof runs) => void) => {
    each(runs.slice(0, 1))
    await Promise.resolve()
    each(runs.slice(1))
  }

  it.each(['csv', 'json'] as const)('writes the same %s as the whole-list functions', async (f) => {
    const { parts, dates } = await exportParts(f, read)
    expect(await new Blob(parts).text()).toBe(f === 'csv' ? runsToCsv(runs) : runsToJson(runs))
    expect(dates).toHaveLength(2)
  })
})
