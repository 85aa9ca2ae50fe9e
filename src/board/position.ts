/**
 * Positions on the page: a Puzzle with pencil marks (`candidates`) and the digits
 * placed while solving (`placed`), as the Solve view builds them from what it shows
 * (a replay's current step, the editor's board) and checks them before a solve.
 *
 * Glossary
 *   values    every digit on the board (row-major, 0 = empty)
 *   allowed   what the digits on the board leave an empty cell (its peers' digits struck)
 *   marks     a cell's pencil marks as a mask; an empty cell shows (marks AND allowed)
 */
import {
  bit,
  cellName,
  digitChar,
  findConflicts,
  puzzleGeometry,
  unitName,
  type Geometry,
  type Puzzle,
  type Replayer,
} from '@/engine'

/** What the digits on the board leave each empty cell; 0 for a filled cell. */
export function allowedMasks(g: Geometry, values: readonly number[]): number[] {
  return values.map((v, c) => {
    if (v) return 0
    let m = g.all
    for (const p of g.peers[c]!) if (values[p]) m &= ~bit(values[p]!)
    return m
  })
}

/** The candidates a position's empty cells show: its marks AND what the digits allow. */
export function shownCandidates(p: Puzzle): number[] {
  const g = puzzleGeometry(p)
  const allowed = allowedMasks(g, p.givens)
  return allowed.map((m, c) => (p.candidates ? m & p.candidates[c]! : m))
}

/**
 * The position made of these digits and marks: `candidates` only when some empty
 * cell's marks leave out a digit the digits allow (a position without hand edits is
 * the plain puzzle), `placed` only when there are some.
 */
export function makePosition(
  g: Geometry,
  values: readonly number[],
  marks: readonly number[] | null,
  placed: Iterable<number>,
  meta: Puzzle['meta'] = {},
): Puzzle {
  const givens = [...values]
  const p: Puzzle = { size: g.size, givens, meta }
  if (marks) {
    const allowed = allowedMasks(g, givens)
    const candidates = allowed.map((m, c) => m & marks[c]!)
    if (candidates.some((m, c) => m !== allowed[c])) p.candidates = candidates
  }
  const cells = [...new Set(placed)].filter((c) => givens[c]).sort((a, b) => a - b)
  if (cells.length) p.placed = cells
  return p
}

/**
 * The position a replay shows at its current step: every digit on the board, the
 * cells not given in `puzzle` as placed (with the puzzle's own placed ones), and the
 * candidates the replay shows, when the algorithm keeps candidates (`keeps`); one
 * that keeps none (naive, dancing links) gives the digits alone.
 */
export function positionAt(puzzle: Puzzle, r: Replayer, keeps: boolean): Puzzle {
  const g = puzzleGeometry(puzzle)
  const values = Array.from(r.board.values)
  const given = new Set(puzzle.givens.flatMap((d, c) => (d ? [c] : [])))
  const placed = values.flatMap((d, c) =>
    d && (!given.has(c) || puzzle.placed?.includes(c)) ? [c] : [],
  )
  return makePosition(g, values, keeps ? Array.from(r.board.masks) : null, placed, puzzle.meta)
}

/** What makes a position impossible: the cells it concerns and a sentence naming them. */
export interface PositionProblem {
  cells: number[]
  message: string
}

/** Most problems spelled out; the rest are counted in one more line. */
const SHOWN = 4

/**
 * Why a position cannot be solved before any search: two equal digits in a unit, an
 * empty cell with no candidate left, a digit with no place left in a unit. An empty
 * list when none of these holds (the position may still have no solution).
 */
export function positionProblems(p: Puzzle): PositionProblem[] {
  const g = puzzleGeometry(p)
  const out: PositionProblem[] = findConflicts(p).map((c) => ({
    cells: c.cells,
    message: `${c.message}.`,
  }))
  const shown = shownCandidates(p)
  const bare = shown.flatMap((m, c) => (!p.givens[c] && !m ? [c] : []))
  if (bare.length)
    out.push({
      cells: bare,
      message: `${listNames(g, bare)} ${bare.length === 1 ? 'has' : 'have'} no candidates left.`,
    })
  g.units.forEach((cells, unit) => {
    for (let d = 1; d <= g.size; d++) {
      const b = bit(d)
      if (cells.some((c) => p.givens[c] === d || shown[c]! & b)) continue
      out.push({
        cells: cells.filter((c) => !p.givens[c]),
        message: `${unitName(g, unit)} has no place left for ${digitChar(d)}.`,
      })
    }
  })
  if (out.length <= SHOWN) return out
  const more = out.length - SHOWN
  return [
    ...out.slice(0, SHOWN),
    { cells: [], message: `And ${more} more ${more === 1 ? 'problem' : 'problems'}.` },
  ]
}

/** "r1c1", "r1c1 and r2c2", "r1c1, r2c2 and 3 more cells". */
function listNames(g: Geometry, cells: readonly number[]): string {
  const names = cells.slice(0, 4).map((c) => cellName(g, c))
  const rest = cells.length - names.length
  if (rest) return `${names.join(', ')} and ${rest} more ${rest === 1 ? 'cell' : 'cells'}`
  return names.length < 2 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`
}
