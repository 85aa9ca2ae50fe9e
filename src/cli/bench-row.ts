/**
 * A bench row as its verifying pass leaves it, before any timed pass: the same
 * for an algorithm (bench.ts) and a user's module (bench-module.ts).
 */
import type { BenchRow } from './bench-types'

/** `x` rounded to `digits` decimals. */
export function round(x: number, digits: number): number {
  const f = 10 ** digits
  return Math.round(x * f) / f
}

/** What the verifying pass counted over the puzzles it reached. */
export interface VerifiedCounts {
  algorithm: string
  file: string
  /** Puzzles in the file. */
  puzzles: number
  attempted: number
  solved: number
  timedOut: number
  guesses: number
  /** Puzzles solved without a guess. */
  noGuess: number
}

/** The counts of a verifying pass over `puzzles` puzzles, before its first puzzle. */
export function startCounts(algorithm: string, file: string, puzzles: number): VerifiedCounts {
  return { algorithm, file, puzzles, attempted: 0, solved: 0, timedOut: 0, guesses: 0, noGuess: 0 }
}

/** Count one solve's guesses (and whether it needed none). */
export function countGuesses(c: VerifiedCounts, guesses: number): void {
  c.guesses += guesses
  if (guesses === 0) c.noGuess++
}

/** The row of a verifying pass: its counts, no time yet (`finish` in bench.ts adds the passes'). */
export function verifiedRow(c: VerifiedCounts): BenchRow {
  return {
    algorithm: c.algorithm,
    file: c.file,
    puzzles: c.puzzles,
    attempted: c.attempted,
    solved: c.solved,
    failures: c.attempted - c.solved,
    timedOut: c.timedOut,
    usPerPuzzle: 0,
    puzzlesPerSecond: 0,
    guessesPerPuzzle: c.attempted ? round(c.guesses / c.attempted, 2) : 0,
    noGuessShare: c.attempted ? round(c.noGuess / c.attempted, 3) : 0,
    vsBaseline: null,
    tdokuShare: null,
    passes: 0,
  }
}
