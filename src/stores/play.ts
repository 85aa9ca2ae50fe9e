import { defineStore } from 'pinia'
import { computed, reactive, ref, shallowRef } from 'vue'
import { geometryForSize, type Geometry } from '@/engine'
import {
  acceptSingles,
  conflictCells,
  fillCandidates,
  findSingles,
  isSolved,
  setDigit,
  startBoard,
  toggleMark,
  type Board,
} from '@/engine/full'
import {
  handedOverGivens,
  resumable,
  singlesSentence,
  solveForPlay,
  STARTER_LEVEL,
  starterGivens,
  type PlayOrigin,
} from '@/board/play-game'
import { createPlayHints } from '@/board/play-hints'
import { createUndoStack } from '@/board/undo-stack'
import { MAX_ELAPSED_MS, MAX_HISTORY } from '@/persistence/play-save'
import { createPlaySaving } from '@/services/play-saving'
import { useTechniquesStore } from './techniques'

export type { CheckResult, PlayOrigin } from '@/board/play-game'

export const usePlayStore = defineStore('play', () => {
  const size = ref(9)
  const givens = ref<number[]>([])
  const solution = ref<number[]>([])
  const board = shallowRef<Board>(startBoard([]))
  /** The boards before (and after, once undone) the one shown: MAX_HISTORY each. */
  const history = createUndoStack<Board>(MAX_HISTORY)
  const { undoStack, redoStack, canUndo, canRedo } = history
  const selected = ref(0)
  const pencil = ref(false)
  /** Typing a puzzle in (after Clear): every digit is a future given. */
  const entering = ref(false)
  const elapsed = ref(0)
  const solved = ref(false)
  const origin = ref<PlayOrigin>({ seed: null, level: null })
  const options = reactive({ sameDigit: true, conflicts: true, singles: false })
  /**
   * The sentence of the last Check, hint or action (the view's role="status"); empty
   * once solved, when the view says "Solved!" with the time, level and rating.
   */
  const status = ref('')
  /** The game in the browser (services/play-saving.ts): read once, written on every change. */
  const kept = { size, givens, solution, board, undoStack, redoStack, elapsed, solved, origin }
  const saving = createPlaySaving({ ...kept, entering })

  const geometry = computed<Geometry>(() => geometryForSize(size.value)!)
  const conflicts = computed(() => conflictCells(geometry.value, board.value.values))
  const singles = computed(() => findSingles(geometry.value, board.value.values))
  /** Check's marks and the hint ladder (board/play-hints.ts); any move forgets them. */
  const hints = createPlayHints({ geometry, givens, solution, board, conflicts })
  const { check, hint, hintRung, forget } = hints

  /** A new game on these givens; `typing`: an empty board to type givens into (after Clear). */
  function start(puzzleGivens: number[], answer: number[], from: PlayOrigin, typing = false): void {
    size.value = Math.round(Math.sqrt(puzzleGivens.length))
    givens.value = puzzleGivens
    solution.value = answer
    board.value = startBoard(puzzleGivens)
    history.reset()
    elapsed.value = 0
    solved.value = false
    entering.value = typing
    origin.value = from
    // The selection stays where the board's keyboard stop is (a smaller board: the first cell).
    if (selected.value >= puzzleGivens.length) selected.value = 0
    forget()
    save()
  }

  /** Start a game on any givens; the error says why they cannot be played. */
  function startPuzzle(puzzleGivens: number[], from: PlayOrigin = { seed: null, level: null }) {
    const r = solveForPlay(puzzleGivens)
    if ('error' in r) return r.error
    start(puzzleGivens, r.solution, from)
    status.value = 'New game: fill every empty cell.'
    return null
  }

  /** A board handed over to the Solve view, coming back (board/play-game.ts handedOverGivens). */
  function handedOver(position: readonly number[], placed: ReadonlySet<number>): number[] | null {
    return handedOverGivens(givens.value, position, placed)
  }

  /**
   * Make a move: the old board goes on the undo stack (its oldest board dropped past
   * MAX_HISTORY), redo is forgotten, and the game is saved.
   */
  function commit(next: Board | null): boolean {
    if (!next || solved.value) return false
    history.record(board.value)
    board.value = next
    forget()
    if (!entering.value && isSolved(next.values, solution.value)) {
      solved.value = true
      // The view says "Solved!" with the time, level and rating (PlayStatus): no sentence here.
      status.value = ''
    }
    save()
    return true
  }

  /** Say what a move did, unless it finished the game (then the view's "Solved!" stands). */
  function say(text: string): void {
    if (!solved.value) status.value = text
  }

  const fixed = computed(() => (entering.value ? [] : givens.value))

  /** A digit from the keyboard or the number bar: placed, or a pencil mark toggled. */
  function input(digit: number, asMark = pencil.value): void {
    const cell = selected.value
    if (asMark && !entering.value) commit(toggleMark(board.value, cell, digit))
    else commit(setDigit(board.value, geometry.value, fixed.value, cell, digit))
  }

  function erase(): void {
    commit(setDigit(board.value, geometry.value, fixed.value, selected.value, 0))
  }

  function undo(): void {
    const last = history.undo(board.value)
    if (!last) return
    board.value = last
    solved.value = false
    forget()
    save()
  }

  function redo(): void {
    const next = history.redo(board.value)
    if (!next) return
    board.value = next
    forget()
    if (!entering.value && isSolved(next.values, solution.value)) solved.value = true
    save()
  }

  /** Back to the givens (undoable). */
  function reset(): void {
    if (commit(startBoard(fixed.value))) say('Back to the givens. Undo brings your moves back.')
  }

  /** An empty board to type a puzzle into; "Use as puzzle" makes the digits givens. */
  function clear(): void {
    start(new Array<number>(size.value * size.value).fill(0), [], { seed: null, level: null }, true)
    selected.value = 0
    status.value = 'Type the givens, then press "Use as puzzle".'
  }

  function useAsPuzzle(): void {
    const error = startPuzzle([...board.value.values])
    status.value = error ?? 'Your puzzle has exactly one solution. Play!'
  }

  function fillIn(): void {
    if (commit(fillCandidates(board.value, geometry.value)))
      say('Every empty cell shows its candidates.')
  }

  function placeSingles(): void {
    const n = singles.value.naked.size + singles.value.hidden.size
    const placedAll = commit(acceptSingles(board.value, geometry.value, fixed.value))
    say(singlesSentence(placedAll ? n : null))
  }

  function runCheck(): void {
    const sentence = hints.runCheck()
    status.value = solved.value ? '' : sentence // once solved PlayStatus says "Solved!"
  }

  /** The next rung of the hint ladder; the third makes the move. */
  function nextHint(): void {
    if (entering.value || solved.value) return
    // Only the techniques the user left on (the switches, stores/techniques.ts).
    const step = hints.climb(useTechniquesStore().allowed)
    commit(step.move)
    hints.show(step)
    say(step.text)
  }

  /** The clock (usePlayTimer) adds the time played; it is saved with the next save, not on every tick. */
  function tick(ms: number): void {
    if (!solved.value && !entering.value)
      elapsed.value = Math.min(MAX_ELAPSED_MS, elapsed.value + ms)
  }

  /** Write the game to localStorage (services/play-saving.ts says when). */
  function save(): void {
    saving.save()
  }

  // The game in progress lives in the browser: read once, written on every change.
  const saved = resumable(saving.read())
  if (saved === 'none') startPuzzle(starterGivens(), { seed: null, level: STARTER_LEVEL })
  else if ('corrupt' in saved) {
    saving.drop()
    startPuzzle(starterGivens(), { seed: null, level: STARTER_LEVEL })
    status.value = `The saved game could not be read (${saved.corrupt}), so it was dropped. Here is a new one.`
  } else {
    start(saved.givens, saved.solution, { seed: saved.seed, level: saved.level })
    board.value = saved.board
    history.reset(saved.undo, saved.redo)
    elapsed.value = saved.elapsed
    // Never the saved flag: a corrupt `solved: true` would say "Solved!" and lock the board.
    solved.value = isSolved(saved.board.values, saved.solution)
    status.value = 'Your game is back where you left it.'
    save() // start() saved the bare puzzle: the game as read (mended) replaces it
  }

  return {
    size,
    givens,
    solution,
    board,
    undoStack,
    redoStack,
    selected,
    pencil,
    entering,
    elapsed,
    solved,
    origin,
    options,
    check,
    hint,
    hintRung,
    status,
    geometry,
    conflicts,
    singles,
    canUndo,
    canRedo,
    start,
    startPuzzle,
    handedOver,
    input,
    erase,
    undo,
    redo,
    reset,
    clear,
    useAsPuzzle,
    fillIn,
    placeSingles,
    runCheck,
    nextHint,
    tick,
    save,
  }
})
