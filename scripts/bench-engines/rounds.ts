/**
 * The timing core of scripts/bench-engines.ts, the same in Node and in a browser
 * Worker: fast and wasm, solving (first solution) and counting to two, and the
 * plain baseline, timed in interleaved rounds over one file. Each round gives
 * every entry one pass of at least `ms` milliseconds; the figure of a round is
 * the entry's rate divided by the baseline's in that round (the machine's load
 * hits both), and the report takes medians and quartiles over the rounds.
 */
import { baseline } from '../../src/cli/baseline'
import { fast } from '../../src/engine/algorithms/fast'
import { wasm, wasmSupport } from '../../src/engine/algorithms/wasm'
import type { Algorithm } from '../../src/engine/algorithm'
import { isSolutionOf, makePuzzle, type Puzzle } from '../../src/engine/puzzle'

export interface Entry {
  label: string
  algorithm: Algorithm
  limit: 1 | 2
}

export const ENTRIES: Entry[] = [
  { label: 'baseline', algorithm: baseline, limit: 1 },
  { label: 'fast', algorithm: fast, limit: 1 },
  { label: 'wasm', algorithm: wasm, limit: 1 },
  { label: 'fast count2', algorithm: fast, limit: 2 },
  { label: 'wasm count2', algorithm: wasm, limit: 2 },
]

export interface FileResult {
  file: string
  puzzles: number
  wasmAvailable: boolean
  /** Per entry: puzzles/second of each round. */
  rates: Record<string, number[]>
}

export function parsePuzzles(text: string): Puzzle[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l.length >= 81 && !l.startsWith('#'))
    .map((l) =>
      makePuzzle([...l.slice(0, 81)].map((ch) => (ch >= '1' && ch <= '9' ? Number(ch) : 0))),
    )
}

function pass(e: Entry, puzzles: Puzzle[], ms: number): number {
  const options = { limit: e.limit }
  const t0 = performance.now()
  let solved = 0
  do {
    for (const p of puzzles) e.algorithm.solve(p, options)
    solved += puzzles.length
  } while (performance.now() - t0 < ms)
  return (solved / (performance.now() - t0)) * 1000
}

export function timeFile(file: string, text: string, rounds: number, ms: number): FileResult {
  const puzzles = parsePuzzles(text)
  // Every answer checked first (and the code warmed up).
  for (const e of ENTRIES)
    for (const p of puzzles) {
      const r = e.algorithm.solve(p, { limit: e.limit })
      if (!r.solution || !isSolutionOf(p, r.solution) || (e.limit === 2 && r.solutions !== 1))
        throw new Error(`${e.label} answered wrongly on ${file}`)
    }
  const rates: Record<string, number[]> = Object.fromEntries(ENTRIES.map((e) => [e.label, []]))
  for (let r = 0; r < rounds; r++)
    for (let k = 0; k < ENTRIES.length; k++) {
      const e = ENTRIES[(k + r) % ENTRIES.length]!
      rates[e.label]!.push(pass(e, puzzles, ms))
    }
  return { file, puzzles: puzzles.length, wasmAvailable: wasmSupport.ok, rates }
}
