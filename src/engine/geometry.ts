/**
 * Geometry of an n x n Sudoku with b x b boxes (n = b * b; b = 2, 3, 4 or 5).
 *
 * Glossary (the names used everywhere in the engine):
 *   cell     an index 0 .. n*n-1, row-major: cell = row * n + col
 *   row, col zero-based; the UI names a cell "r{row+1}c{col+1}", its id is "row.col"
 *   box      zero-based, row-major over the boxes: box = floor(row/b) * b + floor(col/b)
 *   unit     a row, a column or a box: n cells that must hold each digit once.
 *            unit ids: 0..n-1 rows, n..2n-1 columns, 2n..3n-1 boxes
 *   peer     a cell sharing a unit with another (the "related cells"; 20 for 9x9)
 *   digit    1..n; 0 means empty
 *   mask     a candidate set: bit d-1 set = digit d still possible
 *
 * Index layout (9x9)                 Bit layout of a mask (9x9)
 *    c0 c1 c2   c3 ...  c8              bit: 8 7 6 5 4 3 2 1 0
 * r0  0  1  2 |  3 ...   8            digit: 9 8 7 6 5 4 3 2 1
 * r1  9 10 11 | 12 ...  17            e.g. 0b000010010 = {2, 5}
 * r2 18 19 20 | 21 ...  26
 *    ---------+--------                full mask = (1 << n) - 1
 * r3 27 ...
 *
 * A mask of 25x25 needs 25 bits: masks live in 32-bit words (Int32Array or
 * Uint32Array), never in 16-bit arrays. A cell index (up to 624) needs 16 bits.
 */

export type BoxSize = 2 | 3 | 4 | 5

/** The sides the engine supports (box sizes 2 to 5). */
export const SIDES: readonly number[] = [4, 9, 16, 25]

export interface Geometry {
  /** Box side b. */
  readonly box: BoxSize
  /** Side n = b * b, also the number of digits. */
  readonly size: number
  /** Number of cells n * n. */
  readonly cells: number
  /** Mask with all n digits. */
  readonly all: number
  readonly rowOf: Uint8Array
  readonly colOf: Uint8Array
  readonly boxOf: Uint8Array
  /** units[u] = the n cells of unit u (rows, then columns, then boxes). */
  readonly units: readonly (readonly number[])[]
  /** unitsOf[cell] = [row unit, column unit, box unit]. */
  readonly unitsOf: readonly (readonly [number, number, number])[]
  /** peers[cell] = the related cells, ascending. */
  readonly peers: readonly (readonly number[])[]
  /** All peers flattened, peerCount per cell (a hot-loop friendly view). */
  readonly peerFlat: Uint16Array
  readonly peerCount: number
}

const cache = new Map<number, Geometry>()

export function geometry(box: BoxSize = 3): Geometry {
  const hit = cache.get(box)
  if (hit) return hit
  const size = box * box
  const cells = size * size
  const rowOf = new Uint8Array(cells)
  const colOf = new Uint8Array(cells)
  const boxOf = new Uint8Array(cells)
  const units: number[][] = Array.from({ length: 3 * size }, () => [])
  for (let cell = 0; cell < cells; cell++) {
    const r = Math.floor(cell / size)
    const c = cell % size
    const b = Math.floor(r / box) * box + Math.floor(c / box)
    rowOf[cell] = r
    colOf[cell] = c
    boxOf[cell] = b
    units[r]!.push(cell)
    units[size + c]!.push(cell)
    units[2 * size + b]!.push(cell)
  }
  const unitsOf = Array.from(
    { length: cells },
    (_, cell) => [rowOf[cell]!, size + colOf[cell]!, 2 * size + boxOf[cell]!] as const,
  )
  const peers = unitsOf.map((us, cell) => {
    const set = new Set<number>()
    for (const u of us) for (const p of units[u]!) if (p !== cell) set.add(p)
    return [...set].sort((a, b) => a - b)
  })
  const peerCount = peers[0]!.length
  const peerFlat = new Uint16Array(cells * peerCount)
  peers.forEach((ps, cell) => peerFlat.set(ps, cell * peerCount))
  const g: Geometry = {
    box,
    size,
    cells,
    all: (1 << size) - 1,
    rowOf,
    colOf,
    boxOf,
    units,
    unitsOf,
    peers,
    peerFlat,
    peerCount,
  }
  cache.set(box, g)
  return g
}

/** The geometry for a side n (4, 9, 16 or 25), or undefined for any other side. */
export function geometryForSize(size: number): Geometry | undefined {
  if (!SIDES.includes(size)) return undefined
  return geometry(Math.round(Math.sqrt(size)) as BoxSize)
}

/** "r1c2": the name users read (one-based). */
export function cellName(g: Geometry, cell: number): string {
  return `r${g.rowOf[cell]! + 1}c${g.colOf[cell]! + 1}`
}

/** "0.1": the id of the cell object (zero-based row.col). */
export function cellId(g: Geometry, cell: number): string {
  return `${g.rowOf[cell]}.${g.colOf[cell]}`
}

/** "Row 3", "Column 5", "Box 7" (one-based). */
export function unitName(g: Geometry, unit: number): string {
  const kind = Math.floor(unit / g.size)
  const index = (unit % g.size) + 1
  return `${kind === 0 ? 'Row' : kind === 1 ? 'Column' : 'Box'} ${index}`
}

export function bit(digit: number): number {
  return 1 << (digit - 1)
}

export function popcount(mask: number): number {
  let m = mask - ((mask >>> 1) & 0x55555555)
  m = (m & 0x33333333) + ((m >>> 2) & 0x33333333)
  return (((m + (m >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24
}

/** The lowest digit in a non-empty mask. */
export function lowestDigit(mask: number): number {
  return 32 - Math.clz32(mask & -mask)
}

/** The digits of a mask, ascending. */
export function digitsOf(mask: number): number[] {
  const out: number[] = []
  for (let d = 1; mask; d++, mask >>>= 1) if (mask & 1) out.push(d)
  return out
}

/** How a digit is written in text: 1-9, then A-G for 10-16 (16x16), up to P for 25 (25x25). */
export function digitChar(digit: number): string {
  return digit < 10 ? String(digit) : String.fromCharCode(55 + digit)
}
