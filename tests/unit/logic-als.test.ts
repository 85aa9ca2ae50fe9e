/**
 * The ALS family and Sue de Coq (als.ts, sue-de-coq.ts) on lines of HoDoKu's
 * regression library (reglib-1.3.txt), copied verbatim: `:code:digits:grid:deleted:
 * eliminations:placements:`, the grid's digits with a "+" placed rather than given,
 * each candidate written digit-row-column ("327" = 3 in r2c7). Sections: 0901 ALS-XZ
 * (type 1 singly, type 2 doubly linked), 0902 ALS-XY-Wing, 0903 ALS-XY-Chain, 0904
 * Death Blossom, 1101 Sue de Coq. A position of another section serves as one where
 * a technique must find nothing.
 */

import { describe, expect, it } from 'vitest'
import { fast } from '../../src/engine/algorithms/fast'
import { parseHodokuLine } from '../../src/engine/formats/pencil'
import { geometry } from '../../src/engine/geometry'
import { ALS_TECHNIQUES, chainRating } from '../../src/engine/logic/als/als'
import { explainTechnique } from '../../src/engine/logic/explain/explain'
import { positionState } from '../../src/engine/logic/position'
import type { Deduction, LogicState, Technique } from '../../src/engine/logic/types'
import { makePuzzle } from '../../src/engine/puzzle'

const g = geometry(3)

const LINES = {
  xzSingly:
    ':0901-1:3:.24.6.+7..5.74.9.1.....+7......+5.9+4+87+14+7.+6.85.3..8..7.6.+7......46.+46..3.+57.5.7+4+61..:314 819 225 134 237 937 238 938 239 839 269 372 972 973 274 291 891 999:327::',
  xzDoubly:
    ':0901-2:12479:.......+3.6..5..18..83.1..+2....9573...6.....92...........+6...254.487...1+3..23.....:111 615 616 636 453 457 261 262 164 464 664 465 467 667 668 669 171 971 172 972 985 986 791 792 895 995 196 896 996:141 149 151 153 161 162 163 212 413 463 725 925 926::',
  xyWing:
    ':0902-1:7:+8...43..+1.+3+1.5+7..8.721......9+3+5+1......5....1.18.3..........1.67..7..91..3+1+8+76592+4:441 247 451 254 454 854 255 257 265 267 471 274 875 481 284 885:768::',
  xyWingOverlap:
    ':0902-2:2:..1...34.4....697....23+4...9...5.8.....6.8.....8.9...1....45...+5728....4.84...5..:711 912 519 538 249 257 259 559 759 667 974 177 677 678 978 279 979 186 188 688 298 299:262::',
  chain:
    ':0903-1:69:..+1.3+7......2+1+8.577.....81.1.9+3+65....6..+74.3.....82.....87....44.....+78..37+8+415..:212 412 914 932 533 934 939 277 677 977 582 984 289 689 989:611 911 912 927::',
  deathBlossom:
    ':0904-1:9:8+7+14..6..5+42...7..+93+6+8+57+42+1.28.7.+3.....3.6+2....+3+21.54..1.7..+93.+3.9...8+72.+87..3+1.4:915 919 924 929 641 946 948 958 959 669 475 675 476 584 694:966::',
  deathBlossomOverlap:
    ':0904-2:3:5.+6.+281.3.2.6.....1..5..6.+2+9.7.6.+82.6.+38.2..9+48+2.9.3+6.+8.1.+57..6....+86.5.2+654....8:927 728 374 978 787 789 998:384::',
  sueDeCoq:
    ':1101:1379:+51.....49..9315.68...+9.+45......96......4.+3.2..3........6...78......4...67.5+63...4::178 179 188 347 747 757 767 978 988::',
  sueDeCoqDeleted:
    ':1101:467:5+7..4.9.2.......41+413+9+265..+8...17.2.3.........61.98...98......5.+3...+9.......84.+93:314 818 324 727 827 443 453 374:449 457 459 657 677 687 697 757 758 759 768::',
  sueDeCoqExtended:
    ':1101:1567:+3+2+1+94+5+867..9.+28.+34..4..3+9+2.+9+3+5+4...8.+47+8..2..961+25+8+9+47+32+4.........3....4.1..2.43..:781 682 692:174 175 179 579 587 589 599 674 675 679 774 775::',
}

function stateOf(line: string): LogicState {
  const parsed = parseHodokuLine({ no: 1, text: line })
  if (!parsed.ok) throw new Error('bad line')
  return positionState(parsed.puzzle)!
}

function solutionOf(line: string): number[] {
  const digits = [...line.split(':')[3]!.replace(/\+/g, '')].map((ch) =>
    ch === '.' ? 0 : Number(ch),
  )
  return fast.solve(makePuzzle(digits)).solution!
}

/** The line's expected eliminations as [cell, digit], in the engine's order. */
function expected(line: string): [number, number][] {
  return line
    .split(':')[5]!
    .trim()
    .split(/\s+/)
    .map((t) => {
      const [d, r, c] = [...t].map(Number) as [number, number, number]
      return [(r - 1) * 9 + c - 1, d] as [number, number]
    })
    .sort((a, b) => a[0] - b[0] || a[1] - b[1])
}

const technique = (id: string): Technique => ALS_TECHNIQUES.find((t) => t.id === id)!

/** Every deduction of a technique at a line's position (capped). */
function all(id: string, line: string, cap = 300): Deduction[] {
  const out: Deduction[] = []
  technique(id).search(stateOf(line), (d) => {
    out.push(d)
    return out.length >= cap
  })
  return out
}

function sentenceOf(d: Deduction): string {
  const { technique: id, rating, cells, digits, units, links, groups } = d
  return explainTechnique(g, {
    kind: 'technique',
    id,
    rating,
    cells,
    digits,
    units,
    links,
    ...(groups ? { groups } : {}),
  })
}

describe('the ALS techniques on HoDoKu library lines', () => {
  it('ALS-XZ, singly linked (0901 type 1): r1c4, r1c6, r2c5 and r1c8, r1c9, r2c9, r3c8 share the RC 5, and 3 leaves r2c7', () => {
    const d = technique('als-xz').find(stateOf(LINES.xzSingly))!
    expect(d.technique).toBe('als-xz')
    expect(d.rating).toBe(5.7)
    expect(d.cells).toEqual([3, 5, 13, 7, 8, 17, 25])
    expect(d.digits).toEqual([5])
    expect(d.eliminate).toEqual(expected(LINES.xzSingly))
    expect(d.groups).toHaveLength(2)
    expect(sentenceOf(d)).toContain(
      'the cells r1c4, r1c6, r2c5 (an almost locked set on 1, 3, 5, 8) and r1c8, r1c9, r2c9, r3c8 (on 2, 3, 5, 8, 9) share the restricted common 5',
    )
  })

  it('ALS-XZ, doubly linked (0901 type 2): RCs 2 and 4, and each set also strikes its locked digits', () => {
    const d = technique('als-xz').find(stateOf(LINES.xzDoubly))!
    expect(d.cells).toEqual([10, 11, 17, 28, 29])
    expect(d.digits).toEqual([2, 4])
    expect(d.eliminate).toEqual(expected(LINES.xzDoubly))
    expect(sentenceOf(d)).toContain('share the restricted commons 2 and 4')
  })

  it('ALS-XY-Wing (0902 type 1): r3c5, r3c6 links two sets by 6 and 9, and 7 leaves r6c8', () => {
    const d = technique('als-xy-wing').find(stateOf(LINES.xyWing))!
    expect(d.rating).toBe(6.0)
    expect(d.cells).toEqual([22, 23, 7, 16, 24, 25, 26, 49])
    expect(d.digits).toEqual([6, 9])
    expect(d.eliminate).toEqual(expected(LINES.xyWing))
    expect(d.groups).toHaveLength(3)
  })

  it("ALS-XY-Wing with overlapping sets (0902 type 2) strikes the line's candidate", () => {
    const want = expected(LINES.xyWingOverlap)
    const ds = all('als-xy-wing', LINES.xyWingOverlap)
    expect(
      ds.some((d) => want.every(([c, x]) => d.eliminate.some(([ec, ed]) => ec === c && ed === x))),
    ).toBe(true)
  })

  it('ALS chain (0903): four sets linked by 5, 6 and 2 strike 6 and 9 from r1c1, 9 from r1c2 and r2c7', () => {
    const d = technique('als-chain').find(stateOf(LINES.chain))!
    expect(d.rating).toBe(6.3)
    expect(d.groups).toHaveLength(4)
    expect(d.digits).toEqual([2, 5, 6])
    expect(d.eliminate).toEqual(expected(LINES.chain))
    expect(d.links).toHaveLength(3)
  })

  it('an ALS chain is rated 6.3 for four sets and a tenth more per two sets beyond', () => {
    expect([4, 5, 6, 7, 8].map(chainRating)).toEqual([6.3, 6.4, 6.4, 6.5, 6.5])
  })

  it('death blossom (0904 type 1): stem r8c6 with a petal for 1, 4 and 5, and 9 leaves r6c6', () => {
    const d = technique('death-blossom').find(stateOf(LINES.deathBlossom))!
    expect(d.rating).toBe(6.5)
    expect(d.cells[0]).toBe(68)
    expect(d.digits).toEqual([1, 4, 5])
    expect(d.eliminate).toEqual(expected(LINES.deathBlossom))
    expect(d.groups).toHaveLength(3)
    expect(sentenceOf(d)).toContain('the stem r8c6 (1, 4 and 5)')
  })

  it("death blossom with overlapping petals (0904 type 2) strikes the line's candidates", () => {
    const want = expected(LINES.deathBlossomOverlap)
    const ds = all('death-blossom', LINES.deathBlossomOverlap)
    expect(
      ds.some((d) => want.every(([c, x]) => d.eliminate.some(([ec, ed]) => ec === c && ed === x))),
    ).toBe(true)
  })

  it('Sue de Coq (1101): r8c7, r9c7 with r1c7, r2c7 in column 7 and r9c8 in box 9', () => {
    const d = technique('sue-de-coq').find(stateOf(LINES.sueDeCoq))!
    expect(d.rating).toBe(5.0)
    expect(d.cells).toEqual([69, 78, 6, 15, 79])
    expect(d.units).toEqual([9 + 6, 18 + 8])
    expect(d.eliminate).toEqual(expected(LINES.sueDeCoq))
    expect(d.groups).toHaveLength(3)
    expect(sentenceOf(d)).toContain('where column 7 crosses box 9, r8c7, r9c7 hold 1, 2, 3, 7, 9')
  })

  it("Sue de Coq on a position with deleted candidates, and an extended one, strike exactly the line's candidates", () => {
    expect(technique('sue-de-coq').find(stateOf(LINES.sueDeCoqDeleted))!.eliminate).toEqual(
      expected(LINES.sueDeCoqDeleted),
    )
    const want = expected(LINES.sueDeCoqExtended)
    expect(
      all('sue-de-coq', LINES.sueDeCoqExtended).some(
        (d) => JSON.stringify(d.eliminate) === JSON.stringify(want),
      ),
    ).toBe(true)
  })

  it.each([
    ['sue-de-coq', LINES.xzSingly],
    ['als-xz', LINES.xyWing],
    ['als-xy-wing', LINES.chain],
    [
      'als-chain',
      ':0901-1:1:...2..6..67...8....853+6.......+4.6...5..19...2+1.4...79+6.....426....7..8.3.1.+6.29..:719 427 345 545 845 365 579:128::',
    ],
    [
      'death-blossom',
      ':0901-1:7:.........2.....3495...3926..9.........41..+98....598..4..182...6......7....3..6...:111 711 811 112 712 812 713 813 714 515 715 516 716 722 625 725 726 739 341 744 348 162 589 794:752::',
    ],
  ])('%s finds nothing where its pattern is absent', (id, line) => {
    expect(technique(id).find(stateOf(line))).toBeNull()
  })

  it.each(Object.entries(LINES))(
    'no deduction of the family contradicts the solution (%s)',
    (_, line) => {
      const solution = solutionOf(line)
      for (const t of ALS_TECHNIQUES)
        for (const d of all(t.id, line, 200)) {
          expect(d.eliminate.length).toBeGreaterThan(0)
          for (const [cell, digit] of d.eliminate)
            expect([t.id, cell, solution[cell]]).not.toEqual([t.id, cell, digit])
        }
    },
  )

  it('a search leaves the state as it was', () => {
    const s = stateOf(LINES.chain)
    const before = s.masks.slice()
    for (const t of ALS_TECHNIQUES) t.search(s, () => false)
    expect(s.masks).toEqual(before)
  })
})
