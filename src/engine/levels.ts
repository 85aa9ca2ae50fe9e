/**
 * The difficulty levels on the Sudoku Explainer (SE) scale: the one place that says
 * which rating is easy, medium, hard, expert or extreme. Play, the generator, the CLI's
 * `rate` and every rating shown in the app read these bands.
 *
 *   easy     below 1.5  hidden singles in boxes, full houses (1.0-1.2)
 *   medium   1.5 - 2.6  hidden singles in lines, direct techniques, naked singles,
 *                       up to pointing (2.6)
 *   hard     2.8 - 3.9  claiming, naked and hidden pairs, naked triples, X-Wing, Swordfish
 *   expert   4.0 - 5.9  hidden triples, skyscrapers and kites, XY- and XYZ-Wings, unique
 *                       rectangles and loops, quads, Jellyfish, WXYZ-Wing, BUG
 *   extreme  6.0 and up aligned pair exclusion, VWXYZ-Wing, forcing chains
 *
 * Where they come from: the common practice of SE-rated graded collections, which
 * grade by Sudoku Explainer's own technique classes: singles are easy, intersections
 * (pointing, 2.6) medium, subsets and basic fish (under 4) hard, wings and uniqueness
 * (under 6) expert, chains (6 and up) extreme. Ratings come in tenths, so a ceiling of
 * 2.7 means "up to and including pointing's 2.6" (claiming, 2.8, is hard).
 */

export type Level = 'easy' | 'medium' | 'hard' | 'expert' | 'extreme'
export const LEVELS: readonly Level[] = ['easy', 'medium', 'hard', 'expert', 'extreme']

/** [lowest rating, ceiling (exclusive)] of each level on the SE scale. */
export const LEVEL_BANDS: Readonly<Record<Level, readonly [number, number]>> = {
  easy: [0, 1.5],
  medium: [1.5, 2.7],
  hard: [2.7, 4],
  expert: [4, 6],
  extreme: [6, Infinity],
}

export function isLevel(s: string): s is Level {
  return (LEVELS as readonly string[]).includes(s)
}

/** The level of an SE rating ("2.6" is medium, "6.6" extreme). */
export function levelOf(rating: number): Level {
  return LEVELS.find((l) => rating < LEVEL_BANDS[l][1]) ?? 'extreme'
}

/** "easy below 1.5, medium below 2.7, …, extreme 6 and up": the scale in words, for a legend. */
export function levelScaleText(): string {
  return LEVELS.map((l) => {
    const [low, ceiling] = LEVEL_BANDS[l]
    return Number.isFinite(ceiling) ? `${l} below ${ceiling}` : `${l} ${low} and up`
  }).join(', ')
}
