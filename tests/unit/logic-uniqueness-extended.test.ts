/**
 * The uniqueness techniques of the full set (logic/uniqueness/uniqueness-extended.ts), each on
 * a line of HoDoKu's regression library (reglib-1.3.txt, github.com/wyzelli/Hodoku2,
 * copied verbatim; `:code:digits:grid:deleted:eliminations:placements:`, a "+" marks
 * a digit placed while solving) with the exact moves HoDoKu lists, and on a
 * position where it must find nothing. BUG lite, which HoDoKu lacks, on the solve
 * path of top95's first puzzle. Every move is checked against the solution.
 */

import { describe, expect, it } from 'vitest'
import { fast } from '../../src/engine/algorithms/fast'
import { parseHodokuLine } from '../../src/engine/formats/pencil'
import { geometry } from '../../src/engine/geometry'
import { explainTechnique } from '../../src/engine/logic/explain/explain'
import { positionState } from '../../src/engine/logic/position'
import { TECHNIQUES } from '../../src/engine/logic/registry'
import type { Deduction, LogicState, Technique } from '../../src/engine/logic/types'
import { UNIQUENESS_EXTENDED } from '../../src/engine/logic/uniqueness/uniqueness-extended'
import { makePuzzle } from '../../src/engine/puzzle'

const g = geometry(3)

/** A reglib line's state, with `givens` (1 = given, 0 = placed while solving), and its solution. */
function line(text: string): { s: LogicState & { givens: Uint8Array }; solution: number[] } {
  const parsed = parseHodokuLine({ no: 1, text })
  if (!parsed.ok) throw new Error(`unreadable line ${text}`)
  const p = parsed.puzzle
  const placed = new Set(p.placed ?? [])
  const givens = Uint8Array.from(p.givens, (d, c) => (d && !placed.has(c) ? 1 : 0))
  const solution = fast.solve(makePuzzle(p.givens.map((d, c) => (givens[c] ? d : 0)))).solution!
  return { s: { ...positionState(p)!, givens }, solution }
}

/** A grid of 81 tokens: a digit on the board, or "x" and the candidates. */
function grid(text: string): LogicState {
  const values = new Uint8Array(81)
  const masks = new Uint16Array(81)
  text.split(' ').forEach((token, c) => {
    if (token.startsWith('x')) for (const d of token.slice(1)) masks[c]! |= 1 << (Number(d) - 1)
    else values[c] = Number(token)
  })
  return { g, values, masks }
}

const technique = (id: string): Technique => UNIQUENESS_EXTENDED.find((t) => t.id === id)!

function all(t: Technique, s: LogicState): Deduction[] {
  const out: Deduction[] = []
  t.search(s, (d) => {
    out.push(d)
    return false
  })
  return out
}

/** "r9c9" -> cell. */
const cell = (name: string) => 9 * (Number(name[1]) - 1) + Number(name[3]) - 1

/** The deductions of `id` a technique tells, as "r9c9-8 ..." (its eliminations in order). */
function moves(t: Technique, s: LogicState, id: string): string[] {
  const name = (c: number) => `r${Math.floor(c / 9) + 1}c${(c % 9) + 1}`
  return all(t, s)
    .filter((d) => d.technique === id)
    .map((d) => d.eliminate.map(([c, v]) => `${name(c)}-${v}`).join(' '))
}

function sound(ds: readonly Deduction[], solution: readonly number[]): void {
  for (const d of ds) for (const [c, v] of d.eliminate) expect(solution[c]).not.toBe(v)
}

const UR1_MISSING =
  ':0600-2:68:....+3.9.18.+1+97.+4+3.+3.+9.+1....43+85+6+7+2+1+9+9..+48+157+3+71+5+2+9+36..+1..3.9...5+9+3+7+4.+12....1..+3+9.:616 816 626 732 636 836 639 672 296 596 699:899::'
const UR2_MISSING =
  ':0601-2:15:.32+71.......6+2+37.4...+8.9+3.+2.+2.53.+1..7.+1+2.+68.+3+3..+1..+42.2.+34.+1....1.+9..+23....+3.+25+4+1:511 811 911 518 821 921 522 523 828 928 431 532 433 538 562 972:632 633::'
const UR3_MISSING =
  ':0602-2:69:..5....183+7+19.+8...+8..+1.......+45+8+137+2+518.7.+6..+72+3+4..+1+8+54..+8..9.+1+1+8.6..4....+9.1+4+8..:612 214 215 615 216 716 425 625 228 528 932 335 336 238 438 538 638 439 639 739 956 672 273 285 786 692:316::'
const UR4_MISSING =
  ':0603-2:28:+4...+5.1.85+1.2.+4.........4.+59.+4....5....34..+1.+1..+56.2+4....6+15+97+4+641...+5+8+2+7..+4..+63+1:916 323 723 325 725 629 929 734 934 735 836 936 242 744 846 853 256 986 292 892 293 893 995 996:845::'
/** HoDoKu's own type 3 example: a naked pair with the roof in column 3, all in box 4. */
const UR3_BOX =
  ':0602-1:16:..3.+1+6.9...78....6.6......1....+8.......45....45..61..7..81.926.9....3........8.1.:514 225 425 226 334 534 934 235 435 735 236 736 244 744 347 447 547 947 248 348 249 349 949 357 857 957 858 859 264 284 784 294 794:233 241 242 251 252 283 293 933 942 952::'
const UR5 =
  ':0604-1:26:+324+56+7+918..+9..+8.+3...+893+4.+5...+5+7.63.+9+9624+8+3+5+71.+37.5+9+8....+389+17..+7+96+34+2+185..1+6+7+5.+93:121 122 227 229 629 639 479:448::'
const UR5_THREE =
  ':0604-2:57:1..+4..+93+2.2+6.7+3+1+4+5+4+3..2+1+6+78.4+3+2+1.7+8+6+7.+26.+4+35..+6.3.+7+4+2.6..14.2+9+3+2..+7+3...43.+4..+2..+7:812 815 563 573 586 886 592 892 994 595 895:883::'
const UR6 =
  ':0605-1:67:+173+2+8..+6+4+4..+13+6...+6.8...2+31+9+3+47+5+18+26+7..6284+932+8+6+3+94+15+75.9..+3...+34.......+8+6+75123+4+9::675 687::'
const HIDDEN =
  ':0606-1:39:+39+4+6+821+5+7+6+1+873+5+42+952+7+4..+3+681+53.47..+6+4+7.+56+8.3+18+6....+7+457+368.4..+29+4+5.....+3+2+81.....4::966::'
/** HoDoKu's fail case: an older HoDoKu struck r3c5<>4 here, which the solution refutes. */
const HIDDEN_FAIL =
  ':0606-x:34:.51.+8..4+2....2.3...........3..8.+29.....5.4......1.+9+4.....7+5+6+214.6.+29....2........:432 732 832 932 433 633 733 833 933 334 335 635 735 336 881 383 883 392 492 892 992 393 493 893 993 395:435::'
const AR1 =
  ':0607-1:19:+6+45.+3..+1.+1+9+3..268.7+2+8+6.14+3.+3+5+21.68...+1+63+8.....87.+2+51+638+712.43.+6+53+4.6..2+126+9.+1+3.+4+8:714 717 919 525 945 749 757 957 958 559 759 959:951::'
const AR2 =
  ':0608-1:67:+1.2.+8+6+495+5892...6.4..+15+9+8.+2..18+9..2.+8+2......9.9.621..8..8913+2+5.+2..+5+7+8+9..+9..4+6+238.:729 342 742 446 547 649 749 353 453 756 757 358 458 363 768 482 489:129 188::'

describe("HoDoKu's unique rectangles of types 1 to 4 (full set only)", () => {
  const missing = technique('unique-rectangle-hodoku')
  const se = (id: string) => TECHNIQUES.find((t) => t.id === id)!

  it.each([
    ['unique-rectangle-1', 'r9c9-8', 'r8c6,r8c9,r9c6,r9c9', UR1_MISSING],
    ['unique-rectangle-2', 'r3c2-6 r3c3-6', 'r2c1,r2c8,r3c1,r3c8', UR2_MISSING],
    ['unique-rectangle-3', 'r1c6-3', 'r1c1,r1c2,r4c1,r4c2,r1c6', UR3_MISSING],
    ['unique-rectangle-4', 'r4c5-8', 'r4c5,r4c6,r9c5,r9c6', UR4_MISSING],
  ])(
    '%s strikes %s as HoDoKu lists (reglib 060x-2), where SE sees no rectangle',
    (id, expected, cells, text) => {
      const { s, solution } = line(text)
      expect(moves(missing, s, id)).toContain(expected)
      const d = all(missing, s).find((x) => x.technique === id)!
      expect(d.cells).toEqual(cells.split(',').map(cell))
      sound(all(missing, s), solution)
      // A corner lost a or b: the SE set's rectangle of the same type does not see it.
      expect(moves(se(id), s, id)).not.toContain(expected)
    },
  )

  it('type 3: every naked subset of the roof, and the box it locks (reglib 0602-1)', () => {
    const { s, solution } = line(UR3_BOX)
    const d = all(missing, s).find((x) => x.technique === 'unique-rectangle-3')!
    expect(d.cells).toEqual(['r4c3', 'r4c7', 'r5c3', 'r5c7', 'r6c3'].map(cell))
    expect(d.units).toEqual([11, 21])
    expect(d.eliminate.map(([c, v]) => `${v}${c}`).sort()).toEqual(
      [
        [2, 'r3c3'],
        [2, 'r4c1'],
        [2, 'r4c2'],
        [2, 'r5c1'],
        [2, 'r5c2'],
        [2, 'r8c3'],
        [2, 'r9c3'],
        [9, 'r3c3'],
        [9, 'r4c2'],
        [9, 'r5c2'],
      ]
        .map(([v, c]) => `${v}${cell(String(c))}`)
        .sort(),
    )
    sound(all(missing, s), solution)
    // SE's type 3 takes one subset in one unit: it strikes less.
    const seMoves = all(se('unique-rectangle-3'), s).flatMap((x) => x.eliminate)
    expect(seMoves.length).toBeLessThan(d.eliminate.length)
  })

  it('finds nothing where every rectangle keeps both digits (reglib 0604-1)', () => {
    expect(all(missing, line(UR5).s)).toEqual([])
  })
})

describe('unique rectangle type 5', () => {
  const type5 = technique('unique-rectangle-5')

  it('three corners with the same extra 4: r4c8 loses 4 (reglib 0604-1)', () => {
    const { s, solution } = line(UR5)
    const found = all(type5, s)
    expect(moves(type5, s, 'unique-rectangle-5')).toEqual(['r4c8-4'])
    expect(found[0]!.cells).toEqual(['r6c8', 'r6c9', 'r7c8', 'r7c9'].map(cell))
    expect(found[0]!.digits).toEqual([2, 6, 4])
    sound(found, solution)
  })

  it('corners with the extra 8, one of them missing a digit: r8c3 loses 8 (reglib 0604-2)', () => {
    const { s, solution } = line(UR5_THREE)
    expect(moves(type5, s, 'unique-rectangle-5')).toEqual(['r8c3-8'])
    sound(all(type5, s), solution)
  })

  it('finds nothing on a type 1 line (reglib 0600-2)', () => {
    expect(all(type5, line(UR1_MISSING).s)).toEqual([])
  })
})

describe('unique rectangle type 6', () => {
  const type6 = technique('unique-rectangle-6')

  it('6 locked in the rectangle rows and columns: the diagonal extra corners lose 6 (reglib 0605-1)', () => {
    const { s, solution } = line(UR6)
    expect(moves(type6, s, 'unique-rectangle-6')).toEqual(['r7c5-6 r8c7-6'])
    expect(all(type6, s)[0]!.digits).toEqual([6, 7])
    sound(all(type6, s), solution)
  })

  it('finds nothing on a type 1 line (reglib 0600-2)', () => {
    expect(all(type6, line(UR1_MISSING).s)).toEqual([])
  })
})

describe('hidden rectangle', () => {
  const hidden = technique('hidden-rectangle')

  it('r6c6 loses 9 (reglib 0606-1), among the hidden rectangles of the position', () => {
    const { s, solution } = line(HIDDEN)
    expect(moves(hidden, s, 'hidden-rectangle')).toEqual(['r6c6-9', 'r9c5-9'])
    sound(all(hidden, s), solution)
  })

  it("finds nothing on HoDoKu's fail case, where 3 is no longer allowed in every corner (reglib 0606-x)", () => {
    expect(all(hidden, line(HIDDEN_FAIL).s)).toEqual([])
  })
})

describe('avoidable rectangles', () => {
  const ar1 = technique('avoidable-rectangle-1')
  const ar2 = technique('avoidable-rectangle-2')

  it('type 1: three placed corners 1/9/9, the fourth loses 9 (reglib 0607-1)', () => {
    const { s, solution } = line(AR1)
    expect(moves(ar1, s, 'avoidable-rectangle-1')).toEqual(['r5c1-9'])
    sound(all(ar1, s), solution)
  })

  it('type 2: two placed corners, the others {6,1} and {7,1}: r2c9 and r8c8 lose 1 (reglib 0608-1)', () => {
    const { s, solution } = line(AR2)
    expect(moves(ar2, s, 'avoidable-rectangle-2')).toEqual(['r2c9-1 r8c8-1'])
    expect(all(ar2, s)[0]!.fins).toEqual([cell('r8c9') * 9, cell('r9c9') * 9])
    sound(all(ar2, s), solution)
  })

  it('finds nothing when the state does not say which digits are givens, or on the other type', () => {
    const { s } = line(AR1)
    const { givens, ...bare } = s
    expect(givens.some((x) => x)).toBe(true)
    expect(all(ar1, bare)).toEqual([])
    expect(all(ar2, line(AR1).s)).toEqual([])
    expect(all(ar1, line(AR2).s)).toEqual([])
    // Every digit on the board given: nothing can be avoided.
    const allGiven = { ...s, givens: Uint8Array.from(s.values, (v) => (v ? 1 : 0)) }
    expect(all(ar1, allGiven)).toEqual([])
  })
})

describe('BUG lite', () => {
  const bugLite = technique('bug-lite')
  // top95 #1 (4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......)
  // after 31 steps of its SE solve path: rows 8 and 9 hold {6,7} {7,9} {6,9} in columns 2, 5
  // and 7, but r9c7 also holds 2 and 3.
  const TOP95_1 =
    '4 1 7 3 6 9 8 2 5 x2689 3 x2689 1 5 x48 x679 x49 x4679 x689 5 x689 7 2 x48 x369 1 x3469 x8 2 5 4 3 7 1 6 x89 x367 9 1 x5 8 x26 4 x35 x237 x3678 4 x68 x59 1 x26 x2379 x3589 x23789 x29 8 x29 6 4 3 5 7 1 5 x67 3 2 x79 1 x69 x489 x4689 1 x67 4 8 x79 5 x2369 x39 x2369'

  it('six cells over three digits, each twice in each of its units: r9c7 loses 6 and 9', () => {
    const s = grid(TOP95_1)
    const found = all(bugLite, s)
    expect(found).toHaveLength(1)
    expect(found[0]!.cells).toEqual(['r9c7', 'r9c2', 'r9c5', 'r8c7', 'r8c2', 'r8c5'].map(cell))
    expect(found[0]!.eliminate).toEqual([
      [cell('r9c7'), 6],
      [cell('r9c7'), 9],
    ])
    const solution = fast.solve(
      makePuzzle(
        [
          ...'4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......',
        ].map((ch) => (ch === '.' ? 0 : Number(ch))),
      ),
    ).solution!
    sound(found, solution)
    const step = { kind: 'technique' as const, id: found[0]!.technique, ...found[0]!, links: [] }
    expect(explainTechnique(g, step)).toMatch(/were r9c7 6 or 9, the digits could be swapped/)
  })

  it('finds nothing once the pattern is broken (r8c5 loses 7), nor on a rectangle of two digits', () => {
    const s = grid(TOP95_1)
    s.masks[cell('r8c5')]! &= ~(1 << 6)
    expect(all(bugLite, s)).toEqual([])
    expect(all(bugLite, line(UR1_MISSING).s)).toEqual([])
  })
})

describe('sentences', () => {
  it('says the pattern and why, for each technique', () => {
    const cases: [string, string, RegExp][] = [
      ['unique-rectangle-5', UR5, /one of r6c8, r6c9 and r7c8, the corners that also hold 4, is 4/],
      ['unique-rectangle-6', UR6, /6 has no place outside the rectangle/],
      ['hidden-rectangle', HIDDEN, /Were r6c6 9, 3 would fill both of its neighbours/],
      ['avoidable-rectangle-1', AR1, /three of these cells were solved while solving/],
      ['avoidable-rectangle-2', AR2, /if r8c9 and r9c9 took/],
    ]
    for (const [id, text, pattern] of cases) {
      const d = all(technique(id), line(text).s)[0]!
      const step = { kind: 'technique' as const, id: d.technique, ...d, links: [] }
      expect(explainTechnique(g, step), id).toMatch(pattern)
    }
  })
})
