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

/**
 * A puzzle, or a position met while solving one: its side, the digits on the board
 * (row-major, 0 = empty) and metadata; a position adds its pencil marks and which of
 * its digits were placed rather than given. A plain value. A puzzle without
 * `candidates` and `placed` is read exactly as before positions existed.
 */
export interface Puzzle {
  size: number
  /** Every digit on the board, row-major, 0 = empty (given or placed). */
  givens: number[]
  meta: PuzzleMeta
  /**
   * Pencil marks: per cell, bit d-1 set when d is still a candidate there. Absent:
   * every digit the digits on the board allow. Entries of filled cells are 0. An
   * empty cell's candidates are always read as (this mask) AND (what its peers'
   * digits allow), see `positionMasks`.
   */
  candidates?: number[]
  /** Cells whose digit was placed while solving, not given (HoDoKu's `+`), ascending. */
  placed?: number[]
}

export function makePuzzle(givens: number[], meta: PuzzleMeta = {}): Puzzle {
  return { size: Math.round(Math.sqrt(givens.length)), givens, meta }
}

export function puzzleGeometry(p: Puzzle): Geometry {
  const g = geometryForSize(p.size)
  if (!g || p.givens.length !== g.cells) throw new Error(`unsupported puzzle size ${p.size}`)
  return g
}

/** Equal givens in one unit: two or more cells that may not stand together. */
export interface Conflict {
  unit: number
  digit: number
  /** Every cell of the unit holding the digit, ascending (at least two). */
  cells: number[]
  message: string
}

export const UNIT_KIND = ['Row', 'Column', 'Box'] as const

/** How many equal givens a message names in words: "two" to "nine", then digits. */
const COUNT_WORDS = ['', '', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine']

/** "r1c1 and r1c2", "r1c1, r1c2 and r1c9". */
function listCells(g: Geometry, cells: readonly number[]): string {
  const names = cells.map((c) => cellName(g, c))
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`
}

/**
 * The equal givens of each unit, one conflict per unit and digit, e.g.
 * "Row 1 has two 5s: r1c2 and r1c7" or "Row 1 has three 5s: r1c1, r1c2 and r1c9".
 * Units in order (rows, columns, boxes), within a unit by the cell where the
 * digit first stands. A box's group whose cells all stand in one row or one
 * column is left out: that row or column already names every one of them.
 */
export function findConflicts(p: Puzzle): Conflict[] {
  const g = puzzleGeometry(p)
  const out: Conflict[] = []
  g.units.forEach((unitCells, unit) => {
    // A unit lists its cells in ascending order, so each group is ascending too.
    const byDigit = new Map<number, number[]>()
    for (const cell of unitCells) {
      const d = p.givens[cell]!
      if (d === 0) continue
      const cells = byDigit.get(d)
      if (cells) cells.push(cell)
      else byDigit.set(d, [cell])
    }
    const kind = Math.floor(unit / g.size)
    for (const [digit, cells] of byDigit) {
      if (cells.length < 2) continue
      if (kind === 2) {
        const inOne = (of: Uint8Array) => cells.every((c) => of[c] === of[cells[0]!])
        if (inOne(g.rowOf) || inOne(g.colOf)) continue
      }
      const count = COUNT_WORDS[cells.length] ?? String(cells.length)
      const where = `${UNIT_KIND[kind]!} ${(unit % g.size) + 1}`
      out.push({
        unit,
        digit,
        cells,
        message: `${where} has ${count} ${digitChar(digit)}s: ${listCells(g, cells)}`,
      })
    }
  })
  return out
}

/** Most conflicts validatePuzzle spells out; the rest are counted. */
export const MAX_CONFLICT_MESSAGES = 5

/**
 * Puzzle problems a user must be told about before solving: bad digits or
 * conflicts. At most MAX_CONFLICT_MESSAGES conflicts are spelled out, then one
 * more message counts the rest ("and 12 more conflicts"), so a message built by
 * joining them stays short. A position's own checks (its pencil marks) are
 * `validatePosition` (position.ts), kept out of the page's first load.
 */
export function validatePuzzle(p: Puzzle): string[] {
  const g = geometryForSize(p.size)
  if (!g || p.givens.length !== g.cells)
    return [`a puzzle has 16, 81, 256 or 625 cells, not ${p.givens.length}`]
  const bad = p.givens.findIndex((d) => !Number.isInteger(d) || d < 0 || d > p.size)
  if (bad >= 0) return [`${cellName(g, bad)} holds ${p.givens[bad]}, not a digit 1-${p.size}`]
  if (hasEqualGivens(g, p.givens)) return capped(findConflicts(p).map((c) => c.message))
  return []
}

/** The first MAX_CONFLICT_MESSAGES messages, then "and N more conflicts" (or problems). */
export function capped(messages: string[], noun = 'conflict'): string[] {
  const more = messages.length - MAX_CONFLICT_MESSAGES
  if (more <= 0) return messages
  return [
    ...messages.slice(0, MAX_CONFLICT_MESSAGES),
    `and ${more} more ${more === 1 ? noun : `${noun}s`}`,
  ]
}

/** Digits seen per unit, reused by hasEqualGivens (3 * 25 units at most). */
const SEEN = new Int32Array(75)

/**
 * Whether some unit holds a digit twice: one pass of bit masks, so a collection of
 * good puzzles never pays for building the messages (findConflicts).
 */
function hasEqualGivens(g: Geometry, givens: readonly number[]): boolean {
  const seen = SEEN
  for (let u = 0; u < 3 * g.size; u++) seen[u] = 0
  const { rowOf, colOf, boxOf, size } = g
  for (let cell = 0; cell < g.cells; cell++) {
    const d = givens[cell]!
    if (d === 0) continue
    const b = 1 << (d - 1)
    const r = rowOf[cell]!
    const c = size + colOf[cell]!
    const x = 2 * size + boxOf[cell]!
    if ((seen[r]! | seen[c]! | seen[x]!) & b) return true
    seen[r]! |= b
    seen[c]! |= b
    seen[x]! |= b
  }
  return false
}

/**
 * True when every cell is filled, every unit holds each digit once, the givens are
 * kept and, in a position, each empty cell's digit is one of its pencil marks.
 */
export function isSolutionOf(p: Puzzle, solution: ArrayLike<number>): boolean {
  const g = geometryForSize(p.size)
  if (!g || solution.length !== g.cells) return false
  for (let cell = 0; cell < g.cells; cell++) {
    const d = solution[cell]!
    if (d < 1 || d > g.size) return false
    const given = p.givens[cell]!
    if (given !== 0 && given !== d) return false
    if (given === 0 && p.candidates && !((p.candidates[cell]! >> (d - 1)) & 1)) return false
  }
  for (const unit of g.units) {
    let seen = 0
    for (const cell of unit) seen |= 1 << (solution[cell]! - 1)
    if (seen !== g.all) return false
  }
  return true
}
