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
}

/** The HoDoKu library code of a deduction id, or `-` where HoDoKu has none. */
export function hodokuCode(id: string): string {
  return HODOKU_CODES[id] ?? '-'
}
