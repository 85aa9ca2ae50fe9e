/**
 * The reference the bench measures every algorithm against, in the same run: a
 * plain bitmask solver with naked and hidden singles and fewest-candidate
 * branching, the kind of solver the targets are stated against
 * (about 270 us a puzzle on hardest-87 on the project machine). 9x9 only.
 * It is a yardstick, not a product algorithm, so it is not in the registry.
 */
import { emptyStats, type Algorithm, type SolveResult } from '../engine'
import { geometry } from '../engine/geometry'

const g = geometry(3)
const PEERS = g.peerFlat
const UNITS = g.units.map((u) => Int32Array.from(u))
const ALL = 0x1ff
const BITS = new Uint8Array(512).map((_, m) => {
  let n = 0
  for (let x = m; x; x &= x - 1) n++
  return n
})

/** Remove digit bit `b` from the peers of `cell`; false on a contradiction. */
function assign(values: Uint8Array, masks: Uint16Array, cell: number, b: number): boolean {
  values[cell] = 31 - Math.clz32(b) + 1
  masks[cell] = b
  for (let k = cell * 20, end = k + 20; k < end; k++) {
    const p = PEERS[k]!
    if (masks[p]! & b) {
      if (values[p]) return false
      const m = masks[p]! & ~b
      if (!m) return false
      masks[p] = m
    }
  }
  return true
}

/** Singles to a fixed point; false on a contradiction. */
function propagate(values: Uint8Array, masks: Uint16Array): boolean {
  for (let changed = true; changed;) {
    changed = false
    for (let c = 0; c < 81; c++) {
      if (values[c] || BITS[masks[c]!] !== 1) continue
      if (!assign(values, masks, c, masks[c]!)) return false
      changed = true
    }
    for (const unit of UNITS) {
      let once = 0
      let twice = 0
      for (let i = 0; i < 9; i++) {
        const m = masks[unit[i]!]!
        twice |= once & m
        once |= m
      }
      if (once !== ALL) return false
      let hidden = once & ~twice
      while (hidden) {
        const b = hidden & -hidden
        hidden ^= b
        for (let i = 0; i < 9; i++) {
          const c = unit[i]!
          if (masks[c]! & b) {
            if (!values[c]) {
              if (!assign(values, masks, c, b)) return false
              changed = true
            }
            break
          }
        }
      }
    }
  }
  return true
}

function search(
  values: Uint8Array,
  masks: Uint16Array,
  stats: { guesses: number },
): Uint8Array | null {
  if (!propagate(values, masks)) return null
  let best = -1
  let bestCount = 10
  for (let c = 0; c < 81; c++) {
    if (values[c]) continue
    const n = BITS[masks[c]!]!
    if (n < bestCount) {
      bestCount = n
      best = c
      if (n === 2) break
    }
  }
  if (best < 0) return values
  for (let m = masks[best]!; m; m &= m - 1) {
    const b = m & -m
    stats.guesses++
    const v = values.slice()
    const k = masks.slice()
    if (assign(v, k, best, b)) {
      const r = search(v, k, stats)
      if (r) return r
    }
  }
  return null
}

export const baseline: Algorithm = {
  id: 'baseline',
  name: 'Plain bitmask (reference)',
  description:
    'Naked and hidden singles with fewest-candidate branching; the yardstick of the bench.',
  sizes: [9],
  solve(puzzle): SolveResult {
    const start = performance.now()
    const values = new Uint8Array(81)
    const masks = new Uint16Array(81).fill(ALL)
    let ok = true
    for (let c = 0; c < 81 && ok; c++) {
      const d = puzzle.givens[c]!
      if (d) ok = (masks[c]! & (1 << (d - 1))) !== 0 && assign(values, masks, c, 1 << (d - 1))
    }
    const stats = emptyStats()
    const solved = ok ? search(values, masks, stats) : null
    stats.ms = performance.now() - start
    return {
      status: solved ? 'solved' : 'unsolvable',
      solutions: solved ? 1 : 0,
      solution: solved ? Array.from(solved) : null,
      stats,
      log: null,
    }
  },
}
