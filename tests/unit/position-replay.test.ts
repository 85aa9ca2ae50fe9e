/**
 * The replay of a position starts from its candidates (issue 31): no step of any
 * algorithm's log strikes a candidate the position already lacks, on a HoDoKu line
 * and on the position after one of its deductions (Apply). The logic solve of the
 * HoDoKu X-Wing line then opens with its X-Wing (it came at step 201 of 340).
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ALGORITHMS, allDeductions, applyDeduction, parseOneLine } from '@/engine/full'

const LINE = readFileSync('tests/fixtures/reglib/reglib-1.3.txt', 'utf8')
  .split('\n')
  .find((l) => l.startsWith(':0300:'))!

function position() {
  const r = parseOneLine({ no: 1, text: LINE })
  if (!r.ok) throw new Error(r.error.message)
  return r.puzzle
}

describe('a position replays from its candidates', () => {
  const p = position()
  const xWing = allDeductions(p, { techniques: ['x-wing'] }).lists[0]!.deductions[0]!
  const applied = applyDeduction(p, xWing)

  for (const [name, at] of [
    ['the HoDoKu line', p],
    ['the position after Apply', applied],
  ] as const)
    for (const a of ALGORITHMS.filter((a) => a.sizes.includes(9) && a.id !== 'naive'))
      it(`${a.id}: ${name}`, () => {
        const log = a.solve(at, { record: true }).log
        if (!log) return
        const start = log.start!
        expect(start).not.toBeNull()
        const again: string[] = []
        for (let i = 0; i < log.length; i++) {
          const s = log.step(i)
          if (s.kind === 'eliminate' && !(start[s.cell]! & (1 << (s.digit - 1))))
            again.push(`step ${i}: ${s.digit} from cell ${s.cell}`)
        }
        expect(again.slice(0, 3)).toEqual([])
      })

  it('the logic solve of the X-Wing line opens with the X-Wing', () => {
    const logic = ALGORITHMS.find((a) => a.id === 'logic')!
    const log = logic.solve(p, { record: true }).log!
    const first = log.step(0)
    expect(first.kind === 'technique' && first.id).toBe('x-wing')
  })
})
