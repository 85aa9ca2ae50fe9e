/**
 * Uniqueness, the full set: the forms of the deadly rectangle Sudoku Explainer never
 * had, after HoDoKu (UniquenessSolver), and BUG lite after SudokuWiki.
 *
 * The rectangles here are HoDoKu's: four unsolved cells at the corners of a
 * rectangle in two rows, two columns and two boxes, one of them holding exactly the
 * pair {a,b}, and a and b still allowed in every corner by the digits on the board
 * (a corner whose a or b was struck by a technique still counts: "unique rectangles
 * with missing candidates"). The argument never needs the corners' pencil marks: if
 * the four corners ended up a/b/b/a, swapping a and b would give a second solution,
 * whatever was struck from them before. `plain` corners hold nothing but a and/or b,
 * `extra` corners hold other digits too.
 *   HoDoKu's forms of types 1 to 4 (`unique-rectangle-hodoku`): SE's types on a
 *     rectangle where some corner lost a or b, which SE does not look at, and on any
 *     rectangle type 3's other naked subsets (SE keeps the easiest one), with the
 *     box a line subset locks. The SE set must keep finding what SE finds, so these
 *     live in the full set only.
 *   Type 5: one extra digit x in two diagonal corners or in three: one of them is x,
 *     so x leaves every cell that sees them all. (SE's type 2 takes the diagonal
 *     form with equal cells as its own; HoDoKu and this file call it type 5.)
 *   Type 6: two diagonal extra corners, and a has no place in the rectangle's rows
 *     and columns outside it: a sits on one diagonal, and not on the extra one (the
 *     plain diagonal would then be b/b), so the extra corners lose a.
 *   Hidden rectangle: a plain corner C; in the row and the column through the
 *     opposite corner D, a has no place outside the rectangle. D = b would force a
 *     into both neighbours of D and so C = b: the deadly pattern. D loses b.
 *   Avoidable rectangles: the same pattern over cells solved while solving (never
 *     givens, which the swap could not move). Type 1: three corners solved a/b/b:
 *     the fourth cannot be a. Type 2: two solved corners a and b side by side, the
 *     other two {b,x} and {a,x}: one of them is x, so x leaves the cells seeing both.
 *     These need to know which digits are givens: `givens` on the state (1 = given);
 *     without it they find nothing.
 *   BUG lite: a set of unsolved cells where every cell but one holds two digits of
 *     the set, and each digit of a cell appears exactly twice in each of that cell's
 *     row, column and box within the set: the digits could be swapped around it.
 *     The one cell with more digits cannot take either digit of the pattern. Three
 *     digits or more (two make a unique rectangle or loop, SE's), ten cells at most.
 */

import { bit, digitsOf, popcount } from '../../geometry'
import { RECTANGLE, roofSubset, unitsShared } from './uniqueness'
import {
  checkDeadline,
  combinations,
  deduction,
  firstOf,
  movesKey,
  placesOf,
  sees,
  strikes,
  type Deduction,
  type LogicState,
  type Technique,
} from '../types'

/**
 * A state that may say which digits on the board are givens (1) and which were
 * placed while solving (0); the avoidable rectangles need it (see the lead's
 * `LogicState.givens`, proposed with this file).
 */
type WithGivens = LogicState & { readonly givens?: Uint8Array }

/** HoDoKu's ratings have no SE counterpart for these: our SE-scale estimates (issue 19 contract). */
const UR5 = 4.6
const UR6 = 4.6
const HIDDEN = 4.6
const AVOIDABLE = 4.5
const BUG_LITE = 5.7

/** One rectangle: corners r1c1, r1c2, r2c1, r2c2; its pair; the corners of only a/b and the others. */
interface Rectangle {
  corners: [number, number, number, number]
  pair: number
  plain: number[]
  extra: number[]
  /** Some corner lacks a or b (SE's rectangles never do). */
  missing: boolean
}

/** What the digits on the board leave each cell, pencil-mark strikes aside (HoDoKu's "allowed"). */
function allowedMasks(s: LogicState): Uint16Array {
  const { g, values } = s
  const out = new Uint16Array(g.cells)
  for (let c = 0; c < g.cells; c++) {
    let m = g.all
    for (const p of g.peers[c]!) if (values[p]) m &= ~bit(values[p]!)
    out[c] = m
  }
  return out
}

/** The four cells of each rectangle over two boxes, as [r1c1, r1c2, r2c1, r2c2]; `visit` returns true to stop. */
function eachRectangleCells(
  s: LogicState,
  visit: (corners: [number, number, number, number]) => boolean,
): void {
  const { g } = s
  const n = g.size
  const box = g.boxOf
  for (let r1 = 0; r1 < n; r1++)
    for (let r2 = r1 + 1; r2 < n; r2++)
      for (let c1 = 0; c1 < n; c1++)
        for (let c2 = c1 + 1; c2 < n; c2++) {
          const a = r1 * n + c1
          const b = r1 * n + c2
          const c = r2 * n + c1
          const d = r2 * n + c2
          const rowsBoxed = box[a] === box[b] && box[c] === box[d] && box[a] !== box[c]
          const colsBoxed = box[a] === box[c] && box[b] === box[d] && box[a] !== box[b]
          if ((rowsBoxed || colsBoxed) && visit([a, b, c, d])) return
        }
}

/** Each of HoDoKu's unique rectangles (missing candidates allowed); `visit` returns true to stop. */
function eachRectangle(s: LogicState, visit: (r: Rectangle) => boolean): void {
  const { masks, values } = s
  const allowed = allowedMasks(s)
  eachRectangleCells(s, (corners) => {
    if (corners.some((c) => values[c])) return false
    // The pairs: each corner of exactly two digits names one.
    const pairs: number[] = []
    for (const c of corners)
      if (popcount(masks[c]!) === 2 && !pairs.includes(masks[c]!)) pairs.push(masks[c]!)
    for (const pair of pairs) {
      if (corners.some((c) => (allowed[c]! & pair) !== pair)) continue
      const plain = corners.filter((c) => !(masks[c]! & ~pair))
      const extra = corners.filter((c) => masks[c]! & ~pair)
      const missing = corners.some((c) => (masks[c]! & pair) !== pair)
      if (visit({ corners, pair, plain, extra, missing })) return true
    }
    return false
  })
}

/** The other digit of a pair. */
function other(pair: number, d: number): number {
  return digitsOf(pair & ~bit(d))[0]!
}

/** [cell, digit] for each digit of `mask` the cell still holds. */
function struck(s: LogicState, cell: number, mask: number): [number, number][] {
  return digitsOf(s.masks[cell]! & mask).map((d) => [cell, d] as [number, number])
}

/** Cells outside `pattern` that see every cell of `sources` and hold digit d. */
function seeingAll(
  s: LogicState,
  sources: readonly number[],
  pattern: readonly number[],
  d: number,
): [number, number][] {
  const out: [number, number][] = []
  for (const c of s.g.peers[sources[0]!]!) {
    if (pattern.includes(c) || !(s.masks[c]! & bit(d))) continue
    if (sources.every((x) => x === c || sees(s.g, x, c))) out.push([c, d])
  }
  return out
}

/** Two corners in one row or column. */
function inLine(s: LogicState, a: number, b: number): boolean {
  return s.g.rowOf[a] === s.g.rowOf[b] || s.g.colOf[a] === s.g.colOf[b]
}

/** The candidates `d` of `cells` as fins (cell * size + d - 1), where present. */
function finsOf(s: LogicState, cells: readonly number[], d: number): number[] {
  return cells.filter((c) => s.masks[c]! & bit(d)).map((c) => c * s.g.size + d - 1)
}

/** Type 3's naked subsets go up to this many cells besides the roof (a quad with it). */
const MAX_ROOF_PARTNERS = 3

/**
 * Type 3 as HoDoKu reads it: the roof (two extra corners sharing a unit) acts as one
 * cell holding one of its extra digits X; with k other cells of the unit that hold
 * neither a nor b and k + 1 digits with X in all, the roof and those cells hold
 * those digits (two roof cells cannot both take extra digits: k + 2 cells, k + 1
 * digits), so they leave the rest of the unit, and of the box too when the roof and
 * the k cells all lie in one box. Every such subset, not only SE's easiest.
 */
function typeThree(s: LogicState, r: Rectangle, visit: (d: Deduction) => boolean): boolean {
  const { g, masks } = s
  const { corners, pair } = r
  const [e1, e2] = r.extra as [number, number]
  const x = (masks[e1]! | masks[e2]!) & ~pair
  for (const u of unitsShared(s, e1, e2)) {
    const isBox = u >= 2 * g.size
    const others = g.units[u]!.filter(
      (c) => masks[c] && c !== e1 && c !== e2 && !corners.includes(c) && !(masks[c]! & pair),
    )
    for (let k = 1; k <= Math.min(MAX_ROOF_PARTNERS, others.length); k++)
      for (const cells of combinations(others, k)) {
        const digits = cells.reduce((m, c) => m | masks[c]!, x)
        if (popcount(digits) !== k + 1) continue
        const locked = [e1, e2, ...cells]
        const box = g.boxOf[e1]!
        const oneBox = locked.every((c) => g.boxOf[c] === box)
        // A box subset along one line is the line's, found there.
        if (isBox && locked.every((c) => inLine(s, e1, c) && inLine(s, e2, c))) continue
        const units = !isBox && oneBox ? [u, 2 * g.size + box] : [u]
        const from = new Set(units.flatMap((v) => g.units[v]!))
        const elims = strikes(s, [...from], digits, (c) => locked.includes(c))
        if (!elims.length) continue
        const found = deduction('unique-rectangle-3', Math.round((RECTANGLE + k / 10) * 10) / 10, {
          cells: [...corners, ...cells],
          digits: [...digitsOf(pair), ...digitsOf(digits)],
          units,
          eliminate: elims,
        })
        if (visit(found)) return true
      }
  }
  return false
}

/** SE's types 1 to 4 on a rectangle with missing candidates (the others are uniqueness.ts's). */
function missingForms(s: LogicState, r: Rectangle, visit: (d: Deduction) => boolean): boolean {
  const { corners, pair, plain, extra } = r
  const digits = digitsOf(pair)
  if (plain.length === 3) {
    const elims = struck(s, extra[0]!, pair)
    return (
      !!elims.length &&
      visit(
        deduction('unique-rectangle-1', RECTANGLE, { cells: corners, digits, eliminate: elims }),
      )
    )
  }
  if (plain.length !== 2) return false
  const [e1, e2] = extra as [number, number]
  if (!inLine(s, e1, e2)) return false
  const xs = (s.masks[e1]! | s.masks[e2]!) & ~pair
  if (popcount(xs) === 1) {
    const x = digitsOf(xs)[0]!
    const elims = seeingAll(s, extra, corners, x)
    if (
      elims.length &&
      visit(
        deduction('unique-rectangle-2', RECTANGLE, {
          cells: corners,
          digits: [...digits, x],
          eliminate: elims,
        }),
      )
    )
      return true
  }
  // SE's easiest subset (hidden ones too), then HoDoKu's others.
  const three = roofSubset(s, 'unique-rectangle-3', RECTANGLE, corners, pair, [e1, e2])
  if (three && visit(three)) return true
  const seen = three ? movesKey(three) : ''
  if (typeThree(s, r, (d) => movesKey(d) !== seen && visit(d))) return true
  for (const d of digits) {
    // d is allowed in the roof's units (no digit on the board is d there): its places
    // in one of them are the roof only. One deduction for all such units.
    const units = unitsShared(s, e1, e2).filter((u) => {
      const cells = s.g.units[u]!
      const roof = (1 << cells.indexOf(e1)) | (1 << cells.indexOf(e2))
      return !(placesOf(s, u, bit(d)) & ~roof)
    })
    const elims = [...struck(s, e1, bit(other(pair, d))), ...struck(s, e2, bit(other(pair, d)))]
    if (
      units.length &&
      elims.length &&
      visit(
        deduction('unique-rectangle-4', RECTANGLE, {
          cells: corners,
          digits,
          units,
          eliminate: elims,
        }),
      )
    )
      return true
  }
  return false
}

/**
 * The type 3 subsets SE's rectangle (uniqueness.ts) leaves out on a rectangle whose
 * corners keep a and b: every naked subset but the one SE takes.
 */
function moreThrees(s: LogicState, r: Rectangle, visit: (d: Deduction) => boolean): boolean {
  if (r.plain.length !== 2 || !unitsShared(s, r.extra[0]!, r.extra[1]!).length) return false
  const se = roofSubset(s, 'unique-rectangle-3', RECTANGLE, r.corners, r.pair, [
    r.extra[0]!,
    r.extra[1]!,
  ])
  const seen = se ? movesKey(se) : ''
  return typeThree(s, r, (d) => movesKey(d) !== seen && visit(d))
}

const hodokuRectangles: Technique = {
  id: 'unique-rectangle-hodoku',
  name: "Unique rectangle (HoDoKu's forms)",
  rating: RECTANGLE,
  sizes: [9],
  uniqueness: true,
  gives: ['unique-rectangle-1', 'unique-rectangle-2', 'unique-rectangle-3', 'unique-rectangle-4'],
  find: (s) => firstOf(hodokuRectangles.search)(s),
  search: (s, visit) =>
    eachRectangle(s, (r) => (r.missing ? missingForms(s, r, visit) : moreThrees(s, r, visit))),
}

const type5: Technique = {
  id: 'unique-rectangle-5',
  name: 'Unique rectangle type 5',
  rating: UR5,
  sizes: [9],
  uniqueness: true,
  find: (s) => firstOf(type5.search)(s),
  search: (s, visit) =>
    eachRectangle(s, ({ corners, pair, plain, extra }) => {
      if (plain.length === 2 ? inLine(s, extra[0]!, extra[1]!) : plain.length !== 1) return false
      const xs = extra.reduce((m, c) => m | (s.masks[c]! & ~pair), 0)
      if (popcount(xs) !== 1) return false
      const x = digitsOf(xs)[0]!
      const elims = seeingAll(s, extra, corners, x)
      return (
        !!elims.length &&
        visit(
          deduction('unique-rectangle-5', UR5, {
            cells: corners,
            digits: [...digitsOf(pair), x],
            eliminate: elims,
            fins: finsOf(s, extra, x),
          }),
        )
      )
    }),
}

const type6: Technique = {
  id: 'unique-rectangle-6',
  name: 'Unique rectangle type 6',
  rating: UR6,
  sizes: [9],
  uniqueness: true,
  find: (s) => firstOf(type6.search)(s),
  search: (s, visit) =>
    eachRectangle(s, ({ corners, pair, plain, extra }) => {
      if (plain.length !== 2 || inLine(s, extra[0]!, extra[1]!)) return false
      const { g } = s
      const n = g.size
      const lines = [g.rowOf[corners[0]]!, g.rowOf[corners[3]]!]
      const cols = [n + g.colOf[corners[0]]!, n + g.colOf[corners[3]]!]
      for (const d of digitsOf(pair)) {
        // d has no place in the two rows and two columns but the corners: an X-Wing on them.
        const outside = [...lines, ...cols].some((u) =>
          g.units[u]!.some((c) => !corners.includes(c) && s.masks[c]! & bit(d)),
        )
        if (outside) continue
        const elims = extra.flatMap((c) => struck(s, c, bit(d)))
        if (
          elims.length &&
          visit(
            deduction('unique-rectangle-6', UR6, {
              cells: corners,
              digits: [d, other(pair, d)],
              units: [...lines, ...cols],
              eliminate: elims,
            }),
          )
        )
          return true
      }
      return false
    }),
}

const hidden: Technique = {
  id: 'hidden-rectangle',
  name: 'Hidden rectangle',
  rating: HIDDEN,
  sizes: [9],
  uniqueness: true,
  find: (s) => firstOf(hidden.search)(s),
  search: (s, visit) =>
    eachRectangle(s, ({ corners, pair, plain }) => {
      if (plain.length === 2 ? inLine(s, plain[0]!, plain[1]!) : plain.length !== 1) return false
      const { g } = s
      for (const corner of plain) {
        // The opposite corner: corners are r1c1, r1c2, r2c1, r2c2.
        const far = corners[3 - corners.indexOf(corner)]!
        const units = [g.unitsOf[far]![0], g.unitsOf[far]![1]]
        for (const d of digitsOf(pair)) {
          const outside = units.some((u) =>
            g.units[u]!.some((c) => !corners.includes(c) && s.masks[c]! & bit(d)),
          )
          if (outside) continue
          const elims = struck(s, far, bit(other(pair, d)))
          if (
            elims.length &&
            visit(
              deduction('hidden-rectangle', HIDDEN, {
                cells: corners,
                digits: [d, other(pair, d)],
                units,
                eliminate: elims,
              }),
            )
          )
            return true
        }
      }
      return false
    }),
}

/**
 * Each avoidable rectangle: four cells that are not givens, over two boxes, the
 * solved ones of a diagonal all one digit and the two diagonals' digits different;
 * told with the unsolved corners and the digit each would need for the pattern.
 */
function eachAvoidable(
  s: LogicState,
  visit: (corners: number[], open: number[], needs: number[], pair: number) => boolean,
): void {
  const givens = (s as WithGivens).givens
  if (!givens) return
  const { values } = s
  eachRectangleCells(s, (corners) => {
    if (corners.some((c) => givens[c])) return false
    // Diagonals: r1c1 with r2c2, r1c2 with r2c1.
    const need = [0, 0]
    for (const [i, c] of corners.entries()) {
      const v = values[c]!
      if (!v) continue
      const diag = i === 0 || i === 3 ? 0 : 1
      if (need[diag] && need[diag] !== v) return false
      need[diag] = v
    }
    if (!need[0] || !need[1] || need[0] === need[1]) return false
    const open = corners.filter((c) => !values[c])
    if (!open.length) return false
    const needs = open.map((c) => need[[0, 3].includes(corners.indexOf(c)) ? 0 : 1]!)
    return visit(corners, open, needs, bit(need[0]!) | bit(need[1]!))
  })
}

const avoidable1: Technique = {
  id: 'avoidable-rectangle-1',
  name: 'Avoidable rectangle type 1',
  rating: AVOIDABLE,
  sizes: [9],
  uniqueness: true,
  find: (s) => firstOf(avoidable1.search)(s),
  search: (s, visit) =>
    eachAvoidable(s, (corners, open, needs, pair) => {
      if (open.length !== 1) return false
      const elims = struck(s, open[0]!, bit(needs[0]!))
      return (
        !!elims.length &&
        visit(
          deduction('avoidable-rectangle-1', AVOIDABLE, {
            cells: corners,
            digits: digitsOf(pair),
            eliminate: elims,
          }),
        )
      )
    }),
}

const avoidable2: Technique = {
  id: 'avoidable-rectangle-2',
  name: 'Avoidable rectangle type 2',
  rating: AVOIDABLE,
  sizes: [9],
  uniqueness: true,
  find: (s) => firstOf(avoidable2.search)(s),
  search: (s, visit) =>
    eachAvoidable(s, (corners, open, needs, pair) => {
      if (open.length !== 2 || !inLine(s, open[0]!, open[1]!)) return false
      // Each open corner holds its pattern digit and one more, the same x in both.
      const [m1, m2] = open.map((c) => s.masks[c]!) as [number, number]
      const x1 = m1 & ~bit(needs[0]!)
      if (popcount(m1) !== 2 || popcount(m2) !== 2 || popcount(x1) !== 1) return false
      if (!(m1 & bit(needs[0]!)) || m2 !== (bit(needs[1]!) | x1)) return false
      const x = digitsOf(x1)[0]!
      const elims = seeingAll(s, open, corners, x)
      return (
        !!elims.length &&
        visit(
          deduction('avoidable-rectangle-2', AVOIDABLE, {
            cells: corners,
            digits: [...digitsOf(pair), x],
            eliminate: elims,
            fins: finsOf(s, open, x),
          }),
        )
      )
    }),
}

/** BUG lite's pattern is at most this many cells (a loop of 10 or a 2x5 block), to bound the search. */
const MAX_BUG_LITE = 10
/** Steps of the search for one cell and pair before it gives up (bivalue-rich grids branch a lot). */
const BUG_LITE_STEPS = 4000

/**
 * A BUG lite through `start` on `pair`: unsolved cells, `start` and cells of exactly
 * two digits, where each digit of a cell (start: of the pair) appears exactly twice
 * in each of its row, column and box among them, over three digits or more (two
 * digits make a unique rectangle or loop, SE's). The cells, start first, or null.
 */
function bugLiteThrough(s: LogicState, start: number, pair: number): number[] | null {
  const { g, masks } = s
  const stride = g.size + 1
  const count = new Uint8Array(3 * g.size * stride)
  const inSet = new Uint8Array(g.cells)
  const cells: number[] = []
  const digitsIn = (c: number) => digitsOf(c === start ? pair : masks[c]!)
  const move = (c: number, by: number) => {
    for (const u of g.unitsOf[c]!) for (const d of digitsIn(c)) count[u * stride + d]! += by
    inSet[c] = by > 0 ? 1 : 0
    if (by > 0) cells.push(c)
    else cells.pop()
  }
  let steps = 0
  const grow = (): boolean => {
    if (++steps > BUG_LITE_STEPS) return false
    // The first unit where a digit of the pattern has one place only: it needs another.
    let unit = -1
    let digit = 0
    find: for (const c of cells)
      for (const u of g.unitsOf[c]!)
        for (const d of digitsIn(c))
          if (count[u * stride + d] === 1) {
            unit = u
            digit = d
            break find
          }
    if (unit < 0) {
      const all = cells.reduce((m, c) => m | (c === start ? pair : masks[c]!), 0)
      return popcount(all) >= 3
    }
    if (cells.length >= MAX_BUG_LITE) return false
    for (const c of g.units[unit]!) {
      const m = masks[c]!
      if (inSet[c] || popcount(m) !== 2 || !(m & bit(digit))) continue
      // No digit may reach three places in a unit.
      if (g.unitsOf[c]!.some((u) => digitsOf(m).some((d) => count[u * stride + d]! >= 2))) continue
      move(c, 1)
      if (grow()) return true
      move(c, -1)
    }
    return false
  }
  move(start, 1)
  return grow() ? cells.slice() : null
}

const bugLite: Technique = {
  id: 'bug-lite',
  name: 'BUG lite',
  rating: BUG_LITE,
  sizes: [9],
  uniqueness: true,
  find: (s) => firstOf(bugLite.search)(s),
  search: (s, visit) => {
    const { g, masks } = s
    for (let c = 0; c < g.cells; c++) {
      if (popcount(masks[c]!) < 3) continue
      const ds = digitsOf(masks[c]!)
      for (let i = 0; i < ds.length; i++)
        for (let j = i + 1; j < ds.length; j++) {
          checkDeadline(s)
          const pair = bit(ds[i]!) | bit(ds[j]!)
          const cells = bugLiteThrough(s, c, pair)
          if (!cells) continue
          const found = deduction('bug-lite', BUG_LITE, {
            cells,
            digits: [ds[i]!, ds[j]!],
            eliminate: [
              [c, ds[i]!],
              [c, ds[j]!],
            ],
          })
          if (visit(found)) return
        }
    }
  },
}

/** This family's techniques; the registry orders them (full-order.ts). */
export const UNIQUENESS_EXTENDED: readonly Technique[] = [
  hodokuRectangles,
  type5,
  type6,
  hidden,
  avoidable1,
  avoidable2,
  bugLite,
]
