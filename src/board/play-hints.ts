/**
 * What Play shows over the game: the last Check's marks and the hint ladder (three
 * rungs: where, what, then the move). The play store (stores/play.ts) holds the game;
 * this reads it and never changes it: the third rung's move goes back to the store to
 * make. Any move makes what is shown stale (forget).
 */
import { ref, shallowRef, type Ref } from 'vue'
import { hintAt, type Board, type Geometry, type Hint } from '@/engine/full'
import { checkBoard, type CheckResult } from './play-game'

/** The play store's game, as a Check and a hint read it. */
export interface PlayHintsGame {
  geometry: Readonly<Ref<Geometry>>
  givens: Readonly<Ref<number[]>>
  solution: Readonly<Ref<number[]>>
  board: Readonly<Ref<Board>>
  conflicts: Readonly<Ref<ReadonlySet<number>>>
}

/** A rung climbed: what it shows, what it says, and (the third) the move to make. */
export interface HintStep {
  rung: 1 | 2 | 3
  hint: Hint
  text: string
  move: Board | null
}

export function createPlayHints(game: PlayHintsGame) {
  const check = shallowRef<CheckResult | null>(null)
  const hint = shallowRef<Hint | null>(null)
  /** The rung last shown (0: none; back to 0 once the third made its move). */
  const hintRung = ref(0)

  function forget(): void {
    check.value = null
    hint.value = null
    hintRung.value = 0
  }

  /** A Check of the board: its findings shown (the hint forgotten), and what it says. */
  function runCheck(): string {
    const { geometry, board, solution, conflicts } = game
    const { found, sentence } = checkBoard(
      geometry.value,
      board.value.values,
      solution.value,
      conflicts.value,
    )
    forget()
    check.value = found
    return sentence
  }

  /** The next rung for the board as it is, with only `techniques` (the switches on). */
  function climb(techniques?: readonly string[]): HintStep {
    const rung = Math.min(hintRung.value + 1, 3) as 1 | 2 | 3
    const { geometry, givens, solution, board } = game
    const h = hintAt(geometry.value, givens.value, solution.value, board.value, rung, techniques)
    return {
      rung,
      hint: h,
      text: `Hint ${rung} of 3: ${h.text}`,
      move: rung === 3 ? h.apply : null,
    }
  }

  /** Show a rung climbed (after its move, which forgot what was shown before). */
  function show(step: HintStep): void {
    check.value = null
    hint.value = step.rung === 3 ? { ...step.hint, apply: null } : step.hint
    hintRung.value = step.rung === 3 ? 0 : step.rung
  }

  return { check, hint, hintRung, forget, runCheck, climb, show }
}
