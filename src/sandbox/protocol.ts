/**
 * What the sandbox's worker (harness.ts) and the page (frame.ts, replies.ts, slot.ts) say to each
 * other besides the Comlink calls. Types only. Everything that comes from the
 * sandbox is read as `unknown` on the page and checked (replies.ts `readBeat` and
 * friends): the user's module runs in the same worker as the harness and can
 * replace anything there, the harness's own replies included.
 */
import type { PuzzleTiming } from '@/bench/types'

/**
 * A plain message the harness posts on the Comlink port (Comlink ignores messages
 * that answer none of its calls): `beat` before each solve it starts in a round
 * (`at`: the puzzle's index, -1 when none; `warm`: a solve of the warm-up), and in a
 * first round `done` after each puzzle, with its timing, the answer of its first
 * solve (digits or null) for the page to check and how many solves the timing took;
 * in a later round `again` after each puzzle timed, with its solves. Sent puzzle by
 * puzzle, so what was done before a solve that never returns is not lost with the
 * sandbox; and the page times each puzzle on its own clock from its beat to its
 * `done` or `again` (bounds.ts judgeTime).
 */
export type SandboxNote =
  | { sandbox: 'beat'; at: number; warm: boolean }
  | { sandbox: 'done'; timing: PuzzleTiming; answer: number[] | null; solves: number }
  | { sandbox: 'again'; at: number; solves: number }

/** The module's description as the sandbox read it (readSolverModule), or why it could not. */
export type ModuleInfo =
  | {
      ok: true
      name: string
      description: string
      sizes: number[]
      hasCount: boolean
      hasCounters: boolean
    }
  | { ok: false; error: string }

export type { RecordedSolve } from '@/engine'
