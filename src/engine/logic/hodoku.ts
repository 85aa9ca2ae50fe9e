/**
 * HoDoKu's library codes for our deductions: the four-digit `libraryType` of
 * HoDoKu's SolutionType enum (src/sudoku/SolutionType.java of HoDoKu 2.2, e.g. as
 * kept in github.com/1to9only/hobiwan-s-OLD-HoDoKu), the first field of a line of
 * its technique library (reglib-1.3.txt). `-` where HoDoKu has no such technique.
 *
 * Where ours and HoDoKu's cut a family differently, the nearest code:
 *   direct-*          the pattern's own code (HoDoKu has no "direct" techniques: it
 *                     logs the pattern, then the hidden single it leaves);
 *   x-chain           0701 X-Chain; ours is an assumption that turns against itself,
 *                     which HoDoKu may log as a discontinuous nice loop (0707);
 *   aic               0708 AIC (the same remark: 0707 for the loop form);
 *   x-cycle           0706 continuous nice loop;
 *   cell-/unit-forcing-chain  1302 forcing chain verity;
 *   dynamic-*         1304 forcing net verity (1303 when a branch ends in a contradiction);
 *   unique loops, WXYZ/VWXYZ-Wings, aligned pair exclusion: none (`-`).
 *
 * The codes, scores and levels are written once, in the catalogue's rows
 * (catalogue.ts); here they are looked up by deduction id.
 */

import { DEDUCTIONS, HODOKU_LEVELS, type HodokuLevel } from './catalogue'

export const HODOKU_CODES: Readonly<Record<string, string>> = /* @__PURE__ */ Object.fromEntries(
  [...DEDUCTIONS.values()].flatMap((d) => (d.hodoku?.code ? [[d.id, d.hodoku.code]] : [])),
)

/** The HoDoKu library code of a deduction id, or `-` where HoDoKu has none. */
export function hodokuCode(id: string): string {
  return HODOKU_CODES[id] ?? '-'
}

export { HODOKU_LEVELS, type HodokuLevel } from './catalogue'

/**
 * The highest score of each level but the last (`Options.DEFAULT_DIFFICULTY_LEVELS`):
 * a puzzle whose score passes its level's bound is put in the next level up.
 */
export const HODOKU_LEVEL_MAX_SCORE = [800, 1000, 1600, 1800] as const

/**
 * HoDoKu's published score (`baseScore`) and level of each step, by deduction id
 * (`Options.DEFAULT_SOLVER_STEPS`, HoDoKu 2.2). Ours that HoDoKu has not: the
 * score and level of their nearest relative, marked `est`: the direct techniques
 * as the pattern they rest on, WXYZ/VWXYZ-Wings after XYZ-Wing, unique loops and
 * BUG lite as the uniqueness tests, X-colours and 3D Medusa as multi-colours,
 * aligned pair/triple exclusion as ALS-XZ and death blossom.
 */
export const HODOKU_SCORES: Readonly<
  Record<string, { score: number; level: HodokuLevel; est?: true }>
> = /* @__PURE__ */ Object.fromEntries(
  [...DEDUCTIONS.values()].flatMap((d) => {
    if (!d.hodoku) return []
    const { score, level, est } = d.hodoku
    return [[d.id, { score, level, ...(est ? { est } : {}) }]]
  }),
)

/** What HoDoKu's rating says of a solve path: its score and level. */
export interface HodokuRating {
  /** The sum of the steps' scores. */
  score: number
  level: HodokuLevel
}

/**
 * HoDoKu's rating of a solve path from its deduction ids: the score is the sum of
 * the steps' scores; the level is the hardest step's, raised while the score is
 * past that level's bound (HoDoKu's SudokuSolver). A path that ran out of
 * techniques is `extreme` (HoDoKu would give up or brute-force).
 */
export function hodokuRating(steps: readonly string[], ranOut = false): HodokuRating {
  let score = 0
  let level = 0
  for (const id of steps) {
    const s = HODOKU_SCORES[id]
    if (!s) continue
    score += s.score
    level = Math.max(level, HODOKU_LEVELS.indexOf(s.level))
  }
  if (ranOut) level = HODOKU_LEVELS.length - 1
  while (level < HODOKU_LEVEL_MAX_SCORE.length && score > HODOKU_LEVEL_MAX_SCORE[level]!) level++
  return { score, level: HODOKU_LEVELS[level]! }
}
