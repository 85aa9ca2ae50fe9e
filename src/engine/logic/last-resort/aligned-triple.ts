/**
 * Aligned triple exclusion (7.5 on our scale; older versions of SE had it), as
 * SudokuWiki defines it. Three unsolved cells that see each other pairwise lie in
 * one unit (a row, column or box; a box's part of a line lies in two), so they hold
 * three different digits. A combination of their candidates is impossible when it
 * would leave other cells of such a unit (each of which sees all three) with fewer
 * digits than cells: a bivalue cell or an almost locked set (k cells, k + 1 digits)
 * cannot lose two of its digits, and a cell with three candidates cannot lose all
 * three (SE's rule). A candidate of the three that belongs to no possible
 * combination is struck.
 *
 * The cap: the sets are drawn from the unit(s) of the triple only (at most six other
 * cells, so at most 63 sets a unit), and the search reads the deadline once per unit.
 * Aligned pair exclusion (exclusion.ts, the SE set) is left as it is.
 */

import { bit, digitsOf, popcount } from '../../geometry'
import {
  checkDeadline,
  deduction,
  firstOf,
  type Deduction,
  type LogicState,
  type Technique,
  type Visit,
} from '../types'
import { catalogued, ratingOf } from '../catalogue'

/** A set of a unit's cells: where (positions in the unit, as bits), its digits, how many it may lose. */
interface Blocker {
  where: number
  mask: number
  slack: number
}

/** Every almost locked set of a unit's unsolved cells (a bivalue cell is one), and every cell with three candidates. */
function unitBlockers(s: LogicState, unit: number): Blocker[] {
  const cells = s.g.units[unit]!
  const open: number[] = []
  for (let i = 0; i < cells.length; i++) if (s.masks[cells[i]!]) open.push(i)
  const out: Blocker[] = []
  const union = new Int32Array(1 << open.length)
  for (let pick = 1; pick < 1 << open.length; pick++) {
    const low = 31 - Math.clz32(pick & -pick)
    union[pick] = union[pick & (pick - 1)]! | s.masks[cells[open[low]!]!]!
    const slack = popcount(union[pick]!) - popcount(pick)
    if (slack !== 1 && !(slack === 2 && !(pick & (pick - 1)))) continue
    let where = 0
    for (let i = 0; i < open.length; i++) if (pick & (1 << i)) where |= 1 << open[i]!
    out.push({ where, mask: union[pick]!, slack })
  }
  return out
}

/** Whether a set bars three distinct digits (bits): they would take more of its digits than it can spare (the sets shown). */
function bars(b: Blocker, combo: number): boolean {
  return popcount(combo & b.mask) > b.slack
}

function searchAte(s: LogicState, visit: Visit): void {
  const { g, masks } = s
  const n = g.size
  const blockers: Blocker[][] = []
  for (let u = 0; u < 3 * n; u++) blockers.push(unitBlockers(s, u))
  for (let u = 0; u < 3 * n; u++) {
    checkDeadline(s)
    const cells = g.units[u]!
    const open = cells.filter((c) => masks[c]!)
    for (let i = 0; i < open.length; i++) {
      for (let j = i + 1; j < open.length; j++) {
        for (let k = j + 1; k < open.length; k++) {
          const triple = [open[i]!, open[j]!, open[k]!] as const
          // The units holding all three: a box's part of a line is met in the line.
          const units = g.unitsOf[triple[0]]!.filter(
            (v) => g.unitsOf[triple[1]]!.includes(v) && g.unitsOf[triple[2]]!.includes(v),
          )
          if (units[0] !== u) continue
          const found = exclude(s, blockers, units, triple)
          if (found && visit(found)) return
        }
      }
    }
  }
}

/** The deduction of one triple (its units, the first where it was met), or null when it strikes nothing. */
function exclude(
  s: LogicState,
  blockers: readonly Blocker[][],
  units: readonly number[],
  triple: readonly [number, number, number],
): Deduction | null {
  const { g, masks } = s
  const [a, b, c] = triple
  // The sets of each unit that avoid the triple's cells, with their unit.
  const sets: { unit: number; b: Blocker }[] = []
  for (const v of units) {
    const cells = g.units[v]!
    const mine = (1 << cells.indexOf(a)) | (1 << cells.indexOf(b)) | (1 << cells.indexOf(c))
    for (const bl of blockers[v]!) if (!(bl.where & mine)) sets.push({ unit: v, b: bl })
  }
  if (!sets.length) return null
  // barPair[x]: the digits that may not join x in the triple (an ALS holds both);
  // barTriple[x * 16 + y]: the digits that may not join x and y (a cell holds all three).
  const barPair = new Int32Array(g.size + 1)
  const barTriple = new Int32Array(16 * 16)
  for (const { b: bl } of sets) {
    const ds = digitsOf(bl.mask)
    for (const x of ds) {
      if (bl.slack === 1) barPair[x]! |= bl.mask & ~bit(x)
      else for (const y of ds) if (y !== x) barTriple[x * 16 + y]! |= bl.mask & ~bit(x) & ~bit(y)
    }
  }
  const ma = masks[a]!
  const mb = masks[b]!
  const mc = masks[c]!
  let okA = 0
  let okB = 0
  let okC = 0
  const barred: number[] = []
  for (let x = 1; x <= g.size; x++) {
    if (!(ma & bit(x))) continue
    for (let y = 1; y <= g.size; y++) {
      if (y === x || !(mb & bit(y))) continue
      const pairBarred = barPair[x]! & bit(y)
      for (let z = 1; z <= g.size; z++) {
        if (z === x || z === y || !(mc & bit(z))) continue
        if (pairBarred || (barPair[x]! | barPair[y]! | barTriple[x * 16 + y]!) & bit(z)) {
          barred.push(x, y, z)
          continue
        }
        okA |= bit(x)
        okB |= bit(y)
        okC |= bit(z)
      }
    }
  }
  // No combination at all: the grid is broken, which is no deduction.
  if (!okA) return null
  const eliminate: [number, number][] = []
  for (const [cell, m, ok] of [
    [a, ma, okA],
    [b, mb, okB],
    [c, mc, okC],
  ] as const)
    for (const d of digitsOf(m & ~ok)) eliminate.push([cell, d])
  if (!eliminate.length) return null
  // The sets shown: for each barred combination holding a struck candidate, the first set that bars it.
  const used = new Set<{ unit: number; b: Blocker }>()
  const struck = (cell: number, d: number) => eliminate.some(([e, k]) => e === cell && k === d)
  for (let t = 0; t < barred.length; t += 3) {
    const [x, y, z] = [barred[t]!, barred[t + 1]!, barred[t + 2]!]
    if (!struck(a, x) && !struck(b, y) && !struck(c, z)) continue
    const combo = bit(x) | bit(y) | bit(z)
    used.add(sets.find((e) => bars(e.b, combo))!)
  }
  const groups = [...used].map(({ unit, b: bl }) =>
    g.units[unit]!.filter((_, i) => bl.where & (1 << i)),
  )
  const others = [...new Set(groups.flat())].sort((p, q) => p - q)
  return deduction('aligned-triple-exclusion', ratingOf('aligned-triple-exclusion'), {
    cells: [a, b, c, ...others],
    digits: digitsOf(ma | mb | mc),
    units: [...units],
    eliminate,
    groups: groups.map((cells) =>
      cells.flatMap((cell) => digitsOf(masks[cell]!).map((d) => cell * g.size + d - 1)),
    ),
  })
}

export const alignedTripleExclusion: Technique = {
  ...catalogued('aligned-triple-exclusion'),
  sizes: [9],
  find: firstOf(searchAte),
  search: searchAte,
}
