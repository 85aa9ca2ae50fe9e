/// <reference lib="webworker" />
/**
 * The solve worker: runs an algorithm off the main thread with the step log on
 * (to watch), and counts solutions to two so the page can warn about puzzles
 * that are not unique. Solve times are measured elsewhere, as Compare measures
 * them (bench-client.ts), never in a worker that recorded a solve.
 */
import * as Comlink from 'comlink'
import {
  bit,
  fastestFor,
  getAlgorithm,
  outlineLog,
  puzzleGeometry,
  ratePuzzle,
  TECHNIQUES,
  type Deduction,
  type Puzzle,
} from '@/engine/full'
import type { Position, PuzzleRating, SolveReply, StepGroup } from './solve-types'

/** The logic state of a position: its digits, and each empty cell's candidates (its pencil marks AND its peers' digits). */
function stateOf(p: Position) {
  const g = puzzleGeometry(p)
  const values = Uint8Array.from(p.givens)
  const masks = new Uint16Array(g.cells)
  for (let c = 0; c < g.cells; c++) {
    if (values[c]) continue
    let m = p.candidates?.[c] ?? g.all
    for (const q of g.peers[c]!) if (values[q]) m &= ~bit(values[q]!)
    masks[c] = m
  }
  return { g, values, masks }
}

/** How often a long solve tells the page how far it has got, ms. */
const PROGRESS_MS = 200

function algorithmOf(id: string) {
  const algorithm = getAlgorithm(id)
  if (!algorithm) throw new Error(`unknown algorithm '${id}'`)
  return algorithm
}

const api = {
  /**
   * Solve with the log on and count solutions. The time is measured elsewhere
   * (solve-client.ts `timeInWorker`), after the log has reached the page.
   * `progress` hears the steps recorded so far, at most every PROGRESS_MS, while
   * a long solve (logic) runs. `techniques`: the registry ids a logic solve may
   * use (the switches, stores/techniques.ts); absent, all of them.
   */
  solve(
    puzzle: Puzzle,
    algorithmId: string,
    maxSteps: number,
    progress?: (steps: number) => void,
    techniques?: readonly string[],
  ): SolveReply {
    const algorithm = algorithmOf(algorithmId)
    let lastReport = performance.now()
    const onProgress = progress
      ? (steps: number) => {
          if (performance.now() - lastReport < PROGRESS_MS) return
          lastReport = performance.now()
          progress(steps)
        }
      : undefined
    const recorded = algorithm.solve(puzzle, {
      record: true,
      maxSteps,
      limit: 1,
      onProgress,
      techniques,
    })
    // Counting to two is the fast engine's job where it can (naive would search the whole tree).
    const counter = [fastestFor(puzzle.size), getAlgorithm('detour')].find((a) =>
      a?.sizes.includes(puzzle.size),
    )
    const counted = (counter ?? algorithm).solve(puzzle, { limit: 2 })
    const outline = outlineLog(recorded.log!)
    const log = recorded.log!.toData()
    const reply: SolveReply = {
      status: recorded.status,
      solutions: counted.solutions,
      solution: recorded.solution,
      stats: recorded.stats,
      log,
      outline,
    }
    return Comlink.transfer(reply, [log.words.buffer, log.extra.buffer, outline.depth.buffer])
  },

  /**
   * "All steps here": for each technique of `techniques` (registry ids; absent: all),
   * easiest first, what it finds at `position`; `onGroup` hears each list as it is
   * done, `onTechnique` the technique searched next.
   */
  steps(
    position: Position,
    techniques: string[] | undefined,
    onGroup: (g: StepGroup) => void,
    onTechnique: (id: string) => void,
  ): void {
    const s = stateOf(position)
    for (const t of TECHNIQUES) {
      if ((techniques && !techniques.includes(t.id)) || !t.sizes.includes(position.size)) continue
      onTechnique(t.id)
      const d = t.find(s)
      if (d) onGroup({ technique: t.id, deductions: [d], cut: 'only the first one is listed' })
    }
  },

  /** The position after `d`: its digits placed (struck from their peers), its candidates struck. */
  apply(position: Position, d: Deduction): Position {
    const { g, values, masks } = stateOf(position)
    const placed = new Set(position.placed ?? [])
    for (const [c, digit] of d.eliminate) masks[c]! &= ~bit(digit)
    for (const [c, digit] of d.place) {
      if (values[c]) continue
      values[c] = digit
      masks[c] = 0
      placed.add(c)
      for (const q of g.peers[c]!) masks[q]! &= ~bit(digit)
    }
    return {
      ...position,
      givens: Array.from(values),
      candidates: Array.from(masks),
      placed: [...placed].sort((a, b) => a - b),
    }
  },

  /** The puzzle's SE-scale rating (logic/rating.ts), for the import panel. */
  rate(puzzle: Puzzle): PuzzleRating {
    const counted = fastestFor(puzzle.size).solve(puzzle, { limit: 2 })
    if (counted.solutions !== 1) return { rating: 0, hardest: '', stuck: true, unique: false }
    const r = ratePuzzle(puzzleGeometry(puzzle), puzzle.givens)
    return { rating: r.rating, hardest: r.hardest, stuck: r.stuck, unique: true }
  },
}

export type SolveWorkerApi = typeof api
Comlink.expose(api)
