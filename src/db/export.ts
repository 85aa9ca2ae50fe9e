/**
 * Export of saved comparison runs: CSV (one row per algorithm per run, for a
 * spreadsheet) and JSON (the full records, for scripts), and the download helper.
 */
import type { BenchRun } from '@/engine/bench-types'

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
  const lines = [CSV_HEADER.join(',')]
  for (const run of runs) {
    for (const r of run.results) {
      const s = r.summary
      const row: (string | number)[] = [
        run.date,
        run.browser,
        run.workload.name,
        run.workload.puzzles.length,
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
  return lines.join('\r\n') + '\r\n'
}

/** The full records as a JSON array (ids included), indented for reading. */
export function runsToJson(runs: readonly BenchRun[]): string {
  return JSON.stringify(runs, null, 2) + '\n'
}

/** "sudoku-lab-runs-2024-05-01.csv": the date of the newest run, or today. */
export function exportFileName(runs: readonly BenchRun[], ext: 'csv' | 'json'): string {
  const dates = runs.map((r) => r.date).sort()
  const day = (dates.at(-1) ?? new Date().toISOString()).slice(0, 10)
  const what = runs.length === 1 ? 'run' : 'runs'
  return `sudoku-lab-${what}-${day}.${ext}`
}

/** Offer `text` as a file download: a Blob behind a temporary link that is clicked once. */
export function downloadText(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  // Revoking at once can cancel the download in some browsers; a moment later is safe.
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
