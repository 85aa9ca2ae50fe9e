/**
 * The board as components see it: cell objects kept in step with a Replayer, and
 * the highlight of the step last applied. The board model (docs/ARCHITECTURE.md,
 * layers): plain functions over the engine, used by the replaying board
 * (board-replay.ts), the Play board and the board components' tests.
 */
import type { Geometry, LogOutline, Replayer, Step, StepLog } from '@/engine'

/** A cell as the board renders it (BoardGrid, BoardPattern): only what they read. */
export interface CellView {
  index: number
  row: number
  col: number
  /** 0 = empty. */
  value: number
  /** Candidate bit mask (bit d-1 = digit d). */
  mask: number
  /** How the digit got there ('placed': by the player, handed over from Play). */
  how: 'empty' | 'given' | 'placed' | 'logic' | 'guess'
}

/** What the board should draw for the current step. */
export interface Highlight {
  kind: Step['kind'] | null
  /** The cell the step acts on. */
  focus: number | null
  /** The cell that caused it (the detour source). */
  source: number | null
  digit: number | null
  /** The cells of a unit that has no place for a digit. */
  unit: readonly number[]
  /** A guess's options. */
  options: number[]
  /** Cells a restore rewound. */
  rewound: number[]
  depth: number
}

const HOW_NAMES = ['empty', 'given', 'logic', 'guess'] as const

/** The one constructor of a cell object: cell `index` of a board of geometry `g`. */
export function cellView(
  g: Geometry,
  index: number,
  value: number,
  mask: number,
  how: CellView['how'],
): CellView {
  return { index, row: g.rowOf[index]!, col: g.colOf[index]!, value, mask, how }
}

/**
 * The cell objects for a board showing only its givens. `placed` are cells whose
 * digit the solver takes as given but the player put there (a board from Play):
 * drawn as placed, not as givens. `candidates`: a position's pencil marks
 * (`Puzzle.candidates`), shown in its empty cells as they are, not recomputed;
 * absent, an empty cell shows every digit (what a solve's step 0 shows).
 */
export function makeCells(
  g: Geometry,
  givens: readonly number[],
  placed: ReadonlySet<number> = NONE,
  candidates?: readonly number[],
): CellView[] {
  return Array.from({ length: g.cells }, (_, i) => {
    const d = givens[i] ?? 0
    const how = d === 0 ? 'empty' : placed.has(i) ? 'placed' : 'given'
    const open = candidates ? candidates[i]! & g.all : g.all
    return cellView(g, i, d, d ? 1 << (d - 1) : open, how)
  })
}

const NONE: ReadonlySet<number> = new Set()

/** Copy the replayer's board into the cell objects, touching only the cells that changed. */
export function syncCells(
  cells: CellView[],
  r: Replayer,
  placed: ReadonlySet<number> = NONE,
): void {
  const { values, masks } = r.board
  for (let i = 0; i < cells.length; i++) {
    const cell = cells[i]!
    const v = values[i]!
    const m = masks[i]!
    const how = placed.has(i) && v !== 0 ? 'placed' : HOW_NAMES[r.how[i]!]!
    if (cell.value !== v) cell.value = v
    if (cell.mask !== m) cell.mask = m
    if (cell.how !== how) cell.how = how
  }
}

/** What the board should mark at `position` (steps 0..position-1 applied). */
export function highlightAt(
  g: Geometry,
  log: StepLog | null,
  outline: LogOutline | null,
  position: number,
): Highlight {
  const step = log && position > 0 ? log.step(position - 1) : null
  const h: Highlight = {
    kind: step?.kind ?? null,
    focus: null,
    source: null,
    digit: null,
    unit: [],
    options: [],
    rewound: [],
    depth: outline && position > 0 ? outline.depth[position - 1]! : 0,
  }
  if (!step) return h
  if ('cell' in step) h.focus = step.cell
  if ('digit' in step) h.digit = step.digit
  if (step.kind === 'eliminate') h.source = step.because
  if (step.kind === 'detour') h.source = step.cell
  if (step.kind === 'guess') h.options = step.options
  if (step.kind === 'contradiction' && 'unit' in step) h.unit = g.units[step.unit] ?? []
  if (step.kind === 'restore') h.rewound = log!.restoredCells(position - 1)
  return h
}
