import { describe, expect, it } from 'vitest'
import { createBoardReplay } from '@/board/board-replay'
import { highlightAt } from '@/board/board-view'
import { getAlgorithm, parsePuzzle, puzzleGeometry } from '@/engine/full'

const HARD = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........'

function solved(text = HARD) {
  const parsed = parsePuzzle(text)
  if (!parsed.ok) throw new Error(parsed.error.message)
  const result = getAlgorithm('detour')!.solve(parsed.puzzle, { record: true })
  return { puzzle: parsed.puzzle, result }
}

describe('createBoardReplay (the one replaying board: the solve store, the race lanes)', () => {
  it('shows the givens, then replays a log to the solution and back', () => {
    const { puzzle, result } = solved()
    const board = createBoardReplay()
    board.show(puzzleGeometry(puzzle), puzzle.givens)
    expect(board.cells.value.map((c) => c.value)).toEqual(puzzle.givens)
    expect(board.total.value).toBe(0)
    board.load(puzzle, result.log!.toData())
    expect(board.total.value).toBe(result.log!.length)
    expect(board.highlight.value.kind).toBeNull()
    expect(board.seek(board.total.value)).toBe(board.total.value)
    expect(board.cells.value.map((c) => c.value)).toEqual(result.solution)
    expect(board.highlight.value.kind).toBe('solved')
    board.seek(-5)
    expect(board.position.value).toBe(0)
    expect(board.cells.value.map((c) => c.value)).toEqual(puzzle.givens)
  })

  it('marks what the step at the position did, as highlightAt says', () => {
    const { puzzle, result } = solved()
    const board = createBoardReplay()
    board.load(puzzle, result.log!)
    const k = board.outline.value!.guesses[0]! + 1
    board.seek(k)
    const expected = highlightAt(puzzleGeometry(puzzle), result.log!, board.outline.value, k)
    expect(board.highlight.value).toEqual(expected)
    expect(board.highlight.value.kind).toBe('guess')
  })

  it("draws the player's digits as placed, and keeps the cell objects from seek to seek", () => {
    const { puzzle, result } = solved()
    const board = createBoardReplay()
    const first = puzzle.givens.findIndex((d) => d !== 0)
    board.load(puzzle, result.log!, null, new Set([first]))
    expect(board.cells.value[first]!.how).toBe('placed')
    const objects = [...board.cells.value]
    board.seek(board.total.value)
    expect(board.cells.value[first]!.how).toBe('placed')
    board.cells.value.forEach((c, i) => expect(c).toBe(objects[i]))
    board.clear()
    expect(board.cells.value).toEqual([])
    expect(board.total.value).toBe(0)
    expect(board.seek(10)).toBe(0)
  })
})
