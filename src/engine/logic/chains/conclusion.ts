/**
 * What the forcing chains (forcing.ts, forcing-multiple.ts) conclude, before it is
 * turned into a deduction: the rating it costs, and the pattern it draws.
 */

import type { Deduction, Link } from '../types'

/** A conclusion and what it costs, before it is turned into a deduction. */
export interface Found {
  rating: number
  complexity: number
  make: () => Deduction
}

/** The easier of two conclusions: the lower rating, then the fewer literals. */
export function better(a: Found | null, b: Found): Found {
  if (!a || b.rating < a.rating || (b.rating === a.rating && b.complexity < a.complexity)) return b
  return a
}

/** True when a conclusion of this rating and complexity cannot beat `best`. */
export function noBetter(best: Found | null, rating: number, complexity: number): boolean {
  return (
    !!best && (rating > best.rating || (rating === best.rating && complexity >= best.complexity))
  )
}

/** The move a literal says: on places the candidate, off strikes it. */
export function conclusion(
  lit: number,
  n: number,
): { place: [number, number][]; eliminate: [number, number][] } {
  const cand = lit >> 1
  const pair: [number, number] = [(cand / n) | 0, (cand % n) + 1]
  return lit & 1 ? { place: [pair], eliminate: [] } : { place: [], eliminate: [pair] }
}

/** The cells and digits of a chain's links and of the candidates `extra`. */
export function patternOf(
  links: Link[],
  n: number,
  extra: number[],
): { cells: number[]; digits: number[] } {
  const cells = new Set<number>()
  const digits = new Set<number>()
  for (const c of [...links.flatMap((l) => [l.from, l.to]), ...extra]) {
    cells.add((c / n) | 0)
    digits.add((c % n) + 1)
  }
  return { cells: [...cells], digits: [...digits].sort((a, b) => a - b) }
}
