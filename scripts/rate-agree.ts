/**
 * Agreement with Sukaku Explainer on the published ratings, through the CLI: the
 * part's puzzles of puzzles/se-rated-1771.tsv go to `rate --json` (the user's entry
 * point, `node bin/sudoku-lab.mjs`), and each ER is compared with the published one.
 *
 *   npx tsx scripts/rate-agree.ts [--part held-out|tuning|all] [--threads N] [--list]
 *
 * Prints: how many share the level band (levels.ts: easy < 1.5, medium < 2.7, hard
 * < 4, expert < 6, extreme), the finer comparison bands (rating.ts BAND_EDGES: < 1.5,
 * < 2.5, < 5, < 7, < 9, 9+), the same ER to the tenth, within 0.1, Spearman, and
 * the lower bounds. --list prints each disagreement (`LINE PUBLISHED OURS TECHNIQUE
 * PUZZLE`, the line zero-based), --list-all every puzzle so: use them on the tuning
 * part only.
 *
 * The split is `isHeldOut` in src/engine/logic/agreement.ts: odd lines (zero-based)
 * held out, even lines for tuning. Lines tagged `sudoku-exchange-easy-bucket` carry
 * 1.2 from their bucket (< 1.5), not a rating of their own: for them the ER is
 * counted equal when ours is below 1.5 too.
 */

import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { isHeldOut, spearman } from '../src/engine/logic/agreement'
import { band } from '../src/engine/logic/rating'
import { levelOf } from '../src/engine/levels'

const args = process.argv.slice(2)
const opt = (name: string, fallback: string) => {
  const i = args.indexOf(name)
  return i >= 0 ? args[i + 1]! : fallback
}
const part = opt('--part', 'held-out')
if (!['held-out', 'tuning', 'all'].includes(part)) throw new Error(`unknown --part '${part}'`)
const threads = opt('--threads', '2')
const list = args.includes('--list')
const listAll = args.includes('--list-all')

const root = new URL('..', import.meta.url).pathname
const rows = readFileSync(join(root, 'puzzles/se-rated-1771.tsv'), 'utf8')
  .trim()
  .split('\n')
  .map((line, i) => {
    const [puzzle, rating, source] = line.split('\t')
    return {
      i,
      puzzle: puzzle!,
      published: Number(rating),
      bucket: source!.endsWith('easy-bucket'),
    }
  })
  .filter((r) => part === 'all' || (part === 'tuning') !== isHeldOut(r.i))

const dir = mkdtempSync(join(tmpdir(), 'rate-agree-'))
const file = join(dir, 'puzzles.txt')
writeFileSync(file, rows.map((r) => r.puzzle).join('\n') + '\n')
const t0 = performance.now()
const out = execFileSync(
  process.execPath,
  [join(root, 'bin/sudoku-lab.mjs'), 'rate', '--json', '--threads', threads, file],
  { encoding: 'utf8', maxBuffer: 1 << 28 },
)
const seconds = (performance.now() - t0) / 1000
const answers = out
  .trim()
  .split('\n')
  .map((l) => JSON.parse(l) as { status: string; rating: number; technique: string })
if (answers.length !== rows.length)
  throw new Error(`${answers.length} answers for ${rows.length} puzzles`)

let sameLevel = 0
let sameBand = 0
let sameEr = 0
let within = 0
let bounds = 0
const ours: number[] = []
const theirs: number[] = []
const misses: string[] = []
rows.forEach((r, k) => {
  const a = answers[k]!
  if (a.status === 'bound') bounds++
  const er = a.rating
  ours.push(er)
  theirs.push(r.published)
  if (levelOf(er) === levelOf(r.published)) sameLevel++
  if (band(er) === band(r.published)) sameBand++
  const equal = r.bucket ? er < 1.5 : Math.round(er * 10) === Math.round(r.published * 10)
  if (equal) sameEr++
  if (equal || Math.abs(er - r.published) <= 0.101) within++
  if (!equal || listAll)
    misses.push(
      `${r.i} ${r.published.toFixed(1)} ${a.status === 'bound' ? '>=' : ''}${er.toFixed(1)} ${a.technique} ${r.puzzle}`,
    )
})
const pct = (n: number) => `${((100 * n) / rows.length).toFixed(1)}% (${n}/${rows.length})`
console.log(`part ${part}: ${rows.length} puzzles rated by the CLI in ${seconds.toFixed(1)} s`)
console.log(`same level band (easy/medium/hard/expert/extreme) ${pct(sameLevel)}`)
console.log(`same comparison band (< 1.5, < 2.5, < 5, < 7, < 9, 9+) ${pct(sameBand)}`)
console.log(`same ER ${pct(sameEr)}, within 0.1 ${pct(within)}`)
console.log(`Spearman ${spearman(ours, theirs).toFixed(3)}, lower bounds ${bounds}`)
if (list || listAll) for (const m of misses) console.log(m)
