/**
 * Never a rating that is not one (issue 32): where SE's techniques run out or the
 * deadline passes, the rating is a stated lower bound, never what was reached shown
 * as a rating; and serate's three figures, ER/EP/ED.
 */
import { describe, expect, it } from 'vitest'
import { rateLine } from '../../src/cli/rate'
import { clock } from '../../src/engine/clock'
import { geometry } from '../../src/engine/geometry'
import { ladderFloor, ratePuzzle } from '../../src/engine/logic/rating'
import { RESCUE, TECHNIQUES } from '../../src/engine/logic/registry'
import { makePuzzle } from '../../src/engine/puzzle'
import { cells, lines } from '../fixtures/puzzles'

const g = geometry(3)
/** Golden Nugget (published ER 11.9): no SE technique finds a step at the start. */
const GOLDEN_NUGGET =
  '.......39.....1..5..3.5.8....8.9...6.7...2...1..4.......9.8..5..2....6..4..7.....'
/** Platinum Blonde (serate 10.6/1.2/1.2): hidden singles, then the techniques run out. */
const PLATINUM_BLONDE =
  '.......12........3..23..4....18....5.6..7.8.......9.....85.....9...4.5..47...6...'
/** An X-Wing puzzle (line 961 of se-rated-1771.tsv, published 3.2). */
const X_WING = lines('puzzles/se-rated-1771.tsv')[960]!.split('\t')[0]!

/** The SE set without its rescues (the nested forcing chains), as a user switching them off has it. */
const NO_NESTED = TECHNIQUES.filter((t) => !RESCUE.has(t.id))

describe('the lower bound', () => {
  it('where the techniques run out at once it is the first one left out, never 0.0 easy', () => {
    const r = ratePuzzle(g, cells(GOLDEN_NUGGET), NO_NESTED)
    expect(r.reached).toEqual({ rating: 0, technique: '' })
    expect([r.bound, r.stuck, r.rating, r.hardest]).toEqual([
      'stuck',
      true,
      9.5,
      'nested-forcing-chain',
    ])
    expect([r.er.atLeast, r.ep.atLeast, r.ed.atLeast]).toEqual([true, true, true])
  }, 60_000)

  it('past the time budget, the CLI prints the bound and where it stopped', () => {
    // Golden Nugget takes minutes: a budget of half a second stops it early, in the
    // forcing chains at the latest on a fast machine, at the singles on a slow one.
    const line = rateLine(makePuzzle(cells(GOLDEN_NUGGET)), clock.now() + 500, 'se', {
      timeoutMs: 500,
    })
    expect(line).toMatch(
      /^>=\d+\.\d (easy|medium|hard|expert|extreme) [a-z-]+ \(stopped at 0\.5 s\)$/,
    )
    expect(line).not.toMatch(/^>=0\.0/)
  }, 60_000)

  it('keeps the figures the path settled before it ran out', () => {
    const r = ratePuzzle(g, cells(PLATINUM_BLONDE), NO_NESTED)
    expect(r.bound).toBe('stuck')
    expect(r.rating).toBeGreaterThanOrEqual(9)
    // EP and ED are settled by the first hidden single, as serate gives them.
    expect(r.ep).toEqual({ rating: 1.2, technique: 'hidden-single-box', atLeast: false })
    expect(r.ed).toEqual({ rating: 1.2, technique: 'hidden-single-box', atLeast: false })
  }, 60_000)

  it('with techniques switched off, only what was reached and the easiest one left out', () => {
    const singles = TECHNIQUES.filter((t) => t.rating < 1.7)
    const r = ratePuzzle(g, cells(X_WING), singles)
    expect(r.bound).toBe('stuck')
    // Direct pointing (1.7) was not tried: SE could take it next, so 1.7 is all that is sound.
    expect([r.rating, r.hardest]).toEqual([1.7, 'direct-pointing'])
    expect(r.reached.rating).toBeLessThanOrEqual(1.7)
  })

  it('past the deadline, it says stopped, at least the technique it stopped in', () => {
    const r = ratePuzzle(g, cells(X_WING), TECHNIQUES, undefined, clock.now() - 1)
    expect([r.bound, r.timedOut, r.stuck]).toEqual(['stopped', true, false])
    // Stopped before any technique searched: only the easiest (full house, 1.0) is sure.
    expect([r.rating, r.hardest, r.er.atLeast]).toEqual([1.0, 'full-house', true])
  })

  it('the floor of the whole SE set is the top of its ladder', () => {
    const all = new Set(TECHNIQUES.map((t) => t.id))
    expect(ladderFloor(g, all)).toEqual({ rating: 10.5, technique: 'nested-dynamic-forcing-chain' })
    all.delete('x-wing')
    expect(ladderFloor(g, all)).toEqual({ rating: 3.2, technique: 'x-wing' })
  })

  it('a full path is a rating, not a bound', () => {
    const r = ratePuzzle(g, cells(X_WING))
    expect([r.rating, r.hardest, r.bound, r.er.atLeast]).toEqual([3.2, 'x-wing', undefined, false])
  })
})

describe("serate's ER/EP/ED", () => {
  it.each([
    // se-rated-1771.tsv line 148, published 5.5: a WXYZ-Wing after hidden singles.
    [lines('puzzles/se-rated-1771.tsv')[147]!.split('\t')[0]!, '5.5/1.2/1.2'],
    // line 260, published 5.6: a BUG.
    [lines('puzzles/se-rated-1771.tsv')[259]!.split('\t')[0]!, '5.6/1.2/1.2'],
    // top95 #78, hand-checked from its path: pointing (2.6) first, so ED 2.6; claiming,
    // a hidden triple (4.0), pointing, a naked pair, pointing, claiming, then the
    // first placement (a naked single): EP 4.0; nothing harder after: ER 4.0.
    [lines('puzzles/top95.txt')[77]!, '4.0/4.0/2.6'],
    // top95 #91: pointing first (ED 2.6); naked pairs (3.0) before the first placement,
    // a direct hidden pair (EP 3.0); an AIC (7.2) later (ER).
    [lines('puzzles/top95.txt')[90]!, '7.2/3.0/2.6'],
  ])('%s is %s', (puzzle, erpd) => {
    expect(rateLine(makePuzzle(cells(puzzle)), 0, 'se', { output: 'erpd' })).toBe(erpd)
  })

  it('--json carries the three figures with their techniques', () => {
    const json = JSON.parse(
      rateLine(makePuzzle(cells(lines('puzzles/top95.txt')[90]!)), 0, 'se', { output: 'json' }),
    )
    expect(json).toMatchObject({
      status: 'rated',
      rating: 7.2,
      level: 'extreme',
      technique: 'aic',
      lowerBound: false,
      reason: null,
      er: { rating: 7.2, technique: 'aic', lowerBound: false },
      ep: { rating: 3, technique: 'naked-pair', lowerBound: false },
      ed: { rating: 2.6, technique: 'pointing', lowerBound: false },
    })
  })

  it('--json of a bound names the reason', () => {
    const json = JSON.parse(
      rateLine(makePuzzle(cells(GOLDEN_NUGGET)), clock.now() + 500, 'both', {
        output: 'json',
        timeoutMs: 500,
      }),
    )
    expect(json).toMatchObject({
      status: 'bound',
      lowerBound: true,
      reason: 'stopped',
      er: { lowerBound: true },
      stoppedAfterS: 0.5,
      hodoku: { lowerBound: true },
    })
    expect(json.hodoku.reason).toBe('stopped at 0.5 s')
    expect(json.rating).toBeGreaterThanOrEqual(1)
  }, 60_000)
})
