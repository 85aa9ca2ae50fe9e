/**
 * The timing core of scripts/bench-engines.ts, the same in Node and in a browser
 * Worker: fast and wasm, solving (first solution) and counting to two, and the
 * plain baseline, timed by the app's one timing module (src/bench/timing.ts:
 * warm-up, then interleaved rounds) over one file. Each round gives every entry
 * one measurement of passes over the file lasting at least `ms` milliseconds;
 * the figure of a round is the entry's rate divided by the baseline's in that
 * round (the machine's load hits both), and the report takes medians and
 * quartiles over the rounds.
 */
import { baseline } from '../../src/engine/algorithms/baseline'
import { fast } from '../../src/engine/algorithms/fast'
import { wasm, wasmSupport } from '../../src/engine/algorithms/wasm'
import type { Algorithm } from '../../src/engine/algorithm'
import { isSolutionOf, makePuzzle, type Puzzle } from '../../src/engine/puzzle'
import { timeInRounds } from '../../src/bench/timing'

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

export function timeFile(file: string, text: string, rounds: number, ms: number): FileResult {
  const puzzles = parsePuzzles(text)
  // Every answer checked first (and the code warmed up).
  for (const e of ENTRIES)
    for (const p of puzzles) {
      const r = e.algorithm.solve(p, { limit: e.limit })
      if (!r.solution || !isSolutionOf(p, r.solution) || (e.limit === 2 && r.solutions !== 1))
        throw new Error(`${e.label} answered wrongly on ${file}`)
    }
  // The one timing module: warmed up, then interleaved rounds of one measurement
  // (passes over the file for at least `ms`) per entry.
  const subjects = ENTRIES.map((e) => ({
    id: e.label,
    run: () => {
      for (const p of puzzles) e.algorithm.solve(p, { limit: e.limit })
    },
  }))
  const timings = timeInRounds(subjects, {
    spanMs: ms,
    enough: (done) => done.every((r) => r.length >= rounds),
  })
  const rates: Record<string, number[]> = Object.fromEntries(
    timings.map((t) => [t.id, t.roundsMs.map((passMs) => (puzzles.length / passMs) * 1000)]),
  )
  return { file, puzzles: puzzles.length, wasmAvailable: wasmSupport.ok, rates }
}
