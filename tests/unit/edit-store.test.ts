// @vitest-environment happy-dom
/**
 * The Solve view's editor: digits and struck candidates, undo and redo, the Puzzle it
 * builds (what "Solve from here" hands the solver), and a position that contradicts
 * itself refused with its cells named and the edits kept.
 */
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import { bit, digitsOf, geometry, parsePuzzle, type Puzzle } from '@/engine'
import { useEditStore } from '@/stores/edit'
import { makePosition, positionProblems, shownCandidates } from '@/board/position'
import { editKey } from '@/composables/useEditKeys'

const EASY = '..4.3..1...92..685..51..3.23.1.4.9..4..6.3..1..7.2.8.49.6..72..543..21...1..5.4..'

function puzzle(line: string): Puzzle {
  const r = parsePuzzle(line)
  if (!r.ok) throw new Error(r.error.message)
  return r.puzzle
}

describe('edit store', () => {
  beforeEach(() => setActivePinia(createPinia()))

  it('shows every empty cell its candidates from the digits, and a typed digit takes them from its peers', () => {
    const edit = useEditStore()
    edit.startEmpty(9)
    expect(edit.cells[1]!.mask).toBe(0x1ff)
    edit.selected = 0
    edit.input(5)
    expect(edit.cells[0]).toMatchObject({ value: 5, how: 'given' })
    expect(digitsOf(edit.cells[1]!.mask)).not.toContain(5) // same row
    expect(digitsOf(edit.cells[9]!.mask)).not.toContain(5) // same column
    expect(digitsOf(edit.cells[80]!.mask)).toContain(5) // unrelated
    expect(edit.status).toBe('r1c1 is 5.')
  })

  it('strikes and restores candidates by hand, undoes and redoes each edit', () => {
    const edit = useEditStore()
    edit.startFrom(puzzle(EASY))
    edit.selected = 0 // r1c1, empty; candidates 6 7 8 (row 4 3 1, column 3 4 9, box 4 9)
    const before = edit.cells[0]!.mask
    expect(before & bit(6)).toBeTruthy()
    edit.pencil = true
    edit.input(6)
    expect(edit.cells[0]!.mask).toBe(before & ~bit(6))
    expect(edit.status).toBe('6 struck from r1c1.')
    edit.input(6)
    expect(edit.cells[0]!.mask).toBe(before)
    edit.undo()
    expect(edit.cells[0]!.mask).toBe(before & ~bit(6))
    edit.undo()
    expect(edit.cells[0]!.mask).toBe(before)
    expect(edit.canUndo).toBe(false)
    edit.redo()
    expect(edit.cells[0]!.mask).toBe(before & ~bit(6))
    // A digit the peers rule out cannot be struck or restored: nothing to undo.
    edit.input(4)
    expect(edit.status).toMatch(/^4 cannot go in r1c1/)
    edit.undo()
    expect(edit.canUndo).toBe(false)
  })

  it("keeps a cell's struck candidates when a peer digit comes and goes", () => {
    const edit = useEditStore()
    edit.startEmpty(9)
    edit.pencil = true
    edit.selected = 0
    edit.input(2)
    edit.pencil = false
    edit.selected = 1
    edit.input(3)
    expect(digitsOf(edit.cells[0]!.mask)).toEqual([1, 4, 5, 6, 7, 8, 9])
    edit.erase()
    expect(digitsOf(edit.cells[0]!.mask)).toEqual([1, 3, 4, 5, 6, 7, 8, 9])
    // Backspace on the empty cell gives back what was struck.
    edit.selected = 0
    edit.erase()
    expect(edit.cells[0]!.mask).toBe(0x1ff)
  })

  it('builds the Puzzle the solver takes: every digit, the placed cells, the candidates', () => {
    const edit = useEditStore()
    const p = puzzle(EASY)
    edit.startFrom({ ...p, givens: p.givens.map((d, c) => (c === 0 ? 6 : d)), placed: [0] })
    expect(edit.cells[0]).toMatchObject({ value: 6, how: 'placed' })
    // No hand edit: no candidates field, so the position behaves as a plain puzzle.
    expect(edit.position().candidates).toBeUndefined()
    expect(edit.position().placed).toEqual([0])
    edit.selected = 1 // r1c2
    edit.pencil = true
    const d = digitsOf(edit.cells[1]!.mask)[0]!
    edit.input(d)
    const pos = edit.position()
    expect(pos.givens).toEqual(p.givens.map((x, c) => (c === 0 ? 6 : x)))
    expect(pos.candidates![1]! & bit(d)).toBe(0)
    expect(pos.candidates![0]).toBe(0) // a filled cell
    expect(pos.candidates![3]).toBe(shownCandidates(pos)[3]) // untouched: what the digits allow
    // A digit typed over the placed one is a given.
    edit.pencil = false
    edit.selected = 0
    edit.input(7)
    expect(edit.position().placed).toBeUndefined()
  })

  it('says a conflict as it is typed and marks both cells', () => {
    const edit = useEditStore()
    edit.startEmpty(9)
    edit.selected = 0
    edit.input(5)
    edit.selected = 8
    edit.input(5)
    expect(edit.status).toBe('r1c9 is 5. Row 1 has two 5s: r1c1 and r1c9.')
    expect(edit.marks[0]).toContain('conflict')
    expect(edit.marks[8]).toContain('conflict')
  })

  it('refuses a position that contradicts itself, names the cells and keeps the edits', () => {
    const edit = useEditStore()
    edit.startFrom(puzzle(EASY))
    edit.selected = 0
    edit.pencil = true
    for (const d of digitsOf(edit.cells[0]!.mask)) edit.input(d)
    expect(edit.cells[0]!.mask).toBe(0)
    expect(edit.checkedPosition()).toBeNull()
    expect(edit.problems.map((p) => p.message)).toContain('r1c1 has no candidates left.')
    expect(edit.status).toBe('Not solved: this position contradicts itself (see below).')
    expect(edit.marks[0]).toContain('source')
    expect(edit.cells[0]!.mask).toBe(0) // kept
    edit.undo()
    expect(edit.checkedPosition()).not.toBeNull()
  })

  it('takes the keys as Play does: digits, Shift+digit, Backspace, P, Ctrl+Z', () => {
    const edit = useEditStore()
    edit.startEmpty(9)
    const key = (init: KeyboardEventInit) => editKey(new KeyboardEvent('keydown', init), edit)
    expect(key({ key: '4', code: 'Digit4' })).toBe(true)
    expect(edit.cells[0]!.value).toBe(4)
    edit.selected = 1
    expect(key({ key: '%', code: 'Digit5', shiftKey: true })).toBe(true)
    expect(digitsOf(edit.cells[1]!.mask)).not.toContain(5)
    expect(key({ key: 'z', ctrlKey: true })).toBe(true)
    expect(digitsOf(edit.cells[1]!.mask)).toContain(5)
    expect(key({ key: 'p' })).toBe(true)
    expect(edit.pencil).toBe(true)
    expect(key({ key: 'ArrowRight' })).toBe(false)
  })
})

describe('positions', () => {
  it('names a digit with no place left in a unit', () => {
    const p = puzzle(EASY)
    // Strike 7 from every empty cell of row 1: r1c7, whose only candidate it was, is bare.
    const marks = shownCandidates(p).map((m, c) => (c < 9 ? m & ~bit(7) : m))
    const pos = makePosition(geometry(3), p.givens, marks, [])
    expect(positionProblems(pos).map((x) => x.message)).toEqual([
      'r1c7 has no candidates left.',
      'Row 1 has no place left for 7.',
    ])
  })
})
