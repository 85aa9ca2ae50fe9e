/**
 * Sentences for the uniqueness techniques of the full set (explain.ts adds what they
 * strike or place). The deductions put the digit the reasoning turns on first
 * (uniqueness-extended.ts), and the candidates an argument rests on in `fins`.
 */

import { cellName, digitChar, unitName, type Geometry } from '../../geometry'
import type { TechniqueStep } from '../../steps'

/** "a, b and c". */
function list(items: readonly string[]): string {
  return items.length < 2
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items.at(-1)!}`
}

/** The cells of the fins (candidates cell * size + digit - 1), once each. */
function finCells(g: Geometry, t: TechniqueStep): number[] {
  return [...new Set((t.fins ?? []).map((f) => Math.floor(f / g.size)))]
}

/** The sentence for one of this family's steps, or null when `t` is not one of them. `name` is "Finned X-Wing (SE 3.4)". */
export function sentence(g: Geometry, t: TechniqueStep, name: string): string | null {
  const at = (c: number) => cellName(g, c)
  const cells = list(t.cells.map(at))
  const [d = 0, e = 0, x = 0] = t.digits
  const [a, b] = [digitChar(d), digitChar(e)]
  const pattern = `if they held only ${a} and ${b} the puzzle would have two solutions`
  switch (t.id) {
    case 'unique-rectangle-5': {
      const extra = list(finCells(g, t).map(at))
      return `${name} on ${a} and ${b} at ${cells}: ${pattern}, so one of ${extra}, the corners that also hold ${digitChar(x)}, is ${digitChar(x)}, and ${digitChar(x)} is struck from every cell that sees them all.`
    }
    case 'unique-rectangle-6': {
      const lines = list(t.units.map((u) => unitName(g, u)))
      return `${name} on ${a} and ${b} at ${cells}: in ${lines}, ${a} has no place outside the rectangle, so it sits on one of its diagonals; on the corners with extra candidates it would leave the other two ${b}, the deadly pattern, so those corners lose ${a}.`
    }
    case 'hidden-rectangle': {
      const [row, column] = t.units
      const far = t.cells.find((c) => g.unitsOf[c]![0] === row && g.unitsOf[c]![1] === column)
      const corner = far === undefined ? undefined : t.cells[3 - t.cells.indexOf(far)]
      if (far === undefined || corner === undefined) return null
      return `${name} on ${a} and ${b} at ${cells}: ${at(corner)} holds only ${a} and ${b}, and in ${unitName(g, row!)} and ${unitName(g, column!)}, ${a} has no place outside the rectangle. Were ${at(far)} ${b}, ${a} would fill both of its neighbours and ${at(corner)} would be ${b}: four cells the puzzle could swap. So ${at(far)} is not ${b}.`
    }
    case 'avoidable-rectangle-1':
    case 'avoidable-rectangle-2': {
      const solved = 'were solved while solving, not given'
      if (t.id === 'avoidable-rectangle-1')
        return `${name} on ${a} and ${b} at ${cells}: three of these cells ${solved}; the fourth cannot take the digit that would make them ${a}/${b}/${b}/${a}, which could be swapped for a second solution.`
      const open = list(finCells(g, t).map(at))
      return `${name} on ${a} and ${b} at ${cells}: two of these cells ${solved}; if ${open} took ${a} and ${b} the four could be swapped for a second solution, so one of them is ${digitChar(x)}, and ${digitChar(x)} is struck from every cell that sees both.`
    }
    case 'bug-lite': {
      const [odd, ...rest] = t.cells
      if (odd === undefined) return null
      return `${name} on ${list(rest.map(at))} and ${at(odd)}: each of these cells but ${at(odd)} holds two digits, and each digit appears exactly twice in every row, column and box it touches among them; were ${at(odd)} ${a} or ${b}, the digits could be swapped around the pattern for a second solution, so it is neither.`
    }
    default:
      return null
  }
}
