/** The race lanes' clock and counter texts. */
import { formatUs, formatUsRange } from '@/bench/format'
import type { Timing } from '@/bench/timing'

/** "Warm median 333 µs (95%: 320–345 µs, 7 rounds)": a lane's measured time, as Compare shows it. */
export function formatLaneTiming(t: Timing): string {
  const n = t.roundsMs.length
  const range = formatUsRange(t.lowMs * 1000, t.highMs * 1000)
  return `Warm median ${formatUs(t.medianMs * 1000)} (95%: ${range}, ${n} round${n === 1 ? '' : 's'})`
}

/** "0.042 ms", "0.42 ms", "12.3 ms", "4,194 ms", with the precision that `scale` needs. */
function formatMs(ms: number, scale = ms): string {
  const digits = scale < 1 ? 3 : scale < 10 ? 2 : scale < 100 ? 1 : 0
  return `${ms.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits })} ms`
}

/** "0.42 ms of 1.30 ms": both with the precision the total needs. */
export function formatClock(elapsedMs: number, totalMs: number): string {
  return `${formatMs(elapsedMs, totalMs)} of ${formatMs(totalMs)}`
}

/**
 * The sentence at the end of a race. `noise` (left against right, timed in
 * interleaved rounds) turns a difference whose 95% interval holds 1 into a tie.
 */
export function raceResult(
  lanes: readonly { name: string; timedMs: number }[],
  winners: readonly number[],
  noise: { tie: boolean; lo: number; hi: number } | null = null,
): string {
  const [a, b] = lanes
  if (!a || !b) return ''
  const us = (ms: number) => formatUs(ms * 1000)
  if (noise?.tie) {
    const range = `${noise.lo.toFixed(2)}–${noise.hi.toFixed(2)}`
    return `Within noise: ${a.name} ${us(a.timedMs)}, ${b.name} ${us(b.timedMs)}; the ratio's 95% interval (${range}) includes 1, so neither is faster on this puzzle.`
  }
  if (winners.length > 1) return `A tie: both took ${us(a.timedMs)}.`
  const w = winners[0] === 1 ? b : a
  const l = w === a ? b : a
  const ratio = w.timedMs > 0 ? ` (${(l.timedMs / w.timedMs).toFixed(1)}× faster)` : ''
  return `${w.name} wins: ${us(w.timedMs)} against ${us(l.timedMs)}${ratio}.`
}

/** "Step 1,234 of 5,728". */
export function formatSteps(position: number, total: number): string {
  return `Step ${position.toLocaleString('en')} of ${total.toLocaleString('en')}`
}

/** "12 s", "1.5 s", "4 min 10 s", "under 0.1 s": how long an animation lasts. */
export function formatDuration(ms: number): string {
  const s = ms / 1000
  if (s < 0.05) return 'under 0.1 s'
  if (s < 10) return `${s.toFixed(1)} s`
  if (s < 60) return `${Math.round(s)} s`
  const min = Math.floor(s / 60)
  const rest = Math.round(s - 60 * min)
  if (min >= 60) return `${Math.floor(min / 60)} h ${min % 60} min`
  return rest ? `${min} min ${rest} s` : `${min} min`
}
