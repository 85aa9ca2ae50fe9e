/**
 * Box patterns on one digit (HoDoKu's SingleDigitPatternSolver family).
 *
 * Empty rectangle (4.3, HoDoKu 0402): in a box, the digit's places all lie in one
 * row R and one column C of the box (the other cells, a rectangle, are empty of
 * it), with at least one place in R off C and one in C off R; so the box's digit
 * is in R or in C. Take a conjugate pair x-y across a column (or row) with x in R
 * outside the box. The cell t where y's row meets C cannot hold the digit: if it
 * did, y would not (same row), so x would, taking R from the box, while t takes C:
 * the box would have no place left. (Two places alone, one in R and one in C,
 * already make an ER; HoDoKu's 0402-1 lines.)
 *
 * Dual empty rectangle (4.3, 0405): two empty rectangles in the same box on the same
 * digit with different eliminations, told as one.
 *
 * Dual two-string kite (4.2, 0404): two two-string kites (a strong link in a row
 * and one in a column, far ends outside the box that joins them) through the same
 * two cells of a box, striking different candidates: one deduction strikes what both
 * strike. The classic dual is one digit, each of the two cells ending a row link and
 * a column link, the kites pairing them both ways; HoDoKu also pairs kites on two
 * digits through the same two cells (its library has such lines), and so do we.
 */

import { bit } from '../../geometry'
import { cand, placesIn, see } from '../colouring/colouring-clusters'
import { deduction, type Link, type LogicState, type Technique, type Visit } from '../types'
import { ratingOf } from '../catalogue'
import { searchTechnique } from '../define'

const ER = ratingOf('empty-rectangle')
const DUAL_KITE = ratingOf('dual-two-string-kite')

interface EmptyRectangle {
  box: number
  /** The box's places for the digit. */
  places: number[]
  /** The ER's row and column, by unit id. */
  row: number
  col: number
  /** The conjugate pair: x on the ER's row or column outside the box, y its other end. */
  x: number
  y: number
  pairUnit: number
  target: number
}

/** Every single empty rectangle on digit `d` that strikes something, box by box. */
function emptyRectangles(s: LogicState, d: number): EmptyRectangle[] {
  const { g, masks } = s
  const n = g.size
  const b = bit(d)
  const out: EmptyRectangle[] = []
  for (let box = 0; box < n; box++) {
    const places = placesIn(s, 2 * n + box, d)
    if (places.length < 2) continue
    const rows = [...new Set(g.units[2 * n + box]!.map((c) => g.rowOf[c]!))]
    const cols = [...new Set(g.units[2 * n + box]!.map((c) => g.colOf[c]!))]
    for (const r of rows) {
      for (const c of cols) {
        if (!places.every((p) => g.rowOf[p] === r || g.colOf[p] === c)) continue
        if (!places.some((p) => g.rowOf[p] === r && g.colOf[p] !== c)) continue
        if (!places.some((p) => g.colOf[p] === c && g.rowOf[p] !== r)) continue
        // x on row r outside the box, paired in its column; then x on column c, paired in its row.
        for (const alongRow of [true, false]) {
          const line = alongRow ? r : n + c
          for (const x of g.units[line]!) {
            if (!(masks[x]! & b) || g.boxOf[x] === box) continue
            const pairUnit = alongRow ? n + g.colOf[x]! : g.rowOf[x]!
            const pair = placesIn(s, pairUnit, d)
            if (pair.length !== 2) continue
            const y = pair[0] === x ? pair[1]! : pair[0]!
            const target = alongRow ? g.rowOf[y]! * n + c : r * n + g.colOf[y]!
            if (g.boxOf[target] === box || !(masks[target]! & b)) continue
            out.push({ box, places, row: r, col: n + c, x, y, pairUnit, target })
          }
        }
      }
    }
  }
  return out
}

function erDeduction(s: LogicState, d: number, ers: readonly EmptyRectangle[]) {
  const { g } = s
  const [first] = ers
  // The box, then each ER's row, column and conjugate pair's unit.
  const units = [2 * g.size + first!.box, ...ers.flatMap((er) => [er.row, er.col, er.pairUnit])]
  return deduction(ers.length > 1 ? 'dual-empty-rectangle' : 'empty-rectangle', ER, {
    cells: [...first!.places, ...ers.flatMap((er) => [er.x, er.y])],
    digits: [d],
    units,
    links: ers.map((er) => ({ from: cand(g, er.x, d), to: cand(g, er.y, d), strong: true })),
    groups: [first!.places.map((c) => cand(g, c, d))],
    eliminate: [...new Set(ers.map((er) => er.target))].map((t) => [t, d] as [number, number]),
  })
}

function searchEmptyRectangles(s: LogicState, visit: Visit): void {
  for (let d = 1; d <= s.g.size; d++) {
    const ers = emptyRectangles(s, d)
    for (const er of ers) if (visit(erDeduction(s, d, [er]))) return
    // Duals: two ERs of one box that strike different cells.
    for (let i = 0; i < ers.length; i++)
      for (let j = i + 1; j < ers.length; j++) {
        const [p, q] = [ers[i]!, ers[j]!]
        if (p.box !== q.box || p.target === q.target) continue
        if (visit(erDeduction(s, d, [p, q]))) return
      }
  }
}

/** The cells holding `d` that see both `a` and `b`, outside `pattern`. */
function seenByBoth(s: LogicState, d: number, a: number, b: number, pattern: number[]): number[] {
  const { g, masks } = s
  const out: number[] = []
  for (const c of g.peers[a]!)
    if (masks[c]! & bit(d) && see(g, c, b) && !pattern.includes(c)) out.push(c)
  return out
}

interface Kite {
  d: number
  /** The row link's end in the box, then the column link's. */
  inBox: [number, number]
  /** The row link's far end, then the column link's. */
  far: [number, number]
  units: [number, number]
  eliminate: number[]
}

/** Every two-string kite on `d` that strikes something (far ends outside the connecting box). */
function kites(s: LogicState, d: number): Kite[] {
  const { g } = s
  const n = g.size
  const links = (from: number) => {
    const out: { unit: number; ends: [number, number] }[] = []
    for (let u = from; u < from + n; u++) {
      const pair = placesIn(s, u, d)
      if (pair.length === 2) out.push({ unit: u, ends: pair as [number, number] })
    }
    return out
  }
  const out: Kite[] = []
  for (const row of links(0)) {
    for (const col of links(n)) {
      for (const [p, pFar] of [row.ends, [row.ends[1], row.ends[0]]] as const) {
        for (const [q, qFar] of [col.ends, [col.ends[1], col.ends[0]]] as const) {
          if (p === q || g.boxOf[p] !== g.boxOf[q]) continue
          if (g.boxOf[pFar] === g.boxOf[p] || g.boxOf[qFar] === g.boxOf[q]) continue
          const eliminate = seenByBoth(s, d, pFar, qFar, [p, q, pFar, qFar])
          if (eliminate.length)
            out.push({
              d,
              inBox: [p, q],
              far: [pFar, qFar],
              units: [row.unit, col.unit],
              eliminate,
            })
        }
      }
    }
  }
  return out
}

/**
 * Two kites through the same two cells of a box, striking different candidates. As
 * in HoDoKu (whose library has such lines), the two may be on different digits.
 */
function searchDualKites(s: LogicState, visit: Visit): void {
  const { g } = s
  const n = g.size
  const all: Kite[] = []
  for (let d = 1; d <= n; d++) all.push(...kites(s, d))
  const key = (k: Kite) => Math.min(...k.inBox) * g.cells + Math.max(...k.inBox)
  const candidates = (k: Kite) => k.eliminate.map((c) => cand(g, c, k.d))
  for (let i = 0; i < all.length; i++) {
    for (let j = i + 1; j < all.length; j++) {
      const [k1, k2] = [all[i]!, all[j]!]
      if (key(k1) !== key(k2)) continue
      const one = candidates(k1)
      const two = candidates(k2)
      if (one.length === two.length && one.every((c) => two.includes(c))) continue
      const link = (a: number, b: number, d: number, strong: boolean): Link => ({
        from: cand(g, a, d),
        to: cand(g, b, d),
        strong,
      })
      const kiteLinks = (k: Kite) => [
        link(k.far[0], k.inBox[0], k.d, true),
        link(k.inBox[0], k.inBox[1], k.d, false),
        link(k.inBox[1], k.far[1], k.d, true),
      ]
      const struck = [...new Set([...one, ...two])].sort((a, b) => a - b)
      const found = deduction('dual-two-string-kite', DUAL_KITE, {
        cells: [...new Set([...k1.inBox, ...k1.far, ...k2.inBox, ...k2.far])],
        digits: [...new Set([k1.d, k2.d])].sort((a, b) => a - b),
        units: [...new Set([...k1.units, ...k2.units, 2 * n + g.boxOf[k1.inBox[0]]!])],
        links: [...kiteLinks(k1), ...kiteLinks(k2)],
        eliminate: struck.map((c) => [Math.floor(c / n), (c % n) + 1] as [number, number]),
      })
      if (visit(found)) return
    }
  }
}

export const emptyRectangle: Technique = searchTechnique('empty-rectangle', searchEmptyRectangles)

export const dualTwoStringKite: Technique = searchTechnique('dual-two-string-kite', searchDualKites)
