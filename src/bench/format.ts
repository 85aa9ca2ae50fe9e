/** How the app and the CLI write a time. */
import { MEASURE, spanFor, type Timing } from './timing'
import type { RunClock } from './types'

/** "850 µs", "12.4 µs", "1.23 ms", "45.6 ms", "2.10 s": three significant figures. */
export function formatUs(us: number): string {
  const three = (x: number) => (x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2))
  if (us < 999.5) return `${three(us)} µs`
  if (us < 999_500) return `${three(us / 1000)} ms`
  return `${three(us / 1e6)} s`
}

/** An interval of times: "308–362 µs", or "980 µs – 1.02 ms" across units. */
export function formatUsRange(loUs: number, hiUs: number): string {
  const [lo = '', unit = ''] = formatUs(loUs).split(' ')
  const hi = formatUs(hiUs)
  return hi.endsWith(` ${unit}`) ? `${lo}–${hi}` : `${formatUs(loUs)} – ${hi}`
}

/** A warm time (timing.ts): its median, "333 µs". */
export function formatTiming(t: Timing): string {
  return formatUs(t.medianMs * 1000)
}

/** The resolution of a clock in words: "100 µs", "5 µs", "under 1 µs". */
function formatResolution(ms: number): string {
  return ms < 0.001 ? 'under 1 µs' : formatUs(ms * 1000)
}

/**
 * How a warm time was measured, in plain words first: "The typical time of one
 * solve with step recording off: the median of 7 timed rounds, after a warm-up
 * (95% confidence interval 320–345 µs). Each round keeps the quickest of 3
 * batches of repeated solves, each at least 10.0 ms: 100 ticks of a clock that
 * reads in steps of 100 µs."
 */
export function timingNote(t: Timing): string {
  const rounds = t.roundsMs.length
  const interval =
    rounds > 1 ? ` (95% confidence interval ${formatUsRange(t.lowMs * 1000, t.highMs * 1000)})` : ''
  const span = spanFor(t.resolutionMs)
  const ticks =
    MEASURE.ticks * t.resolutionMs >= MEASURE.minMs ? `: ${MEASURE.ticks} ticks of` : ' on'
  return (
    `The typical time of one solve with step recording off: the median of ${rounds} timed round${rounds === 1 ? '' : 's'}, after a warm-up${interval}. ` +
    `Each round keeps the quickest of ${MEASURE.batches} batches of repeated solves, each at least ${formatUs(span * 1000)}${ticks} a clock that reads in steps of ${formatResolution(t.resolutionMs)}.`
  )
}

/**
 * How a run's solves were measured, in a sentence: "Each solve was warmed up,
 * then timed in batches of repeated solves of at least 1.00 ms each, the quickest
 * of 3 counting, on a clock that reads in steps of 5.00 µs."
 */
export function clockSentence(clock: RunClock): string {
  const ms = clock.resolutionUs / 1000
  const isolated = clock.isolated
    ? ''
    : ' (the browser gives this page a coarse clock, as its host does not make it cross-origin isolated, so each batch runs longer)'
  return `Each solve was warmed up, then timed in batches of repeated solves of at least ${formatUs(spanFor(ms) * 1000)} each, the quickest of ${MEASURE.batches} counting, on a clock that reads in steps of ${formatResolution(ms)}${isolated}.`
}
