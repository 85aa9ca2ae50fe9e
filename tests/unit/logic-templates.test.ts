/**
 * Locked pair and triple, template set and delete, aligned triple exclusion
 * (logic/last-resort/templates.ts, logic/last-resort/aligned-triple.ts). The published examples are lines of
 * HoDoKu's regression test library (reglib-1.3.txt, by Bernhard Hobiger), copied
 * verbatim: `:code:digits:grid:deleted:eliminations:placements:extra`, a "+" before a
 * placed (not given) digit, candidates written digit-row-column ("477" = 4 in r7c7).
 * That library has no aligned triple exclusion line; its example is a grid from the
 * solve path of top95's puzzle 19, checked by hand below.
 */

import { describe, expect, it } from 'vitest'
import { fast } from '../../src/engine/algorithms/fast'
import { geometry } from '../../src/engine/geometry'
import { alignedTripleExclusion } from '../../src/engine/logic/last-resort/aligned-triple'
import { explainTechnique } from '../../src/engine/logic/explain/explain'
import { FULL_TECHNIQUES } from '../../src/engine/logic/registry'
import {
  lockedPair,
  lockedTriple,
  templateCounts,
  templateDelete,
  templateSet,
} from '../../src/engine/logic/last-resort/templates'
import type { Deduction, LogicState, Technique } from '../../src/engine/logic/types'
import { makePuzzle } from '../../src/engine/puzzle'
import type { Step } from '../../src/engine/steps'
import { libraryLine as hodokuLibraryLine } from '../fixtures/hodoku-line'

const g = geometry(3)

/** A library line, its stated moves in the board's order. */
function libraryLine(line: string) {
  const byCell = (a: [number, number], b: [number, number]) => a[0] - b[0] || a[1] - b[1]
  const l = hodokuLibraryLine(line)
  return { ...l, eliminate: l.eliminate.sort(byCell), place: l.place.sort(byCell) }
}

/** Every deduction a technique finds at the state. */
function all(t: Technique, s: LogicState): Deduction[] {
  const out: Deduction[] = []
  t.search(s, (d) => {
    out.push(d)
    return false
  })
  return out
}

/** No deduction strikes a digit of the solution or places another. */
function expectSound(found: readonly Deduction[], solution: readonly number[]) {
  for (const d of found) {
    for (const [c, digit] of d.eliminate) expect(solution[c]).not.toBe(digit)
    for (const [c, digit] of d.place) expect(solution[c]).toBe(digit)
  }
}

const step = (d: Deduction) => ({ kind: 'technique' as const, ...d, id: d.technique })

/** The sentence a user reads for a deduction, with the moves it implies. */
function sentence(d: Deduction): string {
  const moves: Step[] = [
    ...d.eliminate.map(([cell, digit]) => ({
      kind: 'eliminate' as const,
      cell,
      digit,
      because: null,
    })),
    ...d.place.map(([cell, digit]) => ({
      kind: 'place' as const,
      cell,
      digit,
      reason: 'technique' as const,
    })),
  ]
  return explainTechnique(g, step(d), moves)
}

// reglib 0110 (Locked Pair), the first line.
const LOCKED_PAIR =
  ':0110-1:47:6.......8..2....7.94.........15.98..79....5.2.....4..916...5.2......2..5..3961...::477 479 487 488 491 498 777 779 787 792::'
// reglib 0111 (Locked Triple), the first line.
const LOCKED_TRIPLE =
  ':0111-1:678:....4.3...8...1429..15......76.....8.....2.....9.5..7...8......3.........9.1.863.::618 619 631 632 635 636 719 731 735 736 818 835::'
// reglib 1201 (Template Set) for 7, and 1202 (Template Delete) for 4.
const TEMPLATE_SET =
  ':1201:7:....7..1.......673..8..5......51..461..7.6..926..94......8..7..712.......4..2....:::732 743 769 796:'
const TEMPLATE_DELETE =
  ':1202:4:.62...5.....9752......6.849...8.26....4.5.9....16.4...295.1......3426.....6...12.::411 422 479 491 499::'
// reglib 0200 (Naked Pair), the first line: a naked pair that is no locked one, and no template move.
const NAKED_PAIR =
  ':0200:16:7.+9...+3+4.+3.274.58+948+59..+7+2..3+1..8+49+7.47.9.86..9+84.+7+21.+8+2+3.+79.54+176+2549+3+8+9+5+4....+72::114 115 116 614 615 616::'
// reglib 0000 (Full House), the first line: a grid nearly full.
const FULL_HOUSE =
  ':0000:1:+6+3+42+8+9...8+7531+6+2+9+42+91+7+5+4+6+38+349+16+58+7+2+5+8+79+42..+6+1+62+83+754+97+5+8+4+2+39+61+9.+6+5784+23+4+2+3+6+91...:::182:'

describe('locked pair and locked triple', () => {
  it('a locked pair (4 and 7 in r9c7 and r9c9) strikes them from Row 9 and Box 9: exactly the stated moves', () => {
    const { s, solution, eliminate } = libraryLine(LOCKED_PAIR)
    const d = lockedPair.find(s)!
    expect(d.technique).toBe('locked-pair')
    expect(d.rating).toBe(3.0)
    expect(d.cells).toEqual([78, 80])
    expect(d.digits).toEqual([4, 7])
    expect(d.units).toEqual([8, 26])
    expect(d.eliminate).toEqual(eliminate)
    expectSound(all(lockedPair, s), solution)
  })

  it('a locked triple (6, 7 and 8 in r3c7-9) strikes them from Row 3 and Box 3: exactly the stated moves', () => {
    const { s, solution, eliminate } = libraryLine(LOCKED_TRIPLE)
    const d = lockedTriple.find(s)!
    expect(d.technique).toBe('locked-triple')
    expect(d.rating).toBe(3.6)
    expect(d.cells).toEqual([24, 25, 26])
    expect(d.digits).toEqual([6, 7, 8])
    expect(d.units).toEqual([2, 20])
    expect(d.eliminate).toEqual(eliminate)
    expectSound(all(lockedTriple, s), solution)
    expect(sentence(d)).toBe(
      'Locked triple (SE ≈3.6): r3c7, r3c8 and r3c9 hold only 6, 7 and 8 between them and lie in both Row 3 and Box 3, so 6, 7 and 8 are struck from the rest of both. Result: r1c8 loses 6 and 8; r1c9 loses 6 and 7; r3c1 loses 6 and 7; r3c2 loses 6; r3c5 loses 6, 7 and 8; r3c6 loses 6 and 7.',
    )
  })

  it('a pair in a box and a row that strikes only inside both is a naked pair, not a locked one', () => {
    // HoDoKu's own note in reglib 0110 (a line it keeps commented out): 2 and 7 in
    // r1c1 and r1c2 strike only 2 from r1c3, which lies in Row 1 and Box 1 alike.
    const { s } = libraryLine(
      ':0110-1:27:...5.+98.43+5+6+8+7+421+9.9...+2+7..9.7..6....1.+9+8+53+7.+5...27+9..1.+9+6+5+3+4.7..+3248.9...5+79+1+6..::213::',
    )
    expect(lockedPair.find(s)).toBeNull()
  })

  it('a naked pair outside any box-line intersection is no locked pair', () => {
    const { s } = libraryLine(NAKED_PAIR)
    expect(lockedPair.find(s)).toBeNull()
    expect(lockedTriple.find(s)).toBeNull()
  })
})

describe('template set and template delete', () => {
  it('every digit has 46,656 templates on the empty grid', () => {
    const s: LogicState = { g, values: new Uint8Array(81), masks: new Uint16Array(81).fill(g.all) }
    expect(templateCounts(s)!.slice(1)).toEqual(Array(9).fill(46656))
    expect(templateSet.find(s)).toBeNull()
    expect(templateDelete.find(s)).toBeNull()
  })

  it('template set places 7 in r3c2, r4c3, r6c9 and r9c6: exactly the stated placements', () => {
    const { s, solution, place } = libraryLine(TEMPLATE_SET)
    const found = all(templateSet, s)
    expectSound(found, solution)
    const seven = found.find((d) => d.digits[0] === 7)!
    expect(seven.technique).toBe('template-set')
    expect(seven.rating).toBe(7.5)
    expect(seven.place).toEqual(place)
    expect(seven.cells).toEqual(place.map(([c]) => c))
    expect(sentence(seven)).toMatch(
      /^Template set \(SE ≈7\.5\) on 7: of the 46,656 ways to place the nine 7s \(one in each row, column and box\), only those that keep the 7s already placed and use cells where 7 is still a candidate can happen(, and that take no cell every remaining way to place [\d, and]+ needs)?\. Every one of them puts 7 in r3c2, r4c3, r6c9 and r9c6, so 7 goes there\. Result: r3c2 = 7; r4c3 = 7; r6c9 = 7; r9c6 = 7\.$/,
    )
  })

  it('template delete strikes 4 from r1c1, r2c2, r7c9, r9c1 and r9c9: exactly the stated eliminations', () => {
    const { s, solution, eliminate } = libraryLine(TEMPLATE_DELETE)
    const found = all(templateDelete, s)
    expectSound(found, solution)
    const four = found.find((d) => d.digits[0] === 4)!
    expect(four.technique).toBe('template-delete')
    expect(four.eliminate).toEqual(eliminate)
  })

  it('set and delete never strike a solution digit on the library lines above', () => {
    for (const line of [TEMPLATE_SET, TEMPLATE_DELETE, LOCKED_PAIR, LOCKED_TRIPLE]) {
      const { s, solution } = libraryLine(line)
      expectSound([...all(templateSet, s), ...all(templateDelete, s)], solution)
    }
  })

  it('nothing where no digit has a cell all its templates share or avoid', () => {
    const { s } = libraryLine(NAKED_PAIR)
    expect(templateSet.find(s)).toBeNull()
    expect(templateDelete.find(s)).toBeNull()
  })
})

describe('aligned triple exclusion', () => {
  // Top95 puzzle 19 on its solve path, where every SE technique up to aligned pair
  // exclusion (6.2) is stuck. Column 2 in box 4: r4c2 {1,5,6}, r5c2 {1,4,5}, r6c2
  // {1,4,5,9}. r6c1 {1,4} (box 4) and r3c2 {5,6} (column 2) see all three, so no
  // combination holds both 1 and 4, or both 5 and 6. r6c2 = 1 leaves r5c2 = 5 (not 4),
  // then r4c2 = 6: 5 and 6. r6c2 = 4: r5c2 = 5 (not 1), r4c2 = 1 or 6: both barred.
  // r6c2 = 5: r4c2 = 1 or 6; 6 is barred, 1 leaves r5c2 = 4. So r6c2 is 9.
  const GRID =
    'x14 2 3 7 5 9 x148 x148 6 8 7 x14 2 6 x134 5 9 x134 9 x56 x56 x138 x138 x1348 7 2 x134 x26 x156 x12568 x1358 4 x138 9 7 x158 3 x145 7 x158 9 6 x148 x1458 2 x14 x1459 x14589 x158 2 7 x36 x36 x1458 5 x1369 x1269 4 7 x138 x12368 x1368 x189 x67 x13469 x1469 x69 x138 2 x13468 x134568 x145789 x267 8 x12469 x69 x13 5 x12346 x1346 x1479'
  const PUZZLE = '.237....68...6.59.9.....7......4.97.3.7.96..2.........5..47.........2....8.......'
  function grid(text: string): LogicState {
    const values = new Uint8Array(81)
    const masks = new Uint16Array(81)
    text.split(' ').forEach((token, c) => {
      if (token.startsWith('x')) for (const d of token.slice(1)) masks[c]! |= 1 << (Number(d) - 1)
      else values[c] = Number(token)
    })
    return { g, values, masks }
  }

  it('strikes 1, 4 and 5 from r6c2 (column 2 in box 4), with r6c1 and r3c2 as the sets', () => {
    const s = grid(GRID)
    const d = alignedTripleExclusion.find(s)!
    expect(d.technique).toBe('aligned-triple-exclusion')
    expect(d.rating).toBe(7.5)
    expect(d.cells).toEqual([28, 37, 46, 19, 45])
    expect(d.units).toEqual([10, 21])
    expect(d.eliminate).toEqual([
      [46, 1],
      [46, 4],
      [46, 5],
    ])
    // r6c1's 1 and 4, r3c2's 5 and 6 (candidates cell * 9 + digit - 1).
    expect(d.groups).toEqual([
      [405, 408],
      [175, 176],
    ])
    const solution = fast.solve(
      makePuzzle([...PUZZLE].map((ch) => (ch === '.' ? 0 : Number(ch)))),
    ).solution!
    expectSound(all(alignedTripleExclusion, s), solution)
    expect(sentence(d)).toBe(
      'Aligned triple exclusion (SE ≈7.5): r4c2, r5c2 and r6c2 share Column 2 and Box 4, so they hold three different digits. A combination is impossible when it would leave a set of cells seeing all three with fewer digits than cells: r6c1 (14) and r3c2 (56). The candidates of the three that fit no remaining combination are struck. Result: r6c2 loses 1, 4 and 5.',
    )
  })

  it('finds nothing on a grid nearly full (reglib 0000, full house)', () => {
    expect(alignedTripleExclusion.find(libraryLine(FULL_HOUSE).s)).toBeNull()
  })

  it('never strikes a solution digit on the library lines above', () => {
    for (const line of [LOCKED_PAIR, LOCKED_TRIPLE, TEMPLATE_SET, TEMPLATE_DELETE, NAKED_PAIR]) {
      const { s, solution } = libraryLine(line)
      expectSound(all(alignedTripleExclusion, s), solution)
    }
  })
})

describe('in the full set', () => {
  it('the five techniques are registered with their ratings, 9x9 for templates and the triple', () => {
    const byId = new Map(FULL_TECHNIQUES.map((t) => [t.id, t]))
    expect(byId.get('locked-pair')!.rating).toBe(3.0)
    expect(byId.get('locked-triple')!.rating).toBe(3.6)
    expect(byId.get('template-set')!.sizes).toEqual([9])
    expect(byId.get('template-delete')!.rating).toBe(7.5)
    expect(byId.get('aligned-triple-exclusion')!.sizes).toEqual([9])
    expect(byId.get('locked-pair')!.sizes).toEqual([4, 9, 16])
  })
})
