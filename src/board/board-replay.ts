/**
 * A board that replays a step log: the cell objects BoardGrid renders, kept in step
 * with a Replayer, and the highlight of the step last applied. The one replaying
 * board of the app: the solve store holds one (the Solve view's board), each race
 * lane another (useRace). Plain Vue reactivity, no store and no component, so the
 * stores and the composables above it may both use it.
 *
 * Not the engine's ReplayBoard (src/engine/steps.ts): that is the bare values and
 * masks a Replayer walks; this is what the page draws of it.
 */
import { computed, markRaw, ref, shallowRef } from 'vue'
import {
  geometry as geometryOf,
  outlineLog,
  puzzleGeometry,
  Replayer,
  StepLog,
  type Geometry,
  type LogOutline,
  type Puzzle,
  type StepLogData,
} from '@/engine'
import { highlightAt, makeCells, syncCells, type CellView, type Highlight } from './board-view'

const NONE: ReadonlySet<number> = new Set()
const GEOMETRY_9 = geometryOf(3)

/** One replayable board: show a puzzle's givens or load its log, then seek anywhere. */
export function createBoardReplay() {
  const cells = ref<CellView[]>([])
  const geometry = shallowRef<Geometry | null>(null)
  const log = shallowRef<StepLog | null>(null)
  const outline = shallowRef<LogOutline | null>(null)
  const replayer = shallowRef<Replayer | null>(null)
  /** Steps applied: 0 is the givens, `total` the end. */
  const position = ref(0)
  /** Cells the player filled (a board handed over from Play): drawn as placed. */
  let placed = NONE

  const box = computed(() => geometry.value?.box ?? 3)
  const total = computed(() => log.value?.length ?? 0)
  const capped = computed(() => log.value?.capped ?? false)
  const highlight = computed<Highlight>(() => {
    void position.value // the replayer is not reactive; the position says when it moved
    const r = replayer.value
    return highlightAt(r?.g ?? GEOMETRY_9, r?.log ?? null, outline.value, r?.position ?? 0)
  })

  function drop(): void {
    log.value = null
    outline.value = null
    replayer.value = null
    position.value = 0
  }

  /**
   * Show a puzzle's givens (and the player's digits, `placedCells`; a position's
   * pencil marks, `candidates`), with no log yet.
   */
  function show(
    g: Geometry,
    givens: readonly number[],
    placedCells = NONE,
    candidates?: readonly number[],
  ): void {
    geometry.value = g
    placed = placedCells
    cells.value = makeCells(g, givens, placed, candidates)
    drop()
  }

  /**
   * Load a puzzle's log (its outline when the solver sent one) and stand at the givens;
   * a position's log starts from its pencil marks (`StepLog.start`), not every digit.
   */
  function load(
    puzzle: Puzzle,
    data: StepLog | StepLogData,
    given?: LogOutline | null,
    placedCells = NONE,
  ): void {
    const g = puzzleGeometry(puzzle)
    const stepLog = markRaw(data instanceof StepLog ? data : StepLog.from(data))
    geometry.value = g
    placed = placedCells
    if (cells.value.length !== g.cells)
      cells.value = makeCells(g, puzzle.givens, placed, puzzle.candidates)
    log.value = stepLog
    outline.value = markRaw(given ?? outlineLog(stepLog))
    const r = markRaw(new Replayer(g, puzzle.givens, stepLog))
    replayer.value = r
    position.value = 0
    syncCells(cells.value, r, placed)
  }

  /** No board at all (a race lane about to solve again). */
  function clear(): void {
    cells.value = []
    placed = NONE
    drop()
  }

  /** Move to step k (clamped) and bring the cells along; returns where it stands. */
  function seek(k: number): number {
    const r = replayer.value
    if (!r) return position.value
    position.value = r.seek(k)
    syncCells(cells.value, r, placed)
    return position.value
  }

  /** Walk ahead in small slices between frames, so any later jump is short. */
  function prepareAhead(r = replayer.value): void {
    if (!r || r.prepare(100_000) || replayer.value !== r) return
    setTimeout(() => prepareAhead(r), 0)
  }

  return {
    cells,
    geometry,
    log,
    outline,
    replayer,
    position,
    box,
    total,
    capped,
    highlight,
    show,
    load,
    clear,
    seek,
    prepareAhead,
  }
}

export type BoardReplay = ReturnType<typeof createBoardReplay>
