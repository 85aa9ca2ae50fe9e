/**
 * Sentences for the als techniques of the full set (explain.ts adds what they
 * strike or place). Each ALS is read back from the step's `groups` (its
 * candidates), the restricted commons from `digits` and `links`.
 */

import { cellName, digitChar, unitName, type Geometry } from '../../geometry'
import type { TechniqueStep } from '../../steps'

/** "a, b and c". */
function list(items: readonly string[]): string {
  return items.length < 2
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items.at(-1)!}`
}

interface Part {
  cells: number[]
  digits: number[]
}

/** The cells and digits of a group of candidates (cell * size + digit - 1). */
function part(g: Geometry, candidates: readonly number[]): Part {
  const cells: number[] = []
  const digits: number[] = []
  for (const k of candidates) {
    const c = Math.floor(k / g.size)
    const d = (k % g.size) + 1
    if (!cells.includes(c)) cells.push(c)
    if (!digits.includes(d)) digits.push(d)
  }
  return { cells, digits: digits.sort((a, b) => a - b) }
}

const cellsText = (g: Geometry, p: Part) => p.cells.map((c) => cellName(g, c)).join(', ')
const digitsText = (p: Part) => p.digits.map(digitChar).join(', ')

/** "r1c2, r1c5 (on 2, 5, 7)". */
function setText(g: Geometry, p: Part): string {
  return `${cellsText(g, p)} (on ${digitsText(p)})`
}

/** The digits of the links from a cell of `from` to a cell of `to`. */
function rcBetween(g: Geometry, t: TechniqueStep, from: Part, to: Part): number[] {
  const out: number[] = []
  for (const l of t.links) {
    const a = Math.floor(l.from / g.size)
    const b = Math.floor(l.to / g.size)
    const d = (l.from % g.size) + 1
    if (from.cells.includes(a) && to.cells.includes(b) && !out.includes(d)) out.push(d)
  }
  return out.sort((x, y) => x - y)
}

const digitList = (ds: readonly number[]) => list(ds.map(digitChar))
const commons = (ds: readonly number[]) =>
  `the restricted common${ds.length > 1 ? 's' : ''} ${digitList(ds)}`
const STRIKE =
  'and a digit they all hold is struck from every cell that sees all its places in them'

/** The sentence for one of this family's steps, or null when `t` is not one of them. `name` is "Finned X-Wing (SE 3.4)". */
export function sentence(g: Geometry, t: TechniqueStep, name: string): string | null {
  const parts = (t.groups ?? []).map((grp) => part(g, grp))
  switch (t.id) {
    case 'als-xz': {
      const [a, b] = parts
      if (!a || !b) return null
      const head = `${name}: the cells ${cellsText(g, a)} (an almost locked set on ${digitsText(a)}) and ${setText(g, b)} share ${commons(t.digits)}`
      if (t.digits.length > 1)
        return `${head}: neither digit can go in both, so each set holds all its other digits, which leave every cell that sees all their places in that set, and each of ${digitList(t.digits)} leaves every cell that sees all its places in both sets.`
      return `${head}: it cannot go in both, so one of them holds all its other digits, ${STRIKE.replace('they all hold', 'both hold')}.`
    }
    case 'als-xy-wing': {
      const [c, a, b] = parts
      if (!a || !b || !c) return null
      return `${name}: the almost locked set ${setText(g, c)} shares ${commons(rcBetween(g, t, c, a))} with ${setText(g, a)} and ${commons(rcBetween(g, t, c, b))} with ${setText(g, b)}: it keeps one of them, which leaves the set on the other side, and that set holds all its other digits; either way one of the two outer sets does, ${STRIKE.replace('they all hold', 'both hold')}.`
    }
    case 'als-chain': {
      if (parts.length < 2) return null
      const chain = parts
        .map((p, k) => {
          const next = parts[k + 1]
          return next ? `${setText(g, p)} -${digitList(rcBetween(g, t, p, next))}-` : setText(g, p)
        })
        .join(' ')
      return `${name} of ${parts.length} almost locked sets, ${chain}: if the first set lacks a digit both ends hold, it holds all its others, its restricted common leaves the next set, which then holds all its others, and so on to the last, which holds that digit: ${STRIKE.replace('and a digit they all hold', 'so a digit both ends hold').replace('in them', 'in the two ends')}.`
    }
    case 'death-blossom': {
      const stem = t.cells[0]
      if (stem === undefined || parts.length !== t.digits.length) return null
      const petals = parts.map((p, k) => `${setText(g, p)} for ${digitChar(t.digits[k]!)}`)
      return `${name}: the stem ${cellName(g, stem)} (${digitList(t.digits)}) and the petals ${list(petals)}, each holding its digit only in cells that see the stem: whatever the stem holds leaves its petal, which then holds all its other digits, ${STRIKE.replace('they all hold', 'every petal holds')}.`
    }
    case 'sue-de-coq': {
      const [inner, line, box] = parts
      const [lineUnit, boxUnit] = t.units
      if (!inner || !line || !box || lineUnit === undefined || boxUnit === undefined) return null
      const ln = unitName(g, lineUnit).toLowerCase()
      const bx = unitName(g, boxUnit).toLowerCase()
      return `${name}: where ${ln} crosses ${bx}, ${cellsText(g, inner)} hold ${digitsText(inner)}; with ${setText(g, line)} in ${ln} and ${setText(g, box)} in ${bx}, which share no digit, these cells hold exactly as many digits as they are, so each goes in once: the digits the ${bx} cells lack leave the rest of ${ln}, and those the ${ln} cells lack leave the rest of ${bx}.`
    }
    default:
      return null
  }
}
