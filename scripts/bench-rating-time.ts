/**
 * What rating a comparison's workload costs after the timing: each puzzle of a
 * collection rated as the bench worker does (benchRating, 2 s budget), with the
 * total, the slowest puzzle and how many ran past the budget.
 *
 *   npx tsx scripts/bench-rating-time.ts [collection file in puzzles/] [count]
 */
import { readFileSync } from 'node:fs'
import { benchRating } from '../src/bench/rating'
import { parsePuzzle } from '../src/engine'

const file = process.argv[2] ?? 'inkala-top10.txt'
const count = Number(process.argv[3] ?? 100)
const lines = readFileSync(`puzzles/${file}`, 'utf8')
  .split('\n')
  .filter((l) => l.trim() && !l.startsWith('#'))
  .slice(0, count)
const start = performance.now()
let slowest = 0
let over = 0
const ratings: number[] = []
for (const line of lines) {
  const parsed = parsePuzzle(line)
  const t0 = performance.now()
  const r = benchRating(parsed.ok ? parsed.puzzle : null, 2000)
  slowest = Math.max(slowest, performance.now() - t0)
  if (r.why === 'over-budget') over++
  if (r.rating !== null) ratings.push(r.rating)
}
const total = performance.now() - start
ratings.sort((a, b) => a - b)
console.log(
  `${file}: ${lines.length} puzzles rated in ${(total / 1000).toFixed(1)} s ` +
    `(${(total / lines.length).toFixed(0)} ms each, slowest ${slowest.toFixed(0)} ms), ` +
    `${over} over the 2 s budget, median rating ${ratings[ratings.length >> 1] ?? '-'}`,
)
