/**
 * A Chart.js chart on a canvas, for the lifetime of the component. Chart.js is
 * imported dynamically, so its code is fetched only when the first chart is
 * mounted (the Compare view), not with the rest of the app. The chart follows
 * `config` (data and options are swapped in without animation) and is destroyed
 * on unmount.
 */
import type { Chart, ChartConfiguration, ChartType } from 'chart.js'
import { markRaw, onBeforeUnmount, onMounted, shallowRef, watch, type Ref } from 'vue'

export function useChart<T extends ChartType>(
  canvas: Readonly<Ref<HTMLCanvasElement | null>>,
  config: () => ChartConfiguration<T>,
) {
  const chart = shallowRef<Chart<T> | null>(null)
  const failed = shallowRef<string | null>(null)
  let unmounted = false

  onMounted(async () => {
    try {
      const { default: ChartJs } = await import('chart.js/auto')
      if (unmounted || !canvas.value) return
      chart.value = markRaw(new ChartJs(canvas.value, config())) as Chart<T>
    } catch (e) {
      failed.value = `The chart could not be drawn: ${(e as Error).message}`
    }
  })

  watch(config, (next) => {
    const c = chart.value
    if (!c) return
    c.data = next.data
    if (next.options) c.options = next.options
    c.update('none')
  })

  onBeforeUnmount(() => {
    unmounted = true
    chart.value?.destroy()
    chart.value = null
  })

  return { chart, failed }
}
