/**
 * Positions reach the Solve view's board: a pasted pencil-mark grid shows its own
 * candidates (not recomputed from the digits), a struck candidate never comes back at
 * any step of the replay, "Solve from here" starts from the step shown, and a position
 * that contradicts itself is refused with the board kept.
 */
import { readFileSync } from 'node:fs'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import { useFakeSolving } from '../fixtures/services'

useFakeSolving({ countSolutions: true })

const { useSolveStore } = await import('@/stores/solve')
const { positionAt, shownCandidates } = await import('@/board/position')
const { bit, digitsOf } = await import('@/engine/full')

const PM_GRID = readFileSync('tests/fixtures/positions/sudopedia-pm.txt', 'utf8')
const EASY = '..4.3..1...92..685..51..3.23.1.4.9..4..6.3..1..7.2.8.49.6..72..543..21...1..5.4..'

/** Every step of the replay: each empty cell's candidates stay within what it started with. */
function neverGrows(store: ReturnType<typeof useSolveStore>, start: readonly number[]): void {
  for (let k = 0; k <= store.total; k++) {
    store.seek(k)
    for (const cell of store.cells)
      if (!cell.value)
        expect(cell.mask & ~start[cell.index]!, `step ${k}, cell ${cell.index}`).toBe(0)
  }
}

describe('positions in the solve store', () => {
  beforeEach(() => setActivePinia(createPinia()))

  it("shows a pasted pencil-mark grid's own candidates, and the solve keeps to them", async () => {
    const store = useSolveStore()
    expect(await store.loadText(PM_GRID)).toBe(true)
    expect(store.formatName).toBe('Pencil-mark grid')
    expect(store.puzzle?.candidates).toBeDefined()
    // r1c1 reads "19", r1c3 "169": not every digit the givens allow.
    expect(digitsOf(store.cells[0]!.mask)).toEqual([1, 9])
    expect(digitsOf(store.cells[2]!.mask)).toEqual([1, 6, 9])
    const start = store.cells.map((c) => c.mask)
    expect(store.solutions).toBe(1)
    neverGrows(store, start)
    store.toEnd()
    expect(store.currentStep?.kind).toBe('solved')
  })

  it('solves from the step shown: step 0 is that position, a struck candidate stays gone', async () => {
    const store = useSolveStore()
    await store.loadText(EASY)
    store.seek(store.outline!.placements[5]! + 1) // six digits placed
    const here = positionAt(store.puzzle!, store.replayer!, true)
    const digits = store.cells.map((c) => c.value)
    expect(here.givens).toEqual(digits)
    expect(here.placed!.length).toBeGreaterThan(0)
    // Strike a candidate that is not the solution's from the first empty cell.
    const solution = store.solution!
    const cell = digits.findIndex((d) => d === 0)
    const shown = shownCandidates(here)
    const wrong = digitsOf(shown[cell]!).find((d) => d !== solution[cell])!
    const candidates = shown.map((m, c) => (c === cell ? m & ~bit(wrong) : m))
    expect(await store.loadPuzzle({ ...here, candidates }, { source: 'a position' })).toBe(true)
    expect(store.cursor).toBe(0)
    expect(store.cells.map((c) => c.value)).toEqual(digits)
    expect(store.cells[cell]!.mask & bit(wrong)).toBe(0)
    expect(store.cells.filter((c) => c.how === 'placed')).toHaveLength(here.placed!.length)
    neverGrows(store, candidates)
    // The solver never strikes it either: it was never there.
    const log = store.log!
    for (let i = 0; i < log.length; i++) {
      const step = log.step(i)
      if (step.kind === 'eliminate' && step.cell === cell) expect(step.digit).not.toBe(wrong)
    }
    store.toEnd()
    expect(store.cells.map((c) => c.value)).toEqual(solution)
  })

  it('refuses a pasted position that contradicts itself, naming the cell, the board kept', async () => {
    const store = useSolveStore()
    await store.loadText(EASY)
    // The grid with r1c1's candidates 3 and 4, both taken by r2c1 and r2c2.
    const bad = PM_GRID.replace('| 19    7', '| 34    7')
    expect(await store.loadText(bad)).toBe(false)
    expect(store.loadError?.message).toMatch(
      /^This position cannot be solved: r1c1 has no candidates left/,
    )
    expect(store.puzzle?.givens.join('')).toBe(EASY.replace(/\./g, '0'))
  })
})
