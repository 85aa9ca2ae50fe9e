// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import BoardPattern from '@/components/board/BoardPattern.vue'
import BoardPatternLegend from '@/components/board/BoardPatternLegend.vue'
import type { TechniqueStep } from '@/engine'
import { makeCells } from './board-fixture'

/** A 9x9 board with every candidate open, r1c1 = 5. */
const cells = makeCells(3, [5])

const xWing: TechniqueStep = {
  kind: 'technique',
  id: 'x-wing',
  rating: 3.2,
  cells: [11, 14, 65, 68],
  digits: [7],
  units: [1, 7, 11, 14],
  links: [],
}

const chain: TechniqueStep = {
  kind: 'technique',
  id: 'x-chain',
  rating: 6.6,
  cells: [1, 10, 28],
  // r1c2#4 => r2c2#4 (strong, same column), r2c2#4 -> r4c2#4 (weak)
  digits: [4],
  units: [],
  links: [
    { from: 1 * 9 + 3, to: 10 * 9 + 3, strong: true },
    { from: 10 * 9 + 3, to: 28 * 9 + 3, strong: false },
  ],
}

describe('BoardPattern', () => {
  it("tints a fish's rows and columns, outlines its corners and rings its digit", () => {
    const w = mount(BoardPattern, { props: { pattern: xWing, cells, box: 3 } })
    const units = w.findAll('.pattern-unit')
    expect(units.map((u) => u.attributes('data-unit'))).toEqual(['1', '7', '11', '14'])
    // Row 2 spans the board; column 6 (unit 14) runs top to bottom.
    expect(units[0]!.attributes()).toMatchObject({ x: '0', y: '1', width: '9', height: '1' })
    expect(units[3]!.attributes()).toMatchObject({ x: '5', y: '0', width: '1', height: '9' })
    expect(w.findAll('.pattern-cell')).toHaveLength(4)
    expect(w.findAll('.pattern-digit')).toHaveLength(4)
    expect(w.findAll('line')).toHaveLength(0)
    expect(w.attributes('aria-hidden')).toBe('true')
  })

  it("draws a chain's links between candidates, strong solid and weak dashed", () => {
    const w = mount(BoardPattern, { props: { pattern: chain, cells, box: 3 } })
    const strong = w.find('.pattern-strong')
    const weak = w.find('.pattern-weak')
    // Candidate 4 sits in the middle row, left column of a cell's 3 x 3 candidates.
    expect(strong.attributes()).toMatchObject({ x1: String(1 + 1 / 6), y1: '0.5' })
    expect(strong.attributes()).toMatchObject({ x2: String(1 + 1 / 6), y2: '1.5' })
    expect(weak.attributes('y2')).toBe('3.5')
    // Only the chain's own candidates are ringed.
    expect(w.findAll('.pattern-digit')).toHaveLength(3)
  })
})

describe('BoardPatternLegend', () => {
  it('names the technique and explains only what is drawn', () => {
    const fish = mount(BoardPatternLegend, { props: { pattern: xWing } })
    expect(fish.find('h3').text()).toBe('X-Wing SE 3.2')
    expect(fish.text()).toContain('rows, columns or boxes it rests on')
    expect(fish.text()).not.toContain('strong link')
    const links = mount(BoardPatternLegend, { props: { pattern: chain } })
    expect(links.text()).toContain('strong link: one of the two is true')
    expect(links.text()).toContain('weak link: not both are true')
    expect(links.text()).not.toContain('rests on')
  })
})
