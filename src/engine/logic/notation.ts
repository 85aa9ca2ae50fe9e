/**
 * Chains in Eureka notation, the way SudokuWiki and HoDoKu write them: each node
 * a candidate `(digit)rXcY`, a strong inference `=`, a weak one `-`; consecutive
 * nodes in one cell share it, `(6=2)r2c1`. A loop ends on the node it began with;
 * a chain from an assumption to its opposite is such a loop, written from the
 * candidate it concludes about: `(8-5)r8c1=(5)r8c3-...-(8)r8c1` strikes 8 from r8c1.
 * A forcing chain (several branches from its sources) is written branch by
 * branch, `; ` between them. A group node (a grouped chain's: candidates of one
 * digit in a box that share a row or column) is written with all its cells,
 * `(4)r5c12` or `(4)r45c3`; its links end on its first candidate. An ALS node (a
 * group of several digits: the candidates its links end on, in and out, then the
 * rest of the set) is written with the two digits and all the set's cells,
 * `(4=5)r1c789`. A forced exit (a cell the set forces when it loses a digit: the
 * group of that cell's candidates, the forced one first) is written through the
 * digits the set takes from the cell, `(4=56)r1c789-(56=2)r2c8`.
 */

import { cellName, digitChar, type Geometry } from '../geometry'
import type { Deduction, Link } from './types'

/** A path through the links: its nodes (candidates) and the link into each node but the first. */
interface Path {
  nodes: number[]
  strong: boolean[]
}

/**
 * Most paths a net is written as: branches that part and rejoin multiply the ways
 * through it, and past this many the notation would be no help to read.
 */
const MAX_PATHS = 32

/**
 * The links as paths: from each source (a candidate no link leads to), every way
 * to an end (at most MAX_PATHS); a loop (no source) once round from its first
 * link's start.
 */
export function chainPaths(links: readonly Link[]): Path[] {
  const out = new Map<number, Link[]>()
  const seen = new Set<string>()
  const into = new Set<number>()
  const starts: number[] = []
  for (const l of links) {
    const key = `${l.from}>${l.to}`
    if (seen.has(key)) continue
    seen.add(key)
    if (!out.has(l.from)) {
      out.set(l.from, [])
      starts.push(l.from)
    }
    out.get(l.from)!.push(l)
    into.add(l.to)
  }
  const sources = starts.filter((c) => !into.has(c))
  const paths: Path[] = []
  const walk = (node: number, path: Path, on: Set<number>, loopTo: number | null) => {
    if (paths.length >= MAX_PATHS) return
    const next = out.get(node) ?? []
    let ended = true
    for (const l of next) {
      if (on.has(l.to)) {
        // Back to the loop's start closes it; any other repeat is a branch that rejoins.
        if (l.to === loopTo) {
          paths.push({ nodes: [...path.nodes, l.to], strong: [...path.strong, l.strong] })
          return
        }
        continue
      }
      ended = false
      on.add(l.to)
      walk(l.to, { nodes: [...path.nodes, l.to], strong: [...path.strong, l.strong] }, on, loopTo)
      on.delete(l.to)
    }
    if (ended && loopTo === null && path.nodes.length > 1) paths.push(path)
  }
  if (sources.length) {
    for (const s of sources) walk(s, { nodes: [s], strong: [] }, new Set([s]), null)
  } else if (links.length) {
    const s = loopStart(links)
    walk(s, { nodes: [s], strong: [] }, new Set([s]), s)
  }
  return paths
}

/**
 * Where a loop is written from: the node where two links of the same kind meet
 * (a discontinuous nice loop's, which is what it concludes about: a chain from an
 * assumption back to its opposite); in a continuous loop, its first link's start.
 */
function loopStart(links: readonly Link[]): number {
  for (const l of links) {
    const into = links.find((k) => k.to === l.from)
    if (into && into.strong === l.strong) return l.from
  }
  return links[0]!.from
}

/**
 * The cells of a group node in Eureka's short form: one row and its columns
 * (`r5c12`) or one column and its rows (`r45c3`); numbers past 9 are joined by
 * commas (`r12c10,11`).
 */
export function groupName(g: Geometry, cells: readonly number[]): string {
  const rows = [...new Set(cells.map((c) => g.rowOf[c]! + 1))].sort((a, b) => a - b)
  const cols = [...new Set(cells.map((c) => g.colOf[c]! + 1))].sort((a, b) => a - b)
  const join = (xs: number[]) => xs.join(g.size > 9 ? ',' : '')
  return `r${join(rows)}c${join(cols)}`
}

/** One path in Eureka notation; `groups` maps a group node's first candidate to its cells. */
function pathNotation(
  g: Geometry,
  p: Path,
  groups: ReadonlyMap<number, number[]>,
  alsCands: ReadonlySet<number>,
  forced: ReadonlyMap<number, string>,
): string {
  const n = g.size
  const cellOf = (cand: number) => Math.floor(cand / n)
  const digitOf = (cand: number) => digitChar((cand % n) + 1)
  // A path starts on a candidate or a group node, never inside an ALS: a loop that
  // comes back to its start through an ALS (`(9)r3c7=...-(5=9)r356c7`, where r3c7
  // alone holds the set's 9) shares its start with the set's node.
  const where = (cand: number, i: number) => {
    const cells = groups.get(cand)
    return cells && !(i === 0 && alsCands.has(cand))
      ? groupName(g, cells)
      : cellName(g, cellOf(cand))
  }
  let text = ''
  let group = digitOf(p.nodes[0]!)
  for (let i = 1; i < p.nodes.length; i++) {
    const op = p.strong[i - 1] ? '=' : '-'
    const a = p.nodes[i - 1]!
    const b = p.nodes[i]!
    // A forced exit, either way round: the set's digits that leave the cell between.
    const exits = p.strong[i - 1] && alsCands.has(a) ? forced.get(b) : undefined
    const exitsIn = p.strong[i - 1] && alsCands.has(b) ? forced.get(a) : undefined
    const same = groups.has(a) ? groups.get(a) === groups.get(b) : !groups.has(b)
    const through = exits ?? exitsIn
    if (through) {
      text += `(${group}=${through})${where(a, i - 1)}-`
      group = `${through}=${digitOf(b)}`
    } else if (same && (groups.has(a) || cellOf(b) === cellOf(a))) group += `${op}${digitOf(b)}`
    else {
      text += `(${group})${where(a, i - 1)}${op}`
      group = digitOf(b)
    }
  }
  return `${text}(${group})${where(p.nodes.at(-1)!, p.nodes.length - 1)}`
}

/**
 * A deduction's group nodes by their first candidate: the cells of each; `als`
 * gets the candidates that are an ALS's.
 */
function groupCells(
  g: Geometry,
  groups: readonly number[][] | undefined,
  als = new Set<number>(),
  forced = new Map<number, string>(),
): Map<number, number[]> {
  const out = new Map<number, number[]>()
  for (const group of groups ?? []) {
    if (group.length < 2) continue
    const cells = [...new Set(group.map((cand) => Math.floor(cand / g.size)))]
    if (cells.length === 1) {
      // A forced cell: its forced candidate, then the digits the set takes from it.
      forced.set(
        group[0]!,
        group
          .slice(1)
          .map((c) => digitChar((c % g.size) + 1))
          .join(''),
      )
      continue
    }
    out.set(group[0]!, cells)
    // An ALS: its second candidate is where the chain leaves it.
    if (group.some((cand) => cand % g.size !== group[0]! % g.size)) {
      out.set(group[1]!, cells)
      als.add(group[0]!).add(group[1]!)
    }
  }
  return out
}

/**
 * A chain deduction (one with links) in Eureka notation, e.g.
 * `(6)r2c1=(6)r1c1-(6=2)r1c7-(2)r8c7`, with its group nodes (`groups`, a grouped
 * chain's) written whole, `(4)r5c12`; null for a deduction without links.
 */
export function chainNotation(
  g: Geometry,
  d: Pick<Deduction, 'links'> & Partial<Pick<Deduction, 'groups'>>,
): string | null {
  if (!d.links.length) return null
  const als = new Set<number>()
  const forced = new Map<number, string>()
  const groups = groupCells(g, d.groups, als, forced)
  return chainPaths(d.links)
    .map((p) => pathNotation(g, p, groups, als, forced))
    .join('; ')
}

/**
 * The nodes of a chain in words, each cell once a run with the digits it takes
 * there: "r2c1 (6), r1c1 (6, 2), r8c7 (2)". The first path only (a forcing chain's
 * branches are in the notation).
 */
export function chainNodesText(g: Geometry, links: readonly Link[]): string {
  const path = chainPaths(links)[0]
  if (!path) return ''
  const n = g.size
  const runs: { cell: number; digits: string[] }[] = []
  for (const cand of path.nodes) {
    const cell = Math.floor(cand / n)
    const digit = digitChar((cand % n) + 1)
    const last = runs.at(-1)
    if (last && last.cell === cell) {
      if (!last.digits.includes(digit)) last.digits.push(digit)
    } else runs.push({ cell, digits: [digit] })
  }
  return runs.map((r) => `${cellName(g, r.cell)} (${r.digits.join(', ')})`).join(', ')
}
