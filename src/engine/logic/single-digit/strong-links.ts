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
  deduction,
  firstOf,
  sees,
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

/** Whether the cells all lie in one house. */
function together(s: LogicState, cells: readonly number[]): boolean {
  const { g } = s
  const [r, c, b] = g.unitsOf[cells[0]!]!
  return [r, c, b].some((u) => cells.every((x) => g.unitsOf[x]!.includes(u)))
}

function linksOf(s: LogicState, d: number): Oriented[] {
  const { g, masks } = s
  const n = g.size
  const out: Oriented[] = []
  const add = (unit: number, kind: number, grouped: boolean, a: number[], b: number[]) => {
    out.push({ unit, kind, grouped, start: a, end: b }, { unit, kind, grouped, start: b, end: a })
  }
  for (let u = 0; u < 3 * n; u++) {
    const places = g.units[u]!.filter((c) => masks[c]! & bit(d))
    if (places.length < 2 || places.length > 6) continue
    const kind = u < n ? 1 : u < 2 * n ? 2 : 0
    if (places.length === 2) {
      add(u, kind, false, [places[0]!], [places[1]!])
      continue
    }
    if (kind !== 0) {
      const boxes = [...new Set(places.map((c) => g.boxOf[c]!))]
      if (boxes.length !== 2) continue
      add(
        u,
        kind,
        true,
        places.filter((c) => g.boxOf[c] === boxes[0]),
        places.filter((c) => g.boxOf[c] === boxes[1]),
      )
      continue
    }
    // A box: each crossing of one of its rows and one of its columns that holds every place.
    const seen = new Set<string>()
    for (const heart of g.units[u]!) {
      const r = g.rowOf[heart]!
      const c = g.colOf[heart]!
      if (!places.every((p) => g.rowOf[p] === r || g.colOf[p] === c)) continue
      const row = places.filter((p) => g.rowOf[p] === r && p !== heart)
      const col = places.filter((p) => g.colOf[p] === c && p !== heart)
      if (!row.length || !col.length) continue
      const withHeart = masks[heart]! & bit(d) ? [heart] : []
      for (const [a, b] of [
        [[...row, ...withHeart], col],
        [row, [...col, ...withHeart]],
      ] as const) {
        const key = [a.join(','), b.join(',')].sort().join('|')
        if (seen.has(key)) continue
        seen.add(key)
        add(u, kind, a.length > 1 || b.length > 1, [...a], [...b])
      }
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

function searchStrongLinks(s: LogicState, n: number, visit: Visit): void {
  const { g, masks } = s
  const id = IDS[n]!
  const found: Deduction[] = []
  const keys = new Set<string>()
  for (let d = 1; d <= g.size; d++) {
    const b = bit(d)
    const links = linksOf(s, d)
    if (links.length < 2 * n) continue
    // next[i]: the links that may follow link i (another house, joined by a weak link).
    const next = links.map((li) =>
      links
        .map((lj, j) => ({ lj, j }))
        .filter(
          ({ lj }) =>
            lj.unit !== li.unit &&
            !lj.start.some((c) => li.end.includes(c)) &&
            together(s, [...li.end, ...lj.start]),
        )
        .map(({ j }) => j),
    )
    const used = new Uint8Array(g.cells)
    const chain: Oriented[] = []
    const mark = (l: Oriented, v: number) => {
      for (const c of l.start) used[c] = v
      for (const c of l.end) used[c] = v
    }
    const free = (l: Oriented) => !l.start.some((c) => used[c]) && !l.end.some((c) => used[c])
    const finish = () => {
      if (n === 2 && !chain.some((l) => l.grouped)) return
      const first = chain[0]!.start
      const last = chain[n - 1]!.end
      const elims: [number, number][] = []
      for (let c = 0; c < g.cells; c++) {
        if (!(masks[c]! & b) || used[c]) continue
        if (first.every((e) => sees(g, c, e)) && last.every((e) => sees(g, c, e)))
          elims.push([c, d])
      }
      if (!elims.length) return
      const key = `${d}:${elims.map(([c]) => c).join(',')}:${tenths(chain)}`
      if (keys.has(key)) return
      keys.add(key)
      const cells = chain.flatMap((l) => [...l.start, ...l.end])
      found.push(
        deduction(id, tenths(chain) / 10, {
          cells,
          digits: [d],
          units: chain.map((l) => l.unit),
          links: chain.flatMap((l, i) => {
            const strong = {
              from: l.start[0]! * g.size + d - 1,
              to: l.end[0]! * g.size + d - 1,
              strong: true,
            }
            const after = chain[i + 1]
            return after
              ? [
                  strong,
                  {
                    from: l.end[0]! * g.size + d - 1,
                    to: after.start[0]! * g.size + d - 1,
                    strong: false,
                  },
                ]
              : [strong]
          }),
          groups: chain.flatMap((l) => [l.start, l.end]).filter((p) => p.length > 1),
          eliminate: elims,
        }),
      )
    }
    const walk = (i: number) => {
      if (chain.length === n) return finish()
      for (const j of next[i]!) {
        const l = links[j]!
        if (!free(l) || chain.some((x) => x.unit === l.unit)) continue
        chain.push(l)
        mark(l, 1)
        walk(j)
        mark(l, 0)
        chain.pop()
      }
    }
    for (let i = 0; i < links.length; i++) {
      chain.push(links[i]!)
      mark(links[i]!, 1)
      walk(i)
      mark(links[i]!, 0)
      chain.pop()
    }
  }
  found.sort((a, b) => a.rating - b.rating || b.eliminate.length - a.eliminate.length)
  for (const f of found) if (visit(f)) return
}

function strongLinks(n: number): Technique {
  const search = (s: LogicState, visit: Visit) => searchStrongLinks(s, n, visit)
  return { ...catalogued(IDS[n]!), sizes: [9, 16], find: firstOf(search), search }
}

export const groupedTurbotFish = strongLinks(2)
export const threeStrongLinks = strongLinks(3)
export const fourStrongLinks = strongLinks(4)
