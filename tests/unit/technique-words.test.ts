/**
 * Two deductions of one technique that do the same read the same in "All steps
 * here": each then names what tells it apart (issue 31). Two Finned Swordfish of
 * HoDoKu's library that strike 5 from r5c5, one on rows, one on columns.
 */
import { describe, expect, it } from 'vitest'
import { readsAlike, patternWords, movesInWords } from '@/components/techniques/technique-words'
import { allDeductions, geometry, parseOneLine } from '@/engine/full'

const LINE =
  ':0311:5:....4...97+9..124+6....9+6....2...+9.3.....+2....6.784+3...5329+1+8+4+6+5+78+5+7+6291..4+16..38+9+2::555::'

describe('rows that read the same', () => {
  it('name a fish by its base, cover and fins', () => {
    const parsed = parseOneLine({ no: 1, text: LINE })
    if (!parsed.ok) throw new Error(parsed.error.message)
    const g = geometry(3)
    const fish = allDeductions(parsed.puzzle, { techniques: ['finned-swordfish'] }).lists[0]!
      .deductions
    const alike = readsAlike(g, fish)
    const twins = fish.filter((_, i) => alike[i])
    expect(twins.length).toBeGreaterThanOrEqual(2)
    expect(new Set(twins.map((d) => movesInWords(g, d))).size).toBe(1)
    const names = twins.map((d) => patternWords(g, d, null))
    expect(new Set(names).size).toBe(names.length)
    expect(names).toContain('5: base r2 r4 r9, cover c3 c4 c5, fin r4c6')
  })

  it('name a chain by its notation, anything else by its cells and digits', () => {
    const g = geometry(3)
    const d = {
      technique: 'xy-wing',
      rating: 4.2,
      cells: [0, 1, 9],
      digits: [2, 5, 7],
      units: [],
      links: [],
      place: [],
      eliminate: [],
    }
    expect(patternWords(g, d, null)).toBe('2, 5 and 7 in r1c1 r1c2 r2c1')
    expect(patternWords(g, d, '(2)r1c1=(5)r1c2')).toBe('(2)r1c1=(5)r1c2')
  })
})
