/**
 * Writers for the export formats. For a valid puzzle, parsing what they write
 * gives back the same givens (and, for .sdk, the same metadata once normalised:
 * values trimmed, line breaks in single-line fields turned into spaces, empty
 * values dropped). A one-liner has no line ending; .sdk and .ss end with "\n".
 * The pencil-mark forms (pencil.ts: `pm-grid`, `candidates-81`, `hodoku`) write a
 * position's candidates (a puzzle without any: what its digits allow) and give
 * back the same givens, candidates and, for `hodoku`, placed cells; `pm-grid` ends
 * with "\n", the other two are one line without one.
 */
import { digitChar, geometryForSize } from '../geometry'
import type { Puzzle } from '../puzzle'
import type { PencilWriters } from './pencil'
import { SDK_TAGS } from './sdk'

export type ExportFormat = 'line' | 'sdk' | 'ss' | 'pm-grid' | 'candidates-81' | 'hodoku'

/** The formats of the pencil-mark forms, written by pencil.ts's writers (PENCIL_WRITERS). */
export type PencilExportFormat = 'pm-grid' | 'candidates-81' | 'hodoku'

const BREAK = /\r\n|\r|\n/

/** Throws: serialising a malformed puzzle, or a non-9x9 one to .sdk/.ss, is a programmer error. */
function checkPuzzle(p: Puzzle, format: ExportFormat): void {
  const g = geometryForSize(p.size)
  if (!g || p.givens.length !== g.cells) throw new Error(`not a puzzle of side 4, 9, 16 or 25`)
  if (format !== 'line' && p.size !== 9)
    throw new Error(`the ${format} format holds 9x9 puzzles only; use 'line'`)
  if (!p.givens.every((d) => Number.isInteger(d) && d >= 0 && d <= p.size))
    throw new Error(`givens must be digits 0-${p.size}`)
}

function cellChar(d: number): string {
  return d === 0 ? '.' : digitChar(d)
}

function row(p: Puzzle, r: number): string[] {
  return p.givens.slice(r * 9, r * 9 + 9).map(cellChar)
}

export function serializeLine(p: Puzzle): string {
  return p.givens.map(cellChar).join('')
}

/** The #X lines of a puzzle's metadata, in the order #A #D #C #B #S #L #U. */
function metaLines(p: Puzzle): string[] {
  const out: string[] = []
  for (const [tag, field] of SDK_TAGS) {
    const value = p.meta[field]
    if (value === undefined) continue
    const parts = value.split(BREAK).map((s) => s.trim())
    if (field === 'comment') {
      // One #C line per comment line, empty ones too, so the lines come back as they were.
      if (parts.some((s) => s !== '')) for (const s of parts) out.push(s ? `#C ${s}` : '#C')
    } else {
      const v = parts.filter((s) => s !== '').join(' ')
      if (v !== '') out.push(`#${tag} ${v}`)
    }
  }
  return out
}

export function serializeSdk(p: Puzzle): string {
  const rows = Array.from({ length: 9 }, (_, r) => row(p, r).join(''))
  return [...metaLines(p), ...rows].join('\n') + '\n'
}

export function serializeSs(p: Puzzle): string {
  const out: string[] = []
  for (let r = 0; r < 9; r++) {
    if (r === 3 || r === 6) out.push('-----------')
    const cells = row(p, r)
    out.push(
      [cells.slice(0, 3), cells.slice(3, 6), cells.slice(6)].map((b) => b.join('')).join('|'),
    )
  }
  return out.join('\n') + '\n'
}

/**
 * A puzzle in an export format. The pencil-mark forms are written by pencil.ts, kept
 * out of the page's first load: their writers come as `pencil` (`PENCIL_WRITERS` of
 * `@/engine/full`, which the Workers, the CLI and the tests have). Asking for one
 * without them is a programmer's error (a throw).
 */
export function serialize(p: Puzzle, format: ExportFormat, pencil?: PencilWriters): string {
  checkPuzzle(p, format)
  if (format === 'sdk') return serializeSdk(p)
  if (format === 'ss') return serializeSs(p)
  if (format === 'line') return serializeLine(p)
  if (!pencil) throw new Error(`writing ${format} takes the pencil-mark writers (PENCIL_WRITERS)`)
  if (format === 'pm-grid') return pencil.serializePmGrid(p)
  if (format === 'candidates-81') return pencil.serializeCandidates81(p)
  return pencil.serializeHodoku(p)
}
