// @vitest-environment happy-dom
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { effectScope, nextTick } from 'vue'
import { STARTER } from '@/board/play-game'
import { formatTime, usePlayTimer } from '@/composables/usePlayTimer'
import { useView } from '@/composables/useView'
import { MAX_ELAPSED_MS, MAX_HISTORY, SAVE_KEY } from '@/persistence/play-save'
import { usePlayStore } from '@/stores/play'
import { geometry, levelOf, ratePuzzle } from '@/engine/full'

const givens = [...STARTER].map((ch) => (ch === '.' ? 0 : Number(ch)))
const firstEmpty = givens.findIndex((v) => !v)

describe('play store', () => {
  beforeEach(() => {
    localStorage.clear()
    setActivePinia(createPinia())
  })

  it('starts on the starter puzzle, with its level; givens cannot change', () => {
    const s = usePlayStore()
    expect(s.board.values).toEqual(givens)
    expect(s.origin.level).toBe(levelOf(ratePuzzle(geometry(3), givens).rating))
    s.selected = givens.findIndex((v) => v)
    s.input(9)
    s.erase()
    expect(s.board.values).toEqual(givens)
    expect(s.canUndo).toBe(false)
  })

  it('placing a digit strikes it from the peers’ marks, and Undo brings them back', () => {
    const s = usePlayStore()
    s.fillIn()
    const cell = firstEmpty
    const digit = s.solution[cell]!
    const peer = s.geometry.peers[cell]!.find(
      (p) => !s.board.values[p] && s.board.marks[p]! & (1 << (digit - 1)),
    )!
    s.selected = cell
    s.input(digit)
    expect(s.board.marks[peer]! & (1 << (digit - 1))).toBe(0)
    s.undo()
    expect(s.board.values[cell]).toBe(0)
    expect(s.board.marks[peer]! & (1 << (digit - 1))).not.toBe(0)
    s.redo()
    expect(s.board.values[cell]).toBe(digit)
  })

  it('undo and redo walk any sequence both ways; a new move forgets redo', () => {
    const s = usePlayStore()
    const seen = [s.board]
    const empties = givens.flatMap((v, c) => (v ? [] : [c])).slice(0, 5)
    for (const c of empties) {
      s.selected = c
      s.input(s.solution[c]!)
      seen.push(s.board)
    }
    s.selected = empties[0]!
    s.input(3, true) // a mark on a filled cell changes nothing and is no move
    expect(s.undoStack).toHaveLength(5)
    for (let i = 4; i >= 0; i--) {
      s.undo()
      expect(s.board).toEqual(seen[i])
    }
    s.undo() // nothing left: stays
    expect(s.board).toEqual(seen[0])
    s.redo()
    s.redo()
    expect(s.board).toEqual(seen[2])
    s.selected = empties[4]!
    s.input(s.solution[empties[4]!]!)
    expect(s.canRedo).toBe(false)
  })

  it('pencil marks toggle; Check marks a wrong digit and a conflict', () => {
    const s = usePlayStore()
    s.selected = firstEmpty
    s.input(5, true)
    s.input(6, true)
    s.input(5, true)
    expect(s.board.marks[firstEmpty]).toBe(1 << 5)
    const wrong = (s.solution[firstEmpty]! % 9) + 1
    s.input(wrong)
    s.runCheck()
    expect(s.check!.wrong).toEqual([firstEmpty])
    expect(s.status).toMatch(/1 wrong digit/)
    s.undo()
    s.runCheck()
    expect(s.status).toMatch(/No mistakes so far/)
  })

  it('a complete, correct board is solved; the view says so (no dead sentence in the store)', () => {
    const s = usePlayStore()
    s.tick(65_000)
    for (let c = 0; c < 81; c++) {
      s.selected = c
      s.input(s.solution[c]!)
    }
    expect(s.solved).toBe(true)
    // PlayStatus says "Solved! Time 1:05 · level · SE": the store keeps no sentence of its own.
    expect(s.status).toBe('')
    s.runCheck()
    expect(s.status).toBe('')
  })

  it('the hint ladder climbs three rungs; the third makes the move', () => {
    const s = usePlayStore()
    s.nextHint()
    expect(s.status).toMatch(/^Hint 1 of 3: Look at/)
    s.nextHint()
    expect(s.hint!.pattern).not.toBeNull()
    const before = s.board
    s.nextHint()
    expect(s.board).not.toEqual(before)
    s.undo()
    expect(s.board).toEqual(before)
  })

  it('Clear, then "Use as puzzle" refuses givens with several solutions and takes one with one', () => {
    const s = usePlayStore()
    s.clear()
    s.selected = 0
    s.input(5)
    s.useAsPuzzle()
    expect(s.status).toMatch(/more than one solution/)
    expect(s.entering).toBe(true)
    givens.forEach((v, c) => {
      s.selected = c
      if (v) s.input(v)
    })
    s.selected = 0
    s.erase()
    s.useAsPuzzle()
    expect(s.entering).toBe(false)
    expect(s.givens).toEqual(givens)
  })

  it('a reload resumes the game: board, marks, history and time (saved when the page is left)', () => {
    const s = usePlayStore()
    // The Play view's clock saves the time played when the page is left.
    const clock = effectScope()
    clock.run(() => usePlayTimer())
    s.selected = firstEmpty
    s.input(4, true)
    s.input(s.solution[firstEmpty]!)
    s.tick(5000)
    window.dispatchEvent(new Event('pagehide'))
    clock.stop()
    setActivePinia(createPinia())
    const again = usePlayStore()
    expect(again.board.values[firstEmpty]).toBe(s.solution[firstEmpty])
    expect(again.undoStack).toHaveLength(2)
    expect(again.elapsed).toBe(5000)
    again.undo()
    expect(again.board.marks[firstEmpty]).toBe(1 << 3)
  })

  it('saves on a move, not on a tick; the time goes with the next move or when the page is hidden', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const s = usePlayStore()
    useView().go('play')
    const clock = effectScope()
    clock.run(() => usePlayTimer())
    const saved = () => JSON.parse(localStorage.getItem(SAVE_KEY)!) as { elapsed: number }
    s.selected = firstEmpty
    s.input(4, true)
    const setItem = vi.spyOn(Storage.prototype, 'setItem')
    s.tick(1000)
    s.tick(1000)
    expect(setItem).not.toHaveBeenCalled()
    expect(saved().elapsed).toBe(0)
    s.input(5, true)
    expect(saved().elapsed).toBe(2000)
    s.tick(3000)
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
    await nextTick()
    expect(saved().elapsed).toBe(5000)
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
    clock.stop()
    setItem.mockRestore()
    vi.useRealTimers()
  })

  it(`keeps the newest ${MAX_HISTORY} boards to undo, in memory and in the save`, () => {
    const s = usePlayStore()
    s.selected = firstEmpty
    for (let i = 0; i < MAX_HISTORY + 20; i++) s.input(1 + (i % 9), true)
    expect(s.undoStack).toHaveLength(MAX_HISTORY)
    const save = JSON.parse(localStorage.getItem(SAVE_KEY)!) as { undo: unknown[]; redo: unknown[] }
    expect(save.undo).toHaveLength(MAX_HISTORY)
    for (let i = 0; i < MAX_HISTORY + 5; i++) s.undo()
    expect(s.undoStack).toHaveLength(0)
    expect(s.redoStack).toHaveLength(MAX_HISTORY)
    // The 20 oldest moves were dropped: undo stops at the board after them (marks
    // 1 to 9 toggled on and off, then 1 and 2 on).
    expect(s.board.marks[firstEmpty]).toBe(0b11)
  })

  it(`a save from before the bound, with more than ${MAX_HISTORY} boards to undo, keeps its newest ones`, () => {
    const s = reloadWith((save) => {
      const board = save.board as object
      save.undo = new Array<object>(MAX_HISTORY + 30).fill(board)
      save.redo = new Array<object>(MAX_HISTORY + 1).fill(board)
    })
    expect(s.status).toMatch(/back where you left it/)
    expect(s.undoStack).toHaveLength(MAX_HISTORY)
    expect(s.redoStack).toHaveLength(MAX_HISTORY)
  })

  it('Clear does not save the board being typed in: a reload resumes the last game', () => {
    const s = usePlayStore()
    s.selected = firstEmpty
    s.input(s.solution[firstEmpty]!)
    s.clear()
    s.selected = 0
    s.input(7)
    setActivePinia(createPinia())
    const again = usePlayStore()
    expect(again.status).toMatch(/back where you left it/)
    expect(again.board.values[firstEmpty]).toBe(again.solution[firstEmpty])
  })

  it.each([
    ['not JSON', '{"version":1,'],
    [
      'a board of the wrong length',
      JSON.stringify({ version: 1, size: 9, givens: [1], solution: [], board: {} }),
    ],
    [
      'digits out of range',
      JSON.stringify({ version: 1, size: 9, givens: new Array(81).fill(12) }),
    ],
  ])('a corrupt save (%s) is dropped with a notice', (_, text) => {
    localStorage.setItem(SAVE_KEY, text)
    const s = usePlayStore()
    expect(s.status).toMatch(/could not be read \(.+\), so it was dropped/)
    expect(s.board.values).toEqual(givens)
    expect(localStorage.getItem(SAVE_KEY)).not.toBe(text)
  })

  /** The save a first game writes, with `change` applied; then a reload. */
  function reloadWith(change: (save: Record<string, unknown>) => void) {
    const first = usePlayStore()
    first.selected = firstEmpty
    first.input(first.solution[firstEmpty]!)
    const save = JSON.parse(localStorage.getItem(SAVE_KEY)!) as Record<string, unknown>
    change(save)
    localStorage.setItem(SAVE_KEY, JSON.stringify(save))
    setActivePinia(createPinia())
    return usePlayStore()
  }

  it('a save that says solved on an unfinished board is not solved: no "Solved!", play goes on', () => {
    const s = reloadWith((save) => (save.solved = true))
    expect(s.solved).toBe(false)
    s.runCheck()
    expect(s.status).not.toMatch(/Solved/)
    const cell = s.board.values.findIndex((v) => !v)
    s.selected = cell
    s.input(s.solution[cell]!)
    expect(s.board.values[cell]).toBe(s.solution[cell])
  })

  it('a save that says unsolved on a full, right board is solved', () => {
    const s = reloadWith((save) => {
      save.board = { values: [...(save.solution as number[])], marks: new Array(81).fill(0) }
      save.solved = false
    })
    expect(s.solved).toBe(true)
  })

  it.each([
    ['1e308', 1e308],
    ['negative', -5000],
    ['not a number', 'soon'],
    ['null (NaN in JSON)', null],
    ['over 1,000 hours', MAX_ELAPSED_MS + 1],
  ])('a save whose time is %s keeps the game and starts the clock at 0', (_, elapsed) => {
    const s = reloadWith((save) => (save.elapsed = elapsed))
    expect(s.elapsed).toBe(0)
    expect(s.board.values[firstEmpty]).toBe(s.solution[firstEmpty])
    expect(s.status).toMatch(/back where you left it/)
  })

  it('a save whose solution is not the givens’ solution is dropped', () => {
    const s = reloadWith((save) => {
      const solution = save.solution as number[]
      const i = solution.findIndex((_, k) => !givens[k])
      const j = solution.findIndex((_, k) => k > i && !givens[k] && solution[k] !== solution[i])
      ;[solution[i], solution[j]] = [solution[j]!, solution[i]!]
    })
    expect(s.status).toMatch(/could not be read/)
    expect(s.board.values).toEqual(givens)
  })

  it('a save whose board changes a given is dropped', () => {
    const s = reloadWith((save) => {
      const board = save.board as { values: number[] }
      const g = givens.findIndex((v) => v)
      board.values[g] = (givens[g]! % 9) + 1
    })
    expect(s.status).toMatch(/could not be read/)
  })

  it.each([
    [0, '0:00'],
    [65_000, '1:05'],
    [3_723_000, '1:02:03'],
    [MAX_ELAPSED_MS, '1000:00:00'],
    [1e308, '0:00'],
    [Infinity, '0:00'],
    [NaN, '0:00'],
    [-1000, '0:00'],
  ])('formatTime(%d) is %s, never an exponent', (ms, text) => {
    expect(formatTime(ms)).toBe(text)
  })

  it('the clock stops at 1,000 hours', () => {
    const s = usePlayStore()
    s.tick(MAX_ELAPSED_MS - 1000)
    s.tick(1e308)
    expect(s.elapsed).toBe(MAX_ELAPSED_MS)
  })

  it('Accept singles places every current single', () => {
    const s = usePlayStore()
    const n = s.singles.naked.size + s.singles.hidden.size
    expect(n).toBeGreaterThan(0)
    s.placeSingles()
    expect(s.board.values.filter((v) => v).length).toBeGreaterThanOrEqual(
      givens.filter((v) => v).length + n - 2,
    )
    expect(s.check).toBeNull()
    s.runCheck()
    expect(s.check!.wrong).toEqual([])
  })
})
