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
