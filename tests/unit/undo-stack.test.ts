import { describe, expect, it } from 'vitest'
import { createUndoStack } from '@/board/undo-stack'

describe('the undo stack (Play and the editor)', () => {
  it('undo goes back one snapshot at a time, redo forward again, and both stop at the end', () => {
    const h = createUndoStack<string>(10)
    let now = 'a'
    for (const next of ['b', 'c']) {
      h.record(now)
      now = next
    }
    expect(h.canUndo.value).toBe(true)
    expect(h.canRedo.value).toBe(false)
    now = h.undo(now)!
    expect(now).toBe('b')
    now = h.undo(now)!
    expect(now).toBe('a')
    expect(h.undo(now)).toBeUndefined()
    expect(h.canUndo.value).toBe(false)
    expect(h.redoStack.value).toEqual(['c', 'b'])
    now = h.redo(now)!
    now = h.redo(now)!
    expect(now).toBe('c')
    expect(h.redo(now)).toBeUndefined()
    expect(h.undoStack.value).toEqual(['a', 'b'])
  })

  it('a new change after an undo forgets what could be redone', () => {
    const h = createUndoStack<number>(10)
    h.record(1)
    expect(h.undo(2)).toBe(1)
    expect(h.canRedo.value).toBe(true)
    h.record(1)
    expect(h.canRedo.value).toBe(false)
    expect(h.undoStack.value).toEqual([1])
  })

  it('keeps only the newest `limit` snapshots on each stack', () => {
    const h = createUndoStack<number>(3)
    for (let i = 0; i < 10; i++) h.record(i)
    expect(h.undoStack.value).toEqual([7, 8, 9])
    let now = 10
    for (let i = 0; i < 5; i++) now = h.undo(now) ?? now
    expect(now).toBe(7)
    expect(h.redoStack.value).toEqual([10, 9, 8])
  })

  it('reset empties both stacks, or loads a saved history trimmed to its newest snapshots', () => {
    const h = createUndoStack<number>(2)
    h.record(1)
    h.reset([1, 2, 3], [4, 5, 6])
    expect(h.undoStack.value).toEqual([2, 3])
    expect(h.redoStack.value).toEqual([5, 6])
    h.reset()
    expect(h.canUndo.value).toBe(false)
    expect(h.canRedo.value).toBe(false)
  })

  it('replaces its arrays rather than changing them (a save holds the old ones)', () => {
    const h = createUndoStack<number>(5)
    h.record(1)
    const before = h.undoStack.value
    h.record(2)
    expect(before).toEqual([1])
    expect(h.undoStack.value).not.toBe(before)
  })
})
