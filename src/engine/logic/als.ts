/**
 * Almost locked sets and Sue de Coq (the full set, issue 19). The sets and their
 * restricted commons (RC) are built by als-sets.ts; each move here is a way of
 * forcing one of several ALS to lock, so that a digit z they all hold is placed in
 * one of them and leaves every cell that sees all their cells holding z.
 *
 * ALS-XZ (5.7): A and B share the RC x: one of them loses x and locks, so z goes in
 *   A or B. Doubly linked (two RCs x and y, A and B apart): both RCs go in A or B
 *   and each set is locked on its other digits, which also leave every cell that
 *   sees all their places inside that set.
 * ALS-XY-Wing (6.0): C has the RC x with A and y with B (x != y): C keeps x or y,
 *   so A or B locks.
 * ALS chain (6.3 and up with its length): A1 -x1- A2 -x2- ... An, each RC differing
 *   from the one before: if A1 lacks z it locks, x1 leaves A2, which locks, and so
 *   on, so An holds z. Four to MAX_CHAIN sets (shorter ones are the two above).
 * Death blossom (6.5): a stem cell and, for each of its digits d, an ALS whose
 *   cells holding d all see the stem: whatever the stem holds, that petal locks, so
 *   a digit z every petal holds (and the stem lacks) is in one of them.
 * Sue de Coq: sue-de-coq.ts.
 *
 * Sizes: 9 only (the sets of a 16 x 16 grid are too many to list).
 */

import { bit, digitsOf, popcount } from '../geometry'
import {
  alsCandidates,
  alsGridOf,
  andBits,
  cellsOf,
  digitBits,
  hasBit,
  isEmpty,
  overlaps,
  targets,
  within,
  type Als,
  type AlsGrid,
  type Bits,
} from './als-sets'
import { sueDeCoq } from './sue-de-coq'
import {
  checkDeadline,
  deduction,
  firstOf,
  type Deduction,
  type Link,
  type LogicState,
  type Technique,
  type Visit,
} from './types'

/** The most sets an ALS chain links (the search grows as the degree to this power). */
export const MAX_CHAIN = 6

/** Eliminations gathered per cell, as digit masks. */
class Strikes {
  private readonly byCell = new Map<number, number>()
  add(cells: Bits, d0: number): void {
    for (const c of cellsOf(cells)) this.byCell.set(c, (this.byCell.get(c) ?? 0) | (1 << d0))
  }
  get empty(): boolean {
    return this.byCell.size === 0
  }
  list(): [number, number][] {
    const out: [number, number][] = []
    for (const c of [...this.byCell.keys()].sort((a, b) => a - b))
      for (const d of digitsOf(this.byCell.get(c)!)) out.push([c, d])
    return out
  }
}

/** The cells of several sets, each once, in the order met. */
function cellsOfSets(sets: readonly Als[]): number[] {
  const out: number[] = []
  for (const a of sets) for (const c of a.cells) if (!out.includes(c)) out.push(c)
  return out
}

/** The first cell of a set holding d. */
function firstCell(s: LogicState, a: Als, d: number): number {
  return a.cells.find((c) => s.masks[c]! & bit(d))!
}

/** A weak link per RC digit, between the first cells of `a` and `b` holding it. */
function rcLinks(s: LogicState, a: Als, b: Als, mask: number): Link[] {
  const n = s.g.size
  return digitsOf(mask).map((d) => ({
    from: firstCell(s, a, d) * n + d - 1,
    to: firstCell(s, b, d) * n + d - 1,
    strong: false,
  }))
}

function found(
  s: LogicState,
  id: string,
  rating: number,
  sets: readonly Als[],
  digits: number[],
  links: Link[],
  strikes: Strikes,
  cells = cellsOfSets(sets),
): Deduction {
  return deduction(id, rating, {
    cells,
    digits,
    links,
    eliminate: strikes.list(),
    groups: sets.map((a) => alsCandidates(s, a)),
  })
}

/** z leaves every cell seeing all its places in `sets`, for each z in `zs`. */
function strikeCommon(grid: AlsGrid, sets: readonly Als[], zs: number, strikes: Strikes): void {
  for (const z of digitsOf(zs)) strikes.add(targets(grid, sets, z - 1), z - 1)
}

function searchXz(s: LogicState, visit: Visit, grid = alsGridOf(s)): void {
  const { alses, rc } = grid
  for (let i = 0; i < alses.length; i++) {
    for (const { j, mask } of rc[i]!) {
      if (j < i) continue
      const a = alses[i]!
      const b = alses[j]!
      const strikes = new Strikes()
      // z may be an RC itself when another RC forces the lock.
      const common = a.mask & b.mask
      for (const z of digitsOf(common))
        if (mask & ~bit(z)) strikeCommon(grid, [a, b], bit(z), strikes)
      if (popcount(mask) >= 2 && !overlaps(a.bits, b.bits))
        for (const set of [a, b]) strikeCommon(grid, [set], set.mask & ~mask, strikes)
      if (strikes.empty) continue
      const d = found(s, 'als-xz', 5.7, [a, b], digitsOf(mask), rcLinks(s, a, b, mask), strikes)
      if (visit(d)) return
    }
  }
}

function searchXyWing(s: LogicState, visit: Visit, grid = alsGridOf(s)): void {
  const { alses, rc } = grid
  for (let ci = 0; ci < alses.length; ci++) {
    const partners = rc[ci]!
    const c = alses[ci]!
    for (let p = 0; p < partners.length; p++) {
      const pa = partners[p]!
      const a = alses[pa.j]!
      for (let q = p + 1; q < partners.length; q++) {
        const pb = partners[q]!
        const b = alses[pb.j]!
        const common = a.mask & b.mask
        if (!common) continue
        const strikes = new Strikes()
        let used = 0
        for (const z of digitsOf(common)) {
          const ra = pa.mask & ~bit(z)
          const rb = pb.mask & ~bit(z)
          // C keeps x or y: two different RCs, neither of them z.
          if (!ra || !rb || (ra === rb && popcount(ra) === 1)) continue
          const t = targets(grid, [a, b], z - 1)
          if (isEmpty(t)) continue
          strikes.add(t, z - 1)
          used |= ra | rb
        }
        if (strikes.empty) continue
        const links = [...rcLinks(s, c, a, pa.mask & used), ...rcLinks(s, c, b, pb.mask & used)]
        const d = found(s, 'als-xy-wing', 6.0, [c, a, b], digitsOf(used), links, strikes)
        if (visit(d)) return
      }
    }
    if ((ci & 31) === 0) checkDeadline(s)
  }
}

/** The rating of an ALS chain of `sets` sets: 6.3 for four, a tenth more per two beyond. */
export function chainRating(sets: number): number {
  return Math.round((6.3 + Math.max(0, Math.ceil((sets - 4) / 2)) / 10) * 10) / 10
}

function searchChain(s: LogicState, visit: Visit, grid = alsGridOf(s)): void {
  const { alses, rc } = grid
  const inPath = new Uint8Array(alses.length)
  const path: number[] = []
  const rcs: number[] = []
  let steps = 0
  // Shortest chains first: each length is a search of its own.
  for (let length = 4; length <= MAX_CHAIN; length++) {
    for (let start = 0; start < alses.length; start++) {
      path.push(start)
      inPath[start] = 1
      const stop = walk(start, 0, length)
      inPath[start] = 0
      path.pop()
      if (stop) return
    }
  }

  /** Extends the chain from `cur`, entered by RC digit `inDigit` (0 at the start). */
  function walk(cur: number, inDigit: number, length: number): boolean {
    if ((++steps & 1023) === 0) checkDeadline(s)
    for (const { j, mask } of rc[cur]!) {
      if (inPath[j]) continue
      for (const x of digitsOf(mask)) {
        if (x === inDigit) continue
        path.push(j)
        rcs.push(x)
        inPath[j] = 1
        let stop = false
        if (path.length === length) {
          if (j > path[0]!) stop = report()
        } else stop = walk(j, x, length)
        inPath[j] = 0
        rcs.pop()
        path.pop()
        if (stop) return true
      }
    }
    return false
  }

  function report(): boolean {
    const first = alses[path[0]!]!
    const last = alses[path.at(-1)!]!
    const zs = first.mask & last.mask & ~bit(rcs[0]!) & ~bit(rcs.at(-1)!)
    if (!zs) return false
    const strikes = new Strikes()
    strikeCommon(grid, [first, last], zs, strikes)
    if (strikes.empty) return false
    const sets = path.map((i) => alses[i]!)
    const links = rcs.flatMap((x, k) => rcLinks(s, sets[k]!, sets[k + 1]!, bit(x)))
    const digits = [...new Set(rcs)].sort((a, b) => a - b)
    return visit(found(s, 'als-chain', chainRating(sets.length), sets, digits, links, strikes))
  }
}

function searchDeathBlossom(s: LogicState, visit: Visit, grid = alsGridOf(s)): void {
  const { g, masks } = s
  const { alses, peers, withDigit, words } = grid
  for (let stem = 0; stem < g.cells; stem++) {
    const sm = masks[stem]!
    if (popcount(sm) < 2) continue
    const digits = digitsOf(sm)
    const petals = digits.map((d) =>
      alses.filter(
        (a) =>
          a.mask & bit(d) &&
          !hasBit(a.bits, stem) &&
          within(digitBits(a.holds, d - 1, words), peers[stem]!),
      ),
    )
    if (petals.some((p) => !p.length)) continue
    const order = digits.map((_, k) => k).sort((x, y) => petals[x]!.length - petals[y]!.length)
    const chosen: Als[] = []
    const grow = (k: number, zs: number, reach: Bits[]): boolean => {
      if (k === order.length) {
        const strikes = new Strikes()
        for (const z of digitsOf(zs)) strikes.add(reach[z - 1]!, z - 1)
        if (strikes.empty) return false
        const sets = order.map((o) => chosen[o]!)
        const links: Deduction['links'] = []
        for (let o = 0; o < digits.length; o++) {
          const d = digits[o]!
          for (const c of chosen[o]!.cells.filter((c) => masks[c]! & bit(d)))
            links.push({ from: stem * g.size + d - 1, to: c * g.size + d - 1, strong: false })
        }
        return visit(
          found(s, 'death-blossom', 6.5, sets, digits, links, strikes, [
            stem,
            ...cellsOfSets(sets),
          ]),
        )
      }
      const o = order[k]!
      for (const petal of petals[o]!) {
        let next = zs & petal.mask
        if (!next) continue
        const nextReach = reach.slice()
        for (const z of digitsOf(next)) {
          const t = andBits(reach[z - 1]!, digitBits(petal.sees, z - 1, words))
          nextReach[z - 1] = t
          if (isEmpty(t)) next &= ~bit(z)
        }
        if (!next) continue
        chosen[o] = petal
        if (grow(k + 1, next, nextReach)) return true
      }
      return false
    }
    // reach: the cells each z could leave so far, for the petals chosen.
    if (grow(0, g.all & ~sm, withDigit)) return
    checkDeadline(s)
  }
}

function technique(
  id: string,
  name: string,
  rating: number,
  search: (s: LogicState, visit: Visit) => void,
): Technique {
  return { id, name, rating, sizes: [9], find: firstOf(search), search }
}

export const alsXz = technique('als-xz', 'ALS-XZ', 5.7, (s, v) => searchXz(s, v))
export const alsXyWing = technique('als-xy-wing', 'ALS-XY-Wing', 6.0, (s, v) => searchXyWing(s, v))
export const alsChain = technique('als-chain', 'ALS chain', 6.3, (s, v) => searchChain(s, v))
export const deathBlossom = technique('death-blossom', 'Death blossom', 6.5, (s, v) =>
  searchDeathBlossom(s, v),
)

/** This family's techniques; the registry orders them (full-order.ts). */
export const ALS_TECHNIQUES: readonly Technique[] = [
  sueDeCoq,
  alsXz,
  alsXyWing,
  alsChain,
  deathBlossom,
]
