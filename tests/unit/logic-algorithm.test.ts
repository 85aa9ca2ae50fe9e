/**
 * The `logic` algorithm's own behaviour (the registry-wide checks in
 * algorithms.test.ts also run over it): technique steps in the log, the moves they
 * imply, the sentences, the report, and guessing when the techniques run out.
 */
import { describe, expect, it } from 'vitest'
import { solveLogic } from '../../src/engine/algorithms/logic'
import { geometry } from '../../src/engine/geometry'
import { explainLogStep, outlineLog, patternAt } from '../../src/engine/full'
import { StepLog, type TechniqueStep } from '../../src/engine/steps'
import { isSolutionOf, makePuzzle } from '../../src/engine/puzzle'
import { cells } from '../fixtures/puzzles'

const g = geometry(3)
/** puzzles/se-rated-1771.tsv line 961: published 3.2, one X-Wing on 2 (rows 3 and 4). */
const X_WING = makePuzzle(
  cells('..8...7...........3..786..98.......3.3.8.7.1..4.3.2.7..8.4.5.9.7.5.3.6.442.9.8.51'),
)

describe('technique steps in the log', () => {
  it('round-trip through the compact log: id, rating, cells, digits, units, links', () => {
    const log = new StepLog(3)
    const t: Omit<TechniqueStep, 'kind'> = {
      id: 'aic',
      rating: 7.2,
      cells: [0, 80, 40],
      digits: [1, 9],
      units: [3, 26],
      links: [
        { from: 0, to: 728, strong: true },
        { from: 728, to: 360, strong: false },
      ],
    }
    log.technique(t)
    log.solved()
    expect(log.step(0)).toEqual({ kind: 'technique', ...t })
    expect(log.step(1)).toEqual({ kind: 'solved' })
  })

  it('an X-Wing deduction: the pattern, then its strikes, each explained', () => {
    const r = solveLogic(X_WING, { record: true })
    expect(isSolutionOf(X_WING, r.solution!)).toBe(true)
    const log = r.log!
    const outline = outlineLog(log)
    const at = outline.techniques.find((i) => (log.step(i) as TechniqueStep).id === 'x-wing')!
    const t = log.step(at) as TechniqueStep
    expect(t).toMatchObject({ rating: 3.2, digits: [2], units: [2, 3, 11, 16] })
    expect(explainLogStep(g, log, outline, at)).toBe(
      'X-Wing (SE 3.2) on 2 in rows 3 and 4: 2 must be in columns 3 or 8 in each of them, so 2 is struck from the rest of columns 3 and 8.',
    )
    const next = log.step(at + 1)
    expect(next).toMatchObject({ kind: 'eliminate', digit: 2, because: t.cells[0] })
    expect(explainLogStep(g, log, outline, at + 1)).toMatch(/^2 struck from r\dc[38] \(X-Wing\)\.$/)
    // The board draws the pattern while its moves play, and not before it.
    expect(patternAt(log, at + 2)?.id).toBe('x-wing')
    expect(patternAt(log, at)?.id).not.toBe('x-wing')
    expect(r.logic).toMatchObject({ rating: 3.2, hardest: 'x-wing', ranOut: false })
    expect(r.logic.counts['x-wing']).toBeGreaterThan(0)
    expect(r.stats.guesses).toBe(0)
  })

  it("a chain's sentence ends with what it strikes", () => {
    // se-rated-1771.tsv line 1 (published 7.2): AICs at 7.2 on SE's path.
    const p = makePuzzle(
      cells('.83.2..9....8..1...293....8....987...7.....6...674....3....698...2..5....1..3.54.'),
    )
    const r = solveLogic(p, { record: true, techniqueSet: 'se' })
    const log = r.log!
    const outline = outlineLog(log)
    const at = outline.techniques.find((i) => (log.step(i) as TechniqueStep).id === 'aic')!
    const t = log.step(at) as TechniqueStep
    expect(t.links.length).toBeGreaterThan(3)
    expect(t.links.some((l) => l.strong) && t.links.some((l) => !l.strong)).toBe(true)
    const struck = log.step(at + 1)
    expect(struck.kind).toBe('eliminate')
    if (struck.kind !== 'eliminate') return
    expect(explainLogStep(g, log, outline, at)).toMatch(
      new RegExp(
        `^Alternating inference chain \\(SE 7\\.\\d\\) of \\d+ links .* Result: r${Math.floor(struck.cell / 9) + 1}c${(struck.cell % 9) + 1} loses ${struck.digit}.*\\.$`,
      ),
    )
    expect(r.logic).toMatchObject({ rating: 7.2, hardest: 'aic' })
  })

  it('says when logic runs out, guesses, and still solves', () => {
    // The empty 4x4 grid: no technique gets anywhere (it has many solutions).
    const p = makePuzzle(new Array<number>(16).fill(0))
    const r = solveLogic(p, { record: true })
    expect(isSolutionOf(p, r.solution!)).toBe(true)
    expect(r.logic.ranOut).toBe(true)
    const log = r.log!
    expect(log.step(0)).toMatchObject({ kind: 'technique', id: 'out-of-techniques' })
    expect(log.step(1)).toEqual({ kind: 'snapshot', depth: 1 })
    expect(log.step(2)).toMatchObject({ kind: 'guess', cell: 0, digit: 1 })
    expect(explainLogStep(geometry(2), log, outlineLog(log), 0)).toMatch(/^Logic ran out/)
    expect(r.stats.guesses).toBeGreaterThan(0)
  })
})

describe('progress of a recorded solve', () => {
  it('is told before each deduction how many steps are recorded so far', () => {
    const told: number[] = []
    const r = solveLogic(X_WING, { record: true, onProgress: (steps) => told.push(steps) })
    const log = r.log!
    // Once per deduction (every technique step of the log), counting up to the log's length.
    expect(told.length).toBe(outlineLog(log).techniques.length)
    expect(told).toEqual([...told].sort((a, b) => a - b))
    expect(told[0]).toBeGreaterThan(0) // the givens' strikes come first
    expect(told.at(-1)!).toBeLessThan(log.length)
  })
})
