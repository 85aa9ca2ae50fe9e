// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import CompareTable from '@/components/compare/CompareTable.vue'
import { algorithmRun, benchRun } from './compare-fixture'

function rowsOf(wrapper: ReturnType<typeof mount>) {
  return wrapper.findAll('tbody tr').map((tr) => ({
    name: tr.find('th').text(),
    cells: tr.findAll('td').map((td) => td.text()),
  }))
}

function headers(wrapper: ReturnType<typeof mount>) {
  return wrapper.findAll('thead th').map((th) => th.text())
}

describe('CompareTable', () => {
  const detour = algorithmRun('detour', [300, 500, 400])
  const dlx = algorithmRun('dlx', [100, 150, 120])

  it('shows one row per algorithm with its figures', () => {
    const wrapper = mount(CompareTable, { props: { run: benchRun([detour, dlx]) } })
    const rows = rowsOf(wrapper)
    expect(rows).toHaveLength(2)
    expect(rows[0]!.name).toContain('Detour solver')
    const col = (name: string) => headers(wrapper).indexOf(name) - 1
    expect(rows[0]!.cells[col('Median time')]).toBe('400 µs')
    expect(rows[1]!.cells[col('Median time')]).toBe('120 µs')
    expect(rows[0]!.cells[col('Puzzles / s')]).toBe('2,500')
    expect(rows[0]!.cells[col('Guesses / puzzle')]).toBe('10')
    expect(rows[0]!.cells[col('Failures')]).toBe('0')
    expect(wrapper.find('caption').text()).toContain("Arto Inkala's top 10: 3 puzzles, Chrome 126")
    expect(wrapper.find('.compare-table-what').text()).toContain("Arto Inkala's top 10, Chrome 126")
    // The workload's own figures, once.
    expect(wrapper.find('.compare-table-workload').text()).toBe('Workload: 3 puzzles')
  })

  it('tags the fastest algorithm in words, not by colour alone', () => {
    const wrapper = mount(CompareTable, { props: { run: benchRun([detour, dlx]) } })
    const rows = rowsOf(wrapper)
    expect(rows[1]!.name).toMatch(/Dancing links\s*fastest/)
    expect(rows[0]!.name).not.toContain('fastest')
    expect(wrapper.findAll('.tag-fastest')).toHaveLength(1)
  })

  it('calls none the fastest while an algorithm has not gone through every puzzle', () => {
    const partialDlx = algorithmRun('dlx', [100])
    const wrapper = mount(CompareTable, {
      props: {
        run: benchRun([detour, partialDlx, algorithmRun('naive', [900, 900, 900])], 3, true),
      },
    })
    const rows = rowsOf(wrapper)
    expect(rows[1]!.name).toContain('1 of 3 puzzles')
    expect(wrapper.findAll('.tag-fastest')).toHaveLength(0)
    const col = headers(wrapper).indexOf('Against the fastest') - 1
    expect(rows.map((r) => r.cells[col])).toEqual(['—', '—', '—'])
    expect(wrapper.find('.compare-table-how').text()).toContain(
      'No algorithm is called the fastest until every one has been timed over every puzzle.',
    )
    expect(wrapper.find('caption').text()).toContain('partial')
  })

  it('calls none the fastest while an algorithm asked for has no result yet', () => {
    // Detour and Dancing links are through their first round; Naive has not started.
    const run = { ...benchRun([detour, dlx], 3, true), algorithms: ['detour', 'dlx', 'naive'] }
    const wrapper = mount(CompareTable, { props: { run } })
    expect(wrapper.findAll('.tag-fastest')).toHaveLength(0)
    expect(wrapper.text()).not.toContain('the fastest so far')
  })

  it('says "so far" once every algorithm is through every puzzle but the run is partial', () => {
    const wrapper = mount(CompareTable, { props: { run: benchRun([detour, dlx], 3, true) } })
    const rows = rowsOf(wrapper)
    expect(rows[1]!.name).toMatch(/Dancing links\s*fastest so far/)
    expect(headers(wrapper)).toContain('Against the fastest so far')
    const col = headers(wrapper).indexOf('Against the fastest so far') - 1
    expect(rows[1]!.cells[col]).toBe('the fastest so far')
    expect(rows[0]!.cells[col]).toMatch(/slower/)
    expect(wrapper.find('.compare-table-how').text()).toContain('the fastest is the fastest so far')
    // Once final, no "so far".
    const final = mount(CompareTable, { props: { run: benchRun([detour, dlx]) } })
    expect(final.text()).not.toContain('so far')
  })

  it('counts failures and says how many timed out', () => {
    const naive = algorithmRun('naive', [2_000_000, 900, 2_000_000], {
      0: { ok: false, timedOut: true },
      1: { ok: false },
      2: { ok: false, timedOut: true },
    })
    const wrapper = mount(CompareTable, { props: { run: benchRun([dlx, naive]) } })
    const failures = rowsOf(wrapper)[1]!.cells.at(-1)
    expect(failures).toMatch(/3\s*\(2 timed out\)/)
  })

  it('puts the earlier median and the ratio beside each algorithm', () => {
    const earlier = benchRun([
      algorithmRun('detour', [720, 720, 720]),
      algorithmRun('dlx', [60, 60, 60]),
    ])
    const wrapper = mount(CompareTable, {
      props: {
        run: benchRun([detour, dlx, algorithmRun('naive', [1, 1, 1])]),
        compareWith: earlier,
      },
    })
    expect(headers(wrapper)).toContain('Earlier median')
    const col = headers(wrapper).indexOf('Earlier median') - 1
    const rows = rowsOf(wrapper)
    // Saved runs of one round each: no interval, so only a 5% difference counts.
    expect(rows[0]!.cells[col]).toBe('720 µs This run: 1.8x faster')
    expect(rows[1]!.cells[col]).toBe('60.0 µs This run: 2.0x slower')
    expect(rows[2]!.cells[col]).toBe('not in that run')
    expect(wrapper.find('caption').text()).toContain('Compared with the run of')
  })

  it('has no comparison column without an earlier run', () => {
    const wrapper = mount(CompareTable, { props: { run: benchRun([detour, dlx]) } })
    expect(headers(wrapper)).not.toContain('Earlier median')
    expect(wrapper.text()).not.toContain('This run:')
  })

  const rounds = (m: number, spread: number) => [m, m * (1 + spread), m * (1 - spread), m, m]

  it('calls two runs of the same algorithm whose rounds overlap "within noise"', () => {
    const again = (m: number) =>
      benchRun([algorithmRun('dlx', [m, m, m], {}, rounds(m, 0.3)), detour])
    const wrapper = mount(CompareTable, { props: { run: again(100), compareWith: again(110) } })
    const col = headers(wrapper).indexOf('Earlier median') - 1
    expect(rowsOf(wrapper)[0]!.cells[col]).toContain('This run: within noise')
  })

  it('gives each median its 95% interval and a ratio against the fastest', () => {
    const fast = algorithmRun('dlx', [100, 100, 100], {}, rounds(100, 0.02))
    const slow = algorithmRun('detour', [300, 300, 300], {}, [300, 312, 290, 305, 298])
    const wrapper = mount(CompareTable, { props: { run: benchRun([slow, fast]) } })
    const col = (name: string) => headers(wrapper).indexOf(name) - 1
    const [detourRow, dlxRow] = rowsOf(wrapper)
    expect(dlxRow!.cells[col('Median time')]).toMatch(/^100 µs\s*95%: 98\.0–102 µs$/)
    expect(dlxRow!.cells[col('Against the fastest')]).toBe('the fastest')
    expect(detourRow!.cells[col('Against the fastest')]).toMatch(
      /^3\.0x slower\s*95%: \d\.\d\d–\d\.\d\dx slower$/,
    )
    const how = wrapper.find('.compare-table-how').text()
    expect(how).toContain('Timed in 5 interleaved rounds')
    expect(how).toContain('lowest median time per puzzle')
  })

  it('says when the fastest is tied within noise with another', () => {
    const a = algorithmRun('dlx', [100, 100, 100], {}, rounds(100, 0.4))
    // Noise that does not move both alike (another process, a GC pause in one of them).
    const b = algorithmRun('detour', [105, 105, 105], {}, [63, 105, 147, 105, 136])
    const wrapper = mount(CompareTable, { props: { run: benchRun([b, a]) } })
    const [detourRow, dlxRow] = rowsOf(wrapper)
    expect(dlxRow!.name).toMatch(/fastest\s*tied within noise with Detour solver/)
    const col = headers(wrapper).indexOf('Against the fastest') - 1
    expect(detourRow!.cells[col]).toMatch(/^within noise\s*95%: 0\.\d\d–1\.\d\dx$/)
  })

  it("gives the workload's median rating once, not per algorithm, and how many are unrated", () => {
    const slow = algorithmRun('naive', [300, 500, 2_000_000], { 2: { ok: false, timedOut: true } })
    const run = {
      ...benchRun([detour, slow]),
      ratings: [{ rating: 2.0 }, { rating: 4.0 }, { rating: 9.0 }],
    }
    const wrapper = mount(CompareTable, { props: { run } })
    expect(headers(wrapper)).not.toContain('Median rating (SE)')
    expect(wrapper.find('.compare-table-workload').text()).toBe(
      'Workload: 3 puzzles, median rating 4.0 expert (SE)',
    )
    expect(wrapper.findAll('.compare-table-workload')).toHaveLength(1)

    const unrated = { ...run, ratings: [{ rating: 2.0 }, { rating: null }, { rating: null }] }
    const partly = mount(CompareTable, { props: { run: unrated } })
    expect(partly.find('.compare-table-workload').text()).toBe(
      'Workload: 3 puzzles, median rating 2.0 medium (SE), 2 not rated',
    )
  })

  it('says a median some lower bound sits under is at least that, and how many are bounds', () => {
    const bounded = {
      ...benchRun([detour, dlx]),
      ratings: [
        { rating: 2.0 },
        { rating: 9.0, hardest: 'dynamic-forcing-chain-plus', why: 'stuck' as const },
        { rating: 9.0, hardest: 'dynamic-forcing-chain-plus', why: 'stuck' as const },
      ],
    }
    const wrapper = mount(CompareTable, { props: { run: bounded } })
    expect(wrapper.find('.compare-table-workload').text()).toBe(
      'Workload: 3 puzzles, median rating at least 9.0 extreme (SE), 2 of them lower bounds',
    )
    // A bound above the median cannot move it: the median stays a rating.
    const above = {
      ...bounded,
      ratings: [
        { rating: 2.0 },
        { rating: 4.0 },
        { rating: 9.0, hardest: 'dynamic-forcing-chain-plus', why: 'stuck' as const },
      ],
    }
    expect(
      mount(CompareTable, { props: { run: above } })
        .find('.compare-table-workload')
        .text(),
    ).toBe('Workload: 3 puzzles, median rating 4.0 expert (SE), 1 of them a lower bound')
  })

  it('fills the median rating in while the puzzles are rated, saying how far it has got', () => {
    const run = { ...benchRun([detour, dlx]), ratings: [] }
    const wrapper = mount(CompareTable, { props: { run, ratingProgress: { done: 0, total: 3 } } })
    expect(wrapper.find('.compare-table-workload').text()).toBe(
      'Workload: 3 puzzles, rating 1 of 3…',
    )
    expect(wrapper.text()).toContain('the median fills in as they come')

    const two = { ...run, ratings: [{ rating: 2.0 }, { rating: 4.0 }] }
    const later = mount(CompareTable, {
      props: { run: two, ratingProgress: { done: 2, total: 3 } },
    })
    expect(later.find('.compare-table-workload').text()).toBe(
      'Workload: 3 puzzles, median rating so far 3.0 (SE), rating 3 of 3…',
    )
  })

  it('gives no rating for a run saved before ratings', () => {
    const wrapper = mount(CompareTable, { props: { run: benchRun([detour, dlx]) } })
    expect(wrapper.find('.compare-table-workload').text()).toBe('Workload: 3 puzzles')
    expect(wrapper.find('.compare-table-how').text()).not.toContain('median rating')
  })
})
