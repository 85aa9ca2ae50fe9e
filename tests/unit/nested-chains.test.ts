/**
 * SE's nested forcing chains (issue 32): the hardest puzzles rated as Sukaku
 * Explainer rates them, and solved by the logic algorithm without a guess, each
 * nested step with its nesting, a sentence and a chain to draw.
 *
 * The puzzle is line 8 of forum-hardest-1106 (tests/fixtures/se/hardest.tsv: serate
 * gives 10.3/1.2/1.2, "Dynamic Contradiction Forcing Chains (+ Forcing Chains)"); it
 * needs the nested chains for seconds, not minutes. The whole fixture is compared in
 * a benchmark, not here (`npm run bench:se`).
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { rateLine } from '../../src/cli/rate'
import { getAlgorithm } from '../../src/engine/algorithms/registry'
import { geometry } from '../../src/engine/geometry'
import { explainTechnique } from '../../src/engine/logic/explain/explain'
import { isSolutionOf, makePuzzle } from '../../src/engine/puzzle'
import { StepLog, type TechniqueStep } from '../../src/engine/steps'
import { cells } from '../fixtures/puzzles'
import { checkReplay } from '../fixtures/replay'

const g = geometry(3)
const fixture = readFileSync(new URL('../fixtures/se/hardest.tsv', import.meta.url), 'utf8')
  .split('\n')
  .filter((l) => l && !l.startsWith('#'))
  .map((l) => l.split('\t'))
const [PUZZLE, SE_ERPD] = fixture.find((row) => row[4] === 'forum-hardest-1106 line 8')!

describe('nested forcing chains', () => {
  it("rate --erpd gives serate's three figures", () => {
    expect(SE_ERPD).toBe('10.3/1.2/1.2')
    expect(rateLine(makePuzzle(cells(PUZZLE!)), 0, 'se', { output: 'erpd' })).toBe(SE_ERPD)
  }, 300_000)

  it('the logic algorithm solves it without a guess, and its nested step reads and replays', () => {
    const p = makePuzzle(cells(PUZZLE!))
    const r = getAlgorithm('logic')!.solve(p, { record: true })
    expect(r.status).toBe('solved')
    expect(isSolutionOf(p, r.solution!)).toBe(true)
    expect(r.stats.guesses).toBe(0)
    const log = r.log!
    // It replays forwards to the solution and back to the givens, as every solve does.
    checkReplay(p, log, r.solution)
    const steps = Array.from({ length: log.length }, (_, i) => log.step(i))
    expect(steps.some((s) => s.kind === 'guess' || s.kind === 'snapshot')).toBe(false)
    // No guess, and the solution: every strike on the way was sound.
    const nested = steps.filter(
      (s): s is TechniqueStep => s.kind === 'technique' && s.id.startsWith('nested-'),
    )
    expect(nested.length).toBeGreaterThan(0)
    for (const s of nested) {
      expect(s.nested!.level).toBeGreaterThanOrEqual(2)
      expect(s.nested!.inner.length).toBeGreaterThan(0)
      expect(s.links.length).toBeGreaterThan(0)
    }
    const step = nested[0]!
    // The step log keeps the nesting, as the board and the timeline read it.
    expect(step.nested).toMatchObject({ level: expect.any(Number), depth: 2 })
    expect(step.nested!.inner[0]).toMatchObject({ rule: 'forcing chain' })
    expect(step.links.length).toBeGreaterThan(0)
    const sentence = explainTechnique(g, step, [])
    expect(sentence).toMatch(
      /^Dynamic forcing chains \(\+ Forcing Chains\) \(SE 1\d\.\d\) from r\dc\d/,
    )
    expect(sentence).toMatch(
      /then \d+ forcing chains? on the grid it had left struck more candidates \(nesting level 2\)/,
    )
  }, 300_000)

  it("the step log keeps a step's nesting, and a rule it does not list is named, not lost", () => {
    const log = new StepLog(3)
    const base = {
      rating: 10.3,
      cells: [0],
      digits: [1],
      units: [],
      links: [{ from: 0, to: 9, strong: false }],
    }
    log.technique({
      id: 'nested-dynamic-forcing-chain',
      ...base,
      nested: {
        level: 4,
        depth: 3,
        inner: [
          { rule: 'dynamic forcing chain (+)', count: 7 },
          { rule: 'a future rule', count: 1 },
        ],
      },
    })
    log.technique({ id: 'dynamic-forcing-chain', ...base })
    expect((log.step(0) as TechniqueStep).nested).toEqual({
      level: 4,
      depth: 3,
      inner: [
        { rule: 'dynamic forcing chain (+)', count: 7 },
        { rule: 'inner chain', count: 1 },
      ],
    })
    expect((log.step(1) as TechniqueStep).nested).toBeUndefined()
    expect((log.step(1) as TechniqueStep).links).toEqual(base.links)
  })
})
