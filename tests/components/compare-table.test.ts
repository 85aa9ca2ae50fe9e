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
  })

  it('tags the fastest algorithm in words, not by colour alone', () => {
    const wrapper = mount(CompareTable, { props: { run: benchRun([detour, dlx]) } })
    const rows = rowsOf(wrapper)
    expect(rows[1]!.name).toMatch(/Dancing links\s*fastest/)
    expect(rows[0]!.name).not.toContain('fastest')
    expect(wrapper.findAll('.tag-fastest')).toHaveLength(1)
  })

  it('does not call an algorithm that stopped part-way the fastest', () => {
    const partialDlx = algorithmRun('dlx', [100])
    const wrapper = mount(CompareTable, {
      props: {
        run: benchRun([detour, partialDlx, algorithmRun('naive', [900, 900, 900])], 3, true),
      },
    })
    const rows = rowsOf(wrapper)
    expect(rows[0]!.name).toContain('fastest')
    expect(rows[1]!.name).toContain('1 of 3 puzzles')
    expect(rows[1]!.name).not.toContain('fastest')
    expect(wrapper.find('caption').text()).toContain('partial')
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
    expect(rows[0]!.cells[col]).toBe('720 µs 1.8x faster')
    expect(rows[1]!.cells[col]).toBe('60.0 µs 2.0x slower')
    expect(rows[2]!.cells[col]).toBe('not in that run')
    expect(wrapper.find('caption').text()).toContain('Compared with the run of')
  })

  it('has no comparison column without an earlier run', () => {
    const wrapper = mount(CompareTable, { props: { run: benchRun([detour, dlx]) } })
    expect(headers(wrapper)).not.toContain('Earlier median')
    expect(wrapper.text()).not.toMatch(/faster|slower/)
  })
})
