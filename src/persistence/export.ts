/**
 * Export of saved comparison runs: CSV (one row per algorithm per run, for a
 * spreadsheet) and JSON (the full records, for scripts); download.ts writes the file.
 */
import { puzzleCount } from '@/bench/history-size'
import type { BenchRun } from '@/bench/types'

export const CSV_HEADER = [
  'date',
  'browser',
  'workload',
  'puzzles',
  'algorithm',
  'median us',
  'p95 us',
  'puzzles/s',
  'guesses/puzzle',
  'backtracks/puzzle',
  'calculations/puzzle',
  'failures',
] as const

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break,
 * with inner quotes doubled. Text that a spreadsheet would run as a formula
 * (starting with = + - @) gets a leading apostrophe.
 */
export function csvField(value: string | number): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(round(value)) : ''
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** At most three decimals, without trailing float noise (12.340000001 -> 12.34). */
function round(v: number): number {
  return Math.round(v * 1000) / 1000
}

/** CSV text: a header, then one row per algorithm per run, lines ending in CRLF. */
export function runsToCsv(runs: readonly BenchRun[]): string {
  return [CSV_HEADER.join(','), ...csvLines(runs)].join('\r\n') + '\r\n'
}

/** One CSV line per algorithm per run, no header, no line ends. */
function csvLines(runs: readonly BenchRun[]): string[] {
  const lines: string[] = []
  for (const run of runs) {
    for (const r of run.results) {
      const s = r.summary
      const row: (string | number)[] = [
        run.date,
        run.browser,
        run.workload.name,
        puzzleCount(run.workload),
        r.name,
        s.medianUs,
        s.p95Us,
        s.puzzlesPerSecond,
        s.guessesPerPuzzle,
        s.backtracksPerPuzzle,
        s.calculationsPerPuzzle,
        s.failures,
      ]
      lines.push(row.map(csvField).join(','))
    }
  }
  return lines
}

/** The full records as a JSON array (ids included), indented for reading. */
export function runsToJson(runs: readonly BenchRun[]): string {
  return JSON.stringify(runs, null, 2) + '\n'
}

/** "sudoku-lab-runs-2024-05-01.csv": the date of the newest run, or today. */
export function exportFileName(runs: readonly { date: string }[], ext: 'csv' | 'json'): string {
  const dates = runs.map((r) => r.date).sort()
  const day = (dates.at(-1) ?? new Date().toISOString()).slice(0, 10)
  const what = runs.length === 1 ? 'run' : 'runs'
  return `sudoku-lab-${what}-${day}.${ext}`
}

/** An export built piece by piece: the file's parts (for a Blob) and the dates of its runs. */
export interface ExportParts {
  parts: BlobPart[]
  dates: { date: string }[]
}

/**
 * Build an export from batches of runs (oldest first) as they are read, so no
 * single step formats thousands of runs: CSV lines, or the runs of a JSON array.
 * Each batch is encoded to bytes at once, so the final Blob only joins bytes.
 * Gives the same text as runsToCsv / runsToJson over all the runs.
 */
export async function exportParts(
  format: 'csv' | 'json',
  read: (each: (runs: BenchRun[]) => void) => Promise<void>,
): Promise<ExportParts> {
  const encoder = new TextEncoder()
  const parts: BlobPart[] = [format === 'csv' ? CSV_HEADER.join(',') + '\r\n' : '[\n']
  const dates: { date: string }[] = []
  await read((runs) => {
    let text = ''
    for (const run of runs) {
      if (format === 'csv')
        text += csvLines([run])
          .map((l) => l + '\r\n')
          .join('')
      else {
        // An array of one, without its brackets: the run indented as in the whole array.
        const item = JSON.stringify([run], null, 2).slice(2, -2)
        text += (dates.length ? ',\n' : '') + item
      }
      dates.push({ date: run.date })
    }
    parts.push(encoder.encode(text))
  })
  if (format === 'json') parts.push(dates.length ? '\n]\n' : ']\n')
  return { parts, dates }
}
