import { describe, expect, it } from 'vitest'
import { MAX_HISTORY, readGame, SAVE_KEY, writeGame, type SavedGame } from '@/persistence/play-save'

/** A Storage over a Map, so the test needs no page. */
function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => void items.delete(k),
    setItem: (k, v) => void items.set(k, v),
  }
}

const board = {
  values: [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  marks: new Array(16).fill(0),
}
const game: SavedGame = {
  version: 1,
  size: 4,
  givens: [1, ...new Array(15).fill(0)],
  solution: [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1],
  board,
  undo: [board],
  redo: [],
  elapsed: 1234,
  solved: false,
  seed: 'abc',
  level: 'easy',
}

function read(change: (g: Record<string, unknown>) => void) {
  const storage = memoryStorage()
  const g = structuredClone(game) as unknown as Record<string, unknown>
  change(g)
  storage.setItem(SAVE_KEY, JSON.stringify(g))
  return readGame(storage)
}

describe('the saved game (SavedGameSchema, version 1)', () => {
  it('reads back what was written; nothing saved reads as none', () => {
    const storage = memoryStorage()
    expect(readGame(storage)).toBe('none')
    writeGame(game, storage)
    expect(readGame(storage)).toEqual(game)
  })

  it.each([
    ['another version', (g: Record<string, unknown>) => (g.version = 2), /version/],
    ['a size of 5', (g: Record<string, unknown>) => (g.size = 5), /size is not 4, 9 or 16/],
    [
      'a digit over the size',
      (g: Record<string, unknown>) => ((g.givens as number[])[3] = 5),
      /givens do not fit/,
    ],
    [
      'an empty cell in the solution',
      (g: Record<string, unknown>) => ((g.solution as number[])[0] = 0),
      /solution does not fit/,
    ],
    [
      'a mark past the size',
      (g: Record<string, unknown>) => (g.board = { ...board, marks: new Array(16).fill(16) }),
      /board does not fit/,
    ],
    [
      'a short board to undo',
      (g: Record<string, unknown>) => (g.undo = [{ values: [], marks: [] }]),
      /undo history/,
    ],
    [
      'a changed given',
      (g: Record<string, unknown>) =>
        (g.board = { ...board, values: [2, ...board.values.slice(1)] }),
      /changes a given/,
    ],
    ['no board', (g: Record<string, unknown>) => delete g.board, /board/],
  ])('a save with %s is corrupt, and says why', (_, change, why) => {
    const r = read(change)
    expect(r).toHaveProperty('corrupt')
    expect((r as { corrupt: string }).corrupt).toMatch(why)
  })

  it('text that is not JSON is corrupt', () => {
    const storage = memoryStorage()
    storage.setItem(SAVE_KEY, '{"version":1,')
    expect(readGame(storage)).toEqual({ corrupt: 'it is not JSON' })
  })

  it('mends what need not drop the game: the time, the origin, the solved flag, long stacks', () => {
    const r = read((g) => {
      g.elapsed = -1
      g.seed = 7
      delete g.level
      g.solved = 'yes'
      g.undo = new Array(MAX_HISTORY + 3).fill(board)
    }) as SavedGame
    expect(r).toMatchObject({ elapsed: 0, seed: null, level: null, solved: false })
    expect(r.undo).toHaveLength(MAX_HISTORY)
  })
})
