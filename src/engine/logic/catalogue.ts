/**
 * The technique catalogue: every fact about a human technique that is not its
 * code, one row per technique of the registry (its id), in the full set's order.
 * The registry (registry.ts), each Technique (its id, name, rating, the deduction
 * ids it gives), the switches (stores/techniques.ts), HoDoKu's codes and scores
 * (hodoku.ts), the names of the deduction ids (`techniqueName`) and
 * docs/techniques.md (`npm run docs:techniques`) all read them from here. Data
 * only: it imports no technique's code, so the page can show names and switches
 * without the full engine.
 *
 * Glossary
 *   registry id    a technique of the registry, what a switch and `--technique` name
 *                  ("forcing-chain", "x-wing").
 *   deduction id   what a `technique` step carries ("xy-chain", "x-wing"); a technique
 *                  gives its own id, or the ids in `gives` when they differ.
 *   order          the rows' order is the full set's (FULL_ORDER): HoDoKu's default
 *                  solver order (`Options.DEFAULT_SOLVER_STEPS`, HoDoKu 2.2: its index
 *                  in the comment by each id), which is also roughly SudokuWiki's.
 *                  Where HoDoKu has no such technique, ours goes beside its nearest
 *                  relative ("SE" by the id). Two departures, on purpose: the
 *                  techniques HoDoKu's solver leaves off by default (larger fish,
 *                  Franken and finned Franken Jellyfish, mutant and kraken fish, death
 *                  blossom, templates) come last, after the forcing chains, and so do
 *                  the chains with ALS nodes (first of them: their graph is several
 *                  times larger than the grouped chains'): a solve
 *                  with every switch on follows HoDoKu's default solver (and stays
 *                  fast: searched where nothing easier applies, finned mutant Jellyfish
 *                  alone took 2 s of top95's first 30 puzzles), while the switches,
 *                  "All steps here" and `steps` still offer them; and SE's
 *                  `forcing-chain` family (X-chains, XY-chains, AICs, X-cycles and
 *                  simple forcing chains) goes where HoDoKu has its X-chains (5400).
 *   se             Sudoku Explainer's 45 techniques, as Sukaku Explainer (the rater of
 *                  the published SE ratings) has them: their place in its order (the
 *                  SE set tries them 1, 2, 3, ...: easiest first, but its two-strong-link
 *                  producer, grouped ones 4.3, before the XY-Wing), and their rating is
 *                  SE's. The others'
 *                  rating is our estimate on SE's scale, shown as one ("≈4.3").
 *   hodoku         HoDoKu's library code (the four-digit `libraryType` of its
 *                  SolutionType enum, src/sudoku/SolutionType.java of HoDoKu 2.2, the
 *                  first field of a line of its technique library, reglib-1.3.txt) and
 *                  its published score (`baseScore`) and level. Where HoDoKu has no
 *                  such step: no code, and the score and level of its nearest relative,
 *                  marked `est` (see hodoku.ts).
 */

/** HoDoKu's difficulty levels, easiest first (`DifficultyType`). */
export const HODOKU_LEVELS = ['easy', 'medium', 'hard', 'unfair', 'extreme'] as const
export type HodokuLevel = (typeof HODOKU_LEVELS)[number]

/**
 * The families the techniques are grouped in: HoDoKu's categories, in its solver's
 * order (Sudoku Explainer's techniques among them).
 */
export const TECHNIQUE_FAMILIES = [
  'Singles',
  'Intersections',
  'Subsets',
  'Basic fish',
  'Single-digit patterns',
  'Uniqueness',
  'Wings',
  'Colouring',
  'Chains and loops',
  'Finned and complex fish',
  'Almost locked sets',
  'Last resort',
] as const

export type TechniqueFamily = (typeof TECHNIQUE_FAMILIES)[number]

/** HoDoKu's facts of one deduction id. */
export interface HodokuFacts {
  /** HoDoKu's library code; absent where HoDoKu has no such step. */
  readonly code?: string
  readonly score: number
  readonly level: HodokuLevel
  /** The score and level are our estimate: those of the nearest step HoDoKu has. */
  readonly est?: true
}

/** A deduction id a technique gives besides (or instead of) its own. */
export interface DeductionRow {
  readonly id: string
  /** The name people read ("Continuous nice loop"). */
  readonly name: string
  readonly hodoku?: HodokuFacts
}

/** One technique of the registry. */
export interface TechniqueRow {
  /** The registry id (`SolveOptions.techniques` and the CLI's --technique take these). */
  readonly id: string
  /** Its name; also the name of its deduction id when it gives its own. */
  readonly name: string
  readonly family: TechniqueFamily
  /** Its rating on SE's scale, or the lowest of a family whose rating grows with the pattern. */
  readonly rating: number
  /** Its place in Sudoku Explainer's order (1 first); absent for a technique SE never had. */
  readonly se?: number
  /** The rating grows with the pattern (chains, loops, UR type 3): shown "4.5+". */
  readonly grows?: true
  /** It assumes the puzzle has one solution. */
  readonly uniqueness?: true
  /**
   * A rescue, as SE calls its nested forcing chains: searched only when nothing else
   * applies, and left out of "All steps here" and `steps` unless named (listing
   * every one at a position takes minutes, and at that depth nearly every strike
   * has one).
   */
  readonly rescue?: true
  /** HoDoKu's facts of its own deduction id (when it gives its own id). */
  readonly hodoku?: HodokuFacts
  /**
   * The deduction ids it gives, when they differ from its own: a string names a
   * deduction another row (or this one) describes; a DeductionRow describes one
   * only this technique gives.
   */
  readonly gives?: readonly (string | DeductionRow)[]
}

/** Every technique of the registry, in the full set's order (see `order` above). */
export const CATALOGUE: readonly TechniqueRow[] = [
  {
    id: 'full-house', // 100
    name: 'Full house',
    family: 'Singles',
    rating: 1.0,
    se: 1,
    hodoku: { code: '0000', score: 4, level: 'easy' },
  },
  {
    id: 'naked-single', // 200
    name: 'Naked single',
    family: 'Singles',
    rating: 2.3,
    se: 7,
    hodoku: { code: '0003', score: 4, level: 'easy' },
  },
  {
    id: 'hidden-single-box', // 300
    name: 'Hidden single in a box',
    family: 'Singles',
    rating: 1.2,
    se: 2,
    hodoku: { code: '0002', score: 14, level: 'easy' },
  },
  {
    id: 'hidden-single-line', // 300
    name: 'Hidden single in a row or column',
    family: 'Singles',
    rating: 1.5,
    se: 3,
    hodoku: { code: '0002', score: 14, level: 'easy' },
  },
  {
    id: 'direct-pointing', // SE: a pointing that leaves a hidden single
    name: 'Direct pointing',
    family: 'Intersections',
    rating: 1.7,
    se: 4,
    hodoku: { code: '0100', score: 50, level: 'medium', est: true },
  },
  {
    id: 'direct-claiming', // SE
    name: 'Direct claiming',
    family: 'Intersections',
    rating: 1.9,
    se: 5,
    hodoku: { code: '0101', score: 50, level: 'medium', est: true },
  },
  {
    id: 'direct-hidden-pair', // SE
    name: 'Direct hidden pair',
    family: 'Subsets',
    rating: 2.0,
    se: 6,
    hodoku: { code: '0210', score: 70, level: 'medium', est: true },
  },
  {
    id: 'direct-hidden-triple', // SE
    name: 'Direct hidden triple',
    family: 'Subsets',
    rating: 2.5,
    se: 8,
    hodoku: { code: '0211', score: 100, level: 'medium', est: true },
  },
  {
    id: 'locked-pair', // 1000
    name: 'Locked pair',
    family: 'Intersections',
    rating: 3.0,
    hodoku: { code: '0110', score: 40, level: 'medium' },
  },
  {
    id: 'locked-triple', // 1100
    name: 'Locked triple',
    family: 'Intersections',
    rating: 3.6,
    hodoku: { code: '0111', score: 60, level: 'medium' },
  },
  {
    id: 'pointing', // 1200
    name: 'Pointing',
    family: 'Intersections',
    rating: 2.6,
    se: 9,
    hodoku: { code: '0100', score: 50, level: 'medium' },
  },
  {
    id: 'claiming', // 1210
    name: 'Claiming',
    family: 'Intersections',
    rating: 2.8,
    se: 10,
    hodoku: { code: '0101', score: 50, level: 'medium' },
  },
  {
    id: 'naked-pair', // 1300
    name: 'Naked pair',
    family: 'Subsets',
    rating: 3.0,
    se: 11,
    hodoku: { code: '0200', score: 60, level: 'medium' },
  },
  {
    id: 'naked-triple', // 1400
    name: 'Naked triple',
    family: 'Subsets',
    rating: 3.6,
    se: 14,
    hodoku: { code: '0201', score: 80, level: 'medium' },
  },
  {
    id: 'hidden-pair', // 1500
    name: 'Hidden pair',
    family: 'Subsets',
    rating: 3.4,
    se: 13,
    hodoku: { code: '0210', score: 70, level: 'medium' },
  },
  {
    id: 'hidden-triple', // 1600
    name: 'Hidden triple',
    family: 'Subsets',
    rating: 4.0,
    se: 16,
    hodoku: { code: '0211', score: 100, level: 'medium' },
  },
  {
    id: 'naked-quad', // 2000
    name: 'Naked quad',
    family: 'Subsets',
    rating: 5.0,
    se: 28,
    hodoku: { code: '0202', score: 120, level: 'hard' },
  },
  {
    id: 'hidden-quad', // 2100
    name: 'Hidden quad',
    family: 'Subsets',
    rating: 5.4,
    se: 30,
    hodoku: { code: '0212', score: 150, level: 'hard' },
  },
  {
    id: 'x-wing', // 2200
    name: 'X-Wing',
    family: 'Basic fish',
    rating: 3.2,
    se: 12,
    hodoku: { code: '0300', score: 140, level: 'hard' },
  },
  {
    id: 'swordfish', // 2300
    name: 'Swordfish',
    family: 'Basic fish',
    rating: 3.8,
    se: 15,
    hodoku: { code: '0301', score: 150, level: 'hard' },
  },
  {
    id: 'jellyfish', // 2400
    name: 'Jellyfish',
    family: 'Basic fish',
    rating: 5.2,
    se: 29,
    hodoku: { code: '0302', score: 160, level: 'hard' },
  },
  {
    id: 'remote-pair', // 2800
    name: 'Remote pair',
    family: 'Chains and loops',
    rating: 4.5,
    hodoku: { code: '0703', score: 110, level: 'hard' },
  },
  {
    id: 'bug', // 2900
    name: 'BUG+1',
    family: 'Uniqueness',
    rating: 5.6,
    se: 33,
    uniqueness: true,
    hodoku: { code: '0610', score: 100, level: 'hard' },
  },
  {
    id: 'skyscraper', // 3000
    name: 'Skyscraper',
    family: 'Single-digit patterns',
    rating: 4.0,
    se: 17,
    hodoku: { code: '0400', score: 130, level: 'hard' },
  },
  {
    id: 'two-string-kite', // 3100
    name: 'Two-string kite',
    family: 'Single-digit patterns',
    rating: 4.1,
    se: 18,
    hodoku: { code: '0401', score: 150, level: 'hard' },
  },
  {
    id: 'dual-two-string-kite', // (found with the kite in HoDoKu)
    name: 'Dual two-string kite',
    family: 'Single-digit patterns',
    rating: 4.2,
    hodoku: { code: '0404', score: 150, level: 'hard' },
  },
  {
    id: 'turbot-fish', // 3120
    name: 'Turbot fish',
    family: 'Single-digit patterns',
    rating: 4.2,
    se: 19,
    hodoku: { code: '0403', score: 120, level: 'hard' },
  },
  {
    id: 'grouped-turbot-fish', // SE (Sukaku Explainer): two strong links, one grouped
    name: 'Grouped turbot fish',
    family: 'Single-digit patterns',
    rating: 4.3,
    se: 20,
    hodoku: { score: 120, level: 'hard', est: true },
  },
  {
    id: 'three-strong-links', // SE (Sukaku Explainer)
    name: 'Three strong links',
    family: 'Single-digit patterns',
    rating: 5.4,
    se: 31,
    grows: true,
    hodoku: { score: 260, level: 'unfair', est: true },
  },
  {
    id: 'four-strong-links', // SE (Sukaku Explainer)
    name: 'Four strong links',
    family: 'Single-digit patterns',
    rating: 5.8,
    se: 34,
    grows: true,
    hodoku: { score: 260, level: 'unfair', est: true },
  },
  {
    id: 'empty-rectangle', // 3170
    name: 'Empty rectangle',
    family: 'Single-digit patterns',
    rating: 4.3,
    hodoku: { code: '0402', score: 120, level: 'hard' },
    gives: [
      'empty-rectangle',
      {
        id: 'dual-empty-rectangle',
        name: 'Dual empty rectangle',
        hodoku: { code: '0405', score: 120, level: 'hard' },
      },
    ],
  },
  {
    id: 'w-wing', // 3200
    name: 'W-Wing',
    family: 'Wings',
    rating: 4.4,
    hodoku: { code: '0803', score: 150, level: 'hard' },
  },
  {
    id: 'xy-wing', // 3300
    name: 'XY-Wing',
    family: 'Wings',
    rating: 4.2,
    se: 21,
    hodoku: { code: '0800', score: 160, level: 'hard' },
  },
  {
    id: 'xyz-wing', // 3400
    name: 'XYZ-Wing',
    family: 'Wings',
    rating: 4.4,
    se: 22,
    hodoku: { code: '0801', score: 180, level: 'hard' },
  },
  {
    id: 'wxyz-wing', // SE (Sukaku Explainer)
    name: 'WXYZ-Wing',
    family: 'Wings',
    rating: 5.5,
    grows: true,
    se: 32,
    hodoku: { score: 200, level: 'unfair', est: true },
  },
  {
    id: 'vwxyz-wing', // SE
    name: 'VWXYZ-Wing',
    family: 'Wings',
    rating: 6.2,
    grows: true,
    se: 35,
    hodoku: { score: 240, level: 'unfair', est: true },
  },
  {
    id: 'uvwxyz-wing', // Sukaku Explainer (not in the SE set: see se above)
    name: 'UVWXYZ-Wing',
    family: 'Wings',
    rating: 6.6,
    hodoku: { score: 260, level: 'unfair', est: true },
  },
  {
    id: 'tuvwxyz-wing', // Sukaku Explainer (not in the SE set: see se above)
    name: 'TUVWXYZ-Wing',
    family: 'Wings',
    rating: 7.5,
    hodoku: { score: 280, level: 'unfair', est: true },
  },
  {
    id: 'unique-rectangle-1', // 3500
    name: 'Unique rectangle (type 1)',
    family: 'Uniqueness',
    rating: 4.5,
    se: 23,
    uniqueness: true,
    hodoku: { code: '0600', score: 100, level: 'hard' },
  },
  {
    id: 'unique-rectangle-2', // 3600
    name: 'Unique rectangle (type 2)',
    family: 'Uniqueness',
    rating: 4.5,
    se: 24,
    uniqueness: true,
    hodoku: { code: '0601', score: 100, level: 'hard' },
  },
  {
    id: 'unique-rectangle-3', // 3700
    name: 'Unique rectangle (type 3)',
    family: 'Uniqueness',
    rating: 4.5,
    se: 26,
    grows: true,
    uniqueness: true,
    hodoku: { code: '0602', score: 100, level: 'hard' },
  },
  {
    id: 'unique-rectangle-4', // 3800
    name: 'Unique rectangle (type 4)',
    family: 'Uniqueness',
    rating: 4.5,
    se: 25,
    uniqueness: true,
    hodoku: { code: '0603', score: 100, level: 'hard' },
  },
  {
    id: 'unique-rectangle-hodoku', // 3500-3800: HoDoKu's forms of types 1-4 (missing candidates, every subset)
    name: "Unique rectangle (HoDoKu's forms)",
    family: 'Uniqueness',
    rating: 4.5,
    grows: true,
    uniqueness: true,
    gives: ['unique-rectangle-1', 'unique-rectangle-2', 'unique-rectangle-3', 'unique-rectangle-4'],
  },
  {
    id: 'unique-rectangle-5', // 3900
    name: 'Unique rectangle (type 5)',
    family: 'Uniqueness',
    rating: 4.6,
    uniqueness: true,
    hodoku: { code: '0604', score: 100, level: 'hard' },
  },
  {
    id: 'unique-rectangle-6', // 4000
    name: 'Unique rectangle (type 6)',
    family: 'Uniqueness',
    rating: 4.6,
    uniqueness: true,
    hodoku: { code: '0605', score: 100, level: 'hard' },
  },
  {
    id: 'hidden-rectangle', // 4010
    name: 'Hidden rectangle',
    family: 'Uniqueness',
    rating: 4.6,
    uniqueness: true,
    hodoku: { code: '0606', score: 100, level: 'hard' },
  },
  {
    id: 'avoidable-rectangle-1', // 4020
    name: 'Avoidable rectangle (type 1)',
    family: 'Uniqueness',
    rating: 4.5,
    uniqueness: true,
    hodoku: { code: '0607', score: 100, level: 'hard' },
  },
  {
    id: 'avoidable-rectangle-2', // 4030
    name: 'Avoidable rectangle (type 2)',
    family: 'Uniqueness',
    rating: 4.5,
    uniqueness: true,
    hodoku: { code: '0608', score: 100, level: 'hard' },
  },
  {
    id: 'unique-loop', // SE: a longer deadly pattern
    name: 'Unique loop',
    family: 'Uniqueness',
    rating: 4.6,
    se: 27,
    grows: true,
    uniqueness: true,
    gives: [
      {
        id: 'unique-loop-1',
        name: 'Unique loop (type 1)',
        hodoku: { score: 100, level: 'hard', est: true },
      },
      {
        id: 'unique-loop-2',
        name: 'Unique loop (type 2)',
        hodoku: { score: 100, level: 'hard', est: true },
      },
      {
        id: 'unique-loop-3',
        name: 'Unique loop (type 3)',
        hodoku: { score: 100, level: 'hard', est: true },
      },
      {
        id: 'unique-loop-4',
        name: 'Unique loop (type 4)',
        hodoku: { score: 100, level: 'hard', est: true },
      },
    ],
  },
  {
    id: 'bug-lite', // SudokuWiki
    name: 'BUG lite',
    family: 'Uniqueness',
    rating: 5.7,
    uniqueness: true,
    hodoku: { score: 100, level: 'hard', est: true },
  },
  {
    id: 'finned-x-wing', // 4100
    name: 'Finned X-Wing',
    family: 'Finned and complex fish',
    rating: 3.4,
    hodoku: { code: '0310', score: 130, level: 'hard' },
  },
  {
    id: 'sashimi-x-wing', // 4200
    name: 'Sashimi X-Wing',
    family: 'Finned and complex fish',
    rating: 3.5,
    hodoku: { code: '0320', score: 150, level: 'hard' },
  },
  {
    id: 'finned-swordfish', // 4300
    name: 'Finned Swordfish',
    family: 'Finned and complex fish',
    rating: 4.0,
    hodoku: { code: '0311', score: 200, level: 'unfair' },
  },
  {
    id: 'sashimi-swordfish', // 4400
    name: 'Sashimi Swordfish',
    family: 'Finned and complex fish',
    rating: 4.1,
    hodoku: { code: '0321', score: 240, level: 'unfair' },
  },
  {
    id: 'finned-jellyfish', // 4500
    name: 'Finned Jellyfish',
    family: 'Finned and complex fish',
    rating: 5.4,
    hodoku: { code: '0312', score: 250, level: 'unfair' },
  },
  {
    id: 'sashimi-jellyfish', // 4600
    name: 'Sashimi Jellyfish',
    family: 'Finned and complex fish',
    rating: 5.5,
    hodoku: { code: '0322', score: 260, level: 'unfair' },
  },
  {
    id: 'sue-de-coq', // 5300
    name: 'Sue de Coq',
    family: 'Almost locked sets',
    rating: 5.0,
    hodoku: { code: '1101', score: 250, level: 'unfair' },
  },
  {
    id: 'simple-colours', // 5330
    name: 'Simple colours',
    family: 'Colouring',
    rating: 4.5,
    gives: [
      {
        id: 'simple-colours-trap',
        name: 'Simple colours (trap)',
        hodoku: { code: '0500', score: 150, level: 'hard' },
      },
      {
        id: 'simple-colours-wrap',
        name: 'Simple colours (wrap)',
        hodoku: { code: '0501', score: 150, level: 'hard' },
      },
    ],
  },
  {
    id: 'multi-colours', // 5360
    name: 'Multi-colours',
    family: 'Colouring',
    rating: 4.8,
    gives: [
      {
        id: 'multi-colours-1',
        name: 'Multi-colours (type 1)',
        hodoku: { code: '0502', score: 200, level: 'hard' },
      },
      {
        id: 'multi-colours-2',
        name: 'Multi-colours (type 2)',
        hodoku: { code: '0503', score: 200, level: 'hard' },
      },
    ],
  },
  {
    id: 'x-colours', // SudokuWiki: after its simple colouring
    name: 'X-colours',
    family: 'Colouring',
    rating: 4.8,
    hodoku: { score: 200, level: 'hard', est: true },
  },
  {
    id: '3d-medusa', // SudokuWiki
    name: '3D Medusa',
    family: 'Colouring',
    rating: 5.6,
    hodoku: { score: 200, level: 'hard', est: true },
  },
  {
    id: 'forcing-chain', // 5400 (X-chain), 5500 (XY-chain): SE's chain family
    name: 'Forcing chains (X-chain, XY-chain, AIC)',
    family: 'Chains and loops',
    rating: 6.6,
    se: 37,
    grows: true,
    gives: [
      { id: 'x-cycle', name: 'X-cycle', hodoku: { code: '0706', score: 280, level: 'unfair' } },
      { id: 'x-chain', name: 'X-chain', hodoku: { code: '0701', score: 260, level: 'unfair' } },
      { id: 'xy-chain', name: 'XY-chain', hodoku: { code: '0702', score: 260, level: 'unfair' } },
      {
        id: 'aic',
        name: 'Alternating inference chain',
        hodoku: { code: '0708', score: 280, level: 'unfair' },
      },
    ],
  },
  {
    id: 'nice-loop', // 5600
    name: 'Nice loops',
    family: 'Chains and loops',
    rating: 6.5,
    grows: true,
    gives: [
      {
        id: 'nice-loop',
        name: 'Continuous nice loop',
        hodoku: { code: '0706', score: 280, level: 'unfair' },
      },
      {
        id: 'discontinuous-nice-loop',
        name: 'Discontinuous nice loop',
        hodoku: { code: '0707', score: 280, level: 'unfair' },
      },
    ],
  },
  {
    id: 'grouped-x-cycle', // 5650
    name: 'Grouped X-cycle',
    family: 'Chains and loops',
    rating: 6.6,
    grows: true,
    hodoku: { code: '0709', score: 300, level: 'unfair' },
  },
  {
    id: 'grouped-nice-loop', // 5650
    name: 'Grouped nice loops',
    family: 'Chains and loops',
    rating: 6.6,
    grows: true,
    gives: [
      {
        id: 'grouped-nice-loop',
        name: 'Grouped continuous nice loop',
        hodoku: { code: '0709', score: 300, level: 'unfair' },
      },
      {
        id: 'grouped-discontinuous-nice-loop',
        name: 'Grouped discontinuous nice loop',
        hodoku: { code: '0710', score: 300, level: 'unfair' },
      },
    ],
  },
  {
    id: 'grouped-aic', // 5650
    name: 'Grouped AIC',
    family: 'Chains and loops',
    rating: 6.7,
    grows: true,
    hodoku: { code: '0711', score: 300, level: 'unfair' },
  },
  {
    id: 'aligned-pair-exclusion', // SE
    name: 'Aligned pair exclusion',
    family: 'Last resort',
    rating: 6.2,
    se: 36,
    hodoku: { score: 300, level: 'unfair', est: true },
  },
  {
    id: 'als-xz', // 5700
    name: 'ALS-XZ',
    family: 'Almost locked sets',
    rating: 5.7,
    hodoku: { code: '0901', score: 300, level: 'unfair' },
  },
  {
    id: 'als-xy-wing', // 5800
    name: 'ALS-XY-Wing',
    family: 'Almost locked sets',
    rating: 6.0,
    hodoku: { code: '0902', score: 320, level: 'unfair' },
  },
  {
    id: 'als-chain', // 5900
    name: 'ALS chain',
    family: 'Almost locked sets',
    rating: 6.3,
    grows: true,
    hodoku: { code: '0903', score: 340, level: 'unfair' },
  },
  {
    id: 'franken-x-wing', // 6100
    name: 'Franken X-Wing',
    family: 'Finned and complex fish',
    rating: 4.4,
    hodoku: { code: '0330', score: 300, level: 'unfair' },
  },
  {
    id: 'franken-swordfish', // 6200
    name: 'Franken Swordfish',
    family: 'Finned and complex fish',
    rating: 5.0,
    hodoku: { code: '0331', score: 350, level: 'unfair' },
  },
  {
    id: 'finned-franken-x-wing', // 6700
    name: 'Finned Franken X-Wing',
    family: 'Finned and complex fish',
    rating: 4.6,
    hodoku: { code: '0340', score: 390, level: 'unfair' },
  },
  {
    id: 'finned-franken-swordfish', // 6800
    name: 'Finned Franken Swordfish',
    family: 'Finned and complex fish',
    rating: 5.2,
    hodoku: { code: '0341', score: 410, level: 'unfair' },
  },
  {
    id: 'aligned-triple-exclusion', // SE (older versions)
    name: 'Aligned triple exclusion',
    family: 'Last resort',
    rating: 7.5,
    hodoku: { score: 360, level: 'unfair', est: true },
  },
  {
    id: 'cell-forcing-chain', // 8500 (forcing chain)
    name: 'Cell forcing chains',
    family: 'Last resort',
    rating: 8.0,
    se: 38,
    grows: true,
    hodoku: { code: '1302', score: 500, level: 'extreme' },
    gives: [
      'cell-forcing-chain',
      {
        id: 'unit-forcing-chain',
        name: 'Unit forcing chains',
        hodoku: { code: '1302', score: 500, level: 'extreme' },
      },
    ],
  },
  {
    id: 'dynamic-forcing-chain', // 8600 (forcing net)
    name: 'Dynamic forcing chains',
    family: 'Last resort',
    rating: 8.5,
    se: 39,
    grows: true,
    hodoku: { code: '1304', score: 700, level: 'extreme' },
  },
  {
    id: 'dynamic-forcing-chain-plus', // 8600
    name: 'Dynamic forcing chains (+)',
    family: 'Last resort',
    rating: 9.0,
    se: 40,
    grows: true,
    hodoku: { code: '1304', score: 700, level: 'extreme' },
  },
  // The chains with ALS nodes (HoDoKu's grouped chains, 5650, with ALS nodes) come
  // after the forcing chains too: their graph is several times larger, so a solve
  // does not search it at every step where the ALS moves fail.
  {
    id: 'als-nice-loop', // 5650 (with ALS nodes)
    name: 'Nice loops with ALS nodes',
    family: 'Chains and loops',
    rating: 6.8,
    grows: true,
    gives: [
      {
        id: 'als-nice-loop',
        name: 'Continuous nice loop with ALS nodes',
        hodoku: { code: '0709', score: 300, level: 'unfair' },
      },
      {
        id: 'als-discontinuous-nice-loop',
        name: 'Discontinuous nice loop with ALS nodes',
        hodoku: { code: '0710', score: 300, level: 'unfair' },
      },
    ],
  },
  {
    id: 'als-aic', // 5650 (with ALS nodes)
    name: 'AIC with ALS nodes',
    family: 'Chains and loops',
    rating: 6.9,
    grows: true,
    hodoku: { code: '0711', score: 300, level: 'unfair' },
  },
  // HoDoKu's solver leaves these off by default (`enabled` false in
  // DEFAULT_SOLVER_STEPS: slow, or rarely needed): here they come after the forcing
  // chains, so a solve meets them only when the forcing chains are switched off;
  // "All steps here" and `steps` list them at every position.
  {
    id: 'squirmbag', // 2500
    name: 'Squirmbag',
    family: 'Basic fish',
    rating: 6.0,
    hodoku: { code: '0303', score: 470, level: 'unfair' },
  },
  {
    id: 'whale', // 2600
    name: 'Whale',
    family: 'Basic fish',
    rating: 6.4,
    hodoku: { code: '0304', score: 470, level: 'unfair' },
  },
  {
    id: 'leviathan', // 2700
    name: 'Leviathan',
    family: 'Basic fish',
    rating: 6.8,
    hodoku: { code: '0305', score: 470, level: 'unfair' },
  },
  {
    id: 'finned-squirmbag', // 4700
    name: 'Finned Squirmbag',
    family: 'Finned and complex fish',
    rating: 6.2,
    hodoku: { code: '0313', score: 470, level: 'unfair' },
  },
  {
    id: 'sashimi-squirmbag', // 4800
    name: 'Sashimi Squirmbag',
    family: 'Finned and complex fish',
    rating: 6.3,
    hodoku: { code: '0323', score: 470, level: 'unfair' },
  },
  {
    id: 'finned-whale', // 4900
    name: 'Finned Whale',
    family: 'Finned and complex fish',
    rating: 6.6,
    hodoku: { code: '0314', score: 470, level: 'unfair' },
  },
  {
    id: 'sashimi-whale', // 5000
    name: 'Sashimi Whale',
    family: 'Finned and complex fish',
    rating: 6.7,
    hodoku: { code: '0324', score: 470, level: 'unfair' },
  },
  {
    id: 'finned-leviathan', // 5100
    name: 'Finned Leviathan',
    family: 'Finned and complex fish',
    rating: 7.0,
    hodoku: { code: '0315', score: 470, level: 'unfair' },
  },
  {
    id: 'sashimi-leviathan', // 5200
    name: 'Sashimi Leviathan',
    family: 'Finned and complex fish',
    rating: 7.1,
    hodoku: { code: '0325', score: 470, level: 'unfair' },
  },
  {
    id: 'death-blossom', // 6000
    name: 'Death blossom',
    family: 'Almost locked sets',
    rating: 6.5,
    hodoku: { code: '0904', score: 360, level: 'unfair' },
  },
  {
    id: 'franken-jellyfish', // 6300
    name: 'Franken Jellyfish',
    family: 'Finned and complex fish',
    rating: 6.2,
    hodoku: { code: '0332', score: 370, level: 'unfair' },
  },
  {
    id: 'finned-franken-jellyfish', // 6900
    name: 'Finned Franken Jellyfish',
    family: 'Finned and complex fish',
    rating: 6.4,
    hodoku: { code: '0342', score: 430, level: 'unfair' },
  },
  {
    id: 'mutant-x-wing', // 7300
    name: 'Mutant X-Wing',
    family: 'Finned and complex fish',
    rating: 5.4,
    hodoku: { code: '0350', score: 450, level: 'extreme' },
  },
  {
    id: 'mutant-swordfish', // 7400
    name: 'Mutant Swordfish',
    family: 'Finned and complex fish',
    rating: 6.0,
    hodoku: { code: '0351', score: 450, level: 'extreme' },
  },
  {
    id: 'mutant-jellyfish', // 7500
    name: 'Mutant Jellyfish',
    family: 'Finned and complex fish',
    rating: 7.2,
    hodoku: { code: '0352', score: 450, level: 'extreme' },
  },
  {
    id: 'finned-mutant-x-wing', // 7900
    name: 'Finned Mutant X-Wing',
    family: 'Finned and complex fish',
    rating: 5.6,
    hodoku: { code: '0360', score: 470, level: 'extreme' },
  },
  {
    id: 'finned-mutant-swordfish', // 8000
    name: 'Finned Mutant Swordfish',
    family: 'Finned and complex fish',
    rating: 6.2,
    hodoku: { code: '0361', score: 470, level: 'extreme' },
  },
  {
    id: 'finned-mutant-jellyfish', // 8100
    name: 'Finned Mutant Jellyfish',
    family: 'Finned and complex fish',
    rating: 7.4,
    hodoku: { code: '0362', score: 470, level: 'extreme' },
  },
  {
    id: 'finned-mutant-squirmbag', // 8200
    name: 'Finned Mutant Squirmbag',
    family: 'Finned and complex fish',
    rating: 7.6,
    hodoku: { code: '0363', score: 470, level: 'extreme' },
  },
  {
    id: 'finned-mutant-whale', // 8300
    name: 'Finned Mutant Whale',
    family: 'Finned and complex fish',
    rating: 7.8,
    hodoku: { code: '0364', score: 470, level: 'extreme' },
  },
  {
    id: 'kraken-fish', // 8450
    name: 'Kraken fish',
    family: 'Finned and complex fish',
    rating: 7.8,
    grows: true,
    gives: [
      {
        id: 'kraken-fish-1',
        name: 'Kraken fish (type 1)',
        hodoku: { code: '0371', score: 500, level: 'extreme' },
      },
      {
        id: 'kraken-fish-2',
        name: 'Kraken fish (type 2)',
        hodoku: { code: '0372', score: 500, level: 'extreme' },
      },
    ],
  },
  {
    id: 'template-set', // 8700
    name: 'Template set',
    family: 'Last resort',
    rating: 7.5,
    hodoku: { code: '1201', score: 10000, level: 'extreme' },
  },
  {
    id: 'template-delete', // 8800
    name: 'Template delete',
    family: 'Last resort',
    rating: 7.5,
    hodoku: { code: '1202', score: 10000, level: 'extreme' },
  },
  // SE's nested forcing chains (chains/nested.ts) come last of all: one search can
  // take seconds, and they rate the hardest puzzles known (10.0 to 11.9).
  {
    id: 'nested-forcing-chain', // SE's NestedForcingChain: forcing chains inside
    name: 'Dynamic forcing chains (+ Forcing Chains)',
    family: 'Last resort',
    rating: 9.5,
    se: 41,
    grows: true,
    rescue: true,
    hodoku: { score: 700, level: 'extreme', est: true },
  },
  {
    id: 'nested-multiple-forcing-chain', // SE's NestedForcingChain: multiple forcing chains inside
    name: 'Dynamic forcing chains (+ Multiple Forcing Chains)',
    family: 'Last resort',
    rating: 10.0,
    se: 42,
    grows: true,
    rescue: true,
    hodoku: { score: 700, level: 'extreme', est: true },
  },
  {
    id: 'nested-dynamic-forcing-chain', // SE's NestedForcingChain: dynamic forcing chains inside
    name: 'Dynamic forcing chains (+ Dynamic Forcing Chains)',
    family: 'Last resort',
    rating: 10.5,
    se: 43,
    grows: true,
    rescue: true,
    hodoku: { score: 700, level: 'extreme', est: true },
  },
  {
    id: 'nested-dynamic-forcing-chain-plus', // SE's NestedForcingChain: dynamic forcing chains (+) inside; SE names it as the one above
    name: 'Dynamic forcing chains (+ Dynamic Forcing Chains (+))',
    family: 'Last resort',
    rating: 10.5,
    se: 44,
    grows: true,
    rescue: true,
    hodoku: { score: 700, level: 'extreme', est: true },
  },
  {
    id: 'nested-dynamic-forcing-chain-nested', // SE's NestedForcingChain: chains three deep; SE names it as the two above
    name: 'Dynamic forcing chains (+ Dynamic Forcing Chains (+ Forcing Chains))',
    family: 'Last resort',
    rating: 10.5,
    se: 45,
    grows: true,
    rescue: true,
    hodoku: { score: 700, level: 'extreme', est: true },
  },
]

/** The step a solve ends with when no technique applies (not a technique of the registry). */
const OUT_OF_TECHNIQUES: DeductionRow = { id: 'out-of-techniques', name: 'Out of techniques' }

/**
 * Every deduction id a `technique` step can carry. The index of an id is stored in
 * the step log, so ids are only ever appended (the full set's, issue 19, from
 * `finned-x-wing` on).
 */
export const TECHNIQUE_IDS: readonly string[] = [
  'full-house',
  'hidden-single-box',
  'hidden-single-line',
  'direct-pointing',
  'direct-claiming',
  'direct-hidden-pair',
  'naked-single',
  'direct-hidden-triple',
  'pointing',
  'claiming',
  'naked-pair',
  'x-wing',
  'hidden-pair',
  'naked-triple',
  'swordfish',
  'hidden-triple',
  'xy-wing',
  'xyz-wing',
  'unique-rectangle-1',
  'unique-rectangle-2',
  'unique-rectangle-4',
  'naked-quad',
  'jellyfish',
  'hidden-quad',
  'bug',
  'aligned-pair-exclusion',
  'x-chain',
  'xy-chain',
  'aic',
  'cell-forcing-chain',
  'unit-forcing-chain',
  'dynamic-forcing-chain',
  'dynamic-forcing-chain-plus',
  'out-of-techniques',
  'skyscraper',
  'two-string-kite',
  'turbot-fish',
  'wxyz-wing',
  'x-cycle',
  'vwxyz-wing',
  'unique-rectangle-3',
  'unique-loop-1',
  'unique-loop-2',
  'unique-loop-3',
  'unique-loop-4',
  'finned-x-wing',
  'finned-swordfish',
  'finned-jellyfish',
  'finned-squirmbag',
  'finned-whale',
  'finned-leviathan',
  'sashimi-x-wing',
  'sashimi-swordfish',
  'sashimi-jellyfish',
  'sashimi-squirmbag',
  'sashimi-whale',
  'sashimi-leviathan',
  'squirmbag',
  'whale',
  'leviathan',
  'franken-x-wing',
  'franken-swordfish',
  'franken-jellyfish',
  'finned-franken-x-wing',
  'finned-franken-swordfish',
  'finned-franken-jellyfish',
  'mutant-x-wing',
  'mutant-swordfish',
  'mutant-jellyfish',
  'finned-mutant-x-wing',
  'finned-mutant-swordfish',
  'finned-mutant-jellyfish',
  'kraken-fish-1',
  'kraken-fish-2',
  'empty-rectangle',
  'dual-empty-rectangle',
  'dual-two-string-kite',
  'simple-colours-trap',
  'simple-colours-wrap',
  'multi-colours-1',
  'multi-colours-2',
  'x-colours',
  '3d-medusa',
  'w-wing',
  'remote-pair',
  'unique-rectangle-5',
  'unique-rectangle-6',
  'hidden-rectangle',
  'avoidable-rectangle-1',
  'avoidable-rectangle-2',
  'bug-lite',
  'nice-loop',
  'discontinuous-nice-loop',
  'grouped-x-cycle',
  'grouped-nice-loop',
  'grouped-discontinuous-nice-loop',
  'grouped-aic',
  'als-xz',
  'als-xy-wing',
  'als-chain',
  'death-blossom',
  'sue-de-coq',
  'template-set',
  'template-delete',
  'aligned-triple-exclusion',
  'locked-pair',
  'locked-triple',
  'finned-mutant-squirmbag',
  'finned-mutant-whale',
  'als-nice-loop',
  'als-discontinuous-nice-loop',
  'als-aic',
  'grouped-turbot-fish',
  'three-strong-links',
  'four-strong-links',
  'uvwxyz-wing',
  'tuvwxyz-wing',
  'nested-forcing-chain',
  'nested-multiple-forcing-chain',
  'nested-dynamic-forcing-chain',
  'nested-dynamic-forcing-chain-plus',
  'nested-dynamic-forcing-chain-nested',
]

/** A deduction id's facts: its name, whether SE has it, HoDoKu's. */
export interface DeductionFacts extends DeductionRow {
  /** Sudoku Explainer's (its rating is SE's), from the technique that gives it. */
  readonly se: boolean
}

function deductionTable(): ReadonlyMap<string, DeductionFacts> {
  const out = new Map<string, DeductionFacts>([
    [OUT_OF_TECHNIQUES.id, { ...OUT_OF_TECHNIQUES, se: true }],
  ])
  for (const row of CATALOGUE) {
    const se = row.se !== undefined
    const own = !row.gives || row.gives.includes(row.id)
    if (own) out.set(row.id, { id: row.id, name: row.name, se, hodoku: row.hodoku })
    for (const g of row.gives ?? []) if (typeof g !== 'string') out.set(g.id, { ...g, se })
  }
  return out
}

/** Every deduction id's facts (TECHNIQUE_IDS are its keys). */
export const DEDUCTIONS: ReadonlyMap<string, DeductionFacts> = /* @__PURE__ */ deductionTable()

/** The catalogue's row of a registry id; an unknown id is a programmer's error. */
export function catalogueRow(id: string): TechniqueRow {
  const row = CATALOGUE.find((r) => r.id === id)
  if (!row) throw new Error(`no technique ${id} in the catalogue`)
  return row
}

/** The deduction ids a technique gives, when they differ from its registry id. */
export function givesOf(row: TechniqueRow): readonly string[] | undefined {
  return row.gives?.map((g) => (typeof g === 'string' ? g : g.id))
}

/**
 * What a Technique takes from its row: its id, name, rating, the deduction ids it
 * gives and whether it assumes one solution (`{ ...catalogued('x-wing'), find, search }`).
 */
export function catalogued(id: string): {
  id: string
  name: string
  rating: number
  gives?: readonly string[]
  uniqueness?: true
} {
  const row = catalogueRow(id)
  const gives = givesOf(row)
  return {
    id,
    name: row.name,
    rating: row.rating,
    ...(gives ? { gives } : {}),
    ...(row.uniqueness ? { uniqueness: true } : {}),
  }
}

/** The rating of a registry id (a technique's code rates its deductions with it). */
export function ratingOf(id: string): number {
  return catalogueRow(id).rating
}

/** The name of a deduction id ("X-Wing"), or the id itself when unknown. */
export function techniqueName(id: string): string {
  return DEDUCTIONS.get(id)?.name ?? id
}

/**
 * True for the deduction ids of Sudoku Explainer's techniques (their rating is SE's);
 * the full set's others carry our estimate on the SE scale, shown as one ("SE ≈3.4").
 */
export function isSeTechnique(id: string): boolean {
  return DEDUCTIONS.get(id)?.se ?? false
}

/** The full technique set's order: registry ids, easiest first (the rows' order). */
export const FULL_ORDER: readonly string[] = CATALOGUE.map((r) => r.id)

/** Every deduction id's name, in TECHNIQUE_IDS' order. */
export const TECHNIQUE_NAMES: Readonly<Record<string, string>> = /* @__PURE__ */ Object.fromEntries(
  TECHNIQUE_IDS.map((id) => [id, techniqueName(id)]),
)
