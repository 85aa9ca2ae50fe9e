import { cellName, digitChar, type Deduction, type Geometry, type TechniqueStep } from '@/engine'

/** "4", "4 and 7", "1, 4 and 7". */
function listWords(items: readonly string[]): string {
  return items.length < 2
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items.at(-1)!}`
}

/**
 * What a deduction does, in words: its placements (`r2c9 = 8`), then its strikes
 * cell by cell (`r3c6 loses 4 and 7`), in the board's order.
 */
export function movesInWords(g: Geometry, d: Pick<Deduction, 'place' | 'eliminate'>): string {
  const parts = [...d.place]
    .sort((a, b) => a[0] - b[0])
    .map(([c, digit]) => `${cellName(g, c)} = ${digitChar(digit)}`)
  const lost = new Map<number, number[]>()
  for (const [c, digit] of d.eliminate) lost.set(c, [...(lost.get(c) ?? []), digit])
  for (const [c, digits] of [...lost].sort((a, b) => a[0] - b[0]))
    parts.push(`${cellName(g, c)} loses ${listWords(digits.sort((a, b) => a - b).map(digitChar))}`)
  return parts.join('; ')
}

/**
 * A deduction as the pattern the board draws (BoardPattern takes a technique step),
 * with what it places and strikes kept alongside for a drawing that shows them.
 */
export function patternOf(d: Deduction): TechniqueStep & Pick<Deduction, 'place' | 'eliminate'> {
  const { technique: id, rating, cells, digits, units, links, place, eliminate, fins, groups } = d
  return {
    kind: 'technique',
    id,
    rating,
    cells,
    digits,
    units,
    links,
    place,
    eliminate,
    ...(fins ? { fins } : {}),
    ...(groups ? { groups } : {}),
  }
}
