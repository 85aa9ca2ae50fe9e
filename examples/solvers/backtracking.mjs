/**
 * Backtracking in reading order: a solver for Sudoku Lab, as plain as it gets.
 *
 * It walks the empty cells from the top left, row by row. In each it tries 1, 2, 3…
 * and keeps the first digit that its row, column and 3x3 box do not already hold,
 * then moves on to the next empty cell. When no digit fits a cell, an earlier choice
 * was wrong: it empties the cell before (a backtrack) and tries that one's next digit.
 * It keeps no list of candidates, so hard puzzles can take it long: Inkala's top 10
 * take 1-91 ms each, but some of top95 take seconds, one nearly a minute, where
 * the app's budget stops a solve at 2 s. See bitmask.mjs for the same search made fast.
 *
 * What Sudoku Lab asks of a solver module (see docs/user-guide.md, "Your own solver"):
 *   export default function solve(puzzle, options)  the one thing required
 *     puzzle   one line of 81 characters, '.' for an empty cell, digits 1-9
 *     options  undefined, or { onStep(step) } when the app records the solve
 *     returns  the same line with every cell filled, or null when there is no solution
 *   export const name, description, sizes           shown in the app; sizes: the sides it takes
 *   export function count(puzzle)                   the number of solutions, counted to two
 *   export function counters()                      what the last solve did
 */

export const name = 'Plain backtracking'
export const description =
  'Fills the empty cells in reading order, trying 1 to 9 in each and checking its row, column and box; steps back a cell when no digit fits.'
export const sizes = [9]

/** The counts of the last solve, for counters(). */
let last = { guesses: 0, backtracks: 0 }

/** Whether digit d may go in cell c: no other cell of its row, column or box holds it. */
function fits(grid, c, d) {
  const row = c - (c % 9)
  const col = c % 9
  const box = 27 * Math.floor(c / 27) + 3 * Math.floor(col / 3)
  for (let i = 0; i < 9; i++) {
    const inRow = row + i
    const inCol = col + 9 * i
    const inBox = box + 9 * Math.floor(i / 3) + (i % 3)
    if (inRow !== c && grid[inRow] === d) return false
    if (inCol !== c && grid[inCol] === d) return false
    if (inBox !== c && grid[inBox] === d) return false
  }
  return true
}

/**
 * The puzzle as 81 numbers (0 = empty), or null when two givens clash (the search
 * would otherwise fill the grid around them and answer a grid that is no solution).
 */
function read(puzzle) {
  const grid = Array.from(puzzle, (ch) => (ch === '.' ? 0 : Number(ch)))
  for (let c = 0; c < 81; c++) if (grid[c] !== 0 && !fits(grid, c, grid[c])) return null
  return grid
}

/**
 * Fill the empty cells from cell c on. Calls found() at each full grid: it returns
 * true to stop there (the solution is left in grid), false to look for another.
 * `onStep` tells the app each move so it can replay the search.
 */
function search(grid, c, found, stats, onStep) {
  while (c < 81 && grid[c] !== 0) c++ // skip the filled cells
  if (c === 81) return found()
  for (let d = 1; d <= 9; d++) {
    if (!fits(grid, c, d)) continue
    grid[c] = d
    stats.guesses++
    if (onStep) onStep({ type: 'guess', cell: c, digit: d })
    if (search(grid, c + 1, found, stats, onStep)) return true
    grid[c] = 0
    stats.backtracks++
    if (onStep) onStep({ type: 'backtrack', cell: c })
  }
  return false
}

export default function solve(puzzle, options) {
  const onStep = options && options.onStep
  last = { guesses: 0, backtracks: 0 }
  const grid = read(puzzle)
  if (!grid) return null
  return search(grid, 0, () => true, last, onStep) ? grid.join('') : null
}

/** Solutions of the puzzle: 0, 1, or 2 for two or more (the search stops at the second). */
export function count(puzzle) {
  const grid = read(puzzle)
  if (!grid) return 0
  let solutions = 0
  search(grid, 0, () => ++solutions === 2, { guesses: 0, backtracks: 0 })
  return solutions
}

/** The guesses (digits tried) and backtracks (cells emptied again) of the last solve. */
export function counters() {
  return { ...last }
}
