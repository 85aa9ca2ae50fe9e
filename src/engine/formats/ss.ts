/**
 * Simple Sudoku (.ss): rows `xxx|xxx|xxx`, a line of dashes after rows 3 and 6,
 * `.` for an empty cell:
 *
 *   2..|.8.|..3          or its framed print form   *-----------*
 *   .6.|.7.|.84                                     |2..|.8.|..3|
 *   ...|...|...                                     |.6.|.7.|.84|
 *   -----------                                     |...|...|...|
 *   ... (rows 4-6)                                  |---+---+---|
 *   -----------                                     ...
 *   ... (rows 7-9)                                  *-----------*
 *
 * Text after the grid is ignored. See barred.ts for the exact rules.
 */
import { parseBarred } from './barred'
import type { SourceLine } from './text'
import type { Parsed } from './types'

export function parseSs(lines: readonly SourceLine[]): Parsed {
  return parseBarred(lines)
}
