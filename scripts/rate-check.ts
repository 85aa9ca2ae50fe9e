/**
 * Our ratings against the published ones of ../shared/puzzles/se-rated-1771.tsv
 * (a copy ships in puzzles/): Spearman, band agreement, share rated up to 9 solved
 * without a guess, time per band, and which technique costs most.
 *
 *   npx tsx scripts/rate-check.ts [--part held-out|tuning|all] [--every K] [--mix N] [--set se|full]
 *
 * --mix N: N puzzles published at 9 or less, spread evenly over the ratings (the
 * part's puzzles sorted by published rating, every k-th), for the timing target
 * (400 puzzles across 1.2-9 in under 300 s).
 *
 * --set full walks the full technique set (HoDoKu's order, what the Solve view
 * watches) instead of the SE set, to time it the same way (`npm run
 * bench:rating-full`); it also prints the HoDoKu levels of the paths. Its
 * "rating" is the hardest step's SE-scale figure, estimates included: the SE
 * agreement figures are for the SE set only.
 *
 * The split is `isHeldOut` in src/engine/logic/agreement.ts (odd lines held out).
 */

import { readFileSync } from 'node:fs'
import { geometry } from '../src/engine/geometry'
import { isHeldOut, spearman } from '../src/engine/logic/agreement'
import { median } from '../src/bench/stats'
import { band, ratePuzzle } from '../src/engine/logic/rating'
import { techniqueSet } from '../src/engine/logic/registry'
import { hodokuRating, type HodokuLevel } from '../src/engine/logic/hodoku'

const args = process.argv.slice(2)
const opt = (name: string, fallback: string) => {
  const i = args.indexOf(name)
  return i >= 0 ? args[i + 1]! : fallback
}
const part = opt('--part', 'held-out')
const set = opt('--set', 'se')
if (set !== 'se' && set !== 'full') throw new Error(`unknown --set '${set}'; known: se, full`)
const every = Number(opt('--every', '1'))
const file = new URL('../puzzles/se-rated-1771.tsv', import.meta.url)
const rows: { i: number; puzzle: string; published: number }[] = readFileSync(file, 'utf8')
  .trim()
  .split('\n')
  .map((line, i) => {
    const [puzzle, rating] = line.split('\t')
    return { i, puzzle: puzzle!, published: Number(rating) }
  })
  .filter((r) => part === 'all' || (part === 'tuning') !== isHeldOut(r.i))
  .filter((_, k) => k % every === 0)
const mix = Number(opt('--mix', '0'))
if (mix) {
  const sorted = rows
    .filter((r) => r.published <= 9)
    .sort((a, b) => a.published - b.published || a.i - b.i)
  rows.length = 0
  for (let k = 0; k < mix; k++) rows.push(sorted[Math.floor((k * sorted.length) / mix)]!)
}

// Time spent in each technique's search, over every step of every puzzle.
const cost = new Map<string, number>()
const timed = techniqueSet(set).map((t) => ({
  ...t,
  find: (s: Parameters<typeof t.find>[0]) => {
    const t0 = performance.now()
    const d = t.find(s)
    cost.set(t.id, (cost.get(t.id) ?? 0) + performance.now() - t0)
    return d
  },
}))

const g = geometry(3)
const ours: number[] = []
const theirs: number[] = []
const msByBand = new Map<number, number[]>()
let sameBand = 0
let upTo9 = 0
let upTo9NoGuess = 0
const levels = new Map<HodokuLevel, number>()
const started = performance.now()
for (const r of rows) {
  const givens = [...r.puzzle].map((ch) => (ch === '.' ? 0 : Number(ch)))
  const t0 = performance.now()
  const steps: string[] = []
  const res = ratePuzzle(g, givens, timed, (d) => steps.push(d.technique))
  const ms = performance.now() - t0
  const level = hodokuRating(steps, res.stuck).level
  levels.set(level, (levels.get(level) ?? 0) + 1)
  const b = band(r.published)
  msByBand.set(b, [...(msByBand.get(b) ?? []), ms])
  ours.push(res.rating)
  theirs.push(r.published)
  if (band(res.rating) === b) sameBand++
  if (r.published <= 9) {
    upTo9++
    if (!res.stuck) upTo9NoGuess++
  }
}
const total = (performance.now() - started) / 1000
const pct = (a: number, b: number) => ((100 * a) / b).toFixed(1) + '%'
console.log(
  `${set} set, part ${part}, every ${every}${mix ? `, mix of ${mix}` : ''}: ${rows.length} puzzles in ${total.toFixed(1)} s`,
)
console.log(
  `HoDoKu levels: ${['easy', 'medium', 'hard', 'unfair', 'extreme'].map((l) => `${l} ${levels.get(l as HodokuLevel) ?? 0}`).join(', ')}`,
)
console.log(`Spearman ${spearman(ours, theirs).toFixed(3)}`)
console.log(`same band ${pct(sameBand, rows.length)}`)
console.log(
  `rated up to 9 solved without a guess ${pct(upTo9NoGuess, upTo9)} (${upTo9NoGuess}/${upTo9})`,
)
const names = ['< 1.5', '< 2.5', '< 5', '< 7', '< 9', '9+']
for (const [b, ms] of [...msByBand].sort((x, y) => x[0] - y[0])) {
  console.log(
    `band ${names[b]!.padEnd(6)} ${String(ms.length).padStart(4)} puzzles, median ${median(ms).toFixed(1)} ms, max ${Math.max(...ms).toFixed(0)} ms`,
  )
}
console.log('time per technique (s):')
for (const [id, ms] of [...cost].sort((a, b) => b[1] - a[1]).slice(0, 8)) {
  console.log(`  ${id.padEnd(28)} ${(ms / 1000).toFixed(2)}`)
}
