/**
 * A run of the Chainer (chainer.ts): every literal one assumption implies, with the
 * reasons, and what a conclusion drawn from it rests on.
 *
 *   literal   a candidate said to be true ("on") or false ("off"): candidate * 2 + on.
 */

import type { Link } from '../types'

export interface Run {
  mark: Uint8Array
  /** First parent of each literal (-1 for the source). */
  parent: Int32Array
  /** Literals with more than one parent (dynamic: a single left by several strikes). */
  multi: Map<number, number[]>
  reached: number[]
  masks: Uint16Array
  /** The two literals (or the literals that emptied a cell or unit) of a contradiction. */
  contradiction: number[] | null
}

export interface Mode {
  x: boolean
  y: boolean
  dynamic: boolean
  plus: boolean
}

/** The literals a literal rests on, itself included. */
export function ancestors(r: Run, lit: number, into: Set<number> = new Set()): Set<number> {
  const stack = [lit]
  while (stack.length) {
    const l = stack.pop()!
    if (into.has(l)) continue
    into.add(l)
    const more = r.multi.get(l)
    if (more) stack.push(...more)
    else if (r.parent[l]! >= 0) stack.push(r.parent[l]!)
  }
  return into
}

/** The links of the chain(s) to `lit`: weak from an on, strong from an off. */
export function runLinks(r: Run, lit: number, out: Link[]): void {
  for (const l of ancestors(r, lit)) {
    const parents = r.multi.get(l) ?? (r.parent[l]! >= 0 ? [r.parent[l]!] : [])
    for (const p of parents) {
      if (p >> 1 === l >> 1) continue
      out.push({ from: p >> 1, to: l >> 1, strong: (p & 1) === 0 })
    }
  }
}
