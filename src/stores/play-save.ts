/**
 * The game in progress, kept in localStorage so a reload resumes it. A saved game
 * is checked field by field when read: anything that does not fit (hand-edited,
 * from an older version, cut short) is dropped and the caller told, never trusted.
 * Two fields are not even checked but mended: `solved` is what the board says (the
 * store recomputes it), and an `elapsed` that is no sane time reads as 0.
 */
import { SIDES } from '@/engine'
import type { Board } from '@/engine/play'

export const SAVE_KEY = 'sudoku-lab-play'

/**
 * The longest time a game can show: 1,000 hours ("1000:00:00"). The clock runs only
 * while the Play view is visible, so a larger figure is a corrupt save, not a game.
 */
export const MAX_ELAPSED_MS = 1000 * 3600 * 1000

/** A time played as read: a finite number from 0 to MAX_ELAPSED_MS, anything else 0. */
export function saneElapsed(ms: unknown): number {
  return typeof ms === 'number' && Number.isFinite(ms) && ms >= 0 && ms <= MAX_ELAPSED_MS ? ms : 0
}

export interface SavedGame {
  version: 1
  size: number
  givens: number[]
  solution: number[]
  board: Board
  undo: Board[]
  redo: Board[]
  /** Milliseconds played, 0 to MAX_ELAPSED_MS. */
  elapsed: number
  /** Written for older readers; read, it is ignored: the board says whether it is solved. */
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
      g.board.values.every((v, i) => !g.givens[i] || v === g.givens[i])
    return ok ? { ...g, elapsed: saneElapsed(g.elapsed) } : 'corrupt'
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
