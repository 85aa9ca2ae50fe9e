/**
 * What BoardPattern draws for a deduction, as plain lists in cell units (the board is
 * n x n, a cell 1 x 1; pattern-geometry.ts says where a candidate sits): the units
 * tinted, the cells outlined, the fins and parts on their glyphs, the candidates
 * ringed, the strikes and placements, and a chain's links routed between the digits.
 * Each mark that carries the result has its accessible name ("r8c6 loses 7").
 *
 * A candidate is numbered cell * n + digit - 1. A candidate drawn as a fin or a part
 * is not ringed as well; one the deduction removes is drawn as removed, not ringed.
 */
import { digitChar, type TechniqueStep } from '@/engine'
import type { CellView } from '@/board/board-view'
import { candidateSpot, cellName, routeLinks, routePath, spot } from './pattern-geometry'
import { PART_TINTS, partName } from './pattern-parts'

type Moves = readonly (readonly [number, number])[]

export interface PatternInput {
  pattern: TechniqueStep
  cells: readonly CellView[]
  box: number
  /** [cell, digit] the deduction strikes (drawn even before the cursor reaches them). */
  eliminate: Moves
  /** [cell, digit] the deduction places. */
  place: Moves
}

/** The rectangle of unit `u` (rows, then columns, then boxes) on an n x n board. */
export function unitRect(u: number, box: number) {
  const size = box * box
  const i = u % size
  if (u < size) return { x: 0, y: i, w: size, h: 1 }
  if (u < 2 * size) return { x: i, y: 0, w: 1, h: size }
  return { x: (i % box) * box, y: Math.floor(i / box) * box, w: box, h: box }
}

/** Every mark of the drawing (see the file's comment). */
export function patternMarks({ pattern, cells, box, eliminate, place }: PatternInput) {
  const n = box * box
  const struck = new Set(eliminate.map(([c, d]) => c * n + d - 1))
  /** A candidate still open on the board (its cell empty, the digit in its mask) and not struck. */
  const open = (cand: number): boolean => {
    const cell = cells[Math.floor(cand / n)]
    return !!cell && !cell.value && !!(cell.mask & (1 << (cand % n))) && !struck.has(cand)
  }
  const digitOf = (cand: number) => digitChar((cand % n) + 1)
  const candidateName = (cand: number) => `${cellName(Math.floor(cand / n), n)} ${digitOf(cand)}`

  const fins = (pattern.fins ?? []).filter(open).map((cand) => {
    const { x, y } = candidateSpot(cand, box)
    const corner = 0.5 / box
    const leg = 0.38 / box
    return {
      key: cand,
      label: `fin: ${candidateName(cand)}`,
      text: digitOf(cand),
      x,
      y,
      // A filled triangle in the slot's top right corner, clear of the digit.
      flag: `M${x + corner} ${y - corner} L${x + corner - leg} ${y - corner} L${x + corner} ${y - corner + leg} Z`,
    }
  })

  // Each part's open candidates, on its tint (a candidate in two parts is drawn in the first).
  const seen = new Set<number>()
  const parts = []
  for (const [i, group] of (pattern.groups ?? []).entries())
    for (const cand of group) {
      if (seen.has(cand) || !open(cand)) continue
      seen.add(cand)
      parts.push({
        key: cand,
        tint: (i % PART_TINTS) + 1,
        label: `${partName(pattern.id, i)}: ${candidateName(cand)}`,
        text: digitOf(cand),
        ...candidateSpot(cand, box),
      })
    }

  const marked = new Set([...fins.map((f) => f.key), ...parts.map((p) => p.key)])
  const unringed = (cand: number) => struck.has(cand) || marked.has(cand)
  // The candidates to ring: a chain's links' ends, or the pattern's digits in its cells.
  const rings = pattern.links.length
    ? [...new Set(pattern.links.flatMap((l) => [l.from, l.to]))]
        .filter((c) => !unringed(c))
        .map((c) => ({ key: `${c}`, ...candidateSpot(c, box) }))
    : pattern.cells.flatMap((c) =>
        pattern.digits
          .filter(
            (d) =>
              !cells[c]?.value &&
              (cells[c]?.mask ?? 0) & (1 << (d - 1)) &&
              !unringed(c * n + d - 1),
          )
          .map((d) => ({ key: `${c}-${d}`, ...spot(c, d, box) })),
      )

  const strikes = eliminate.map(([c, d]) => ({
    key: `${c}-${d}`,
    label: `${cellName(c, n)} loses ${digitChar(d)}`,
    text: digitChar(d),
    ...spot(c, d, box),
  }))
  const placements = place.map(([c, d]) => ({
    key: `${c}-${d}`,
    label: `${cellName(c, n)} is ${digitChar(d)}`,
    text: digitChar(d),
    done: cells[c]?.value === d,
    centre: { x: (c % n) + 0.5, y: Math.floor(c / n) + 0.5 },
    ...spot(c, d, box),
  }))

  const filled = new Set(cells.filter((c) => c.value).map((c) => c.index))
  const routes = routeLinks(
    pattern.links.map((l) => ({ from: candidateSpot(l.from, box), to: candidateSpot(l.to, box) })),
    { box, filled },
  )
  const links = pattern.links.map((l, i) => ({
    key: i,
    strong: l.strong,
    d: routePath(routes[i]!, box),
    label: `${l.strong ? 'strong' : 'weak'} link: ${candidateName(l.from)} to ${candidateName(l.to)}`,
  }))

  return {
    units: pattern.units.map((u) => ({ u, ...unitRect(u, box) })),
    outlines: pattern.cells.map((c) => ({ c, x: c % n, y: Math.floor(c / n) })),
    fins,
    parts,
    rings,
    strikes,
    placements,
    links,
  }
}
