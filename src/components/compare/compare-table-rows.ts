/** What each row of the results table says: figures, spread, and how it stands against the fastest and an earlier run. */
import { changeBetweenRuns, countTimedOut, fastestOf, roundsOf, speedRatio } from '@/bench/stats'
import { levelOf } from '@/engine/levels'
import type { AlgorithmRun, BenchRun } from '@/bench/types'
import {
  formatCount,
  formatInterval,
  formatRate,
  describeRatio,
  formatShare,
  formatUs,
  cssColor,
  medianRating,
  ratingProgressText,
  seriesStyle,
  type RatingProgress,
} from './compare-format'

export function tableRows(
  run: BenchRun,
  compareWith: BenchRun | null,
  ratingProgress: RatingProgress | null = null,
) {
  const total = run.workload.puzzles.length
  const fastest = fastestOf(run.results, total)
  return run.results.map((r) => {
    const s = r.summary
    const earlier = compareWith?.results.find((e) => e.algorithm === r.algorithm)
    const isBest = fastest?.best === r
    const vsBest =
      fastest && !isBest && s.puzzles === total
        ? describeRatio(speedRatio(roundsOf(s), roundsOf(fastest.best.summary), true))
        : null
    return {
      id: r.algorithm,
      name: r.name,
      color: cssColor(seriesStyle(r.algorithm)),
      fastest: isBest,
      /** "tied with Detour": the others within noise of the fastest. */
      tied: isBest && fastest.tiedWith.length ? fastest.tiedWith.map((t) => t.name) : [],
      vsBest: isBest ? { text: bestText(fastest.tiedWith.length > 0), interval: null } : vsBest,
      partial: s.puzzles < total ? `${s.puzzles} of ${total} puzzles` : null,
      median: formatUs(s.medianUs),
      interval: formatInterval(s),
      p95: formatUs(s.p95Us),
      rate: formatRate(s.puzzlesPerSecond),
      guesses: formatCount(s.guessesPerPuzzle),
      backtracks: formatCount(s.backtracksPerPuzzle),
      calculations: formatCount(s.calculationsPerPuzzle),
      noGuess: formatShare(s.noGuessShare),
      rating: run.ratings ? ratingCell(run.ratings, r.puzzles, ratingProgress) : null,
      failures: s.failures,
      timedOut: countTimedOut(r.puzzles),
      earlier: earlier ? formatUs(earlier.summary.medianUs) : null,
      /** This run against the earlier one: "1.8x faster (1.6–2.0)" or "within noise". */
      change: earlier
        ? describeRatio(changeBetweenRuns(roundsOf(s), roundsOf(earlier.summary)))
        : null,
    }
  })
}

/**
 * The median rating of the puzzles an algorithm solved: "9.8", with "2 not rated"
 * beside it; while the puzzles are being rated, the median of those rated so far
 * ("…" before any) with "rating 4 of 10…".
 */
function ratingCell(
  ratings: BenchRun['ratings'] & {},
  puzzles: AlgorithmRun['puzzles'],
  progress: RatingProgress | null,
) {
  const solved = puzzles.filter((t) => t.ok).map((t) => t.index)
  const { median, unrated } = medianRating(ratings, solved)
  if (progress)
    return { text: median === null ? '…' : median.toFixed(1), note: ratingProgressText(progress) }
  return {
    // The level word (levels.ts) once the median is final: "4.0 expert".
    text: median === null ? '—' : `${median.toFixed(1)} ${levelOf(median)}`,
    note: unrated ? `${unrated.toLocaleString('en')} not rated` : null,
  }
}

const bestText = (tied: boolean) => (tied ? 'the fastest, within noise' : 'the fastest')

/** How many interleaved rounds timed the run (the fewest of any algorithm). */
export function roundCount(run: BenchRun): number {
  const counts = run.results.map((r) => r.summary.roundUs?.length ?? 0)
  return counts.length ? Math.min(...counts) : 0
}
