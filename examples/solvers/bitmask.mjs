/**
 * Bitmask backtracking with the fewest-options cell first: a fast solver for Sudoku Lab.
 *
 * Each row, column and box keeps the digits it already holds as bits of one number
 * (bit d-1 set: digit d is there). The digits a cell may still take are then one
 * expression, `all & ~(rows[r] | cols[c] | boxes[b])`, and placing or removing a
 * digit is three OR / XOR operations: no loop over the cell's 20 neighbours.
 *
 * At each step the search fills the empty cell with the fewest options. A cell with
 * one option is forced (a "place" step, no choice made); a cell with none means an
 * earlier choice was wrong, and the search backs out at once. Choosing the tightest
 * cell keeps the tree small: the hardest 9x9 puzzles take milliseconds, where plain
 * reading-order backtracking (backtracking.mjs) takes seconds.
 *
 * It solves 4x4, 9x9 and 16x16 puzzles. The puzzle is one line of n*n characters:
 * '.' for an empty cell, digits 1-9, then letters A-G for 10-16 on a 16x16 grid.
 * See docs/user-guide.md, "Your own solver", for what each export is for.
 */

export const name = 'Bitmask backtracking'
export const description =
  'Keeps the digits of each row, column and box as bits, and always fills the empty cell with the fewest options left, guessing only when it has more than one.'
export const sizes = [4, 9, 16]

/** The counts of the last solve, for counters(). */
let last = { guesses: 0, backtracks: 0 }

/** The number of set bits of x (a 32-bit popcount without a loop). */
function bitCount(x) {
  x -= (x >>> 1) & 0x55555555
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333)
  x = (x + (x >>> 4)) & 0x0f0f0f0f
  return Math.imul(x, 0x01010101) >>> 24
}

/** The digit of a one-bit mask: bit 0 is digit 1. */
function digitOf(bit) {
  return 32 - Math.clz32(bit)
}

/** The character of digit d: 1-9, then A, B, C… */
function charOf(d) {
  return d < 10 ? String(d) : String.fromCharCode(55 + d)
}

/**
 * The board of a puzzle line: its side n, each cell's digit (0 = empty), the used
 * digits of each row, column and box as bits, and each cell's row, column and box.
 * Null when the line is not a grid of 4, 9 or 16, a character is not a digit, or two
 * givens clash (then there is no solution).
 */
function read(puzzle) {
  const n = Math.round(Math.sqrt(puzzle.length))
  const box = Math.round(Math.sqrt(n))
  if (n * n !== puzzle.length || box * box !== n || !sizes.includes(n)) return null
  const b = {
    n,
    all: (1 << n) - 1,
    grid: new Int32Array(n * n),
    rows: new Int32Array(n),
    cols: new Int32Array(n),
    boxes: new Int32Array(n),
    rowOf: new Int32Array(n * n),
    colOf: new Int32Array(n * n),
    boxOf: new Int32Array(n * n),
  }
  for (let c = 0; c < n * n; c++) {
    const r = Math.floor(c / n)
    const k = c % n
    b.rowOf[c] = r
    b.colOf[c] = k
    b.boxOf[c] = box * Math.floor(r / box) + Math.floor(k / box)
    const ch = puzzle[c]
    if (ch === '.') continue
    const d = parseInt(ch, 36) // '1'-'9' are 1-9, 'A' (or 'a') is 10…
    if (!(d >= 1 && d <= n)) return null
    const bit = 1 << (d - 1)
    if ((b.rows[r] | b.cols[k] | b.boxes[b.boxOf[c]]) & bit) return null // a clash
    set(b, c, d)
  }
  return b
}

/** Put digit d in cell c (or take it out again: XOR undoes itself). */
function toggle(b, c, d) {
  const bit = 1 << (d - 1)
  b.rows[b.rowOf[c]] ^= bit
  b.cols[b.colOf[c]] ^= bit
  b.boxes[b.boxOf[c]] ^= bit
}
function set(b, c, d) {
  b.grid[c] = d
  toggle(b, c, d)
}
function unset(b, c) {
  toggle(b, c, b.grid[c])
  b.grid[c] = 0
}

/**
 * Fill every empty cell. Calls found() at each full grid: true stops the search
 * there (the solution stays in b.grid), false looks for another. `onStep`, when
 * given, is told each move so the app can replay the search.
 */
function search(b, found, stats, onStep) {
  const { grid, rows, cols, boxes, rowOf, colOf, boxOf, all } = b
  // The empty cell with the fewest options; stop looking at one (it cannot get better).
  let best = -1
  let bestOptions = 0
  let bestCount = 99
  for (let c = 0; c < grid.length; c++) {
    if (grid[c] !== 0) continue
    const options = all & ~(rows[rowOf[c]] | cols[colOf[c]] | boxes[boxOf[c]])
    const count = bitCount(options)
    if (count === 0) return false // a dead end: some earlier choice was wrong
    if (count < bestCount) {
      best = c
      bestOptions = options
      bestCount = count
      if (count === 1) break
    }
  }
  if (best < 0) return found() // no empty cell left: a solution
  const forced = bestCount === 1
  for (let options = bestOptions; options !== 0;) {
    const bit = options & -options // the lowest option left
    options ^= bit
    const d = digitOf(bit)
    set(b, best, d)
    if (!forced) stats.guesses++
    if (onStep) onStep({ type: forced ? 'place' : 'guess', cell: best, digit: d })
    if (search(b, found, stats, onStep)) return true
    unset(b, best)
    stats.backtracks++
    if (onStep) onStep({ type: 'backtrack', cell: best })
  }
  return false
}

export default function solve(puzzle, options) {
  const onStep = options && options.onStep
  last = { guesses: 0, backtracks: 0 }
  const b = read(puzzle)
  if (!b) return null
  if (!search(b, () => true, last, onStep)) return null
  return Array.from(b.grid, charOf).join('')
}

/** Solutions of the puzzle: 0, 1, or 2 for two or more (the search stops at the second). */
export function count(puzzle) {
  const b = read(puzzle)
  if (!b) return 0
  let solutions = 0
  search(b, () => ++solutions === 2, { guesses: 0, backtracks: 0 })
  return solutions
}

/** The guesses (choices among two or more digits) and backtracks of the last solve. */
export function counters() {
  return { ...last }
}
