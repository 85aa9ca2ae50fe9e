/**
 * Simple colours and multi-colours (HoDoKu's Simple Colors and Multi-Colors, codes
 * 0500-0503; SudokuWiki's Simple Colouring rules 2 and 4). On one digit, each
 * conjugate cluster (colouring-clusters.ts) has two colours, exactly one of which
 * holds the digit.
 *   Simple colours (4.5)
 *     wrap  two cells of one colour see each other: that colour is not the digit,
 *           so its cells lose it.
 *     trap  a cell that sees a cell of each colour cannot hold the digit.
 *   Multi-colours (4.8), two clusters on the same digit:
 *     type 1  a cell of colour a1 of one sees a cell of colour b1 of the other: a1
 *             and b1 are not both the digit, so a2 or b2 is, and a cell that sees
 *             a2 and b2 loses it.
 *     type 2  colour a1 sees both colours of the other cluster: a1 true would empty
 *             both, so a1 is not the digit.
 * Each deduction puts colour A's candidates in `groups[0]` and colour B's in
 * `groups[1]` (multi-colours: four groups, the two colours of each cluster), the
 * conjugate pairs in `links`.
 */

import {
  anySees,
  cand,
  conjugateClusters,
  seeingBoth,
  type Cluster,
  twoSeeEachOther,
} from './colouring-clusters'
import type { Geometry } from '../../geometry'
import { deduction, type Deduction, type LogicState, type Technique, type Visit } from '../types'
import { ratingOf } from '../catalogue'
import { searchTechnique } from '../define'

const SIMPLE = ratingOf('simple-colours')
const MULTI = ratingOf('multi-colours')

function pattern(g: Geometry, d: number, clusters: readonly Cluster[]) {
  return {
    cells: clusters.flatMap((k) => [...k.colours[0], ...k.colours[1]]),
    digits: [d],
    units: [...new Set(clusters.flatMap((k) => k.units))].sort((a, b) => a - b),
    links: clusters.flatMap((k) => k.links),
    groups: clusters.flatMap((k) => k.colours.map((cs) => cs.map((c) => cand(g, c, d)))),
  }
}

function strike(cells: readonly number[], d: number): [number, number][] {
  return [...new Set(cells)].sort((a, b) => a - b).map((c) => [c, d])
}

function searchSimple(s: LogicState, visit: Visit): void {
  const { g } = s
  for (let d = 1; d <= g.size; d++) {
    for (const k of conjugateClusters(s, d)) {
      const [a, b] = k.colours
      const wrapped = [a, b].filter((xs) => twoSeeEachOther(g, xs)).flat()
      if (wrapped.length) {
        const found = deduction('simple-colours-wrap', SIMPLE, {
          ...pattern(g, d, [k]),
          eliminate: strike(wrapped, d),
        })
        if (visit(found)) return
      }
      const trapped = seeingBoth(s, d, a, b)
      if (trapped.length) {
        const found = deduction('simple-colours-trap', SIMPLE, {
          ...pattern(g, d, [k]),
          eliminate: strike(trapped, d),
        })
        if (visit(found)) return
      }
    }
  }
}

function searchMulti(s: LogicState, visit: Visit): void {
  const { g } = s
  for (let d = 1; d <= g.size; d++) {
    const clusters = conjugateClusters(s, d)
    for (let i = 0; i < clusters.length; i++) {
      for (let j = 0; j < clusters.length; j++) {
        if (i === j) continue
        const [a1, a2] = clusters[i]!.colours
        const [b1, b2] = clusters[j]!.colours
        // Type 2: a colour of cluster i that sees both colours of cluster j.
        const dead = [a1, a2].filter((xs) => anySees(g, xs, b1) && anySees(g, xs, b2)).flat()
        if (dead.length) {
          const found = deduction('multi-colours-2', MULTI, {
            ...pattern(g, d, [clusters[i]!, clusters[j]!]),
            eliminate: strike(dead, d),
          })
          if (visit(found)) return
        }
        // Type 1 is symmetric in the two clusters: each pair once.
        if (j < i) continue
        const struck: number[] = []
        for (const [x, y, xo, yo] of [
          [a1, b1, a2, b2],
          [a1, b2, a2, b1],
          [a2, b1, a1, b2],
          [a2, b2, a1, b1],
        ] as const) {
          if (anySees(g, x, y)) struck.push(...seeingBoth(s, d, xo, yo))
        }
        if (struck.length) {
          const found: Deduction = deduction('multi-colours-1', MULTI, {
            ...pattern(g, d, [clusters[i]!, clusters[j]!]),
            eliminate: strike(struck, d),
          })
          if (visit(found)) return
        }
      }
    }
  }
}

export const simpleColours: Technique = searchTechnique('simple-colours', searchSimple)

export const multiColours: Technique = searchTechnique('multi-colours', searchMulti)
