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

/** A warm time (timing.ts): its median, "333 µs". */
export function formatTiming(t: Timing): string {
  return formatUs(t.medianMs * 1000)
}

/** The resolution of a clock in words: "100 µs", "5 µs", "under 1 µs". */
export function formatResolution(ms: number): string {
  return ms < 0.001 ? 'under 1 µs' : formatUs(ms * 1000)
}

/**
 * How a warm time was measured, in a sentence: "Median of 7 rounds (95% interval
 * 320 µs–345 µs), after a warm-up, with step recording off. Each round keeps the
 * quickest of 3 batches, each repeating the solve for at least 10.0 ms: 100 ticks
 * of a clock that reads in steps of 100 µs."
 */
export function timingNote(t: Timing): string {
  const rounds = t.roundsMs.length
  const interval =
    rounds > 1 ? ` (95% interval ${formatUs(t.lowMs * 1000)}–${formatUs(t.highMs * 1000)})` : ''
  const span = spanFor(t.resolutionMs)
  const ticks =
    MEASURE.ticks * t.resolutionMs >= MEASURE.minMs ? `: ${MEASURE.ticks} ticks of` : ' on'
  return (
    `Median of ${rounds} round${rounds === 1 ? '' : 's'}${interval}, after a warm-up, with step recording off. ` +
    `Each round keeps the quickest of ${MEASURE.batches} batches, each repeating the solve for at least ${formatUs(span * 1000)}${ticks} a clock that reads in steps of ${formatResolution(t.resolutionMs)}.`
  )
}

/**
 * How fine the run's clock was, in a sentence: "Every solve was warmed up and
 * repeated for at least 1.00 ms a measurement, on a clock that reads in steps of
 * 5.00 µs (the page is cross-origin isolated)."
 */
export function clockSentence(clock: RunClock): string {
  const ms = clock.resolutionUs / 1000
  const isolated = clock.isolated
    ? ' (the page is cross-origin isolated, which gives it the finer clock)'
    : ' (the page is not cross-origin isolated: its host does not send the COOP and COEP headers, so the browser gives it a coarser clock and each measurement runs longer)'
  return `Every solve was warmed up, then repeated for at least ${formatUs(spanFor(ms) * 1000)} a measurement (the quickest of ${MEASURE.batches} such batches counting), on a clock that reads in steps of ${formatResolution(ms)}${isolated}.`
}
