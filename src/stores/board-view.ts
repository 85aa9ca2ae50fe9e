/**
 * The board as components see it: cell objects kept in step with a Replayer, and
 * the highlight of the step last applied. Shared by the Solve view's store and
 * by boards that live outside it (the race lanes).
 */
import {
  cellId,
  digitsOf,
  type Geometry,
  type LogOutline,
  type Replayer,
  type Step,
  type StepLog,
} from '@/engine'

/** A cell as the board renders it. */
export interface CellView {
  /** "row.col", zero-based. */
  id: string
  index: number
  row: number
  col: number
  box: number
  /** 0 = empty. */
  value: number
  /** Candidate bit mask (bit d-1 = digit d). */
  mask: number
  /** The digits still possible, ascending. */
  candidates: number[]
  given: boolean
  /** How the digit got there ('placed': by the player, handed over from Play). */
  how: 'empty' | 'given' | 'placed' | 'logic' | 'guess'
  /** Ids of the related cells (same row, column or box). */
  related: string[]
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

/**
 * The cell objects for a board showing only its givens. `placed` are cells whose
 * digit the solver takes as given but the player put there (a board from Play):
 * drawn as placed, not as givens.
 */
export function makeCells(
  g: Geometry,
  givens: readonly number[],
  placed: ReadonlySet<number> = NONE,
): CellView[] {
  return Array.from({ length: g.cells }, (_, i) => {
    const d = givens[i] ?? 0
    const yours = d !== 0 && placed.has(i)
    return {
      id: cellId(g, i),
      index: i,
      row: g.rowOf[i]!,
      col: g.colOf[i]!,
      box: g.boxOf[i]!,
      value: d,
      mask: d ? 1 << (d - 1) : g.all,
      candidates: d ? [d] : digitsOf(g.all),
      given: d !== 0 && !yours,
      how: yours ? 'placed' : d ? 'given' : 'empty',
      related: g.peers[i]!.map((p) => cellId(g, p)),
    }
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
    if (cell.mask !== m) {
      cell.mask = m
      cell.candidates = digitsOf(m)
    }
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
