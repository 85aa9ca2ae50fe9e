/**
 * The full technique set's order: registry ids, easiest first. The `logic` solve
 * takes, at each step, the first technique of the set that makes progress.
 *
 * The order is HoDoKu's default solver order (the `index` of each step in
 * `Options.DEFAULT_SOLVER_STEPS`, HoDoKu 2.2, src/sudoku/Options.java, shown on the
 * right), which is also roughly SudokuWiki's. Where HoDoKu has no such technique,
 * ours goes beside its nearest relative ("SE" below). Two departures, on purpose:
 *   - the techniques HoDoKu's solver leaves off by default (larger fish, Franken
 *     and finned Franken Jellyfish, mutant and kraken fish, death blossom,
 *     templates) come last, after the forcing chains: a solve with every switch on
 *     follows HoDoKu's default solver (and stays fast: searched where nothing
 *     easier applies, finned mutant Jellyfish alone took 2 s of top95's first 30
 *     puzzles), while the switches, "All steps here" and `steps` still offer them;
 *   - SE's `forcing-chain` family (X-chains, XY-chains, AICs, X-cycles and simple
 *     forcing chains) goes where HoDoKu has its X-chains (5400).
 * A technique not listed here would go after those listed, by its rating (a test
 * asserts every registry id is listed).
 */

export const FULL_ORDER: readonly string[] = [
  'full-house', // 100
  'naked-single', // 200
  'hidden-single-box', // 300
  'hidden-single-line', // 300
  'direct-pointing', // SE: a pointing that leaves a hidden single
  'direct-claiming', // SE
  'direct-hidden-pair', // SE
  'direct-hidden-triple', // SE
  'locked-pair', // 1000
  'locked-triple', // 1100
  'pointing', // 1200
  'claiming', // 1210
  'naked-pair', // 1300
  'naked-triple', // 1400
  'hidden-pair', // 1500
  'hidden-triple', // 1600
  'naked-quad', // 2000
  'hidden-quad', // 2100
  'x-wing', // 2200
  'swordfish', // 2300
  'jellyfish', // 2400
  'remote-pair', // 2800
  'bug', // 2900
  'skyscraper', // 3000
  'two-string-kite', // 3100
  'dual-two-string-kite', // (found with the kite in HoDoKu)
  'turbot-fish', // 3120
  'empty-rectangle', // 3170
  'w-wing', // 3200
  'xy-wing', // 3300
  'xyz-wing', // 3400
  'wxyz-wing', // SE: the next bent set
  'vwxyz-wing', // SE
  'unique-rectangle-1', // 3500
  'unique-rectangle-2', // 3600
  'unique-rectangle-3', // 3700
  'unique-rectangle-4', // 3800
  'unique-rectangle-hodoku', // 3500-3800: HoDoKu's forms of types 1-4 (missing candidates, every subset)
  'unique-rectangle-5', // 3900
  'unique-rectangle-6', // 4000
  'hidden-rectangle', // 4010
  'avoidable-rectangle-1', // 4020
  'avoidable-rectangle-2', // 4030
  'unique-loop', // SE: a longer deadly pattern
  'bug-lite', // SudokuWiki
  'finned-x-wing', // 4100
  'sashimi-x-wing', // 4200
  'finned-swordfish', // 4300
  'sashimi-swordfish', // 4400
  'finned-jellyfish', // 4500
  'sashimi-jellyfish', // 4600
  'sue-de-coq', // 5300
  'simple-colours', // 5330
  'multi-colours', // 5360
  'x-colours', // SudokuWiki: after its simple colouring
  '3d-medusa', // SudokuWiki
  'forcing-chain', // 5400 (X-chain), 5500 (XY-chain): SE's chain family
  'nice-loop', // 5600
  'grouped-x-cycle', // 5650
  'grouped-nice-loop', // 5650
  'grouped-aic', // 5650
  'aligned-pair-exclusion', // SE
  'als-xz', // 5700
  'als-xy-wing', // 5800
  'als-chain', // 5900
  'franken-x-wing', // 6100
  'franken-swordfish', // 6200
  'finned-franken-x-wing', // 6700
  'finned-franken-swordfish', // 6800
  'aligned-triple-exclusion', // SE (older versions)
  'cell-forcing-chain', // 8500 (forcing chain)
  'dynamic-forcing-chain', // 8600 (forcing net)
  'dynamic-forcing-chain-plus', // 8600
  // HoDoKu's solver leaves these off by default (`enabled` false in
  // DEFAULT_SOLVER_STEPS: slow, or rarely needed): here they come after the forcing
  // chains, so a solve meets them only when the forcing chains are switched off;
  // "All steps here" and `steps` list them at every position. The chains with ALS
  // nodes (5650, grouped nice loops and AICs) come first: their graph is several times
  // larger, so a solve does not search it at every step where the ALS moves fail.
  'als-nice-loop', // 5650
  'als-aic', // 5650
  'squirmbag', // 2500
  'whale', // 2600
  'leviathan', // 2700
  'finned-squirmbag', // 4700
  'sashimi-squirmbag', // 4800
  'finned-whale', // 4900
  'sashimi-whale', // 5000
  'finned-leviathan', // 5100
  'sashimi-leviathan', // 5200
  'death-blossom', // 6000
  'franken-jellyfish', // 6300
  'finned-franken-jellyfish', // 6900
  'mutant-x-wing', // 7300
  'mutant-swordfish', // 7400
  'mutant-jellyfish', // 7500
  'finned-mutant-x-wing', // 7900
  'finned-mutant-swordfish', // 8000
  'finned-mutant-jellyfish', // 8100
  'finned-mutant-squirmbag', // 8200
  'finned-mutant-whale', // 8300
  'kraken-fish', // 8450
  'template-set', // 8700
  'template-delete', // 8800
]
