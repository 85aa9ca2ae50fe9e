import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  ALGORITHMS,
  digitChar,
  geometry,
  isSolutionOf,
  makePuzzle,
  parseMany,
  parsePuzzle,
  serialize,
  validatePuzzle,
} from '../../src/engine/full'
import { blankOut, cells, patternSolution } from '../fixtures/puzzles'
import { checkReplay } from '../fixtures/replay'

/** A 25x25 puzzle with 340 of its 625 cells blank (54%), letters A-P for 10-25. */
const LINE = readFileSync('tests/fixtures/formats/twenty-five.txt', 'utf8').trim()
const PUZZLE = makePuzzle(cells(LINE))
const FOR_25 = ALGORITHMS.filter((a) => a.sizes.includes(25))

describe('25x25 boards', () => {
  it('has a geometry: 625 cells, 64 peers each, 25-bit masks', () => {
    const g = geometry(5)
    expect([g.size, g.cells, g.peerCount, g.all]).toEqual([25, 625, 64, (1 << 25) - 1])
    expect(g.units.every((u) => u.length === 25)).toBe(true)
  })

  it('reads a one-liner of 625 cells with letters up to P, and writes it back the same', () => {
    const r = parsePuzzle(LINE)
    expect(r.ok && r.format).toBe('line')
    if (!r.ok) return
    expect(r.puzzle.size).toBe(25)
    expect(r.puzzle.givens).toEqual(PUZZLE.givens)
    expect(Math.max(...r.puzzle.givens)).toBe(25)
    expect(validatePuzzle(r.puzzle)).toEqual([])
    expect(serialize(r.puzzle, 'line')).toBe(LINE)
  })

  it('reads 25 rows of 25 cells (a grid of digits and letters) as the same puzzle', () => {
    const rows = Array.from({ length: 25 }, (_, r) => LINE.slice(25 * r, 25 * r + 25)).join('\n')
    const r = parsePuzzle(rows)
    expect(r.ok && r.format).toBe('grid')
    expect(r.ok && r.puzzle.givens).toEqual(PUZZLE.givens)
  })

  it('reads a collection of 25x25 one-liners', () => {
    const { format, entries } = parseMany(`${LINE}\n# the same again\n${LINE}\n`)
    expect(format).toBe('collection')
    expect(entries.map((e) => e.ok && e.puzzle.size)).toEqual([25, 25])
  })

  it('names a letter past the side, and a bigger board as unsupported', () => {
    const bad = parsePuzzle('Q' + LINE.slice(1))
    expect(!bad.ok && bad.error.message).toBe(
      "Line 1, column 1: expected a digit 1-9, a letter A-P or '.' for an empty cell, found 'Q'",
    )
    const big = parsePuzzle('.'.repeat(36 * 36))
    expect(!big.ok && big.error.message).toBe(
      'Line 1, column 1: found 1296 cells: a 36x36 puzzle, which is not supported (sides 4, 9, 16 and 25 are)',
    )
  })

  it('says which algorithms take 25x25: all but naive and markup', () => {
    expect(FOR_25.map((a) => a.id).sort()).toEqual(['detour', 'dlx', 'fast'])
  })

  it.each(FOR_25)('$id solves the 54%-blank puzzle and the empty board, verified', (a) => {
    for (const p of [PUZZLE, makePuzzle(new Array(625).fill(0))]) {
      const r = a.solve(p)
      expect(r.status).toBe('solved')
      expect(isSolutionOf(p, r.solution!)).toBe(true)
    }
  })

  it.each(FOR_25)('$id takes a filled 25x25 grid as solved with no guess', (a) => {
    const p = makePuzzle(patternSolution(5))
    const r = a.solve(p, { limit: 2 })
    expect([r.status, r.solutions, r.stats.guesses]).toEqual(['solved', 1, 0])
  })

  it.each(FOR_25)('$id records a log on 25x25 that replays both ways to its solution', (a) => {
    // A third of the pattern grid blank: some guessing, a log of a few thousand steps.
    const p = makePuzzle(blankOut(patternSolution(5), 0.35, 11))
    const r = a.solve(p, { record: true })
    expect(r.status).toBe('solved')
    checkReplay(p, r.log!, r.solution)
    // Cells past 511 and digits past 16 survive the encoding.
    const placed = Array.from({ length: r.log!.length }, (_, i) => r.log!.step(i)).filter(
      (s) => s.kind === 'place' && s.cell > 511 && s.digit > 16,
    )
    expect(placed.length).toBeGreaterThan(0)
  })

  it('writes letters for 10 to 25', () => {
    expect([10, 16, 17, 25].map(digitChar).join('')).toBe('AGHP')
  })
})
