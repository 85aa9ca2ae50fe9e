// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { nextTick } from 'vue'
import BoardGrid from '@/components/board/BoardGrid.vue'
import { bit, digitChar } from '@/engine'
import type { CellView, Highlight } from '@/board/board-view'
import { highlight, makeCells } from './board-fixture'

function mountGrid(cells: CellView[], box: number, h: Highlight | null = null) {
  return mount(BoardGrid, { props: { cells, box, highlight: h }, attachTo: document.body })
}

const gridcells = (w: ReturnType<typeof mountGrid>) => w.findAll('[role="gridcell"]')
const names = (w: ReturnType<typeof mountGrid>) =>
  gridcells(w).map((c) => c.attributes('aria-label'))

describe('BoardGrid', () => {
  // r1c1 given 5, r1c2 logic 3, r1c3 guessed 7, r2c5 empty with candidates 2 and 6.
  const values = [5, 3, 7]
  const cells9 = () => makeCells(3, values, { 1: 'logic', 2: 'guess' }, { 13: bit(2) | bit(6) })

  it('shows no candidates for an algorithm that keeps none, only a guess among its options', async () => {
    const w = mount(BoardGrid, {
      props: { cells: cells9(), box: 3, highlight: null, candidates: 'none' },
      attachTo: document.body,
    })
    expect(names(w)[13]).toBe('Row 2, column 5: empty')
    expect(names(w)[80]).toBe('Row 9, column 9: empty')
    expect(w.findAll('.candidates')).toHaveLength(0)
    await w.setProps({
      highlight: highlight({ kind: 'guess', focus: 80, digit: 4, options: [4, 8] }),
    })
    expect(names(w)[80]).toBe('Row 9, column 9: empty, options 4 8')
    expect(w.findAll('.candidates')).toHaveLength(1)
  })

  it('names itself "Sudoku board" and renders 9 rows of 9 gridcells', () => {
    const w = mountGrid(cells9(), 3)
    const grid = w.get('[role="grid"]')
    expect(grid.attributes('aria-label')).toBe('Sudoku board')
    expect(w.findAll('[role="row"]')).toHaveLength(9)
    expect(gridcells(w)).toHaveLength(81)
    w.findAll('[role="row"]').forEach((row) =>
      expect(row.findAll('[role="gridcell"]')).toHaveLength(9),
    )
  })

  it('gives each cell a name saying its digit and how it got there, or its candidates', () => {
    const n = names(mountGrid(cells9(), 3))
    expect(n[0]).toBe('Row 1, column 1: 5, given')
    expect(n[1]).toBe('Row 1, column 2: 3, placed by logic')
    expect(n[2]).toBe('Row 1, column 3: 7, guessed')
    expect(n[13]).toBe('Row 2, column 5: empty, candidates 2 6')
    expect(n[80]).toBe('Row 9, column 9: empty, candidates 1 2 3 4 5 6 7 8 9')
  })

  it('draws givens, logic digits and guesses differently', () => {
    const w = mountGrid(cells9(), 3)
    const [given, logic, guess] = gridcells(w)
    expect(given!.get('.cell-digit').classes()).toContain('is-given')
    expect(logic!.get('.cell-digit').classes()).toContain('is-logic')
    expect(guess!.get('.cell-digit').classes()).toContain('is-guess')
    expect(guess!.get('.cell-tag').text()).toBe('?')
    expect(given!.find('.cell-tag').exists()).toBe(false)
  })

  it('draws empty cells as pencil marks in fixed slots', () => {
    const w = mountGrid(cells9(), 3)
    const slots = gridcells(w)[13]!
      .findAll('.candidate')
      .map((s) => s.attributes('data-mark') ?? '')
    expect(slots).toEqual(['', '2', '', '', '', '6', '', '', ''])
  })

  it('draws thick borders after columns 3 and 6 and rows 3 and 6 only', () => {
    const w = mountGrid(cells9(), 3)
    const row = gridcells(w).slice(0, 9)
    const thickCols = row.flatMap((c, i) => (c.classes().includes('box-right') ? [i + 1] : []))
    expect(thickCols).toEqual([3, 6])
    const column = gridcells(w).filter((_, i) => i % 9 === 0)
    const thickRows = column.flatMap((c, i) => (c.classes().includes('box-bottom') ? [i + 1] : []))
    expect(thickRows).toEqual([3, 6])
  })

  it('renders a 4x4 board as 16 cells in 2x2 boxes', () => {
    const w = mountGrid(makeCells(2, [1, 0, 0, 4]), 2)
    expect(gridcells(w)).toHaveLength(16)
    expect(w.findAll('[role="row"]')).toHaveLength(4)
    const thickCols = gridcells(w)
      .slice(0, 4)
      .flatMap((c, i) => (c.classes().includes('box-right') ? [i + 1] : []))
    expect(thickCols).toEqual([2])
    expect(names(w)[1]).toBe('Row 1, column 2: empty, candidates 1 2 3 4')
    expect(gridcells(w)[1]!.findAll('.candidate')).toHaveLength(4)
  })

  it('renders a 16x16 board with 256 cells and digits 10-16 as A-G', () => {
    const values = Array.from({ length: 16 }, (_, i) => i + 1)
    const w = mountGrid(makeCells(4, values), 4)
    expect(gridcells(w)).toHaveLength(256)
    const shown = gridcells(w)
      .slice(9, 16)
      .map((c) => c.get('.cell-digit').text())
    expect(shown).toEqual([10, 11, 12, 13, 14, 15, 16].map(digitChar))
    expect(shown.join('')).toBe('ABCDEFG')
    expect(names(w)[15]).toBe('Row 1, column 16: G, given')
    const thickCols = gridcells(w)
      .slice(0, 16)
      .flatMap((c, i) => (c.classes().includes('box-right') ? [i + 1] : []))
    expect(thickCols).toEqual([4, 8, 12])
  })

  it('re-renders a cell when its value changes', async () => {
    const cells = cells9()
    const w = mountGrid(cells, 3)
    expect(gridcells(w)[13]!.find('.cell-digit').exists()).toBe(false)
    const next = cells.map((c) => ({ ...c }))
    next[13] = { ...next[13]!, value: 6, mask: bit(6), how: 'logic' }
    await w.setProps({ cells: next })
    expect(gridcells(w)[13]!.get('.cell-digit').text()).toBe('6')
    expect(names(w)[13]).toBe('Row 2, column 5: 6, placed by logic')
    expect(gridcells(w)[13]!.find('.candidates').exists()).toBe(false)
  })

  it('moves a roving tab stop with the arrow keys, leaving other keys to playback', async () => {
    const w = mountGrid(cells9(), 3)
    const tabStops = () =>
      gridcells(w).flatMap((c, i) => (c.attributes('tabindex') === '0' ? [i] : []))
    expect(tabStops()).toEqual([0])
    await gridcells(w)[0]!.trigger('keydown', { key: 'ArrowRight' })
    await gridcells(w)[1]!.trigger('keydown', { key: 'ArrowDown' })
    expect(tabStops()).toEqual([10])
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Row 2, column 2: /)
    await gridcells(w)[10]!.trigger('keydown', { key: 'ArrowUp' })
    await gridcells(w)[1]!.trigger('keydown', { key: 'ArrowUp' }) // stays on the edge
    expect(tabStops()).toEqual([1])

    let reached = 0
    const count = () => reached++
    document.body.addEventListener('keydown', count)
    await gridcells(w)[1]!.trigger('keydown', { key: 'PageDown' })
    await gridcells(w)[1]!.trigger('keydown', { key: ' ' })
    document.body.removeEventListener('keydown', count)
    expect(reached).toBe(2)
    expect(tabStops()).toEqual([1])
    w.unmount()
  })

  it.each<[number, string, { ctrlKey?: boolean }, number]>([
    [3, 'Home', {}, 0], // row 1, column 4 -> row 1, column 1
    [3, 'End', {}, 8],
    [40, 'Home', {}, 36], // the middle cell -> the ends of row 5
    [40, 'End', {}, 44],
    [40, 'Home', { ctrlKey: true }, 0], // -> the first and last cell of the grid
    [40, 'End', { ctrlKey: true }, 80],
  ])('moves the tab stop from cell %i with %s %o to cell %i', async (from, key, mods, to) => {
    const w = mountGrid(cells9(), 3)
    const cell = gridcells(w)[from]!
    ;(cell.element as HTMLElement).focus()
    let reached = 0
    const count = () => reached++
    document.body.addEventListener('keydown', count)
    const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...mods })
    cell.element.dispatchEvent(event)
    await nextTick()
    document.body.removeEventListener('keydown', count)
    expect(event.defaultPrevented).toBe(true)
    expect(reached).toBe(0) // playback does not also act on it
    const tabStops = gridcells(w).flatMap((c, i) => (c.attributes('tabindex') === '0' ? [i] : []))
    expect(tabStops).toEqual([to])
    expect(document.activeElement).toBe(gridcells(w)[to]!.element)
    w.unmount()
  })

  it('uses Home and End on the rows of a 16x16 board, and leaves Alt+Home to the browser', async () => {
    const w = mountGrid(makeCells(4, []), 4)
    const stop = () => gridcells(w).findIndex((c) => c.attributes('tabindex') === '0')
    await gridcells(w)[0]!.trigger('keydown', { key: 'ArrowDown' })
    await gridcells(w)[16]!.trigger('keydown', { key: 'End' })
    expect(stop()).toBe(31)
    await gridcells(w)[31]!.trigger('keydown', { key: 'End', ctrlKey: true })
    expect(stop()).toBe(255)
    const alt = new KeyboardEvent('keydown', {
      key: 'Home',
      altKey: true,
      bubbles: true,
      cancelable: true,
    })
    gridcells(w)[255]!.element.dispatchEvent(alt)
    await nextTick()
    expect(alt.defaultPrevented).toBe(false)
    expect(stop()).toBe(255)
    w.unmount()
  })

  it('shows the search depth, snapshots and restores in a badge', async () => {
    const w = mountGrid(cells9(), 3, highlight({ kind: 'snapshot', depth: 3 }))
    expect(w.get('[data-testid="depth-badge"]').text()).toBe('Snapshot 3')
    await w.setProps({ highlight: highlight({ kind: 'place', focus: 4, digit: 2, depth: 2 }) })
    expect(w.get('[data-testid="depth-badge"]').text()).toBe('Depth 2')
    await w.setProps({ highlight: highlight({ kind: 'restore', rewound: [3, 4], depth: 1 }) })
    expect(w.get('[data-testid="depth-badge"]').text()).toBe('Back to snapshot 1')
    await w.setProps({ highlight: highlight({ kind: 'place', focus: 4, digit: 2, depth: 0 }) })
    expect(w.find('[data-testid="depth-badge"]').exists()).toBe(false)
    await nextTick()
  })
})

describe('BoardGrid edges and zoom', () => {
  it('numbers the rows and columns along the edges, as the sentences name them', () => {
    const w = mountGrid(makeCells(3, []), 3)
    const numbers = (sel: string) => w.findAll(`${sel} > span`).map((s) => s.text())
    expect(numbers('.board-cols')).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9'])
    expect(numbers('.board-rows')).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9'])
  })

  it('offers a zoom on 16x16 boards only, which widens the board past its box', async () => {
    expect(mountGrid(makeCells(3, []), 3).find('select').exists()).toBe(false)
    const w = mountGrid(makeCells(4, []), 4)
    const zoom = w.get('select')
    expect(w.get('label.board-zoom').text()).toContain('Zoom')
    expect(w.get('.board').classes()).not.toContain('is-zoomed')
    await zoom.setValue('2')
    expect(w.get('.board').classes()).toContain('is-zoomed')
    expect(w.get('.board').attributes('style')).toContain('--zoom: 2')
  })
})
