/**
 * Aligned pair exclusion (SE 6.2). Two unsolved cells in one unit cannot hold the
 * same digit, nor a pair {x,y} that would empty a cell seeing both of them whose
 * candidates are only x and y. A candidate of either cell that every surviving
 * pair rules out is struck.
 */

import { bit, digitsOf, popcount } from '../../geometry'
import { checkDeadline, deduction, type LogicState, type Technique, type Visit } from '../types'
import { ratingOf } from '../catalogue'
import { searchTechnique } from '../define'

function searchApe(s: LogicState, visit: Visit): void {
  const { g, masks } = s
  for (let a = 0; a < g.cells; a++) {
    if (popcount(masks[a]!) < 2) continue
    // On 16x16 one search takes about 0.3 s: the deadline is read once a cell.
    checkDeadline(s)
    for (const b of g.peers[a]!) {
      if (b < a || popcount(masks[b]!) < 2) continue
      // Cells seeing both with two candidates: each forbids its own pair.
      const blockers = g.peers[a]!.filter(
        (c) => c !== b && popcount(masks[c]!) === 2 && g.peers[b]!.includes(c),
      )
      let okA = 0
      let okB = 0
      for (const x of digitsOf(masks[a]!)) {
        for (const y of digitsOf(masks[b]!)) {
          if (x === y) continue
          const pair = bit(x) | bit(y)
          if (blockers.some((c) => (masks[c]! & ~pair) === 0)) continue
          okA |= bit(x)
          okB |= bit(y)
        }
      }
      const elims: [number, number][] = [
        ...digitsOf(masks[a]! & ~okA).map((d) => [a, d] as [number, number]),
        ...digitsOf(masks[b]! & ~okB).map((d) => [b, d] as [number, number]),
      ]
      if (!elims.length) continue
      const found = deduction('aligned-pair-exclusion', ratingOf('aligned-pair-exclusion'), {
        cells: [a, b, ...blockers],
        digits: digitsOf(masks[a]! | masks[b]!),
        eliminate: elims,
      })
      if (visit(found)) return
    }
  }
}

export const alignedPairExclusion: Technique = searchTechnique('aligned-pair-exclusion', searchApe)
