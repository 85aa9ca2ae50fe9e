/**
 * Human techniques: the shared vocabulary of src/engine/logic/.
 *
 * Glossary (on top of geometry.ts)
 *   state      the grid a person looks at: `values` (0 = empty) and `masks`, the
 *              candidates of each empty cell (a placed cell's mask is 0 here, so a
 *              technique scanning masks never sees a solved cell).
 *   candidate  a (cell, digit) pair, as one number: cell * size + digit - 1.
 *   deduction  what a technique found: the pattern (cells, digits, the units it
 *              rests on, the links of a chain) and what it implies (placements,
 *              eliminations), with its rating on the Sudoku Explainer (SE) scale.
 *   link       between two candidates of a chain: strong (one of them is true) or
 *              weak (not both are true).
 *
 * A technique has one search, `search`, that tells every deduction it finds to a
 * visitor (which may stop it); `find` is the first of them, or for the families
 * that keep their easiest instance (turbot fish aside: unique loops, type 3
 * rectangles, chains) the easiest. It never changes the state; the caller applies
 * what the deduction implies.
 */

import { clock } from '../clock'
import type { Geometry } from '../geometry'

export interface LogicState {
  readonly g: Geometry
  readonly values: Uint8Array
  readonly masks: Uint16Array
  /**
   * 1 where the digit on the board is a given, 0 where it was placed while solving
   * or the cell is empty; absent when unknown. The avoidable rectangles rest on
   * placed digits only (uniqueness-extended.ts).
   */
  readonly givens?: Uint8Array
  /**
   * clock.now() time to give up at (absent: no limit). The search for a
   * deduction reads it between techniques and inside the long ones (chains),
   * and throws OutOfTime past it; the state is left as it was.
   */
  readonly deadline?: number
  /**
   * What the searches at this grid share (chains, templates, almost locked sets),
   * kept on the state of one solve, never between two: `memoized` fills it when a
   * technique first asks, and makes an entry again when the grid has changed.
   */
  memo?: Map<string, Memo>
}

/** One entry of a state's memo: the grid it was made for, and what was made. */
export interface Memo {
  readonly values: Uint8Array
  readonly masks: Uint16Array
  readonly value: unknown
}

/**
 * `make()` for the state's grid, made once while its digits and candidates stay the
 * same (the techniques of one step search one grid in turn) and kept on the state.
 */
export function memoized<T>(s: LogicState, key: string, make: () => T): T {
  const memo = (s.memo ??= new Map())
  const hit = memo.get(key)
  if (hit && sameArray(hit.values, s.values) && sameArray(hit.masks, s.masks)) return hit.value as T
  const value = make()
  memo.set(key, { values: s.values.slice(), masks: s.masks.slice(), value })
  return value
}

function sameArray(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
  if (a.length !== b.length) return false
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false
  return true
}

/** Thrown by the search for a deduction when the state's deadline has passed. */
export class OutOfTime extends Error {
  constructor() {
    super('out of time')
  }
}

/** Throw OutOfTime when the state's deadline has passed. */
export function checkDeadline(s: LogicState): void {
  if (s.deadline !== undefined && clock.now() > s.deadline) throw new OutOfTime()
}

export interface Link {
  /** Candidates (cell * size + digit - 1). */
  from: number
  to: number
  strong: boolean
}

export interface Deduction {
  /** The technique's id, e.g. "x-wing". */
  technique: string
  /** SE-scale rating of this instance (chains grow with their length). */
  rating: number
  /** The cells of the pattern (a fish's corners, a wing's pivot first). */
  cells: number[]
  /** The digits of the pattern. */
  digits: number[]
  /** Units the pattern rests on (a fish's base rows then its cover columns), by unit id. */
  units: number[]
  /** A chain's links between candidates. */
  links: Link[]
  /** [cell, digit] set by the deduction. */
  place: [number, number][]
  /** [cell, digit] struck by the deduction. */
  eliminate: [number, number][]
  /**
   * A finned fish's fins (and a kraken fish's, a W-Wing's bridge...): candidates
   * (cell * size + digit - 1) drawn as fins, apart from the pattern's own.
   */
  fins?: number[]
  /**
   * Parts of the pattern, each a list of candidates drawn in its own tint: the
   * almost locked sets of an ALS move, the two colours of a colouring, the sets of a
   * Sue de Coq, the group nodes of a grouped chain (a link to a group node ends on
   * its first candidate).
   */
  groups?: number[][]
  /** A nested forcing chain's nesting (SE's levels 2 and up): the inner chains it rests on. */
  nested?: Nesting
}

/** Told each deduction a search finds; returns true to stop the search there. */
export type Visit = (d: Deduction) => boolean

export interface Technique {
  readonly id: string
  readonly name: string
  /** The SE rating, or the lowest one a family with variable ratings gives. */
  readonly rating: number
  /** Sides it has a meaning on; the others skip it. */
  readonly sizes: readonly number[]
  /** True when it assumes the puzzle has one solution (a uniqueness technique). */
  readonly uniqueness?: boolean
  /** The deduction ids it gives when they differ from its registry id (`finned-fish` gives `finned-x-wing`, ...). */
  readonly gives?: readonly string[]
  /** The deduction the solve path takes from this technique, or null. */
  find(s: LogicState): Deduction | null
  /**
   * Every deduction it finds at this position, in the order it meets them (the
   * one `find` gives among them); `visit` returns true to stop. The chain
   * families read the state's deadline inside, as `find` does.
   */
  search(s: LogicState, visit: Visit): void
}

/** `find` for a technique whose solve-path deduction is the first its search meets. */
export function firstOf(
  search: (s: LogicState, visit: Visit) => void,
): (s: LogicState) => Deduction | null {
  return (s) => {
    let first: Deduction | null = null
    search(s, (d) => {
      first = d
      return true
    })
    return first
  }
}

export const ALL_SIZES = [4, 9, 16] as const

export function deduction(
  technique: string,
  rating: number,
  fields: Partial<Omit<Deduction, 'technique' | 'rating'>>,
): Deduction {
  return {
    technique,
    rating,
    cells: fields.cells ?? [],
    digits: fields.digits ?? [],
    units: fields.units ?? [],
    links: fields.links ?? [],
    place: fields.place ?? [],
    eliminate: fields.eliminate ?? [],
    ...(fields.fins?.length ? { fins: fields.fins } : {}),
    ...(fields.groups?.length ? { groups: fields.groups } : {}),
  }
}

/** How a nested forcing chain nests (SE's levels 2 and up): drawn, named and marked. */
export interface Nesting {
  /** SE's level: 2 (+ Forcing Chains), 3 (+ Multiple Forcing Chains), 4 (+ Dynamic Forcing Chains). */
  level: number
  /** Chains inside chains: 2 for an inner chain, 3 for a chain inside an inner chain, ... */
  depth: number
  /** The inner chains the step used, by rule, with how many of each. */
  inner: { rule: string; count: number }[]
}

/** What a deduction places and strikes, as text: equal for two deductions that do the same. */
export function movesKey(d: Deduction): string {
  const place = d.place.map(([c, v]) => `${c}=${v}`).sort()
  const strike = d.eliminate.map(([c, v]) => `${c}-${v}`).sort()
  return `${place.join(' ')}|${strike.join(' ')}`
}

/** True when two different cells share a unit. */
export function sees(g: Geometry, a: number, b: number): boolean {
  return a !== b && g.peers[a]!.includes(b)
}

/** The cells of a unit where a digit bit is still a candidate, as a mask over positions 0..n-1. */
export function placesOf(s: LogicState, unit: number, b: number): number {
  const cells = s.g.units[unit]!
  let m = 0
  for (let k = 0; k < cells.length; k++) if (s.masks[cells[k]!]! & b) m |= 1 << k
  return m
}

/** Every k-subset of 0..n-1 as a list (small n and k only: subsets, fish). */
export function combinations(items: readonly number[], k: number): number[][] {
  const out: number[][] = []
  const pick: number[] = []
  const walk = (from: number) => {
    if (pick.length === k) {
      out.push(pick.slice())
      return
    }
    for (let i = from; i <= items.length - (k - pick.length); i++) {
      pick.push(items[i]!)
      walk(i + 1)
      pick.pop()
    }
  }
  walk(0)
  return out
}

/** Strike `mask` from every cell of `cells` not in `keep`; the [cell, digit] pairs struck. */
export function strikes(
  s: LogicState,
  cells: readonly number[],
  mask: number,
  keep: (cell: number) => boolean,
): [number, number][] {
  const out: [number, number][] = []
  for (const c of cells) {
    if (keep(c)) continue
    let m = s.masks[c]! & mask
    for (let d = 1; m; d++, m >>>= 1) if (m & 1) out.push([c, d])
  }
  return out
}
