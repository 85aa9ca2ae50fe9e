/**
 * Play's game in the browser (persistence/play-save.ts), for the play store: read
 * once when Play opens, written on every change to the game.
 */
import type { Ref } from 'vue'
import type { Board } from '@/engine/full'
import { dropGame, readGame, writeGame } from '@/persistence/play-save'

/** The play store's game, as it is saved: its refs, read at each save. */
export interface PlayGameRefs {
  size: Readonly<Ref<number>>
  givens: Readonly<Ref<number[]>>
  solution: Readonly<Ref<number[]>>
  board: Readonly<Ref<Board>>
  /** The boards before and after the one shown (board/undo-stack.ts). */
  undoStack: Readonly<Ref<Board[]>>
  redoStack: Readonly<Ref<Board[]>>
  elapsed: Readonly<Ref<number>>
  solved: Readonly<Ref<boolean>>
  origin: Readonly<Ref<{ seed: string | null; level: string | null }>>
  /** Typing a puzzle in (after Clear): not a game, so not saved. */
  entering: Readonly<Ref<boolean>>
}

export function createPlaySaving(game: PlayGameRefs) {
  return {
    /** The saved game, 'none', or why it cannot be read (persistence/play-save.ts readGame). */
    read: () => readGame(),
    drop: () => dropGame(),

    /**
     * Write the game to localStorage. Called by every change to the game (a move,
     * undo, redo, a new game), so a reload right after a move resumes it; the time
     * played goes with those saves, and is saved on its own when the clock stops (the
     * view left, the page hidden) and when the page is left (usePlayTimer), never on
     * each tick. A board being typed in (after Clear) is not a game: the last game
     * stays saved until "Use as puzzle" starts the new one.
     */
    save(): void {
      if (game.entering.value) return
      writeGame({
        version: 1,
        size: game.size.value,
        givens: game.givens.value,
        solution: game.solution.value,
        board: game.board.value,
        undo: game.undoStack.value,
        redo: game.redoStack.value,
        elapsed: Math.round(game.elapsed.value),
        solved: game.solved.value,
        seed: game.origin.value.seed,
        level: game.origin.value.level,
      })
    },
  }
}
