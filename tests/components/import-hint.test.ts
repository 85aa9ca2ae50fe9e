// @vitest-environment happy-dom
/**
 * The import hint knows every format Load reads (issue 31): a framed pencil-mark
 * grid (the app's own Export of one too), a HoDoKu library line and 81 candidate
 * lists were hinted "does not look like a puzzle" or "a one-line puzzle, with a
 * problem on line 1".
 */
import { describe, expect, it } from 'vitest'
import { parseOneLine, PENCIL_WRITERS, serialize } from '@/engine/full'
import { useFakeSolving } from '../fixtures/services'

useFakeSolving()
const { formatHint, loadPencilHint } = await import('@/composables/useImportText')
// As the box does at its first character.
await loadPencilHint()

const AR =
  ':0607-1:19:+6+45.+3..+1.+1+9+3..268.7+2+8+6.14+3.+3+5+21.68...+1+63+8.....87.+2+51+638+712.43.+6+53+4.6..2+126+9.+1+3.+4+8:714 717 919 525 945 749 757 957 958 559 759 959:951::'

function position() {
  const r = parseOneLine({ no: 1, text: AR })
  if (!r.ok) throw new Error(r.error.message)
  return r.puzzle
}

describe('the import hint of a position', () => {
  it('a HoDoKu library line, and several', () => {
    expect(formatHint(AR)).toEqual({
      text: 'Looks like a HoDoKu library line: a position, its placed digits and candidates kept.',
      collection: false,
    })
    expect(formatHint(`${AR}\n${AR}\n`)).toEqual({
      text: 'Looks like a collection of 2 HoDoKu library lines: Load puzzle opens it as your collection.',
      collection: true,
    })
  })

  it("the app's own Export of a pencil-mark grid, framed", () => {
    const grid = serialize(position(), 'pm-grid', PENCIL_WRITERS)
    expect(grid).toMatch(/^[.+]-/)
    expect(formatHint(grid)?.text).toBe(
      'Looks like a pencil-mark grid: a position, its candidates kept.',
    )
  })

  it('81 candidate lists on one line', () => {
    expect(formatHint(serialize(position(), 'candidates-81', PENCIL_WRITERS))?.text).toBe(
      'Looks like 81 candidate lists: a position, its candidates kept.',
    )
  })

  it('leaves plain grids and one-liners to the formats they are', () => {
    const line = serialize(position(), 'line')
    expect(formatHint(line)?.text).toBe('Looks like a one-line puzzle.')
    const rows = line.match(/.{9}/g)!.join('\n')
    expect(formatHint(rows)?.text).toBe('Looks like a Sudoku Puzzle (.sdk) file.')
  })
})
