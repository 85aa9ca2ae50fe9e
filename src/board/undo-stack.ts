import { computed, shallowRef, type ComputedRef, type ShallowRef } from 'vue'

/**
 * Undo and redo over whole snapshots (Play's boards, the editor's boards): the one
 * history both keep. A snapshot is never mutated once pushed, so the stacks hold
 * references, not copies; each stack keeps only its newest `limit` snapshots.
 *
 *   record(current)  before a change: `current` goes on the undo stack, redo is forgotten
 *   undo(current)    the snapshot to go back to (`current` goes on redo), or undefined
 *   redo(current)    the snapshot to go forward to (`current` goes on undo), or undefined
 */
export interface UndoStack<T> {
  /** Oldest first; replaced, never mutated (a save writes them as they are). */
  readonly undoStack: ShallowRef<T[]>
  readonly redoStack: ShallowRef<T[]>
  readonly canUndo: ComputedRef<boolean>
  readonly canRedo: ComputedRef<boolean>
  record(current: T): void
  undo(current: T): T | undefined
  redo(current: T): T | undefined
  /** Both stacks set at once (emptied, or a saved game's history, trimmed to `limit`). */
  reset(undo?: readonly T[], redo?: readonly T[]): void
}

export function createUndoStack<T>(limit: number): UndoStack<T> {
  const undoStack = shallowRef<T[]>([])
  const redoStack = shallowRef<T[]>([])
  /** `stack` with `item` on top, its oldest items dropped past `limit`. */
  const push = (stack: readonly T[], item: T): T[] => [...stack.slice(-(limit - 1)), item]

  function record(current: T): void {
    undoStack.value = push(undoStack.value, current)
    redoStack.value = []
  }

  /** The top of `from` comes off; `current` goes on `to`. */
  function step(from: ShallowRef<T[]>, to: ShallowRef<T[]>, current: T): T | undefined {
    const top = from.value.at(-1)
    if (top === undefined) return undefined
    from.value = from.value.slice(0, -1)
    to.value = push(to.value, current)
    return top
  }

  return {
    undoStack,
    redoStack,
    canUndo: computed(() => undoStack.value.length > 0),
    canRedo: computed(() => redoStack.value.length > 0),
    record,
    undo: (current) => step(undoStack, redoStack, current),
    redo: (current) => step(redoStack, undoStack, current),
    reset(undo = [], redo = []) {
      undoStack.value = undo.slice(-limit)
      redoStack.value = redo.slice(-limit)
    },
  }
}
