/**
 * Single-digit patterns: two strong links on one digit (a unit where the digit has
 * exactly two places) joined by a weak link (an end of each sees the other). One of
 * the two far ends must hold the digit, so it leaves every cell that sees both.
 * Named by where the strong links lie, as SudokuWiki does; rated the way the
 * Sudoku Exchange bank's rater (Sukaku Explainer) rates them:
 *   skyscraper      4.0  both strong links in rows, or both in columns
 *   two-string kite 4.1  one in a row, one in a column, joined inside a box
 *   turbot fish     4.2  any other pair (one strong link in a box)
 */

import { bit } from '../../geometry'
import {
  ALL_SIZES,
  deduction,
  firstOf,
  sees,
  type Deduction,
  type LogicState,
  type Technique,
  type Visit,
} from '../types'
import { catalogued, ratingOf } from '../catalogue'

interface StrongLink {
  a: number
  b: number
  unit: number
}

function strongLinks(s: LogicState, d: number): StrongLink[] {
  const { g, masks } = s
  const b = bit(d)
  const out: StrongLink[] = []
  for (let u = 0; u < 3 * g.size; u++) {
    const cells = g.units[u]!.filter((c) => masks[c]! & b)
    if (cells.length === 2) out.push({ a: cells[0]!, b: cells[1]!, unit: u })
  }
  return out
}

function kind(
  s: LogicState,
  u1: number,
  u2: number,
): 'skyscraper' | 'two-string-kite' | 'turbot-fish' {
  const n = s.g.size
  const k1 = Math.floor(u1 / n)
  const k2 = Math.floor(u2 / n)
  if (k1 === k2 && k1 < 2) return 'skyscraper'
  if (k1 < 2 && k2 < 2) return 'two-string-kite'
  return 'turbot-fish'
}

type TurbotKind = 'skyscraper' | 'two-string-kite' | 'turbot-fish'

/**
 * Each pattern of one kind (skyscraper, kite or turbot fish), digit by digit. The
 * kinds are told apart by their strong links' units alone, so the first one met
 * is the one the solve path takes: an easier kind elsewhere would have been taken
 * before (the registry lists them easiest first).
 */
function searchTurbot(s: LogicState, id: TurbotKind, visit: Visit): void {
  const { g, masks } = s
  const rating = ratingOf(id)
  for (let d = 1; d <= g.size; d++) {
    const b = bit(d)
    const links = strongLinks(s, d)
    for (let i = 0; i < links.length; i++) {
      for (let j = i + 1; j < links.length; j++) {
        const p = links[i]!
        const q = links[j]!
        if (kind(s, p.unit, q.unit) !== id) continue
        for (const [x, far1] of [
          [p.a, p.b],
          [p.b, p.a],
        ] as const) {
          for (const [y, far2] of [
            [q.a, q.b],
            [q.b, q.a],
          ] as const) {
            // x = y would be one cell in both links: no weak link to cross.
            if (x === y || far1 === far2 || far1 === y || far2 === x || !sees(g, x, y)) continue
            const elims: [number, number][] = []
            for (const c of g.peers[far1]!) {
              if (c !== far2 && masks[c]! & b && sees(g, c, far2) && c !== x && c !== y)
                elims.push([c, d])
            }
            if (!elims.length) continue
            const found = deduction(id, rating, {
              cells: [far1, x, y, far2],
              digits: [d],
              units: [p.unit, q.unit],
              links: [
                { from: far1 * g.size + d - 1, to: x * g.size + d - 1, strong: true },
                { from: x * g.size + d - 1, to: y * g.size + d - 1, strong: false },
                { from: y * g.size + d - 1, to: far2 * g.size + d - 1, strong: true },
              ],
              eliminate: elims,
            })
            if (visit(found)) return
          }
        }
      }
    }
  }
}

function turbot(id: TurbotKind): Technique {
  const search = (s: LogicState, visit: Visit) => searchTurbot(s, id, visit)
  return { ...catalogued(id), sizes: ALL_SIZES, find: firstOf(search), search }
}

export const skyscraper = turbot('skyscraper')
export const twoStringKite = turbot('two-string-kite')
export const turbotFish = turbot('turbot-fish')

/**
 * X-cycles (SE 6.5 + length; "Bidirectional X-Cycle"): on one digit, a closed loop
 * of cells, strong and weak links alternating (a strong link may stand for a weak
 * one). Going round, the digit sits in every second cell, one way or the other:
 * so across each weak link one end holds it, and it leaves every other cell that
 * sees both ends. Searched depth first up to `MAX_LOOP` cells, shortest first.
 */
const MAX_LOOP = 10

export function findXCycle(
  s: LogicState,
  lengthBonus: (complexity: number) => number,
): Deduction | null {
  let best: Deduction | null = null
  searchXCycles(s, lengthBonus, false, (found) => {
    if (!best || found.rating < best.rating) best = found
    return false
  })
  return best
}

/**
 * X-cycles digit by digit, shortest first. `every`: each cycle (a cycle met from
 * both ends of its first strong link is told twice, with the same strikes);
 * otherwise only each digit's first, shortest one, and none rated past the
 * easiest told so far (what `findXCycle` keeps).
 */
export function searchXCycles(
  s: LogicState,
  lengthBonus: (complexity: number) => number,
  every: boolean,
  visit: Visit,
): void {
  const { g, masks } = s
  const n = g.size
  let easiest = Infinity
  for (let d = 1; d <= n; d++) {
    const b = bit(d)
    const strong = new Map<number, Set<number>>()
    for (const link of strongLinks(s, d)) {
      if (!strong.has(link.a)) strong.set(link.a, new Set())
      if (!strong.has(link.b)) strong.set(link.b, new Set())
      strong.get(link.a)!.add(link.b)
      strong.get(link.b)!.add(link.a)
    }
    const places = Array.from({ length: g.cells }, (_, c) => c).filter((c) => masks[c]! & b)
    const loopStrikes = (cells: readonly number[]): [number, number][] => {
      const out: [number, number][] = []
      for (let i = 1; i < cells.length; i += 2) {
        const x = cells[i]!
        const y = cells[(i + 1) % cells.length]!
        for (const c of places) {
          if (cells.includes(c) || !sees(g, c, x) || !sees(g, c, y)) continue
          if (!out.some(([e]) => e === c)) out.push([c, d])
        }
      }
      return out
    }
    for (let size = 4; size <= MAX_LOOP; size += 2) {
      const rating = Math.round((6.5 + lengthBonus(size + 1)) * 10) / 10
      if (!every && easiest <= rating) break
      const loop: number[] = []
      // 'stop': the visitor asked to stop; 'found': a cycle was told (enough unless `every`).
      const walk = (cell: number, nextStrong: boolean): 'stop' | 'found' | null => {
        if (loop.length === size) {
          // Closing link (a weak one) back to the start.
          if (nextStrong || !sees(g, cell, loop[0]!)) return null
          const elims = loopStrikes(loop)
          if (!elims.length) return null
          const found = deduction('x-cycle', rating, {
            cells: [...loop],
            digits: [d],
            links: loop.map((c, i) => ({
              from: c * n + d - 1,
              to: loop[(i + 1) % size]! * n + d - 1,
              strong: i % 2 === 0,
            })),
            eliminate: elims,
          })
          easiest = Math.min(easiest, rating)
          return visit(found) ? 'stop' : 'found'
        }
        const next = nextStrong
          ? [...(strong.get(cell) ?? [])]
          : places.filter((c) => sees(g, cell, c))
        let told: 'found' | null = null
        for (const c of next) {
          // Each loop is found from its smallest cell.
          if (c < loop[0]! || loop.includes(c)) continue
          loop.push(c)
          const r = walk(c, !nextStrong)
          loop.pop()
          if (r === 'stop') return r
          if (r === 'found') {
            if (!every) return r
            told = r
          }
        }
        return told
      }
      let told = false
      for (const start of places) {
        if (!strong.has(start)) continue
        loop.push(start)
        const r = walk(start, true)
        loop.pop()
        if (r === 'stop') return
        if (r === 'found') {
          told = true
          if (!every) break
        }
      }
      if (told && !every) break
    }
  }
}
