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

import { bit, digitsOf, popcount } from '../../geometry'
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
} from '../types'
import { catalogued, ratingOf } from '../catalogue'

/** The most sets an ALS chain links (each state of the walk is met once, so the cost grows slowly with it). */
export const MAX_CHAIN = 8

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
      const d = found(
        s,
        'als-xz',
        ratingOf('als-xz'),
        [a, b],
        digitsOf(mask),
        rcLinks(s, a, b, mask),
        strikes,
      )
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
        const d = found(
          s,
          'als-xy-wing',
          ratingOf('als-xy-wing'),
          [c, a, b],
          digitsOf(used),
          links,
          strikes,
        )
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

/**
 * From each set A1 and each RC x1 it may keep, a breadth-first walk over "set j
 * lacks RC x" (so j keeps its other digits, and those that are RCs leave the next
 * sets): each such state is met once, by its shortest chain, and a state four or
 * more sets out reports z (A1 and j both hold it, neither x1 nor x) for the cells
 * that see all its places in A1 and j.
 */
function searchChain(s: LogicState, visit: Visit, grid = alsGridOf(s)): void {
  const { alses, rc, words, withDigit } = grid
  const n = s.g.size
  // Per set, the digits with a cell outside that sees all its places: the only z
  // a chain starting or ending there can strike.
  const strikable = alses.map((a) => {
    let m = 0
    for (const z of digitsOf(a.mask)) {
      const at = (z - 1) * words
      for (let w = 0; w < words; w++) if (a.sees[at + w]! & withDigit[z - 1]![w]!) m |= bit(z)
    }
    return m
  })
  const seen = new Int32Array(alses.length * n)
  const parent = new Int32Array(alses.length * n)
  let run = 0
  let steps = 0
  const told = new Set<string>()
  for (let start = 0; start < alses.length; start++) {
    const zsStart = strikable[start]!
    if (!zsStart) continue
    let firsts = 0
    for (const { mask } of rc[start]!) firsts |= mask
    for (const x1 of digitsOf(firsts)) {
      const zs = zsStart & ~bit(x1)
      if (!zs) continue
      run++
      // A state is set * n + (x - 1): the set lacks x.
      let layer: number[] = []
      for (const { j, mask } of rc[start]!)
        if (mask & bit(x1) && seen[j * n + x1 - 1] !== run) {
          seen[j * n + x1 - 1] = run
          parent[j * n + x1 - 1] = -1
          layer.push(j * n + x1 - 1)
        }
      for (let sets = 3; sets <= MAX_CHAIN && layer.length; sets++) {
        const next: number[] = []
        for (const state of layer) {
          if ((++steps & 255) === 0) checkDeadline(s)
          const cur = Math.floor(state / n)
          const x = (state % n) + 1
          for (const { j, mask } of rc[cur]!) {
            if (j === start) continue
            let ys = mask & ~(1 << (x - 1))
            while (ys) {
              const low = ys & -ys
              ys ^= low
              const to = j * n + 31 - Math.clz32(low)
              if (seen[to] === run) continue
              seen[to] = run
              parent[to] = state
              next.push(to)
              if (sets >= 4 && j > start && zs & strikable[j]! && report(start, x1, to)) return
            }
          }
        }
        layer = next
      }
    }
  }

  /** Reports the chain from `start` to the state `end`; true to stop. */
  function report(start: number, x1: number, end: number): boolean {
    const path: number[] = []
    const rcs: number[] = []
    for (let st = end; st !== -1; st = parent[st]!) {
      path.unshift(Math.floor(st / n))
      rcs.unshift((st % n) + 1)
    }
    path.unshift(start)
    // A walk may pass one set twice (sound, but no chain to draw): left out.
    if (new Set(path).size !== path.length) return false
    const first = alses[start]!
    const last = alses[path.at(-1)!]!
    const zs = first.mask & last.mask & ~bit(x1) & ~bit(rcs.at(-1)!)
    const strikes = new Strikes()
    strikeCommon(grid, [first, last], zs, strikes)
    if (strikes.empty) return false
    // A chain striking just what an earlier one struck (other ends, another way) is
    // not told again: there are thousands in an open grid.
    const key = strikes.list().join(' ')
    if (told.has(key)) return false
    told.add(key)
    const sets = path.map((i) => alses[i]!)
    const links = rcs.flatMap((x, k) => rcLinks(s, sets[k]!, sets[k + 1]!, bit(x)))
    const digits = [...new Set(rcs)].sort((a, b) => a - b)
    return visit(found(s, 'als-chain', chainRating(sets.length), sets, digits, links, strikes))
  }
}

function searchDeathBlossom(s: LogicState, visit: Visit, grid = alsGridOf(s)): void {
  const { g, masks } = s
  const { alses, peers, withDigit, words } = grid
  let steps = 0
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
      if ((++steps & 1023) === 0) checkDeadline(s)
      if (k === order.length) {
        const strikes = new Strikes()
        for (const z of digitsOf(zs)) strikes.add(reach[z - 1]!, z - 1)
        if (strikes.empty) return false
        const sets = digits.map((_, o) => chosen[o]!)
        const links: Deduction['links'] = []
        for (let o = 0; o < digits.length; o++) {
          const d = digits[o]!
          for (const c of chosen[o]!.cells.filter((c) => masks[c]! & bit(d)))
            links.push({ from: stem * g.size + d - 1, to: c * g.size + d - 1, strong: false })
        }
        return visit(
          found(s, 'death-blossom', ratingOf('death-blossom'), sets, digits, links, strikes, [
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

function technique(id: string, search: (s: LogicState, visit: Visit) => void): Technique {
  return { ...catalogued(id), sizes: [9], find: firstOf(search), search }
}

export const alsXz = technique('als-xz', (s, v) => searchXz(s, v))
export const alsXyWing = technique('als-xy-wing', (s, v) => searchXyWing(s, v))
export const alsChain = technique('als-chain', (s, v) => searchChain(s, v))
export const deathBlossom = technique('death-blossom', (s, v) => searchDeathBlossom(s, v))

/** This family's techniques; the registry orders them (catalogue.ts). */
export const ALS_TECHNIQUES: readonly Technique[] = [
  sueDeCoq,
  alsXz,
  alsXyWing,
  alsChain,
  deathBlossom,
]
