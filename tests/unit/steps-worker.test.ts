/**
 * "All steps here" as its worker runs it (workers/steps.ts): groups easiest first,
 * and no uniqueness technique at a position with several solutions, with the reason
 * heard before any group (issue 31).
 */
import { describe, expect, it } from 'vitest'
import { FULL_TECHNIQUES, makePuzzle, parseOneLine, UNIQUENESS } from '@/engine/full'
import { stepsAt } from '@/workers/steps'
import type { StepGroup } from '@/workers/solve-types'

/** A unique puzzle's solution with a swappable rectangle and two more cells emptied. */
const SEVERAL = '5.81497..9745231.83127865498576149..239857416641392875183465297795231684426978351'

const AR =
  ':0607-1:19:+6+45.+3..+1.+1+9+3..268.7+2+8+6.14+3.+3+5+21.68...+1+63+8.....87.+2+51+638+712.43.+6+53+4.6..2+126+9.+1+3.+4+8:714 717 919 525 945 749 757 957 958 559 759 959:951::'

function run(p: Parameters<typeof stepsAt>[0], techniques?: string[]) {
  const heard: (string | StepGroup)[] = []
  stepsAt(
    p,
    techniques,
    (g) => heard.push(g),
    () => {},
    (why) => heard.push(why),
  )
  return heard
}

describe('All steps here, in its worker', () => {
  it('leaves the uniqueness techniques out where there are several solutions, saying why first', () => {
    const p = makePuzzle([...SEVERAL].map((ch) => (ch === '.' ? 0 : Number(ch))))
    const heard = run(p, ['naked-single', 'unique-rectangle-1', 'bug'])
    expect(heard[0]).toBe('the position has two solutions or more')
    const groups = heard.slice(1) as StepGroup[]
    expect(groups.map((g) => g.technique)).toEqual(['naked-single'])
  })

  it('finds the avoidable rectangle of a HoDoKu line (one solution), groups easiest first', () => {
    const parsed = parseOneLine({ no: 1, text: AR })
    if (!parsed.ok) throw new Error(parsed.error.message)
    const heard = run(parsed.puzzle, [
      'avoidable-rectangle-1',
      'x-wing',
      'naked-pair',
      'hidden-single-box',
      'skyscraper',
      'hidden-pair',
    ])
    expect(heard.every((h) => typeof h !== 'string')).toBe(true)
    const groups = heard as StepGroup[]
    const ar = groups.find((g) => g.technique === 'avoidable-rectangle-1')!
    expect(ar.deductions.map((d) => d.eliminate)).toContainEqual([[36, 9]])
    const rating = new Map(FULL_TECHNIQUES.map((t) => [t.id, t.rating]))
    const ratings = groups.map((g) => rating.get(g.technique)!)
    expect(ratings).toEqual([...ratings].sort((a, b) => a - b))
    expect(UNIQUENESS.has('avoidable-rectangle-1')).toBe(true)
  })
})
