/**
 * Measures the Solver against a plain bitmask baseline, in the same run.
 *
 *   npx tsx scripts/bench-solver.ts [--rounds N] [FILE...]   (default: puzzles/hardest-87.txt)
 *
 * Each round times, over every puzzle of a file: the baseline, the Solver without a
 * step log, and the Solver recording its log. Every answer is checked. Figures are
 * medians over the rounds (the machine is noisy), after one warm-up round.
 */

import { readFileSync } from 'node:fs'
import { geometry, type Geometry } from '../src/engine/geometry'
import { isSolutionOf, makePuzzle, type Puzzle } from '../src/engine/puzzle'
import { Solver } from '../src/engine/solver'

// ---- the baseline: naked + hidden singles, fewest-candidate guessing --------

/** A plain bitmask solver: what the Solver's overhead is measured against. */
class Baseline {
  private readonly values: Uint8Array
  private readonly masks: Uint16Array
  private readonly units: Uint16Array
  private readonly saved: { values: Uint8Array; masks: Uint16Array }[] = []
  private readonly queue: Uint16Array

  constructor(private readonly g: Geometry) {
    this.values = new Uint8Array(g.cells)
    this.masks = new Uint16Array(g.cells)
    this.units = Uint16Array.from(g.units.flat())
    this.queue = new Uint16Array(g.cells)
    for (let i = 0; i <= g.cells; i++)
      this.saved.push({ values: new Uint8Array(g.cells), masks: new Uint16Array(g.cells) })
  }

  solve(givens: readonly number[]): Uint8Array | null {
    this.values.fill(0)
    this.masks.fill(this.g.all)
    for (let c = 0; c < this.g.cells; c++) {
      const d = givens[c]!
      if (d && !this.assign(c, d)) return null
    }
    return this.search(0) ? this.values : null
  }

  /** Set a digit and strike it from the peers, chasing naked singles. */
  private assign(cell: number, digit: number): boolean {
    const { values, masks, queue } = this
    const { peerFlat, peerCount } = this.g
    if (values[cell]) return values[cell] === digit
    if (!(masks[cell]! & (1 << (digit - 1)))) return false
    values[cell] = digit
    masks[cell] = 1 << (digit - 1)
    let head = 0
    let tail = 0
    queue[tail++] = cell
    while (head < tail) {
      const c = queue[head++]!
      const b = masks[c]!
      for (let i = c * peerCount, end = i + peerCount; i < end; i++) {
        const p = peerFlat[i]!
        const m = masks[p]!
        if (!(m & b)) continue
        if (values[p]) return false
        const left = m & ~b
        if (!left) return false
        masks[p] = left
        if (!(left & (left - 1))) {
          values[p] = 32 - Math.clz32(left)
          queue[tail++] = p
        }
      }
    }
    return true
  }

  /** -1 contradiction, 0 nothing found, 1 placed something. */
  private hiddenSingles(): number {
    const { values, masks, units } = this
    const { size, all } = this.g
    let progress = 0
    for (let u = 0; u < 3 * size; u++) {
      let once = 0
      let twice = 0
      for (let k = u * size; k < (u + 1) * size; k++) {
        const m = masks[units[k]!]!
        twice |= once & m
        once |= m
      }
      if (once !== all) return -1
      let hidden = once & ~twice
      for (let k = u * size; hidden && k < (u + 1) * size; k++) {
        const c = units[k]!
        const m = masks[c]! & hidden
        if (!m || values[c]) continue
        if (m & (m - 1)) return -1
        hidden &= ~m
        if (!this.assign(c, 32 - Math.clz32(m))) return -1
        progress = 1
      }
    }
    return progress
  }

  private search(depth: number): boolean {
    const { values, masks } = this
    for (;;) {
      const r = this.hiddenSingles()
      if (r < 0) return false
      if (r === 0) break
    }
    let best = -1
    let fewest = 99
    for (let c = 0; c < this.g.cells; c++) {
      if (values[c]) continue
      const k = popcount(masks[c]!)
      if (k < fewest) {
        best = c
        fewest = k
        if (k === 2) break
      }
    }
    if (best < 0) return true
    const save = this.saved[depth]!
    save.values.set(values)
    save.masks.set(masks)
    for (let m = masks[best]!; m; m &= m - 1) {
      if (this.assign(best, 32 - Math.clz32(m & -m)) && this.search(depth + 1)) return true
      values.set(save.values)
      masks.set(save.masks)
    }
    return false
  }
}

function popcount(m: number): number {
  let n = 0
  for (; m; m &= m - 1) n++
  return n
}

// ---- the run -----------------------------------------------------------------

function readPuzzles(file: string): Puzzle[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length >= 81 && !line.startsWith('#'))
    .map((line) =>
      makePuzzle([...line.slice(0, 81)].map((ch) => (ch >= '1' && ch <= '9' ? +ch : 0))),
    )
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b)
  const mid = s.length >> 1
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2
}

interface Round {
  baselineUs: number
  solverUs: number
  ratio: number
  recordMs: number
  steps: number
  bytes: number
  maxBytesPerStep: number
  guesses: number
  capped: number
}

function round(puzzles: Puzzle[], solver: Solver, baseline: Baseline): Round {
  let failures = 0
  let t = performance.now()
  for (const p of puzzles) {
    const s = baseline.solve(p.givens)
    if (!s || !isSolutionOf(p, s)) failures++
  }
  const baselineMs = performance.now() - t

  let guesses = 0
  t = performance.now()
  for (const p of puzzles) {
    const r = solver.solve(p.givens)
    if (!r.solution || !isSolutionOf(p, r.solution)) failures++
    guesses += r.stats.guesses
  }
  const solverMs = performance.now() - t

  let steps = 0
  let bytes = 0
  let maxBytesPerStep = 0
  let capped = 0
  t = performance.now()
  for (const p of puzzles) {
    const r = solver.solve(p.givens, { record: true })
    if (!r.solution || !isSolutionOf(p, r.solution)) failures++
    const log = r.log!
    steps += log.length
    bytes += log.bytesPerStep() * log.length
    maxBytesPerStep = Math.max(maxBytesPerStep, log.bytesPerStep())
    if (log.capped) capped++
  }
  const recordMs = performance.now() - t
  if (failures) throw new Error(`${failures} wrong answers`)

  const n = puzzles.length
  return {
    baselineUs: (1000 * baselineMs) / n,
    solverUs: (1000 * solverMs) / n,
    ratio: solverMs / baselineMs,
    recordMs,
    steps,
    bytes,
    maxBytesPerStep,
    guesses: guesses / n,
    capped,
  }
}

const args = process.argv.slice(2)
let rounds = 9
const files: string[] = []
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--rounds') rounds = Number(args[++i])
  else files.push(args[i]!)
}
if (!files.length) files.push('puzzles/hardest-87.txt')

const g = geometry(3)
const solver = new Solver(g)
const baseline = new Baseline(g)
for (const file of files) {
  const puzzles = readPuzzles(file)
  round(puzzles, solver, baseline) // warm-up
  const rs: Round[] = []
  for (let i = 0; i < rounds; i++) rs.push(round(puzzles, solver, baseline))
  const at = (f: (r: Round) => number) => median(rs.map(f))
  const last = rs[rs.length - 1]!
  const fmt = (x: number, digits = 1) => x.toFixed(digits)
  console.log(`${file}: ${puzzles.length} puzzles, medians of ${rounds} rounds`)
  console.log(`  baseline          ${fmt(at((r) => r.baselineUs))} us/puzzle`)
  console.log(`  solver, no log    ${fmt(at((r) => r.solverUs))} us/puzzle`)
  console.log(
    `  ratio             ${fmt(
      at((r) => r.ratio),
      2,
    )}x (median of per-round ratios)`,
  )
  console.log(`  solver, log on    ${fmt(at((r) => r.recordMs))} ms total`)
  console.log(`  steps/puzzle      ${fmt(last.steps / puzzles.length, 0)}`)
  console.log(
    `  bytes/step        ${fmt(last.bytes / last.steps, 2)} overall, ${fmt(last.maxBytesPerStep, 2)} worst puzzle`,
  )
  console.log(`  guesses/puzzle    ${fmt(last.guesses)}`)
  if (last.capped) console.log(`  capped logs       ${last.capped}`)
}
