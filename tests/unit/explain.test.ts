import { describe, expect, it } from 'vitest'
import {
  explainLogStep,
  getAlgorithm,
  K,
  makePuzzle,
  outlineLog,
  puzzleGeometry,
  type StepLog,
} from '@/engine/full'

const HARD = makePuzzle(
  [...'4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......'].map(
    (ch) => (ch === '.' ? 0 : Number(ch)),
  ),
)
const g = puzzleGeometry(HARD)

function record(id: string, maxSteps?: number): StepLog {
  return getAlgorithm(id)!.solve(HARD, { record: true, maxSteps }).log!
}

describe('explaining a step in its log', () => {
  it('names the snapshot a detour contradiction returns to, read from the next restore', () => {
    const log = record('detour')
    const outline = outlineLog(log)
    let checked = 0
    for (
      let i = log.find(0, 1, [K.contradiction]);
      i >= 0;
      i = log.find(i + 1, 1, [K.contradiction])
    ) {
      const restore = log.find(i + 1, 1, [K.restore])
      expect(explainLogStep(g, log, outline, i)).toMatch(
        new RegExp(`: back to snapshot ${log.cell(restore)}\\.$`),
      )
      checked++
    }
    expect(checked).toBeGreaterThanOrEqual(10)
  })

  it.each(['naive', 'markup', 'dlx'])(
    'says %s backtracks after a dead end, not that there is no solution',
    (id) => {
      const log = record(id, 50_000)
      const i = log.find(0, 1, [K.contradiction])
      expect(explainLogStep(g, log, outlineLog(log), i)).toMatch(
        /: go back and change the last try\.$/,
      )
    },
  )

  it('says where a capped log stops instead of claiming the puzzle has no solution', () => {
    const log = record('naive', 3000)
    expect(log.capped).toBe(true)
    const last = log.find(log.length - 1, -1, [K.contradiction])
    const text = explainLogStep(g, log, outlineLog(log), last)
    if (log.find(last + 1, 1, [K.clear]) < 0)
      expect(text).toMatch(/the log stops here \(step cap reached\)\.$/)
    expect(text).not.toMatch(/no solution/)
  })

  it('explains a guess by the fewest candidates of its cell, with its snapshot', () => {
    const log = record('detour')
    const i = log.find(0, 1, [K.guess])
    expect(explainLogStep(g, log, outlineLog(log), i)).toMatch(
      /^r\dc\d has the fewest candidates \((\d, )*\d or \d\): snapshot 1, try \d\.$/,
    )
  })
})
