/**
 * A Chart.js chart on a canvas, for the lifetime of the component. Chart.js is
 * imported dynamically, so its code is fetched only when the first chart is
 * mounted (the Compare view), not with the rest of the app; and the chart is made
 * once the browser is idle (Chart.js's start and first draw take 50-100 ms), so
 * the page around it is drawn and usable first. The chart follows
 * `config` (data and options are swapped in without animation) and the theme
 * (axis text and grid lines take the --muted and --line tokens, and `config` is read
 * again so series colours resolve anew), and is destroyed on unmount.
 */
import type { Chart, ChartConfiguration, ChartType } from 'chart.js'
import { markRaw, nextTick, onBeforeUnmount, onMounted, shallowRef, watch, type Ref } from 'vue'
import { themeColor, useTheme } from './useTheme'
import { whenIdle } from './whenIdle'

/** Text and lines in the theme's colours (Chart.js's own defaults are grey on any background). */
function themeDefaults(ChartJs: typeof Chart): void {
  ChartJs.defaults.color = themeColor('--muted', '#56606b')
  ChartJs.defaults.borderColor = themeColor('--line', '#c9ced4')
}

export function useChart<T extends ChartType>(
  canvas: Readonly<Ref<HTMLCanvasElement | null>>,
  config: () => ChartConfiguration<T>,
) {
  const chart = shallowRef<Chart<T> | null>(null)
  const failed = shallowRef<string | null>(null)
  let unmounted = false

  onMounted(async () => {
    try {
      await whenIdle()
      if (unmounted) return
      const { default: ChartJs } = await import('chart.js/auto')
      if (unmounted || !canvas.value) return
      themeDefaults(ChartJs)
      chart.value = markRaw(new ChartJs(canvas.value, config())) as Chart<T>
    } catch (e) {
      failed.value = `The chart could not be drawn: ${(e as Error).message}`
    }
  })

  function show(next: ChartConfiguration<T>): void {
    const c = chart.value
    if (!c) return
    c.data = next.data
    if (next.options) c.options = next.options
    c.update('none')
  }
  watch(config, show)
  watch(useTheme().dark, async () => {
    await nextTick() // the theme's attribute is on the page
    const c = chart.value
    if (!c) return
    themeDefaults(c.constructor as typeof Chart)
    show(config())
  })

  onBeforeUnmount(() => {
    unmounted = true
    chart.value?.destroy()
    chart.value = null
  })

  return { chart, failed }
}
