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
  const { technique: id, rating, cells, digits, units, links, place, eliminate } = d
  const { fins, groups, nested } = d
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
    ...(nested ? { nested } : {}),
  }
}

/** A fish's deduction id: X-Wing to Leviathan, finned, sashimi, Franken, mutant, kraken. */
const FISH = /(^|-)(x-wing|swordfish|jellyfish|squirmbag|whale|leviathan)$|^kraken-fish/

/**
 * What tells a deduction from another of its technique that does the same (two
 * Finned Swordfish striking the same candidate): a fish's base and cover sets and
 * fins (`base r1 r5 r9, cover c2 c4 c7, fin r3c4`), a chain's notation, else the
 * pattern's cells and digits.
 */
export function patternWords(g: Geometry, d: Deduction, notation: string | null): string {
  const unit = (u: number) => `${'rcb'[Math.floor(u / g.size)]}${(u % g.size) + 1}`
  const cells = (list: readonly number[]) => [...new Set(list)].map((c) => cellName(g, c)).join(' ')
  const digits = [...d.digits].sort((a, b) => a - b).map(digitChar)
  if (FISH.test(d.technique) && d.units.length >= 2) {
    const half = d.units.length % 2 ? d.units.length : d.units.length / 2
    const base = d.units.slice(0, half).map(unit).join(' ')
    const cover = d.units.slice(half).map(unit).join(' ')
    const fins = d.fins?.length ? cells(d.fins.map((k) => Math.floor(k / g.size))) : ''
    return [
      `${listWords(digits)}: base ${base}`,
      cover ? `cover ${cover}` : '',
      fins ? `fin${d.fins!.length > 1 ? 's' : ''} ${fins}` : '',
    ]
      .filter(Boolean)
      .join(', ')
  }
  if (notation) return notation
  return `${listWords(digits)} in ${cells(d.cells)}`
}

/** For each deduction of a list, whether another one reads the same (the same moves in words). */
export function readsAlike(g: Geometry, ds: readonly Deduction[]): boolean[] {
  const words = ds.map((d) => movesInWords(g, d))
  const count = new Map<string, number>()
  for (const w of words) count.set(w, (count.get(w) ?? 0) + 1)
  return words.map((w) => count.get(w)! > 1)
}
