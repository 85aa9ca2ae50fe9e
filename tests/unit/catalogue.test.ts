/**
 * The technique catalogue (src/engine/logic/catalogue.ts) holds each technique's
 * facts once; these check that its rows hang together: every row has code in the
 * registry, every deduction id a technique gives has a name and a place in the step
 * log's ids, SE's set is its 40 techniques in Sukaku Explainer's order, and HoDoKu's codes read as
 * its library's.
 */

import { describe, expect, it } from 'vitest'
import {
  CATALOGUE,
  DEDUCTIONS,
  givesOf,
  TECHNIQUE_FAMILIES,
  TECHNIQUE_IDS,
} from '../../src/engine/logic/catalogue'
import { FULL_TECHNIQUES, TECHNIQUES } from '../../src/engine/logic/registry'

describe('the technique catalogue', () => {
  it('has one row per registry technique, each with its code', () => {
    const ids = CATALOGUE.map((r) => r.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(FULL_TECHNIQUES.map((t) => t.id)).toEqual(ids)
    for (const [i, t] of FULL_TECHNIQUES.entries()) {
      const row = CATALOGUE[i]!
      expect([t.name, t.rating, t.gives], t.id).toEqual([row.name, row.rating, givesOf(row)])
    }
  })

  it("gives every deduction id a name and a place in the step log's ids, and only those", () => {
    const given = new Set(CATALOGUE.flatMap((r) => givesOf(r) ?? [r.id]))
    for (const id of given) expect(TECHNIQUE_IDS, id).toContain(id)
    for (const id of TECHNIQUE_IDS) expect(DEDUCTIONS.get(id)?.name, id).toBeTruthy()
    expect([...given, 'out-of-techniques'].sort()).toEqual([...TECHNIQUE_IDS].sort())
    expect(new Set(TECHNIQUE_IDS).size).toBe(TECHNIQUE_IDS.length)
  })

  it('describes each deduction once: a string in `gives` names one a row describes', () => {
    const described = CATALOGUE.flatMap((r) => [
      ...(!r.gives || r.gives.includes(r.id) ? [r.id] : []),
      ...(r.gives ?? []).flatMap((g) => (typeof g === 'string' ? [] : [g.id])),
    ])
    expect(new Set(described).size).toBe(described.length)
    for (const r of CATALOGUE)
      for (const g of r.gives ?? [])
        if (typeof g === 'string') expect(described, `${r.id} gives ${g}`).toContain(g)
  })

  it("orders Sudoku Explainer's 45 techniques once each, in Sukaku Explainer's order (its nested forcing chains last)", () => {
    const se = CATALOGUE.filter((r) => r.se !== undefined)
    expect(se.map((r) => r.se).sort((a, b) => a! - b!)).toEqual(
      Array.from({ length: 45 }, (_, i) => i + 1),
    )
    // Sukaku Explainer (the rater of the published ratings) tries its producers in
    // this order and takes the first that finds anything: easiest first, except that
    // its two-strong-link producer (grouped ones 4.3) comes before the XY-Wing (4.2).
    expect(TECHNIQUES.map((t) => t.id)).toEqual([
      'full-house',
      'hidden-single-box',
      'hidden-single-line',
      'direct-pointing',
      'direct-claiming',
      'direct-hidden-pair',
      'naked-single',
      'direct-hidden-triple',
      'pointing',
      'claiming',
      'naked-pair',
      'x-wing',
      'hidden-pair',
      'naked-triple',
      'swordfish',
      'hidden-triple',
      'skyscraper',
      'two-string-kite',
      'turbot-fish',
      'grouped-turbot-fish',
      'xy-wing',
      'xyz-wing',
      'unique-rectangle-1',
      'unique-rectangle-2',
      'unique-rectangle-4',
      'unique-rectangle-3',
      'unique-loop',
      'naked-quad',
      'jellyfish',
      'hidden-quad',
      'three-strong-links',
      'wxyz-wing',
      'bug',
      'four-strong-links',
      'vwxyz-wing',
      'aligned-pair-exclusion',
      'forcing-chain',
      'cell-forcing-chain',
      'dynamic-forcing-chain',
      'dynamic-forcing-chain-plus',
      'nested-forcing-chain',
      'nested-multiple-forcing-chain',
      'nested-dynamic-forcing-chain',
      'nested-dynamic-forcing-chain-plus',
      'nested-dynamic-forcing-chain-nested',
    ])
    const ratings = TECHNIQUES.map((t) => t.rating)
    for (let i = 1; i < ratings.length; i++)
      if (TECHNIQUES[i]!.id !== 'xy-wing')
        expect(ratings[i], TECHNIQUES[i]!.id).toBeGreaterThanOrEqual(ratings[i - 1]!)
  })

  it("puts each row in a family, and writes HoDoKu's codes as four digits", () => {
    for (const r of CATALOGUE) expect(TECHNIQUE_FAMILIES, r.id).toContain(r.family)
    for (const d of DEDUCTIONS.values())
      if (d.hodoku?.code) expect(d.hodoku.code, d.id).toMatch(/^\d{4}$/)
  })
})
