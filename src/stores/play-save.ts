/**
 * The game in progress, kept in localStorage so a reload resumes it. A saved game
 * is checked field by field when read: anything that does not fit (hand-edited,
 * from an older version, cut short) is dropped and the caller told, never trusted.
 */
import { SIDES } from '@/engine'
import type { Board } from '@/engine/play'

export const SAVE_KEY = 'sudoku-lab-play'

export interface SavedGame {
  version: 1
  size: number
  givens: number[]
  solution: number[]
  board: Board
  undo: Board[]
  redo: Board[]
  /** Milliseconds played. */
  elapsed: number
  solved: boolean
  seed: string | null
  level: string | null
}

const isDigits = (x: unknown, cells: number, max: number): x is number[] =>
  Array.isArray(x) &&
  x.length === cells &&
  x.every((v) => Number.isInteger(v) && v >= 0 && v <= max)

function isBoard(x: unknown, size: number): x is Board {
  const b = x as Board | null
  const all = 2 ** size - 1
  return (
    typeof b === 'object' &&
    b !== null &&
    isDigits(b.values, size * size, size) &&
    isDigits(b.marks, size * size, all)
  )
}

/** The saved game if it is whole; `corrupt` when something was there but did not fit. */
export function readGame(storage: Storage = localStorage): SavedGame | 'none' | 'corrupt' {
  const text = storage.getItem(SAVE_KEY)
  if (text === null) return 'none'
  try {
    const g = JSON.parse(text) as SavedGame
    const ok =
      g.version === 1 &&
      SIDES.includes(g.size) &&
      g.size <= 16 &&
      isDigits(g.givens, g.size * g.size, g.size) &&
      isDigits(g.solution, g.size * g.size, g.size) &&
      g.solution.every((v) => v > 0) &&
      isBoard(g.board, g.size) &&
      Array.isArray(g.undo) &&
      g.undo.every((b) => isBoard(b, g.size)) &&
      Array.isArray(g.redo) &&
      g.redo.every((b) => isBoard(b, g.size)) &&
      Number.isFinite(g.elapsed) &&
      g.elapsed >= 0 &&
      typeof g.solved === 'boolean'
    return ok ? g : 'corrupt'
  } catch {
    return 'corrupt'
  }
}

export function writeGame(game: SavedGame, storage: Storage = localStorage): void {
  try {
    storage.setItem(SAVE_KEY, JSON.stringify(game))
  } catch {
    // A full or disabled storage only costs the resume after a reload.
  }
}

export function dropGame(storage: Storage = localStorage): void {
  storage.removeItem(SAVE_KEY)
}
