// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { beforeEach, describe, expect, it } from 'vitest'
import { nextTick } from 'vue'
import BoardPattern from '@/components/board/BoardPattern.vue'
import BoardPatternLegend from '@/components/board/BoardPatternLegend.vue'
import { deductionAt } from '@/board/deduction-at'
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

/** A finned X-Wing on 7: rows 2 and 8 over columns 3 and 6, with a fin at r2c5 (box 2). */
const finnedXWing: TechniqueStep = {
  kind: 'technique',
  id: 'finned-x-wing',
  rating: 3.4,
  cells: [11, 14, 65, 68],
  digits: [7],
  units: [1, 7, 11, 14],
  links: [],
  fins: [cand(2, 5, 7)],
}

/** A simple-colours trap on 5: colour A r1c2 and r3c4, colour B r1c5 and r4c2. */
const colouring: TechniqueStep = {
  kind: 'technique',
  id: 'simple-colours-trap',
  rating: 4.5,
  cells: [1, 21, 4, 28],
  digits: [5],
  units: [],
  links: [],
  groups: [
    [cand(1, 2, 5), cand(3, 4, 5)],
    [cand(1, 5, 5), cand(4, 2, 5)],
  ],
}

/** An ALS-XZ: set 1 the pair r5c1 {1,2}, set 2 the triple r5c7..r5c8 {1,2,3}. */
const alsXz: TechniqueStep = {
  kind: 'technique',
  id: 'als-xz',
  rating: 5.7,
  cells: [36, 42, 43],
  digits: [1, 2, 3],
  units: [],
  links: [],
  groups: [
    [cand(5, 1, 1), cand(5, 1, 2)],
    [cand(5, 7, 1), cand(5, 7, 2), cand(5, 8, 2), cand(5, 8, 3)],
  ],
}

describe('BoardPattern: fins and parts', () => {
  it("marks a finned fish's fin apart from its rings: a dashed ring and a filled corner, named", () => {
    const w = mount(BoardPattern, { props: { pattern: finnedXWing, cells, box: 3 } })
    const fin = w.get('.pattern-fin')
    expect(fin.attributes()).toMatchObject({ role: 'img', 'aria-label': 'fin: r2c5 7' })
    // Candidate 7 of r2c5 sits in the bottom-left slot: centre (4 + 1/6, 1 + 5/6).
    const ring = fin.get('.fin-ring')
    expect(Number(ring.attributes('cx'))).toBeCloseTo(4 + 1 / 6)
    expect(Number(ring.attributes('cy'))).toBeCloseTo(1 + 5 / 6)
    // The corner flag stays in the fin's slot and clear of its digit.
    const flag = samplePath(fin.get('.fin-flag').attributes('d')!.replace(' Z', ''))
    const digit = digitBox(cand(2, 5, 7))
    for (const pt of flag) {
      expect(pt.x).toBeGreaterThanOrEqual(4 - 1e-9)
      expect(pt.x).toBeLessThanOrEqual(4 + 1 / 3 + 1e-9)
      expect(pt.y).toBeGreaterThanOrEqual(1 + 2 / 3 - 1e-9)
      expect(pt.x > digit.x0 && pt.x < digit.x1 && pt.y > digit.y0 && pt.y < digit.y1).toBe(false)
    }
    // The fin's digit is drawn above its ring, at the ring's centre: the dashes never cover it.
    const text = fin.get('.fin-digit')
    expect(text.text()).toBe('7')
    expect(Number(text.attributes('x'))).toBeCloseTo(4 + 1 / 6)
    expect(Number(text.attributes('y'))).toBeCloseTo(1 + 5 / 6)
    const kids = fin.element.children
    expect(kids[kids.length - 1]!.classList.contains('fin-digit')).toBe(true)
    // The four corners keep their blue rings; the fin is not ringed blue as well.
    expect(w.findAll('.pattern-digit')).toHaveLength(4)
  })

  it('draws no fin the deduction strikes, nor one whose cell is filled', () => {
    const struck = mount(BoardPattern, {
      props: { pattern: finnedXWing, cells, box: 3, eliminate: [[13, 7]] },
    })
    expect(struck.find('.pattern-fin').exists()).toBe(false)
    expect(struck.get('.pattern-strike').attributes('aria-label')).toBe('r2c5 loses 7')
    const filled = makeCells(3, [5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 7])
    const w = mount(BoardPattern, { props: { pattern: finnedXWing, cells: filled, box: 3 } })
    expect(w.find('.pattern-fin').exists()).toBe(false)
  })

  it("puts a colouring's candidates on colour A's and colour B's tints, each named", () => {
    const w = mount(BoardPattern, { props: { pattern: colouring, cells, box: 3 } })
    const parts = w.findAll('.pattern-part')
    expect(parts.map((p) => p.attributes('aria-label'))).toEqual([
      'colour A: r1c2 5',
      'colour A: r3c4 5',
      'colour B: r1c5 5',
      'colour B: r4c2 5',
    ])
    expect(parts.map((p) => p.attributes('data-part'))).toEqual(['1', '1', '2', '2'])
    expect(parts.every((p) => p.attributes('role') === 'img')).toBe(true)
    // The digit is drawn again on its disc, at its own slot (5: the middle one).
    const first = parts[0]!
    expect(first.get('.part-digit').text()).toBe('5')
    expect(Number(first.get('.part-disc').attributes('cx'))).toBeCloseTo(1.5)
    expect(Number(first.get('.part-disc').attributes('cy'))).toBeCloseTo(0.5)
    // On their tints, the coloured candidates are not ringed as well.
    expect(w.findAll('.pattern-digit')).toHaveLength(0)
  })

  it('names the sets of an ALS move, and draws a struck member as removed', () => {
    const w = mount(BoardPattern, {
      props: { pattern: alsXz, cells, box: 3, eliminate: [[43, 3]] },
    })
    expect(w.findAll('.pattern-part').map((p) => p.attributes('aria-label'))).toEqual([
      'set 1: r5c1 1',
      'set 1: r5c1 2',
      'set 2: r5c7 1',
      'set 2: r5c7 2',
      'set 2: r5c8 2',
    ])
    expect(w.get('.pattern-strike').attributes('aria-label')).toBe('r5c8 loses 3')
    // Five parts take the four tints in turn.
    const five: TechniqueStep = {
      ...alsXz,
      id: 'death-blossom',
      groups: [1, 2, 3, 4, 5].map((d) => [cand(9, d, d)]),
    }
    const blossom = mount(BoardPattern, { props: { pattern: five, cells, box: 3 } })
    expect(blossom.findAll('.pattern-part').map((p) => p.attributes('data-part'))).toEqual([
      '1',
      '2',
      '3',
      '4',
      '1',
    ])
  })
})

/**
 * An AIC through an ALS: (3=4)r1c1-(4=5)r2c123-(5)r1c3, the set r2c1..r2c3 holding
 * 4, 5, 6 and 7 (its group: the candidates the links end on, then the rest).
 */
const alsAic: TechniqueStep = {
  kind: 'technique',
  id: 'als-aic',
  rating: 7.2,
  cells: [0, 2, 9, 10, 11],
  digits: [3, 4, 5],
  units: [],
  links: [
    { from: cand(1, 1, 3), to: cand(1, 1, 4), strong: true },
    { from: cand(1, 1, 4), to: cand(2, 2, 4), strong: false },
    { from: cand(2, 2, 4), to: cand(2, 1, 5), strong: true },
    { from: cand(2, 1, 5), to: cand(1, 3, 5), strong: false },
  ],
  groups: [[cand(2, 2, 4), cand(2, 1, 5), cand(2, 1, 6), cand(2, 3, 6), cand(2, 3, 7)]],
}

describe('BoardPattern: a chain with an ALS node', () => {
  it("tints the ALS's candidates as one node, links to it, and rings only the other nodes", () => {
    const cellsOpen = makeCells(3, [])
    const w = mount(BoardPattern, { props: { pattern: alsAic, cells: cellsOpen, box: 3 } })
    const parts = w.findAll('.pattern-part')
    expect(parts.map((p) => p.attributes('aria-label'))).toEqual([
      'node 1: r2c2 4',
      'node 1: r2c1 5',
      'node 1: r2c1 6',
      'node 1: r2c3 6',
      'node 1: r2c3 7',
    ])
    expect(new Set(parts.map((p) => p.attributes('data-part')))).toEqual(new Set(['1']))
    // Four links, into and out of the set; the three candidates outside it are ringed.
    expect(
      [...w.findAll('.pattern-strong'), ...w.findAll('.pattern-weak')].map((l) =>
        l.attributes('aria-label'),
      ),
    ).toEqual([
      'strong link: r1c1 3 to r1c1 4',
      'strong link: r2c2 4 to r2c1 5',
      'weak link: r1c1 4 to r2c2 4',
      'weak link: r2c1 5 to r1c3 5',
    ])
    expect(w.findAll('.pattern-digit')).toHaveLength(3)
  })

  it('says in the legend what a node taken as one is', () => {
    const w = mount(BoardPatternLegend, { props: { pattern: alsAic } })
    expect(w.text()).toContain('an almost locked set')
    expect(w.text()).toContain('node 1')
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

  it("lists a fin and each part's tint only when drawn, and writes an estimate as one", () => {
    const fish = mount(BoardPatternLegend, { props: { pattern: finnedXWing, eliminated: 1 } })
    expect(fish.get('summary').text()).toMatch(/^Finned X-Wing\s*≈3\.4/)
    expect(fish.get('[data-mark="fins"]').text()).toBe(
      'fin: a candidate outside the fish; what it removes sees every fin',
    )
    expect(fish.find('[data-mark="parts"]').exists()).toBe(false)
    const colours = mount(BoardPatternLegend, { props: { pattern: colouring } })
    expect(colours.find('[data-mark="fins"]').exists()).toBe(false)
    const parts = colours.get('[data-mark="parts"]')
    expect(parts.findAll('.part').map((p) => [p.attributes('data-part'), p.text()])).toEqual([
      ['1', 'colour A'],
      ['2', 'colour B:'],
    ])
    expect(parts.text()).toContain(
      'the candidates of one colour are all true or all false together',
    )
    const als = mount(BoardPatternLegend, { props: { pattern: alsXz } })
    expect(als.get('[data-mark="parts"]').text()).toMatch(/^set 1\s*set 2:\s*almost locked sets/)
    // Sudoku Explainer's own techniques keep "SE".
    expect(
      mount(BoardPatternLegend, { props: { pattern: xWing } })
        .get('summary')
        .text(),
    ).toMatch(/SE 3\.2/)
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
