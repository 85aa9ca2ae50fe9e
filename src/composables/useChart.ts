/**
 * A Chart.js chart on a canvas, for the lifetime of the component. Chart.js is
 * imported dynamically, so its code is fetched only when the first chart is
 * mounted (the Compare view), not with the rest of the app. The chart follows
 * `config` (data and options are swapped in without animation) and is destroyed
 * on unmount.
 *
 * Text and grid colours come from the page's CSS custom properties (--muted,
 * --line), read when the chart is drawn and again whenever the theme may have
 * changed (an attribute of <html> changes, or the system's colour scheme), so a
 * dark theme restyles the charts too.
 */
import { useMediaQuery, useMutationObserver } from '@vueuse/core'
import type { Chart, ChartConfiguration, ChartType } from 'chart.js'
import { markRaw, onBeforeUnmount, onMounted, shallowRef, watch, type Ref } from 'vue'

type ChartClass = (typeof import('chart.js/auto'))['default']

/** Point Chart.js's default text and line colours at the theme's. */
function applyTheme(ChartJs: ChartClass, canvas: HTMLElement): void {
  const defaults = ChartJs.defaults as ChartClass['defaults'] | undefined
  if (!defaults) return
  const css = getComputedStyle(canvas)
  const read = (name: string) => css.getPropertyValue(name).trim()
  defaults.color = read('--muted') || defaults.color
  defaults.borderColor = read('--line') || defaults.borderColor
}

export function useChart<T extends ChartType>(
  canvas: Readonly<Ref<HTMLCanvasElement | null>>,
  config: () => ChartConfiguration<T>,
) {
  const chart = shallowRef<Chart<T> | null>(null)
  const failed = shallowRef<string | null>(null)
  let ChartJs: ChartClass | null = null
  let unmounted = false

  onMounted(async () => {
    try {
      ChartJs = (await import('chart.js/auto')).default
      if (unmounted || !canvas.value) return
      applyTheme(ChartJs, canvas.value)
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

  function restyle(): void {
    if (!ChartJs || !canvas.value || !chart.value) return
    applyTheme(ChartJs, canvas.value)
    chart.value.update('none')
  }
  useMutationObserver(typeof document === 'undefined' ? null : document.documentElement, restyle, {
    attributes: true,
  })
  watch(useMediaQuery('(prefers-color-scheme: dark)'), restyle)

  onBeforeUnmount(() => {
    unmounted = true
    chart.value?.destroy()
    chart.value = null
  })

  return { chart, failed }
}
