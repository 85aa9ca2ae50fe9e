/**
 * The reference the bench measures every algorithm against, in the same run: a
 * plain bitmask solver with naked and hidden singles and fewest-candidate
 * branching, the kind of solver the performance targets are stated against
 * (about 270 us a puzzle on hardest-87 on the project machine). It is a
 * yardstick, not a product algorithm, so it is not in the registry (registry.ts):
 * the CLI's bench (src/cli/bench.ts) and scripts/bench-engines run it by name.
 */
import { emptyStats, type Algorithm, type SolveResult } from '../algorithm'
import type { Geometry } from '../geometry'
import { puzzleGeometry } from '../puzzle'
import { clock } from '../clock'
import { perGeometry } from './shared'

/** A plain bitmask solver: what the Solver's overhead is measured against. */
export class Baseline {
  private readonly values: Uint8Array
  private readonly masks: Uint16Array
  private readonly units: Uint16Array
  private readonly saved: { values: Uint8Array; masks: Uint16Array }[] = []
  private readonly queue: Uint16Array
  /** Branches tried (each digit tried on a cell with two or more candidates). */
  guesses = 0

  constructor(private readonly g: Geometry) {
    this.values = new Uint8Array(g.cells)
    this.masks = new Uint16Array(g.cells)
    this.units = Uint16Array.from(g.units.flat())
    this.queue = new Uint16Array(g.cells)
    for (let i = 0; i <= g.cells; i++)
      this.saved.push({ values: new Uint8Array(g.cells), masks: new Uint16Array(g.cells) })
  }

  solve(givens: readonly number[]): Uint8Array | null {
    this.guesses = 0
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
      this.guesses++
      if (this.assign(best, 32 - Math.clz32(m & -m)) && this.search(depth + 1)) return true
      values.set(save.values)
      masks.set(save.masks)
    }
    return false
  }
}

/**
 * Bits set, by clearing the lowest one at a time: the yardstick's own count, kept
 * as it was when its rate was measured (geometry.ts has a faster one).
 */
function popcount(m: number): number {
  let n = 0
  for (; m; m &= m - 1) n++
  return n
}

const solvers = /* @__PURE__ */ perGeometry((g) => new Baseline(g))

export const baseline: Algorithm = {
  id: 'baseline',
  name: 'Plain bitmask (reference)',
  description:
    'Naked and hidden singles with fewest-candidate branching; the yardstick of the bench.',
  sizes: [4, 9, 16],
  candidates: 'none', // it records no steps
  solve(puzzle): SolveResult {
    const start = clock.now()
    const solver = solvers(puzzleGeometry(puzzle))
    const solved = solver.solve(puzzle.givens)
    const stats = emptyStats()
    stats.ms = clock.now() - start
    stats.guesses = solver.guesses
    return {
      status: solved ? 'solved' : 'unsolvable',
      solutions: solved ? 1 : 0,
      solution: solved ? Array.from(solved) : null,
      stats,
      log: null,
    }
  },
}
