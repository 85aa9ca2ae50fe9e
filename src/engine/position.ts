/**
 * Positions (puzzles with pencil marks, `Puzzle.candidates`): each cell's
 * candidates (`positionMasks`) and the checks of a position before solving, beyond
 * `validatePuzzle`'s: a malformed `candidates` or `placed` field, an empty cell
 * left with no candidate, a digit no cell of a unit can take any more. Apart from
 * puzzle.ts, and exported by `@/engine/full` only, so that the page's first load
 * (everything `@/engine` exports is in it) does not carry them.
 */
import { cellName, digitChar, type Geometry } from './geometry'
import { capped, puzzleGeometry, UNIT_KIND, validatePuzzle, type Puzzle } from './puzzle'

/**
 * Each cell's candidates in a position: 0 for a filled cell; for an empty one, the
 * digits its peers' digits allow AND its pencil marks (`candidates`, when present).
 * Bit d-1 stands for digit d; a Uint32Array, as a 25x25 cell has 25 digits.
 * Digits out of range on the board are skipped (validatePuzzle names them).
 */
export function positionMasks(p: Puzzle): Uint32Array {
  const g = puzzleGeometry(p)
  const { cells, size, all, peerFlat, peerCount } = g
  const masks = new Uint32Array(cells)
  const marks = p.candidates
  for (let c = 0; c < cells; c++) {
    if (p.givens[c] !== 0) continue
    let m = marks ? (marks[c] ?? 0) & all : all
    const base = c * peerCount
    for (let i = 0; i < peerCount && m; i++) {
      const d = p.givens[peerFlat[base + i]!]!
      if (d >= 1 && d <= size) m &= ~(1 << (d - 1))
    }
    masks[c] = m >>> 0
  }
  return masks
}

/** Whether a puzzle carries pencil marks that strike something (a position, not a plain puzzle). */
export function hasPencilMarks(p: Puzzle): boolean {
  const marks = p.candidates
  if (!marks) return false
  const all = (1 << p.size) - 1
  for (let c = 0; c < p.givens.length; c++)
    if (p.givens[c] === 0 && ((marks[c] ?? 0) & all) !== all) return true
  return false
}

/**
 * What makes a position contradict itself, beyond equal digits in a unit: an empty
 * cell left with no candidate ("r3c4 has no candidates left"), or a digit missing
 * from a unit that none of its empty cells can take any more ("Row 2 has no place
 * left for 7"). Cells first (row-major), then units (rows, columns, boxes) and
 * digits in order. Empty for a puzzle without pencil marks whose digits stand.
 */
export function findPositionProblems(p: Puzzle): string[] {
  const g = puzzleGeometry(p)
  const masks = positionMasks(p)
  const out: string[] = []
  for (let c = 0; c < g.cells; c++)
    if (p.givens[c] === 0 && masks[c] === 0) out.push(`${cellName(g, c)} has no candidates left`)
  g.units.forEach((unitCells, unit) => {
    let placed = 0
    let open = 0
    for (const cell of unitCells) {
      const d = p.givens[cell]!
      if (d >= 1 && d <= g.size) placed |= 1 << (d - 1)
      else open |= masks[cell]!
    }
    const missing = g.all & ~placed & ~open
    for (let d = 1; d <= g.size; d++) {
      if (!(missing & (1 << (d - 1)))) continue
      const where = `${UNIT_KIND[Math.floor(unit / g.size)]!} ${(unit % g.size) + 1}`
      out.push(`${where} has no place left for ${digitChar(d)}`)
    }
  })
  return out
}

/** A malformed `candidates` or `placed` field, in a sentence; null when both are sound. */
function positionFieldProblem(g: Geometry, p: Puzzle): string | null {
  const marks = p.candidates
  if (marks) {
    if (marks.length !== g.cells)
      return `a position has ${g.cells} candidate masks, not ${marks.length}`
    const bad = marks.findIndex((m) => !Number.isInteger(m) || m < 0 || m > g.all)
    if (bad >= 0) return `${cellName(g, bad)} has candidate mask ${marks[bad]}, not 0-${g.all}`
  }
  const placed = p.placed
  if (placed) {
    for (let i = 0; i < placed.length; i++) {
      const c = placed[i]!
      if (!Number.isInteger(c) || c < 0 || c >= g.cells || (i > 0 && c <= placed[i - 1]!))
        return `placed cells must be ascending cell numbers 0-${g.cells - 1}`
      if (p.givens[c] === 0) return `${cellName(g, c)} is marked placed but holds no digit`
    }
  }
  return null
}

/**
 * Everything a user must be told before solving a puzzle or a position: what
 * `validatePuzzle` says, then, for a position, a malformed field or its
 * contradictions (`findPositionProblems`, at most MAX_CONFLICT_MESSAGES spelled out,
 * then "and N more problems"). For a puzzle without pencil marks, what
 * validatePuzzle says.
 */
export function validatePosition(p: Puzzle): string[] {
  const plain = validatePuzzle(p)
  if (plain.length || (!p.candidates && !p.placed)) return plain
  const field = positionFieldProblem(puzzleGeometry(p), p)
  if (field) return [field]
  return capped(findPositionProblems(p), 'problem')
}
