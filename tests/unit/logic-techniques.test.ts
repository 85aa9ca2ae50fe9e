/**
 * One fixture per technique (tests/fixtures/logic/techniques.json), taken from the
 * solve paths of the shared collections (se-rated-1771, hardest-87, top95):
 * - `applies`: a candidate grid where the technique is the easiest that makes
 *   progress (aligned pair exclusion: where it first fires), with the exact
 *   pattern, eliminations and placements it must find. Each was checked against the
 *   puzzle's solution here, and the X-Wing, XY-Wing, naked pair, skyscraper and
 *   X-cycle fixtures by hand against the definitions (SudokuWiki's pages on each).
 * - `absent`: a grid from the same paths where every technique up to a harder one
 *   finds nothing, so this one must find nothing either (for the last one,
 *   dynamic forcing chains (+), the empty grid below).
 * The grids are 81 tokens: a digit for a placed cell, "x" and the candidates otherwise.
 *
 * `published`: textbook examples, each a line of HoDoku's regression test library
 * (reglib-1.3.txt) copied verbatim, with its section named in `source`. That library
 * holds, per line, a grid where the technique has exactly one effect: the line is
 * `:code:digits:grid:deleted:eliminations:placements:extra`, the grid's digits with a
 * "+" placed rather than given, `deleted` the candidates struck before the step, each
 * candidate written digit-row-column ("391" = 3 in r9c1). A code ending "-x" is a
 * fail case: the technique must find nothing there.
 */

import { describe, expect, it } from 'vitest'
import { fast } from '../../src/engine/algorithms/fast'
import { geometry } from '../../src/engine/geometry'
import { explainTechnique } from '../../src/engine/logic/explain/explain'
import { RESCUE, TECHNIQUES } from '../../src/engine/logic/registry'
import type { Deduction, LogicState, Technique } from '../../src/engine/logic/types'
import { makePuzzle } from '../../src/engine/puzzle'
import fixtures from '../fixtures/logic/techniques.json'
import { fixtureState } from '../fixtures/logic-state'
import { libraryLine } from '../fixtures/hodoku-line'

interface Applies {
  source: string
  grid: string
  cells: number[]
  digits: number[]
  place: [number, number][]
  eliminate: [number, number][]
  rating: number
}

const g = geometry(3)

const state = fixtureState

function solutionOf(source: string): number[] {
  const line = source.split(': ')[1]!
  const p = makePuzzle([...line].map((ch) => (/[1-9]/.test(ch) ? Number(ch) : 0)))
  return fast.solve(p).solution!
}

/** The registered technique that produces a deduction id (the chain families share one). */
function techniqueFor(id: string): Technique {
  const family: Record<string, string> = {
    'x-chain': 'forcing-chain',
    'x-cycle': 'forcing-chain',
    'xy-chain': 'forcing-chain',
    aic: 'forcing-chain',
    'unit-forcing-chain': 'cell-forcing-chain',
    'unique-loop-1': 'unique-loop',
    'unique-loop-2': 'unique-loop',
    'unique-loop-3': 'unique-loop',
    'unique-loop-4': 'unique-loop',
  }
  return TECHNIQUES.find((t) => t.id === (family[id] ?? id))!
}

const applies = Object.entries(fixtures.applies as unknown as Record<string, Applies>)
const absent = Object.entries(fixtures.absent as Record<string, { grid: string }>)

describe('each technique on its fixture', () => {
  it('covers every registered technique', () => {
    for (const t of TECHNIQUES) {
      // SE's nested chains (rescues) have their own test on a puzzle: nested-chains.test.ts.
      if (t.id === 'forcing-chain' || RESCUE.has(t.id)) continue
      // A family that names its deductions by type has a fixture for each type.
      const ids = t.id === 'unique-loop' ? [1, 2, 3, 4].map((k) => `${t.id}-${k}`) : [t.id]
      for (const id of ids) expect(fixtures.applies, id).toHaveProperty(id)
      // Nothing in the collections stumps dynamic forcing chains (+): see the empty grid below.
      if (t.id !== 'full-house' && t.id !== 'dynamic-forcing-chain-plus') {
        expect(fixtures.absent, t.id).toHaveProperty(t.id)
      }
    }
  })

  it.each(applies)('%s finds its pattern and exactly its moves', (id, f) => {
    const d = techniqueFor(id).find(state(f.grid)) as Deduction
    expect(d).not.toBeNull()
    expect(d.technique).toBe(id)
    expect(d.rating).toBe(f.rating)
    expect(d.cells).toEqual(f.cells)
    expect(d.digits).toEqual(f.digits)
    expect(d.place).toEqual(f.place)
    expect(d.eliminate).toEqual(f.eliminate)
    expect(d.place.length + d.eliminate.length).toBeGreaterThan(0)
  })

  it.each(applies)('%s: no implied move contradicts the solution', (_, f) => {
    const solution = solutionOf(f.source)
    for (const [cell, digit] of f.place) expect(solution[cell]).toBe(digit)
    for (const [cell, digit] of f.eliminate) expect(solution[cell]).not.toBe(digit)
  })

  it.each(absent)('%s finds nothing where an easier technique is stuck', (id, f) => {
    expect(TECHNIQUES.find((t) => t.id === id)!.find(state(f.grid))).toBeNull()
  })
})

describe('hand-made boards', () => {
  /** An empty 9x9 grid with every candidate open, then `strike` applied. */
  function open(strike: (masks: Uint16Array) => void): LogicState {
    const s: LogicState = { g, values: new Uint8Array(81), masks: new Uint16Array(81).fill(g.all) }
    strike(s.masks)
    return s
  }
  const xWing = TECHNIQUES.find((t) => t.id === 'x-wing')!

  it('X-Wing on 7 in rows 2 and 8, columns 3 and 6, strikes 7 from the rest of those columns', () => {
    const s = open((masks) => {
      for (const row of [1, 7])
        for (let c = 0; c < 9; c++) if (c !== 2 && c !== 5) masks[row * 9 + c]! &= ~(1 << 6)
    })
    const d = xWing.find(s)!
    expect(d.digits).toEqual([7])
    expect(d.cells).toEqual([11, 14, 65, 68])
    expect(d.units).toEqual([1, 7, 9 + 2, 9 + 5])
    const struck = d.eliminate.map(([c]) => c).sort((a, b) => a - b)
    expect(struck).toEqual([2, 5, 20, 23, 29, 32, 38, 41, 47, 50, 56, 59, 74, 77])
  })

  it('no technique finds anything on the empty grid (every candidate open)', () => {
    // Not SE's nested chains: on an empty grid one search would run for hours (every
    // run stalls at once and searches inner chains), and the logic algorithm and the
    // rating only try them on a puzzle with one solution.
    for (const t of TECHNIQUES.filter((x) => !RESCUE.has(x.id)))
      expect([t.id, t.find(open(() => {}))]).toEqual([t.id, null])
  })

  it('X-Wing needs both rows locked: with a third place in row 8 there is none on 7', () => {
    const s = open((masks) => {
      for (const row of [1, 7])
        for (let c = 0; c < 9; c++)
          if (c !== 2 && c !== 5 && !(row === 7 && c === 8)) masks[row * 9 + c]! &= ~(1 << 6)
    })
    const d = xWing.find(s)
    expect(d === null || d.digits[0] !== 7).toBe(true)
  })

  const uniqueLoop = TECHNIQUES.find((t) => t.id === 'unique-loop')!
  const pair = (1 << 3) | (1 << 5) // {4,6}
  // r1c7-r1c8-r9c8-r9c5-r7c5-r7c7: rows 1, 9, 7, columns 8, 5, 7 and boxes 3, 8, 9
  // each hold two of its cells, one at an even and one at an odd place.
  const LOOP = [6, 7, 79, 76, 58, 60]

  it('a unique loop of six cells with one extra cell: that cell loses both digits (SE 4.6)', () => {
    const s = open((masks) => {
      for (const c of LOOP) masks[c] = pair
      masks[58] = pair | 1 // r7c5 also has 1
    })
    const d = uniqueLoop.find(s)!
    expect(d.technique).toBe('unique-loop-1')
    expect(d.rating).toBe(4.6)
    expect([...d.cells].sort((a, b) => a - b)).toEqual([...LOOP].sort((a, b) => a - b))
    expect(d.eliminate).toEqual([
      [58, 4],
      [58, 6],
    ])
    const t = { kind: 'technique' as const, ...d, id: d.technique, links: [] }
    expect(explainTechnique(g, t)).toMatch(
      /^Unique loop \(type 1\) \(SE 4\.6\) on 4 and 6: if the loop r1c7-(r1c8|r7c7)-.*-r1c7 held only 4 and 6/,
    )
  })

  it('a closed path that leaves a box with one of its cells is no deadly pattern', () => {
    // r1c1-r1c5-r5c5-r5c8-r2c8-r2c2: box 2 holds r1c5 alone, so 4 and 6 cannot be swapped.
    const s = open((masks) => {
      for (const c of [0, 4, 40, 43, 16, 10]) masks[c] = pair
      masks[40] = pair | 1
    })
    expect(uniqueLoop.find(s)).toBeNull()
  })
})

interface Published {
  technique: string
  source: string
  line: string
  none?: boolean
}

/** What a deduction takes away, as "cell:digit" keys: a placement strikes the cell's other candidates. */
function struck(s: LogicState, eliminate: [number, number][], place: [number, number][]): string[] {
  const out = eliminate.map(([c, d]) => `${c}:${d}`)
  for (const [c, d] of place)
    for (let k = 1; k <= 9; k++) if (k !== d && s.masks[c]! & (1 << (k - 1))) out.push(`${c}:${k}`)
  return out
}

const published = (fixtures.published as Published[]).map(
  (f) => [`${f.technique} (${f.line.split(':')[1]})`, f] as const,
)

describe('published examples (HoDoku regression test library)', () => {
  it('cover most techniques', () => {
    expect(new Set(published.map(([, f]) => f.technique)).size).toBeGreaterThanOrEqual(25)
  })

  it.each(published)('%s: a valid puzzle with one solution and consistent placed cells', (_, f) => {
    const { givens, s } = libraryLine(f.line)
    const result = fast.solve(makePuzzle(givens), { limit: 2 })
    expect(result.solutions).toBe(1)
    for (let c = 0; c < 81; c++) if (s.values[c]) expect(result.solution![c]).toBe(s.values[c])
  })

  // HoDoku may state in one step what we (like Sudoku Explainer) find in a few of the
  // same technique, e.g. a unique rectangle's subset in both its row and its box: the
  // technique is applied again while its strikes stay within the stated ones, until
  // they are all made; never anything else, and never a candidate of the solution.
  it.each(published)('%s: the technique makes exactly the stated deduction', (_, f) => {
    const { givens, s, eliminate, place } = libraryLine(f.line)
    const technique = techniqueFor(f.technique)
    if (f.none) {
      expect(technique.find(s)).toBeNull()
      return
    }
    const solution = fast.solve(makePuzzle(givens)).solution!
    const want = new Set(struck(s, eliminate, place))
    const got = new Set<string>()
    for (let round = 0; round < 4 && got.size < want.size; round++) {
      const d = technique.find(s)!
      expect(d, `round ${round}`).not.toBeNull()
      expect(d.technique).toBe(f.technique)
      for (const [c, digit] of d.place) expect(solution[c]).toBe(digit)
      for (const [c, digit] of d.eliminate) expect(solution[c]).not.toBe(digit)
      for (const key of struck(s, d.eliminate, d.place)) {
        expect(want).toContain(key)
        got.add(key)
        const [c, digit] = key.split(':').map(Number) as [number, number]
        s.masks[c]! &= ~(1 << (digit - 1))
      }
    }
    expect([...got].sort()).toEqual([...want].sort())
  })

  it('type 3 says which subset the roof makes: naked with extra digits, or hidden with the pair', () => {
    const sentence = (prefix: string) => {
      const f = (fixtures.published as Published[]).find((p) => p.line.startsWith(prefix))!
      const d = techniqueFor('unique-rectangle-3').find(libraryLine(f.line).s)!
      return explainTechnique(g, { kind: 'technique', ...d, id: d.technique })
    }
    // 1/5 in r2c78, r9c78; r9c7 and r9c8 hold 9 and 8 besides.
    expect(sentence(':0602-1:15:+7')).toBe(
      'Unique rectangle (type 3) (SE 4.5) on 1 and 5: if the rectangle r2c7, r2c8, r9c7 and r9c8 held only 1 and 5, the two could be swapped round it and the puzzle would have two solutions. So one of r9c7 and r9c8 holds an extra digit, and only the other may hold 1 or 5: in Row 9, 1 and 5 then fit only in r9c1 and that one cell, a hidden pair, so r9c1 loses every other candidate.',
    )
    expect(sentence(':0602-1:15:.8')).toMatch(
      /^Unique rectangle \(type 3\) \(SE 4\.7\) on \d and \d: .* as if they were one cell; with r\dc\d and r\dc\d that makes a naked triple on \d, \d and \d in (Row|Column|Box) \d, and those digits are struck from the rest of (Row|Column|Box) \d\.$/,
    )
  })
})
