/**
 * Plain sentences for `technique` steps and for the moves they imply, e.g.
 * "X-Wing (SE 3.2) on 7 in rows 2 and 8: 7 must be in column 3 or 6 in both, so
 * 7 is struck from the rest of columns 3 and 6."
 */

import { cellName, digitChar, unitName, type Geometry } from '../../geometry'
import type { Step, TechniqueStep } from '../../steps'
import { isSeTechnique, techniqueName } from '../catalogue'
import { familySentence } from './explain-families'
import { chainNodesText } from '../notation'

// With the sentences, so the views that load them lazily (technique-text.ts) get it too.
export { chainNotation } from '../notation'
import type { Link } from '../types'

/** "a, b and c". */
function list(items: readonly string[]): string {
  return items.length < 2
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items.at(-1)!}`
}

/** "rows 2 and 8" / "columns 3 and 6" / "Box 4". */
function units(g: Geometry, us: readonly number[]): string {
  if (!us.length) return ''
  const kind = Math.floor(us[0]! / g.size)
  if (us.length > 1 && us.every((u) => Math.floor(u / g.size) === kind) && kind < 2) {
    return `${kind === 0 ? 'rows' : 'columns'} ${list(us.map((u) => String((u % g.size) + 1)))}`
  }
  return list(us.map((u) => unitName(g, u)))
}

/** The moves a deduction implies, in words: "r3c5 loses 7; r1c1 = 4". */
export function movesText(g: Geometry, moves: readonly Step[]): string {
  const struck = new Map<number, number[]>()
  const placed: string[] = []
  for (const m of moves) {
    if (m.kind === 'eliminate') struck.set(m.cell, [...(struck.get(m.cell) ?? []), m.digit])
    else if (m.kind === 'place') placed.push(`${cellName(g, m.cell)} = ${digitChar(m.digit)}`)
  }
  const lost = [...struck].map(([c, ds]) => `${cellName(g, c)} loses ${list(ds.map(digitChar))}`)
  return [...lost, ...placed].join('; ')
}

/** Techniques whose sentence does not say what they strike or place: the result is added. */
const ADD_RESULT = /chain|aic|unique-|aligned|xyz?-wing|wxyz-wing/

/**
 * The sentence for a technique step; `moves` (the steps it implies, when known)
 * adds the result where the sentence alone does not say it.
 */
export function explainTechnique(
  g: Geometry,
  t: TechniqueStep,
  moves: readonly Step[] = [],
): string {
  const family = familySentence(g, t, ratedName(t))
  const sentence = family ?? techniqueSentence(g, t)
  const result = family !== null || ADD_RESULT.test(t.id) ? movesText(g, moves) : ''
  return result ? `${sentence} Result: ${result}.` : sentence
}

/** "X-Wing (SE 3.2)"; a technique SE never had: "Finned X-Wing (SE ≈3.4)", our estimate. */
function ratedName(t: TechniqueStep): string {
  const approx = isSeTechnique(t.id) || t.id === 'out-of-techniques' ? '' : '≈'
  return `${techniqueName(t.id)} (SE ${approx}${t.rating.toFixed(1)})`
}

function techniqueSentence(g: Geometry, t: TechniqueStep): string {
  const at = (c: number) => cellName(g, c)
  const cells = list(t.cells.map(at))
  const digits = list(t.digits.map(digitChar))
  const d = digitChar(t.digits[0] ?? 0)
  const name = ratedName(t)
  const half = t.units.length / 2
  switch (t.id) {
    case 'out-of-techniques':
      return 'Logic ran out: no technique up to nested forcing chains (SE 10.5 and up) applies here. Snapshot and guess.'
    case 'full-house':
      return `${name}: ${at(t.cells[0]!)} is the last empty cell of ${units(g, t.units)}, so it takes the missing ${d}.`
    case 'hidden-single-box':
    case 'hidden-single-line':
      return `${name}: ${d} has one place left in ${units(g, t.units)}, ${at(t.cells[0]!)}.`
    case 'naked-single':
      return `${name}: ${at(t.cells[0]!)} has one candidate left, ${d}.`
    case 'pointing':
    case 'claiming':
    case 'direct-pointing':
    case 'direct-claiming': {
      const [base, cover] = t.units.map((u) => unitName(g, u))
      const then = t.id.startsWith('direct')
        ? `; struck from the rest of ${cover}, it leaves a single place for ${d} there`
        : `, so ${d} is struck from the rest of ${cover}`
      return `${name}: in ${base}, ${d} can only go in ${cells}, all in ${cover}${then}.`
    }
    case 'naked-pair':
    case 'naked-triple':
    case 'naked-quad':
      return `${name}: ${cells} hold only ${digits} between them, so ${digits} are struck from the rest of ${units(g, t.units)}.`
    case 'hidden-pair':
    case 'hidden-triple':
    case 'hidden-quad':
    case 'direct-hidden-pair':
    case 'direct-hidden-triple':
      return `${name}: in ${units(g, t.units)}, ${digits} fit only in ${cells}, so those cells lose every other candidate${t.id.startsWith('direct') ? ', which leaves a single place for another digit' : ''}.`
    case 'x-wing':
    case 'swordfish':
    case 'jellyfish': {
      const base = units(g, t.units.slice(0, half))
      const cover = units(g, t.units.slice(half))
      return `${name} on ${d} in ${base}: ${d} must be in ${cover.replace(/ and /, ' or ')} in each of them, so ${d} is struck from the rest of ${cover}.`
    }
    case 'skyscraper':
    case 'two-string-kite':
    case 'turbot-fish': {
      const [a, , , b] = t.cells
      return `${name} on ${d}: two strong links (${units(g, t.units)}) joined by a weak one, so ${at(a!)} or ${at(b!)} is ${d}, and ${d} is struck from every cell that sees both.`
    }
    case 'grouped-turbot-fish':
    case 'three-strong-links':
    case 'four-strong-links':
      return `${name} on ${d}: ${t.units.length} strong links (${units(g, t.units)}${t.groups?.length ? ', some between groups of cells' : ''}) joined by weak ones, so one end of the chain is ${d}, and ${d} is struck from every cell that sees both ends.`
    case 'xy-wing':
    case 'xyz-wing': {
      const [pivot, ...pincers] = t.cells
      return `${name}: pivot ${at(pivot!)} and pincers ${list(pincers.map(at))} (digits ${digits}): whatever the pivot holds, the digit the pincers share ends up in one of them${t.id === 'xyz-wing' ? ' or the pivot' : ''}, so it is struck from every cell that sees them all.`
    }
    case 'wxyz-wing':
    case 'vwxyz-wing':
    case 'uvwxyz-wing':
    case 'tuvwxyz-wing': {
      const als = t.cells.slice(0, -1)
      const y = t.cells[t.cells.length - 1]!
      return `${name}: ${list(als.map(at))} in one house hold ${t.cells.length} digits between them (${digits}), and ${at(y)} holds two of them; one of those two cannot be both in ${at(y)} and in the house, so the other must be in one or the other and is struck from every cell that sees all its places.`
    }
    case 'unique-rectangle-1':
    case 'unique-rectangle-2':
    case 'unique-rectangle-4':
      return `${name} on ${digits} at ${cells}: if these four cells held only ${digits} the puzzle would have two solutions, so the extra candidates must hold, and what would rebuild the pattern is struck.`
    case 'unique-rectangle-3':
    case 'unique-loop-1':
    case 'unique-loop-2':
    case 'unique-loop-3':
    case 'unique-loop-4':
      return uniqueSentence(g, t, name)
    case 'bug':
      if (t.cells.length > 1)
        return `${name}: every unsolved cell but ${list(t.cells.map(at))} has two candidates, and without ${d} in those the puzzle would have two solutions; so one of them is ${d}, and ${d} is struck from every cell that sees them all.`
      return `${name}: every unsolved cell but ${at(t.cells[0]!)} has two candidates; unless it is ${d} the puzzle would have two solutions, so it is ${d}.`
    case 'aligned-pair-exclusion':
      return `${name}: ${at(t.cells[0]!)} and ${at(t.cells[1]!)} cannot hold the same digit, nor a pair that would empty a cell seeing both, so the candidates left without a partner are struck.`
    case 'x-chain':
    case 'xy-chain':
    case 'aic': {
      // An open chain (search's AICs, with all they strike) or a loop from an
      // assumption to its opposite (find's): an open chain has a start no link leads to.
      const into = new Set(t.links.map((l) => l.to))
      const through = `${name} of ${t.links.length} links through ${chainNodesText(g, t.links)}: strong and weak links alternate`
      return t.links.some((l) => !into.has(l.from))
        ? `${through}, strong at both ends, so one of its two ends is true, and what sees both ends goes.`
        : `${through}; the assumption at its start turns against itself, so its opposite holds.`
    }
    case 'x-cycle':
      return `${name} on ${d}, a loop through ${list(t.cells.map(at))}: strong and weak links alternate, so across each weak link one end is ${d}, and ${d} is struck from every cell that sees both.`
    default:
      if (t.nested) return nestedSentence(g, t, name)
      return `${name} from ${sourcesText(g, t.links)}: every way the start can go leads to the same result (or one way to a contradiction), so that result holds.`
  }
}

/**
 * A nested forcing chain: what was assumed, that the runs needed inner chains (named,
 * with how many), and what followed.
 */
function nestedSentence(g: Geometry, t: TechniqueStep, name: string): string {
  const nested = t.nested!
  const inner = nested.inner.length
    ? list(nested.inner.map(({ rule, count }) => `${count} ${rule}${count === 1 ? '' : 's'}`))
    : 'pairs and locked candidates'
  const deep = nested.depth > 2 ? `, chains ${nested.depth} deep` : ''
  return `${name} from ${sourcesText(g, t.links)}: each way the start can go was followed until it stalled, then ${inner} on the grid it had left struck more candidates (nesting level ${nested.level}${deep}); every way led to the same result (or one way to a contradiction), so that result holds.`
}

/** A forcing chain's starts (candidates no link leads to), by cell: "r1c1 (2, 5, 7)". */
function sourcesText(g: Geometry, links: readonly Link[]): string {
  const into = new Set(links.map((l) => l.to))
  const byCell = new Map<number, number[]>()
  for (const l of links) {
    if (into.has(l.from)) continue
    const cell = Math.floor(l.from / g.size)
    const digits = byCell.get(cell) ?? []
    const digit = (l.from % g.size) + 1
    if (!digits.includes(digit)) digits.push(digit)
    byCell.set(cell, digits)
  }
  return list(
    [...byCell].map(
      ([cell, ds]) =>
        `${cellName(g, cell)} (${ds
          .sort((a, b) => a - b)
          .map(digitChar)
          .join(', ')})`,
    ),
  )
}

/**
 * Unique rectangle type 3 and unique loops. The pattern's cells come first in loop
 * order (a rectangle's corners row by row), then a subset's other cells; the digits
 * are the pair (type 4: the one locked in its unit first), then the extra digits
 * (type 2's one, or the subset's).
 */
function uniqueSentence(g: Geometry, t: TechniqueStep, name: string): string {
  const at = (c: number) => cellName(g, c)
  const rectangle = t.id === 'unique-rectangle-3'
  const unit = t.units.length ? unitName(g, t.units[0]!) : ''
  // A type 3 subset lies in its unit, which holds exactly two cells of the pattern.
  const inUnit = t.units.length ? t.cells.filter((c) => g.units[t.units[0]!]!.includes(c)) : []
  const size = t.id.endsWith('-3') ? t.cells.length - inUnit.length + 2 : t.cells.length
  const loop = t.cells.slice(0, size)
  const [a, b] = t.digits.map(digitChar)
  const extra = t.digits.slice(2).map(digitChar)
  const shape = rectangle
    ? `the rectangle ${list(loop.map(at))}`
    : `the loop ${[...loop, loop[0]!].map(at).join('-')}`
  const deadly = `${name} on ${a} and ${b}: if ${shape} held only ${a} and ${b}, the two could be swapped ${rectangle ? 'round it' : 'along it (each of its rows, columns and boxes holds two of its cells)'} and the puzzle would have two solutions`
  switch (t.id) {
    case 'unique-loop-1':
      return `${deadly}. Only one of its cells has other candidates, so that cell cannot be ${a} or ${b}.`
    case 'unique-loop-2':
      return `${deadly}. Every cell with more candidates has the same extra ${extra[0]}, so one of them holds ${extra[0]}, and ${extra[0]} is struck from every cell that sees them all.`
    case 'unique-loop-4':
      return `${deadly}. In ${unit}, ${a} has no place but ${list(inUnit.map(at))}, the loop's two cells with more candidates, so one of them is ${a}, and neither may be ${b}.`
    default: {
      const others = t.cells.slice(size)
      const kind = (k: number) => ['', '', 'pair', 'triple', 'quad'][k] ?? 'set'
      const roof = list(inUnit.filter((c) => loop.includes(c)).map(at))
      // A naked subset names one digit more than its other cells, a hidden one one fewer.
      if (extra.length === others.length + 1)
        return `${deadly}. So ${roof} hold one of their extra digits between them, as if they were one cell; with ${list(others.map(at))} that makes a naked ${kind(extra.length)} on ${list(extra)} in ${unit}, and those digits are struck from the rest of ${unit}.`
      const digits = list([a!, b!, ...extra])
      const subset = list(others.map(at))
      return `${deadly}. So one of ${roof} holds an extra digit, and only the other may hold ${a} or ${b}: in ${unit}, ${digits} then fit only in ${subset} and that one cell, a hidden ${kind(extra.length + 2)}, so ${subset} ${others.length > 1 ? 'lose' : 'loses'} every other candidate.`
    }
  }
}

/** The sentence for a move a technique implies. */
export function explainImplied(g: Geometry, step: Step, by: TechniqueStep): string {
  const name = techniqueName(by.id)
  if (step.kind === 'eliminate')
    return `${digitChar(step.digit)} struck from ${cellName(g, step.cell)} (${name}).`
  if (step.kind === 'place')
    return `${cellName(g, step.cell)} = ${digitChar(step.digit)} (${name}).`
  return ''
}
