/**
 * The general fish search behind the full set's fish (fish-extended.ts, kraken in
 * fish-kraken.ts), after the Ultimate Fish Guide's definitions that HoDoKu follows.
 *
 * For one digit, k base units and k cover units (rows, columns or boxes; a unit is
 * never both). The digit takes exactly one place in each base unit and at most one in
 * each cover unit. Base candidates outside every cover unit are (exo) fins; a base
 * candidate in two base units is an endo fin (one true candidate there would fill two
 * base units at once). With no fin true, the k truths of the base lie in the k cover
 * units, one each, so a cover candidate outside the base is false, and so is a base
 * candidate in two cover units (cannibalism: it would fill two covers). With fins,
 * either that holds or a fin is true: a candidate struck must also see every fin.
 *
 * Basic fish: base rows, cover columns (or the other way round). Franken: base rows
 * and boxes, cover columns and boxes (or the other way round), with a box. Mutant:
 * any other mix. A finned basic fish is sashimi when a base unit keeps at most one
 * candidate once its fins are set aside (HoDoKu's rule).
 *
 * Sets of cells are three 27-bit words, one per band, so the search is for 9x9 only.
 * The cover search branches on the first base candidate neither covered nor a fin:
 * one of its (up to three) units covers it, or it is a fin. Fins must share a peer
 * that holds the digit, else nothing can be struck; that cuts most branches.
 */

import { bit } from '../../geometry'
import { checkDeadline, type LogicState } from '../types'

export const ROW = 1
export const COL = 2
export const BOX = 4

/** HoDoKu's limits: at most 5 fins, 2 of them endo fins. */
export const MAX_FINS = 5
export const MAX_ENDO_FINS = 2

const N = 9
const UNITS = 27

function kindOf(u: number): number {
  return u < N ? ROW : u < 2 * N ? COL : BOX
}

// Cells of each unit and peers of each cell, as three words (band w holds cells 27w..27w+26).
const UNIT3 = new Int32Array(UNITS * 3)
const PEER3 = new Int32Array(81 * 3)
const CELL_UNITS: (readonly [number, number, number])[] = []
for (let c = 0; c < 81; c++) {
  const r = Math.floor(c / N)
  const col = c % N
  const b = Math.floor(r / 3) * 3 + Math.floor(col / 3)
  CELL_UNITS.push([r, N + col, 2 * N + b])
}
for (let c = 0; c < 81; c++) {
  for (const u of CELL_UNITS[c]!) UNIT3[u * 3 + Math.floor(c / 27)]! |= 1 << (c % 27)
}
for (let c = 0; c < 81; c++) {
  for (let p = 0; p < 81; p++) {
    if (p === c) continue
    const [a, b, x] = CELL_UNITS[c]!
    const [a2, b2, x2] = CELL_UNITS[p]!
    if (a === a2 || b === b2 || x === x2) PEER3[c * 3 + Math.floor(p / 27)]! |= 1 << (p % 27)
  }
}

function count3(a: number, b: number, c: number): number {
  return popcount(a) + popcount(b) + popcount(c)
}

function popcount(m: number): number {
  let x = m - ((m >>> 1) & 0x55555555)
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333)
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24
}

/** The cells of a three-word set, ascending. */
function cellsOf(a: number, b: number, c: number): number[] {
  const out: number[] = []
  const words = [a, b, c]
  for (let w = 0; w < 3; w++) {
    let m = words[w]!
    while (m) {
      const low = m & -m
      out.push(w * 27 + 31 - Math.clz32(low))
      m ^= low
    }
  }
  return out
}

export type FishKind = 'basic' | 'franken' | 'mutant'

/** A fish the search found: all in cells (0..80) and unit ids. */
export interface FishShape {
  digit: number
  /** Base units then cover units, each ascending. */
  base: number[]
  cover: number[]
  kind: FishKind
  /** A finned basic fish with a base unit of at most one candidate besides its fins. */
  sashimi: boolean
  /** Base candidates that are not fins. */
  cells: number[]
  /** Exo fins then endo fins (an endo fin is also a base candidate). */
  fins: number[]
  endoFins: number[]
  /** Cells the fish strikes its digit from (cannibalistic ones included). */
  eliminate: number[]
  /** What the fish would strike without fins (cover candidates outside the base, and cannibalistic ones). */
  potential: number[]
}

export interface FishQuery {
  /** Number of base (and cover) units. */
  size: number
  /** ROW | COL | BOX: the kinds of unit the base and the cover may take. */
  baseKinds: number
  coverKinds: number
  /** True: only fish with a fin (exo or endo); false: only fish without. */
  finned: boolean
  maxFins?: number
  maxEndoFins?: number
  /**
   * Report finned fish that strike nothing themselves (kraken fish, which look for
   * chains from the fins). Off by default.
   */
  keepBarren?: boolean
}

/** The kind of a base/cover pair of unit-kind masks. */
function classify(baseMask: number, coverMask: number): FishKind {
  if ((baseMask === ROW && coverMask === COL) || (baseMask === COL && coverMask === ROW))
    return 'basic'
  const fits = (b: number, c: number) =>
    (baseMask & ~(b | BOX)) === 0 && (coverMask & ~(c | BOX)) === 0
  if (fits(ROW, COL) || fits(COL, ROW)) return 'franken'
  return 'mutant'
}

/**
 * Every fish of one digit the query allows, each base/cover pair once; `visit`
 * returns true to stop (then this returns true too).
 */
export function searchFishShapes(
  s: LogicState,
  digit: number,
  q: FishQuery,
  visit: (f: FishShape) => boolean,
): boolean {
  const { masks } = s
  const b = bit(digit)
  const k = q.size
  const maxFins = q.finned ? (q.maxFins ?? MAX_FINS) : 0
  const maxEndo = q.finned ? Math.min(q.maxEndoFins ?? MAX_ENDO_FINS, maxFins) : 0
  const dig = [0, 0, 0]
  for (let c = 0; c < 81; c++) if (masks[c]! & b) dig[Math.floor(c / 27)]! |= 1 << (c % 27)
  const [d0, d1, d2] = dig as [number, number, number]
  if (!(d0 | d1 | d2)) return false
  // The digit's places in each unit.
  const U = new Int32Array(UNITS * 3)
  for (let u = 0; u < UNITS; u++) {
    U[u * 3] = UNIT3[u * 3]! & d0
    U[u * 3 + 1] = UNIT3[u * 3 + 1]! & d1
    U[u * 3 + 2] = UNIT3[u * 3 + 2]! & d2
  }
  const nonEmpty = (u: number) => (U[u * 3]! | U[u * 3 + 1]! | U[u * 3 + 2]!) !== 0
  const baseUnits: number[] = []
  for (let u = 0; u < UNITS; u++) if (q.baseKinds & kindOf(u) && nonEmpty(u)) baseUnits.push(u)
  if (baseUnits.length < k) return false

  const inBase = new Uint8Array(UNITS)
  const inCover = new Uint8Array(UNITS)
  const base: number[] = []
  const cover: number[] = []
  const seen = new Set<string>()
  // top[t]: the most base candidates t cover units can take (set for each base).
  const top = new Int32Array(k + 1)
  let stopped = false

  // Base set state while covering: its candidates and endo fins.
  let b0 = 0
  let b1 = 0
  let b2 = 0
  let e0 = 0
  let e1 = 0
  let e2 = 0

  const report = (c0: number, c1: number, c2: number, k0: number, k1: number, k2: number) => {
    // fins: base candidates outside the cover, and endo fins.
    const f0 = (b0 & ~c0) | e0
    const f1 = (b1 & ~c1) | e1
    const f2 = (b2 & ~c2) | e2
    const hasFins = (f0 | f1 | f2) !== 0
    if (hasFins !== q.finned) return
    // Potential eliminations: cover candidates outside the base, and base candidates in two covers.
    let p0 = (c0 & ~b0) | (k0 & b0)
    let p1 = (c1 & ~b1) | (k1 & b1)
    let p2 = (c2 & ~b2) | (k2 & b2)
    const [a0, a1, a2] = [p0, p1, p2]
    if (hasFins) {
      const fins = cellsOf(f0, f1, f2)
      for (const f of fins) {
        p0 &= PEER3[f * 3]!
        p1 &= PEER3[f * 3 + 1]!
        p2 &= PEER3[f * 3 + 2]!
      }
      p0 &= ~f0
      p1 &= ~f1
      p2 &= ~f2
    }
    if (!(p0 | p1 | p2) && !q.keepBarren) return
    if (!(p0 | p1 | p2) && !hasFins) return
    let baseBits = 0
    for (const u of base) baseBits |= 1 << u
    let coverBits = 0
    for (const u of cover) coverBits |= 1 << u
    const key = `${baseBits}/${coverBits}`
    if (seen.has(key)) return
    seen.add(key)
    const sortedBase = base.slice().sort((x, y) => x - y)
    const sortedCover = cover.slice().sort((x, y) => x - y)
    let baseMask = 0
    for (const u of base) baseMask |= kindOf(u)
    let coverMask = 0
    for (const u of cover) coverMask |= kindOf(u)
    const kind = classify(baseMask, coverMask)
    let sashimi = false
    if (kind === 'basic' && hasFins) {
      for (const u of base) {
        const left = count3(U[u * 3]! & ~f0, U[u * 3 + 1]! & ~f1, U[u * 3 + 2]! & ~f2)
        if (left <= 1) sashimi = true
      }
    }
    const endoFins = cellsOf(e0, e1, e2)
    const shape: FishShape = {
      digit,
      base: sortedBase,
      cover: sortedCover,
      kind,
      sashimi,
      cells: cellsOf(b0 & ~f0, b1 & ~f1, b2 & ~f2),
      fins: [...cellsOf(f0 & ~e0, f1 & ~e1, f2 & ~e2), ...endoFins],
      endoFins,
      eliminate: cellsOf(p0, p1, p2),
      potential: cellsOf(a0, a1, a2),
    }
    if (visit(shape)) stopped = true
  }

  /**
   * Cover the base: `level` covers chosen, covering c*, with k* the cells in two
   * covers; n* the cells set aside as fins so far (fc of them), whose common peers
   * holding the digit are q*.
   */
  const coverFrom = (
    level: number,
    c0: number,
    c1: number,
    c2: number,
    k0: number,
    k1: number,
    k2: number,
    n0: number,
    n1: number,
    n2: number,
    fc: number,
    q0: number,
    q1: number,
    q2: number,
  ): void => {
    if (stopped) return
    const r0 = b0 & ~c0 & ~n0
    const r1 = b1 & ~c1 & ~n1
    const r2 = b2 & ~c2 & ~n2
    if (!(r0 | r1 | r2)) {
      if (level === k) report(c0, c1, c2, k0, k1, k2)
      return
    }
    // The covers left can take at most top[k - level] of the open candidates; the rest are fins.
    if (count3(r0, r1, r2) > top[k - level]! + maxFins - fc) return
    if (level === k) {
      // Whatever is left uncovered is fins.
      if (!maxFins || fc + count3(r0, r1, r2) > maxFins) return
      let x0 = q0
      let x1 = q1
      let x2 = q2
      for (const f of cellsOf(r0, r1, r2)) {
        x0 &= PEER3[f * 3]!
        x1 &= PEER3[f * 3 + 1]!
        x2 &= PEER3[f * 3 + 2]!
      }
      if (!(x0 | x1 | x2) && !q.keepBarren) return
      report(c0, c1, c2, k0, k1, k2)
      return
    }
    // The first base candidate still open.
    const w = r0 ? 0 : r1 ? 1 : 2
    const word = w === 0 ? r0 : w === 1 ? r1 : r2
    const x = w * 27 + 31 - Math.clz32(word & -word)
    for (const u of CELL_UNITS[x]!) {
      if (!(q.coverKinds & kindOf(u)) || inBase[u] || inCover[u]) continue
      const u0 = U[u * 3]!
      const u1 = U[u * 3 + 1]!
      const u2 = U[u * 3 + 2]!
      inCover[u] = 1
      cover.push(u)
      coverFrom(
        level + 1,
        c0 | u0,
        c1 | u1,
        c2 | u2,
        k0 | (c0 & u0),
        k1 | (c1 & u1),
        k2 | (c2 & u2),
        n0,
        n1,
        n2,
        fc,
        q0,
        q1,
        q2,
      )
      cover.pop()
      inCover[u] = 0
      if (stopped) return
    }
    if (fc < maxFins) {
      const x0 = q0 & PEER3[x * 3]!
      const x1 = q1 & PEER3[x * 3 + 1]!
      const x2 = q2 & PEER3[x * 3 + 2]!
      if (!(x0 | x1 | x2) && !q.keepBarren) return
      const m = 1 << (x % 27)
      coverFrom(
        level,
        c0,
        c1,
        c2,
        k0,
        k1,
        k2,
        w === 0 ? n0 | m : n0,
        w === 1 ? n1 | m : n1,
        w === 2 ? n2 | m : n2,
        fc + 1,
        x0,
        x1,
        x2,
      )
    }
  }

  const pickBase = (from: number) => {
    if (stopped) return
    if (base.length === k) {
      checkDeadline(s)
      const endo = count3(e0, e1, e2)
      // Common peers of the endo fins that hold the digit.
      let q0 = d0
      let q1 = d1
      let q2 = d2
      for (const f of cellsOf(e0, e1, e2)) {
        q0 &= PEER3[f * 3]!
        q1 &= PEER3[f * 3 + 1]!
        q2 &= PEER3[f * 3 + 2]!
      }
      if (endo && !(q0 | q1 | q2) && !q.keepBarren) return
      // What each possible cover unit can take of the base, largest first, summed.
      const caps: number[] = []
      for (let u = 0; u < UNITS; u++) {
        if (!(q.coverKinds & kindOf(u)) || inBase[u]) continue
        const n = count3(U[u * 3]! & b0, U[u * 3 + 1]! & b1, U[u * 3 + 2]! & b2)
        if (n) caps.push(n)
      }
      caps.sort((x, y) => y - x)
      for (let t = 1; t <= k; t++) top[t] = top[t - 1]! + (caps[t - 1] ?? 0)
      coverFrom(0, 0, 0, 0, 0, 0, 0, e0, e1, e2, endo, q0, q1, q2)
      return
    }
    for (let i = from; i <= baseUnits.length - (k - base.length); i++) {
      const u = baseUnits[i]!
      const u0 = U[u * 3]!
      const u1 = U[u * 3 + 1]!
      const u2 = U[u * 3 + 2]!
      const ne0 = e0 | (b0 & u0)
      const ne1 = e1 | (b1 & u1)
      const ne2 = e2 | (b2 & u2)
      if ((ne0 | ne1 | ne2) !== 0 && count3(ne0, ne1, ne2) > maxEndo) continue
      const [ob0, ob1, ob2, oe0, oe1, oe2] = [b0, b1, b2, e0, e1, e2]
      b0 |= u0
      b1 |= u1
      b2 |= u2
      e0 = ne0
      e1 = ne1
      e2 = ne2
      inBase[u] = 1
      base.push(u)
      pickBase(i + 1)
      base.pop()
      inBase[u] = 0
      ;[b0, b1, b2, e0, e1, e2] = [ob0, ob1, ob2, oe0, oe1, oe2]
      if (stopped) return
    }
  }
  pickBase(0)
  return stopped
}
