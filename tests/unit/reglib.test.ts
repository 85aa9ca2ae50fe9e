/**
 * HoDoKu's regression library (tests/fixtures/reglib/, see its README) against our
 * techniques, by scripts/reglib/harness.ts: every line as it is and relabelled (a
 * seeded symmetry of the grid and the digits), judged by the contract's pass
 * criterion. `npm run reglib` prints the same per code, with the reasons.
 *
 * - Every line is valid: digits that do not clash, one solution, expected moves that
 *   agree with it; so is each relabelled copy, with the solution mapped.
 * - No deduction of any technique run is unsound, and no search throws, on a line
 *   or its copy.
 * - Per family, at least FLOORS passes: what passes when the harness landed (the lead
 *   raises them as each family lands).
 *
 * Each line may search LINE_MS (the report's default is 3000 ms): a regression
 * guard that stays within 90 s on this machine with every family in (72 s measured
 * with all six merged), not the measure of a family; a line that needs longer does
 * not count as a pass here.
 */

import { readFileSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  FAMILIES,
  LIBRARY,
  lineSeed,
  mapSolution,
  randomSymmetry,
  readLibrary,
  relabel,
  runLine,
  validate,
  familyOf,
  type Family,
  type LineResult,
  type RegLine,
  type Validation,
} from '../../scripts/reglib/harness'

const SEED = 1
const LINE_MS = 500

/** Passes per family, as they are and relabelled: the floor no change may go below. */
const FLOORS: Readonly<Record<Family, { line: number; relabelled: number }>> = {
  // Measured with `npm run reglib` (3 s a line) on 2026-11-26: se 563, fish 112,
  // colouring 83, uniqueness 68, chains 97 (96 relabelled), als 93, templates 50.
  // The floors leave a few lines to the 500 ms budget on a loaded machine.
  se: { line: 555, relabelled: 555 },
  fish: { line: 105, relabelled: 105 },
  colouring: { line: 83, relabelled: 83 },
  uniqueness: { line: 66, relabelled: 66 },
  chains: { line: 94, relabelled: 93 },
  als: { line: 88, relabelled: 88 },
  templates: { line: 50, relabelled: 50 },
}

const lines: RegLine[] = readLibrary(readFileSync(LIBRARY, 'utf8'))
const checked = new Map<number, Validation>()

beforeAll(() => {
  for (const l of lines) checked.set(l.index, validate(l))
})

describe('HoDoKu regression library', () => {
  it('holds 1,112 test lines, every one valid, and so is each relabelled copy', () => {
    expect(lines).toHaveLength(1112)
    const invalid: string[] = []
    for (const l of lines) {
      const v = checked.get(l.index)!
      if (v.problems.length) invalid.push(`#${l.index} ${l.code}: ${v.problems.join('; ')}`)
      const sym = randomSymmetry(lineSeed(SEED, l.index))
      const copy = validate(relabel(l, sym))
      if (copy.problems.length)
        invalid.push(`#${l.index} ${l.code} relabelled: ${copy.problems.join('; ')}`)
      else if (v.solution && copy.solution!.join('') !== mapSolution(sym, v.solution).join(''))
        invalid.push(`#${l.index} ${l.code} relabelled: another solution`)
    }
    expect(invalid).toEqual([])
  })

  for (const family of FAMILIES)
    it(`${family}: no unsound deduction, no search that throws, at least its floor of passes`, () => {
      const results: LineResult[] = lines
        .filter((l) => familyOf(l.base) === family)
        .map((l) => runLine(l, SEED, { ms: LINE_MS }, checked.get(l.index)))
      const unsound = results.flatMap((r) =>
        [r.line, r.relabelled]
          .filter((j) => j.outcome === 'unsound' || j.outcome === 'error')
          .map((j) => `#${r.index} ${r.code}: ${j.reason}`),
      )
      expect(unsound).toEqual([])
      const pass = results.filter((r) => r.line.outcome === 'pass').length
      const passRelabelled = results.filter((r) => r.relabelled.outcome === 'pass').length
      expect(pass).toBeGreaterThanOrEqual(FLOORS[family].line)
      expect(passRelabelled).toBeGreaterThanOrEqual(FLOORS[family].relabelled)
    }, 120_000)
})
