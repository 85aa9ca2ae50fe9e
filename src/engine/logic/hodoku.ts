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
 */

export const HODOKU_CODES: Readonly<Record<string, string>> = {
  'full-house': '0000',
  'hidden-single-box': '0002',
  'hidden-single-line': '0002',
  'naked-single': '0003',
  'direct-pointing': '0100',
  'direct-claiming': '0101',
  pointing: '0100',
  claiming: '0101',
  'naked-pair': '0200',
  'naked-triple': '0201',
  'naked-quad': '0202',
  'direct-hidden-pair': '0210',
  'direct-hidden-triple': '0211',
  'hidden-pair': '0210',
  'hidden-triple': '0211',
  'hidden-quad': '0212',
  'x-wing': '0300',
  swordfish: '0301',
  jellyfish: '0302',
  skyscraper: '0400',
  'two-string-kite': '0401',
  'turbot-fish': '0403',
  'unique-rectangle-1': '0600',
  'unique-rectangle-2': '0601',
  'unique-rectangle-3': '0602',
  'unique-rectangle-4': '0603',
  bug: '0610',
  'x-cycle': '0706',
  'x-chain': '0701',
  'xy-chain': '0702',
  aic: '0708',
  'xy-wing': '0800',
  'xyz-wing': '0801',
  'cell-forcing-chain': '1302',
  'unit-forcing-chain': '1302',
  'dynamic-forcing-chain': '1304',
  'dynamic-forcing-chain-plus': '1304',
  // The full set (issue 19).
  'finned-x-wing': '0310',
  'finned-swordfish': '0311',
  'finned-jellyfish': '0312',
  'finned-squirmbag': '0313',
  'finned-whale': '0314',
  'finned-leviathan': '0315',
  'sashimi-x-wing': '0320',
  'sashimi-swordfish': '0321',
  'sashimi-jellyfish': '0322',
  'sashimi-squirmbag': '0323',
  'sashimi-whale': '0324',
  'sashimi-leviathan': '0325',
  squirmbag: '0303',
  whale: '0304',
  leviathan: '0305',
  'franken-x-wing': '0330',
  'franken-swordfish': '0331',
  'franken-jellyfish': '0332',
  'finned-franken-x-wing': '0340',
  'finned-franken-swordfish': '0341',
  'finned-franken-jellyfish': '0342',
  'mutant-x-wing': '0350',
  'mutant-swordfish': '0351',
  'mutant-jellyfish': '0352',
  'finned-mutant-x-wing': '0360',
  'finned-mutant-swordfish': '0361',
  'finned-mutant-jellyfish': '0362',
  'finned-mutant-squirmbag': '0363',
  'finned-mutant-whale': '0364',
  'kraken-fish-1': '0371',
  'kraken-fish-2': '0372',
  'empty-rectangle': '0402',
  'dual-empty-rectangle': '0405',
  'dual-two-string-kite': '0404',
  'simple-colours-trap': '0500',
  'simple-colours-wrap': '0501',
  'multi-colours-1': '0502',
  'multi-colours-2': '0503',
  'w-wing': '0803',
  'remote-pair': '0703',
  'unique-rectangle-5': '0604',
  'unique-rectangle-6': '0605',
  'hidden-rectangle': '0606',
  'avoidable-rectangle-1': '0607',
  'avoidable-rectangle-2': '0608',
  'nice-loop': '0706',
  'discontinuous-nice-loop': '0707',
  'grouped-x-cycle': '0709',
  'grouped-nice-loop': '0709',
  'grouped-discontinuous-nice-loop': '0710',
  'grouped-aic': '0711',
  'als-nice-loop': '0709',
  'als-discontinuous-nice-loop': '0710',
  'als-aic': '0711',
  'als-xz': '0901',
  'als-xy-wing': '0902',
  'als-chain': '0903',
  'death-blossom': '0904',
  'sue-de-coq': '1101',
  'template-set': '1201',
  'template-delete': '1202',
  'locked-pair': '0110',
  'locked-triple': '0111',
}

/** The HoDoKu library code of a deduction id, or `-` where HoDoKu has none. */
export function hodokuCode(id: string): string {
  return HODOKU_CODES[id] ?? '-'
}

/** HoDoKu's difficulty levels, easiest first (`DifficultyType`). */
export const HODOKU_LEVELS = ['easy', 'medium', 'hard', 'unfair', 'extreme'] as const
export type HodokuLevel = (typeof HODOKU_LEVELS)[number]

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
> = {
  'full-house': { score: 4, level: 'easy' },
  'naked-single': { score: 4, level: 'easy' },
  'hidden-single-box': { score: 14, level: 'easy' },
  'hidden-single-line': { score: 14, level: 'easy' },
  'direct-pointing': { score: 50, level: 'medium', est: true },
  'direct-claiming': { score: 50, level: 'medium', est: true },
  'direct-hidden-pair': { score: 70, level: 'medium', est: true },
  'direct-hidden-triple': { score: 100, level: 'medium', est: true },
  'locked-pair': { score: 40, level: 'medium' },
  'locked-triple': { score: 60, level: 'medium' },
  pointing: { score: 50, level: 'medium' },
  claiming: { score: 50, level: 'medium' },
  'naked-pair': { score: 60, level: 'medium' },
  'naked-triple': { score: 80, level: 'medium' },
  'hidden-pair': { score: 70, level: 'medium' },
  'hidden-triple': { score: 100, level: 'medium' },
  'naked-quad': { score: 120, level: 'hard' },
  'hidden-quad': { score: 150, level: 'hard' },
  'x-wing': { score: 140, level: 'hard' },
  swordfish: { score: 150, level: 'hard' },
  jellyfish: { score: 160, level: 'hard' },
  squirmbag: { score: 470, level: 'unfair' },
  whale: { score: 470, level: 'unfair' },
  leviathan: { score: 470, level: 'unfair' },
  'remote-pair': { score: 110, level: 'hard' },
  bug: { score: 100, level: 'hard' },
  skyscraper: { score: 130, level: 'hard' },
  'two-string-kite': { score: 150, level: 'hard' },
  'dual-two-string-kite': { score: 150, level: 'hard' },
  'turbot-fish': { score: 120, level: 'hard' },
  'empty-rectangle': { score: 120, level: 'hard' },
  'dual-empty-rectangle': { score: 120, level: 'hard' },
  'w-wing': { score: 150, level: 'hard' },
  'xy-wing': { score: 160, level: 'hard' },
  'xyz-wing': { score: 180, level: 'hard' },
  'wxyz-wing': { score: 200, level: 'unfair', est: true },
  'vwxyz-wing': { score: 240, level: 'unfair', est: true },
  'unique-rectangle-1': { score: 100, level: 'hard' },
  'unique-rectangle-2': { score: 100, level: 'hard' },
  'unique-rectangle-3': { score: 100, level: 'hard' },
  'unique-rectangle-4': { score: 100, level: 'hard' },
  'unique-rectangle-5': { score: 100, level: 'hard' },
  'unique-rectangle-6': { score: 100, level: 'hard' },
  'hidden-rectangle': { score: 100, level: 'hard' },
  'avoidable-rectangle-1': { score: 100, level: 'hard' },
  'avoidable-rectangle-2': { score: 100, level: 'hard' },
  'unique-loop-1': { score: 100, level: 'hard', est: true },
  'unique-loop-2': { score: 100, level: 'hard', est: true },
  'unique-loop-3': { score: 100, level: 'hard', est: true },
  'unique-loop-4': { score: 100, level: 'hard', est: true },
  'bug-lite': { score: 100, level: 'hard', est: true },
  'finned-x-wing': { score: 130, level: 'hard' },
  'sashimi-x-wing': { score: 150, level: 'hard' },
  'finned-swordfish': { score: 200, level: 'unfair' },
  'sashimi-swordfish': { score: 240, level: 'unfair' },
  'finned-jellyfish': { score: 250, level: 'unfair' },
  'sashimi-jellyfish': { score: 260, level: 'unfair' },
  'finned-squirmbag': { score: 470, level: 'unfair' },
  'sashimi-squirmbag': { score: 470, level: 'unfair' },
  'finned-whale': { score: 470, level: 'unfair' },
  'sashimi-whale': { score: 470, level: 'unfair' },
  'finned-leviathan': { score: 470, level: 'unfair' },
  'sashimi-leviathan': { score: 470, level: 'unfair' },
  'sue-de-coq': { score: 250, level: 'unfair' },
  'simple-colours-trap': { score: 150, level: 'hard' },
  'simple-colours-wrap': { score: 150, level: 'hard' },
  'multi-colours-1': { score: 200, level: 'hard' },
  'multi-colours-2': { score: 200, level: 'hard' },
  'x-colours': { score: 200, level: 'hard', est: true },
  '3d-medusa': { score: 200, level: 'hard', est: true },
  'x-chain': { score: 260, level: 'unfair' },
  'xy-chain': { score: 260, level: 'unfair' },
  aic: { score: 280, level: 'unfair' },
  'x-cycle': { score: 280, level: 'unfair' },
  'nice-loop': { score: 280, level: 'unfair' },
  'discontinuous-nice-loop': { score: 280, level: 'unfair' },
  'grouped-x-cycle': { score: 300, level: 'unfair' },
  'grouped-nice-loop': { score: 300, level: 'unfair' },
  'grouped-discontinuous-nice-loop': { score: 300, level: 'unfair' },
  'grouped-aic': { score: 300, level: 'unfair' },
  'als-nice-loop': { score: 300, level: 'unfair' },
  'als-discontinuous-nice-loop': { score: 300, level: 'unfair' },
  'als-aic': { score: 300, level: 'unfair' },
  'aligned-pair-exclusion': { score: 300, level: 'unfair', est: true },
  'als-xz': { score: 300, level: 'unfair' },
  'als-xy-wing': { score: 320, level: 'unfair' },
  'als-chain': { score: 340, level: 'unfair' },
  'death-blossom': { score: 360, level: 'unfair' },
  'franken-x-wing': { score: 300, level: 'unfair' },
  'franken-swordfish': { score: 350, level: 'unfair' },
  'franken-jellyfish': { score: 370, level: 'unfair' },
  'finned-franken-x-wing': { score: 390, level: 'unfair' },
  'finned-franken-swordfish': { score: 410, level: 'unfair' },
  'finned-franken-jellyfish': { score: 430, level: 'unfair' },
  'mutant-x-wing': { score: 450, level: 'extreme' },
  'mutant-swordfish': { score: 450, level: 'extreme' },
  'mutant-jellyfish': { score: 450, level: 'extreme' },
  'finned-mutant-x-wing': { score: 470, level: 'extreme' },
  'finned-mutant-swordfish': { score: 470, level: 'extreme' },
  'finned-mutant-jellyfish': { score: 470, level: 'extreme' },
  'finned-mutant-squirmbag': { score: 470, level: 'extreme' },
  'finned-mutant-whale': { score: 470, level: 'extreme' },
  'aligned-triple-exclusion': { score: 360, level: 'unfair', est: true },
  'kraken-fish-1': { score: 500, level: 'extreme' },
  'kraken-fish-2': { score: 500, level: 'extreme' },
  'template-set': { score: 10000, level: 'extreme' },
  'template-delete': { score: 10000, level: 'extreme' },
  'cell-forcing-chain': { score: 500, level: 'extreme' },
  'unit-forcing-chain': { score: 500, level: 'extreme' },
  'dynamic-forcing-chain': { score: 700, level: 'extreme' },
  'dynamic-forcing-chain-plus': { score: 700, level: 'extreme' },
}

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
