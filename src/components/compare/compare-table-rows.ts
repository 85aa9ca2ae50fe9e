/**
 * What the results table says: each algorithm's row (figures, spread, how it
 * stands against the fastest and an earlier run), and the workload's own figures,
 * said once.
 */
import { puzzleCount } from '@/bench/history-size'
import { fastestOfRun } from '@/bench/ranking'
import {
  BETWEEN_RUNS_NOISE,
  changeBetweenRuns,
  countTimedOut,
  roundsOf,
  speedRatio,
} from '@/bench/stats'
import { getAlgorithm, isUserAlgorithm, levelOf } from '@/engine'
import type { BenchRun } from '@/bench/types'
import {
  formatCount,
  formatInterval,
  formatRate,
  describeRatio,
  formatShare,
  formatUs,
  cssColor,
  medianRating,
  ratingIsBound,
  ratingProgressText,
  seriesStyle,
  type RatingProgress,
} from './compare-format'

/** What a counter the solver does not report reads (not 0, which would be a claim). */
export const NOT_REPORTED = 'not reported'

/**
 * Whether the algorithm reports its guesses and backtracks: every built-in does, a
 * solver of yours only when it exports `counters()` (one removed since: as it was
 * saved, so taken as yes).
 */
export function reportsCounters(id: string): boolean {
  return getAlgorithm(id)?.reportsCounters !== false
}

/**
 * One row per algorithm. The fastest is named (and the others set against it)
 * only once every algorithm of the run went through every puzzle (fastestOfRun),
 * "so far" while the run is partial.
 */
export function tableRows(run: BenchRun, compareWith: BenchRun | null) {
  const total = puzzleCount(run.workload)
  const fastest = fastestOfRun(run, total)
  const ids = run.results.map((r) => r.algorithm)
  return run.results.map((r) => {
    const s = r.summary
    // A solver of yours reports guesses and backtracks only through counters(), and
    // calculations never: a 0 there would be a figure it did not give.
    const guessing = reportsCounters(r.algorithm)
    const counted = (text: string, reported: boolean) => (reported ? text : NOT_REPORTED)
    const earlier = compareWith?.results.find((e) => e.algorithm === r.algorithm)
    const isBest = fastest?.best === r
    const vsBest =
      fastest && !isBest && s.puzzles === total
        ? describeRatio(speedRatio(roundsOf(s), roundsOf(fastest.best.summary), true))
        : null
    return {
      id: r.algorithm,
      name: r.name,
      color: cssColor(seriesStyle(r.algorithm, ids)),
      fastest: isBest,
      /** The fastest, but the run is partial: its later rounds could change that. */
      soFar: isBest && fastest.soFar,
      /** "tied with Detour": the others within noise of the fastest. */
      tied: isBest && fastest.tiedWith.length ? fastest.tiedWith.map((t) => t.name) : [],
      vsBest: isBest
        ? { text: bestText(fastest.tiedWith.length > 0, fastest.soFar), interval: null }
        : vsBest,
      partial: s.puzzles < total ? `${s.puzzles} of ${total} puzzles` : null,
      median: formatUs(s.medianUs),
      interval: formatInterval(s),
      p95: formatUs(s.p95Us),
      rate: formatRate(s.puzzlesPerSecond),
      guesses: counted(formatCount(s.guessesPerPuzzle), guessing),
      backtracks: counted(formatCount(s.backtracksPerPuzzle), guessing),
      calculations: counted(formatCount(s.calculationsPerPuzzle), !isUserAlgorithm(r.algorithm)),
      noGuess: counted(formatShare(s.noGuessShare), guessing),
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
 * The workload's own figures, said once for the run: "Workload: 10 puzzles,
 * median rating 9.8 expert (SE), 2 not rated" ("median rating at least 9.0 extreme
 * (SE), 3 of them lower bounds" where the techniques or the budget ran out); while
 * the puzzles are being rated, the median of those rated so far with "rating 4 of 10…".
 */
export function workloadText(run: BenchRun, progress: RatingProgress | null = null): string {
  const total = puzzleCount(run.workload)
  const puzzles = `Workload: ${total.toLocaleString('en')} puzzle${total === 1 ? '' : 's'}`
  if (!run.ratings) return puzzles
  // A median some lower bound sits at or under is itself a lower bound: "at least 9.0".
  const least = (atLeast: boolean) => (atLeast ? 'at least ' : '')
  if (progress) {
    const rated = run.ratings.map((_, i) => i)
    const { median, atLeast } = medianRating(run.ratings, rated)
    const so =
      median === null ? '' : `, median rating so far ${least(atLeast)}${median.toFixed(1)} (SE)`
    return `${puzzles}${so}, ${ratingProgressText(progress)}`
  }
  const { median, unrated, atLeast } = medianRating(
    run.ratings,
    run.workload.puzzles.map((_, i) => i),
  )
  if (median === null) return `${puzzles}, none rated`
  // The level word (levels.ts) once the median is final: "4.0 expert".
  const rating = `median rating ${least(atLeast)}${median.toFixed(1)} ${levelOf(median)} (SE)`
  const bounds = run.ratings.filter(ratingIsBound).length
  const lower = bounds
    ? `, ${bounds.toLocaleString('en')} of them ${bounds === 1 ? 'a lower bound' : 'lower bounds'}`
    : ''
  return `${puzzles}, ${rating}${lower}${unrated ? `, ${unrated.toLocaleString('en')} not rated` : ''}`
}

/** Why no algorithm is called the fastest, or null when one is (or there is one algorithm). */
export function noRankingText(run: BenchRun): string | null {
  if (run.algorithms.length < 2 || fastestOfRun(run, puzzleCount(run.workload))) return null
  return 'No algorithm is called the fastest until every one has been timed over every puzzle.'
}

const bestText = (tied: boolean, soFar: boolean) =>
  `the fastest${soFar ? ' so far' : ''}${tied ? ', within noise' : ''}`

/** How many interleaved rounds timed the run (the fewest of any algorithm). */
export function roundCount(run: BenchRun): number {
  const counts = run.results.map((r) => r.summary.roundUs?.length ?? 0)
  return counts.length ? Math.min(...counts) : 0
}

/** One algorithm's row of the table (CompareTableRow). */
export type TableRow = ReturnType<typeof tableRows>[number]

const when = (iso: string) =>
  new Date(iso).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short' })

/**
 * What the table says about the run above its rows: `what` (the run, shown), `caption`
 * (the table's name for assistive technology, with its number of puzzles), `compared`
 * (the earlier run set beside it, and what counts as noise between runs), or null.
 */
export function runWords(run: BenchRun, compareWith: BenchRun | null) {
  const n = puzzleCount(run.workload)
  const puzzles = `${n.toLocaleString('en')} puzzle${n === 1 ? '' : 's'}`
  let compared: string | null = null
  if (compareWith) {
    const other =
      compareWith.workload.name !== run.workload.name
        ? ` on ${compareWith.workload.name} (a different workload)`
        : ''
    compared = `Compared with the run of ${when(compareWith.date)}${other}. Separate runs differ with the machine's load, so a change under ${BETWEEN_RUNS_NOISE}x is within noise.`
  }
  return {
    what: `${run.workload.name}, ${run.browser}, ${when(run.date)}`,
    caption: `${run.workload.name}: ${puzzles}, ${run.browser}, ${when(run.date)}`,
    compared,
  }
}

/** The run in one sentence, above everything else: the fastest and its median a puzzle. */
export function leadText(rows: ReturnType<typeof tableRows>): string {
  const best = rows.find((r) => r.fastest)
  if (!best) return ''
  return `Fastest${best.soFar ? ' so far' : ''}: ${best.name}, ${best.median} a puzzle (median).`
}
