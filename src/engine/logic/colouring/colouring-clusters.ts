/**
 * Conjugate clusters, the ground the single-digit colourings stand on. On one digit,
 * a unit where the digit has exactly two places is a conjugate pair: exactly one of
 * the two holds it. Pairs that share a cell chain into a cluster, and going along
 * the chain the digit is in every second cell: colour the cells alternately A and B,
 * and exactly one colour holds the digit in all its cells, the other in none.
 */

import { bit } from '../../geometry'
import type { Geometry } from '../../geometry'
import type { Link, LogicState } from '../types'

export interface Cluster {
  /** The cells of colour A, then of colour B (each in the order the colouring met them). */
  colours: [number[], number[]]
  /** The conjugate pairs joining the cluster, each once, as strong links between candidates. */
  links: Link[]
  /** The units of those pairs, each once. */
  units: number[]
}

/** True when two different cells share a row, column or box (cheaper than `sees` in hot loops). */
export function see(g: Geometry, a: number, b: number): boolean {
  return (
    a !== b && (g.rowOf[a] === g.rowOf[b] || g.colOf[a] === g.colOf[b] || g.boxOf[a] === g.boxOf[b])
  )
}

/** The candidate number of digit `d` in `cell`. */
export function cand(g: Geometry, cell: number, d: number): number {
  return cell * g.size + d - 1
}

/** The cells of a unit holding digit `d`. */
export function placesIn(s: LogicState, unit: number, d: number): number[] {
  const b = bit(d)
  return s.g.units[unit]!.filter((c) => s.masks[c]! & b)
}

/**
 * Every cluster of two cells or more on digit `d`, in the order of their first
 * cell. A cell in no conjugate pair is in none. Should the pairs close an odd loop
 * (only in a position that has lost its solution), the colouring keeps the colour
 * a cell got first.
 */
export function conjugateClusters(s: LogicState, d: number): Cluster[] {
  const { g } = s
  const n = g.size
  const next = new Map<number, number[]>()
  const pairUnits = new Map<string, number[]>()
  for (let u = 0; u < 3 * n; u++) {
    const places = placesIn(s, u, d)
    if (places.length !== 2) continue
    const [a, b] = places as [number, number]
    const key = `${a},${b}`
    const seen = pairUnits.get(key)
    if (seen) {
      seen.push(u)
      continue
    }
    pairUnits.set(key, [u])
    next.set(a, [...(next.get(a) ?? []), b])
    next.set(b, [...(next.get(b) ?? []), a])
  }
  const colour = new Int8Array(g.cells).fill(-1)
  const out: Cluster[] = []
  const starts = [...next.keys()].sort((x, y) => x - y)
  for (const start of starts) {
    if (colour[start] !== -1) continue
    const colours: [number[], number[]] = [[start], []]
    colour[start] = 0
    const queue = [start]
    const cells: number[] = [start]
    for (let i = 0; i < queue.length; i++) {
      const c = queue[i]!
      for (const o of next.get(c)!) {
        if (colour[o] !== -1) continue
        colour[o] = 1 - colour[c]!
        colours[colour[o]!]!.push(o)
        cells.push(o)
        queue.push(o)
      }
    }
    const inCluster = new Set(cells)
    const links: Link[] = []
    const units: number[] = []
    for (const [key, us] of pairUnits) {
      const [a, b] = key.split(',').map(Number) as [number, number]
      if (!inCluster.has(a)) continue
      links.push({ from: cand(g, a, d), to: cand(g, b, d), strong: true })
      units.push(...us)
    }
    out.push({ colours, links, units: units.sort((x, y) => x - y) })
  }
  return out
}

/** The cells holding digit `d` that see a cell of `xs` and a cell of `ys`. */
export function seeingBoth(
  s: LogicState,
  d: number,
  xs: readonly number[],
  ys: readonly number[],
): number[] {
  const { g, masks } = s
  const b = bit(d)
  const out: number[] = []
  for (let c = 0; c < g.cells; c++) {
    if (!(masks[c]! & b)) continue
    if (xs.some((x) => see(g, c, x)) && ys.some((y) => see(g, c, y))) out.push(c)
  }
  return out
}

/** True when two cells of `xs` see each other. */
export function twoSeeEachOther(g: Geometry, xs: readonly number[]): boolean {
  for (let i = 0; i < xs.length; i++)
    for (let j = i + 1; j < xs.length; j++) if (see(g, xs[i]!, xs[j]!)) return true
  return false
}

/** True when a cell of `xs` sees a cell of `ys`. */
export function anySees(g: Geometry, xs: readonly number[], ys: readonly number[]): boolean {
  return xs.some((x) => ys.some((y) => see(g, x, y)))
}
