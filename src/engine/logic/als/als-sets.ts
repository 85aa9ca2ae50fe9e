/**
 * Almost locked sets (ALS) and their restricted commons, shared by the ALS
 * techniques (als.ts).
 *
 * An ALS is n cells of one unit holding n + 1 candidates between them: if it loses
 * any one of its digits, the n cells are locked on the rest, so every other digit
 * is placed inside it. A single bivalue cell is one (n = 1).
 *
 * A restricted common (RC) digit x of two ALS A and B: every cell of A holding x
 * sees every cell of B holding x (so no such cell lies in both). x then goes in at
 * most one of them, so A or B loses x and is locked on its other digits. The sets
 * may overlap elsewhere: the argument only counts x.
 *
 * Cell sets are bitsets over the grid (`Bits`, 32 cells a word), so "sees every
 * cell of A holding x" is one AND per word.
 */

import { popcount, type Geometry } from '../../geometry'
import { checkDeadline, memoized, type LogicState } from '../types'

/** A set of cells: bit (c & 31) of word (c >> 5). */
export type Bits = Uint32Array

export interface Als {
  /** Its cells, ascending. */
  cells: number[]
  bits: Bits
  /** Its candidates (n + 1 digits for n cells). */
  mask: number
  /** Words d0 * words ..: the cells of the set holding digit d0 + 1. */
  holds: Uint32Array
  /**
   * Words d0 * words ..: the cells that see every cell of the set holding d0 + 1
   * (never one of those cells; none when the set lacks the digit).
   */
  sees: Uint32Array
}

/** Digit `d0` + 1's words of an ALS's `holds` or `sees`, as a bitset of their own. */
export function digitBits(flat: Uint32Array, d0: number, words: number): Bits {
  return flat.subarray(d0 * words, d0 * words + words)
}

/** The grid-wide tables every ALS search reads. */
export interface AlsGrid {
  s: LogicState
  words: number
  /** peers[c]: the cells sharing a unit with c. */
  peers: Bits[]
  /** withDigit[d - 1]: the empty cells where d is a candidate. */
  withDigit: Bits[]
  alses: Als[]
  /** rc[i]: the ALS j linked to ALS i, and the mask of their restricted common digits. */
  rc: { j: number; mask: number }[][]
}

export function emptyBits(words: number): Bits {
  return new Uint32Array(words)
}

export function hasBit(b: Bits, c: number): boolean {
  return (b[c >> 5]! & (1 << (c & 31))) !== 0
}

export function setBit(b: Bits, c: number): void {
  b[c >> 5]! |= 1 << (c & 31)
}

export function andBits(a: Bits, b: Bits): Bits {
  const out = new Uint32Array(a.length)
  for (let w = 0; w < a.length; w++) out[w] = a[w]! & b[w]!
  return out
}

export function isEmpty(b: Bits): boolean {
  for (let w = 0; w < b.length; w++) if (b[w]) return false
  return true
}

/** True when every cell of `a` is in `b`. */
export function within(a: Bits, b: Bits): boolean {
  for (let w = 0; w < a.length; w++) if (a[w]! & ~b[w]!) return false
  return true
}

export function overlaps(a: Bits, b: Bits): boolean {
  for (let w = 0; w < a.length; w++) if (a[w]! & b[w]!) return true
  return false
}

/** The cells of a bitset, ascending. */
export function cellsOf(b: Bits): number[] {
  const out: number[] = []
  for (let w = 0; w < b.length; w++) {
    let m = b[w]!
    while (m) {
      const low = m & -m
      out.push(w * 32 + 31 - Math.clz32(low))
      m ^= low
    }
  }
  return out
}

/** The candidates (cell * size + digit - 1) of an ALS: its part of a drawing. */
export function alsCandidates(s: LogicState, a: Als): number[] {
  const n = s.g.size
  const out: number[] = []
  for (const c of a.cells) {
    const m = s.masks[c]!
    for (let d = 1; d <= n; d++) if (m & (1 << (d - 1))) out.push(c * n + d - 1)
  }
  return out
}

function makeAls(s: LogicState, words: number, peers: Bits[], cells: number[], mask: number): Als {
  const n = s.g.size
  const bits = emptyBits(words)
  for (const c of cells) setBit(bits, c)
  const holds = new Uint32Array(n * words)
  const sees = new Uint32Array(n * words)
  for (let d0 = 0; d0 < n; d0++) {
    const b = 1 << d0
    if (!(mask & b)) continue
    const at = d0 * words
    let first = true
    for (const c of cells) {
      if (!(s.masks[c]! & b)) continue
      holds[at + (c >> 5)]! |= 1 << (c & 31)
      const p = peers[c]!
      for (let w = 0; w < words; w++) sees[at + w] = first ? p[w]! : sees[at + w]! & p[w]!
      first = false
    }
  }
  return { cells, bits, mask, holds, sees }
}

/** True when the cells lie in one row or one column. */
function inLine(g: Geometry, cells: readonly number[]): boolean {
  const r = g.rowOf[cells[0]!]!
  const c = g.colOf[cells[0]!]!
  return cells.every((x) => g.rowOf[x] === r) || cells.every((x) => g.colOf[x] === c)
}

/**
 * The ALS tables of a state, built once while its grid stays the same (the state's
 * memo): the solve path asks the four ALS techniques in turn about one state.
 */
export function alsGridOf(s: LogicState): AlsGrid {
  return memoized(s, 'als', () => alsGrid(s))
}

/**
 * Every ALS of the position (each cell set once, though a set inside a row and a
 * box is found in both) and the restricted commons between every two of them.
 * `maxCells` bounds a set's size (the whole of a unit's empty cells never is one).
 */
export function alsGrid(s: LogicState, maxCells = s.g.size - 1): AlsGrid {
  const { g, masks } = s
  const words = Math.ceil(g.cells / 32)
  const peers = g.peers.map((ps) => {
    const b = emptyBits(words)
    for (const p of ps) setBit(b, p)
    return b
  })
  const withDigit: Bits[] = []
  for (let d = 1; d <= g.size; d++) {
    const b = emptyBits(words)
    for (let c = 0; c < g.cells; c++) if (masks[c]! & (1 << (d - 1))) setBit(b, c)
    withDigit.push(b)
  }
  const alses: Als[] = []
  for (let u = 0; u < g.units.length; u++) {
    const empty = g.units[u]!.filter((c) => masks[c])
    // A set of a box inside one row or column is that line's too: listed there.
    const inBox = u >= 2 * g.size
    const pick: number[] = []
    const limit = Math.min(maxCells, empty.length - 1)
    const walk = (from: number, mask: number) => {
      for (let i = from; i < empty.length; i++) {
        const c = empty[i]!
        const m = mask | masks[c]!
        pick.push(c)
        const size = pick.length
        if (popcount(m) === size + 1 && size < empty.length && !(inBox && inLine(g, pick)))
          alses.push(makeAls(s, words, peers, pick.slice(), m))
        // More cells never lose digits: grow only while n + 1 digits can still be reached.
        if (size < limit && popcount(m) <= limit + 1) walk(i + 1, m)
        pick.pop()
      }
    }
    walk(0, 0)
  }
  checkDeadline(s)
  // Index the sets by digit and by the first of their cells holding it: a partner
  // B of A on x has that cell among the cells that see all of A's x, so only
  // those lists are read (every pair of sets would be a million in an open grid).
  const n = g.size
  const byFirst: number[][] = Array.from({ length: n * g.cells }, () => [])
  for (let i = 0; i < alses.length; i++) {
    const a = alses[i]!
    for (let d0 = 0; d0 < n; d0++) {
      if (!(a.mask & (1 << d0))) continue
      const first = a.cells.find((c) => masks[c]! & (1 << d0))!
      byFirst[d0 * g.cells + first]!.push(i)
    }
  }
  const rc: { j: number; mask: number }[][] = alses.map(() => [])
  const linked = new Map<number, number>()
  for (let i = 0; i < alses.length; i++) {
    const a = alses[i]!
    linked.clear()
    for (let d0 = 0; d0 < n; d0++) {
      if (!(a.mask & (1 << d0))) continue
      const at = d0 * words
      for (let w = 0; w < words; w++) {
        let m = a.sees[at + w]! & withDigit[d0]![w]!
        while (m) {
          const low = m & -m
          m ^= low
          for (const j of byFirst[d0 * g.cells + w * 32 + 31 - Math.clz32(low)]!) {
            if (j <= i) continue
            const b = alses[j]!
            let ok = true
            for (let v = 0; v < words && ok; v++)
              if (b.holds[at + v]! & ~a.sees[at + v]!) ok = false
            if (ok) linked.set(j, (linked.get(j) ?? 0) | (1 << d0))
          }
        }
      }
    }
    for (const [j, mask] of linked) {
      rc[i]!.push({ j, mask })
      rc[j]!.push({ j: i, mask })
    }
    if ((i & 63) === 0) checkDeadline(s)
  }
  return { s, words, peers, withDigit, alses, rc }
}

/** The mask of the restricted common digits of two ALS (0: none). */
export function restrictedCommons(a: Als, b: Als, words: number): number {
  let common = a.mask & b.mask
  let out = 0
  while (common) {
    const low = common & -common
    const at = (31 - Math.clz32(low)) * words
    let ok = true
    for (let w = 0; w < words && ok; w++) if (b.holds[at + w]! & ~a.sees[at + w]!) ok = false
    if (ok) out |= low
    common ^= low
  }
  return out
}

/**
 * The cells that lose digit d (index `d0` = d - 1) when d must be among the
 * cells of `sets` holding it: those that see all of them.
 */
export function targets(grid: AlsGrid, sets: readonly Als[], d0: number): Bits {
  const { words } = grid
  const t = grid.withDigit[d0]!.slice()
  for (const a of sets) for (let w = 0; w < words; w++) t[w]! &= a.sees[d0 * words + w]!
  return t
}
