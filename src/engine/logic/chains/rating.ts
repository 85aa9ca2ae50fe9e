/**
 * Sudoku Explainer's rating arithmetic for chains: a chain's base rating (6.5 for an
 * X-cycle, 6.6 for a forcing X-chain, 7.0 for other chains, 8.0 to 9.0 for the
 * multiple and dynamic forcing chains) plus a bonus for its length.
 *
 *   complexity  the number of literals a conclusion rests on (all its ancestors);
 *               SE adds 0.1 each time it passes 4, 6, 8, 12, 16, 24, 32, ... (after
 *               subtracting 2).
 */

/** SE's length bonus for a conclusion resting on `complexity` literals. */
export function lengthDifficulty(complexity: number): number {
  let added = 0
  let ceil = 4
  let odd = false
  const length = complexity - 2
  while (length > ceil) {
    added += 1
    ceil = odd ? Math.floor((ceil * 4) / 3) : Math.floor((ceil * 3) / 2)
    odd = !odd
  }
  return added / 10
}

/** A rating to one decimal, as SE gives them (a chain's base plus its length bonus). */
export function roundRating(x: number): number {
  return Math.round(x * 10) / 10
}
