/**
 * Strong-linked fishes: a chain of n strong links on one digit (n = 2, 3, 4), as
 * Sukaku Explainer, the rater of the published SE ratings (the Sudoku Exchange
 * bank), has them ("Skyscraper", "3-String Kite", "Grouped 3 Strong links", ...).
 *
 * A strong link is a house where the digit's places fall in two parts, one of which
 * holds it: two cells, or (grouped) two groups: a line whose places lie in two boxes
 * (the parts in each box), or a box whose places lie in one row and one column of
 * it, an empty rectangle (the row's part and the column's, the crossing cell with
 * either). Consecutive links are joined by a weak link: the end part of one and the
 * start part of the next lie together in one house, so at most one holds the digit.
 * Then the chain's first start part or its last end part holds the digit, and the
 * digit leaves every other cell that sees both.
 *
 * Ratings: 4.0 for two links, 5.4 for three, 5.8 for four; plus 0.3 with a grouped
 * link; otherwise plus 0 when every link lies in rows or every link in columns, 0.2
 * when there are rows and columns among them, and 0.1 for a box with lines of one
 * kind. That is what the published ratings show (three links in rows and columns,
 * "3-String Kite", are 5.6 there; today's serate says 5.5 and gives 0.2 only with a
 * box, a row and a column). Of several it takes the lowest rated, then the one with
 * most eliminations. Two links without a group are the skyscraper, the two-string
 * kite and the turbot fish (single-digit.ts): the two-link technique here gives only
 * the grouped ones.
 */

import { bit } from '../../geometry'
import {
  memoized,
  deduction,
  firstOf,
  type Deduction,
  type LogicState,
  type Technique,
  type Visit,
} from '../types'
import { catalogued } from '../catalogue'

/** The registry id of the chain of n strong links. */
const IDS: Record<number, string> = {
  2: 'grouped-turbot-fish',
  3: 'three-strong-links',
  4: 'four-strong-links',
}

const BASE = [0, 0, 40, 54, 58]

/** A strong link read one way: from the start part to the end part. */
interface Oriented {
  unit: number
  /** 0 box, 1 row, 2 column. */
  kind: number
  grouped: boolean
  start: number[]
  end: number[]
}

/** A link with what the search asks of its parts again and again. */
interface Prepared extends Oriented {
  /** The houses holding all of the start part, of the end part. */
  startHouses: number[]
  endHouses: number[]
  /** 1 for each cell that sees all of the start part, of the end part. */
  startSees: Uint8Array
  endSees: Uint8Array
}

/** Per cell, 1 for each of its peers (per geometry, made once). */
const PEER_FLAGS = new WeakMap<LogicState['g'], Uint8Array[]>()

function peerFlags(g: LogicState['g']): Uint8Array[] {
  let flags = PEER_FLAGS.get(g)
  if (!flags) {
    flags = Array.from({ length: g.cells }, (_, c) => {
      const out = new Uint8Array(g.cells)
      for (const p of g.peers[c]!) out[p] = 1
      return out
    })
    PEER_FLAGS.set(g, flags)
  }
  return flags
}

/** The houses holding all of a part, and 1 for each cell that sees all of it. */
interface PartFacts {
  houses: number[]
  sees: Uint8Array
}

function partFacts(g: LogicState['g'], part: number[]): PartFacts {
  const flags = peerFlags(g)
  const [r, c, b] = g.unitsOf[part[0]!]!
  if (part.length === 1) return { houses: [r, c, b], sees: flags[part[0]!]! }
  const houses: number[] = []
  let sameR = true
  let sameC = true
  let sameB = true
  for (const x of part) {
    const us = g.unitsOf[x]!
    sameR &&= us[0] === r
    sameC &&= us[1] === c
    sameB &&= us[2] === b
  }
  if (sameR) houses.push(r)
  if (sameC) houses.push(c)
  if (sameB) houses.push(b)
  const sees = flags[part[0]!]!.slice()
  for (let k = 1; k < part.length; k++) {
    const f = flags[part[k]!]!
    for (let x = 0; x < g.cells; x++) sees[x]! &= f[x]!
  }
  return { houses, sees }
}

/** A link with its parts' facts; the two readings of a link share their parts' arrays. */
function prepare(s: LogicState, l: Oriented, known: Map<number[], PartFacts>): Prepared {
  const facts = (part: number[]) => {
    let f = known.get(part)
    if (!f) known.set(part, (f = partFacts(s.g, part)))
    return f
  }
  const a = facts(l.start)
  const z = facts(l.end)
  const p = l as Prepared
  p.startHouses = a.houses
  p.endHouses = z.houses
  p.startSees = a.sees
  p.endSees = z.sees
  return p
}

/** Each digit's strong links and, per link, those that may follow it. */
interface DigitLinks {
  links: Prepared[]
  next: number[][]
}

export function allLinks(s: LogicState): DigitLinks[] {
  const out: DigitLinks[] = []
  for (let d = 1; d <= s.g.size; d++) {
    const known = new Map<number[], PartFacts>()
    const links = linksOf(s, d).map((l) => prepare(s, l, known))
    // The links by the houses their start part lies in.
    const byStart = new Map<number, number[]>()
    links.forEach((l, j) => {
      for (const u of l.startHouses) {
        const list = byStart.get(u)
        if (list) list.push(j)
        else byStart.set(u, [j])
      }
    })
    // next[i]: the links that may follow link i (another house, joined by a weak link:
    // its start part and link i's end part lie in one house).
    const taken = new Uint8Array(links.length)
    const next = links.map((li) => {
      const out: number[] = []
      for (const u of li.endHouses)
        for (const j of byStart.get(u) ?? []) {
          if (taken[j]) continue
          const lj = links[j]!
          if (lj.unit !== li.unit && !lj.start.some((c) => li.end.includes(c))) {
            taken[j] = 1
            out.push(j)
          }
        }
      for (const j of out) taken[j] = 0
      return out.sort((a, b) => a - b)
    })
    out[d] = { links, next }
  }
  return out
}

function linksOf(s: LogicState, d: number): Oriented[] {
  const { g, masks } = s
  const n = g.size
  const b = bit(d)
  const out: Oriented[] = []
  const add = (unit: number, kind: number, grouped: boolean, a: number[], z: number[]) => {
    out.push({ unit, kind, grouped, start: a, end: z }, { unit, kind, grouped, start: z, end: a })
  }
  const places: number[] = []
  for (let u = 0; u < 3 * n; u++) {
    places.length = 0
    for (const c of g.units[u]!) if (masks[c]! & b) places.push(c)
    if (places.length < 2 || places.length > 6) continue
    const kind = u < n ? 1 : u < 2 * n ? 2 : 0
    if (places.length === 2) {
      add(u, kind, false, [places[0]!], [places[1]!])
      continue
    }
    if (kind !== 0) {
      // A line: grouped when its places lie in exactly two boxes.
      const box0 = g.boxOf[places[0]!]!
      let box1 = -1
      let three = false
      for (const c of places) {
        const x = g.boxOf[c]!
        if (x === box0) continue
        if (box1 < 0) box1 = x
        else if (x !== box1) three = true
      }
      if (box1 < 0 || three) continue
      const a: number[] = []
      const z: number[] = []
      for (const c of places) (g.boxOf[c] === box0 ? a : z).push(c)
      add(u, kind, true, a, z)
      continue
    }
    // A box: each crossing of one of its rows and one of its columns that holds
    // every place (two such crossings cannot both hold three places or more).
    for (const heart of g.units[u]!) {
      const r = g.rowOf[heart]!
      const c = g.colOf[heart]!
      let fits = true
      const row: number[] = []
      const col: number[] = []
      for (const p of places) {
        if (p === heart) continue
        if (g.rowOf[p] === r) row.push(p)
        else if (g.colOf[p] === c) col.push(p)
        else fits = false
      }
      if (!fits || !row.length || !col.length) continue
      if (masks[heart]! & b) {
        add(u, kind, true, [...row, heart], col)
        add(u, kind, true, row, [...col, heart])
      } else add(u, kind, true, row, col)
      break
    }
  }
  return out
}

/** Sukaku Explainer's rating of a chain, in tenths. */
function tenths(chain: readonly Oriented[]): number {
  const base = BASE[chain.length]!
  if (chain.some((l) => l.grouped)) return base + 3
  const box = chain.some((l) => l.kind === 0)
  const rows = chain.some((l) => l.kind === 1)
  const cols = chain.some((l) => l.kind === 2)
  if (rows && cols) return base + 2
  return box ? base + 1 : base
}

/** A chain found: its digit, rating in tenths, links and eliminations. */
interface Found {
  d: number
  tenths: number
  chain: Prepared[]
  elims: [number, number][]
}

function toDeduction(s: LogicState, id: string, f: Found): Deduction {
  const { g } = s
  const { d, chain } = f
  const cand = (c: number) => c * g.size + d - 1
  return deduction(id, f.tenths / 10, {
    cells: chain.flatMap((l) => [...l.start, ...l.end]),
    digits: [d],
    units: chain.map((l) => l.unit),
    links: chain.flatMap((l, i) => {
      const strong = { from: cand(l.start[0]!), to: cand(l.end[0]!), strong: true }
      const after = chain[i + 1]
      return after
        ? [strong, { from: cand(l.end[0]!), to: cand(after.start[0]!), strong: false }]
        : [strong]
    }),
    groups: chain.flatMap((l) => [l.start, l.end]).filter((p) => p.length > 1),
    eliminate: f.elims,
  })
}

function searchStrongLinks(s: LogicState, n: number, visit: Visit): void {
  const { g, masks } = s
  const id = IDS[n]!
  const found: Found[] = []
  const used = new Uint8Array(g.cells)
  const chain: Prepared[] = []
  const mark = (l: Oriented, v: number) => {
    for (const c of l.start) used[c] = v
    for (const c of l.end) used[c] = v
  }
  const free = (l: Oriented) => !l.start.some((c) => used[c]) && !l.end.some((c) => used[c])
  for (let d = 1; d <= g.size; d++) {
    const b = bit(d)
    const { links, next } = memoized(s, 'strong-links', () => allLinks(s))[d]!
    if (links.length < 2 * n) continue
    /** The cells holding d that see all of the chain's first part. */
    let victims: number[] = []
    let firstLink = 0
    /** The chain ends with link j (link j is not marked used). */
    const finish = (j: number) => {
      const l = links[j]!
      // A chain and its reverse strike the same: keep the one whose first link comes first.
      if (j >> 1 < firstLink >> 1) return
      if (n === 2 && !chain[0]!.grouped && !l.grouped) return
      let elims: [number, number][] | null = null
      for (const c of victims)
        if (l.endSees[c] && !used[c] && !l.start.includes(c)) (elims ??= []).push([c, d])
      if (!elims) return
      chain.push(l)
      found.push({ d, tenths: tenths(chain), chain: chain.slice(), elims })
      chain.pop()
    }
    const walk = (i: number) => {
      const last = chain.length === n - 1
      for (const j of next[i]!) {
        const l = links[j]!
        if (!free(l) || chain.some((x) => x.unit === l.unit)) continue
        if (last) {
          finish(j)
          continue
        }
        chain.push(l)
        mark(l, 1)
        walk(j)
        mark(l, 0)
        chain.pop()
      }
    }
    for (let i = 0; i < links.length; i++) {
      const first = links[i]!
      // A chain strikes only cells that see all of its first part.
      victims = []
      for (let c = 0; c < g.cells; c++) if (first.startSees[c] && masks[c]! & b) victims.push(c)
      if (!victims.length) continue
      firstLink = i
      chain.push(first)
      mark(first, 1)
      walk(i)
      mark(first, 0)
      chain.pop()
    }
  }
  found.sort((a, b) => a.tenths - b.tenths || b.elims.length - a.elims.length)
  for (const f of found) if (visit(toDeduction(s, id, f))) return
}

function strongLinks(n: number): Technique {
  const search = (s: LogicState, visit: Visit) => searchStrongLinks(s, n, visit)
  return { ...catalogued(IDS[n]!), sizes: [9, 16], find: firstOf(search), search }
}

export const groupedTurbotFish = strongLinks(2)
export const threeStrongLinks = strongLinks(3)
export const fourStrongLinks = strongLinks(4)
