import { defineStore } from 'pinia'
import { computed, ref, shallowRef } from 'vue'
import { bit, findConflicts, geometryForSize, type Geometry, type Puzzle } from '@/engine'
import { cellView, type CellView } from '@/board/board-view'
import {
  clearBoard,
  emptyEditBoard,
  eraseCell,
  restoreAll,
  typeDigit,
  type EditBoard,
  type EditMove,
} from '@/board/edit-moves'
import { createUndoStack } from '@/board/undo-stack'
import {
  allowedMasks,
  makePosition,
  positionProblems,
  type PositionProblem,
} from '@/board/position'

/**
 * The Solve view's editor: a position typed or changed by hand (digits, and the
 * candidates of empty cells struck or brought back), with undo and redo, then solved
 * from ("Solve from here"). Loaded with the editor (EditPosition.vue, lazily).
 * The moves themselves (and the glossary: values, marks, placed): board/edit-moves.ts.
 */

/** Most boards kept for undo (and for redo): as Play keeps (MAX_HISTORY). */
export const MAX_EDIT_HISTORY = 500

export type { EditBoard } from '@/board/edit-moves'

export const useEditStore = defineStore('edit', () => {
  /** The editor is shown in place of the Solve view's board. */
  const open = ref(false)
  const size = ref(9)
  const board = shallowRef<EditBoard>({ values: [], marks: [], placed: [] })
  const history = createUndoStack<EditBoard>(MAX_EDIT_HISTORY)
  const { canUndo, canRedo } = history
  const selected = ref(0)
  /** Digits toggle candidates (the "Candidates" toggle, or P). */
  const pencil = ref(false)
  /** What the last action did, or why it did nothing (the editor's role="status"). */
  const status = ref('')
  /** Why "Solve from here" was refused: the position's contradictions, cells named. */
  const problems = shallowRef<PositionProblem[]>([])
  /** The metadata of the puzzle the position came from (kept for export and the panel). */
  const meta = shallowRef<Puzzle['meta']>({})

  const geometry = computed<Geometry>(() => geometryForSize(size.value)!)
  const allowed = computed(() => allowedMasks(geometry.value, board.value.values))
  /** What each empty cell shows: its marks AND what the digits allow; 0 for a filled cell. */
  const shown = computed(() => allowed.value.map((m, c) => m & board.value.marks[c]!))
  const conflicts = computed(() =>
    findConflicts({ size: size.value, givens: board.value.values, meta: {} }),
  )
  const conflictCells = computed(() => new Set(conflicts.value.flatMap((c) => c.cells)))
  /** Cells whose candidates were struck by hand (some digit the digits allow is not shown). */
  const edited = computed(() =>
    board.value.values.reduce(
      (n, v, c) => n + (!v && shown.value[c] !== allowed.value[c] ? 1 : 0),
      0,
    ),
  )

  /** The cells as BoardGrid reads them: every empty cell shows its current candidates. */
  const cells = computed<CellView[]>(() => {
    const placed = new Set(board.value.placed)
    return board.value.values.map((v, c) =>
      cellView(
        geometry.value,
        c,
        v,
        v ? bit(v) : shown.value[c]!,
        v === 0 ? 'empty' : placed.has(c) ? 'placed' : 'given',
      ),
    )
  })

  /** Each cell's mark words (BoardCell's `mark-*` classes): the selection, conflicts, problems. */
  const marks = computed(() => {
    const named = new Set(problems.value.flatMap((p) => p.cells))
    return board.value.values.map((_, c) => {
      const m: string[] = []
      if (c === selected.value) m.push('focus')
      if (conflictCells.value.has(c)) m.push('conflict')
      else if (named.has(c)) m.push('source')
      return m.join(' ')
    })
  })

  /** Open the editor on a position (its digits, placed cells and candidates). */
  function startFrom(p: Puzzle): void {
    size.value = p.size
    const g = geometry.value
    // A filled cell keeps every digit: clearing it shows what its peers allow.
    const marks = p.givens.map((d, c) => (d || !p.candidates ? g.all : p.candidates[c]! & g.all))
    board.value = { values: [...p.givens], marks, placed: [...(p.placed ?? [])] }
    meta.value = p.meta
    begin(
      'Type digits; Backspace clears. "Candidates" (or P) makes digits strike or restore candidates.',
    )
  }

  /** Open the editor on an empty board of `side` (the size shown). */
  function startEmpty(side: number): void {
    size.value = geometryForSize(side) ? side : 9
    const g = geometry.value
    board.value = emptyEditBoard(g)
    meta.value = {}
    begin('An empty board: type the givens, then press "Solve from here".')
  }

  function begin(text: string): void {
    history.reset()
    problems.value = []
    pencil.value = false
    if (selected.value >= board.value.values.length) selected.value = 0
    status.value = text
    open.value = true
  }

  function close(): void {
    open.value = false
    problems.value = []
  }

  /** An edit: the old board goes on the undo stack, redo is forgotten, old problems go. */
  function commit(next: EditBoard, text: string): void {
    history.record(board.value)
    board.value = next
    problems.value = []
    status.value = text + conflictWords()
  }

  /**
   * " Row 1 has two 5s: r1c2 and r1c7." when the digits clash, said as they are typed:
   * two conflicts spelled out, the rest counted.
   */
  function conflictWords(): string {
    const list = conflicts.value.map((c) => `${c.message}.`)
    if (list.length <= 2) return list.map((m) => ` ${m}`).join('')
    const more = list.length - 2
    return ` ${list[0]!} ${list[1]!} And ${more} more ${more === 1 ? 'conflict' : 'conflicts'}.`
  }

  /** Make `move` (an edit, undoable) or say why it did nothing. */
  function apply(move: EditMove): void {
    if (!move) return
    if (move.next) commit(move.next, move.text)
    else status.value = move.text
  }

  /** A digit from the keyboard or the number bar: placed, or (asMark) a candidate toggled. */
  function input(digit: number, asMark = pencil.value): void {
    const cell = selected.value
    const g = geometry.value
    apply(typeDigit(g, board.value, allowed.value[cell] ?? 0, cell, digit, asMark))
  }

  /** Backspace: clear the cell's digit, or give an empty cell back every candidate it lost. */
  const erase = () => apply(eraseCell(geometry.value, board.value, selected.value))
  /** Every struck candidate back (undoable). */
  const restoreCandidates = () => apply(restoreAll(geometry.value, board.value))
  /** An empty board of the same size (undoable). */
  const clearAll = () => apply(clearBoard(geometry.value, board.value))

  /** Back (or forward) to a board from the history, the contradictions found before forgotten. */
  function travel(to: EditBoard | undefined, text: string): void {
    if (!to) return
    board.value = to
    problems.value = []
    status.value = text + conflictWords()
  }
  const undo = () => travel(history.undo(board.value), 'Undone.')
  const redo = () => travel(history.redo(board.value), 'Redone.')

  /** The position on the editor's board, as the solvers take it. */
  function position(): Puzzle {
    const { values, marks, placed } = board.value
    return makePosition(geometry.value, values, marks, placed, meta.value)
  }

  /**
   * The position, when it can be solved from; otherwise null, with its contradictions
   * named (`problems`, marked on the board) and the board left as it is.
   */
  function checkedPosition(): Puzzle | null {
    const p = position()
    if (p.givens.every((d) => !d)) {
      status.value = 'The board is empty: type some digits first.'
      return null
    }
    const found = positionProblems(p)
    problems.value = found
    if (!found.length) return p
    status.value = 'Not solved: this position contradicts itself (see below).'
    return null
  }

  return {
    open,
    size,
    board,
    selected,
    pencil,
    status,
    problems,
    meta,
    geometry,
    shown,
    conflicts,
    canUndo,
    canRedo,
    edited,
    cells,
    marks,
    startFrom,
    startEmpty,
    close,
    input,
    erase,
    restoreCandidates,
    clearAll,
    undo,
    redo,
    position,
    checkedPosition,
  }
})
