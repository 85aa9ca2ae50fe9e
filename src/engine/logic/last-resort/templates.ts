/**
 * Templates, aligned triple exclusion, locked pairs and triples (the full set, issue 19).
 *
 * Locked pair (3.0) and locked triple (3.6), HoDoKu's: a naked pair or triple whose
 * cells lie in one box and one row or column, so its digits leave both units. It is
 * told apart from a plain naked subset as HoDoKu does: it strikes in the box and in
 * the line outside the box.
 *
 * Template set and template delete (7.5): a template is one way to place all nine
 * copies of a digit, one in each row, column and box; there are 46,656. The
 * templates of a digit that fit the grid (they hold its placed cells and touch no
 * cell where it is no longer a candidate) are kept, then refined as HoDoKu does: a
 * template is dropped when it takes a cell that every remaining template of another
 * digit needs, until nothing changes. A cell in every kept template of the digit is
 * set (template set); a candidate in none of them is struck (template delete).
 *
 * Aligned triple exclusion (7.5) lives in aligned-triple.ts.
 */

import { bit, digitsOf, popcount } from '../../geometry'
import { alignedTripleExclusion } from './aligned-triple'
import {
  ALL_SIZES,
  checkDeadline,
  memoized,
  combinations,
  deduction,
  firstOf,
  strikes,
  type LogicState,
  type Technique,
  type Visit,
} from '../types'
import { catalogued, ratingOf } from '../catalogue'

// ---------------------------------------------------------------------------------
// Locked pair and locked triple

function searchLocked(s: LogicState, k: number, id: string, rating: number, visit: Visit): void {
  const { g, masks } = s
  const n = g.size
  for (let box = 2 * n; box < 3 * n; box++) {
    const boxCells = g.units[box]!
    // The lines through the box: its rows, then its columns.
    const lines = [
      ...new Set(boxCells.map((c) => g.rowOf[c]!)),
      ...new Set(boxCells.map((c) => n + g.colOf[c]!)),
    ]
    for (const line of lines) {
      const open = boxCells.filter(
        (c) => g.unitsOf[c]!.includes(line) && masks[c]! && popcount(masks[c]!) <= k,
      )
      if (open.length < k) continue
      for (const cells of combinations(open, k)) {
        let union = 0
        for (const c of cells) union |= masks[c]!
        if (popcount(union) !== k) continue
        const inPattern = (c: number) => cells.includes(c)
        const inBox = strikes(s, boxCells, union, inPattern)
        // The line's strikes outside the box: those inside it are the box's already.
        const outside = strikes(
          s,
          g.units[line]!,
          union,
          (c) => inPattern(c) || g.boxOf[c] === box - 2 * n,
        )
        if (!inBox.length || !outside.length) continue
        const eliminate = [...outside, ...inBox].sort((a, b) => a[0] - b[0] || a[1] - b[1])
        const found = deduction(id, rating, {
          cells,
          digits: digitsOf(union),
          units: [line, box],
          eliminate,
        })
        if (visit(found)) return
      }
    }
  }
}

function locked(k: 2 | 3): Technique {
  const facts = catalogued(k === 2 ? 'locked-pair' : 'locked-triple')
  const search = (s: LogicState, visit: Visit) => searchLocked(s, k, facts.id, facts.rating, visit)
  return {
    ...facts,
    // A box and a line share b cells: two on 4x4, so no triple there.
    sizes: ALL_SIZES.filter((n) => Math.sqrt(n) >= k),
    find: firstOf(search),
    search,
  }
}

export const lockedPair = locked(2)
export const lockedTriple = locked(3)

// ---------------------------------------------------------------------------------
// Templates

/**
 * Every template of a 9x9 grid, three words each: cells 0-26, 27-53 and 54-80, i.e.
 * the three bands (a cell's bit is cell % 27 in word cell / 27). Built on first use
 * (46,656 x 3 words) and kept. They are made row by row, so the templates sharing a
 * top band are consecutive (162 runs of 288), and within a run those sharing the
 * middle band too (48 runs of 6, one per order of the bottom band's three columns):
 * the search skips a run whose band already clashes.
 */
let TEMPLATES: Int32Array | null = null
const TOP_RUN = 288
const MIDDLE_RUN = 6

function templates(): Int32Array {
  if (TEMPLATES) return TEMPLATES
  const out = new Int32Array(46656 * 3)
  let count = 0
  const words = [0, 0, 0]
  const walk = (row: number, cols: number, boxes: number) => {
    if (row === 9) {
      out.set(words, count++ * 3)
      return
    }
    for (let col = 0; col < 9; col++) {
      const box = Math.floor(row / 3) * 3 + Math.floor(col / 3)
      if (cols & (1 << col) || boxes & (1 << box)) continue
      const cell = row * 9 + col
      const w = Math.floor(cell / 27)
      words[w]! ^= 1 << (cell % 27)
      walk(row + 1, cols | (1 << col), boxes | (1 << box))
      words[w]! ^= 1 << (cell % 27)
    }
  }
  walk(0, 0, 0)
  TEMPLATES = out
  return out
}

/** The templates (indices) that hold every `placed` cell and no `banned` one (three words each). */
function fitting(placed: readonly number[], banned: readonly number[]): Int32Array {
  const t = templates()
  const [p0, p1, p2] = placed as [number, number, number]
  const [x0, x1, x2] = banned as [number, number, number]
  const out = new Int32Array(t.length / 3)
  let n = 0
  for (let top = 0; top < t.length / 3; top += TOP_RUN) {
    const a = t[top * 3]!
    if (a & x0 || (a & p0) !== p0) continue
    for (let mid = top; mid < top + TOP_RUN; mid += MIDDLE_RUN) {
      const m = t[mid * 3 + 1]!
      if (m & x1 || (m & p1) !== p1) continue
      for (let i = mid; i < mid + MIDDLE_RUN; i++) {
        const z = t[i * 3 + 2]!
        if (z & x2 || (z & p2) !== p2) continue
        out[n++] = i
      }
    }
  }
  return out.subarray(0, n)
}

/** The cells of a three-word set, ascending. */
function cellsOf(w: readonly number[]): number[] {
  const out: number[] = []
  for (let k = 0; k < 3; k++)
    for (let b = 0; b < 27; b++) if (w[k]! & (1 << b)) out.push(k * 27 + b)
  return out
}

interface DigitTemplates {
  /** Indices into TEMPLATES of the templates kept for each digit (index 1..9). */
  kept: Int32Array[]
  /** Cells in every kept template of each digit (three words). */
  all: number[][]
  /** Cells in some kept template of each digit (three words). */
  some: number[][]
  /** The other digits whose forced cells dropped some of a digit's templates. */
  by: number[][]
}

/**
 * The kept templates of every digit, or null when some digit has none (a broken grid).
 * Template set and template delete run one after the other on the same grid (a solve
 * path's step, "all steps here"), so the second reuses them (the state's memo).
 */
function keptTemplates(s: LogicState): DigitTemplates | null {
  return memoized(s, 'templates', () => computeKept(s))
}

function computeKept(s: LogicState): DigitTemplates | null {
  const t = templates()
  const kept: Int32Array[] = [new Int32Array(0)]
  const all: number[][] = [[0, 0, 0]]
  const some: number[][] = [[0, 0, 0]]
  const by: number[][] = [[]]
  for (let d = 1; d <= 9; d++) {
    checkDeadline(s)
    const b = bit(d)
    const placed = [0, 0, 0]
    const banned = [0, 0, 0]
    for (let c = 0; c < 81; c++) {
      const w = (c / 27) | 0
      if (s.values[c] === d) placed[w]! |= 1 << (c % 27)
      else if (s.values[c] || !(s.masks[c]! & b)) banned[w]! |= 1 << (c % 27)
    }
    const list = fitting(placed, banned)
    if (!list.length) return null
    kept.push(list)
    all.push([0, 0, 0])
    some.push([0, 0, 0])
    by.push([])
    summarize(t, kept[d]!, all[d]!, some[d]!)
  }
  // Refine: drop a digit's templates that take a cell another digit needs.
  for (let changed = true; changed;) {
    changed = false
    checkDeadline(s)
    for (let d = 1; d <= 9; d++) {
      const list = kept[d]!
      let n = 0
      for (let i = 0; i < list.length; i++) {
        const o = list[i]! * 3
        let clash = 0
        for (let k = 1; k <= 9 && !clash; k++) {
          if (k === d) continue
          const need = all[k]!
          if ((t[o]! & need[0]!) | (t[o + 1]! & need[1]!) | (t[o + 2]! & need[2]!)) clash = k
        }
        if (clash) {
          if (!by[d]!.includes(clash)) by[d]!.push(clash)
          continue
        }
        list[n++] = list[i]!
      }
      if (n === list.length) continue
      if (!n) return null
      changed = true
      kept[d] = list.subarray(0, n)
      summarize(t, kept[d]!, all[d]!, some[d]!)
    }
  }
  for (const b of by) b.sort((x, y) => x - y)
  return { kept, all, some, by }
}

function summarize(t: Int32Array, list: Int32Array, all: number[], some: number[]): void {
  let a0 = -1
  let a1 = -1
  let a2 = -1
  let s0 = 0
  let s1 = 0
  let s2 = 0
  for (let i = 0; i < list.length; i++) {
    const o = list[i]! * 3
    a0 &= t[o]!
    a1 &= t[o + 1]!
    a2 &= t[o + 2]!
    s0 |= t[o]!
    s1 |= t[o + 1]!
    s2 |= t[o + 2]!
  }
  all.splice(0, 3, a0 & 0x7ffffff, a1 & 0x7ffffff, a2 & 0x7ffffff)
  some.splice(0, 3, s0, s1, s2)
}

function searchTemplates(s: LogicState, set: boolean, visit: Visit): void {
  // The table is 9x9's (16x16 would have some 10^18 templates a digit).
  if (s.g.size !== 9) return
  const kept = keptTemplates(s)
  if (!kept) return
  for (let d = 1; d <= 9; d++) {
    const b = bit(d)
    const cells = set
      ? cellsOf(kept.all[d]!).filter((c) => s.values[c] !== d)
      : Array.from({ length: 81 }, (_, c) => c).filter(
          (c) => s.masks[c]! & b && !(kept.some[d]![(c / 27) | 0]! & (1 << (c % 27))),
        )
    if (!cells.length) continue
    const found = deduction(set ? 'template-set' : 'template-delete', ratingOf('template-set'), {
      cells,
      // The digit, then the digits whose needed cells narrowed its templates.
      digits: [d, ...kept.by[d]!],
      place: set ? cells.map((c) => [c, d] as [number, number]) : [],
      eliminate: set ? [] : cells.map((c) => [c, d] as [number, number]),
    })
    if (visit(found)) return
  }
}

function template(set: boolean): Technique {
  const search = (s: LogicState, visit: Visit) => searchTemplates(s, set, visit)
  return {
    ...catalogued(set ? 'template-set' : 'template-delete'),
    sizes: [9],
    find: firstOf(search),
    search,
  }
}

export const templateSet = template(true)
export const templateDelete = template(false)

/** How many templates each digit keeps (index 1..9; 0 unused), or null on a broken grid. */
export function templateCounts(s: LogicState): number[] | null {
  const kept = keptTemplates(s)
  return kept && kept.kept.map((l) => l.length)
}

/** This family's techniques; the registry orders them (catalogue.ts). */
export const TEMPLATES_AND_MORE: readonly Technique[] = [
  lockedPair,
  lockedTriple,
  templateSet,
  templateDelete,
  alignedTripleExclusion,
]
