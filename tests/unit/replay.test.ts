import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { SolveOptions } from '../../src/engine/algorithm'
import { detour } from '../../src/engine/algorithms/detour'
import { bit, digitsOf, lowestDigit, popcount, type Geometry } from '../../src/engine/geometry'
import { isSolutionOf, makePuzzle, puzzleGeometry, type Puzzle } from '../../src/engine/puzzle'
import {
  initialBoard,
  KIND_NAMES,
  PLACE_REASONS,
  type ReplayBoard,
  type StepLog,
} from '../../src/engine/steps'
import { puzzles, solverCases } from '../fixtures/puzzles'
import { boardOf, copyBoard, sameBoard, steps } from '../fixtures/replay'

// The replay contract the board view relies on: from `initialBoard(givens)`, the
// log's steps walk the board through exactly the Solver's states, both ways.

const fromFile = (file: string, index: number): Puzzle => puzzles(file, index + 1)[index]!

const fixtures = solverCases()
const fixture = (size: number, count: number, nth = 0): Puzzle =>
  fixtures.filter((f) => f.puzzle.size === size && f.count === count)[nth]!.puzzle

interface Run {
  name: string
  puzzle: Puzzle
  options: SolveOptions
}

const runs: Run[] = [
  { name: 'starter-4 #1 (easy)', puzzle: fromFile('starter-4.txt', 0), options: {} },
  { name: 'hardest-87 #1', puzzle: fromFile('hardest-87.txt', 0), options: {} },
  { name: 'hardest-87 #50', puzzle: fromFile('hardest-87.txt', 49), options: {} },
  { name: 'inkala #1', puzzle: fromFile('inkala-top10.txt', 0), options: {} },
  { name: 'top95 #1', puzzle: fromFile('top95.txt', 0), options: {} },
  { name: '4x4', puzzle: fixture(4, 1), options: {} },
  { name: '16x16', puzzle: fixture(16, 1), options: {} },
  { name: 'empty 9x9', puzzle: makePuzzle(new Array<number>(81).fill(0)), options: {} },
  { name: 'hardest-87 #1 counted', puzzle: fromFile('hardest-87.txt', 0), options: { limit: 2 } },
  { name: 'two solutions counted', puzzle: fixture(9, 2), options: { limit: 2 } },
  { name: 'deep unsolvable', puzzle: fixture(9, 0, 3), options: {} },
  { name: 'deep unsolvable counted', puzzle: fixture(9, 0, 4), options: { limit: 2 } },
  { name: 'no candidate at the start', puzzle: fixture(9, 0, 0), options: {} },
  { name: 'no place in a unit at the start', puzzle: fixture(9, 0, 1), options: {} },
  { name: 'conflicting givens', puzzle: fixture(9, 0, 2), options: {} },
]

// ---- helpers -----------------------------------------------------------------

/** No unsolved cell keeps the digit of a placed peer; placed cells' masks are their digit. */
function consistent(g: Geometry, b: ReplayBoard): boolean {
  for (let c = 0; c < g.cells; c++) {
    const v = b.values[c]!
    if (v) {
      if (b.masks[c] !== bit(v)) return false
      continue
    }
    for (const p of g.peers[c]!) if (b.values[p] && b.masks[c]! & bit(b.values[p]!)) return false
  }
  return true
}

const FIELDS: Record<string, string[]> = {
  pass: ['index'],
  place: ['cell', 'digit', 'reason'],
  detour: ['cell', 'digit'],
  eliminate: ['cell', 'digit', 'because'],
  snapshot: ['depth'],
  guess: ['cell', 'digit', 'options'],
  restore: ['depth'],
  technique: ['id', 'rating', 'cells', 'digits', 'units', 'links'],
  solved: [],
  unsolvable: [],
}

/**
 * Walk the log forwards, checking each step against the board it acts on (the
 * DESIGN table's meaning of each kind), and return the board at every position.
 */
function walk(g: Geometry, puzzle: Puzzle, log: StepLog): ReplayBoard[] {
  const board = initialBoard(g, puzzle.givens)
  const at: ReplayBoard[] = [copyBoard(board)]
  const snapshots: ReplayBoard[] = [] // index = depth
  const list = steps(log)
  let depth = 0
  let passes = 0
  const fail = (i: number, why: string) => {
    throw new Error(`step ${i} ${JSON.stringify(list[i])}: ${why}`)
  }
  list.forEach((s, i) => {
    const prev = list[i - 1]
    const { values, masks } = board
    const fields =
      s.kind === 'contradiction'
        ? 'unit' in s
          ? ['unit', 'digit']
          : ['cell']
        : s.kind === 'place' && s.reason === 'hidden-single'
          ? [...FIELDS.place!, 'unit'] // the Solver names the unit of its hidden singles
          : FIELDS[s.kind]!
    expect(Object.keys(s).sort()).toEqual(['kind', ...fields].sort())
    if ('cell' in s && !(s.cell >= 0 && s.cell < g.cells)) fail(i, 'cell out of range')
    if ('digit' in s && !(s.digit >= 1 && s.digit <= g.size)) fail(i, 'digit out of range')
    switch (s.kind) {
      case 'pass':
        if (s.index !== ++passes) fail(i, 'passes are numbered 1, 2, ...')
        if (s.index > 1 && !consistent(g, board)) fail(i, 'candidates not current after pass 1')
        break
      case 'place': {
        const m = masks[s.cell]!
        if (values[s.cell] || !(m & bit(s.digit))) fail(i, 'not a candidate of an empty cell')
        if (g.peers[s.cell]!.some((p) => values[p] === s.digit)) fail(i, 'a related cell holds it')
        if (list[i + 1]?.kind !== 'detour') fail(i, 'a placement detours at once')
        if (s.reason === 'naked-single' && m !== bit(s.digit)) fail(i, 'not a naked single')
        if (s.reason === 'hidden-single') {
          const hidden =
            s.unit !== undefined &&
            g.unitsOf[s.cell]!.includes(s.unit) &&
            g.units[s.unit]!.every(
              (c) =>
                c === s.cell || (values[c] ? values[c] !== s.digit : !(masks[c]! & bit(s.digit))),
            )
          if (!hidden) fail(i, 'not a hidden single in the unit it names')
        }
        if (s.reason === 'guess' && (prev?.kind !== 'guess' || prev.cell !== s.cell))
          fail(i, 'a guess placement follows its guess step')
        if (s.reason === 'try' || s.reason === 'last') {
          const before = list[i - 2]
          if (prev?.kind !== 'eliminate' || prev.because !== null || before?.kind !== 'restore')
            fail(i, 'a try follows a restore and the strike of the failed digit')
          if (s.digit !== lowestDigit(m)) fail(i, 'tries go in ascending order')
          // A try leaves other digits to come back to (a guess); the last one is forced.
          if ((s.reason === 'last') !== (m === bit(s.digit)))
            fail(i, 'try or last, by what is left')
        }
        break
      }
      case 'detour':
        if (prev?.kind !== 'place' || prev.cell !== s.cell || prev.digit !== s.digit)
          fail(i, 'a detour starts from the cell just placed')
        break
      case 'eliminate':
        if (values[s.cell] || !(masks[s.cell]! & bit(s.digit))) fail(i, 'nothing to strike')
        if (s.because === null) {
          if (prev?.kind !== 'restore')
            fail(i, 'only the failed digit after a restore has no cause')
          else snapshots[prev.depth]!.masks[s.cell]! &= ~bit(s.digit)
        } else if (!g.peers[s.cell]!.includes(s.because) || values[s.because] !== s.digit)
          fail(i, 'the cause is a peer holding the digit')
        break
      case 'snapshot':
        if (s.depth !== ++depth) fail(i, 'snapshots stack up one at a time')
        if (!consistent(g, board)) fail(i, 'snapshot of a board whose candidates are not current')
        snapshots[depth] = copyBoard(board)
        if (list[i + 1]?.kind !== 'guess') fail(i, 'a snapshot comes before a guess')
        break
      case 'guess': {
        if (prev?.kind !== 'snapshot') fail(i, 'every guess is preceded by a snapshot')
        if (s.options.join() !== digitsOf(masks[s.cell]!).join())
          fail(i, 'options are the candidates')
        if (s.digit !== s.options[0] || s.options.length < 2) fail(i, 'guess the lowest of 2+')
        let fewest = -1
        for (let c = 0; c < g.cells; c++)
          if (!values[c] && (fewest < 0 || popcount(masks[c]!) < popcount(masks[fewest]!)))
            fewest = c
        if (fewest !== s.cell) fail(i, 'guess the first cell with the fewest candidates')
        break
      }
      case 'contradiction':
        if ('cell' in s) {
          // At step 0 it may be a given that clashes with an earlier given (conflicting givens).
          const clash =
            i === 0 && g.peers[s.cell]!.some((p) => p < s.cell && values[p] === values[s.cell])
          if (!clash && (values[s.cell] || masks[s.cell] !== 0)) fail(i, 'the cell has candidates')
        } else {
          const unit = g.units[s.unit]!
          if (unit.some((c) => values[c] === s.digit || (!values[c] && masks[c]! & bit(s.digit))))
            fail(i, 'the digit has a place in the unit')
        }
        break
      case 'restore':
        if (s.depth > depth) fail(i, 'restore to a snapshot that was taken')
        depth = s.depth
        snapshots.length = depth + 1
        break
      case 'solved':
        if (!isSolutionOf(puzzle, values)) fail(i, 'the board is not a solution')
        break
      case 'unsolvable':
        if (i !== list.length - 1) fail(i, 'unsolvable is the last step')
        break
    }
    log.apply(board, i)
    if (s.kind === 'restore' && depth > 0 && !sameBoard(board, snapshots[depth]!))
      fail(i, 'the board is not the snapshot')
    if (s.kind === 'place' && board.masks[s.cell] !== bit(s.digit)) fail(i, 'placed mask')
    at.push(copyBoard(board))
  })
  return at
}

// ---- tests ---------------------------------------------------------------------

describe.each(runs)('replaying $name', ({ puzzle, options }) => {
  const g = puzzleGeometry(puzzle)
  const result = detour.solve(puzzle, { ...options, record: true })
  const log = result.log!
  let walked: ReplayBoard[] | undefined
  /** The board at every position, from a forward walk that checks every step. */
  const at = () => (walked ??= walk(g, puzzle, log))

  it('every step means what the DESIGN table says, on the board it acts on', () => {
    expect(at()).toHaveLength(log.length + 1)
  })

  it('ends with solved or unsolvable, on the solution when there is one', () => {
    expect(log.capped).toBe(false)
    const last = log.step(log.length - 1)
    expect(last.kind).toBe(result.status)
    const end = at()[log.length]!
    if (result.solution) expect(sameBoard(end, boardOf(result.solution))).toBe(true)
    else expect(result.solutions).toBe(0)
  })

  it('walks back from the end to the givens, through the same boards', () => {
    const boards = at()
    const board = copyBoard(boards[log.length]!)
    for (let i = log.length - 1; i >= 0; i--) {
      log.unapply(board, i)
      if (!sameBoard(board, boards[i]!)) throw new Error(`step ${i}: unapply does not undo apply`)
    }
    expect(sameBoard(board, initialBoard(g, puzzle.givens))).toBe(true)
  })

  it('seeks to any step from the start, the end or anywhere', () => {
    const boards = at()
    const end = boards[log.length]!
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: log.length }),
        fc.integer({ min: 0, max: log.length }),
        (k, from) => {
          const a = initialBoard(g, puzzle.givens)
          expect(log.seek(a, 0, k)).toBe(k)
          const b = copyBoard(end)
          log.seek(b, log.length, k)
          const c = copyBoard(boards[from]!)
          log.seek(c, from, k)
          return sameBoard(a, boards[k]!) && sameBoard(b, boards[k]!) && sameBoard(c, boards[k]!)
        },
      ),
      { numRuns: 40, seed: 7 },
    )
  })

  it('matches the stats', () => {
    const list = steps(log)
    const count = (kind: string) => list.filter((s) => s.kind === kind).length
    expect(count('place')).toBe(result.stats.placements)
    expect(count('eliminate')).toBe(result.stats.eliminations)
    expect(count('detour')).toBe(result.stats.detours)
    expect(count('snapshot')).toBeLessThanOrEqual(result.stats.guesses)
    expect(Math.max(0, ...list.map((s) => (s.kind === 'snapshot' ? s.depth : 0)))).toBe(
      result.stats.maxDepth,
    )
    expect(log.bytesPerStep()).toBeLessThanOrEqual(16)
  })
})

describe('recording details', () => {
  it('every kind of the DESIGN table can be decoded', () => {
    const table = [...Object.keys(FIELDS), 'contradiction', 'clear']
    expect([...KIND_NAMES].sort()).toEqual(table.sort())
    expect(PLACE_REASONS).toEqual([
      'naked-single',
      'hidden-single',
      'guess',
      'try',
      'last',
      'technique',
    ])
  })

  it.each([
    ['hardest-87.txt', 1],
    ['starter-4.txt', 1],
  ] as const)(
    'the first pass strikes what the givens of %s #%i rule out, one step each',
    (file, n) => {
      const puzzle = fromFile(file, n - 1)
      const g = puzzleGeometry(puzzle)
      const list = steps(detour.solve(puzzle, { record: true }).log!)
      expect(list[0]).toEqual({ kind: 'pass', index: 1 })
      // Until the first placement, the steps strike the givens' digits from empty cells,
      // cell by cell, each digit because of its first peer (ascending) that holds it.
      const expected: string[] = []
      for (let c = 0; c < g.cells; c++) {
        if (puzzle.givens[c]) continue
        const struck = new Set<number>()
        for (const p of g.peers[c]!) {
          const d = puzzle.givens[p]!
          if (d && !struck.has(d)) {
            struck.add(d)
            expected.push(`${c}:${d}:${p}`)
          }
        }
      }
      const first = list.findIndex((s) => s.kind === 'place')
      const got = list
        .slice(1, first)
        .map((s) => (s.kind === 'eliminate' ? `${s.cell}:${s.digit}:${s.because}` : s.kind))
      expect(got).toEqual(expected.slice(0, got.length))
      const place = list[first]!
      // A hidden single is only looked for once every cell has been recomputed.
      if (place.kind === 'place' && place.reason === 'hidden-single')
        expect(got).toHaveLength(expected.length)
      else expect(place).toMatchObject({ kind: 'place', reason: 'naked-single' })
    },
  )

  it('the cap keeps the first steps and the solve goes on', () => {
    const puzzle = fromFile('hardest-87.txt', 0)
    const full = detour.solve(puzzle)
    const r = detour.solve(puzzle, { record: true, maxSteps: 100 })
    expect(r.log!.length).toBe(100)
    expect(r.log!.capped).toBe(true)
    expect(r.solution).toEqual(full.solution)
    expect(isSolutionOf(puzzle, r.solution!)).toBe(true)
    const uncapped = detour.solve(puzzle, { record: true }).log!
    expect(steps(r.log!)).toEqual(steps(uncapped).slice(0, 100))
  })

  it('counting ends by showing the first solution again', () => {
    const puzzle = fromFile('hardest-87.txt', 0)
    const r = detour.solve(puzzle, { record: true, limit: 2 })
    const list = steps(r.log!)
    expect(r.solutions).toBe(1)
    expect(list.slice(-2)).toEqual([{ kind: 'restore', depth: 0 }, { kind: 'solved' }])
    expect(list.filter((s) => s.kind === 'solved')).toHaveLength(2)
  })
})
