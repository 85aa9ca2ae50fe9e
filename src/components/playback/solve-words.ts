/**
 * The Solve view's sentences about the solve: what the board shows now (the
 * explanation, PlaybackStatus's role="status") and the notice beside it (no
 * solution, more than one, a capped log, a cancelled or failed solve). The solve
 * store holds only the facts; the words are here, next to the components that
 * show them.
 */
import { explainLogStep, type Geometry, type LogOutline, type Puzzle, type StepLog } from '@/engine'
import type { SolveFailure } from '@/stores/solve'
import { shorten } from '@/sandbox/text'

/** A message shown in a box with its level in words and an icon (PlaybackNotice). */
export interface Notice {
  level: 'info' | 'warning' | 'error'
  text: string
}

/** What the explanation is made of: the solve store's state (the store itself will do). */
export interface SolveFacts {
  geometry: Geometry | null
  puzzle: Puzzle | null
  status: 'empty' | 'solving' | 'ready'
  waiting: boolean
  solvingSteps: number | null
  refusal: string | null
  log: StepLog | null
  outline: LogOutline | null
  cursor: number
  total: number
  placed: ReadonlySet<number>
  /** The placed digits are the player's, handed over from Play (else a position's). */
  fromPlay?: boolean
  /** How the last solve ended when it gave no log (a cancel, or the solver's failure). */
  failure?: SolveFailure | null
  /** Whether the algorithm keeps (and the board shows) candidates. */
  candidates?: 'kept' | 'none'
  /** True while the position editor stands in place of the board. */
  editing?: boolean
}

/** What the board shows now, in one or two sentences. */
export function solveExplanation(s: SolveFacts): string {
  const g = s.geometry
  // The editor stands in place of the board: the replay's step is not on show.
  if (s.editing)
    return 'Editing the position: type digits or strike candidates, then press Solve from here (Cancel editing goes back to the replay).'
  if (!g) return 'Paste a puzzle or pick one from a collection, then press Load puzzle.'
  if (s.status === 'solving' && s.waiting)
    return 'Waiting for the comparison in the Compare view to finish timing, then solving…'
  if (s.status === 'solving')
    return s.solvingSteps === null
      ? 'Solving…'
      : `Solving… ${s.solvingSteps.toLocaleString('en')} steps recorded so far.`
  if (s.refusal && !s.log) return s.refusal
  if ((!s.log || !s.outline) && s.failure?.kind === 'failed')
    return 'No steps recorded: the solver failed (see below). Pick the puzzle or an algorithm again to retry.'
  if (!s.log || !s.outline)
    return 'No steps recorded: the solve was cancelled. Press Solve again to restart it.'
  if (s.puzzle?.givens.every((d) => d !== 0))
    return 'Solved: this grid is already filled in, with no steps to play.'
  if (s.cursor === 0) {
    const n = s.placed.size
    const digits = `${n} digit${n === 1 ? '' : 's'}`
    const start = n
      ? `The givens and ${s.fromPlay ? `your ${digits}` : `${digits} placed before this position`}`
      : 'The givens'
    // At step 0 every empty cell still shows every candidate its marks allow: the
    // givens' strikes are the solve's first steps, and a step by placements passes
    // them all at once. Said, so the 1-9 in every cell is not read as the givens' doing.
    const unstruck =
      // (A 25x25 board shows its candidates only zoomed in: nothing to explain there.)
      s.candidates === 'kept' && !s.puzzle?.candidates && g.size < 25
        ? ' The candidates are not yet struck by the givens: the first steps do that.'
        : ''
    return `${start}. ${s.total.toLocaleString('en')} ${s.total === 1 ? 'step' : 'steps'} recorded: press Play or Step forward.${unstruck}`
  }
  return explainLogStep(g, s.log, s.outline, s.cursor - 1)
}

/** What the solve store says about how the last solve ended. */
export interface SolveOutcome {
  failure: SolveFailure | null
  /** Solutions the solver found (0, 1, or 2 for "more than one"), or null before a solve. */
  solutions: number | null
  log: StepLog | null
}

/** The notice for how the solve ended, or null when there is nothing to say. */
export function solveNotice({ failure, solutions, log }: SolveOutcome): Notice | null {
  if (failure?.kind === 'cancelled')
    return {
      level: 'info',
      text: 'Solve cancelled. Pick the puzzle or an algorithm again to restart.',
    }
  // A user solver's message is cut in its sandbox and on its way; once more here,
  // so no sentence on the page is ever built from a huge one.
  if (failure) return { level: 'error', text: `The solver failed: ${shorten(failure.message)}` }
  if (solutions === null || !log) return null
  const cap = log.capped
    ? ` The step log stopped at ${log.cap.toLocaleString('en')} steps; the solve went on to the end unrecorded.`
    : ''
  if (solutions === 0)
    return {
      level: 'error',
      text: `This puzzle has no solution: every branch ends in a contradiction. You can watch how it fails.${cap}`,
    }
  if (solutions > 1)
    return {
      level: 'warning',
      text: `This puzzle has more than one solution; the solver shows the first one it finds.${cap}`,
    }
  return cap ? { level: 'warning', text: cap.trim() } : null
}
