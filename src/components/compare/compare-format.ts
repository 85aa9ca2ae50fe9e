/** Number formats and series styles shared by the Compare view's table, charts and lists. */
import { ALGORITHMS, isUserAlgorithm } from '@/engine'
import { formatUs, formatUsRange } from '@/bench/format'
import { median } from '@/bench/stats'
import type { PuzzleRating, PuzzleTiming, RunSummary } from '@/bench/types'
import type { SpeedRatio } from '@/bench/stats'
import { themeColor } from '@/composables/useTheme'

export { formatUs }

/**
 * A time axis tick (the axis is in milliseconds). On a log axis only some ticks
 * of each decade are labelled ('decades': 1 only; 'thirds': 1, 2 and 5, as
 * Chart.js does by default); the rest stay blank. `axis`, the values of all the
 * axis's ticks, keeps a narrow axis from going unlabelled: when none of them is
 * one of those, its first and last ticks are labelled instead.
 */
export function timeTick(
  ms: number,
  log: false | 'decades' | 'thirds',
  axis: readonly number[] = [],
): string {
  if (ms <= 0) return '0'
  if (log && !isLabelled(ms, log)) {
    const fallback = !axis.some((v) => v > 0 && isLabelled(v, log))
    if (!fallback || (ms !== axis[0] && ms !== axis[axis.length - 1])) return ''
  }
  const [num = '', unit = ''] = formatUs(ms * 1000).split(' ')
  return `${num.includes('.') ? num.replace(/\.?0+$/, '') : num} ${unit}`
}

/** A Chart.js tick callback labelling a time axis with `timeTick` (its ticks passed as `axis`). */
export function timeTicks(log: false | 'decades' | 'thirds') {
  return (value: number | string, _index: number, ticks: readonly { value: number }[]): string =>
    timeTick(
      Number(value),
      log,
      ticks.map((t) => t.value),
    )
}

/**
 * Chart.js puts a log axis's ticks at every whole mantissa (1, 2, ... 9 per
 * decade, and finer on a narrow axis): only some are labelled, and only exact
 * ones (18 and 19 are not 20).
 */
function isLabelled(ms: number, log: 'decades' | 'thirds'): boolean {
  const mantissa = ms / 10 ** Math.floor(Math.log10(ms) + 1e-9)
  const whole = Math.round(mantissa)
  const shown = log === 'decades' ? [1, 10] : [1, 2, 5, 10]
  return Math.abs(mantissa - whole) <= 1e-6 * whole && shown.includes(whole)
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

/** "85.1–97.3 µs": a median's 95% interval, or null for a run timed before rounds. */
export function formatInterval(s: RunSummary): string | null {
  if (s.medianLowUs === undefined || s.medianHighUs === undefined) return null
  if ((s.roundUs?.length ?? 0) < 2) return null
  return formatUsRange(s.medianLowUs, s.medianHighUs)
}

/**
 * A speed ratio in words: "1.8x faster" with its 95% interval "95%: 1.60–2.00",
 * "2.3x slower", or "within noise" when the interval holds 1 (the interval then
 * says how far either way it could be).
 */
export function describeRatio(r: SpeedRatio | null): { text: string; interval: string | null } {
  if (!r) return { text: '—', interval: null }
  const fmt = (x: number) => (x < 10 ? x.toFixed(2) : Math.round(x).toLocaleString('en'))
  const fmt1 = (x: number) => (x < 10 ? x.toFixed(1) : Math.round(x).toLocaleString('en'))
  const faster = r.ratio >= 1
  const [lo, hi] = faster ? [r.lo, r.hi] : [1 / r.hi, 1 / r.lo]
  const interval = lo === hi ? null : `95%: ${fmt(lo)}–${fmt(hi)}x ${faster ? 'faster' : 'slower'}`
  if (r.tie) return { text: 'within noise', interval: `95%: ${fmt(r.lo)}–${fmt(r.hi)}x` }
  return {
    text: `${fmt1(faster ? r.ratio : 1 / r.ratio)}x ${faster ? 'faster' : 'slower'}`,
    interval,
  }
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
  // Beyond the five: for a run with more algorithms than that (seven built-ins, your solvers).
  { token: '--series-6', fallback: '#6b4fbb', pointStyle: 'star', shape: 'stars' },
  { token: '--series-7', fallback: '#00838f', pointStyle: 'rectRounded', shape: 'rounded squares' },
  { token: '--series-8', fallback: '#5c5c5c', pointStyle: 'cross', shape: 'plus signs' },
] as const
/** The styles an algorithm starts from (the first five: the colours runs have always had). */
const USUAL = 5

/** A series colour as a CSS value that follows the theme. */
export function cssColor(style: SeriesStyle): string {
  return `var(${style.token})`
}

/** A series colour for a canvas, in the current theme, with an optional alpha (two hex digits). */
export function chartColor(style: SeriesStyle, alpha = ''): string {
  return `${themeColor(style.token, style.fallback)}${alpha}`
}

export type SeriesStyle = (typeof STYLES)[number]

/**
 * The style an algorithm would like: a built-in its own of the first five; a solver
 * of yours (not in ALGORITHMS) the second or third, by its code hash: those of the
 * two slow backtrackers, the built-ins least often compared with it (Compare starts
 * with Detour, Dancing links and Fast ticked).
 */
function preferredStyle(algorithmId: string): number {
  const i = ALGORITHMS.findIndex((a) => a.id === algorithmId)
  if (i >= 0) return i % USUAL
  if (!isUserAlgorithm(algorithmId)) return ALGORITHMS.length % USUAL
  return 1 + (parseInt(algorithmId.slice(-4), 16) % 2)
}

/**
 * The same algorithm gets the same colour and shape in every chart of a run, and
 * no two algorithms of the run (`among`, the run's ids in order) share one: each
 * takes its preferred style (the built-ins first, in run order, then your solvers)
 * unless another already has it, else the first one free. Only past eight
 * algorithms do styles repeat. Without `among`, the preferred style.
 */
export function seriesStyle(algorithmId: string, among: readonly string[] = []): SeriesStyle {
  if (!among.includes(algorithmId)) return STYLES[preferredStyle(algorithmId)]!
  const order = [
    ...among.filter((id) => !isUserAlgorithm(id)),
    ...among.filter((id) => isUserAlgorithm(id)),
  ]
  const taken = new Set<number>()
  for (const id of order) {
    let i = preferredStyle(id)
    if (taken.has(i)) i = STYLES.findIndex((_, k) => !taken.has(k))
    if (i < 0) i = preferredStyle(id)
    if (id === algorithmId) return STYLES[i]!
    taken.add(i)
  }
  return STYLES[preferredStyle(algorithmId)]!
}

/** What an algorithm answered on one puzzle, in words ("solved", "no solution", "error: ..."). */
export function answerText(t: PuzzleTiming): string {
  switch (t.answer) {
    case 'solved':
      return 'solved'
    case 'filled':
      return 'already filled: solved at once'
    case 'unsolvable':
      return 'no solution (confirmed)'
    case 'timeout':
      return t.note ? `timed out: ${t.note}` : 'timed out'
    case 'invalid':
      return 'invalid: not a puzzle this algorithm takes'
    case 'error':
      return `error: ${t.note ?? 'the algorithm failed'}`
    case 'wrong':
      return t.note ? `wrong answer: ${t.note}` : 'wrong answer'
    default:
      return t.timedOut ? 'timed out' : t.ok ? 'solved' : 'failed'
  }
}

/** How far the rating of a run's puzzles has got, while it runs. */
export interface RatingProgress {
  done: number
  total: number
}

/** "rating 4 of 10…": the puzzle being rated. */
export function ratingProgressText({ done, total }: RatingProgress): string {
  const n = (x: number) => x.toLocaleString('en')
  return `rating ${n(Math.min(done + 1, total))} of ${n(total)}…`
}

/** Whether a puzzle's rating is a lower bound (the techniques or the budget ran out). */
export function ratingIsBound(r: PuzzleRating): boolean {
  return r.rating !== null && (r.why === 'stuck' || r.why === 'over-budget')
}

/**
 * A puzzle's SE rating in words: "9.8"; a lower bound "≥ 9.0 (the techniques ran
 * out)" or "≥ 4.2 (stopped at 2 s)", never what was reached shown as a rating; "not
 * rated: over 2 s" (a run saved before bounds were kept); "rating…" for one not
 * rated yet while the run is `pending`.
 */
export function ratingText(r: PuzzleRating | undefined, pending = false): string {
  if (!r) return pending ? 'rating…' : 'not rated'
  if (r.rating !== null) {
    const figure = r.rating.toFixed(1)
    if (r.why === 'stuck') return `≥ ${figure} (the techniques ran out)`
    if (r.why === 'over-budget') return `≥ ${figure} (stopped at 2 s)`
    return figure
  }
  switch (r.why) {
    case 'over-budget':
      return 'not rated: over 2 s'
    case 'filled':
      return 'not rated: already filled'
    case 'not-9x9':
      return 'not rated: not 9×9'
    case 'not-unique':
      return 'not rated: not one solution'
    case 'cancelled':
      return 'not rated: cancelled'
    case 'interrupted':
      return 'not rated: the page closed while rating'
    default:
      return 'not rated'
  }
}

/**
 * The median SE rating of the puzzles at `indices` that have one (null when none
 * has), how many of them have none, and whether the median is only a lower bound
 * (`atLeast`: a puzzle whose figure is a lower bound sits at or below it, so its
 * true rating could move the median up).
 */
export function medianRating(
  ratings: readonly PuzzleRating[],
  indices: Iterable<number>,
): { median: number | null; unrated: number; atLeast: boolean } {
  const values: number[] = []
  const bounds: number[] = []
  let unrated = 0
  for (const i of indices) {
    const r = ratings[i]
    if (!r || r.rating === null) unrated++
    else {
      values.push(r.rating)
      if (ratingIsBound(r)) bounds.push(r.rating)
    }
  }
  if (!values.length) return { median: null, unrated, atLeast: false }
  const m = median(values)
  return { median: m, unrated, atLeast: bounds.some((b) => b <= m) }
}

/**
 * A chart's label for an algorithm, in lines of at most `width` characters, so a long
 * name is never cut off at the chart's edge: "My backtracking (code 3fa2c1e09b7d)" as
 * ["My backtracking", "(code 3fa2c1e09b7d)"]. The code, which tells two versions of a
 * solver apart, always has a line of its own; at most `most` lines of the name come
 * first, the last one ending in "…" when the name goes on (the full name is in the
 * tooltip and the table).
 */
export function chartLabel(name: string, width = 18, most = 2): string | string[] {
  const m = /^(.*\S)\s+(\(code [0-9a-f]+\))$/.exec(name)
  const [text, code] = m ? [m[1]!, m[2]!] : [name, null]
  if (!code && text.length <= width) return text
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word
    if (next.length <= width) line = next
    else {
      if (line) lines.push(line)
      line = word
    }
  }
  if (line) lines.push(line)
  const shown = lines
    .slice(0, most)
    .map((l) => (l.length > width ? `${l.slice(0, width - 1)}…` : l))
  if (lines.length > most) {
    const last = shown[most - 1]!
    shown[most - 1] = `${last.length >= width ? last.slice(0, width - 1) : last}…`
  }
  return code ? [...shown, code] : shown
}
