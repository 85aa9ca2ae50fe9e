/**
 * A position's marks in a link (`m`, docs/contracts/links.md): which digits
 * were placed and each empty cell's candidates. Loaded with a dynamic import by
 * useUrlState, when a link has `m` or the puzzle shown is a position: a plain
 * puzzle's page never fetches it (the first load's budget).
 */
import type { Puzzle } from '@/engine'

/** The 64 characters of `m`, each six bits (base64url's alphabet). */
const MARK_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
/** Longest `m` read from a link (a 25x25 position's is 625 x 5 = 3,125 characters). */
export const MAX_MARKS_LENGTH = 4096

/** Characters a cell takes in `m`: enough six-bit groups for a mask of `size` bits. */
function markWidth(size: number): number {
  return Math.ceil(size / 6)
}

/**
 * A position's `m` (contract, docs/contracts/links.md): for each cell in order,
 * `markWidth(size)` characters of base64url's alphabet (six bits each, the highest
 * first; 2 a cell on 9x9, 3 on 16x16) holding a number: for a cell with a digit in
 * `p`, 1 when that digit was placed and 0 when it is a given; for an empty cell,
 * its candidates (bit d-1 for digit d; what the digits allow is ANDed in on
 * reading). Null for a plain puzzle (no candidates struck, nothing placed): its
 * link stays `p` alone.
 */
export function marksParam(p: Puzzle, placed: Iterable<number> = p.placed ?? []): string | null {
  const isPlaced = new Set(placed)
  const cands = p.candidates
  const hasCands = cands !== undefined && cands.length === p.givens.length
  if (!hasCands && ![...isPlaced].some((c) => p.givens[c])) return null
  const width = markWidth(p.size)
  const all = 2 ** p.size - 1
  let out = ''
  for (let c = 0; c < p.givens.length; c++) {
    let v = p.givens[c] ? (isPlaced.has(c) ? 1 : 0) : hasCands ? cands[c]! & all : all
    let chars = ''
    for (let k = 0; k < width; k++) {
      chars = MARK_CHARS[v & 63]! + chars
      v = Math.floor(v / 64)
    }
    out += chars
  }
  return out
}

/**
 * The position `m` gives the puzzle `p` (its digits from `p`), or why it cannot (a
 * sentence for the user, who is then shown the digits alone):
 * `candidates` only when a mark narrows what every empty cell's digits allow,
 * `placed` only when some digit was placed.
 */
export function readMarksParam(text: string, p: Puzzle): Puzzle | string {
  const why = marksProblem(text, p)
  return typeof why === 'string' ? `${why} Showing the puzzle without them.` : why
}

function marksProblem(text: string, p: Puzzle): Puzzle | string {
  const width = markWidth(p.size)
  const cells = p.givens.length
  if (text.length > MAX_MARKS_LENGTH || text.length !== cells * width)
    return `The candidates in the link (m) have ${text.length.toLocaleString('en')} characters; a ${p.size}x${p.size} position has ${(cells * width).toLocaleString('en')}.`
  const all = 2 ** p.size - 1
  const candidates: number[] = []
  const placed: number[] = []
  let narrowed = false
  for (let c = 0; c < cells; c++) {
    let v = 0
    for (let k = 0; k < width; k++) {
      const six = MARK_CHARS.indexOf(text[c * width + k]!)
      if (six < 0)
        return `The candidates in the link (m) hold '${text[c * width + k]}', which is not a mark.`
      v = v * 64 + six
    }
    if (p.givens[c]) {
      if (v > 1) return `The candidates in the link (m) give a filled cell the mark ${v}.`
      if (v === 1) placed.push(c)
      candidates.push(0)
    } else {
      if (v > all) return `The candidates in the link (m) give a cell digits over ${p.size}.`
      if (v !== all) narrowed = true
      candidates.push(v)
    }
  }
  return {
    ...p,
    ...(narrowed ? { candidates } : {}),
    ...(placed.length ? { placed } : {}),
  }
}
