// @vitest-environment happy-dom
import { flushPromises, mount } from '@vue/test-utils'
import type { ChartConfiguration } from 'chart.js'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import CompareBarChart from '@/components/compare/CompareBarChart.vue'
import CompareScatter from '@/components/compare/CompareScatter.vue'
import { algorithmRun } from './compare-fixture'

/** Chart.js stand-in: records what each chart was given (happy-dom has no canvas to draw on). */
const charts = vi.hoisted(() => [] as FakeChart[])
interface FakeChart {
  canvas: HTMLCanvasElement
  config: ChartConfiguration
  data: ChartConfiguration['data']
  options: ChartConfiguration['options']
  updates: number
  destroyed: boolean
}

vi.mock('chart.js/auto', () => ({
  default: class {
    /** Chart.js's global defaults: useChart sets the theme's text and line colours here. */
    static defaults = { color: '', borderColor: '' }
    canvas: HTMLCanvasElement
    config: ChartConfiguration
    data: ChartConfiguration['data']
    options: ChartConfiguration['options']
    updates = 0
    destroyed = false
    constructor(canvas: HTMLCanvasElement, config: ChartConfiguration) {
      this.canvas = canvas
      this.config = config
      this.data = config.data
      this.options = config.options
      charts.push(this as FakeChart)
    }
    update() {
      this.updates++
    }
    destroy() {
      this.destroyed = true
    }
  },
}))

type Scales = Record<string, { type?: string }>

beforeEach(() => {
  charts.length = 0
})

describe('CompareBarChart', () => {
  const results = [
    algorithmRun('detour', [300, 500, 400]),
    algorithmRun('dlx', [100, 150, 120]),
    algorithmRun('naive', [90_000, 80_000, 95_000]),
  ]

  it('draws one bar per algorithm: its median time in ms', async () => {
    const wrapper = mount(CompareBarChart, { props: { results: results.slice(0, 2) } })
    await flushPromises()
    expect(charts).toHaveLength(1)
    const chart = charts[0]!
    expect(chart.canvas).toBe(wrapper.find('canvas').element)
    expect(chart.config.type).toBe('bar')
    expect(chart.data.labels).toEqual(['Detour solver', 'Dancing links'])
    expect(chart.data.datasets).toHaveLength(1)
    expect(chart.data.datasets[0]!.data).toEqual([0.4, 0.12])
    expect((chart.options!.scales as Scales).x!.type).toBe('linear')
  })

  it('has a text alternative naming every median, quickest first', async () => {
    const wrapper = mount(CompareBarChart, { props: { results } })
    const canvas = wrapper.find('canvas')
    expect(canvas.attributes('role')).toBe('img')
    expect(canvas.attributes('aria-label')).toContain(
      'Dancing links 120 µs, Detour solver 400 µs, Naive backtracking 90.0 ms',
    )
    expect(wrapper.find('.compare-chart-title').text()).toBe('Median time per puzzle')
    expect(canvas.attributes('aria-label')).not.toContain('so far')
  })

  it('says its order is the order so far while the run is partial', () => {
    const wrapper = mount(CompareBarChart, { props: { results, soFar: true } })
    expect(wrapper.find('.compare-chart-title').text()).toBe('Median time per puzzle, so far')
    expect(wrapper.find('canvas').attributes('aria-label')).toContain('quickest first so far:')
  })

  it('switches to a log scale when medians differ by orders of magnitude, and back on request', async () => {
    const wrapper = mount(CompareBarChart, { props: { results } })
    await flushPromises()
    const chart = charts[0]!
    expect((chart.options!.scales as Scales).x!.type).toBe('logarithmic')
    const toggle = wrapper.find('input[type="checkbox"]')
    expect((toggle.element as HTMLInputElement).checked).toBe(true)
    // Log ticks are labelled at whole decades only: "10 µs", "100 µs", "1 ms".
    type Callback = (v: number, i: number, ticks: { value: number }[]) => string
    const tick = (chart.options!.scales as Record<string, { ticks: { callback: Callback } }>).x!
      .ticks.callback
    const values = [0.01, 0.05, 0.1, 0.2, 1, 10]
    const ticks = values.map((value) => ({ value }))
    expect(values.map((v, i) => tick(v, i, ticks))).toEqual([
      '10 µs',
      '',
      '100 µs',
      '',
      '1 ms',
      '10 ms',
    ])
    await toggle.setValue(false)
    expect(chart.updates).toBe(1)
    expect((chart.options!.scales as Scales).x!.type).toBe('linear')
  })

  it('follows new results and is destroyed on unmount', async () => {
    const wrapper = mount(CompareBarChart, { props: { results: results.slice(0, 1) } })
    await flushPromises()
    await wrapper.setProps({ results: results.slice(0, 2) })
    const chart = charts[0]!
    expect(chart.data.labels).toHaveLength(2)
    expect(chart.updates).toBe(1)
    wrapper.unmount()
    expect(chart.destroyed).toBe(true)
  })
})

describe('CompareScatter', () => {
  const results = [
    algorithmRun('detour', [300, 500, 400]),
    algorithmRun('dlx', [100, 150, 2_000_000], { 2: { ok: false, timedOut: true } }),
  ]

  it('plots every puzzle of every algorithm, each algorithm with its own shape', async () => {
    mount(CompareScatter, { props: { results } })
    await flushPromises()
    const chart = charts[0]!
    expect(chart.config.type).toBe('scatter')
    const sets = chart.data.datasets as unknown as {
      label: string
      pointStyle: string
      data: { x: number; y: number; i: number }[]
    }[]
    expect(sets.map((d) => d.label)).toEqual(['Detour solver', 'Dancing links'])
    expect(sets.map((d) => d.data.length)).toEqual([3, 3])
    expect(new Set(sets.map((d) => d.pointStyle)).size).toBe(2)
    expect(sets[1]!.data[2]).toMatchObject({ x: 20, y: 2000, i: 2 })
    expect((chart.options!.scales as Scales).y!.type).toBe('logarithmic')
    expect(chart.options!.animation).toBe(false)
  })

  it('opens the clicked puzzle with the clicked algorithm', async () => {
    const wrapper = mount(CompareScatter, { props: { results } })
    await flushPromises()
    const onClick = charts[0]!.options!.onClick as (e: unknown, els: unknown[]) => void
    onClick({}, [{ datasetIndex: 1, index: 2 }])
    onClick({}, [])
    expect(wrapper.emitted('open')).toEqual([['dlx', 2]])
  })

  describe('with the puzzles rated', () => {
    // Puzzle 1 took too long to rate: it has no place on the rating axis.
    const ratings = [
      { rating: 2.3, hardest: 'pointing' },
      { rating: null, why: 'over-budget' as const },
      { rating: 9.1, hardest: 'forcing-chain' },
    ]

    it('offers rating as the x axis, leaving unrated puzzles off and saying so', async () => {
      const wrapper = mount(CompareScatter, { props: { results, ratings } })
      await flushPromises()
      const chart = charts[0]!
      expect((chart.options!.scales as Scales).x!.type).toBe('linear')
      await wrapper.get('input[type="radio"][value="rating"]').setValue(true)
      await flushPromises()
      expect(wrapper.text()).toContain('Each puzzle: time against rating')
      expect(wrapper.text()).toContain('1 puzzle without a rating')
      const sets = chart.data.datasets as unknown as { data: { x: number; i: number }[] }[]
      expect(sets[1]!.data.map((p) => [p.i, p.x])).toEqual([
        [0, 2.3],
        [2, 9.1],
      ])
      const x = (chart.options!.scales as Record<string, { title: { text: string } }>).x!
      expect(x.title.text).toBe('SE rating')
      // A click on the second point of Dancing links opens puzzle #3, not #2.
      const onClick = chart.options!.onClick as (e: unknown, els: unknown[]) => void
      onClick({}, [{ datasetIndex: 1, index: 1 }])
      expect(wrapper.emitted('open')).toEqual([['dlx', 2]])
    })

    it('lists each rating in the table alternative, and why one is missing', async () => {
      const wrapper = mount(CompareScatter, { props: { results, ratings } })
      await wrapper.get('button[aria-pressed]').trigger('click')
      const head = wrapper.findAll('thead th').map((th) => th.text())
      const col = head.indexOf('Rating (SE)')
      expect(col).toBeGreaterThan(0)
      const cells = wrapper
        .findAll('tbody tr')
        .filter((tr) => tr.text().includes('Dancing links'))
        .map((tr) => tr.findAll('th, td')[col]!.text())
      expect(cells).toEqual(['2.3', 'not rated: over 2 s', '9.1'])
    })

    it('offers no axis choice for a run saved before ratings', async () => {
      const wrapper = mount(CompareScatter, { props: { results } })
      expect(wrapper.find('input[type="radio"]').exists()).toBe(false)
      await wrapper.get('button[aria-pressed]').trigger('click')
      expect(wrapper.text()).not.toContain('Rating')
    })
  })
})
