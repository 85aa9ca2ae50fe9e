/** Number formats and series styles shared by the Compare view's table, charts and lists. */
import { ALGORITHMS } from '@/engine'
import { formatUs } from '@/engine/bench-stats'
import { themeColor } from '@/composables/useTheme'

export { formatUs }

/**
 * A time axis tick (the axis is in milliseconds). On a log axis only some ticks
 * of each decade are labelled ('decades': 1 only; 'thirds': 1, 2 and 5, as
 * Chart.js does by default); the rest stay blank.
 */
export function timeTick(ms: number, log: false | 'decades' | 'thirds'): string {
  if (ms <= 0) return '0'
  if (log) {
    const mantissa = Math.round(ms / 10 ** Math.floor(Math.log10(ms) + 1e-9))
    const shown = log === 'decades' ? [1, 10] : [1, 2, 5, 10]
    if (!shown.includes(mantissa)) return ''
  }
  const [num = '', unit = ''] = formatUs(ms * 1000).split(' ')
  return `${num.includes('.') ? num.replace(/\.?0+$/, '') : num} ${unit}`
}

/** "0.4", "12.5", "1,234": per-puzzle averages. */
export function formatCount(x: number): string {
  if (x === 0) return '0'
  if (x < 10) return x.toFixed(1)
  return Math.round(x).toLocaleString('en')
}

/** "1,234", "12.3", "0.41": three significant figures for small rates. */
export function formatRate(x: number): string {
  if (x >= 100) return Math.round(x).toLocaleString('en')
  return x >= 10 ? x.toFixed(1) : x.toFixed(2)
}

export function formatShare(x: number): string {
  return `${Math.round(x * 100)}%`
}

/**
 * How the current median compares with an earlier one, e.g. "1.8x faster".
 * Within 5% either way reads "about the same".
 */
export function formatRatio(currentUs: number, earlierUs: number): string {
  if (!(currentUs > 0) || !(earlierUs > 0)) return '—'
  const ratio = earlierUs / currentUs
  const fmt = (r: number) => (r < 10 ? r.toFixed(1) : Math.round(r).toLocaleString('en'))
  if (ratio >= 1.05) return `${fmt(ratio)}x faster`
  if (ratio <= 1 / 1.05) return `${fmt(1 / ratio)}x slower`
  return 'about the same'
}

/**
 * Okabe–Ito colours (told apart with colour-blindness too), each paired with its own point
 * shape. The colours are design tokens (--series-1 ...), so each theme sets its own:
 * `color` is for CSS, `chartColor` resolves it for a canvas.
 */
const STYLES = [
  { token: '--series-1', fallback: '#0072b2', pointStyle: 'circle', shape: 'circles' },
  { token: '--series-2', fallback: '#c25100', pointStyle: 'triangle', shape: 'triangles' },
  { token: '--series-3', fallback: '#008060', pointStyle: 'rect', shape: 'squares' },
  { token: '--series-4', fallback: '#b0578f', pointStyle: 'rectRot', shape: 'diamonds' },
  { token: '--series-5', fallback: '#946300', pointStyle: 'crossRot', shape: 'crosses' },
] as const

/** A series colour as a CSS value that follows the theme. */
export function cssColor(style: SeriesStyle): string {
  return `var(${style.token})`
}

/** A series colour for a canvas, in the current theme, with an optional alpha (two hex digits). */
export function chartColor(style: SeriesStyle, alpha = ''): string {
  return `${themeColor(style.token, style.fallback)}${alpha}`
}

export type SeriesStyle = (typeof STYLES)[number]

/** The same algorithm gets the same colour and shape in every chart. */
export function seriesStyle(algorithmId: string): SeriesStyle {
  const i = ALGORITHMS.findIndex((a) => a.id === algorithmId)
  return STYLES[(i < 0 ? ALGORITHMS.length : i) % STYLES.length]!
}
