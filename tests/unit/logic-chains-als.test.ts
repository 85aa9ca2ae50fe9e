/**
 * Grouped nice loops and AICs with ALS nodes (logic/chains/als-loops.ts,
 * als-nodes.ts) on lines of HoDoKu's regression library (reglib-1.3.txt, by
 * Bernhard Hobiger, copied verbatim with its section named): a line passes when one
 * deduction of the technique makes every move the line states; every deduction is
 * checked against the solution. The ALS is drawn as one group of the pattern (all
 * its candidates, the two its links end on first) and written `(x=z)cells`.
 */

import { describe, expect, it } from 'vitest'
import { geometry } from '../../src/engine/geometry'
import { alsAic, alsNiceLoop } from '../../src/engine/logic/chains/als-loops'
import { sentence } from '../../src/engine/logic/explain/explain-chains-grouped'
import { groupedAic, groupedNiceLoop } from '../../src/engine/logic/chains/nice-loops'
import { chainNotation } from '../../src/engine/logic/notation'
import type { Deduction, Technique } from '../../src/engine/logic/types'
import { libraryLine } from '../fixtures/hodoku-line'

const g = geometry(3)

const key = (moves: [number, number][]) =>
  moves
    .map(([c, d]) => `${d}${Math.floor(c / 9) + 1}${(c % 9) + 1}`)
    .sort()
    .join(' ')

/** Every deduction of `t` at the line (each checked against the solution), and the one making its moves. */
function step(t: Technique, id: string, line: string) {
  const { s, solution, eliminate } = libraryLine(line)
  const all: Deduction[] = []
  t.search(s, (d) => {
    all.push(d)
    return false
  })
  for (const d of all)
    for (const [c, digit] of d.eliminate)
      expect(solution[c], `${chainNotation(g, d)} strikes a solution digit`).not.toBe(digit)
  const want = key(eliminate).split(' ')
  const d = all.find((x) => x.technique === id && want.every((m) => key(x.eliminate).includes(m)))
  return { d, all, s, want }
}

/** The deduction's ALS groups (more than one digit), as sets of cells. */
function alsCells(d: Deduction): number[][] {
  return (d.groups ?? [])
    .filter((x) => x.some((c) => c % 9 !== x[0]! % 9))
    .map((x) => [...new Set(x.map((c) => Math.floor(c / 9)))].sort((a, b) => a - b))
}

// [technique, id, section of reglib-1.3.txt, line]
const EXAMPLES: [Technique, string, string, string][] = [
  [
    alsNiceLoop,
    'als-nice-loop',
    '0709-2 Grouped Continuous Nice Loop with ALS',
    ':0709-2:4568:.........+8..3.5.466..2.851.2..9....3..9...7..7....6..4+3458.1.+7298.7.3+4.+1+1........:312 313 917 918 552 255 455 555 568:454 554 558 598 698 847 867 868::14',
  ],
  [
    alsNiceLoop,
    'als-discontinuous-nice-loop',
    '0710-3 Grouped Discontinuous Nice Loop with ALS',
    ':0710-3:18:5+67...+21+4...56+4+387+3+8427+1+5+9+6.......6+9......8+35....5..42.32.9+54+7+11..3+4.+9+2+8.....265+3::194 894::11',
  ],
  [
    alsAic,
    'als-aic',
    '0711-3 Grouped AIC with ALS',
    ':0711-3:1:.+7....9...461..7.3.5.....4.+765...+8+12+21+468+5+3+79+3+8927+1..4.98.+1..+3..+275.31.85+31......::119 131::11',
  ],
  [
    alsAic,
    'als-aic',
    '0711-4 Grouped AIC with ALS',
    ':0711-4:79:86.9.+1+3..+4.+9+3.+6...+3.1478.+6.7+38.+1+9..6542+6+83.1.+1+9+6.+4+7.3.+983+165.7.+6.4.+32.+9.+2+1..+946.3::759 957::12',
  ],
]

describe('chains with ALS nodes on HoDoKu examples', () => {
  it.each(EXAMPLES)('%s %s: %s', (t, id, _section, line) => {
    const { d } = step(t, id, line)
    expect(d, 'a deduction making the line moves').toBeDefined()
    // The ALS is a node: tinted whole, written with its two digits and all its cells.
    const sets = alsCells(d!)
    expect(sets.length).toBeGreaterThan(0)
    for (const cells of sets) for (const c of cells) expect(d!.cells).toContain(c)
    const written = chainNotation(g, d!)!.match(/\(\d=\d\)r\d+c\d+/g) ?? []
    expect(written.length).toBeGreaterThan(0)
    // The sentence names an ALS the notation writes.
    const text = sentence(g, { kind: 'technique', id: d!.technique, ...d! }, 'name')!
    expect(text).toMatch(/, through the ALS \(\d=\d\)r\d+c\d+/)
    expect(written.some((w) => text.includes(w))).toBe(true)
  })

  it('the grouped techniques without ALS find none of these moves', () => {
    const [, , , line] = EXAMPLES[0]!
    const { want } = step(alsNiceLoop, 'als-nice-loop', line)
    const { s } = libraryLine(line)
    for (const t of [groupedNiceLoop, groupedAic])
      t.search(s, (d) => {
        expect(want.every((m) => key(d.eliminate).includes(m))).toBe(false)
        return false
      })
  })

  it('writes the ALS node as (entry=exit) with all the set cells', () => {
    // (4)r1c1-(4=5)r2c123-(5)r1c3... : an ALS of r2c1-3 holding 4, 5, 6, 7.
    const cand = (r: number, c: number, d: number) => ((r - 1) * 9 + c - 1) * 9 + d - 1
    const d = {
      links: [
        { from: cand(1, 1, 3), to: cand(1, 1, 4), strong: true },
        { from: cand(1, 1, 4), to: cand(2, 2, 4), strong: false },
        { from: cand(2, 2, 4), to: cand(2, 1, 5), strong: true },
        { from: cand(2, 1, 5), to: cand(1, 3, 5), strong: false },
      ],
      groups: [[cand(2, 2, 4), cand(2, 1, 5), cand(2, 1, 6), cand(2, 3, 6), cand(2, 3, 7)]],
    }
    expect(chainNotation(g, d)).toBe('(3=4)r1c1-(4=5)r2c123-(5)r1c3')
  })
})
