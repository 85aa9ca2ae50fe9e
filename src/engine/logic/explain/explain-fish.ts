/**
 * Sentences for the fish techniques of the full set (explain.ts adds what they strike
 * or place). A fish step's units are its base units then its cover units (a siamese
 * fish: the base, then both covers), its digits the fish's digit, its fins the fins
 * as candidates; a kraken fish step also carries the chains from its fins (links).
 */

import { cellName, digitChar, unitName, type Geometry } from '../../geometry'
import type { TechniqueStep } from '../../steps'

const SIZES: Record<string, number> = {
  'x-wing': 2,
  swordfish: 3,
  jellyfish: 4,
  squirmbag: 5,
  whale: 6,
  leviathan: 7,
}

const NUMBERS = ['', '', 'two', 'three', 'four', 'five', 'six', 'seven']

/** "a, b and c" (or "a, b or c"). */
function list(items: readonly string[], last = 'and'): string {
  return items.length < 2
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1)!}`
}

/** "rows 2 and 5", "row 2 and box 3", "columns 3 or 6". */
function unitsText(g: Geometry, us: readonly number[], last = 'and'): string {
  const kinds = us.map((u) => Math.floor(u / g.size))
  if (us.length > 1 && kinds.every((k) => k === kinds[0]))
    return `${['rows', 'columns', 'boxes'][kinds[0]!]!} ${list(
      us.map((u) => String((u % g.size) + 1)),
      last,
    )}`
  return list(
    us.map((u) => unitName(g, u).toLowerCase()),
    last,
  )
}

/** The size of a fish step, or 0 when `id` is not one of this family's fish. */
function fishSize(id: string): number {
  const m =
    /^(?:finned-|sashimi-)?(?:franken-|mutant-)?(x-wing|swordfish|jellyfish|squirmbag|whale|leviathan)$/.exec(
      id,
    )
  return m ? SIZES[m[1]!]! : 0
}

/** The sentence for one of this family's steps, or null when `t` is not one of them. `name` is "Finned X-Wing (SE 3.4)". */
export function sentence(g: Geometry, t: TechniqueStep, name: string): string | null {
  const kraken = t.id === 'kraken-fish-1' || t.id === 'kraken-fish-2'
  const size = kraken ? t.units.length / 2 : fishSize(t.id)
  if (!size || ['x-wing', 'swordfish', 'jellyfish'].includes(t.id)) return null
  const d = digitChar(t.digits[0] ?? 0)
  const base = t.units.slice(0, size)
  const covers = t.units.slice(size)
  const fins = (t.fins ?? []).map((x) => cellName(g, Math.floor(x / g.size)))
  const baseText = unitsText(g, base)
  const each = size === 2 ? 'both' : 'each of'
  if (kraken) {
    const coverText = unitsText(g, covers, 'or')
    const fish = `in ${baseText}, ${d} is in ${coverText} in each, unless a fin (${list(fins)}) is ${d}`
    if (t.id === 'kraken-fish-1')
      return `${name} on ${d}: ${fish}. Without the fins the fish would strike ${d} from a cell that no fin sees; yet each fin, if it were ${d}, strikes it too along a chain of singles, so either way it goes.`
    return `${name} on ${d}: ${fish}. So one of a cover unit's base candidates or a fin is ${d}, and each of them, if true, strikes the same candidate along a chain of singles: it goes either way.`
  }
  if (!fins.length) {
    const coverText = unitsText(g, covers)
    return `${name} on ${d}: ${d} must go once in each of ${baseText}, and every place it has there lies in ${coverText}; those ${NUMBERS[size]} ${d}s fill ${coverText}, so ${d} is struck from the rest of them.`
  }
  const finText = `${fins.length > 1 ? 'fins' : 'fin'} ${list(fins)}`
  const either = `either way ${d} is struck from every cell of the cover outside the base that sees ${fins.length > 1 ? 'all the fins' : 'the fin'}`
  if (covers.length === 2 * size) {
    const first = unitsText(g, covers.slice(0, size), 'or')
    const second = unitsText(g, covers.slice(size), 'or')
    return `${name}, siamese, on ${d}: two fish share the base ${baseText}. In each of them ${d} is in ${first} unless a fin is ${d}, and in ${second} unless a fin is ${d} (the ${finText}); each fish strikes on its own: ${either} of that fish.`
  }
  const coverText = unitsText(g, covers, 'or')
  const unless = fins.length > 1 ? `one of the ${finText} is` : `the ${finText} is`
  return `${name} on ${d}: in ${each} ${baseText}, ${d} is in ${coverText}, unless ${unless} ${d}; ${either}.`
}
