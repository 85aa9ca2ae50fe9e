/** Sentences for the colouring techniques of the full set (explain.ts adds what they strike or place). */

import { cellName, digitChar, unitName, type Geometry } from '../../geometry'
import type { TechniqueStep } from '../../steps'
import { see } from '../colouring/colouring-clusters'

/** "a, b and c". */
function list(items: readonly string[]): string {
  return items.length < 2
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items.at(-1)!}`
}

/** The sentence for one of this family's steps, or null when `t` is not one of them. `name` is "Finned X-Wing (SE 3.4)". */
export function sentence(g: Geometry, t: TechniqueStep, name: string): string | null {
  const n = g.size
  const at = (c: number) => cellName(g, c)
  const cellOf = (k: number) => Math.floor(k / n)
  const digitOf = (k: number) => digitChar((k % n) + 1)
  const cells = (ks: readonly number[]) => list([...new Set(ks.map(cellOf))].map(at))
  const d = digitChar(t.digits[0] ?? 0)
  const unitOf = (a: number, b: number) =>
    unitName(g, g.rowOf[a] === g.rowOf[b] ? g.rowOf[a]! : n + g.colOf[a]!)
  switch (t.id) {
    case 'empty-rectangle':
    case 'dual-empty-rectangle': {
      // The box, then each ER's row, column and pair unit, one ER per link.
      const box = t.units[0]!
      const ers = t.links.map((l, i) => {
        const [row, col] = [t.units[1 + 3 * i]!, t.units[2 + 3 * i]!]
        const [x, y] = [cellOf(l.from), cellOf(l.to)]
        // x lies on the ER's row (the pair runs down a column) or on its column.
        const onRow = g.rowOf[x] === row
        const target = onRow ? g.rowOf[y]! * n + (col - n) : row * n + g.colOf[y]!
        const [first, second] = onRow ? [row, col] : [col, row]
        return `${d} lies in ${unitName(g, row)} or ${unitName(g, col)} there, and with the conjugate pair ${at(x)}-${at(y)} in ${unitOf(x, y)}, if ${at(target)} were ${d}, ${at(y)} would not be, so ${at(x)} would: with ${at(x)} taking ${unitName(g, first)} and ${at(target)} ${unitName(g, second)}, ${unitName(g, box)} would have no place for ${d}`
      })
      return `${name} on ${d} in ${unitName(g, box)}: ${ers.join('. Also, ')}.`
    }
    case 'dual-two-string-kite': {
      const kites = [t.links.slice(0, 3), t.links.slice(3, 6)].map((ls) => {
        const [farA, inA, inB, farB] = [ls[0]!.from, ls[0]!.to, ls[2]!.from, ls[2]!.to].map(cellOf)
        const k = digitOf(ls[0]!.from)
        return `on ${k}, ${at(farA!)}=${at(inA!)} (${unitOf(farA!, inA!)}) and ${at(inB!)}=${at(farB!)} (${unitOf(inB!, farB!)}): ${at(farA!)} or ${at(farB!)} is ${k}`
      })
      const box = unitName(g, 2 * n + g.boxOf[cellOf(t.links[1]!.from)]!)
      return `${name}: two two-string kites share their cells in ${box}: ${kites.join('; ')}. Each kite's digit is struck from every cell that sees both its far ends.`
    }
    case 'w-wing': {
      const [c1, c2] = t.cells as [number, number]
      const [, bridge] = t.links
      const x = digitOf(bridge!.from)
      const y = digitChar(t.digits.find((k) => digitChar(k) !== x) ?? 0)
      const [e1, e2] = [cellOf(bridge!.from), cellOf(bridge!.to)]
      return `${name}: ${at(c1)} and ${at(c2)} both hold only ${list(t.digits.map(digitChar))}. In ${unitOf(e1, e2)}, ${x} is at ${at(e1)} or ${at(e2)}, which see ${at(c1)} and ${at(c2)}: so one of the two is not ${x} and holds ${y}, and ${y} is struck from every cell that sees both.`
    }
    case 'remote-pair': {
      const [x, y] = t.digits.map(digitChar)
      const [a, b] = t.groups ?? [[], []]
      return `${name} on ${x} and ${y}: ${list(t.cells.map(at))} hold only ${x} and ${y} and are linked cell to cell, so the digits alternate along them: ${cells(a!)} hold one digit and ${cells(b!)} the other. A cell that sees cells of both kinds sees both digits and loses them.`
    }
    case 'simple-colours-trap':
    case 'simple-colours-wrap': {
      const [a, b] = (t.groups ?? [[], []]).map((ks) => ks.map(cellOf))
      const start = `${name} on ${d}: the conjugate pairs on ${d} (units where it has two places) chain ${list(a!.map(at))} (colour A) and ${list(b!.map(at))} (colour B), so one colour holds ${d} in all its cells and the other in none.`
      if (t.id === 'simple-colours-trap')
        return `${start} A cell that sees both colours cannot be ${d}.`
      const wrapped = [a!, b!].map((xs) => seeingPair(g, xs))
      const k = wrapped[0] ? 0 : 1
      const [p, q] = wrapped[k] ?? [0, 0]
      return `${start} ${at(p)} and ${at(q)}, both colour ${k ? 'B' : 'A'}, see each other, so colour ${k ? 'B' : 'A'} cannot hold ${d} and its cells lose it.`
    }
    case 'multi-colours-1':
    case 'multi-colours-2': {
      const [a1, b1, a2, b2] = (t.groups ?? []).map((ks) => ks.map(cellOf)) as [
        number[],
        number[],
        number[],
        number[],
      ]
      const colours = `${name} on ${d}: two clusters of conjugate pairs on ${d}, one coloured ${list(a1.map(at))} / ${list(b1.map(at))}, the other ${list(a2.map(at))} / ${list(b2.map(at))}; in each, one colour holds ${d} and the other not.`
      if (t.id === 'multi-colours-2') {
        const dead = [a1, b1].find((xs) => seesAny(g, xs, a2) && seesAny(g, xs, b2)) ?? a1
        return `${colours} The first cluster's colour ${list(dead.map(at))} sees both colours of the second, one of which holds ${d}: it cannot hold ${d} itself, and its cells lose it.`
      }
      for (const [x, y] of [
        [a1, a2],
        [a1, b2],
        [b1, a2],
        [b1, b2],
      ] as const) {
        const p = x.find((c) => y.some((o) => see(g, c, o)))
        if (p === undefined) continue
        const q = y.find((o) => see(g, p, o))!
        return `${colours} ${at(p)} sees ${at(q)}, so their two colours do not both hold ${d}: one of the two opposite colours does, and a cell that sees both of those cannot be ${d}.`
      }
      return colours
    }
    case 'x-colours': {
      const [a, b] = (t.groups ?? [[], []]).map((ks) => ks.map(cellOf))
      const own = new Set(t.links.flatMap((l) => [cellOf(l.from), cellOf(l.to)]))
      const colour = (xs: number[], label: string) => {
        const extra = xs.filter((c) => !own.has(c))
        const base = list(xs.filter((c) => own.has(c)).map(at))
        return extra.length
          ? `${label} ${base}, extended to ${list(extra.map(at))}`
          : `${label} ${base}`
      }
      return `${name} on ${d}: the conjugate pairs on ${d} colour ${colour(a!, 'A')} and ${colour(b!, 'B')}. One colour holds ${d}; if it does, a unit where its cells see every place for ${d} but one must hold ${d} there, which extends the colour. So a colour whose extension sees itself or leaves a unit without ${d} is false, a cell that sees both extended colours cannot be ${d}, and a cell in both holds it.`
    }
    case '3d-medusa': {
      const [a, b] = t.groups ?? [[], []]
      const cand = (k: number) => `${at(cellOf(k))} ${digitOf(k)}`
      return `${name}: bivalue cells and conjugate pairs link candidates of ${list(t.digits.map(digitChar))} into one cluster, coloured alternately A (${list(a!.map(cand))}) and B (${list(b!.map(cand))}); one colour is all true, the other all false. A colour that would put two of its candidates in one cell or one digit twice in a unit, or leave a cell empty, is false; otherwise a candidate goes when it sees its digit in both colours, sees one colour while its cell holds the other, or shares a cell with both colours.`
    }
    default:
      return null
  }
}

/** Two cells of `xs` that see each other, or null. */
function seeingPair(g: Geometry, xs: readonly number[]): [number, number] | null {
  for (let i = 0; i < xs.length; i++)
    for (let j = i + 1; j < xs.length; j++) if (see(g, xs[i]!, xs[j]!)) return [xs[i]!, xs[j]!]
  return null
}

function seesAny(g: Geometry, xs: readonly number[], ys: readonly number[]): boolean {
  return xs.some((x) => ys.some((y) => see(g, x, y)))
}
