import { defineStore } from 'pinia'
import { useEventListener } from '@vueuse/core'
import { computed, reactive, ref, shallowRef } from 'vue'
import {
  cellName,
  geometryForSize,
  makePuzzle,
  parsePuzzle,
  validatePuzzle,
  type Geometry,
} from '@/engine'
import {
  acceptSingles,
  conflictCells,
  fillCandidates,
  findSingles,
  hintAt,
  isSolved,
  setDigit,
  startBoard,
  toggleMark,
  wrongCells,
  type Board,
  type Hint,
  fastestFor,
} from '@/engine/full'
import {
  dropGame,
  MAX_ELAPSED_MS,
  MAX_HISTORY,
  readGame,
  saneElapsed,
  writeGame,
} from '@/persistence/play-save'
import { useTechniquesStore } from './techniques'

/** The first game of a browser that has none: the starter collection's easy puzzle. */
export const STARTER =
  '..4.3..1...92..685..51..3.23.1.4.9..4..6.3..1..7.2.8.49.6..72..543..21...1..5.4..'
/** Its level (SE 1.2; play-store.test rates it), known before the worker's rating comes. */
const STARTER_LEVEL = 'easy'

/** The starter's givens, read by the engine's formats like any one-line puzzle. */
function starterGivens(): number[] {
  const parsed = parsePuzzle(STARTER)
  // A constant that does not parse is a bug in this file (play-store.test reads it).
  if (!parsed.ok) throw new Error(`The starter puzzle does not parse: ${parsed.error.message}`)
  return [...parsed.puzzle.givens]
}

/** `stack` with `board` pushed on top, its oldest boards dropped past MAX_HISTORY. */
function pushBounded(stack: readonly Board[], board: Board): Board[] {
  return [...stack.slice(-(MAX_HISTORY - 1)), board]
}

export interface PlayOrigin {
  seed: string | null
  level: string | null
}

/** What Check found: the cells it marks, and whether the board is complete and right. */
export interface CheckResult {
  wrong: number[]
  conflicts: number[]
}

/** A puzzle's unique solution, or why it cannot be played. */
export function solveForPlay(givens: number[]): { solution: number[] } | { error: string } {
  const p = makePuzzle(givens)
  if (!geometryForSize(p.size) || p.size > 16 || givens.length !== p.size * p.size)
    return { error: 'Play takes 4x4, 9x9 and 16x16 puzzles.' }
  const problems = validatePuzzle(p)
  if (problems.length) return { error: `These givens clash: ${problems.join('; ')}.` }
  const r = fastestFor(p.size).solve(p, { limit: 2 })
  if (r.solutions === 0) return { error: 'These givens have no solution.' }
  if (r.solutions > 1)
    return { error: 'These givens have more than one solution: add givens until only one is left.' }
  return { solution: r.solution! }
}

export const usePlayStore = defineStore('play', () => {
  const size = ref(9)
  const givens = ref<number[]>([])
  const solution = ref<number[]>([])
  const board = shallowRef<Board>(startBoard([]))
  const undoStack = shallowRef<Board[]>([])
  const redoStack = shallowRef<Board[]>([])
  const selected = ref(0)
  const pencil = ref(false)
  /** Typing a puzzle in (after Clear): every digit is a future given. */
  const entering = ref(false)
  const elapsed = ref(0)
  const solved = ref(false)
  const origin = ref<PlayOrigin>({ seed: null, level: null })
  const options = reactive({ sameDigit: true, conflicts: true, singles: false })
  const check = shallowRef<CheckResult | null>(null)
  const hint = shallowRef<Hint | null>(null)
  const hintRung = ref(0)
  /**
   * The sentence of the last Check, hint or action (the view's role="status"); empty
   * once solved, when the view says "Solved!" with the time, level and rating.
   */
  const status = ref('')

  const geometry = computed<Geometry>(() => geometryForSize(size.value)!)
  const conflicts = computed(() => conflictCells(geometry.value, board.value.values))
  const singles = computed(() => findSingles(geometry.value, board.value.values))
  const canUndo = computed(() => undoStack.value.length > 0)
  const canRedo = computed(() => redoStack.value.length > 0)

  /** A new game on these givens; `typing`: an empty board to type givens into (after Clear). */
  function start(puzzleGivens: number[], answer: number[], from: PlayOrigin, typing = false): void {
    size.value = Math.round(Math.sqrt(puzzleGivens.length))
    givens.value = puzzleGivens
    solution.value = answer
    board.value = startBoard(puzzleGivens)
    undoStack.value = []
    redoStack.value = []
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

  /**
   * A board handed over to the Solve view ("Watch the solver"), coming back: null
   * when Play still holds that game (go back to it as it is), else the givens to
   * start it again on (the position's, the player's `placed` digits left out).
   */
  function handedOver(position: readonly number[], placed: ReadonlySet<number>): number[] | null {
    const handed = position.map((d, c) => (placed.has(c) ? 0 : d))
    const same =
      givens.value.length === handed.length && givens.value.every((d, c) => d === handed[c])
    return same ? null : handed
  }

  /** Clear what the last Check and hint showed (a move makes them stale). */
  function forget(): void {
    check.value = null
    hint.value = null
    hintRung.value = 0
  }

  /**
   * Make a move: the old board goes on the undo stack (its oldest board dropped past
   * MAX_HISTORY), redo is forgotten, and the game is saved.
   */
  function commit(next: Board | null): boolean {
    if (!next || solved.value) return false
    undoStack.value = pushBounded(undoStack.value, board.value)
    redoStack.value = []
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
    const last = undoStack.value.at(-1)
    if (!last) return
    redoStack.value = pushBounded(redoStack.value, board.value)
    undoStack.value = undoStack.value.slice(0, -1)
    board.value = last
    solved.value = false
    forget()
    save()
  }

  function redo(): void {
    const next = redoStack.value.at(-1)
    if (!next) return
    redoStack.value = redoStack.value.slice(0, -1)
    undoStack.value = pushBounded(undoStack.value, board.value)
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
    if (commit(acceptSingles(board.value, geometry.value, fixed.value)))
      say(`${n} single${n === 1 ? '' : 's'} placed.`)
    else say('No single to place.')
  }

  const names = (cs: number[]) => cs.map((c) => cellName(geometry.value, c)).join(', ')

  function runCheck(): void {
    const wrong = wrongCells(board.value.values, solution.value)
    const clashes = [...conflicts.value]
    check.value = { wrong, conflicts: clashes }
    hint.value = null
    hintRung.value = 0
    if (solved.value)
      status.value = '' // PlayStatus says "Solved!"
    else if (!wrong.length && !clashes.length) {
      const left = board.value.values.filter((v) => !v).length
      status.value = `No mistakes so far. ${left} cell${left === 1 ? '' : 's'} to go.`
    } else
      status.value = [
        wrong.length
          ? `${wrong.length} wrong digit${wrong.length === 1 ? '' : 's'} (${names(wrong)}), crossed out`
          : '',
        clashes.length ? `${clashes.length} cells in conflict (${names(clashes)}), hatched` : '',
      ]
        .filter(Boolean)
        .join('; ')
        .concat(' on the board.')
  }

  /** The next rung of the hint ladder; the third makes the move. */
  function nextHint(): void {
    if (entering.value || solved.value) return
    const rung = Math.min(hintRung.value + 1, 3) as 1 | 2 | 3
    // Only the techniques the user left on (the switches, stores/techniques.ts).
    const techniques = useTechniquesStore().allowed
    const h = hintAt(geometry.value, givens.value, solution.value, board.value, rung, techniques)
    const text = `Hint ${rung} of 3: ${h.text}`
    if (rung === 3 && h.apply) commit(h.apply)
    check.value = null
    hint.value = rung === 3 ? { ...h, apply: null } : h
    hintRung.value = rung === 3 ? 0 : rung
    say(text)
  }

  /** The clock (usePlayTimer) adds the time played; it is saved with the next save, not on every tick. */
  function tick(ms: number): void {
    if (!solved.value && !entering.value)
      elapsed.value = Math.min(MAX_ELAPSED_MS, elapsed.value + ms)
  }

  /**
   * Write the game to localStorage. Called by every change to the game (a move, undo,
   * redo, a new game: `start`, `commit`, `undo`, `redo`), so a reload right after a
   * move resumes it; the time played goes with those saves, and is saved on its own
   * when the page is hidden or left (below) and when the clock stops (usePlayTimer),
   * never on each tick. A board being typed in (after Clear) is not a game: the last
   * game stays saved until "Use as puzzle" starts the new one.
   */
  function save(): void {
    if (entering.value) return
    writeGame({
      version: 1,
      size: size.value,
      givens: givens.value,
      solution: solution.value,
      board: board.value,
      undo: undoStack.value,
      redo: redoStack.value,
      elapsed: Math.round(elapsed.value),
      solved: solved.value,
      seed: origin.value.seed,
      level: origin.value.level,
    })
  }

  // The game in progress lives in the browser: read once, written on every change.
  const read = readGame()
  // The saved solution must be a solution of the givens: a hand-edited one would make
  // a wrong board look solved (or a right one wrong). A cheap check, no search.
  const saved =
    typeof read === 'object' &&
    !('corrupt' in read) &&
    read.givens.length &&
    !sameSolution(read.givens, read.solution)
      ? { corrupt: "the solution is not the givens' one solution" }
      : read
  if (typeof saved === 'object' && 'corrupt' in saved) {
    dropGame()
    startPuzzle(starterGivens(), { seed: null, level: STARTER_LEVEL })
    status.value = `The saved game could not be read (${saved.corrupt}), so it was dropped. Here is a new one.`
  } else if (saved === 'none' || saved.givens.length === 0)
    startPuzzle(starterGivens(), { seed: null, level: STARTER_LEVEL })
  else {
    start(saved.givens, saved.solution, { seed: saved.seed, level: saved.level })
    board.value = saved.board
    undoStack.value = saved.undo
    redoStack.value = saved.redo
    elapsed.value = saved.elapsed
    // Never the saved flag: a corrupt `solved: true` would say "Solved!" and lock the board.
    solved.value = isSolved(saved.board.values, saved.solution)
    status.value = 'Your game is back where you left it.'
    save() // start() saved the bare puzzle: the game as read (mended) replaces it
  }
  // The time played since the last move: saved when the page is hidden (a phone
  // switching apps may never come back to unload it) and when it is left.
  useEventListener(
    typeof document === 'undefined' ? undefined : document,
    'visibilitychange',
    () => document.visibilityState === 'hidden' && save(),
  )
  useEventListener(typeof window === 'undefined' ? undefined : window, 'pagehide', save)

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

/** Whether `solution` is the one solution of `givens`. */
function sameSolution(givens: number[], solution: number[]): boolean {
  const n = Math.round(Math.sqrt(givens.length))
  const g = geometryForSize(n)
  if (!g || solution.length !== givens.length) return false
  if (givens.some((v, i) => v && v !== solution[i])) return false
  // Every unit holds each digit once: a full, right grid that keeps the givens. That
  // it is their only one was checked when the game started (solveForPlay); a save
  // edited by hand to givens with several is told apart by Play's rating (a worker
  // counts to two there, usePlayRating), never by a search here as Play opens.
  const all = (1 << n) - 1
  return g.units.every((unit) => {
    let seen = 0
    for (const c of unit) {
      const v = solution[c]!
      if (!Number.isInteger(v) || v < 1 || v > n) return false
      seen |= 1 << (v - 1)
    }
    return seen === all
  })
}

/** "4:05", "1:02:09"; never an exponent: a time that is no sane time (see saneElapsed) reads 0:00. */
export function formatTime(ms: number): string {
  const s = Math.floor(saneElapsed(ms) / 1000)
  const mm = String(Math.floor(s / 60) % 60)
  const ss = String(s % 60).padStart(2, '0')
  return s >= 3600 ? `${Math.floor(s / 3600)}:${mm.padStart(2, '0')}:${ss}` : `${mm}:${ss}`
}
