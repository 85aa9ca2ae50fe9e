/**
 * X-colours (4.8; HoDoKu has no code for it). Simple colours with each colour
 * extended past the conjugate pairs, one digit at a time, as Sudopedia's "X-Colors"
 * page defines it:
 *   extend   suppose colour A holds the digit. Its cells strike the digit from every
 *            cell they see; a unit with no A cell where a single place is left
 *            must then hold it there: that cell joins A (an "exception cell", true
 *            whenever A is). Repeat until nothing joins. B is extended the same way.
 *   contradiction  if, so extended, two A cells see each other or a unit loses its
 *            last place, A cannot hold the digit: A's own cells (those of the
 *            conjugate pairs, the complement of B) lose it.
 *   trap     otherwise A or B holds the digit, and with it every cell it was
 *            extended to: a cell that sees an extended A cell and an extended B cell
 *            loses the digit, and a cell in both extensions holds it.
 * Told only where the extension matters: a wrap or trap between the cluster's own
 * cells is simple colours (colouring-simple.ts). `groups` are the extended colours
 * (the cluster's cells first), `links` the cluster's conjugate pairs, `units` the
 * units that extended a colour.
 */

import { bit } from '../../geometry'
import { cand, conjugateClusters, placesIn, see, seeingBoth } from './colouring-clusters'
import { deduction, type LogicState, type Technique, type Visit } from '../types'
import { ratingOf } from '../catalogue'
import { searchTechnique } from '../define'

const X_COLOURS = ratingOf('x-colours')

interface Extended {
  /** The colour's cells, its own first, then those it was extended to in order. */
  cells: number[]
  /** The units that gave the extension cells, in the same order. */
  units: number[]
  /** True when the colour, so extended, empties a unit or sees itself. */
  contradiction: boolean
}

function extend(s: LogicState, d: number, own: readonly number[]): Extended {
  const { g, masks } = s
  const n = g.size
  const b = bit(d)
  const inColour = new Uint8Array(g.cells)
  const struck = new Uint8Array(g.cells)
  const cells: number[] = []
  const units: number[] = []
  let contradiction = false
  const add = (c: number) => {
    inColour[c] = 1
    cells.push(c)
    for (const p of g.peers[c]!) {
      if (!(masks[p]! & b)) continue
      if (inColour[p]) contradiction = true
      struck[p] = 1
    }
  }
  for (const c of own) add(c)
  for (let grown = true; grown && !contradiction;) {
    grown = false
    for (let u = 0; u < 3 * n && !contradiction; u++) {
      const places = placesIn(s, u, d)
      // No place at all: the digit is already placed in this unit.
      if (!places.length || places.some((c) => inColour[c])) continue
      const left = places.filter((c) => !struck[c])
      if (left.length === 0) contradiction = true
      else if (left.length === 1) {
        add(left[0]!)
        units.push(u)
        grown = true
      }
    }
  }
  return { cells, units, contradiction }
}

function searchXColours(s: LogicState, visit: Visit): void {
  const { g, masks } = s
  for (let d = 1; d <= g.size; d++) {
    for (const k of conjugateClusters(s, d)) {
      const [a, bs] = k.colours
      const ext = [extend(s, d, a), extend(s, d, bs)] as const
      const pattern = {
        cells: [...new Set([...ext[0].cells, ...ext[1].cells])],
        digits: [d],
        units: [...new Set([...ext[0].units, ...ext[1].units])],
        links: k.links,
        groups: ext.map((e) => e.cells.map((c) => cand(g, c, d))),
      }
      const wrong = [0, 1].find((i) => ext[i]!.contradiction)
      if (wrong !== undefined) {
        const own = k.colours[wrong]!
        // Two of the colour's own cells seeing each other is a simple colours wrap.
        const wrap = own.some((x) => own.some((y) => see(g, x, y)))
        if (wrap) continue
        const found = deduction('x-colours', X_COLOURS, {
          ...pattern,
          eliminate: own
            .slice()
            .sort((x, y) => x - y)
            .map((c) => [c, d]),
        })
        if (visit(found)) return
        continue
      }
      const [ea, eb] = [ext[0].cells, ext[1].cells]
      const inA = new Set(ea)
      const inB = new Set(eb)
      const struck = seeingBoth(s, d, ea, eb).filter((c) => !inA.has(c) && !inB.has(c))
      const placed = ea.filter((c) => inB.has(c) && masks[c]! & bit(d))
      const simple = new Set(seeingBoth(s, d, a, bs))
      if (!placed.length && struck.every((c) => simple.has(c))) continue
      const found = deduction('x-colours', X_COLOURS, {
        ...pattern,
        eliminate: struck.map((c) => [c, d]),
        place: placed.sort((x, y) => x - y).map((c) => [c, d]),
      })
      if (visit(found)) return
    }
  }
}

export const xColours: Technique = searchTechnique('x-colours', searchXColours)
