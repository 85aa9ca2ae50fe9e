/**
 * The game in progress, kept in localStorage so a reload resumes it. A saved game
 * is checked against SavedGameSchema when read: anything that does not fit
 * (hand-edited, from an older version, cut short) is dropped and the caller told
 * why, never trusted. Some fields are not checked but mended: `solved` is what the
 * board says (the store recomputes it), an `elapsed` that is no sane time reads as
 * 0, a `seed` or `level` that is not a string reads as null, and undo or redo
 * stacks longer than MAX_HISTORY keep their newest MAX_HISTORY boards.
 */
import * as v from 'valibot'
import { readSavedJson, type Corrupt } from './saved-json'
import { SIDES } from '@/engine'

export const SAVE_KEY = 'sudoku-lab-play'

/**
 * The longest time a game can show: 1,000 hours ("1000:00:00"). The clock runs only
 * while the Play view is visible, so a larger figure is a corrupt save, not a game.
 */
export const MAX_ELAPSED_MS = 1000 * 3600 * 1000

/**
 * The most boards the undo stack (and the redo stack) holds, in memory and in the
 * save: a move past it drops the oldest. 500 moves back is more than a game needs
 * (a 16x16 has 256 cells), and it keeps the save under localStorage's quota
 * (about 5 MB): a 9x9 board is at most about 0.5 KB of JSON, a 16x16 one about
 * 2.2 KB, so two full stacks of 16x16 boards stay near 2.2 MB.
 */
export const MAX_HISTORY = 500

/** A time played as read (and shown): a finite number from 0 to MAX_ELAPSED_MS, anything else 0. */
export function saneElapsed(ms: unknown): number {
  return typeof ms === 'number' && Number.isFinite(ms) && ms >= 0 && ms <= MAX_ELAPSED_MS ? ms : 0
}

const digit = v.pipe(v.number(), v.integer(), v.minValue(0))

/** A board as saved; its length and digit range depend on the game's size (checked below). */
const BoardSchema = v.object({ values: v.array(digit), marks: v.array(digit) })

/** The newest MAX_HISTORY boards of a stack (saves from before the bound may hold more). */
const StackSchema = v.pipe(
  v.array(BoardSchema),
  v.transform((boards) => boards.slice(-MAX_HISTORY)),
)

/** Digits 0..size, one per cell. */
const fitsDigits = (xs: readonly number[], size: number) =>
  xs.length === size * size && xs.every((x) => x <= size)

/** A board of `size`: digits 0..size and pencil marks within the size's bits, one per cell. */
const fitsBoard = (b: v.InferOutput<typeof BoardSchema>, size: number) =>
  fitsDigits(b.values, size) &&
  b.marks.length === size * size &&
  b.marks.every((m) => m <= 2 ** size - 1)

/**
 * A saved game, version 1: the puzzle (givens and its one solution), the board, the
 * undo and redo stacks, the time played and where the puzzle came from. What the
 * fields must say about each other (lengths and digits for the size, a solution
 * with no empty cell, a board that keeps the givens) is checked after their types.
 */
export const SavedGameSchema = v.pipe(
  v.object({
    version: v.literal(1),
    size: v.pipe(
      v.number(),
      v.check((n) => SIDES.includes(n) && n <= 16, 'the size is not 4, 9 or 16'),
    ),
    givens: v.array(digit),
    solution: v.array(digit),
    board: BoardSchema,
    undo: StackSchema,
    redo: StackSchema,
    /** Milliseconds played, 0 to MAX_ELAPSED_MS (anything else reads as 0). */
    elapsed: v.fallback(
      v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(MAX_ELAPSED_MS)),
      0,
    ),
    /** Written for older readers; read, it is ignored: the board says whether it is solved. */
    solved: v.fallback(v.boolean(), false),
    seed: v.fallback(v.nullable(v.string()), null),
    level: v.fallback(v.nullable(v.string()), null),
  }),
  v.check((g) => fitsDigits(g.givens, g.size), 'the givens do not fit the size'),
  v.check(
    (g) => fitsDigits(g.solution, g.size) && g.solution.every((x) => x > 0),
    'the solution does not fit the size',
  ),
  v.check((g) => fitsBoard(g.board, g.size), 'the board does not fit the size'),
  v.check(
    (g) => [...g.undo, ...g.redo].every((b) => fitsBoard(b, g.size)),
    'a board of the undo history does not fit the size',
  ),
  v.check(
    (g) => g.board.values.every((x, i) => !g.givens[i] || x === g.givens[i]),
    'the board changes a given',
  ),
)

export type SavedGame = v.InferOutput<typeof SavedGameSchema>

/** Why a save was dropped: the first thing that did not fit, in words. */
export type CorruptGame = Corrupt

/** The saved game if it is whole; `{ corrupt }` when something was there but did not fit. */
export function readGame(storage: Storage = localStorage): SavedGame | 'none' | CorruptGame {
  const text = storage.getItem(SAVE_KEY)
  if (text === null) return 'none'
  return readSavedJson(SavedGameSchema, text)
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
