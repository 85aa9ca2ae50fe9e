// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import CompareTable from '@/components/compare/CompareTable.vue'
import { chartLabel, seriesStyle } from '@/components/compare/compare-format'
import { ALGORITHMS, forgetUserAlgorithm, registerUserAlgorithm } from '@/engine'
import { algorithmRun, benchRun } from './compare-fixture'

// Two solvers of yours whose code hashes ask for the same style (1 + hash % 2 = 2).
const A = 'user-000000000000'
const B = 'user-000000000002'

afterEach(() => {
  forgetUserAlgorithm(A)
  forgetUserAlgorithm(B)
})

describe('series styles within a run', () => {
  it('gives two solvers of yours that would share a colour different ones', () => {
    expect(seriesStyle(A).token).toBe(seriesStyle(B).token) // alone, each its preferred one
    const run = ['detour', 'dlx', 'fast', A, B]
    const tokens = run.map((id) => seriesStyle(id, run).token)
    expect(new Set(tokens).size).toBe(run.length)
    // The built-ins keep the colours they always had.
    expect(tokens.slice(0, 3)).toEqual(['detour', 'dlx', 'fast'].map((id) => seriesStyle(id).token))
  })

  it('gives every built-in its own style when all seven are compared, and a solver of yours too', () => {
    const run = [...ALGORITHMS.map((a) => a.id), A]
    const styles = run.map((id) => seriesStyle(id, run))
    expect(new Set(styles.map((s) => s.token)).size).toBe(run.length)
    expect(new Set(styles.map((s) => s.pointStyle)).size).toBe(run.length)
  })
})

describe('chart labels', () => {
  it('keeps a short name whole and on one line', () => {
    expect(chartLabel('Detour solver')).toBe('Detour solver')
  })

  it("wraps a solver of yours, its code on a line of its own, nothing longer than a line's width", () => {
    const label = chartLabel('Plain backtracking (code 3fa2c1e09b7d)')
    expect(label).toEqual(['Plain backtracking', '(code 3fa2c1e09b7d)'])
    const long = chartLabel('My very careful recursive backtracking solver (code 3fa2c1e09b7d)')
    expect(Array.isArray(long) && long.at(-1)).toBe('(code 3fa2c1e09b7d)')
    expect(Array.isArray(long) && long.slice(0, -1).every((l) => l.length <= 18)).toBe(true)
    expect(Array.isArray(long) && long.at(-2)!.endsWith('…')).toBe(true)
  })
})

describe('a solver of yours without counters() in the results table', () => {
  function rowsOf(wrapper: ReturnType<typeof mount>) {
    const heads = wrapper.findAll('thead th').map((th) => th.text())
    return wrapper.findAll('tbody tr').map((tr) => {
      const cells = tr.findAll('td').map((td) => td.text())
      return (name: string) => cells[heads.indexOf(name) - 1]
    })
  }

  it('says "not reported" for its guesses, backtracks, calculations and share without guessing, not 0 and 100%', () => {
    registerUserAlgorithm({
      id: A,
      name: 'Quiet (code 000000000000)',
      description: '',
      sizes: [9],
      candidates: 'none',
      reportsCounters: false,
    })
    registerUserAlgorithm({
      id: B,
      name: 'Counting (code 000000000002)',
      description: '',
      sizes: [9],
      candidates: 'none',
    })
    const quiet = algorithmRun(A, [300, 500, 400], { 1: { guesses: 0 }, 2: { guesses: 0 } })
    const counting = algorithmRun(B, [300, 500, 400])
    const detour = algorithmRun('detour', [300, 500, 400])
    const wrapper = mount(CompareTable, { props: { run: benchRun([quiet, counting, detour]) } })
    const [q, c, d] = rowsOf(wrapper)
    expect(q!('Guesses / puzzle')).toBe('not reported')
    expect(q!('Backtracks / puzzle')).toBe('not reported')
    expect(q!('No guessing')).toBe('not reported')
    expect(q!('Calculations / puzzle')).toBe('not reported')
    // One that exports counters() shows them; calculations it never reports.
    expect(c!('Guesses / puzzle')).toBe('10')
    expect(c!('Calculations / puzzle')).toBe('not reported')
    expect(d!('Guesses / puzzle')).toBe('10')
    expect(d!('Calculations / puzzle')).not.toBe('not reported')
    // Each row's swatch has its own colour.
    const swatches = wrapper.findAll('tbody .swatch').map((s) => s.attributes('style'))
    expect(new Set(swatches).size).toBe(3)
  })
})
