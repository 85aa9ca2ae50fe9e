/** Sentences for the chains-grouped techniques of the full set (explain.ts adds what they strike or place). */

import { cellName, digitChar, type Geometry } from '../../geometry'
import type { TechniqueStep } from '../../steps'
import { chainNodesText, groupName } from '../notation'

const IDS = new Set([
  'nice-loop',
  'discontinuous-nice-loop',
  'grouped-x-cycle',
  'grouped-nice-loop',
  'grouped-discontinuous-nice-loop',
  'grouped-aic',
  'als-nice-loop',
  'als-discontinuous-nice-loop',
  'als-aic',
])

/** The sentence for one of this family's steps, or null when `t` is not one of them. `name` is "Finned X-Wing (SE 3.4)". */
export function sentence(g: Geometry, t: TechniqueStep, name: string): string | null {
  if (!IDS.has(t.id)) return null
  const through = `${t.links.length} links through ${chainNodesText(g, t.links)}${groupsText(g, t)}`
  switch (t.id) {
    case 'nice-loop':
    case 'grouped-nice-loop':
    case 'grouped-x-cycle':
    case 'als-nice-loop':
      return `${name}, a loop of ${through}: strong and weak links alternate all the way round, so across every weak link exactly one end is true, and what is weakly linked to both ends of one goes (a weak link inside a cell: the cell's other digits).`
    case 'discontinuous-nice-loop':
    case 'grouped-discontinuous-nice-loop':
    case 'als-discontinuous-nice-loop':
      return `${name} of ${through}: ${discontinuity(t)}`
    default:
      return `${name} of ${through}: strong and weak links alternate, strong at both ends, so one of its two ends is true, and what is weakly linked to both ends goes.`
  }
}

/** What a discontinuous loop concludes at the candidate where it meets itself. */
function discontinuity(t: TechniqueStep): string {
  for (const l of t.links) {
    const into = t.links.find((k) => k.to === l.from)
    if (!into || into.strong !== l.strong) continue
    return l.strong
      ? 'it leaves and comes back to one candidate by strong links, so that candidate being false would make it true: it holds, and its cell loses its other digits.'
      : 'it leaves and comes back to one candidate by weak links, so that candidate being true would make it false: it goes.'
  }
  return 'strong and weak links alternate, strong at both ends, and its two ends are two digits of one cell: one of them holds, so the cell loses its other digits.'
}

/** ", with the group nodes (5)r45c2 and (1)r46c1" for a grouped chain; "" otherwise. */
function groupsText(g: Geometry, t: TechniqueStep): string {
  const cellOf = (c: number) => Math.floor(c / g.size)
  const isAls = (x: number[]) => x.some((c) => c % g.size !== x[0]! % g.size)
  const oneCell = (x: number[]) => x.every((c) => cellOf(c) === cellOf(x[0]!))
  const all = t.groups ?? []
  const groups = all.filter((x) => x.length > 1 && !isAls(x))
  const sets = all.filter((x) => isAls(x) && !oneCell(x))
  const forced = all.filter((x) => isAls(x) && oneCell(x))
  return nodesText(g, groups) + alsText(g, sets, forced, t)
}

/**
 * ", through the ALS (4=5)r2c123 (cells holding one digit more than their number:
 * without the digit the chain enters by, they hold the one it leaves by)" for a chain
 * with ALS nodes (each group: the candidates its links end on, then the rest). A
 * set left through a cell it forces (a forced cell: its forced candidate, then the
 * set's digits in it) is written `(6=28)r5c47`, and the sentence says what it forces.
 */
function alsText(g: Geometry, sets: number[][], forced: number[][], t: TechniqueStep): string {
  if (!sets.length) return ''
  const digit = (c: number) => digitChar((c % g.size) + 1)
  const cellsOf = (x: number[]) => [...new Set(x.map((c) => Math.floor(c / g.size)))]
  const joined = (xs: string[]) =>
    xs.length > 1 ? `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}` : (xs[0] ?? '')
  // The forced cell a set's entry candidate is linked to, if any.
  const forcedBy = (x: number[]) =>
    forced.find((f) =>
      t.links.some(
        (l) => l.strong && [l.from, l.to].includes(x[0]!) && [l.from, l.to].includes(f[0]!),
      ),
    )
  const names: string[] = []
  const forcings: string[] = []
  for (const x of sets) {
    const f = forcedBy(x)
    const name = `(${digit(x[0]!)}=${f ? f.slice(1).map(digit).join('') : digit(x[1]!)})${groupName(g, cellsOf(x))}`
    names.push(name)
    if (f) {
      const cell = cellName(g, Math.floor(f[0]! / g.size))
      forcings.push(
        `without its ${digit(x[0]!)}, ${name} holds ${joined(f.slice(1).map(digit))}, which ${cell} sees, so ${cell} holds ${digit(f[0]!)}`,
      )
    }
  }
  const why = forcings.length ? `; ${forcings.join('; ')}` : ''
  return `, through the ALS ${joined(names)} (cells holding one digit more than their number: without the digit the chain enters by, they hold the one it leaves by${why})`
}

/** The group nodes' part of groupsText. */
function nodesText(g: Geometry, groups: number[][]): string {
  if (!groups.length) return ''
  const names = groups.map((x) => {
    const digit = digitChar((x[0]! % g.size) + 1)
    return `(${digit})${groupName(
      g,
      x.map((c) => Math.floor(c / g.size)),
    )}`
  })
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]
  return `, with the group node${names.length > 1 ? 's' : ''} ${list} (a group is true when its digit sits in one of its cells)`
}
