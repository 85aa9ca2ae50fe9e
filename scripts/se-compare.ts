/**
 * Our ER/EP/ED against Sukaku Explainer's on the hardest puzzles known, through the
 * CLI a user runs (`rate --erpd`, one thread), and the time each takes.
 *
 *   npm run bench:se                          # ratings and our times, against the fixture's
 *   npm run bench:se -- --serate PATH [--only N] [--source REGEX]
 *                                             # also time serate on each puzzle, interleaved;
 *                                             # the first N rows, or those whose source matches
 *
 * The fixture (tests/fixtures/se/hardest.tsv, provenance in its README) holds SE's
 * figures and the time serate took when they were taken. With --serate the script
 * runs SE's batch rater itself, right after ours on the same puzzle, one process at
 * a time, so the two meet the same load; the ratio is of the medians of both
 * columns as measured in this run. SE is not part of the project: point --serate at
 * a build of it (../shared/peers/sukaku-explainer/serate here).
 */

import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { median } from '../src/bench/stats'

const args = process.argv.slice(2)
const opt = (name: string) => {
  const i = args.indexOf(name)
  return i >= 0 ? args[i + 1] : undefined
}
const serate = opt('--serate')
const only = Number(opt('--only') ?? Infinity)
const source = new RegExp(opt('--source') ?? '')
const cli = new URL('../bin/sudoku-lab.mjs', import.meta.url).pathname

interface Row {
  puzzle: string
  se: string
  technique: string
  seconds: number
  source: string
}

const rows: Row[] = readFileSync(
  new URL('../tests/fixtures/se/hardest.tsv', import.meta.url),
  'utf8',
)
  .split('\n')
  .filter((l) => l && !l.startsWith('#'))
  .map((l) => {
    const [puzzle, se, technique, seconds, source] = l.split('\t')
    return {
      puzzle: puzzle!,
      se: se!,
      technique: technique!,
      seconds: Number(seconds),
      source: source!,
    }
  })
  .filter((row) => source.test(row.source))
  .slice(0, only)

function timed(cmd: string, argv: string[], input?: string): { out: string; s: number } {
  const t0 = performance.now()
  const r = spawnSync(cmd, argv, { input, encoding: 'utf8', maxBuffer: 1 << 26 })
  if (r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr}`)
  return { out: r.stdout.trim().split('\n').pop()!, s: (performance.now() - t0) / 1000 }
}

const figures = (s: string) => s.replace(/^>=/, '').split('/').map(Number)
const ours: number[] = []
const theirs: number[] = []
const equal = [0, 0, 0]
const close = [0, 0, 0]
console.log('puzzle\tours\tSE\tours s\tSE s\tsource')
for (const row of rows) {
  const mine = timed('node', [cli, 'rate', '--erpd', '--threads', '1'], row.puzzle + '\n')
  let se = row.se
  let seSeconds = row.seconds
  if (serate) {
    const r = timed(serate, ['--format=%r/%p/%d', row.puzzle])
    se = r.out
    seSeconds = r.s
  }
  const a = figures(mine.out)
  const b = figures(se)
  for (let k = 0; k < 3; k++) {
    if (a[k] === b[k]) equal[k]!++
    if (Math.abs(a[k]! - b[k]!) <= 0.1 + 1e-9) close[k]!++
  }
  ours.push(mine.s)
  theirs.push(seSeconds)
  console.log(
    `${row.puzzle}\t${mine.out}\t${se}\t${mine.s.toFixed(1)}\t${seSeconds.toFixed(1)}\t${row.source}`,
  )
}
const n = rows.length
const spread = (xs: number[]) => `${Math.min(...xs).toFixed(1)}-${Math.max(...xs).toFixed(1)} s`
console.log(
  `\n${n} puzzles. Equal to SE: ER ${equal[0]}, EP ${equal[1]}, ED ${equal[2]}; within 0.1: ER ${close[0]}, EP ${close[1]}, ED ${close[2]}.`,
)
console.log(
  `Time a puzzle, median (range): ours ${median(ours).toFixed(1)} s (${spread(ours)}), SE ${median(theirs).toFixed(1)} s (${spread(theirs)})${serate ? ', interleaved in this run' : ", SE's from the fixture"}; ours/SE = ${(median(ours) / median(theirs)).toFixed(2)}.`,
)
