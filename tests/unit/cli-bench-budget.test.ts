/**
 * `bench`'s stated budgets (quick by default, --precise) and its progress line,
 * which only a terminal gets: piped stderr and --json's stdout stay clean. No
 * timing is asserted here (figures go in benchmarks, not tests).
 */
import { describe, expect, it } from 'vitest'
import { BENCH_BUDGETS, budgetLine, TerminalProgress } from '../../src/cli/bench'

function sink(isTTY: boolean) {
  const written: string[] = []
  return { out: { isTTY, write: (s: string) => written.push(s) }, written }
}

describe('bench budgets', () => {
  it('quick is the default; precise buys more rounds and time', () => {
    expect(BENCH_BUDGETS.quick.seconds).toBeLessThan(BENCH_BUDGETS.precise.seconds)
    expect(BENCH_BUDGETS.quick.minRounds).toBeLessThan(BENCH_BUDGETS.precise.minRounds)
  })

  it('states the budget and what --precise gives', () => {
    expect(budgetLine(false, 0.5, 1, 8)).toBe(
      'bench: quick timing, 0.5 s an algorithm a file (at least 3 rounds): about 4 s of rounds for 8 algorithms on 1 file, plus verifying; --precise for a tighter interval (2 s, 7 rounds, 20 s verifying)\n',
    )
    expect(budgetLine(true, 2, 5, 1)).toMatch(
      /^bench: precise timing, 2 s an algorithm a file \(at least 7 rounds\): about 10 s of rounds for 1 algorithm on 5 files, plus verifying\n$/,
    )
  })
})

describe('bench progress', () => {
  it('rewrites one line on a terminal and clears it', () => {
    const { out, written } = sink(true)
    const p = new TerminalProgress(out)
    p.show('top95.txt: timing, round 1')
    p.show('top95.txt: timing, round 2')
    p.clear()
    expect(written).toEqual([
      '\r\x1b[Ktop95.txt: timing, round 1',
      '\r\x1b[Ktop95.txt: timing, round 2',
      '\r\x1b[K',
    ])
  })

  it('writes nothing when stderr is not a terminal', () => {
    const { out, written } = sink(false)
    const p = new TerminalProgress(out)
    p.show('anything')
    p.clear()
    expect(written).toEqual([])
  })
})
