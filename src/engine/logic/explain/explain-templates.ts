/** Sentences for the templates techniques of the full set (explain.ts adds what they strike or place). */

import { cellName, digitChar, unitName, type Geometry } from '../../geometry'
import type { TechniqueStep } from '../../steps'

/** "a, b and c". */
function list(items: readonly string[]): string {
  return items.length < 2
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items.at(-1)!}`
}

/** The sentence for one of this family's steps, or null when `t` is not one of them. `name` is "Finned X-Wing (SE 3.4)". */
export function sentence(g: Geometry, t: TechniqueStep, name: string): string | null {
  const at = (c: number) => cellName(g, c)
  switch (t.id) {
    case 'locked-pair':
    case 'locked-triple': {
      const digits = list(t.digits.map(digitChar))
      const [line, box] = t.units.map((u) => unitName(g, u))
      return `${name}: ${list(t.cells.map(at))} hold only ${digits} between them and lie in both ${line} and ${box}, so ${digits} are struck from the rest of both.`
    }
    case 'template-set':
    case 'template-delete':
      return templateSentence(g, t, name)
    case 'aligned-triple-exclusion':
      return tripleSentence(g, t, name)
    default:
      return null
  }
}

/**
 * Template set and delete: the digit first, then the digits whose needed cells (those
 * in every one of their templates) narrowed its templates.
 */
function templateSentence(g: Geometry, t: TechniqueStep, name: string): string {
  const [digit, ...others] = t.digits
  const d = digitChar(digit!)
  const cells = list(t.cells.map((c) => cellName(g, c)))
  const refined = others.length
    ? `, and that take no cell every remaining way to place ${list(others.map(digitChar))} needs`
    : ''
  const ways = `${name} on ${d}: of the 46,656 ways to place the nine ${d}s (one in each row, column and box), only those that keep the ${d}s already placed and use cells where ${d} is still a candidate can happen${refined}.`
  return t.id === 'template-set'
    ? `${ways} Every one of them puts ${d} in ${cells}, so ${d} goes there.`
    : `${ways} None of them puts ${d} in ${cells}, so ${d} is struck there.`
}

/** Aligned triple exclusion: the triple's three cells first, then the sets' cells; each set a group. */
function tripleSentence(g: Geometry, t: TechniqueStep, name: string): string {
  const [a, b, c] = t.cells.map((cell) => cellName(g, cell))
  const sets = (t.groups ?? []).map((group) => {
    const cells = [...new Set(group.map((k) => Math.floor(k / g.size)))]
    const digits = [...new Set(group.map((k) => (k % g.size) + 1))].sort((x, y) => x - y)
    return `${cells.map((cell) => cellName(g, cell)).join('+')} (${digits.map(digitChar).join('')})`
  })
  const units = list(t.units.map((u) => unitName(g, u)))
  return `${name}: ${a}, ${b} and ${c} share ${units}, so they hold three different digits. A combination is impossible when it would leave a set of cells seeing all three with fewer digits than cells: ${list(sets)}. The candidates of the three that fit no remaining combination are struck.`
}
