// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { beforeEach, describe, expect, it } from 'vitest'
import { nextTick } from 'vue'
import BoardPattern from '@/components/board/BoardPattern.vue'
import BoardPatternLegend from '@/components/board/BoardPatternLegend.vue'
import { deductionAt } from '@/components/board/deduction-at'
import {
  getAlgorithm,
  outlineLog,
  parsePuzzle,
  type StepLink,
  type TechniqueStep,
} from '@/engine/full'
import { makeCells } from './board-fixture'

/** A 9x9 board with every candidate open, r1c1 = 5: every slot holds a digit to avoid. */
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

/** Candidate number of digit d in cell (row r, column c), 1-based. */
const cand = (r: number, c: number, d: number) => ((r - 1) * 9 + c - 1) * 9 + d - 1

const chain: TechniqueStep = {
  kind: 'technique',
  id: 'x-chain',
  rating: 6.6,
  cells: [1, 10, 28],
  // r1c2#4 => r2c2#4 (strong, same column), r2c2#4 -> r4c2#4 (weak)
  digits: [4],
  units: [],
  links: [
    { from: cand(1, 2, 4), to: cand(2, 2, 4), strong: true },
    { from: cand(2, 2, 4), to: cand(4, 2, 4), strong: false },
  ],
}

/**
 * The links that are hardest to draw clear of the digits, on a board where every empty
 * cell holds all nine: along a row across six cells, down a column, a diagonal across
 * boxes, between two candidates of one cell and of one box, and back over the same ground.
 */
const longLinks: StepLink[] = [
  { from: cand(2, 1, 6), to: cand(2, 7, 6), strong: true },
  { from: cand(2, 7, 6), to: cand(8, 7, 6), strong: false },
  { from: cand(8, 7, 6), to: cand(8, 7, 7), strong: true },
  { from: cand(8, 7, 7), to: cand(3, 2, 7), strong: false },
  { from: cand(3, 2, 7), to: cand(1, 3, 7), strong: true },
  { from: cand(1, 3, 7), to: cand(2, 1, 6), strong: false },
  { from: cand(5, 5, 1), to: cand(5, 5, 9), strong: true },
  { from: cand(5, 5, 9), to: cand(9, 9, 9), strong: false },
]
const longChain: TechniqueStep = { ...chain, id: 'aic', links: longLinks, cells: [] }

/** Points along an SVG path of M, L and Q commands (as BoardPattern draws links). */
function samplePath(d: string): { x: number; y: number }[] {
  const tokens = d.match(/[MLQ]|-?[\d.]+/g) ?? []
  const out: { x: number; y: number }[] = []
  let at = { x: 0, y: 0 }
  for (let i = 0; i < tokens.length;) {
    const op = tokens[i++]
    const num = () => Number(tokens[i++])
    if (op === 'M') {
      at = { x: num(), y: num() }
      out.push(at)
    } else if (op === 'L') {
      const to = { x: num(), y: num() }
      for (let k = 1; k <= 40; k++)
        out.push({ x: at.x + ((to.x - at.x) * k) / 40, y: at.y + ((to.y - at.y) * k) / 40 })
      at = to
    } else if (op === 'Q') {
      const c = { x: num(), y: num() }
      const to = { x: num(), y: num() }
      for (let k = 1; k <= 20; k++) {
        const t = k / 20
        const u = 1 - t
        out.push({
          x: u * u * at.x + 2 * u * t * c.x + t * t * to.x,
          y: u * u * at.y + 2 * u * t * c.y + t * t * to.y,
        })
      }
      at = to
    } else throw new Error(`unexpected path command ${op} in ${d}`)
  }
  return out
}

/**
 * The box a candidate's digit fills, in cell units: its slot is a third of a cell, and
 * the digit (about 0.8 of the slot tall, narrower than that) stays within 0.3 slot of
 * the slot's centre each way.
 */
function digitBox(candidate: number) {
  const cell = Math.floor(candidate / 9)
  const k = candidate % 9
  const x = (cell % 9) + ((k % 3) + 0.5) / 3
  const y = Math.floor(cell / 9) + (Math.floor(k / 3) + 0.5) / 3
  return { x0: x - 0.1, x1: x + 0.1, y0: y - 0.1, y1: y + 0.1 }
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
    expect(w.findAll('path')).toHaveLength(0)
    expect(w.attributes('aria-label')).toBe('X-Wing, drawn on the board')
  })

  it('strikes what a deduction removes in its own mark, named, and does not ring it', () => {
    // The X-Wing on 7 removes 7 from r2c4 (a cell of row 2 outside its columns) and r5c3.
    const w = mount(BoardPattern, {
      props: {
        pattern: xWing,
        cells,
        box: 3,
        eliminate: [
          [12, 7],
          [38, 7],
        ],
      },
    })
    const strikes = w.findAll('.pattern-strike')
    expect(strikes.map((s) => s.attributes('aria-label'))).toEqual(['r2c4 loses 7', 'r5c3 loses 7'])
    expect(strikes.every((s) => s.attributes('role') === 'img')).toBe(true)
    // The digit itself, on its tinted square, with a stroke through it: colour and shape.
    const first = strikes[0]!
    expect(first.find('.strike-digit').text()).toBe('7')
    expect(first.find('.strike-back').exists()).toBe(true)
    expect(first.find('.strike-cross').attributes('d')).toMatch(/^M[\d.]+ [\d.]+ L/)
    // Candidate 7 of r2c4 sits in the bottom-left slot: its centre is (3 + 1/6, 1 + 5/6).
    expect(Number(first.find('.strike-digit').attributes('x'))).toBeCloseTo(3 + 1 / 6)
    expect(Number(first.find('.strike-digit').attributes('y'))).toBeCloseTo(1 + 5 / 6)
    // The pattern's own 7s are ringed; nothing else is.
    expect(w.findAll('.pattern-digit')).toHaveLength(4)
  })

  it('marks what a deduction places: a disc on the candidate, then a ring round the digit', async () => {
    const w = mount(BoardPattern, {
      props: { pattern: { ...xWing, id: 'naked-single' }, cells, box: 3, place: [[1, 4]] },
    })
    const placed = w.get('.pattern-place')
    expect(placed.attributes('aria-label')).toBe('r1c2 is 4')
    expect(placed.find('.place-disc').exists()).toBe(true)
    expect(placed.find('.place-digit').text()).toBe('4')
    await w.setProps({ cells: makeCells(3, [5, 4]) })
    expect(w.get('.pattern-place').classes()).toContain('is-done')
    expect(w.find('.place-ring').attributes()).toMatchObject({ cx: '1.5', cy: '0.5' })
  })

  it("draws a chain's links between candidates, strong solid and weak dashed, named", () => {
    const w = mount(BoardPattern, { props: { pattern: chain, cells, box: 3 } })
    const strong = w.get('.pattern-strong')
    const weak = w.get('.pattern-weak')
    expect(strong.attributes('aria-label')).toBe('strong link: r1c2 4 to r2c2 4')
    expect(weak.attributes('aria-label')).toBe('weak link: r2c2 4 to r4c2 4')
    // Each starts on the ring round its first candidate and ends on the ring round its last.
    const ends = (d: string) => {
      const pts = samplePath(d)
      return [pts[0]!, pts[pts.length - 1]!]
    }
    const [a, b] = ends(strong.attributes('d')!)
    expect(Math.hypot(a!.x - (1 + 1 / 6), a!.y - 0.5)).toBeCloseTo(0.42 / 3)
    expect(Math.hypot(b!.x - (1 + 1 / 6), b!.y - 1.5)).toBeCloseTo(0.42 / 3)
    // Only the chain's own candidates are ringed.
    expect(w.findAll('.pattern-digit')).toHaveLength(3)
  })

  it("never draws a link over another candidate's digit", () => {
    const w = mount(BoardPattern, { props: { pattern: longChain, cells, box: 3 } })
    const paths = w.findAll('path.pattern-strong, path.pattern-weak')
    expect(paths).toHaveLength(longLinks.length)
    // Every candidate of every empty cell is drawn on this board.
    const candidates = cells.flatMap((c) =>
      c.value ? [] : Array.from({ length: 9 }, (_, k) => c.index * 9 + k),
    )
    paths.forEach((p, i) => {
      const link = longLinks[i]!
      const boxes = candidates.filter((c) => c !== link.from && c !== link.to).map(digitBox)
      const points = samplePath(p.attributes('d')!)
      expect(points.length).toBeGreaterThan(20)
      const hits = points.filter((pt) =>
        boxes.some((b) => pt.x > b.x0 && pt.x < b.x1 && pt.y > b.y0 && pt.y < b.y1),
      )
      expect(hits, `link ${i}: ${p.attributes('aria-label')}`).toEqual([])
    })
  })
})

describe('deductionAt', () => {
  // Line 961 of puzzles/se-rated-1771.tsv: an X-Wing on 2 in rows 3 and 4 over columns 3 and 8.
  const X_WING = '..8...7...........3..786..98.......3.3.8.7.1..4.3.2.7..8.4.5.9.7.5.3.6.442.9.8.51'

  it('holds every strike of a deduction from its sentence to its last move, and no more', () => {
    const parsed = parsePuzzle(X_WING)
    if (!parsed.ok) throw new Error(parsed.error.message)
    const log = getAlgorithm('logic')!.solve(parsed.puzzle, { record: true }).log!
    const at = outlineLog(log).techniques.find(
      (i) => (log.step(i) as TechniqueStep).id === 'x-wing',
    )!
    // Its strikes follow the technique step: the same deduction is drawn at each of them.
    const shown = deductionAt(log, at + 1)!
    expect(shown.pattern.id).toBe('x-wing')
    expect(shown.place).toEqual([])
    expect(shown.eliminate.length).toBeGreaterThan(0)
    const strikes: [number, number][] = []
    for (let i = at + 1; log.kind(i) !== log.kind(at); i++) {
      const s = log.step(i)
      if (s.kind === 'eliminate') strikes.push([s.cell, s.digit])
    }
    expect(shown.eliminate).toEqual(strikes)
    expect(shown.eliminate.every(([c, d]) => d === 2 && [2, 7].includes(c % 9))).toBe(true)
    expect(deductionAt(log, at + strikes.length + 1)).toEqual(shown)
    // Before the technique step, another deduction (or none) is on show.
    expect(deductionAt(log, at)?.pattern.id).not.toBe('x-wing')
  })
})

describe('BoardPatternLegend', () => {
  beforeEach(() => sessionStorage.clear())

  it('names the technique and explains only what is drawn', () => {
    const fish = mount(BoardPatternLegend, { props: { pattern: xWing, eliminated: 2 } })
    expect(fish.get('summary').text()).toMatch(/^X-Wing\s*SE 3\.2/)
    expect(fish.text()).toContain('rows, columns or boxes it rests on')
    expect(fish.text()).toContain('removed: the candidate this deduction strikes out')
    expect(fish.text()).not.toContain('placed:')
    expect(fish.text()).not.toContain('strong link')
    const links = mount(BoardPatternLegend, { props: { pattern: chain } })
    expect(links.text()).toContain('strong link: one of the two is true')
    expect(links.text()).toContain('weak link: not both are true')
    expect(links.text()).not.toContain('rests on')
    expect(links.text()).not.toContain('removed:')
    const single = mount(BoardPatternLegend, {
      props: { pattern: { ...xWing, units: [] }, placed: 1 },
    })
    expect(single.text()).toContain('placed: the digit it puts in the cell')
  })

  it('folds to one line, and remembers being opened for the session', async () => {
    const w = mount(BoardPatternLegend, { props: { pattern: xWing } })
    const details = w.get('details').element as HTMLDetailsElement
    const opened = details.open
    details.open = !opened
    details.dispatchEvent(new Event('toggle'))
    await nextTick()
    expect(sessionStorage.getItem('sudoku-lab:open:pattern-legend')).toBe(opened ? '0' : '1')
    // The next deduction's legend (a new component) opens as the reader left it.
    const next = mount(BoardPatternLegend, { props: { pattern: chain } })
    expect((next.get('details').element as HTMLDetailsElement).open).toBe(!opened)
  })
})
