/**
 * Nine lines of digits, `0` for an empty cell (spaces between digits allowed):
 *
 *   530070000
 *   600195000
 *   ... (nine rows)
 */
import { parseRows } from './rows'
import type { SourceLine } from './text'
import type { Parsed } from './types'

export function parseGrid(lines: readonly SourceLine[]): Parsed {
  return parseRows(lines, '0')
}
