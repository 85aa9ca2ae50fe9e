/**
 * The generator at full count: N puzzles per level (default 200), each checked for
 * exactly one solution by dancing links and for a rating in its level's band, and
 * the time per puzzle (median, quartiles, max) against the targets of issue 10:
 * under 50 ms for easy and medium, under 2 s for hard, expert and extreme (issue 21).
 *
 *   npx tsx scripts/generate-check.ts [--count N] [--seed S] [--levels easy,expert]
 *
 * Exits 1 when a puzzle fails a check or a median misses its target.
 */
import { dlx } from '../src/engine/algorithms/dlx'
import { generateMany } from '../src/engine/generate'
import { isLevel, LEVEL_BANDS, LEVELS, type Level } from '../src/engine/levels'
import { geometry } from '../src/engine/geometry'
import { ratePuzzle } from '../src/engine/logic/rating'

const TARGET_MS: Record<Level, number> = {
  easy: 50,
  medium: 50,
  hard: 2000,
  expert: 2000,
  extreme: 2000,
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? process.argv[i + 1] : undefined
}

const count = Number(arg('count') ?? 200)
const seed = arg('seed') ?? 'check'
const levels = (arg('levels')?.split(',') ?? LEVELS).filter(isLevel)

const quantile = (xs: number[], q: number): number =>
  xs[Math.min(xs.length - 1, Math.floor(q * xs.length))]!

let failures = 0
for (const level of levels) {
  const [low, ceiling] = LEVEL_BANDS[level]
  const times: number[] = []
  let draws = 0
  let last = performance.now()
  for (const p of generateMany({ level, count, seed })) {
    const now = performance.now()
    times.push(now - last)
    draws += p.draws
    const solutions = dlx.solve(p.puzzle, { limit: 2 }).solutions
    const r = ratePuzzle(geometry(3), p.puzzle.givens)
    if (solutions !== 1 || r.rating < low || r.rating >= ceiling) {
      failures++
      console.log(
        `FAIL ${level}: ${p.puzzle.givens.join('')} solutions ${solutions} rating ${r.rating}`,
      )
    }
    last = performance.now() // the checks are not the generator's time
  }
  times.sort((a, b) => a - b)
  const median = quantile(times, 0.5)
  const ok = times.length === count && median < TARGET_MS[level]
  if (!ok) failures++
  console.log(
    `${level.padEnd(6)} ${times.length}/${count} puzzles, ${(draws / times.length).toFixed(1)} draws each; ms per puzzle: median ${median.toFixed(1)} (quartiles ${quantile(times, 0.25).toFixed(1)}..${quantile(times, 0.75).toFixed(1)}, max ${times.at(-1)!.toFixed(0)})` +
      (Number.isFinite(TARGET_MS[level])
        ? `, target < ${TARGET_MS[level]} ms: ${ok ? 'met' : 'MISSED'}`
        : ''),
  )
}
process.exitCode = failures ? 1 : 0
