import { cellName, digitChar, geometryForSize, type Geometry } from './geometry'

/** Metadata a .sdk file can carry (#A, #D, #C, #B, #S, #L, #U). */
export interface PuzzleMeta {
  author?: string
  description?: string
  comment?: string
  date?: string
  source?: string
  level?: string
  url?: string
}

export const META_LABELS: Record<keyof PuzzleMeta, string> = {
  author: 'Author',
  description: 'Description',
  comment: 'Comment',
  date: 'Date',
  source: 'Source',
  level: 'Level',
  url: 'URL',
}

/** A puzzle: its side and givens (row-major, 0 = empty), plus metadata. A plain value. */
export interface Puzzle {
  size: number
  givens: number[]
  meta: PuzzleMeta
}

export function makePuzzle(givens: number[], meta: PuzzleMeta = {}): Puzzle {
  return { size: Math.round(Math.sqrt(givens.length)), givens, meta }
}

export function puzzleGeometry(p: Puzzle): Geometry {
  const g = geometryForSize(p.size)
  if (!g || p.givens.length !== g.cells) throw new Error(`unsupported puzzle size ${p.size}`)
  return g
}

/** Two givens that may not stand together. */
export interface Conflict {
  unit: number
  digit: number
  cells: [number, number]
  message: string
}

const UNIT_KIND = ['Row', 'Column', 'Box'] as const

/**
 * Every pair of equal givens in one unit, each pair reported once
 * (in the first unit that holds both: row, then column, then box).
 * E.g. "Row 1 has two 5s: r1c2 and r1c7".
 */
export function findConflicts(p: Puzzle): Conflict[] {
  const g = puzzleGeometry(p)
  const out: Conflict[] = []
  const seen = new Set<string>()
  g.units.forEach((cells, unit) => {
    const first = new Map<number, number>()
    for (const cell of cells) {
      const d = p.givens[cell]!
      if (d === 0) continue
      const prev = first.get(d)
      if (prev === undefined) {
        first.set(d, cell)
        continue
      }
      const key = `${prev}:${cell}`
      if (seen.has(key)) continue
      seen.add(key)
      const kind = UNIT_KIND[Math.floor(unit / g.size)]!
      const where = `${kind} ${(unit % g.size) + 1}`
      out.push({
        unit,
        digit: d,
        cells: [prev, cell],
        message: `${where} has two ${digitChar(d)}s: ${cellName(g, prev)} and ${cellName(g, cell)}`,
      })
    }
  })
  return out
}

/** Puzzle problems a user must be told about before solving: bad digits or conflicts. */
export function validatePuzzle(p: Puzzle): string[] {
  const g = geometryForSize(p.size)
  if (!g || p.givens.length !== g.cells)
    return [`a puzzle has 16, 81 or 256 cells, not ${p.givens.length}`]
  const bad = p.givens.findIndex((d) => !Number.isInteger(d) || d < 0 || d > p.size)
  if (bad >= 0) return [`${cellName(g, bad)} holds ${p.givens[bad]}, not a digit 1-${p.size}`]
  return findConflicts(p).map((c) => c.message)
}

/** True when every cell is filled, every unit holds each digit once and the givens are kept. */
export function isSolutionOf(p: Puzzle, solution: ArrayLike<number>): boolean {
  const g = geometryForSize(p.size)
  if (!g || solution.length !== g.cells) return false
  for (let cell = 0; cell < g.cells; cell++) {
    const d = solution[cell]!
    if (d < 1 || d > g.size) return false
    const given = p.givens[cell]!
    if (given !== 0 && given !== d) return false
  }
  for (const unit of g.units) {
    let seen = 0
    for (const cell of unit) seen |= 1 << (solution[cell]! - 1)
    if (seen !== g.all) return false
  }
  return true
}

export function countGivens(p: Puzzle): number {
  return p.givens.reduce((n, d) => n + (d ? 1 : 0), 0)
}
