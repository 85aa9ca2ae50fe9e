/**
 * The full set's fish (logic/fish/fish-extended.ts) on HoDoKu's regression library
 * (reglib-1.3.txt, by Bernhard Hobiger): each line copied verbatim, its section named.
 * A line is `:code:digits:grid:deleted:eliminations:placements:extra`, the grid's
 * digits with a "+" placed rather than given, `deleted` the candidates struck before
 * the step, each candidate written digit-row-column ("315" = 3 in r1c5). HoDoKu's
 * codes ending in 1 after four digits (03111...) are its siamese fish: two fish on one
 * base, whose eliminations it states together.
 */

import { describe, expect, it } from 'vitest'
import { geometry } from '../../src/engine/geometry'
import { explainTechnique } from '../../src/engine/logic/explain/explain'
import { FISH_EXTENDED } from '../../src/engine/logic/fish/fish-extended'
import type { Deduction, LogicState, Technique } from '../../src/engine/logic/types'
import { libraryLine } from '../fixtures/hodoku-line'

const g = geometry(3)

function step(d: Deduction) {
  const { technique: id, rating, cells, digits, units, links, fins } = d
  return { kind: 'technique' as const, id, rating, cells, digits, units, links, fins }
}

function technique(id: string): Technique {
  return FISH_EXTENDED.find((t) => t.id === id)!
}

function all(t: Technique, s: LogicState): Deduction[] {
  const out: Deduction[] = []
  t.search(s, (d) => {
    out.push(d)
    return out.length >= 5000
  })
  return out
}

const key = (moves: [number, number][]) =>
  moves
    .map(([c, d]) => `${d}r${Math.floor(c / 9) + 1}c${(c % 9) + 1}`)
    .sort()
    .join(' ')

// [technique, section of reglib-1.3.txt, line]
const EXAMPLES: [string, string, string][] = [
  [
    'finned-x-wing',
    '0310 Finned X-Wing',
    ':0310:3:1.........5.....61..8+1..2...7...9.......1.3..4...5...6.+6.+398+14+2+9+42+5+71+6..+8+136+4279+5:962:315 335::',
  ],
  [
    'sashimi-x-wing',
    '0320 Sashimi X-Wing',
    ':0320:8:4..5.769....+3....2.68+1...3.65.2.4..9...+73.4.....9.......+68........+6.3..73894+7....::859 869::',
  ],
  [
    'finned-swordfish',
    '0311 Finned Swordfish',
    ':0311:5:.+6.4+1+7.+83+3+1+4+98..+7.8+7..+6+39147+43.29..+8..+8+3+4+6.2+7..6.+7.34+96..+75+4+8+314+3+1.+9.7..58+7631+4+9+2::557::',
  ],
  [
    'finned-swordfish',
    '03111 Siamese Finned Swordfish',
    ':03111:8:4..5.769.........2.68....3.65.2.4..9....3.4.....9........8..........3..73894.....::815 827 828::',
  ],
  [
    'sashimi-swordfish',
    '0321 Sashimi Swordfish',
    ':0321:6:.+489+127+3.2..6..14.....4....9.42..87....+49.+3...32..15+94....2.+4..+471..9..3.+251.49..:331 373 678 679 699:638::',
  ],
  [
    'finned-jellyfish',
    '0312 Finned Jellyfish',
    ':0312:7:+6.+4.5.9.2.596.+2.+4+8....+94.+56578+2+4+9..3+2+46.1.5..9+1+3.+6.8244..9+8.+2.......648.8.1+42...+5:314 754 756 376 776 178 778 382 783 384 784 789 398:779::',
  ],
  [
    'sashimi-jellyfish',
    '0322 Sashimi Jellyfish',
    ':0322:8:..+34+16+2..2+6...+3+1.41.+4....36.463+7+15.+2.+2184......7+62.+41...5.3..41..+2+1.+4...+4+1.5+6732.:536 936 976:871 872 881 882::',
  ],
  [
    'franken-swordfish',
    '0331 Franken Swordfish',
    ':0331:9:.6.8.27352.76354.8385.7.26.5.6.8.3.7..876315.73.25.6848.2..657.65...78..173528946:415 136 442 144 952 474 184 484:913::',
  ],
  [
    'franken-jellyfish',
    '0332 Franken Jellyfish',
    ':0332:8:+34..+6.27.+286......1.+7......+6...5....5+7.21+693..+21.9..567+6..3549.9...........6.+9..3:114 124 127 429 834 443 843 344 346 148 283 883 186 288 889 895:836 839 849 884 886 893::',
  ],
  [
    'finned-franken-x-wing',
    '0340 Finned Franken X-Wing',
    ':0340:1:4.392..5659...6...6..85..4.1.5.9846.9.426.5...6.5.4...25...9683849632715..6.85294:328 829 759 367 867 269 769:129::',
  ],
  [
    'finned-franken-swordfish',
    '0341 Finned Franken Swordfish',
    ':0341:9:.6.8.27352.76354.8385.7.26.5.6.8.3.7..876315.73.25.6848.2..657.65...78..173528946:913 415 136 442 144 952 474 184 484:984::',
  ],
  [
    'finned-franken-jellyfish',
    '0342 Finned Franken Jellyfish (with endo fins)',
    ':0342:7:+5.3+9641+8..+1.+5...69.9+6...53+4..7...84515.4........3+5...+1..+5.+4..1...18.54.+66..21..+58::759::',
  ],
  [
    'mutant-jellyfish',
    '0331 Franken Swordfish (also a mutant jellyfish there)',
    ':0331:8:52...617.174.536..6.9271..5..5.2...6.9.76..1...6.3...4..759236135261.9.79613.7.5.:814 819 928 842 844 944 856 861 964 866 867 868:872::',
  ],
  [
    'finned-mutant-swordfish',
    '0341 Finned Franken Swordfish (also a finned mutant swordfish there)',
    ':0341:8:.5...16..3.6..2.....93..2.4..453.182...8.4...8.512.4..6.1..53.....6..9.1..721..46:759 769:825::',
  ],
  [
    'finned-mutant-jellyfish',
    '0362 Finned Mutant Jellyfish',
    ':0362:4:.7+6+1.95..1..+6.5...+98+5+72.16.+7...1+6.......97.3.6+9.2+5.+7188.7.6..5...9+5..3.....+9...4.:211 319 425 227 228 229 443 449 172 272 376 476 885 286 486 289 895 396:419::',
  ],
  [
    'finned-mutant-jellyfish',
    '03621 Siamese Finned Mutant Jellyfish',
    ':03621:5:3.+784+62.9+6...1.+7.......7.6....+7.+1..+6+7.642.1....8+6.5.7+22+6.1.3..7.7..6.9.3....7462.:428 531 532 533 335 437 542 943 548 573 191 192 592:539 578::',
  ],
  [
    'finned-mutant-squirmbag',
    '0363 Finned Mutant Squirmbag',
    ':0363:9:.1.8.7.....81.6....4..528....7..3..82.1.7.5.33..5..2....5781.9.8..4.51..1....9.85:219 722 922 445 447 465 692:913::',
  ],
  [
    'finned-mutant-whale',
    '0364 Finned Mutant Whale',
    ':0364:4:9.7..5...1..7..9..86..9.57..8...61.9316.59..72.91..65.....2..96.9...4..8...9..3.5:214 314 414 315 615 815 217 118 218 222 325 228 328 428 234 339 439 448 854 458 772 473 374 384 185 493 795:491::',
  ],
]

// HoDoKu's first example of section 0300 (X-Wing): no finned or sashimi fish there.
const X_WING =
  ':0300:8:5+6+73+4+1+9+2+8....+567+4+1.412+7.+3+6+5...18.5+96+1..+69..+3+7.9+67+3+5.+14.39+41.+6524...+6.1+8+36+1..2+3+479::821 861::'
// HoDoKu's first Full House example (0000): nine cells left, no fish of any kind.
const FULL_HOUSE =
  ':0000:1:+6+3+42+8+9...8+7531+6+2+9+42+91+7+5+4+6+38+349+16+58+7+2+5+8+79+42..+6+1+62+83+754+97+5+8+4+2+39+61+9.+6+5784+23+4+2+3+6+91...:::182:'

describe('fish of the full set on HoDoKu examples', () => {
  it.each(EXAMPLES)('%s: %s', (id, _section, line) => {
    const { s, solution, eliminate } = libraryLine(line)
    const found = all(technique(id), s)
    // One deduction makes exactly the stated eliminations, and none strikes a solution digit.
    expect(found.map((d) => key(d.eliminate))).toContain(key(eliminate))
    for (const d of found) {
      expect(d.technique).toBe(id)
      for (const [c, digit] of d.eliminate) expect(solution[c]).not.toBe(digit)
    }
  })

  it('finds the finned X-Wing on 3 in rows 2 and 4, columns 1 and 5, with its fin at r2c6', () => {
    const { s } = libraryLine(EXAMPLES[0]![2])
    const d = technique('finned-x-wing').find(s)!
    expect(d.digits).toEqual([3])
    expect(d.units).toEqual([1, 3, 9, 13])
    expect(d.fins).toEqual([(1 * 9 + 5) * 9 + 3 - 1])
    expect(key(d.eliminate)).toBe('3r1c5 3r3c5')
    expect(d.cells.every((c) => s.masks[c]! & 4)).toBe(true)
    const text = explainTechnique(g, step(d), [])
    expect(text).toBe(
      'Finned X-Wing (SE ≈3.4) on 3: in both rows 2 and 4, 3 is in columns 1 or 5, unless the fin r2c6 is 3; either way 3 is struck from every cell of the cover outside the base that sees the fin.',
    )
  })

  it('states a siamese fish as one deduction with both covers', () => {
    const { s } = libraryLine(EXAMPLES[3]![2])
    const d = all(technique('finned-swordfish'), s).find(
      (x) => key(x.eliminate) === '8r1c5 8r2c7 8r2c8',
    )!
    // Three base units, then two covers of three.
    expect(d.units).toHaveLength(9)
    expect(explainTechnique(g, step(d), [])).toMatch(
      /^Finned Swordfish \(SE ≈4\.0\), siamese, on 8: two fish share the base/,
    )
  })

  it('finds no finned X-Wing or Swordfish, nor a sashimi X-Wing, beside a plain X-Wing', () => {
    const { s } = libraryLine(X_WING)
    for (const id of ['finned-x-wing', 'sashimi-x-wing', 'finned-swordfish'])
      expect(technique(id).find(s), id).toBeNull()
  })

  it('finds no fish of any kind with nine cells left', () => {
    const { s } = libraryLine(FULL_HOUSE)
    for (const t of FISH_EXTENDED) expect(t.find(s), t.id).toBeNull()
  })

  // HoDoKu's library has no kraken line: this one was checked here against the
  // puzzle's solution and by hand (each fin's chain of singles ends on r1c6 and r3c6).
  it('kraken fish type 1: the finned X-Wing of rows 2 and 4 whose fins reach r1c6 and r3c6 by chains', () => {
    const { s, solution } = libraryLine(EXAMPLES[0]![2])
    const d = technique('kraken-fish').find(s)!
    expect(d.technique).toBe('kraken-fish-1')
    expect(d.units).toEqual([1, 3, 9, 14])
    expect(d.fins).toEqual([119, 281])
    expect(key(d.eliminate)).toBe('3r1c6 3r3c6')
    // Each fin starts a chain that ends on the struck candidate r1c6 (3).
    for (const fin of d.fins!) expect(d.links.some((l) => l.from === fin)).toBe(true)
    expect(d.links.filter((l) => l.to === 5 * 9 + 2)).toHaveLength(2)
    expect(d.rating).toBeGreaterThan(7.8)
    expect(explainTechnique(g, step(d), [])).toMatch(
      /^Kraken fish \(type 1\) \(SE ≈\d\.\d\) on 3: in rows 2 and 4, 3 is in columns 1 or 6 in each, unless a fin \(r2c5 and r4c5\) is 3\./,
    )
    for (const x of all(technique('kraken-fish'), s))
      for (const [c, digit] of x.eliminate) expect(solution[c]).not.toBe(digit)
  })

  it('kraken fish strike no solution digit on any example', () => {
    for (const [, , line] of EXAMPLES.slice(1, 8)) {
      const { s, solution } = libraryLine(line)
      for (const x of all(technique('kraken-fish'), s))
        for (const [c, digit] of x.eliminate) expect(solution[c]).not.toBe(digit)
    }
  })

  it('runs on 9x9 only', () => {
    for (const t of FISH_EXTENDED) expect(t.sizes).toEqual([9])
  })
})
