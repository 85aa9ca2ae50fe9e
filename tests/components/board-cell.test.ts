// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { reactive, type ComponentPublicInstance } from 'vue'
import BoardCell from '@/components/board/BoardCell.vue'
import BoardGrid from '@/components/board/BoardGrid.vue'
import { bit, geometry } from '@/engine'
import type { Highlight } from '@/board/board-view'
import { highlight, makeCells } from './board-fixture'

const g = geometry(3)

/** A 9x9 board: r1c1 = 5 (given), r1c2 = 3 (logic), the rest empty with every candidate. */
const board = () => makeCells(3, [5, 3], { 1: 'logic' })

function mountGrid(h: Highlight | null, cells = board()) {
  return mount(BoardGrid, { props: { cells, box: 3, highlight: h } })
}
type Grid = ReturnType<typeof mountGrid>
const cell = (w: Grid, i: number) => w.findAll('[role="gridcell"]')[i]!
const marked = (w: Grid, cls: string) =>
  w.findAll('[role="gridcell"]').flatMap((c, i) => (c.classes().includes(cls) ? [i] : []))

describe('BoardCell', () => {
  it('names an empty cell with no candidates so a contradiction is audible', () => {
    const w = mount(BoardCell, {
      props: { row: 3, col: 0, box: 3, value: 0, mask: 0, how: 'empty' },
    })
    expect(w.attributes('aria-label')).toBe('Row 4, column 1: empty, no candidates')
    expect(w.attributes('tabindex')).toBe('-1')
  })

  it('says a hatched digit is in conflict, as Play and the editor hatch it', () => {
    const w = mount(BoardCell, {
      props: { row: 0, col: 1, box: 3, value: 9, mask: bit(9), how: 'empty', mark: 'conflict' },
    })
    expect(w.attributes('aria-label')).toBe('Row 1, column 2: 9, in conflict')
  })

  it('is the tab stop when active', () => {
    const w = mount(BoardCell, {
      props: { row: 0, col: 0, box: 3, value: 4, mask: bit(4), how: 'logic', active: true },
    })
    expect(w.attributes('tabindex')).toBe('0')
    expect(w.get('.cell-digit').text()).toBe('4')
  })
})

describe('the current step on the board', () => {
  it('place: outlines the focus cell and animates its digit in', () => {
    const cells = board()
    cells[40] = { ...cells[40]!, value: 8, mask: bit(8), how: 'logic' }
    const w = mountGrid(highlight({ kind: 'place', focus: 40, digit: 8 }), cells)
    expect(marked(w, 'mark-focus')).toEqual([40])
    expect(marked(w, 'mark-place')).toEqual([40])
    expect(cell(w, 40).get('.cell-digit').text()).toBe('8')
  })

  it('detour: marks the source cell and tints exactly its 20 related cells', () => {
    const w = mountGrid(highlight({ kind: 'detour', focus: 0, source: 0, digit: 5 }))
    expect(marked(w, 'mark-source')).toEqual([0])
    expect(marked(w, 'mark-related')).toEqual([...g.peers[0]!])
    expect(marked(w, 'mark-related')).toHaveLength(20)
  })

  it('eliminate: strikes the candidate in the focus cell and marks the source', () => {
    const cells = board()
    cells[4] = { ...cells[4]!, mask: g.all & ~bit(5) }
    const w = mountGrid(highlight({ kind: 'eliminate', focus: 4, source: 0, digit: 5 }), cells)
    expect(marked(w, 'mark-focus')).toEqual([4])
    expect(marked(w, 'mark-source')).toEqual([0])
    const struck = cell(w, 4).findAll('.candidate.is-struck')
    expect(struck.map((s) => s.attributes('data-mark'))).toEqual(['5'])
    // Only the focus cell shows a struck digit; its name lists what is still possible.
    expect(w.findAll('.is-struck')).toHaveLength(1)
    expect(cell(w, 4).attributes('aria-label')).toBe(
      'Row 1, column 5: empty, candidates 1 2 3 4 6 7 8 9',
    )
  })

  it('guess: marks the guessed cell and rings the chosen digit among its candidates, covering no other cell', () => {
    const cells = board()
    cells[20] = { ...cells[20]!, mask: bit(2) | bit(7) }
    const w = mountGrid(
      highlight({ kind: 'guess', focus: 20, digit: 2, options: [2, 7], depth: 1 }),
      cells,
    )
    expect(marked(w, 'mark-guess')).toEqual([20])
    const shown = cell(w, 20)
      .findAll('.candidate')
      .map((c) => c.attributes('data-mark'))
      .filter(Boolean)
    expect(shown).toEqual(['2', '7'])
    expect(cell(w, 20).get('.candidate.is-chosen').attributes('data-mark')).toBe('2')
    expect(w.findAll('.candidate.is-chosen')).toHaveLength(1)
  })

  it('contradiction: marks an empty cell, or every cell of a unit', async () => {
    const w = mountGrid(highlight({ kind: 'contradiction', focus: 30, depth: 1 }))
    expect(marked(w, 'mark-conflict')).toEqual([30])
    const column4 = g.units[9 + 3]!
    await w.setProps({
      highlight: highlight({ kind: 'contradiction', unit: column4, digit: 6, depth: 1 }),
    })
    expect(marked(w, 'mark-conflict')).toEqual([...column4])
    expect(marked(w, 'mark-focus')).toEqual([])
  })

  it('restore: flashes the rewound cells and says which snapshot', () => {
    const w = mountGrid(highlight({ kind: 'restore', rewound: [12, 13, 50], depth: 2 }))
    expect(marked(w, 'mark-rewound')).toEqual([12, 13, 50])
    expect(w.text()).toContain('Back to snapshot 2')
  })

  it('solved: the board frame says so, with a badge', () => {
    const w = mountGrid(highlight({ kind: 'solved' }))
    expect(w.get('[role="grid"]').classes()).toContain('is-solved')
    expect(w.text()).toContain('Solved')
  })

  it('re-renders only the cells whose data or mark changed', async () => {
    const updated = new Map<string, number>()
    const counter = {
      updated(this: ComponentPublicInstance) {
        if (this.$options.__name !== 'BoardCell') return
        const key = this.$el.getAttribute('aria-label').split(':')[0]
        updated.set(key, (updated.get(key) ?? 0) + 1)
      },
    }
    const cells = reactive(board())
    const w = mount(BoardGrid, {
      props: {
        cells,
        box: 3,
        highlight: highlight({ kind: 'eliminate', focus: 4, source: 0, digit: 5 }),
      },
      global: { mixins: [counter] },
    })
    cells[13]!.value = 6
    cells[13]!.mask = bit(6)
    cells[13]!.how = 'logic'
    await w.setProps({ highlight: highlight({ kind: 'eliminate', focus: 5, source: 0, digit: 5 }) })
    expect(cell(w, 13).get('.cell-digit').text()).toBe('6')
    // Cell 13 changed value, cells 4 and 5 lost/gained the focus; the source (0) kept its mark.
    expect([...updated.keys()].sort()).toEqual([
      'Row 1, column 5',
      'Row 1, column 6',
      'Row 2, column 5',
    ])
  })
})
