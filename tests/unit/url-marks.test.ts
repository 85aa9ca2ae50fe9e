/**
 * A share link keeps a position what it is (issue 31): `m` carries which digits
 * were placed and each empty cell's candidates, as an extension of the link's
 * contract (a link without `m` reads as before).
 */
import { describe, expect, it } from 'vitest'
import { parseOneLine } from '@/engine/full'
import { readUrlState, writeUrlState, puzzleParam } from '@/persistence/url'
import { marksParam, readMarksParam } from '@/persistence/url-marks'
import { makePuzzle } from '@/engine'

const AR =
  ':0607-1:19:+6+45.+3..+1.+1+9+3..268.7+2+8+6.14+3.+3+5+21.68...+1+63+8.....87.+2+51+638+712.43.+6+53+4.6..2+126+9.+1+3.+4+8:714 717 919 525 945 749 757 957 958 559 759 959:951::'

function position() {
  const parsed = parseOneLine({ no: 1, text: AR })
  if (!parsed.ok) throw new Error(parsed.error.message)
  return parsed.puzzle
}

describe('the link of a position (m)', () => {
  it('round-trips the placed digits and the candidates of a HoDoKu line', () => {
    const p = position()
    const m = marksParam(p)!
    expect(m).toHaveLength(162)
    expect(m).toMatch(/^[A-Za-z0-9_-]+$/)
    const href = 'http://localhost/?x=1#/solve'
    const url = writeUrlState(href, {
      puzzle: puzzleParam(p),
      marks: m,
      algorithm: 'logic',
      step: 0,
    })
    const state = readUrlState(url.slice(url.indexOf('?'), url.indexOf('#')))
    expect(state.marks).toBe(m)
    const back = readMarksParam(state.marks!, makePuzzle(p.givens))
    if (typeof back === 'string') throw new Error(back)
    expect(back.placed).toEqual(p.placed)
    for (let c = 0; c < 81; c++)
      if (!p.givens[c]) expect(back.candidates![c]).toBe(p.candidates![c])
  })

  it('is left out for a plain puzzle, so its link reads as before', () => {
    const plain = makePuzzle(position().givens)
    expect(marksParam(plain)).toBeNull()
    expect(marksParam(plain, [])).toBeNull()
    // Placed cells alone are enough for a mark (Play's hand-off).
    expect(marksParam(plain, [0])).toHaveLength(162)
    const url = writeUrlState('http://localhost/?m=AAAA', {
      puzzle: puzzleParam(plain),
      marks: null,
      algorithm: null,
      step: 0,
    })
    expect(url).not.toMatch(/m=/)
  })

  it('refuses marks of the wrong length or with other characters, saying why', () => {
    const plain = makePuzzle(position().givens)
    expect(readMarksParam('AB', plain)).toMatch(/have 2 characters; a 9x9 position has 162/)
    expect(readMarksParam('*'.repeat(162), plain)).toMatch(/not a mark/)
  })
})
