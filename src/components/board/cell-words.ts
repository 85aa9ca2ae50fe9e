/**
 * What a board cell (BoardCell) says and wears: its accessible name ("Row 3, column 7:
 * 5, placed by logic"; "Row 1, column 2: empty, candidates 1 4 7") and its classes
 * (the step's `mark-*` words, and the thick lines at box edges).
 */
import { digitChar, digitsOf } from '@/engine'
import type { CellView } from '@/board/board-view'

const HOW_TEXT: Record<CellView['how'], string> = {
  empty: '',
  given: ', given',
  placed: ', placed by you',
  logic: ', placed by logic',
  guess: ', guessed',
}

export interface CellFacts {
  /** Zero-based position. */
  row: number
  col: number
  /** 0 = empty. */
  value: number
  /** Candidate mask (bit d-1 = digit d). */
  mask: number
  /** The algorithm keeps candidates: false says "options" (a guess's), not candidates. */
  known: boolean
  how: CellView['how']
  /** Space-separated mark words (useBoardHighlight's CellMark). */
  mark: string
  /** What a 'placed' digit is said to be, when not the player's ("placed by you"). */
  placedText: string | undefined
}

export function cellLabel(c: CellFacts): string {
  const at = `Row ${c.row + 1}, column ${c.col + 1}: `
  // A hatched cell says so: its digit clashes with a peer's (Play, the editor).
  const clash = c.mark.split(' ').includes('conflict') ? ', in conflict' : ''
  if (c.value)
    return `${at}${digitChar(c.value)}${(c.how === 'placed' && c.placedText) || HOW_TEXT[c.how]}${clash}`
  const candidates = digitsOf(c.mask).map(digitChar).join(' ')
  if (!c.known) return candidates ? `${at}empty, options ${candidates}` : `${at}empty`
  return `${at}empty, ${candidates ? `candidates ${candidates}` : 'no candidates'}`
}

/** The `mark-*` classes of the mark words, and `box-right` / `box-bottom` at a box's inner edges. */
export function cellClasses(row: number, col: number, box: number, mark: string): string[] {
  const size = box * box
  const list = mark ? mark.split(' ').map((m) => `mark-${m}`) : []
  if (col % box === box - 1 && col < size - 1) list.push('box-right')
  if (row % box === box - 1 && row < size - 1) list.push('box-bottom')
  return list
}
