/**
 * A run of the Chainer (chainer.ts): every literal one assumption implies, with the
 * reasons, and what a conclusion drawn from it rests on.
 *
 *   literal   a candidate said to be true ("on") or false ("off"): candidate * 2 + on.
 */

import type { Link, LogicState } from '../types'

export interface Run {
  mark: Uint8Array
  /** First parent of each literal (-1 for the source). */
  parent: Int32Array
  /** Literals with more than one parent (dynamic: a single left by several strikes). */
  multi: Map<number, number[]>
  reached: number[]
  masks: Uint16Array
  /**
   * Strikes that a rule applied to the run's grid gave (the (+) level and the nested
   * levels, nested.ts): what gave each, and what its inner chain rests on.
   */
  cause: Map<number, Advanced>
  /** The two literals (or the literals that emptied a cell or unit) of a contradiction. */
  contradiction: number[] | null
}

export interface Mode {
  x: boolean
  y: boolean
  dynamic: boolean
  /**
   * Sudoku Explainer's nesting level, where a dynamic run that stops applies rules to
   * its own grid (nested.ts): 0 none; 1 the (+) level (locked candidates, hidden and
   * naked pairs, X-Wings); 2 and forcing chains; 3 and multiple forcing chains; 4
   * and dynamic forcing chains of level `inner`.
   */
  level: number
  /** At level 4, the level of the inner dynamic forcing chains (0 to 2). */
  inner?: number
  /** The rules of the level (nested.ts), from level 1 up. */
  rules?: (r: Run, s: LogicState, mode: Mode, depth: number) => Strike[]
}

/** A strike a rule gives inside a run: the candidate, the run's strikes it rests on, and why. */
export interface Strike {
  cand: number
  parents: number[]
  cause: Advanced
}

/** A strike a rule gave inside a run: the rule, and the literals of its inner chain. */
export interface Advanced {
  /** What found it, e.g. "locked candidates", "forcing chain", "dynamic forcing chain (+)". */
  rule: string
  /** SE's complexity of the inner chain (0 for a rule that is not a chain). */
  complexity: number
  /** The inner chain's links, as drawn (empty for a rule that is not a chain). */
  links: Link[]
  /** The inner chain's own nesting depth (0: no chain inside it). */
  depth: number
}

/**
 * SE's complexity of a conclusion resting on `chains` (a run and the literals of one
 * target each): the literals of each chain, and every inner chain once.
 */
export function complexityOf(chains: readonly { run: Run; lits: ReadonlySet<number> }[]): number {
  let total = 0
  const seen = new Set<Advanced>()
  for (const { run, lits } of chains) {
    total += lits.size
    for (const l of lits) {
      const a = run.cause.get(l)
      if (a && !seen.has(a)) {
        seen.add(a)
        total += a.complexity
      }
    }
  }
  return total
}

/** The inner rules a conclusion rests on, once each (the sentence names them). */
export function innerRules(
  r: Run,
  lits: ReadonlySet<number>,
  into: Set<Advanced> = new Set(),
): Set<Advanced> {
  for (const l of lits) {
    const a = r.cause.get(l)
    if (a) into.add(a)
  }
  return into
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
