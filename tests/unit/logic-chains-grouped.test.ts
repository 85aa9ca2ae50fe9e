/**
 * Nice loops, grouped chains and the SE set's AICs with all their strikes, each on
 * a line of HoDoKu's regression test library (reglib-1.3.txt, copied verbatim with
 * its section named): the line's position (its digits, less the candidates it
 * deletes) and the moves HoDoKu's step makes there, written digit-row-column
 * ("319" = 3 struck from r1c9). A line passes when one deduction of the technique
 * makes every one of those moves; each deduction is checked against the solution.
 */

import { describe, expect, it } from 'vitest'
import { fast } from '../../src/engine/algorithms/fast'
import { geometry } from '../../src/engine/geometry'
import { forcingChain } from '../../src/engine/logic/chains/forcing'
import {
  groupedAic,
  groupedNiceLoop,
  groupedXCycle,
  niceLoop,
} from '../../src/engine/logic/chains/nice-loops'
import { sentence } from '../../src/engine/logic/explain/explain-chains-grouped'
import { chainNotation } from '../../src/engine/logic/notation'
import type { Deduction, LogicState, Technique } from '../../src/engine/logic/types'
import { makePuzzle } from '../../src/engine/puzzle'

const g = geometry(3)

/** A reglib line's position, expected strikes ("319 552") and solution. */
function line(text: string): { s: LogicState; strikes: string[]; solution: number[] } {
  const f = text.split(':')
  const values = new Uint8Array(81)
  let c = 0
  for (const ch of f[3]!) if (ch !== '+') values[c++] = ch === '.' ? 0 : Number(ch)
  const masks = new Uint16Array(81)
  for (let i = 0; i < 81; i++) {
    if (values[i]) continue
    let m = 511
    for (const p of g.peers[i]!) if (values[p]) m &= ~(1 << (values[p]! - 1))
    masks[i] = m
  }
  for (const t of f[4]!.split(' ').filter(Boolean))
    masks[(Number(t[1]) - 1) * 9 + Number(t[2]) - 1]! &= ~(1 << (Number(t[0]) - 1))
  const solution = fast.solve(makePuzzle([...values])).solution!
  return { s: { g, values, masks }, strikes: f[5]!.split(' ').filter(Boolean), solution }
}

/** A deduction's strikes as reglib writes them, sorted. */
function strikes(d: Deduction): string[] {
  return d.eliminate.map(([c, v]) => `${v}${Math.floor(c / 9) + 1}${(c % 9) + 1}`).sort()
}

function told(t: Technique, s: LogicState): Deduction[] {
  const out: Deduction[] = []
  t.search(s, (d) => {
    out.push(d)
    return false
  })
  return out
}

/** The technique's deductions of `id` at the line; the one making the line's moves. */
function step(
  t: Technique,
  id: string,
  text: string,
): { d: Deduction | undefined; all: Deduction[] } {
  const { s, strikes: want, solution } = line(text)
  const all = told(t, s)
  for (const d of all) {
    for (const [c, v] of d.eliminate)
      expect(solution[c], `${d.technique} strikes a solution digit`).not.toBe(v)
    for (const [c, v] of d.place) expect(solution[c]).toBe(v)
  }
  const d = all.find((x) => x.technique === id && want.every((w) => strikes(x).includes(w)))
  return { d, all }
}

describe('nice loops (HoDoKu 0706, 0707)', () => {
  it('a continuous nice loop strikes across each of its weak links (0706)', () => {
    const text =
      ':0706:1279:548..+3...+63....8..1+2.+8....3+972.+386..+4.....3..+3...47..9+71+43+8+5+92+62569+7..+3+8+8+9+3.6.7..::118 156 256 718 925 935::7'
    const { d } = step(niceLoop, 'nice-loop', text)
    expect(strikes(d!)).toEqual(['118', '156', '256', '718', '925', '935'])
    // A loop: every node has a link in and a link out.
    expect(new Set(d!.links.map((l) => l.from))).toEqual(new Set(d!.links.map((l) => l.to)))
  })

  it('a discontinuous nice loop with two strong links at a candidate sets it: its cell loses the rest (0707-1)', () => {
    const text =
      ':0707-1:2348:.+4..6.1.+2.275..+4+96.....43.84+1...798+5....5.2.1......+6.+7..4....+1+3.619...24.3...1.+6+9::264 364 464 864::7'
    const { d } = step(niceLoop, 'discontinuous-nice-loop', text)
    expect(strikes(d!)).toEqual(['264', '364', '464', '864'])
    expect(
      sentence(g, { kind: 'technique', id: d!.technique, ...d! }, 'Discontinuous nice loop'),
    ).toMatch(/by strong links, so that candidate being false would make it true/)
  })

  it('a discontinuous nice loop with two weak links at a candidate strikes it (0707-2)', () => {
    const text =
      ':0707-2:3:....8.2....5....4..2...5...+9+6+2+8+37.....+321+4+6971+74+5..+83+2..+1......+6973+4+852+1+2+48+75136+9::319::8'
    const { d } = step(niceLoop, 'discontinuous-nice-loop', text)
    expect(strikes(d!)).toEqual(['319'])
    // Written from the struck candidate, back to it (here by a weak link inside its cell).
    expect(chainNotation(g, d!)).toBe('(3)r1c9-(3)r3c9=(3-4)r3c1=(4-7)r1c1=(7-5)r1c8=(5-3)r1c9')
  })
})

describe('grouped chains (HoDoKu 0709-0711)', () => {
  it('a grouped continuous nice loop (0709), with its group node in Eureka notation', () => {
    const text =
      ':0709-1:258:...+7+6.+3+4+543..1.7+696+754+9+38+2+1.+4..27+93+6.936.421..2+693.+5.+4.+54..61.22.7.4+9+653.+6....+4..:111 891 991 893 194 894 896:226 594 813::9'
    const { d } = step(groupedNiceLoop, 'grouped-nice-loop', text)
    expect(strikes(d!)).toEqual(['226', '594', '813'])
    expect(d!.groups).toEqual([[27, 45].map((c) => c * 9 + 0)])
    expect(chainNotation(g, d!)).toContain('(1)r46c1')
    expect(
      sentence(g, { kind: 'technique', id: d!.technique, ...d! }, 'Grouped continuous nice loop'),
    ).toMatch(
      /, with the group node \(1\)r46c1 \(a group is true when its digit sits in one of its cells\): strong and weak links alternate all the way round/,
    )
  })

  it('a grouped X-cycle on one digit', () => {
    // The position of a 0707-2 line: 5 loops through the group r6c23.
    const text =
      ':0707-2:3:8.+4.21...+9+27+4..5+8+1.138+7.....9178...5......+1..4...1279....+2.741..+42+1..8..+1..64+8..2:314 619 636 937 641 346 651 552 652 554 355 356 571 581 388 389:553::10'
    const { d } = step(groupedXCycle, 'grouped-x-cycle', text)
    expect(strikes(d!)).toEqual(['553'])
    expect(d!.digits).toEqual([5])
    expect(chainNotation(g, d!)).toContain('(5)r6c23')
  })

  it('a grouped discontinuous nice loop sets a candidate (0710-1) or strikes one (0710-2)', () => {
    const set =
      ':0710-1:89:.6....7...+3.7...56..7536+28.3..+26..9.2...1...8.4..7...2+72.3891+6.18.+6.2...+6.3+1.+7+82.:411 113 413 813 913 914 415 423 923 425 549 587 589:811 911::13'
    expect(strikes(step(groupedNiceLoop, 'grouped-discontinuous-nice-loop', set).d!)).toEqual([
      '811',
      '911',
    ])
    const strike =
      ':0710-2:2:3.2....1.+1..97........+1....5..+18.6....15...7..8.+74.+1..9....1.27.1.4.......5..79.+1::239::7'
    expect(strikes(step(groupedNiceLoop, 'grouped-discontinuous-nice-loop', strike).d!)).toEqual([
      '239',
    ])
  })

  it('a grouped AIC strikes all it implies in one step (0711-1, 0711-2)', () => {
    const one =
      ':0711-1:6:3.2....1.+1..97........+1....5..+18.6....15...7..8.+74.+1..9....1.27.1.4.......5..79.+1::612 616 619 626 634 636::7'
    const { d } = step(groupedAic, 'grouped-aic', one)
    expect(strikes(d!)).toEqual(['612', '616', '619', '626', '634', '636'])
    const two =
      ':0711-2:56:4+8..+12.391+953..28......+9+4...+1.4..9.886+4.+9+1....79...1+4..+5123.+8.4..+89........1.8...:248 269 369:564 669::5'
    expect(strikes(step(groupedAic, 'grouped-aic', two).d!)).toEqual(['564', '669'])
  })

  it('finds nothing where no digit has a strong link: the empty grid, every candidate open', () => {
    const s: LogicState = { g, values: new Uint8Array(81), masks: new Uint16Array(81).fill(511) }
    for (const t of [niceLoop, groupedXCycle, groupedNiceLoop, groupedAic, forcingChain])
      expect(told(t, s), t.id).toEqual([])
  })
})

describe('the SE set chains list every strike of a chain (HoDoKu 0701, 0702, 0708)', () => {
  it('an AIC with all its strikes as one deduction (0708-1)', () => {
    const text =
      ':0708-1:5:+2......69+98..2.13+7+71.....+24..+9....+5..4...9.7.+5671+329+4+8+6.1....8+33......+9+6+4+9867+32+15::513 523 533 572 582::9'
    const { d, all } = step(forcingChain, 'aic', text)
    expect(strikes(d!)).toEqual(['513', '523', '533', '572', '582'])
    // The solve path's single-strike chain (`find`) is still among them, and rated lowest.
    const found = forcingChain.find(line(text).s)!
    expect(
      all.some(
        (x) => x.technique === found.technique && strikes(x).join() === strikes(found).join(),
      ),
    ).toBe(true)
    expect(Math.min(...all.map((x) => x.rating))).toBe(found.rating)
  })

  it('an X-chain (0701) and an XY-chain (0702) under their own names', () => {
    const x =
      ':0701:6:.+421+7+8..+9..+8+4+2..+7+1.1+7+3.928+44..+83+1+7+2673+65+4+2+1+9+8+2+8+1+69745+3.2.+9..+8.787+32.49.+5...+78...+2::697 698::5'
    const dx = step(forcingChain, 'x-chain', x).d!
    expect(strikes(dx)).toEqual(['697', '698'])
    expect(dx.digits).toEqual([6])
    const xy =
      ':0702:2:+57.4.+169.+9+482+7+6+1536.....+7+4...+9...+3.4+4...9+35.+63.+5...+9.12+5+4367+8+1+9......2+651+96+5+284+3+7::219 232 233::13'
    expect(strikes(step(forcingChain, 'xy-chain', xy).d!)).toEqual(['219', '232', '233'])
  })
})
