// The smallest useful solver: fill the first empty cell with each digit that fits, recurse.
export const name = 'Tiny backtracker'
export default function solve(puzzle) {
  const i = puzzle.indexOf('.')
  if (i < 0) return puzzle
  const [r, c] = [Math.floor(i / 9), i % 9]
  const peers = [0, 1, 2, 3, 4, 5, 6, 7, 8].flatMap((k) => [
    puzzle[9 * r + k],
    puzzle[9 * k + c],
    puzzle[9 * (r - (r % 3) + Math.floor(k / 3)) + c - (c % 3) + (k % 3)],
  ])
  for (const d of '123456789') {
    const next = peers.includes(d) ? null : solve(puzzle.slice(0, i) + d + puzzle.slice(i + 1))
    if (next) return next
  }
  return null
}
