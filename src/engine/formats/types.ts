import type { Puzzle } from '../puzzle'

export type FormatId =
  | 'sdk'
  | 'ss'
  | 'ss-old'
  | 'line'
  | 'grid'
  | 'bordered'
  | 'pm-grid'
  | 'candidates-81'
  | 'hodoku'
  | 'collection'

/** What the UI says it recognised. */
export const FORMAT_NAMES: Record<FormatId, string> = {
  sdk: 'Sudoku Puzzle (.sdk)',
  ss: 'Simple Sudoku (.ss)',
  'ss-old': 'Simple Sudoku, old style (X for blanks)',
  line: 'One line',
  grid: 'Lines of digits',
  bordered: 'Bordered grid',
  'pm-grid': 'Pencil-mark grid',
  'candidates-81': 'Candidates of 81 cells',
  hodoku: 'HoDoKu library line',
  collection: 'Collection (one puzzle per line)',
}

/**
 * Where and why a text could not be read. `line` and `column` are 1-based in the
 * text the user gave (a leading BOM is not counted; a tab is one column; columns
 * count UTF-16 code units, as a textarea does). The message starts with
 * "Line L, column C: " so it reads alone.
 */
export interface ParseError {
  message: string
  line: number
  column: number
}

export type ParseResult =
  | { ok: true; puzzle: Puzzle; format: FormatId; formatName: string }
  | { ok: false; error: ParseError; format: FormatId | null }

/** What a single format's parser returns; index.ts adds the format. */
export type Parsed = { ok: true; puzzle: Puzzle } | { ok: false; error: ParseError }
