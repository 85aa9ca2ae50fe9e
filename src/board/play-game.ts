/**
 * Play's rules as plain functions: the starter puzzle, which givens can be played,
 * whether a saved solution is the givens' one, and the sentence a Check says.
 * The Play store (stores/play.ts) holds the game; this holds no state.
 */
import { geometryForSize, makePuzzle, parsePuzzle, validatePuzzle } from '@/engine'
import { cellName, fastestFor, wrongCells, type Geometry } from '@/engine/full'

/** The first game of a browser that has none: the starter collection's easy puzzle. */
export const STARTER =
  '..4.3..1...92..685..51..3.23.1.4.9..4..6.3..1..7.2.8.49.6..72..543..21...1..5.4..'
/** Its level (SE 1.2; play-store.test rates it), known before the worker's rating comes. */
export const STARTER_LEVEL = 'easy'

/** The starter's givens, read by the engine's formats like any one-line puzzle. */
export function starterGivens(): number[] {
  const parsed = parsePuzzle(STARTER)
  // A constant that does not parse is a bug in this file (play-store.test reads it).
  if (!parsed.ok) throw new Error(`The starter puzzle does not parse: ${parsed.error.message}`)
  return [...parsed.puzzle.givens]
}

export interface PlayOrigin {
  seed: string | null
  level: string | null
}

/** What Check found: the cells it marks, and whether the board is complete and right. */
export interface CheckResult {
  wrong: number[]
  conflicts: number[]
}

/** A puzzle's unique solution, or why it cannot be played. */
export function solveForPlay(givens: number[]): { solution: number[] } | { error: string } {
  const p = makePuzzle(givens)
  if (!geometryForSize(p.size) || p.size > 16 || givens.length !== p.size * p.size)
    return { error: 'Play takes 4x4, 9x9 and 16x16 puzzles.' }
  const problems = validatePuzzle(p)
  if (problems.length) return { error: `These givens clash: ${problems.join('; ')}.` }
  const r = fastestFor(p.size).solve(p, { limit: 2 })
  if (r.solutions === 0) return { error: 'These givens have no solution.' }
  if (r.solutions > 1)
    return { error: 'These givens have more than one solution: add givens until only one is left.' }
  return { solution: r.solution! }
}

/** Whether `solution` is the one solution of `givens`. */
export function sameSolution(givens: number[], solution: number[]): boolean {
  const n = Math.round(Math.sqrt(givens.length))
  const g = geometryForSize(n)
  if (!g || solution.length !== givens.length) return false
  if (givens.some((v, i) => v && v !== solution[i])) return false
  // Every unit holds each digit once: a full, right grid that keeps the givens. That
  // it is their only one was checked when the game started (solveForPlay); a save
  // edited by hand to givens with several is told apart by Play's rating (a worker
  // counts to two there, usePlayRating), never by a search here as Play opens.
  const all = (1 << n) - 1
  return g.units.every((unit) => {
    let seen = 0
    for (const c of unit) {
      const v = solution[c]!
      if (!Number.isInteger(v) || v < 1 || v > n) return false
      seen |= 1 << (v - 1)
    }
    return seen === all
  })
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

/**
 * What a Check says on an unsolved board: "No mistakes so far. 12 cells to go.", or
 * the wrong digits and the clashing cells, named by `names`.
 */
export function checkSentence(
  found: CheckResult,
  left: number,
  names: (cells: number[]) => string,
): string {
  const { wrong, conflicts } = found
  if (!wrong.length && !conflicts.length)
    return `No mistakes so far. ${plural(left, 'cell')} to go.`
  return [
    wrong.length ? `${plural(wrong.length, 'wrong digit')} (${names(wrong)}), crossed out` : '',
    conflicts.length ? `${conflicts.length} cells in conflict (${names(conflicts)}), hatched` : '',
  ]
    .filter(Boolean)
    .join('; ')
    .concat(' on the board.')
}

/**
 * A board handed over to the Solve view ("Watch the solver"), coming back: null when
 * `givens` are still that game's (go back to it as it is), else the givens to start
 * it again on (the position's, the player's `placed` digits left out).
 */
export function handedOverGivens(
  givens: readonly number[],
  position: readonly number[],
  placed: ReadonlySet<number>,
): number[] | null {
  const handed = position.map((d, c) => (placed.has(c) ? 0 : d))
  const same = givens.length === handed.length && givens.every((d, c) => d === handed[c])
  return same ? null : handed
}

/**
 * A Check of `values`: the digits that are not the solution's and the cells in
 * conflict, with what it says (on an unsolved board: checkSentence).
 */
export function checkBoard(
  g: Geometry,
  values: readonly number[],
  solution: readonly number[],
  conflicts: ReadonlySet<number>,
): { found: CheckResult; sentence: string } {
  const found = { wrong: wrongCells(values, solution), conflicts: [...conflicts] }
  const names = (cs: number[]) => cs.map((c) => cellName(g, c)).join(', ')
  return { found, sentence: checkSentence(found, values.filter((v) => !v).length, names) }
}

/** What "Place singles" says: how many it placed, or that there was none. */
export function singlesSentence(n: number | null): string {
  return n === null ? 'No single to place.' : `${plural(n, 'single')} placed.`
}

/**
 * A saved game read back, when it can be resumed: 'none' for a browser without one
 * (or with an empty one), or why it must be dropped. The saved solution must be the
 * givens' solution: a hand-edited one would make a wrong board look solved.
 */
export function resumable<G extends { givens: number[]; solution: number[] }>(
  read: G | 'none' | { corrupt: string },
): G | 'none' | { corrupt: string } {
  if (read === 'none' || 'corrupt' in read) return read
  if (read.givens.length === 0) return 'none'
  if (!sameSolution(read.givens, read.solution))
    return { corrupt: "the solution is not the givens' one solution" }
  return read
}
