/**
 * Test helpers for the playback components: put a solved puzzle (or a synthetic
 * log) into the solve store without the Worker, the way `solveCurrent` would.
 */
import { markRaw } from 'vue'
import { timingFrom } from '../fixtures/timing'
import type { Timing } from '@/bench/timing'
import {
  getAlgorithm,
  makePuzzle,
  outlineLog,
  parsePuzzle,
  puzzleGeometry,
  Replayer,
  StepLog,
  type Puzzle,
  type SolveStats,
} from '@/engine/full'
import type { useSolveStore } from '@/stores/solve'

type SolveStore = ReturnType<typeof useSolveStore>

/** A hard puzzle: about ten thousand steps with guesses, contradictions and restores. */
export const HARD =
  '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........'

export function adoptLog(
  store: SolveStore,
  puzzle: Puzzle,
  log: StepLog,
  info: { stats?: SolveStats | null; timing?: Timing | null } = {},
): void {
  store.puzzle = puzzle
  store.log = markRaw(log)
  store.outline = markRaw(outlineLog(log))
  store.replayer = markRaw(new Replayer(puzzleGeometry(puzzle), puzzle.givens, log))
  store.cursor = 0
  store.playing = false
  store.stats = info.stats ?? null
  store.timing = info.timing ?? null
  store.status = 'ready'
}

/** Parse and solve `text` in-process with recording on, and load the result into the store. */
export function adoptSolve(store: SolveStore, text = HARD) {
  const parsed = parsePuzzle(text)
  if (!parsed.ok) throw new Error(parsed.error.message)
  const result = getAlgorithm('detour')!.solve(parsed.puzzle, { record: true })
  adoptLog(store, parsed.puzzle, result.log!, {
    stats: result.stats,
    timing: timingFrom([0.41, 0.4, 0.42, 0.41, 0.41]),
  })
  return result
}

/** A log of `steps` steps on an empty 9x9 board: strikes and placements, cycling over cells. */
export function syntheticLog(steps: number): StepLog {
  const log = new StepLog(3, Math.max(steps, 16), steps)
  log.pass(1)
  for (let i = 1; i < steps; i++) {
    const cell = i % 81
    if (i % 10 === 0) log.place(cell, 1 + (i % 9), 'naked-single', 0x1ff)
    else log.eliminate(cell, 1 + (i % 9), (cell + 1) % 81)
  }
  return log
}

export function adoptSynthetic(store: SolveStore, steps: number): StepLog {
  const log = syntheticLog(steps)
  adoptLog(store, makePuzzle(new Array<number>(81).fill(0)), log)
  return log
}
