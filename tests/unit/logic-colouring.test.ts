/**
 * The colouring family of the full set (src/engine/logic/colouring/colouring.ts): empty
 * rectangles, dual two-string kites, W-Wings, remote pairs, simple colours,
 * multi-colours, X-colours and 3D Medusa.
 *
 * Published examples: lines of HoDoKu's regression library (reglib-1.3.txt) copied
 * verbatim, each named by its section. A line is
 * `:code:digits:givens:deleted:eliminations:placements:extra:`, the givens' "+"
 * digits placed rather than given, each candidate written digit-row-column ("576" =
 * 5 in r7c6). The technique must find a deduction of the line's kind striking
 * exactly the line's eliminations.
 *
 * X-colours and 3D Medusa have no HoDoKu code: their positions were taken where
 * they fire on the solve paths of top95 (no other technique of the family applying),
 * written as HoDoKu lines (all the digits placed, the candidates struck), and every
 * move is checked by brute force against the puzzle's one solution.
 *
 * Throughout, every deduction a search tells is checked against the solution, and a
 * sweep along solve paths checks every deduction of the family at every step.
 */

import { describe, expect, it } from 'vitest'
import { fast } from '../../src/engine/algorithms/fast'
import { parseHodokuLine } from '../../src/engine/formats/pencil'
import { geometry } from '../../src/engine/geometry'
import { COLOURING_AND_WINGS } from '../../src/engine/logic/colouring/colouring'
import { explainTechnique } from '../../src/engine/logic/explain/explain'
import { TECHNIQUE_NAMES } from '../../src/engine/logic/catalogue'
import { applyDeduction, filled, nextDeduction, startState } from '../../src/engine/logic/path'
import { positionState } from '../../src/engine/logic/position'
import { TECHNIQUES } from '../../src/engine/logic/registry'
import type { Deduction, LogicState, Technique } from '../../src/engine/logic/types'
import { makePuzzle } from '../../src/engine/puzzle'
import type { Step, TechniqueStep } from '../../src/engine/steps'
import { puzzleLines } from '../fixtures/puzzles'

const g = geometry(3)

function technique(id: string): Technique {
  return COLOURING_AND_WINGS.find((t) => t.id === id)!
}

interface Position {
  s: LogicState
  solution: number[]
}

function position(line: string): Position {
  const parsed = parseHodokuLine({ no: 1, text: line })
  if (!('puzzle' in parsed)) throw new Error(`not a HoDoKu line: ${line}`)
  const s = positionState(parsed.puzzle)!
  const solution = fast.solve(makePuzzle(parsed.puzzle.givens)).solution!
  return { s, solution }
}

/** Moves as HoDoKu writes them, sorted: "576" (5 in r7c6). */
function hodoku(moves: readonly [number, number][]): string[] {
  return moves.map(([c, d]) => `${d}${Math.floor(c / 9) + 1}${(c % 9) + 1}`).sort()
}

/** Every deduction the technique tells at the position, each checked against the solution. */
function found(id: string, p: Position): Deduction[] {
  const out: Deduction[] = []
  technique(id).search(p.s, (d) => {
    out.push(d)
    return false
  })
  for (const d of out) {
    for (const [c, digit] of d.eliminate)
      expect(p.solution[c], `${d.technique} strikes`).not.toBe(digit)
    for (const [c, digit] of d.place) expect(p.solution[c], `${d.technique} places`).toBe(digit)
  }
  return out
}

/** The deduction of kind `kind` whose eliminations are exactly the line's. */
function published(id: string, kind: string, line: string): Deduction {
  const want = line.split(':')[5]!.trim().split(/\s+/).sort()
  const all = found(id, position(line))
  const hit = all.find((d) => d.technique === kind && hodoku(d.eliminate).join() === want.join())
  expect(hit, `${kind}: ${all.map((d) => hodoku(d.eliminate).join(' ')).join('; ')}`).toBeDefined()
  return hit!
}

function none(id: string, line: string): void {
  expect(found(id, position(line))).toEqual([])
}

function sentence(d: Deduction): string {
  const step: TechniqueStep = {
    kind: 'technique',
    id: d.technique,
    rating: d.rating,
    cells: d.cells,
    digits: [...new Set(d.digits)].sort((a, b) => a - b),
    units: d.units,
    links: d.links,
    ...(d.groups ? { groups: d.groups } : {}),
  }
  const moves: Step[] = d.eliminate.map(([cell, digit]) => ({
    kind: 'eliminate',
    cell,
    digit,
    because: null,
  }))
  return explainTechnique(g, step, moves)
}

const cand = (cell: string, d: number) => (9 * (+cell[1]! - 1) + +cell[3]! - 1) * 9 + d - 1

// reglib-1.3.txt, lines quoted from their sections.
const ER =
  ':0402:5:.+9...+83+1.8.193..+6.+4+3.+1.6+8+953+492.+16..7+1.4.9+2.3.+28..39+412..8..+1+3.+9+8+4+3175+26+1.3......:515 745 673 495:576::'
const ER_TWO =
  ':0402-1:3:96...+758..4.8.+5.6.8.+5.+62+4+7..+9..8.72...8.7.9+4..74.5..+1..+8.3..+2+57.2.+5.6.3.+351+7+2+8+694:221 151 154 359 185:349::'
const DUAL_ER =
  ':0405:1:32.+5479.6..6+2+1+3.+5..+45+69+8+23.+5..+47+2.....+79.1.+25..28.+57..+2+1+4+3+5+9+67+86+73+1+84+5+9+2.5.+726143::149 168::'
const DUAL_KITE = DUAL_ER.replace(':0405:', ':0404:')
const DUAL_KITE_TWO_DIGITS =
  ':0404:5:.....89.....62..1.......6387....45.6.1.....4.4.93..+1.7951.......8+7.41.+6..+468....+1:211 311 212 213 321 231 251 351 353 554 555 556 284 289 389 298 798:514 944::'
const W_WING =
  ':0803:14:6..+9+5..7...+9.2.....58.+31...+1+64+3+8+9+7+52...1+7+59+46597+24+6..892+54+1+76+8+3...5+6+2.....68+93...::417 427 437 489 499::'
const REMOTE_PAIR =
  ':0703:58:..+1.+4+9+2+636+3.21+7+9+4.942+63..+7.2634.+17.98.+4.+9..2...+9.+6+2.+34..7..4.9.+4..9+7631..+9+6.+2.+4.7::577 579 594 596 877 879 894 896::7'
const TRAP =
  ':0500:1:+23.7.+68+955972+8...+6+6..+9+3+5.+7.+3.+6.9.5.7+7+5.+36...+9+4.+9+5+7.+683+872.+5396.+94+5+6.7..+8+1638.+9+7+5.:439:127 128 132 133::'
const WRAP =
  ':0501:8:+6+5+9...+1+3...+1.3.6+252.+31+65.4+9.+2..9+63+1.+36.7..5+9.+91.+3.4.+6279.6..+2+5+35.+6...9811.2...+4+7+6:814 815 424 826 443 843 849 855 856 863 875 285 896:819 821 824 832 844 853 867 876 892 895::'
const MULTI_1 =
  ':0502:8:......58779..52..15.41..932.......2.2.6.3.1.5.5.......947.182.....76..1961.......::824 832 843 845 863 865::'
const MULTI_2 =
  ':0503:8:......58779..52..15.41..932.......2.2.6.3.1.5.5.......947.182.....76..1961.......::824 832::'
const TRAP_2 =
  ':0500:3:21+4..+6.....+79.+2..4...4.7.....+1+87..32..+26+9.....48.21..642.+7.986+1..91+68...1+86+2+4...9:937 938 387 587 787 588 788 789:319 339 381::'

// Solve-path positions of top95 puzzles (all digits placed, candidates struck).
const X_COLOURS =
  ':0000::..247..58..............1.4.....2...952819.4....9...1252......3.3....75.2685..2...:912 121 122 922 123 932 844 846 747 748 777 779:::'
const MEDUSA_TRAP =
  ':0000::.52481.......7.1.....32.......8.2...3.....6...9.5.3...1.6.3...........897.925....:317 822 328 329 432 632 832 433 833 737 738 739 347 752 852 753 954 956 758 759 685 587 696 398 498 399 499:::'
const MEDUSA_FALSE =
  ':0000::.26..7..889562..73.74.8....457193862983246517612578..42.9.1.78.548769..17.18.2.4.:539 397:::'

describe('empty rectangle (HoDoKu 0402, 0405)', () => {
  it('strikes where the conjugate pair and the box would leave no place (reglib 0402 Empty Rectangle)', () => {
    const d = published('empty-rectangle', 'empty-rectangle', ER)
    expect(d.rating).toBe(4.3)
    // The box first, the conjugate pair as a strong link, the box's places as a group.
    expect(Math.floor(d.units[0]! / 9)).toBe(2)
    expect(d.links).toHaveLength(1)
    expect(d.links[0]!.strong).toBe(true)
    expect(d.groups).toHaveLength(1)
    expect(sentence(d)).toContain('would have no place for 5')
  })

  it('takes a box with two places, one in each line (reglib 0402-1)', () => {
    published('empty-rectangle', 'empty-rectangle', ER_TWO)
  })

  it('tells two ERs of one box as a dual ER (reglib 0405 Dual Empty Rectangle)', () => {
    const d = published('empty-rectangle', 'dual-empty-rectangle', DUAL_ER)
    expect(d.links).toHaveLength(2)
    expect(sentence(d)).toMatch(/^Dual empty rectangle \(SE ≈4\.3\) on 1 in Box 3: /)
  })

  it('finds nothing on a simple colours trap (reglib 0500)', () => {
    none('empty-rectangle', TRAP)
  })
})

describe('dual two-string kite (HoDoKu 0404)', () => {
  it('strikes what both kites through the same box cells strike (reglib 0404 Dual 2-String-Kite)', () => {
    const d = published('dual-two-string-kite', 'dual-two-string-kite', DUAL_KITE)
    expect(d.digits).toEqual([1])
    expect(d.links.filter((l) => l.strong)).toHaveLength(4)
    expect(sentence(d)).toContain('two two-string kites share their cells in Box 1')
  })

  it('pairs kites on two digits through the same cells, as HoDoKu does (reglib 0404)', () => {
    const d = published('dual-two-string-kite', 'dual-two-string-kite', DUAL_KITE_TWO_DIGITS)
    expect(d.digits).toEqual([5, 9])
  })

  it('finds nothing on a single empty rectangle (reglib 0402)', () => {
    none('dual-two-string-kite', ER)
  })
})

describe('W-Wing (HoDoKu 0803)', () => {
  it('strikes the second digit from cells seeing both wing cells (reglib 0803 W-Wing)', () => {
    const d = published('w-wing', 'w-wing', W_WING)
    expect(d.rating).toBe(4.4)
    // The two bivalue cells, the bridge (a strong link on 1) between two weak ones.
    expect(d.cells).toHaveLength(2)
    for (const c of d.cells) expect(position(W_WING).s.masks[c]).toBe(0b1001)
    expect(d.links.map((l) => l.strong)).toEqual([false, true, false])
    expect(sentence(d)).toContain('both hold only 1 and 4')
  })

  it('finds nothing on a simple colours trap (reglib 0500)', () => {
    none('w-wing', TRAP)
  })
})

describe('remote pair (HoDoKu 0703)', () => {
  it('strikes both digits from cells seeing both kinds of cell (reglib 0703 Remote Pairs)', () => {
    const d = published('remote-pair', 'remote-pair', REMOTE_PAIR)
    expect(d.digits).toEqual([5, 8])
    expect(d.groups).toHaveLength(2)
    expect(sentence(d)).toContain('hold only 5 and 8')
  })

  it('finds nothing on a W-Wing (reglib 0803)', () => {
    none('remote-pair', W_WING)
  })
})

describe('simple colours (HoDoKu 0500, 0501)', () => {
  it('traps: a cell seeing both colours loses the digit (reglib 0500 Simple Colors Trap)', () => {
    const d = published('simple-colours', 'simple-colours-trap', TRAP)
    expect(d.rating).toBe(4.5)
    published('simple-colours', 'simple-colours-trap', TRAP_2)
    expect(sentence(d)).toContain('A cell that sees both colours cannot be 1.')
  })

  it('wraps: a colour that sees itself loses the digit (reglib 0501 Simple Colors Wrap)', () => {
    const d = published('simple-colours', 'simple-colours-wrap', WRAP)
    // The struck colour is the second group, the one with two cells seeing each other.
    expect(d.eliminate.map(([c, k]) => c * 9 + k - 1).sort()).toEqual([...d.groups![1]!].sort())
    expect(sentence(d)).toContain('both colour B, see each other')
  })

  it('finds nothing on a W-Wing (reglib 0803)', () => {
    none('simple-colours', W_WING)
  })
})

describe('multi-colours (HoDoKu 0502, 0503)', () => {
  it('type 1: two colours that see each other leave the opposite ones (reglib 0502 Multi-Colors 1)', () => {
    const d = published('multi-colours', 'multi-colours-1', MULTI_1)
    expect(d.rating).toBe(4.8)
    expect(d.groups).toHaveLength(4)
  })

  it('type 2: a colour that sees both colours of another cluster is false (reglib 0503 Multi-Colors 2)', () => {
    const d = published('multi-colours', 'multi-colours-2', MULTI_2)
    expect(sentence(d)).toContain('sees both colours of the second')
  })

  it('finds nothing on a W-Wing (reglib 0803)', () => {
    none('multi-colours', W_WING)
  })
})

describe('X-colours', () => {
  it('a colour whose extension empties a unit or sees itself is false (top95 solve path, checked by brute force)', () => {
    const p = position(X_COLOURS)
    // Beyond simple and multi-colours there.
    expect(found('simple-colours', p)).toEqual([])
    expect(found('multi-colours', p)).toEqual([])
    const [d, ...more] = found('x-colours', p)
    expect(more).toEqual([])
    expect(hodoku(d!.eliminate)).toEqual(['347', '356'])
    // Colour A: r4c7 and r5c6 from the conjugate pairs, extended to r1c2; colour B: r5c9.
    expect(d!.groups).toEqual([
      [cand('r4c7', 3), cand('r5c6', 3), cand('r1c2', 3)],
      [cand('r5c9', 3)],
    ])
    expect(sentence(d!)).toContain('colour A r4c7 and r5c6, extended to r1c2')
  })

  it('finds nothing on a W-Wing (reglib 0803)', () => {
    none('x-colours', W_WING)
  })
})

describe('3D Medusa', () => {
  it('strikes a candidate that sees one colour while its cell holds the other (top95 solve path)', () => {
    const p = position(MEDUSA_TRAP)
    const [d, ...more] = found('3d-medusa', p)
    expect(more).toEqual([])
    // r8c6 holds 6 in colour A and sees r7c4's 7 in colour B (rule 5).
    expect(hodoku(d!.eliminate)).toEqual(['786'])
    expect(d!.groups![0]).toContain(cand('r8c6', 6))
    expect(d!.groups![1]).toContain(cand('r7c4', 7))
    expect(d!.digits).toEqual([6, 7, 9])
    expect(d!.rating).toBe(5.6)
  })

  it('a false colour loses all its candidates (top95 solve path, checked by brute force)', () => {
    const p = position(MEDUSA_FALSE)
    const [d] = found('3d-medusa', p)
    expect(d!.eliminate).toHaveLength(14)
    expect(d!.eliminate.map(([c, k]) => c * 9 + k - 1).sort()).toEqual([...d!.groups![1]!].sort())
    expect(sentence(d!)).toMatch(/^3D Medusa \(SE ≈5\.6\): bivalue cells and conjugate pairs link/)
  })

  it('finds nothing on a W-Wing (reglib 0803)', () => {
    none('3d-medusa', W_WING)
  })
})

describe('the family', () => {
  it('names every deduction id it gives', () => {
    const ids = COLOURING_AND_WINGS.flatMap((t) => t.gives ?? [t.id])
    for (const id of ids) expect(TECHNIQUE_NAMES).toHaveProperty(id)
  })

  it('never strikes a digit of the solution along the solve paths of four top95 puzzles', () => {
    // Basic techniques first (to keep candidates for the family), then the family itself.
    const basic = TECHNIQUES.filter((t) => t.rating <= 4.0 && !t.id.includes('unique'))
    let told = 0
    const wrong: Deduction[] = []
    for (const line of puzzleLines('top95.txt', 4)) {
      const givens = [...line.slice(0, 81)].map((ch) => (ch === '.' ? 0 : Number(ch)))
      const solution = fast.solve(makePuzzle(givens)).solution!
      const s = startState(g, givens)!
      for (let step = 0; step < 300 && !filled(s); step++) {
        for (const t of COLOURING_AND_WINGS)
          t.search(s, (d) => {
            told++
            if (d.eliminate.some(([c, digit]) => solution[c] === digit)) wrong.push(d)
            if (d.place.some(([c, digit]) => solution[c] !== digit)) wrong.push(d)
            return false
          })
        const next =
          nextDeduction(s, basic) ??
          COLOURING_AND_WINGS.map((t) => t.find(s)).find((d) => d !== null)
        if (!next) break
        expect(applyDeduction(s, next)).toBe(true)
      }
    }
    expect(wrong).toEqual([])
    expect(told).toBeGreaterThan(100)
  })
})
