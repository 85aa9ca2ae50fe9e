/**
 * A board that replays a step log: the cell objects BoardGrid renders, kept in step
 * with a Replayer, and the highlight of the step last applied.
 *
 * It wraps the solve store's board logic (src/stores/board-view.ts) for boards
 * that live outside that store, such as the race lanes.
 */
import { markRaw, ref, shallowRef } from 'vue'
import {
  outlineLog,
  puzzleGeometry,
  Replayer,
  StepLog,
  type LogOutline,
  type Puzzle,
  type StepLogData,
} from '@/engine'
import {
  highlightAt,
  makeCells,
  syncCells,
  type CellView,
  type Highlight,
} from '@/stores/board-view'

/** One replayable board: load a puzzle and its log, then seek anywhere. */
export function useReplayBoard() {
  const cells = ref<CellView[]>([])
  const box = ref(3)
  const position = ref(0)
  const total = ref(0)
  const capped = ref(false)
  const highlight = shallowRef<Highlight | null>(null)
  let replayer: Replayer | null = null
  let outline: LogOutline | null = null

  function load(puzzle: Puzzle, data: StepLogData, given?: LogOutline): void {
    const g = puzzleGeometry(puzzle)
    const log = markRaw(StepLog.from(data))
    replayer = markRaw(new Replayer(g, puzzle.givens, log))
    outline = markRaw(given ?? outlineLog(log))
    cells.value = makeCells(g, puzzle.givens)
    box.value = g.box
    total.value = log.length
    capped.value = log.capped
    position.value = 0
    highlight.value = null
  }

  function clear(): void {
    replayer = null
    outline = null
    cells.value = []
    total.value = 0
    capped.value = false
    position.value = 0
    highlight.value = null
  }

  /** Move to step k (clamped) and update the cells and the highlight. */
  function seek(k: number): void {
    const r = replayer
    if (!r) return
    const to = r.seek(k)
    if (to === position.value && highlight.value) return
    position.value = to
    syncCells(cells.value, r)
    highlight.value = highlightAt(r.g, r.log, outline, to)
  }

  return { cells, box, position, total, capped, highlight, load, clear, seek }
}

export type ReplayBoard = ReturnType<typeof useReplayBoard>
