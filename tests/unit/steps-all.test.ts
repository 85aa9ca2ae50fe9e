/**
 * Every deduction at a position (logic/all.ts), the position after one
 * (logic/position.ts), the technique switches, HoDoKu's codes and chains in
 * Eureka notation (logic/notation.ts).
 */

import { describe, expect, it } from 'vitest'
import { solveLogic } from '../../src/engine/algorithms/logic'
import { fast } from '../../src/engine/algorithms/fast'
import { geometry } from '../../src/engine/geometry'
import { allDeductions } from '../../src/engine/logic/all'
import { explainTechnique } from '../../src/engine/logic/explain/explain'
import { HODOKU_CODES, hodokuCode } from '../../src/engine/logic/hodoku'
import { TECHNIQUE_IDS } from '../../src/engine/logic/catalogue'
import { chainNotation } from '../../src/engine/logic/notation'
import { applyDeduction, positionState, type Position } from '../../src/engine/logic/position'
import { ratePuzzle } from '../../src/engine/logic/rating'
import {
  EASIEST_IDS,
  FULL_TECHNIQUES,
  REGISTRY_IDS,
  RESCUE,
  TECHNIQUES,
} from '../../src/engine/logic/registry'
import { movesKey, type Deduction, type LogicState } from '../../src/engine/logic/types'
import { hintAt, startBoard } from '../../src/engine/play'
import { makePuzzle } from '../../src/engine/puzzle'
import fixtures from '../fixtures/logic/techniques.json'
import { fixtureState } from '../fixtures/logic-state'
import { cells } from '../fixtures/puzzles'

const g = geometry(3)

const state = fixtureState

/** Every deduction a technique's search tells at a state. */
function told(id: string, s: LogicState): Deduction[] {
  const out: Deduction[] = []
  TECHNIQUES.find((t) => t.id === id)!.search(s, (d) => {
    out.push(d)
    return false
  })
  return out
}

/** The techniques whose `find` keeps the easiest instance rather than the first. */
const EASIEST = new Set([
  'unique-rectangle-3',
  'unique-loop',
  'forcing-chain',
  'cell-forcing-chain',
  'dynamic-forcing-chain',
  'dynamic-forcing-chain-plus',
])

const grids = [
  ...Object.values(fixtures.applies as Record<string, { grid: string }>),
  ...Object.values(fixtures.absent as Record<string, { grid: string }>),
].map((f) => f.grid)

// An X-Wing puzzle (se-rated-1771.tsv line 961, published 3.2) and the AIC one the CLI tests rate.
const XWING = '..8...7...........3..786..98.......3.3.8.7.1..4.3.2.7..8.4.5.9.7.5.3.6.442.9.8.51'
const AIC = '2...5...6.1.....9.6..8.1..3..7.9.6.....7.3...9...8...21.......5.6.9.2.1...3.6.2..'

describe('one search per technique', () => {
  it('find gives the first deduction search tells (the easiest, for the families that rate each)', () => {
    // The fixtures' grids, fast techniques only on all of them, the chain families on a few.
    for (const [i, grid] of grids.entries()) {
      const s = state(grid)
      for (const t of TECHNIQUES) {
        if (t.rating >= 6.5 && i % 8) continue
        // SE's nested chains (its rescues) search for minutes at a position: their
        // find and search are the dynamic chains' code, and nested-chains.test.ts runs them.
        if (RESCUE.has(t.id)) continue
        const found = t.find(s)
        const all = told(t.id, s)
        if (!found) {
          expect(all, `${t.id} on grid ${i}`).toEqual([])
          continue
        }
        if (EASIEST.has(t.id)) {
          expect(
            all.map((d) => `${d.technique} ${movesKey(d)}`),
            `${t.id} on grid ${i}`,
          ).toContain(`${found.technique} ${movesKey(found)}`)
          expect(Math.min(...all.map((d) => d.rating))).toBe(found.rating)
        } else expect(all[0], `${t.id} on grid ${i}`).toEqual(found)
      }
    }
  }, 120_000)
})

const TECHNIQUE_RATING = new Map(FULL_TECHNIQUES.map((t) => [t.id, t.rating]))

describe('allDeductions', () => {
  const puzzle = makePuzzle(cells(XWING))

  it('lists each technique easiest first, each deduction once, the X-Wing among them', () => {
    const { lists, timedOut } = allDeductions(puzzle, { techniques: REGISTRY_IDS.slice(0, 20) })
    expect(timedOut).toBeUndefined()
    // Easiest first: by SE rating (EASIEST_IDS), not in the full set's (HoDoKu's) order.
    expect(lists.map((l) => l.technique)).toEqual(
      EASIEST_IDS.filter((id) => REGISTRY_IDS.slice(0, 20).includes(id)),
    )
    const ratings = lists.map((l) => TECHNIQUE_RATING.get(l.technique)!)
    expect(ratings).toEqual([...ratings].sort((a, b) => a - b))
    for (const l of lists) {
      const keys = l.deductions.map((d) => `${[...d.cells].sort()}|${d.digits}|${movesKey(d)}`)
      expect(new Set(keys).size, l.technique).toBe(keys.length)
      expect(l.cut).toBeUndefined()
    }
    const xWings = lists.find((l) => l.technique === 'x-wing')!.deductions
    expect(xWings.map((d) => movesKey(d))).toContain(
      movesKey(TECHNIQUES[11]!.find(positionState(puzzle)!)!),
    )
    // Every move of every deduction agrees with the solution.
    const solution = fast.solve(puzzle).solution!
    for (const d of lists.flatMap((l) => l.deductions)) {
      for (const [c, v] of d.place) expect(solution[c]).toBe(v)
      for (const [c, v] of d.eliminate) expect(solution[c]).not.toBe(v)
    }
  })

  it('runs only the techniques switched on', () => {
    const { lists } = allDeductions(puzzle, { techniques: ['x-wing', 'naked-single'] })
    expect(lists.map((l) => l.technique)).toEqual(['naked-single', 'x-wing'])
    expect(() => allDeductions(puzzle, { techniques: ['x-wings'] })).toThrow(
      /unknown technique x-wings; known: full-house, /,
    )
  })

  it('says when a list was cut at the cap, or when the deadline had passed', () => {
    const capped = allDeductions(puzzle, { techniques: ['hidden-single-line'], cap: 2 })
    expect(capped.lists[0]!.deductions).toHaveLength(2)
    expect(capped.lists[0]!.cut).toBe('cap')
    const late = allDeductions(puzzle, { deadline: performance.now() - 1 })
    expect(late).toEqual({ lists: [], timedOut: true })
    // A chain family out of its own time: cut, and the techniques after it still run.
    const hard = makePuzzle(cells(AIC))
    const timed = allDeductions(hard, {
      techniques: ['cell-forcing-chain', 'dynamic-forcing-chain'],
      techniqueMs: 0,
    })
    expect(timed.lists.map((l) => [l.technique, l.cut])).toEqual([
      ['cell-forcing-chain', 'time'],
      ['dynamic-forcing-chain', 'time'],
    ])
  })

  it('reads the pencil marks of a position', () => {
    // r1c1 of the X-Wing puzzle has candidates 1, 2, 5, 6 (say); keep one: a naked single.
    const s = positionState(puzzle)!
    const digit = fast.solve(puzzle).solution![0]!
    const marks = Array.from(s.masks)
    marks[0] = 1 << (digit - 1)
    const singles = allDeductions({ ...puzzle, candidates: marks } as Position, {
      techniques: ['naked-single'],
    }).lists[0]!.deductions
    expect(singles.map((d) => d.place[0])).toContainEqual([0, digit])
    expect(
      allDeductions(puzzle, { techniques: ['naked-single'] }).lists[0]!.deductions.map(
        (d) => d.place[0],
      ),
    ).not.toContainEqual([0, digit])
  })
})

describe('applyDeduction', () => {
  it('gives the position after a deduction, which a solve goes on from', () => {
    const puzzle = makePuzzle(cells(XWING))
    const xWing = TECHNIQUES.find((t) => t.id === 'x-wing')!.find(positionState(puzzle)!)!
    const after = applyDeduction(puzzle, xWing)
    for (const [c, d] of xWing.eliminate) expect(after.candidates![c]! & (1 << (d - 1))).toBe(0)
    expect(after.givens).toEqual(puzzle.givens)
    expect(after.placed).toEqual([])
    // The same X-Wing is not found again.
    const again = allDeductions(after, { techniques: ['x-wing'] }).lists[0]!.deductions
    expect(again.map(movesKey)).not.toContain(movesKey(xWing))
    // A placement: the digit stands, struck from its peers, and the cell is `placed`.
    const single =
      TECHNIQUES[0]!.find(positionState(after)!) ?? TECHNIQUES[1]!.find(positionState(after)!)!
    const [cell, digit] = single.place[0]!
    const next = applyDeduction(after, single)
    expect(next.givens[cell]).toBe(digit)
    expect(next.placed).toEqual([cell])
    for (const p of g.peers[cell]!) expect(next.candidates![p]! & (1 << (digit - 1))).toBe(0)
    expect(solveLogic(next).solution).toEqual(fast.solve(puzzle).solution)
  })

  it('refuses a placement where another digit stands', () => {
    const puzzle = makePuzzle(cells(XWING))
    const d: Deduction = {
      technique: 'naked-single',
      rating: 2.3,
      cells: [2],
      digits: [1],
      units: [],
      links: [],
      place: [[2, 1]],
      eliminate: [],
    }
    expect(() => applyDeduction(puzzle, d)).toThrow('r1c3 holds 8; the deduction places 1 there')
  })

  it('the logic solve honours the pencil marks (a mark set without the digit leaves no solution)', () => {
    const puzzle = makePuzzle(cells(XWING))
    const solution = fast.solve(puzzle).solution!
    const marks = Array.from(positionState(puzzle)!.masks)
    marks[0]! &= ~(1 << (solution[0]! - 1))
    expect(solveLogic(puzzle).status).toBe('solved')
    expect(solveLogic({ ...puzzle, candidates: marks } as Position).status).toBe('unsolvable')
  })
})

describe('technique switches', () => {
  const puzzle = makePuzzle(cells(XWING))
  const singles = ['full-house', 'hidden-single-box', 'hidden-single-line', 'naked-single']

  it('the logic solve uses only the techniques switched on, and guesses where they run out', () => {
    const all = solveLogic(puzzle)
    expect(all.logic.ranOut).toBe(false)
    expect(all.logic.counts['x-wing']).toBeGreaterThan(0)
    const only = solveLogic(puzzle, { techniques: singles })
    expect(only.logic.ranOut).toBe(true)
    expect(Object.keys(only.logic.counts).every((id) => singles.includes(id))).toBe(true)
    expect(only.solution).toEqual(all.solution)
    // The rating does not take switches: the X-Wing puzzle still rates 3.2.
    expect(ratePuzzle(g, puzzle.givens).rating).toBe(3.2)
  })

  it("Play's hint names only a technique switched on", () => {
    const solution = fast.solve(puzzle).solution!
    const board = startBoard(puzzle.givens)
    // The full set is in HoDoKu's order: naked singles before hidden singles.
    expect(hintAt(g, puzzle.givens, solution, board, 1).text).toMatch(/Naked single/)
    expect(hintAt(g, puzzle.givens, solution, board, 1, ['hidden-single-box']).text).toMatch(
      /Hidden single in a box/,
    )
  })
})

describe('HoDoKu codes', () => {
  it('names a four-digit code for each deduction id HoDoKu has, - for the others', () => {
    const none = [
      'out-of-techniques',
      'wxyz-wing',
      'vwxyz-wing',
      'aligned-pair-exclusion',
      // SudokuWiki's, not HoDoKu's
      'x-colours',
      '3d-medusa',
      'bug-lite',
      'aligned-triple-exclusion',
      // Sukaku Explainer's, not HoDoKu's
      'grouped-turbot-fish',
      'three-strong-links',
      'four-strong-links',
      'uvwxyz-wing',
      'tuvwxyz-wing',
      // SE's nested forcing chains: HoDoKu has none
      ...[...RESCUE],
    ]
    for (const id of TECHNIQUE_IDS) {
      if (none.includes(id) || id.startsWith('unique-loop')) expect(hodokuCode(id), id).toBe('-')
      else expect(hodokuCode(id), id).toMatch(/^\d{4}$/)
    }
    expect(Object.keys(HODOKU_CODES).every((id) => TECHNIQUE_IDS.includes(id))).toBe(true)
    expect([
      hodokuCode('full-house'),
      hodokuCode('pointing'),
      hodokuCode('x-wing'),
      hodokuCode('bug'),
    ]).toEqual(['0000', '0100', '0300', '0610'])
  })
})

describe('chains in Eureka notation and in words', () => {
  /** The first AIC on the solve path of the AIC puzzle. */
  function firstAic(): Deduction {
    let found: Deduction | null = null
    ratePuzzle(g, cells(AIC), undefined, (d) => {
      if (!found && d.technique === 'aic') found = d
    })
    return found!
  }

  it('writes a chain from the candidate it concludes about, strong =, weak -, one cell once a run', () => {
    // On(8 at r8c1) -> off 5 there -> 5 at r8c3 (row 8) -> off 5 at r2c3 -> 8 there -> off 8 at
    // r2c7 -> 8 at r8c7 (column 7) -> off 8 at r8c1: r8c1 cannot be 8.
    const d = firstAic()
    expect(d.eliminate).toEqual([[63, 8]])
    expect(chainNotation(g, d)).toBe('(8-5)r8c1=(5)r8c3-(5=8)r2c3-(8)r2c7=(8)r8c7-(8)r8c1')
  })

  it("names each link's digit in the sentence", () => {
    const d = firstAic()
    const { technique: id, rating, cells: cs, digits, units, links } = d
    expect(
      explainTechnique(g, { kind: 'technique', id, rating, cells: cs, digits, units, links }),
    ).toBe(
      'Alternating inference chain (SE 7.1) of 7 links through r8c1 (8, 5), r8c3 (5), r2c3 (5, 8), r2c7 (8), r8c7 (8), r8c1 (8): strong and weak links alternate; the assumption at its start turns against itself, so its opposite holds.',
    )
  })

  it('writes a continuous loop round to its start, and nothing for a deduction without links', () => {
    const n = 9
    const cand = (cell: number, d: number) => cell * n + d - 1
    // An X-cycle on 3: r1c6 = r2c6 - r2c8 = r1c8 - r1c6.
    const links = [
      { from: cand(5, 3), to: cand(14, 3), strong: true },
      { from: cand(14, 3), to: cand(16, 3), strong: false },
      { from: cand(16, 3), to: cand(7, 3), strong: true },
      { from: cand(7, 3), to: cand(5, 3), strong: false },
    ]
    expect(chainNotation(g, { links })).toBe('(3)r1c6=(3)r2c6-(3)r2c8=(3)r1c8-(3)r1c6')
    expect(chainNotation(g, { links: [] })).toBeNull()
  })
})
